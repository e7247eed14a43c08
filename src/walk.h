/* walk.h: the evaluator's interface: running parse trees (walk.c), commands (cmd.c), the process and its exit (proc.c). */
#ifndef RC_WALK_H
#define RC_WALK_H
#include "tree.h"
#include "list.h"
#include "error.h"
#include "flag.h"	/* flag_e, flag_n, flag_x */

/* What a walk asks of its callers besides setting $status. */
enum { WALK_OK, WALK_BREAK, WALK_CONTINUE, WALK_RETURN };

struct Redir;

/* walk.c */
void walk_reset(int syntax);			/* after an error caught at the top or in . -i */
int walk_input(void);				/* parse and run to the end */
int walk_inloop(void);			/* break has a loop to leave */
int walk_cancontinue(void);		/* continue has a round to go on to */
int walk_infn(void);			/* return has a function to leave */

/*
 * Text that eval and . run is outside the caller's loops and function;
 * eval's is not interactive, .'s is as . -i says.  Undoing the frame
 * puts back all three.
 */
typedef struct WalkTop {
	Frame f;
	int fn_depth, loop_depth, interactive;
} WalkTop;
void walk_pushtop(WalkTop *, int interactive);

/* cmd.c */
int cmd_command(List *, struct Redir *, int nofn);	/* last if proc.last (eval.h) */
int cmd_exec(List *args, struct Redir *);	/* exec with a command: WALK_ after a builtin's return */

/* proc.c */
void proc_sigcheck(void);			/* run the handlers of caught signals: safe points only */
void proc_enterchild(int kind);		/* first thing in every forked child */
int proc_childquiet(void);		/* a child forked now would run no fn sigexit */
_Noreturn void proc_child(Node *);	/* in a forked child: run, then exit */
int proc_inchild(void);			/* this is a forked child */
void proc_eflag_check(void);		/* -e: exit now if the status is false */
int proc_isexecleft(void);		/* an exec'd builtin was left: errors end rc */
_Noreturn void proc_exit(int);
_Noreturn void proc_exit_syntax(void);	/* status 1, $status kept for fn sigexit */
_Noreturn void proc_exit_interrupt(void);	/* the same, for a script's ^C */

#endif
