/* env.h: the environment: rc's export format for variables and functions. */
#ifndef RC_ENV_H
#define RC_ENV_H
#include "list.h"
#include "tree.h"

void env_import(char **, int nofns);
char **env_get(void);		/* the environment for exec, rebuilt on change */

#endif
