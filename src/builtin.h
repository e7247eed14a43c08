/* builtin.h: the commands rc runs itself. */
#ifndef RC_BUILTIN_H
#define RC_BUILTIN_H
#include "list.h"

typedef int Builtin(List *args);	/* args->w is the name; returns WALK_ */

Builtin *builtin_find(const char *);
int builtin_is_exec(Builtin *);
int builtin_is_builtin(Builtin *);
int builtin_is_dot(Builtin *);
int builtin_is_return(Builtin *);
int builtin_is_echo(Builtin *);
int builtin_dot_eye(int);	/* rc -i's hand-over to the first . (main.c); the old value */	/* -e leaves return's status alone */
void builtin_each(void (*)(const char *, void *), void *);

#endif
