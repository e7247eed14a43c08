/* env.h: the environment: rc's export format for variables and functions. */
#ifndef RC_ENV_H
#define RC_ENV_H
#include "list.h"
#include "tree.h"

void env_import(char **, int nofns);
char **env_get(void);
List *env_words(const char *, List *one);	/* an imported value's words: one, or the arena */		/* the environment for exec, rebuilt on change */

#endif
