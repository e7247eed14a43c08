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

List *list_mkword(char *, List *);          /* arena */
int list_len(const List *);
char *list_flat(const List *, const char *sep);   /* arena */
char *list_flat_heap(const List *, const char *sep);
List *list_dup_heap(const List *);	/* one block, to free with list_free_heap */
void list_free_heap(List *);
List *list_one_heap(const char *);
char **list_argv(const List *);          /* arena */

/*
 * A growable heap list, for the values of variables.  It is one block:
 * a header, an array of cells, then the bytes of the words.  The cells
 * in use are consecutive and linked in order, so list_hlist shows an
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
Hlist *list_hnew(const List *);		/* a copy; NULL for () */
Hlist *list_hset(Hlist *, const List *);	/* h's value made a copy of l's; the block may move */
Hlist *list_hsplit(const char *, size_t, const char *isifs);	/* the words between bytes isifs[] marks */
int list_hsmall(const Hlist *);		/* a few short words: worth keeping for reuse */
void list_hpin(Hlist *);		/* its cells are being walked: changes go to a copy */
void list_hunpin(Hlist *);		/* and freed here if its owner let go */
void list_hfree(Hlist *);
List *list_hlist(Hlist *);		/* NULL when empty */
size_t list_hlen(const Hlist *);
List *list_hnth(Hlist *, size_t);	/* the k-th cell, from 1; NULL past the end */
Hlist *list_happend(Hlist *, const List *);	/* the block may move */
Hlist *list_hprepend(Hlist *, const List *);
Hlist *list_hdrop(Hlist *, size_t);	/* the first k words; NULL when none are left */

#endif
