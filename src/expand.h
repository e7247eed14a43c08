/* expand.h: words to lists (expand.c): variables, ^, backquotes, <{}, globbing. */
#ifndef RC_EXPAND_H
#define RC_EXPAND_H
#include "tree.h"
#include "list.h"

List *expand(Node *);			/* one word, metacharacters marked */
List *expand_words(Node *args);		/* an N_ARGS chain */
List *expand_upto(Node *args, Node *end);	/* ... up to, not including, end */
List *expand_glob(Node *args);		/* ... and file names expanded */
List *expand_nameword(Node *);		/* a variable name's words, unchecked */
char *expand_namecheck(List *);		/* ... checked: one word, not empty */
Hlist *expand_bqheap(Node *);		/* an N_BACKQ's words as a variable's value block */
struct Var *expand_plainvar(Node *);	/* a $name node's plain variable; NULL: none yet, or not plain */

#endif
