/* proc.c: what this process is (the shell, or which child), the runs of its signal handlers, and how it ends: exit, fn sigexit, -e. */
#include "walk.h"
#include "eval.h"
#include "error.h"
#include "fn.h"
#include "input.h"
#include "os.h"
#include "print.h"
#include "signal.h"
#include "status.h"

struct Proc proc;	/* what this process is: see eval.h */

static int
inchild(void)
{
	return proc.kind != CHILD_NONE;
}

int
proc_inchild(void)
{
	return inchild();
}

/* A subshell (@{}, or a redirected block, function or builtin) ends by proc_exit, running fn sigexit; so does the shell. */
static int
endsbyexit(void)
{
	return !inchild() || proc.kind == CHILD_SUBSHELL || proc.ending;
}

/* Run f as fn sigexit, once: called as a function, $0 sigexit, ^C not stopping it. */
static void
runexitfn(Fn *f)
{
	List name;
	Catch c;

	if (f == NULL || proc.exitran)
		return;
	proc.exitran = 1;
	name.w = "sigexit";
	name.m = NULL;
	name.n = NULL;
	sig_clear(SIGINT);	/* the ^C that ends rc does not stop the handler */
	if (CATCH(c) == 0) {
		walk_fn(f, &name);
		error_catchpop(&c);
	}
}

/*
 * Exit with code, after fn sigexit if there is one (return leaves it);
 * rc then exits with the status that left.  Syntax errors and ^C keep
 * $status for it.
 */
static _Noreturn void
exitwith(int code, int keep)
{
	Fn *f = endsbyexit() && !proc.exitran && sig_exitfn() ? fn_lookup("sigexit") : NULL;
	if (f != NULL) {
		if (!keep && status_exitcode() != code)	/* fn sigexit sees $status as it is */
			status_set(code);
		runexitfn(f);
		code = status_exitcode();
	}
	os_stopeditor();
	os_exit(code);
}

/*
 * A fn sigexit defined again is armed again, as in the reference, even
 * inside the one running: an exit after it runs the new one.
 */
void
proc_exitrearm(void)
{
	proc.exitran = 0;
}

void
proc_exit(int code)
{
	exitwith(code, 0);
}

void
proc_exit_syntax(void)
{
	exitwith(1, 1);
}

/* A script's ^C: status 1, or what fn sigexit, which sees $status as it was, leaves. */
void
proc_exit_interrupt(void)
{
	exitwith(1, 1);
}

static _Noreturn void childexit(void);

/* An error ends a child, status 1; under -e that runs its fn sigexit. */
_Noreturn void
proc_failed(void)
{
	if (flag_e && error_raised == E_ERROR && walk_incond() == 0)
		childexit();
	os_exit(1);
}

void
proc_child(Node *n)
{
	Catch c;
	if (CATCH(c) != 0)
		proc_failed();
	proc_walklast(n);
	proc_exit(status_exitcode());
}

/*
 * Walk n as the last thing this process does: a command in its tail
 * (a list's last, a branch of if, a block's body) is run as by exec.
 */
int
proc_walklast(Node *n)
{
	proc.last = 1;
	return walk_tail(n);
}

static void
undo_walkpart(Frame *f)
{
	(void)f;
	proc.last = 1;
}

/*
 * A part of the last command that is not its tail is not the last
 * thing this process does: the tail after it is, again, even after an
 * error the part raised was caught.
 */
int
proc_walkpart(Node *n)
{
	Frame f;
	int r;

	proc.last = 0;
	error_framepush(&f, undo_walkpart);
	r = walk_tail(n);
	error_framepop(&f);
	return r;
}

/*
 * After exec of a builtin or function that return or break left, the
 * shell reads on, but an error at the top ends it, as in the reference.
 */
int
proc_isexecleft(void)
{
	return proc.execleft;
}

void
proc_eflag_check(void)
{
	if (flag_e && walk_incond() == 0 && !status_true()) {
		if (inchild())
			childexit();
		proc_exit(status_exitcode());
	}
}

/* The fn sigexit an exit by -e would run here, or NULL. */
static Fn *
eexitfn(void)
{
	if (proc.exitran)
		return NULL;
	return sig_exitfn() ? fn_lookup("sigexit") : NULL;
}

/* Whether a child forked now would end without running a fn sigexit. */
int
proc_childquiet(void)
{
	return eexitfn() == NULL;
}

static _Noreturn void
childexit(void)
{
	runexitfn(eexitfn());
	os_stopeditor();
	os_exit(status_exitcode());
}

_Noreturn void
proc_execfailed(void)
{
	status_set(1);
	childexit();
}

void
proc_enterchild(int kind)
{
	/*
	 * exitran stays: a child forked while fn sigexit runs (its backquote
	 * or pipeline) runs no fn sigexit of its own, as in the reference,
	 * where the handler is disarmed before it is called.
	 */
	proc.kind = kind;
	proc.ending = 0;
	if (proc.last)	/* until the child says what its last command is */
		proc.last = 0;	/* store if changed: the fork rule */
	sig_child(kind);
	/* a backquote's child keeps the script's descriptors, as the reference's does */
	if (kind != CHILD_BQ)
		input_closefds();
	os_forgeteditor();
}

/*
 * The function or builtin about to run is the last thing rc does: no
 * fn sigexit runs after this, not even the one a backquote's child
 * kept (as the reference's reset before an exec disarms it).
 */
void
proc_lastcmd(void)
{
	sig_lastcmd();
	proc.ending = 1;
}

/*
 * -e ends rc for a failed redirection of exec's, and the reference's fn
 * sigexit then meets the redirections still waiting: they fail again
 * (a second message), and rc exits 1 without running it (see cmd.c's
 * keepredirs).
 */
int
proc_eexitarmed(void)
{
	return eexitfn() != NULL;
}

_Noreturn void
proc_exitwithout(int code)
{
	proc.exitran = 1;
	proc_exit(code);
}

/* An exec'd builtin or function was left by return or break. */
void
proc_execleft(void)
{
	proc.execleft = 1;
}

/*
 * Called where it is safe to run rc code.  signal.c only records what
 * came; here a signal with a function runs it, and an interactive ^C
 * without one abandons the command.
 */
void
proc_sigcheck(void)
{
	int i;
	unsigned times;
	if (!sig_any)
		return;
	sig_anyclear();
	for (i = sig_take(1, &times); i != 0; i = sig_take(i + 1, &times)) {
		if (sig_byfn(i) && fn_lookup(sig_name(i)) != NULL)
			while (times-- > 0 && sig_byfn(i) && fn_lookup(sig_name(i)) != NULL)
				walk_call(sig_name(i), NULL);
		else if (i == SIGINT) {
			int quiet = sig_quietintr();
			if (input_interactive() && !quiet)	/* -i as it is now: not in a . file */
				print_fd(2, "\n");
			error_raise(E_INTERRUPT);
		}
	}
}
