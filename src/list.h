/* list.h: word lists, the values rc computes with. */
#ifndef RC_LIST_H
#define RC_LIST_H
#include <stddef.h>

/*
 * w is the word; m, when not NULL, marks which bytes of w are glob
 * metacharacters that came unquoted (one byte per byte of w).
 */
typedef struct List List;
struct List {
	char *w;
	char *m;
	List *n;
};

List *mkword(char *, List *);          /* arena */
int listlen(const List *);
char *listflat(const List *, const char *sep);   /* arena */
char *listflat_heap(const List *, const char *sep);
List *listcat(List *, List *);         /* arena copy of the first */
List *listdup_heap(const List *);
void listfree_heap(List *);
List *listone_heap(const char *);
char **listargv(const List *);          /* arena */

#endif
