/* eval.h: what the evaluator's files share (walk.c, assign.c, cmd.c, proc.c); nothing else includes it. */
#ifndef RC_EVAL_H
#define RC_EVAL_H
#include "tree.h"
#include "list.h"
#include "error.h"
#include "fn.h"
#include "builtin.h"

struct Local;

struct Redir;

/*
 * What this process is, for the exit rules (exitwith, childexit,
 * proc_failed, proc_execfailed, eexitfn) and for the commands that run
 * as by exec when they are its last: set by proc_enterchild when a child
 * starts, and changed after that only by the events named.  proc.c
 * writes it; walk.c and cmd.c read last.
 */
struct Proc {
	int kind;	/* CHILD_NONE (the shell), or what proc_enterchild was told */
	/*
	 * The command being walked is the last this process runs (a child
	 * only): set by proc_walklast, cleared by proc_walkpart while it
	 * runs a part that is not the tail (walk_tail runs one that is).
	 */
	int last;
	/*
	 * This child ends as the reference ends the shell on exit, running an
	 * armed fn sigexit, though it is no subshell: its last command, a
	 * builtin or function run as by exec, has begun (proc_lastcmd).  That
	 * command disarms fn sigexit first, so only a definition it makes
	 * (in a file . runs) runs at the end.
	 */
	int ending;
	int exitran;	/* fn sigexit has run here: an exit inside it does not run it again */
	int execleft;	/* an exec'd builtin or function was left by return or break */
	/*
	 * A child runs fn sigexit only when -e ends it or when the command
	 * it was to become cannot be run, not at its end nor at exit: the
	 * handler it defined itself, or in a backquote's child the one it
	 * inherited, which it keeps defined (and its signal handlers) until
	 * its last command, as the reference's does.
	 */
};
extern struct Proc proc;

/* walk.c: the walker, function calls, where evaluation is */
int walk_tail(Node *);			/* the tail of the command walked: last if it is */
/* A part of a command, not its tail: a macro, so the shell, never on its last, pays one test. */
#define walk(n) (proc.last ? proc_walkpart(n) : walk_tail(n))
int walk_fn(Fn *, List *args);		/* call f with $* args->n, $0 args->w */
int walk_incond(void);			/* conditions around this command: -e is off */
int walk_call(const char *fname, List *args);	/* WALK_OK when there is no such function */
unsigned long walk_inputend(void);	/* status_count() when walk_input last ended */

/* assign.c: assignments */
void assign_var(Node *, struct Local *);	/* name = value; local to a command when Local is given */
void assign_checkname(const char *);	/* a name that can be assigned, or an error */
void assign_trace(const char *name, List *val);	/* -x */

/* cmd.c: commands and what runs them */
int cmd_simple(Node *);
int cmd_brace(Node *);		/* a block, redirected in a subshell */
int cmd_insubshell(Fn *, Builtin *, List *args, Node *group, struct Redir *);	/* the reference's way with redirections */
int cmd_subshell(Node *);
void cmd_pipeline(Node *);
void cmd_background(Node *);
void cmd_trace(const char *prefix, List *args);	/* -x */
void cmd_writefailed(const char *name, int err);	/* a builtin's output was lost: said */
int cmd_matchany(List *subject, List *pats);
int cmd_match(Node *);			/* ~ subject pattern... */
void cmd_definefns(Node *);		/* fn name {...} and fn name */

/* proc.c: this process: how it ends (proc_sigcheck, its handlers, is walk.h's) */
_Noreturn void proc_failed(void);	/* an error in a child: status 1, or -e's exit */
_Noreturn void proc_execfailed(void);	/* the command a child was to become cannot run */
void proc_lastcmd(void);		/* the builtin or function about to run ends rc */
void proc_exitrearm(void);		/* fn sigexit was defined (again) */
int proc_eexitarmed(void);		/* -e's exit would run a fn sigexit */
_Noreturn void proc_exitwithout(int code);	/* exit, fn sigexit counted as run */
void proc_execleft(void);		/* an exec'd builtin or function was left */
int proc_walklast(Node *);		/* walk the last thing this process does */
int proc_walkpart(Node *);		/* walk a part of it that is not its tail: walk, when proc.last */

#endif
