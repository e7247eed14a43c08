/* glob.h: pattern matching and file-name expansion. */
#ifndef RC_GLOB_H
#define RC_GLOB_H
#include "list.h"

/* m marks the metacharacters of p; NULL means p is matched literally. */
int glob_match(const char *s, const char *p, const char *m);
int glob_matchword(const char *s, const char *p);	/* p unquoted as written: all its metacharacters live */
List *glob_expand(List *);	/* arena */

#endif
