/* walk.c: the tree walker: commands, pipelines, control flow, functions. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "walk.h"
#include "expand.h"
#include "builtin.h"
#include "error.h"
#include "fn.h"
#include "glob.h"
#include "input.h"
#include "mem.h"
#include "os.h"
#include "parse_api.h"
#include "print.h"
#include "redir.h"
#include "lex.h"
#include "signal.h"
#include "status.h"
#include "var.h"

/*
 * What this process is, for the exit rules (exitwith, childexit,
 * childfailed, walk_execfailed, eexitfn): set by enter_child when a
 * child starts, and changed after that only by the events named.
 */
static struct {
	int kind;	/* CHILD_NONE (the shell), or what enter_child was told */
	/*
	 * This child ends as the reference's rc_exit ends it, running an
	 * armed fn sigexit, though it is no subshell: its last command, a
	 * builtin or function run as by exec, has begun (lastinshell).  That
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
	 * inherited, which whatis no longer shows there, kept here.  So the
	 * reference has it.
	 */
	Fn *keptexit;
} proc;

/*
 * Where evaluation is: what break, continue and return may leave,
 * whether -e applies, what "if not" follows.  A function call saves
 * and restores the loop depth (Call), eval and . both depths
 * (WalkTop); an error caught at the top resets it (walk_reset).
 * Interactivity is input.c's one field (input_setinteractive), saved
 * by the same frames.
 */
static struct {
	int loop_depth;	/* loops around this command, within its function */
	int fn_depth;	/* function calls around it */
	int cond_depth;	/* conditions around it: -e does not apply */
	/*
	 * "if not" on a later line than its if: the reference remembers the
	 * outcome of the first if run since the last "if not" consumed one.
	 */
	enum { IF_NONE, IF_TRUE, IF_FALSE } ifstate;
} ctx;

static int
inchild(void)
{
	return proc.kind != CHILD_NONE;
}

/* A subshell (@{}, or a redirected block, function or builtin) ends by rc_exit, running fn sigexit; so does the shell. */
static int
endsbyexit(void)
{
	return !inchild() || proc.kind == CHILD_SUBSHELL || proc.ending;
}

/*
 * Function calls nest at most one for each 4 KiB of the stack's limit,
 * 2048 to 16384 of them (2048 under the usual 8 MiB): the reference needs
 * 5 KiB a call and crashes beyond, so any recursion it survives runs
 * here, and one that never ends stops within a second or two, not after
 * tens of thousands of calls each running a program.  The stack guard
 * (stack_check) stops any nesting, calls too, that would not fit.
 */
static int
fncap(void)
{
	size_t n = stack_size() >> 12;
	return n < 2048 ? 2048 : n > 16384 ? 16384 : (int)n;
}

static unsigned long inputend;	/* status_count() when run_input last ended */
static int callfn(Fn *, List *);
static int walk(Node *, int last);

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
		callfn(f, &name);
		catch_pop(&c);
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
			set_status(code);
		runexitfn(f);
		code = status_exitcode();
	}
	os_stopeditor();
	os_exit(code);
}

void
rc_exit(int code)
{
	exitwith(code, 0);
}

void
rc_exit_syntax(void)
{
	exitwith(1, 1);
}

/* A script's ^C: status 1, or what fn sigexit, which sees $status as it was, leaves. */
void
rc_exit_interrupt(void)
{
	exitwith(1, 1);
}

static _Noreturn void childexit(void);

/* An error ends a child, status 1; under -e that runs its fn sigexit. */
static _Noreturn void
childfailed(void)
{
	if (flag_e && raised == E_ERROR && ctx.cond_depth == 0)
		childexit();
	os_exit(1);
}

void
walk_child(Node *n)
{
	Catch c;
	if (CATCH(c) != 0)
		childfailed();
	walk(n, 1);
	rc_exit(status_exitcode());
}

/*
 * After exec of a builtin or function that return or break left, the
 * shell reads on, but an error at the top ends it, as in the reference.
 */
int
walk_execleft(void)
{
	return proc.execleft;
}

/*
 * After an error caught at the top: nothing is running any more.  But
 * a syntax error (in eval or .) inside a condition (of if or while, or
 * before && or ||) leaves -e off for the rest of the session, as the
 * reference's flag for it is left set then.
 */
void
walk_reset(int syntax)
{
	walk_attop();
	if (!syntax)
		ctx.cond_depth = 0;
}

void
walk_attop(void)
{
	ctx.loop_depth = ctx.fn_depth = 0;
}

int
walk_inloop(void)
{
	return ctx.loop_depth != 0;
}

int
walk_infn(void)
{
	return ctx.fn_depth != 0;
}

int
walk_inchild(void)
{
	return inchild();
}

static void
undo_top(Frame *f)
{
	WalkTop *t = (WalkTop *)f;
	ctx.fn_depth = t->fn_depth;
	ctx.loop_depth = t->loop_depth;
	input_setinteractive(t->interactive);
}

void
walk_pushtop(WalkTop *t, int interactive)
{
	t->fn_depth = ctx.fn_depth;
	t->loop_depth = ctx.loop_depth;
	t->interactive = input_setinteractive(interactive);
	ctx.fn_depth = ctx.loop_depth = 0;
	frame_push(&t->f, undo_top);
}

void
walk_eflag_check(void)
{
	if (flag_e && ctx.cond_depth == 0 && !status_true()) {
		if (inchild())
			childexit();
		rc_exit(status_exitcode());
	}
}

/* The fn sigexit an exit by -e would run here, or NULL. */
static Fn *
eexitfn(void)
{
	if (proc.exitran)
		return NULL;
	return sig_exitfn() ? fn_lookup("sigexit") : proc.keptexit;
}

static _Noreturn void
childexit(void)
{
	runexitfn(eexitfn());
	os_stopeditor();
	os_exit(status_exitcode());
}

static _Noreturn void
walk_execfailed(void)
{
	set_status(1);
	childexit();
}

void
enter_child(int kind)
{
	if (kind != CHILD_BQ)
		proc.keptexit = NULL;
	else if (sig_exitfn())
		proc.keptexit = fn_detach("sigexit");
	/*
	 * exitran stays: a child forked while fn sigexit runs (its backquote
	 * or pipeline) runs no fn sigexit of its own, as in the reference,
	 * where the handler is disarmed before it is called.
	 */
	proc.kind = kind;
	proc.ending = 0;
	sig_child(kind);
	/* a backquote's child keeps the script's descriptors, as the reference's does */
	if (kind != CHILD_BQ)
		input_closefds();
	os_forgeteditor();
}

/* -x: each command as rc would read it back. */
static void
trace(const char *prefix, List *args)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	bufs(&b, prefix);
	for (; args != NULL; args = args->n) {
		bufword(&b, args->w);
		if (args->n != NULL)
			bufc(&b, ' ');
	}
	bufc(&b, '\n');
	bufflush(&b);
}

static void
traceassign(const char *name, List *val)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	bufname(&b, name, val != NULL);	/* the reference's if=() has no quotes */
	bufprint(&b, "=%W\n", val);
	bufflush(&b);
}

/* -x for ~: the subject as a list, the patterns as words, () for none. */
static void
tracematch(List *subject, List *pats)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	bufprint(&b, "~ %W ", subject);
	if (pats == NULL)
		bufs(&b, "()");
	for (; pats != NULL; pats = pats->n) {
		bufword(&b, pats->w);
		if (pats->n != NULL)
			bufc(&b, ' ');
	}
	bufc(&b, '\n');
	bufflush(&b);
}

/* A function call: the body it holds, and the caller's loop depth. */
typedef struct Call {
	Frame f;
	void *hold;
	int loop_depth;
} Call;

static void
undo_fncall(Frame *f)
{
	Call *c = (Call *)f;
	ctx.fn_depth--;
	ctx.loop_depth = c->loop_depth;
	fn_release(c->hold);
}

/*
 * The pipes an assignment's <{...} keeps (see os_keep) stay within a
 * scope: a function call, a round of a loop's body, a command with a
 * local assignment, an input line.
 */
typedef struct Scope {
	Frame f;		/* first: the frame is the scope */
	unsigned long outer;
} Scope;

static void
undo_scope(Frame *f)
{
	os_endscope(((Scope *)f)->outer);
}

static void
scope_push(Scope *s)
{
	s->outer = os_scope();
	frame_push(&s->f, undo_scope);
}

static int
callfn(Fn *f, List *args)
{
	Frame *top = frame_top();
	Call hold;
	Local star, zero;
	Scope sc;
	List name;
	int r;

	if (ctx.fn_depth >= fncap())
		rc_error("too many nested calls (stack exhausted)");
	hold.hold = fn_hold(f);
	hold.loop_depth = ctx.loop_depth;
	ctx.fn_depth++;
	ctx.loop_depth = 0;		/* break in a function does not leave the caller's loop */
	frame_push(&hold.f, undo_fncall);
	scope_push(&sc);
	name = *args;
	name.n = NULL;
	var_local(&star, "*", args->n);
	var_local(&zero, "0", &name);
	r = walk(fn_heldtree(hold.hold), 0);	/* an empty body is true, as any no command */
	frame_unwind(top);
	return r == WALK_RETURN ? WALK_OK : r;
}

static int
walk_call(const char *fname, List *args)
{
	Fn *f = fn_lookup(fname);
	List name;
	if (f == NULL)
		return WALK_OK;
	name.w = (char *)fname;
	name.m = NULL;
	name.n = args;
	return callfn(f, &name);
}

/*
 * Called where it is safe to run rc code.  signal.c only records what
 * came; here a signal with a function runs it, and an interactive ^C
 * without one abandons the command.
 */
void
sig_check(void)
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
			if ((sig_interactive || input_interactive()) && !quiet)
				fprint(2, "\n");
			rc_raise(E_INTERRUPT);
		}
	}
}

/*
 * A program's status (prog), or a subshell's.  A program that took a ^C
 * and exited by itself leaves the cursor where it left it (see
 * sig_waited); after a subshell the reference always starts a new line.
 */
static void
waitfor(pid_t pid, int prog)
{
	int ws;
	if (os_wait(pid, &ws, 0) < 0)
		set_status(1);
	else if (prog)
		set_status_prog(ws);
	else
		set_status_wait(ws, 1);
}

/*
 * Can a command with these redirections be spawned by vfork?  The shell
 * applies them itself around the spawn (the child inherits them, and the
 * shell puts its own descriptors back), which is cheaper than copying
 * the shell with fork to apply them in the child.  Left to fork: targets
 * from 10 up (the shell keeps its saved copies there), and a copy from a
 * descriptor other than 0, 1, 2 or one set earlier in the list, which
 * may be the shell's own (a script's), closed in a forked child; and
 * targets that run commands, which the reference runs in the child,
 * where the script's descriptors are closed (<{} names /dev/fd/3).
 */
static int
spawnable(Redir *rds)
{
	unsigned set = 07;	/* descriptors the child may copy from */

	if (redir_runs(rds))
		return 0;
	for (; rds != NULL; rds = rds->next) {
		Node *n = rds->n;
		if (n->fd < 0 || n->fd >= 10)
			return 0;
		if (n->t == N_DUP && n->fd2 >= 0
		    && (n->fd2 >= 10 || !(set & 1u << n->fd2)))
			return 0;
		if (n->t == N_DUP && n->fd2 < 0)
			set &= ~(1u << n->fd);
		else
			set |= 1u << n->fd;
	}
	return 1;
}

/* An external command: exec at once when nothing follows, else fork. */
static void
external(List *args, Redir *rds, int last)
{
	char *path = os_which(args->w);
	char **argv;
	pid_t pid;

	if (path == NULL) {
		if (last && inchild())
			walk_execfailed();
		set_status(1);
		return;
	}
	argv = listargv(args);
	if (last && !inchild() && sig_exitfn())
		last = 0;
	if (last) {
		if (redir_apply(rds, 0) < 0)
			os_exit(1);
		os_exec_try(argv, path);
		walk_execfailed();
	}
	if (spawnable(rds)) {
		Frame *top = frame_top();
		int r = redir_apply(rds, 1), e;
		pid = r < 0 ? -1 : os_spawn(argv, path);
		e = errno;
		frame_unwind(top);	/* our descriptors back */
		if (r < 0 && r != REDIR_UNSAVED) {
			set_status(1);
			return;
		}
		if (pid > 0) {
			waitfor(pid, 1);
			return;
		}
		if (r != REDIR_UNSAVED && e != ENOEXEC) {	/* a fork applies what could not be saved */
			fprint(2, "rc: %s: %s\n", argv[0], rc_strerror(e));
			set_status(1);
			return;
		}
	}
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		enter_child(CHILD_PLAIN);
		if (redir_apply(rds, 0) < 0)
			os_exit(1);
		os_exec(argv, path);
	}
	waitfor(pid, 1);
}

/*
 * A builtin whose output could not be written says so, and fails: the
 * reference says nothing, and the data is lost without a trace.
 */
static int
runbuiltin(Builtin *b, List *args)
{
	int r;
	int e;
	write_errswap(0);
	r = b(args);
	if ((e = write_errswap(0)) != 0) {
		rc_warn("%s: write error: %s", args->w, rc_strerror(e));
		set_status(1);
	}
	return r;
}

/*
 * The reference runs a builtin, a function or a group that has
 * redirections in a subshell, so they change nothing in the shell.
 */
static int
insubshell(Fn *f, Builtin *b, List *args, Node *group, Redir *rds, int last)
{
	pid_t pid;

	/* the last thing a child does needs no subshell of its own */
	if (last && inchild() && group != NULL) {
		if (redir_apply(rds, 0) < 0) {
			set_status(1);
			return WALK_OK;
		}
		return walk(group, 1);
	}
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		Catch c;
		enter_child(CHILD_SUBSHELL);
		if (CATCH(c) != 0)
			childfailed();
		if (redir_apply(rds, 0) < 0)
			os_exit(1);
		if (f != NULL)
			callfn(f, args);
		else if (b != NULL)
			runbuiltin(b, args);
		else
			walk(group, 1);
		rc_exit(status_exitcode());
	}
	waitfor(pid, 0);
	if (!(last && inchild()))
		walk_eflag_check();
	if (sig_any)
		sig_check();
	return WALK_OK;
}

/*
 * A name with a directory in front (/x, ./x, ../x) is a program's: rc
 * looks up no function nor builtin by it, as the reference does not.
 */
static int
pathname(const char *w)
{
	return w[0] == '/' || (w[0] == '.' && (w[1] == '/'
	    || (w[1] == '.' && w[2] == '/')));
}

/* What a command's name runs: a function (not after builtin), else a builtin. */
static void
findcmd(const char *name, int nofn, Fn **f, Builtin **b)
{
	int path = pathname(name);
	*f = nofn || path ? NULL : fn_lookup(name);
	*b = *f != NULL || path ? NULL : builtin_find(name);
}

/* exec's and builtin's own redirections: kept, and an error a prompt survives. */
static void
keepredirs(Redir *rds)
{
	if (rds != NULL && redir_apply(rds, 0) < 0) {
		set_status(1);
		/*
		 * -e ends rc for this, and the reference's fn sigexit then meets
		 * exec's redirections still waiting: they fail again (a second
		 * message), and rc exits 1 without running it.
		 */
		if (flag_e && ctx.cond_depth == 0 && eexitfn() != NULL
		    && redir_apply(rds, 0) < 0) {
			proc.exitran = 1;
			rc_exit(1);
		}
		rc_raise(E_ERROR);
	}
}

/*
 * The function or builtin about to run is the last thing rc does: no
 * fn sigexit runs after this, not even the one a backquote's child
 * kept (as the reference's reset before an exec disarms it).
 */
static void
lastinshell(void)
{
	sig_lastcmd();
	proc.keptexit = NULL;
	proc.ending = 1;
}

/* exec of a function or builtin: see walk_exec. */
static int
execinshell(Fn *f, Builtin *b, List *args, Redir *rds)
{
	Catch c;
	int r;

	lastinshell();
	input_dropfds();
	if (CATCH(c) != 0)
		rc_exit(1);
	keepredirs(rds);
	r = f != NULL ? callfn(f, args) : runbuiltin(b, args);
	catch_pop(&c);
	if (r != WALK_OK) {
		proc.execleft = 1;
		return r;
	}
	rc_exit(status_exitcode());
}

/*
 * exec with a command, as the reference runs it.  exec and builtin before
 * it are prefixes (exec builtin exec echo).  A function or builtin runs in
 * this shell, which then exits with its status: an error there ends rc,
 * status 1, while return, break and continue leave it as they would
 * anyway (but the script is given up by then: its next read fails); fn
 * sigexit never runs again here.  A program is looked for first, and not
 * finding it, or failing to exec it, runs fn sigexit; once the
 * redirections begin to apply there is no way back.
 */
int
walk_exec(List *args, Redir *rds)
{
	Fn *f;
	Builtin *b;
	int nofn = 0;
	char *path;

	for (;;) {
		findcmd(args->w, nofn, &f, &b);
		nofn = builtin_is_builtin(b);
		if (!nofn && !builtin_is_exec(b))
			break;
		if ((args = args->n) == NULL) {	/* exec builtin: only redirections */
			keepredirs(rds);
			return WALK_OK;
		}
	}
	if (f != NULL || b != NULL)
		return execinshell(f, b, args, rds);
	path = os_which(args->w);
	if (path == NULL && inchild())
		walk_execfailed();
	if (path == NULL)
		rc_exit(1);
	if (rds != NULL && redir_apply(rds, 0) < 0)
		os_exit(1);
	os_exec_try(listargv(args), path);
	if (inchild())
		walk_execfailed();
	rc_exit(1);
}

/* Run a command given as a list, by function, builtin or $path. */
int
walk_command(List *args, Redir *rds, int last, int nofn)
{
	Fn *f;
	Builtin *b;
	unsigned long before;
	int r;

	findcmd(args->w, nofn, &f, &b);
	/* builtin is a prefix, as in the reference: what follows is looked up here */
	while (builtin_is_builtin(b) && args->n != NULL) {
		args = args->n;
		findcmd(args->w, 1, &f, &b);
	}

	/*
	 * -e acts on what a command or builtin left, but not on the status
	 * a function returns, nor on return's own, as in the reference.
	 */
	if (f == NULL && b == NULL) {
		external(args, rds, last);
		walk_eflag_check();
		if (sig_any)	/* the handler runs now, as in the reference, not after what comes next */
			sig_check();
		return WALK_OK;
	}
	if (last && inchild() && !builtin_is_exec(b))
		lastinshell();	/* the child ends with this, as if by exec */
	/*
	 * A backquote's child keeps the script's descriptors; the reference
	 * closes them when a function or . is the last thing that child does.
	 */
	if (last && inchild() && (f != NULL || builtin_is_dot(b)))
		input_closefds();
	if (builtin_is_exec(b) && args->n != NULL)
		return walk_exec(args->n, rds);
	if (rds != NULL && !builtin_is_exec(b))
		return insubshell(f, b, args, NULL, rds, last);
	if (f != NULL)
		return callfn(f, args);
	keepredirs(rds);	/* only exec gets here */
	before = status_count();
	r = runbuiltin(b, args);
	/*
	 * -e acts on a status the builtin set itself, as in the reference:
	 * not on one it left alone (newpgrp, wait, eval), nor on the last of
	 * the commands . or eval ran, which acted on it then (builtin alone
	 * counts as setting it).  The last thing a child does leaves -e to
	 * its parent, which sees its status.
	 */
	if (!builtin_is_return(b) && !(last && inchild())
	    && ((builtin_is_builtin(b) && args->n == NULL)
	    || (status_count() != before && status_count() != inputend)))
		walk_eflag_check();
	return r;
}

/* The redirections among a command's words, in order. */
static Redir *
prepredirs(Node *chain)
{
	Redir *out = NULL, **tail = &out;
	for (; chain != NULL; chain = chain->b) {
		Node *r = chain->a;
		if (r->t != N_REDIR && r->t != N_DUP)
			continue;	/* a word of the command */
		*tail = redir_prepare(r, NULL);
		tail = &(*tail)->next;
	}
	return out;
}

/* Count the words of a chain, through parentheses; *np the last <{} or >{}. */
static int
countwords(Node *w, Node **np)
{
	int k = 0;
	for (; w != NULL; w = w->b) {
		Node *x = w->t == N_ARGS ? w->a : w;
		if (x->t == N_REDIR || x->t == N_DUP)
			return -1;
		if (x->t == N_PAREN) {
			int m;
			stack_check();	/* (((a))): as deep as the parser lets them nest */
			m = countwords(x->a, np);
			if (m < 0)
				return -1;
			k += m;
		} else {
			*np = x;
			k++;
		}
		if (w->t != N_ARGS)
			break;
	}
	return k;
}

static int
command(Node *n, int last)
{
	List *head = NULL, **tail = &head;
	Redir *rds;
	Node *a, *np = NULL;
	int r;

	/* the reference refuses <{cmd} as the whole command, before running cmd */
	if (countwords(n->a, &np) == 1 && np->t == N_NMPIPE)
		rc_error("named pipes cannot be executed as commands");
	for (a = n->a; a != NULL; a = a->b) {
		if (a->a->t == N_REDIR || a->a->t == N_DUP)
			continue;
		*tail = expand(a->a);
		while (*tail != NULL)
			tail = &(*tail)->n;
	}
	head = glob_expand(head);
	if (flag_x)	/* before the targets: the reference traces a command whose redirection fails, and an empty one as () */
		trace(head != NULL ? "" : "()", head);
	rds = prepredirs(n->a);
	if (head == NULL) {	/* no command: $status as rc would exit with it */
		set_status(redir_only(rds) < 0 ? 1 : status_exitcode());
		walk_eflag_check();
		return WALK_OK;
	}
	r = walk_command(head, rds, last, 0);
	return r;
}

/* A command run in the shell ends the pipes that assignments kept. */
static int
simple(Node *n, int last)
{
	int r = command(n, last);
	os_endcmd();
	return r;
}

static void
undo_loop(Frame *f)
{
	(void)f;
	ctx.loop_depth--;
}

/* After one pass of a loop body: whether the loop ends; *r is its result. */
static int
loopdone(int *r)
{
	if (*r == WALK_BREAK) {
		*r = WALK_OK;
		return 1;
	}
	if (*r == WALK_CONTINUE)
		*r = WALK_OK;
	return *r != WALK_OK;
}

/* A name that can be assigned: rc could not export one with = in it. */
static void
checkname(const char *name)
{
	if (strchr(name, '=') != NULL)
		rc_error("'=' in variable name");
	if (var_isnumeric(name))
		rc_error("numeric variable name");
}

static int
forloop(Node *n)
{
	List *nl = expand_nameword(n->a), *l;
	char *name;
	Frame lf;
	Scope sc;
	int r = WALK_OK;

	if (n->b != NULL)
		l = n->b->t == N_ARGS ? expand_glob(n->b) : glob_expand(expand(n->b));
	else {
		Node v;
		memset(&v, 0, sizeof v);
		v.t = N_VAR;
		v.a = mkword_node("*", 1);
		l = expand(&v);
	}
	if (l == NULL)	/* the reference looks at the name only to set it */
		return WALK_OK;
	name = expand_namecheck(nl);
	checkname(name);
	ctx.loop_depth++;
	frame_push(&lf, undo_loop);
	for (; l != NULL; l = l->n) {
		Mark m = arena_mark();
		List one = *l;
		one.n = NULL;
		one.m = NULL;
		var_set(name, &one);
		if (flag_x)
			traceassign(name, &one);
		scope_push(&sc);
		r = walk(n->c, 0);
		frame_pop(&sc.f);
		arena_release(m);
		if (loopdone(&r))
			break;
	}
	frame_pop(&lf);
	return r;
}

/*
 * The condition is not in the body's scope: as in the reference, what
 * an assignment there keeps outlasts the loop, but a round closes what
 * the condition of the round before kept.
 */
static int
whileloop(Node *n)
{
	Frame lf;
	Scope sc;
	unsigned long kept = os_keptmark();
	int r = WALK_OK;

	ctx.loop_depth++;
	frame_push(&lf, undo_loop);
	for (;;) {
		Mark m = arena_mark();
		os_unkeep(kept);
		kept = os_keptmark();
		ctx.cond_depth++;	/* while () loops: no command is true */
		r = walk(n->a, 0);
		ctx.cond_depth--;
		if (r != WALK_OK || !status_true()) {
			arena_release(m);
			break;
		}
		scope_push(&sc);
		r = walk(n->b, 0);
		frame_pop(&sc.f);
		arena_release(m);
		if (loopdone(&r))
			break;
	}
	frame_pop(&lf);
	return r;
}

static int
matchany(List *subject, List *pats)
{
	List *s, *p;
	if (subject == NULL) {
		/* the empty list matches no pattern, or one that matches "" */
		if (pats == NULL)
			return 1;
		for (p = pats; p != NULL; p = p->n)
			if (p->m != NULL && glob_match("", p->w, p->m))
				return 1;
		return 0;
	}
	for (s = subject; s != NULL; s = s->n)
		for (p = pats; p != NULL; p = p->n)
			if (glob_match(s->w, p->w, p->m))
				return 1;
	return 0;
}

static int
switchcmd(Node *n)
{
	List *subject = expand(n->a);
	Node *b;
	int found = 0, r;

	for (b = n->b; b != NULL; ) {
		Node *e = b->t == N_SEQ ? b->a : b;
		/* a ; or newline that ends the body leaves an empty command, true */
		int emptyafter = b->t == N_SEQ && b->b == NULL;
		b = b->t == N_SEQ ? b->b : NULL;
		if (e != NULL && e->t == N_CASE) {
			if (found)
				break;
			found = matchany(subject, expand_words(e->a));	/* $status stays */
		} else if (found && (r = walk(e, 0)) != WALK_OK)	/* an empty one is true */
			return r;
		if (found && emptyafter)
			set_status(0);
	}
	return WALK_OK;
}

static void
background(Node *n)
{
	pid_t pid = os_fork(OS_JOB);
	char buf[24];

	if (pid == 0) {
		int fd;
		enter_child(CHILD_JOB);
		if ((fd = open("/dev/null", O_RDONLY)) >= 0) {
			os_dup2(fd, 0);
			if (fd != 0)
				close(fd);
		}
		walk_child(n);
	}
	fmtnum(buf, pid);
	var_setstr("apid", buf);
	if (flag_i)
		fprint(2, "%s\n", buf);
	/* $status is left alone, as in the reference */
}

/*
 * A pipeline cut short by an error (a pipe or a fork that failed): its
 * pipes close, so the commands it started see the end of their input,
 * and they are waited for, as the whole pipeline would have been; left
 * for wait, they would count against a limit on processes until then,
 * and the next command could not start either.
 */
typedef struct Started {
	Frame f;
	pid_t *pids;
	int n;		/* slots of pids to reap; 0 for one not started */
	int held;	/* the pipes held from here are the pipeline's */
} Started;

static void
undo_started(Frame *f)
{
	Started *s = (Started *)f;
	int i, ws;
	os_release(s->held);
	for (i = 0; i < s->n; i++)
		if (s->pids[i] > 0)
			os_wait(s->pids[i], &ws, 0);
}

/*
 * The commands are started from the right, as the reference starts them,
 * so that under -x the last command's trace usually comes first, as the
 * reference's does.
 */
static void
pipeline(Node *n)
{
	Node *cmds[64], **cv = cmds, *p;
	int k = 0, i, max = 64, *ws;
	pid_t *pids;
	int nextwrite = -1;	/* the write end of the pipe into command i + 1 */
	Started started;

	for (p = n; p != NULL && p->t == N_PIPE; p = p->a)
		k++;
	k++;
	if (k > max)
		cv = nalloc(k * sizeof *cv);
	pids = nalloc(k * sizeof *pids);
	ws = nalloc(k * sizeof *ws);
	/* the tree leans left: the rightmost command is at the top */
	for (p = n, i = k - 1; p != NULL && p->t == N_PIPE; p = p->a)
		cv[i--] = p;
	cv[0] = p;
	for (i = 0; i < k; i++)
		pids[i] = 0;
	/* a failed pipe or fork leaves the pipe ends held: walk closes them */
	started.pids = pids;
	started.n = k;
	started.held = os_holdmark();
	frame_push(&started.f, undo_started);
	for (i = k - 1; i >= 0; i--) {
		int fds[2] = { -1, -1 };
		Node *cmd = i == 0 ? cv[0] : cv[i]->b;
		int readfd = i > 0 ? cv[i]->fd2 : 0;

		if (i > 0)
			os_pipe(fds);
		pids[i] = os_fork(OS_WAITED);
		if (pids[i] == 0) {
			enter_child(CHILD_PLAIN);
			if (nextwrite >= 0 && nextwrite == readfd)
				nextwrite = dup(nextwrite);	/* not lost to the dup below */
			if (i > 0) {
				close(fds[1]);
				os_dup2(fds[0], readfd);
				if (fds[0] != readfd)
					close(fds[0]);
			}
			if (nextwrite >= 0) {
				os_dup2(nextwrite, cv[i + 1]->fd);
				if (nextwrite != cv[i + 1]->fd)
					close(nextwrite);
			}
			walk_child(cmd);
		}
		if (nextwrite >= 0)
			os_close(nextwrite);
		nextwrite = -1;
		if (i > 0) {
			os_close(fds[0]);
			nextwrite = fds[1];
		}
	}
	started.n = 0;
	frame_pop(&started.f);
	for (i = 0; i < k; i++)
		if (os_wait(pids[i], &ws[i], 0) < 0)
			ws[i] = 1 << 8;
	/*
	 * The reference stores each status, the last command's first, and
	 * -e acts on each one that is false: that ends rc before the earlier
	 * commands' statuses are stored or their signals reported.
	 */
	for (i = k - 1; i >= 0; i--) {
		status_pipe_store(ws[i], i, k);
		if (flag_e && !status_wait_true(ws[i])) {
			set_status_pipe(k);
			walk_eflag_check();
		}
	}
	set_status_pipe(k);
	if (sig_any)
		sig_check();
}

static int
subshell(Node *n)
{
	pid_t pid;
	if (n->a == NULL) {
		set_status(0);	/* @ and nothing: a subshell that exits 0 */
		return WALK_OK;
	}
	/*
	 * A subshell forks even as the last thing a child does, as the
	 * reference's does: what kills it leaves that child to say so.
	 */
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		enter_child(CHILD_SUBSHELL);
		walk_child(n->a);
	}
	waitfor(pid, 0);
	walk_eflag_check();	/* even as the last thing a child does, as in the reference */
	if (sig_any)
		sig_check();
	return WALK_OK;
}

static int
brace(Node *n, int last)
{
	if (n->b == NULL)
		return walk(n->a, last);	/* {} is true, as any no command */
	insubshell(NULL, NULL, NULL, n->a, prepredirs(n->b), last);
	return WALK_OK;
}

/* Whether word n is $name itself. */
static int
isvalue(Node *n, const char *name)
{
	return n->t == N_VAR && n->a->t == N_WORD && strcmp(n->a->s, name) == 0;
}

/*
 * x=($x words) and x=(words $x), rc's way to build a list, grow x's
 * value in place instead of copying it: amortised O(1) a word, where a
 * copy makes a loop of appends quadratic.  The other words are expanded
 * first, so an error among them leaves x alone.  Reading $x after them
 * is the same as reading it first because expanding words assigns no
 * variable but $status and $bqstatus (backquotes), left to the general
 * path, as are -x (it prints the whole value) and local assignments.
 */
static int
extendvar(const char *name, Node *val)
{
	Node *first, *last;

	if (val == NULL || val->t != N_PAREN || (first = val->a) == NULL || flag_x
	    || !var_plain(name) || strcmp(name, "bqstatus") == 0
	    || strchr(name, '=') != NULL)
		return 0;
	for (last = first; last->b != NULL; last = last->b)
		;
	if (isvalue(first->a, name))
		var_extend(name, glob_expand(expand_words(first->b)), 0);
	else if (isvalue(last->a, name))
		var_extend(name, glob_expand(expand_upto(first, last)), 1);
	else
		return 0;
	return 1;
}

static void
assignvar(Node *a, Local *local)
{
	char *name;
	List *nl, *val;

	/*
	 * A name that must be worked out is, as in the reference, after the
	 * value in an assignment alone and before it in one local to a
	 * command; either way the name is checked after the value (''=$x(0)
	 * is a bad subscript).
	 */
	if (a->a->t == N_WORD || local != NULL) {
		nl = expand_nameword(a->a);
		if (local == NULL && nl->n == NULL && nl->w[0] != '\0'
		    && extendvar(nl->w, a->b))	/* it takes only plain names */
			return;
		val = glob_expand(expand(a->b));
	} else {
		val = glob_expand(expand(a->b));
		nl = expand_nameword(a->a);
	}
	name = expand_namecheck(nl);
	checkname(name);
	/* the reference traces no local *=() */
	if (flag_x && !(local != NULL && val == NULL && strcmp(name, "*") == 0))
		traceassign(name, val);
	if (local != NULL)
		var_local(local, name, val);
	else
		var_set(name, val);
}

/* A chain of prefixes that ends without a command: ">f" or "x=1 >f". */
static int
nocommand(Node *n)
{
	for (; n != NULL; n = n->b)
		if (n->t != N_PRE)
			return 0;
	return 1;
}

/*
 * Assignments and redirections in front of a command.  As in the
 * reference, an assignment is local to the command that follows it and
 * global when none does, and a command after a redirection prefix runs
 * in a subshell.
 */
static int
pre(Node *n, int last)
{
	Node *a = n->a;
	Frame *top;
	Redir *rd;
	int r;

	if (a->t == N_ASSIGN) {
		if (nocommand(n->b)) {
			int mark = os_holdmark();
			assignvar(a, NULL);
			os_keep(mark);
			set_status(0);
			return walk(n->b, last);
		}
		top = frame_top();
		assignvar(a, nalloc(sizeof(Local)));
		scope_push(nalloc(sizeof(Scope)));
		r = walk(n->b, last);
		frame_unwind(top);
		return r;
	}
	/* the reference neither traces the missing command nor applies a last >[2=1] */
	if (n->b == NULL && a->t == N_DUP)
		return WALK_OK;
	if (flag_x && n->b == NULL)
		trace("()", NULL);
	rd = redir_prepare(a, NULL);
	if (n->b == NULL) {
		set_status(redir_only(rd) < 0 ? 1 : status_exitcode());
		os_endcmd();
		walk_eflag_check();
		return WALK_OK;
	}
	return insubshell(NULL, NULL, NULL, n->b, rd, last);
}

static void
definefns(Node *n)
{
	List *names = expand_words(n->a);
	if (names == NULL && n->t == N_NEWFN)
		rc_error("null function name");
	for (; names != NULL; names = names->n) {
		if (flag_x) {	/* one line for each name, as the reference traces */
			char space[512];
			Buf b = BUFFD(space, 2);
			bufs(&b, "fn ");
			bufname(&b, names->w, 0);
			if (n->t == N_NEWFN && n->b == NULL)
				bufs(&b, " {()}");
			else if (n->t == N_NEWFN) {
				bufs(&b, " {");
				treeprint(&b, n->b);
				bufc(&b, '}');
			}
			bufc(&b, '\n');
			bufflush(&b);
		}
		if (n->t == N_NEWFN) {
			fn_define(names->w, n->b);
			/* defined all the same, as in the reference; see sig_fn_changed */
			if (sig_number(names->w) == SIGCHLD)
				rc_error("can't trap SIGCHLD");
		} else
			fn_remove(names->w);
	}
	set_status(0);
}

/*
 * The constructs whose last part runs in their place (the tail: a
 * list's last command, a branch of if, what follows && or ||) set *np
 * to that part, which dispatch then runs without a C frame of its own;
 * they set it to NULL when nothing follows, and return the status.
 */
static int
seq(Node **np)
{
	Node *n = *np;
	int r;

	*np = NULL;
	if ((r = walk(n->a, 0)) != WALK_OK)
		return r;
	if (n->i && n->b == NULL)
		set_status(0);	/* the empty command after a final ; */
	*np = n->b;
	return WALK_OK;
}

/* {{{x}}} nests without a C frame a level; a redirected block is brace's. */
static int
block(Node **np, int last)
{
	Node *n = *np;

	*np = NULL;
	if (n->b == NULL && n->a != NULL) {
		*np = n->a;
		return WALK_OK;
	}
	return brace(n, last);
}

static int
andor(Node **np)
{
	Node *n = *np;
	int r;

	*np = NULL;
	ctx.cond_depth++;	/* "&& x" at the start of a line: nothing, true */
	r = walk(n->a, 0);
	ctx.cond_depth--;
	if (r != WALK_OK)
		return r;
	if (status_true() == (n->t == N_ANDAND)) {
		*np = n->b;
		if (n->b == NULL)
			set_status(0);	/* false || ; is true */
	}
	return WALK_OK;
}

static int
bang(Node *n)
{
	int r;

	if (n->a == NULL) {
		set_status(1);	/* ! and nothing is false */
		walk_eflag_check();
		return WALK_OK;
	}
	r = walk(n->a, 0);	/* -e looks inside a !, as the reference's does */
	if (r != WALK_OK)
		return r;
	set_status(status_true() ? 1 : 0);
	walk_eflag_check();
	return WALK_OK;
}

static int
match(Node *n)
{
	List *subject = glob_expand(expand(n->a)), *pats = expand_words(n->b);
	if (flag_x)
		tracematch(subject, pats);
	set_status(matchany(subject, pats) ? 0 : 1);
	walk_eflag_check();
	return WALK_OK;
}

static int
ifcmd(Node **np)
{
	Node *n = *np;
	int r;

	*np = NULL;
	ctx.cond_depth++;	/* if () is true: no command is */
	r = walk(n->a, 0);
	ctx.cond_depth--;
	if (r != WALK_OK)
		return r;
	r = status_true();
	if (ctx.ifstate == IF_NONE)
		ctx.ifstate = r ? IF_TRUE : IF_FALSE;
	if (n->b != NULL && n->b->t == N_ELSE)
		*np = r ? n->b->a : n->b->b;
	else if (r)
		*np = n->b;
	else
		set_status(0);
	return WALK_OK;
}

static int
ifnot(Node *n, int last)
{
	int r;

	if (n->i || ctx.ifstate == IF_NONE)
		rc_error("`if not' must follow `if'");
	if (ctx.ifstate != IF_FALSE) {
		ctx.ifstate = IF_NONE;
		return WALK_OK;
	}
	/* the ifs its command runs do not count for a later if not */
	r = walk(n->a, last);
	ctx.ifstate = IF_NONE;
	return r;
}

/* One case a construct: a tail construct (see seq) loops here, the others return. */
static int
dispatch(Node *n, int last)
{
	int r = WALK_OK;

	while (n != NULL) {
		stack_check();
		if (sig_any)
			sig_check();
		switch (n->t) {
		case N_SEQ:	r = seq(&n); break;
		case N_BRACE:	r = block(&n, last); break;
		case N_ANDAND:
		case N_OROR:	r = andor(&n); break;
		case N_IF:	r = ifcmd(&n); break;
		case N_SIMPLE:	return simple(n, last);
		case N_NOWAIT:	background(n->a); return WALK_OK;
		case N_PIPE:	pipeline(n); return WALK_OK;
		case N_BANG:	return bang(n);
		case N_SUBSHELL:	return subshell(n);
		case N_MATCH:	return match(n);
		case N_IFNOT:	return ifnot(n, last);
		case N_FOR:	return forloop(n);
		case N_WHILE:	return whileloop(n);
		case N_SWITCH:	return switchcmd(n);
		case N_PRE:	return pre(n, last);
		case N_NEWFN:
		case N_RMFN:	definefns(n); return WALK_OK;
		default:	return WALK_OK;
		}
	}
	return r;
}

/* The descriptors a command holds from this mark on. */
typedef struct Held {
	Frame f;
	int mark;
} Held;

static void
undo_held(Frame *f)
{
	os_release(((Held *)f)->mark);
}

/*
 * Every command closes the descriptors it opened for <{...} and >{...}
 * when it ends, whether it ends normally, by break or return, or by an
 * error: a condition or a switch subject as much as a simple command.
 * Only an assignment hands its pipes on (see pre and os_keep).
 */
static int
walk(Node *n, int last)
{
	Held held;
	int r;

	if (n == NULL) {	/* no command is true, as in the reference */
		set_status(0);
		return WALK_OK;
	}
	held.mark = os_holdmark();
	frame_push(&held.f, undo_held);
	r = dispatch(n, last);
	frame_pop(&held.f);
	return r;
}

/* Parse and run lines from the current input until it ends. */
int
run_input(void)
{
	int execute = !input_noexec();	/* a flag n + acts on the next input, even after an error */

	for (;;) {
		Mark m = arena_mark();
		int how, interactive = input_interactive();
		Node *t;

		if (interactive) {
			sig_check();
			if (!flag_n && fn_lookup("prompt") != NULL)
				walk_call("prompt", NULL);
		}
		t = parse_line(&how);
		if (how == PARSE_ERROR) {
			arena_release(m);
			if (!execute) {	/* -n only checks: go on to the end */
				if (input_eof())
					break;
				if (interactive)
					input_newline();	/* what is left of the line gets a prompt */
				continue;
			}
			/* $status is left alone, as in the reference; a forked child ends */
			if (!interactive || !input_source_interactive() || inchild() || proc.execleft)
				rc_raise(E_SYNTAX);
			input_newline();
			continue;
		}
		if (!execute && flag_x && t != NULL) {
			char space[512];
			Buf b = BUFFD(space, 2);
			treeprint(&b, t);
			bufc(&b, '\n');
			bufflush(&b);
		}
		if (execute && t != NULL) {
			Scope sc;
			scope_push(&sc);
			walk(t, 0);
			frame_pop(&sc.f);
		}
		/* a signal that came during the line's last command is acted on now, at the end of input too */
		if (sig_any)
			sig_check();
		arena_release(m);
		if (how == PARSE_EOF)
			break;
	}
	inputend = status_count();
	return WALK_OK;
}
