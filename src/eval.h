/* eval.h: what the evaluator's three files share (walk.c, cmd.c, proc.c); nothing else includes it. */
#ifndef RC_EVAL_H
#define RC_EVAL_H
#include "tree.h"
#include "list.h"
#include "error.h"
#include "fn.h"
#include "builtin.h"

struct Redir;

/* walk.c: the walker, assignments, function calls, where evaluation is */
int walk(Node *, int last);
int walk_fn(Fn *, List *args);		/* call f with $* args->n, $0 args->w */
int walk_incond(void);			/* conditions around this command: -e is off */
int walk_call(const char *fname, List *args);	/* WALK_OK when there is no such function */
unsigned long walk_inputend(void);	/* status_count() when run_input last ended */

/* cmd.c: commands and what runs them */
int cmd_simple(Node *, int last);
int cmd_brace(Node *, int last);	/* a block, redirected in a subshell */
int cmd_insubshell(Fn *, Builtin *, List *args, Node *group, struct Redir *, int last);	/* the reference's way with redirections */
int cmd_subshell(Node *);
void cmd_pipeline(Node *);
void cmd_background(Node *);
void cmd_trace(const char *prefix, List *args);	/* -x */
void cmd_tracematch(List *subject, List *pats);	/* -x for ~ */
int cmd_matchany(List *subject, List *pats);
void cmd_definefns(Node *);		/* fn name {...} and fn name */

/* proc.c: this process: how it ends (sig_check, its handlers, is walk.h's) */
_Noreturn void proc_failed(void);	/* an error in a child: status 1, or -e's exit */
_Noreturn void proc_execfailed(void);	/* the command a child was to become cannot run */
void proc_lastcmd(void);		/* the builtin or function about to run ends rc */
int proc_eexitarmed(void);		/* -e's exit would run a fn sigexit */
_Noreturn void proc_exitwithout(int code);	/* exit, fn sigexit counted as run */
void proc_execleft(void);		/* an exec'd builtin or function was left */

#endif
