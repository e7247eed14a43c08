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
List *listdup_heap(const List *);	/* one block, to free with listfree_heap */
void listfree_heap(List *);
List *listone_heap(const char *);
char **listargv(const List *);          /* arena */

/*
 * A growable heap list, for the values of variables.  It is one block:
 * a header, an array of cells, then the bytes of the words.  The cells
 * in use are consecutive and linked in order, so hlist_list shows an
 * ordinary List and the k-th word is found by index.  Room may be kept
 * at both ends of the cells and after the words: appending or
 * prepending fills it in place, and a full block grows to twice what it
 * holds, so building a list a word at a time costs amortised O(1) a
 * word.  A value that is only assigned gets no room.  The empty list is
 * NULL.
 *
 * A block has exactly one owner (a variable, or the value a local
 * binding saved), and nobody may keep its cells across a change to it:
 * growing in place shows through any List taken from it, and moving
 * the block frees them.  Except by pinning it: while pinned, a change
 * goes to a copy the owner gets, and the block is freed at the last
 * unpin.
 */
typedef struct Hlist Hlist;
Hlist *hlist_new(const List *);		/* a copy; NULL for () */
Hlist *hlist_set(Hlist *, const List *);	/* h's value made a copy of l's; the block may move */
Hlist *hlist_split(const char *, size_t, const char *isifs);	/* the words between bytes isifs[] marks */
int hlist_small(const Hlist *);		/* a few short words: worth keeping for reuse */
void hlist_pin(Hlist *);		/* its cells are being walked: changes go to a copy */
void hlist_unpin(Hlist *);		/* and freed here if its owner let go */
void hlist_free(Hlist *);
List *hlist_list(Hlist *);		/* NULL when empty */
size_t hlist_len(const Hlist *);
List *hlist_nth(Hlist *, size_t);	/* the k-th cell, from 1; NULL past the end */
Hlist *hlist_append(Hlist *, const List *);	/* the block may move */
Hlist *hlist_prepend(Hlist *, const List *);
Hlist *hlist_drop(Hlist *, size_t);	/* the first k words; NULL when none are left */

#endif
