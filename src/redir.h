/* redir.h: redirections: opening, duplicating, saving and restoring fds. */
#ifndef RC_REDIR_H
#define RC_REDIR_H
#include "tree.h"
#include "list.h"

/* A redirection with its target expanded, ready to apply. */
typedef struct Redir Redir;
struct Redir {
	Node *n;
	char *file;		/* file name, or herestring text */
	const char *err;	/* a target of no word or several: said when applied */
	Redir *next;
};

Redir *redir_prepare(Node *, Redir *next);	/* expands the target */
/* Apply in order; with save, each descriptor is restored when its frame pops. */
int redir_apply(Redir *, int save);
char *nmpipe(Node *);			/* its pipe is held: see os_hold */

#endif
