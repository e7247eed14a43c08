/* redir.h: redirections: opening, duplicating, saving and restoring fds. */
#ifndef RC_REDIR_H
#define RC_REDIR_H
#include "tree.h"
#include "list.h"

/* A command's redirections, in order; each target is expanded when applied. */
typedef struct Redir Redir;
struct Redir {
	Node *n;
	Redir *next;
};

Redir *redir_prepare(Node *, Redir *next);
/*
 * Apply in order, stopping at the first that fails (-1, said); with
 * save, each descriptor is restored when its frame pops, and when the
 * shell cannot keep a copy of one, none is applied: REDIR_UNSAVED.
 */
enum { REDIR_UNSAVED = -2 };
int redir_apply(Redir *, int save);
int redir_only(Redir *);	/* no command: apply and put back; -1 failed (said) */
int redir_runs(Redir *);	/* a target has `{} or <{}: work it out in a child */
char *redir_nmpipe(Node *);			/* its pipe is held: see os_hold */

#endif
