/* eval.h: what the evaluator's three files share (walk.c, cmd.c, proc.c); nothing else includes it. */
#ifndef RC_EVAL_H
#define RC_EVAL_H
#include "tree.h"
#include "list.h"
#include "error.h"
#include "fn.h"
#include "builtin.h"

struct Redir;

/* walk.c: the walker, function calls, where evaluation is */
int walk(Node *, int last);
int walk_fn(Fn *, List *args);		/* call f with $* args->n, $0 args->w */
int walk_incond(void);			/* conditions around this command: -e is off */
extern unsigned long walk_inputend;	/* status_count() when run_input last ended */
/*
 * The pipes an assignment's <{...} keeps (see os_keep) stay within a
 * scope: a function call, a round of a loop's body, a command with a
 * local assignment, an input line.
 */
typedef struct Scope {
	Frame f;		/* first: the frame is the scope */
	unsigned long outer;
} Scope;
void walk_scope(Scope *);

/* cmd.c: commands and what runs them */
int cmd_simple(Node *, int last);
int cmd_pre(Node *, int last);		/* assignments and redirections in front */
int cmd_brace(Node *, int last);	/* a block, redirected in a subshell */
int cmd_subshell(Node *);
void cmd_pipeline(Node *);
void cmd_background(Node *);
void cmd_checkname(const char *);	/* a variable's name, for assignment and for */
void cmd_traceassign(const char *name, List *val);	/* -x */

/* proc.c: how this process ends */
_Noreturn void proc_failed(void);	/* an error in a child: status 1, or -e's exit */
_Noreturn void proc_execfailed(void);	/* the command a child was to become cannot run */
void proc_lastcmd(void);		/* the builtin or function about to run ends rc */
int proc_eexitarmed(void);		/* -e's exit would run a fn sigexit */
_Noreturn void proc_exitwithout(int code);	/* exit, fn sigexit counted as run */
void proc_execleft(void);		/* an exec'd builtin or function was left */

#endif
