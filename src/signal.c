/* signal.c: signal dispositions, flags set by handlers, and fn sigXXX. */
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include "signal.h"
#include "print.h"

static const struct {
	int num;
	const char *name, *msg;
} sigs[] = {
	{ SIGHUP, "sighup", "hangup" },
	{ SIGINT, "sigint", "" },
	{ SIGQUIT, "sigquit", "quit" },
	{ SIGILL, "sigill", "illegal instruction" },
	{ SIGTRAP, "sigtrap", "trace trap" },
	{ SIGABRT, "sigabrt", "abort" },
	{ SIGBUS, "sigbus", "bus error" },
	{ SIGFPE, "sigfpe", "floating point error" },
	{ SIGKILL, "sigkill", "killed" },
	{ SIGUSR1, "sigusr1", "user defined signal 1" },
	{ SIGSEGV, "sigsegv", "segmentation violation" },
	{ SIGUSR2, "sigusr2", "user defined signal 2" },
	{ SIGPIPE, "sigpipe", "" },
	{ SIGALRM, "sigalrm", "alarm clock" },
	{ SIGTERM, "sigterm", "terminated" },
#ifdef SIGSTKFLT
	{ SIGSTKFLT, "sigstkflt", "stack fault" },
#endif
	{ SIGCHLD, "sigchld", "child stop or exit" },
	{ SIGCONT, "sigcont", "continue" },
	{ SIGSTOP, "sigstop", "stopped by signal" },
	{ SIGTSTP, "sigtstp", "stopped" },
	{ SIGTTIN, "sigttin", "background tty read" },
	{ SIGTTOU, "sigttou", "background tty write" },
	{ SIGURG, "sigurg", "urgent condition on i/o channel" },
	{ SIGXCPU, "sigxcpu", "exceeded cpu time limit" },
	{ SIGXFSZ, "sigxfsz", "exceeded file size limit" },
	{ SIGVTALRM, "sigvtalrm", "virtual timer alarm" },
	{ SIGPROF, "sigprof", "profiling timer alarm" },
#ifdef SIGWINCH
	{ SIGWINCH, "sigwinch", "window size change" },
#endif
#ifdef SIGIO
	{ SIGIO, "sigio", "socket i/o possible" },
#endif
#ifdef SIGPWR
	{ SIGPWR, "sigpwr", "power-fail restart" },
#endif
	{ SIGSYS, "sigsys", "invalid argument to system call" },
};
enum { NSIGS = sizeof sigs / sizeof sigs[0] };

volatile sig_atomic_t sig_any;
static int forked;	/* a forked child: sig_child was called */
static void (*dropfn)(const char *);	/* removes fn name: see sig_init */
static volatile sig_atomic_t caught[NSIG];
/*
 * caught: DEFAULT (SIGINT: ends a script, abandons a command at a
 * prompt), DUD (caught to do nothing: SIGQUIT, and SIGTERM when
 * interactive, as the reference has them unless -d), or BYFN for a
 * fn sigXXX
 */
static unsigned char handled[NSIG];
enum { DEFAULT = 1, DUD, BYFN };
static unsigned char ignored[NSIG];	/* ignored by a fn sigXXX {} */
static unsigned char startignored[NSIG];	/* ignored when rc started */
static int dflag;		/* -d: SIGQUIT and SIGTERM keep their defaults */
static int bqchild;		/* in a backquote's child */
static int exitfn;		/* fn sigexit is defined (not imported), and armed */
static int quietintr;		/* a child took the last ^C and exited */
static struct sigaction dflaction;	/* SIG_DFL, made once */

const char *
sig_name(int n)
{
	static char buf[24];
	int i;
	for (i = 0; i < NSIGS; i++)
		if (sigs[i].num == n)
			return sigs[i].name;
	memcpy(buf, "sigunknown", 10);
	fmtnum(buf + 10, n);
	return buf;
}

const char *
sig_message(int n)
{
	static char buf[32];
	int i;
	for (i = 0; i < NSIGS; i++)
		if (sigs[i].num == n)
			return sigs[i].msg;
	memcpy(buf, "unknown signal ", 15);
	fmtnum(buf + 15, n);
	return buf;
}

int
sig_number(const char *name)
{
	int i;
	if (strncmp(name, "sig", 3) != 0)
		return 0;
	if (strcmp(name, "sigexit") == 0)
		return -1;
	for (i = 0; i < NSIGS; i++)
		if (strcmp(sigs[i].name, name) == 0)
			return sigs[i].num;
	/* the numbered ones whatis -s lists, sigunknown32 and so on */
	if (strncmp(name, "sigunknown", 10) == 0)
		for (i = 1; i < NSIG; i++)
			if (strcmp(sig_name(i), name) == 0)
				return i;
	return 0;
}

/*
 * The handler is installed exactly when handled[n] is set.  A forked
 * child clears handled[] but keeps the handler, which spares every child
 * of a script a sigaction; the signal then does what its default does.
 * A signal the child itself catches ends it with status 1, handler or
 * not, as in the reference; so does one that a backquote's child
 * inherited the catching of.
 */
static void
catcher(int n)
{
	int e = errno;
	if (n <= 0 || n >= NSIG)
		return;
	if (handled[n] && (forked || bqchild))
		_exit(1);
	if (!handled[n]) {
		sigset_t s;
		sigaction(n, &dflaction, NULL);
		sigemptyset(&s);
		sigaddset(&s, n);
		sigprocmask(SIG_UNBLOCK, &s, NULL);
		raise(n);
		/* a signal whose default is to be ignored ends up here */
	} else {
		caught[n] = 1;
		sig_any = 1;
	}
	errno = e;
}

static void
setsig(int n, void (*h)(int))
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = h;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;	/* no SA_RESTART: a blocking read must see ^C */
	sigaction(n, &sa, NULL);
}

int
sig_pending(int n)
{
	return n > 0 && n < NSIG && caught[n];
}

void
sig_clear(int n)
{
	if (n > 0 && n < NSIG)
		caught[n] = 0;
}

/* Whether signal n came since it was last taken; takes it. */
int
sig_takeone(int n)
{
	if (!sig_pending(n))
		return 0;
	sig_clear(n);
	return 1;
}

/*
 * What each signal goes back to when its function is deleted: rc's own
 * catcher (DEFAULT for SIGINT, DUD for SIGQUIT and SIGTERM), or 0 for the
 * system's default.  As in the reference, ^C is caught unless it came in
 * ignored to a shell that is not interactive; SIGQUIT likewise, and
 * SIGTERM only at a prompt, both left alone under -d.  Fixed at start.
 */
static unsigned char restore[NSIG];

static void
setrestore(int interactive)
{
	if (interactive || !startignored[SIGINT])
		restore[SIGINT] = DEFAULT;
	if (!dflag && (interactive || !startignored[SIGQUIT]))
		restore[SIGQUIT] = DUD;
	if (!dflag && interactive)
		restore[SIGTERM] = DUD;
}

/*
 * A signal that came in ignored is, as in the reference, a fn sigXXX {}
 * defined at the start (after the environment's functions, which it
 * replaces): whatis shows it, and defining the function catches the
 * signal after all.  The signals rc catches from the start then drop
 * their function, imported or not, and are caught.  ignorefn defines
 * the empty function, drop removes one (signal.c calls nothing above it).
 */
void
sig_init(int interactive, int d, void (*ignorefn)(const char *),
    void (*drop)(const char *))
{
	int i;
	dropfn = drop;
	dflag = d;
	dflaction.sa_handler = SIG_DFL;
	sigemptyset(&dflaction.sa_mask);
	for (i = 1; i < NSIG; i++) {
		struct sigaction old;
		if (i == SIGKILL || i == SIGSTOP)
			continue;
		if (sigaction(i, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
			startignored[i] = 1;
	}
	/* an ignored SIGCHLD would lose every child's status, here and in children */
	if (startignored[SIGCHLD]) {
		startignored[SIGCHLD] = 0;
		setsig(SIGCHLD, SIG_DFL);
	}
	setrestore(interactive);
	for (i = 1; i < NSIG; i++)
		if (startignored[i])
			ignorefn(sig_name(i));
	/*
	 * ^C ends a script with status 1, as in the reference; at a prompt
	 * it abandons the line.  SIGQUIT (and SIGTERM at a prompt) are
	 * caught to do nothing, so that the commands rc runs get them at
	 * their defaults.
	 */
	for (i = 1; i < NSIG; i++)
		if (restore[i]) {
			dropfn(sig_name(i));	/* unparsed: a bad one says nothing */
			handled[i] = restore[i];
			setsig(i, catcher);
		}
}

/* Dispositions follow the definitions of the functions named after them. */
void
sig_fn_changed(const char *name, int defined, int empty)
{
	int n = sig_number(name);

	if (n < 0)
		exitfn = defined;
	/* an ignored SIGCHLD would lose every child's status, here and in children */
	if (n <= 0 || n == SIGKILL || n == SIGSTOP || n == SIGCHLD)
		return;
	ignored[n] = defined && empty;
	/* handled[n] is set while the handler is in place: see catcher */
	if (defined && !ignored[n]) {
		handled[n] = BYFN;
		setsig(n, catcher);
	} else if (!defined && restore[n]) {
		handled[n] = restore[n];
		setsig(n, catcher);
	} else {
		setsig(n, ignored[n] ? SIG_IGN : SIG_DFL);
		handled[n] = 0;
	}
}

int
sig_exitfn(void)
{
	return exitfn;
}

/*
 * A builtin or function that is the last thing a child does, or that
 * exec runs, runs after the reset the reference makes before any exec:
 * each signal rc catches gets its default back, the function that caught
 * it is deleted (ignoring ones stay), and so is fn sigexit, which is
 * disarmed.  A definition after that (in a file . runs) works again.
 */
void
sig_lastcmd(void)
{
	int i;
	for (i = 1; i < NSIG; i++) {
		if (restore[i])
			restore[i] = 0;
		if (handled[i] == BYFN)
			dropfn(sig_name(i));	/* sig_fn_changed sets the default */
		if (handled[i]) {
			handled[i] = 0;
			sigaction(i, &dflaction, NULL);
		}
	}
	dropfn("sigexit");
	exitfn = 0;
}

/*
 * whatis -s shows a signal's function only while it is the handler (an
 * imported one is not; one ignored from the start is fn sigXXX {}).
 */
int
sig_listed(int n)
{
	if (n <= 0 || n >= NSIG)
		return 0;
	return handled[n] == BYFN || ignored[n];
}

/* Signals rc catches. */
static int
ours(int i)
{
	return handled[i] != 0;
}

/*
 * In a vfork child, before exec: the signals rc catches go back to their
 * defaults.  It writes no memory, which the child shares with the parent.
 */
void
sig_exec_defaults(void)
{
	int i;
	for (i = 1; i < NSIG; i++)
		if (ours(i))
			sigaction(i, &dflaction, NULL);
}

/*
 * In a forked child.  It runs at every fork, so it writes only what
 * changes, and the signals rc catches keep the handler, which now acts
 * as their default (see catcher): a script's child makes no system call.
 * A backquote's child keeps them caught, and a signal among them ends it
 * with status 1, as in the reference.  A background job gets a process
 * group of its own, with the terminal's stop signals ignored, as the
 * reference's jobs have; a helper (a here document's writer) ignores ^C.
 */
void
sig_child(int kind)
{
	int i;
	forked = 1;
	for (i = 1; i < NSIG; i++) {
		if (caught[i])
			caught[i] = 0;
		if (!ours(i))
			continue;
		/* a subshell keeps signals ignored, not the handlers written in rc */
		if (handled[i] == BYFN) {
			dropfn(sig_name(i));
			if (kind == CHILD_BQ) {
				handled[i] = BYFN;
				setsig(i, catcher);
			}
		}
		if (kind != CHILD_BQ)
			handled[i] = 0;
	}
	if (kind == CHILD_BQ)
		bqchild = 1;
	sig_anyclear();
	dropfn("sigexit");	/* defined or imported */
	if (kind == CHILD_JOB) {
		setpgid(0, 0);
		setsig(SIGTSTP, SIG_IGN);
		setsig(SIGTTIN, SIG_IGN);
		setsig(SIGTTOU, SIG_IGN);
	} else if (kind == CHILD_HELPER) {
		setsig(SIGINT, SIG_IGN);
		setsig(SIGQUIT, SIG_IGN);
	}
}

/*
 * A ^C that a foreground child caught, to exit normally (an editor
 * leaving on ^C, say), leaves the cursor where the child left it; a ^C
 * that killed the child, or stopped rc's own work, leaves it after the
 * echoed ^C, and the abandoned command gets a newline, as the reference
 * gives it.
 */
void
sig_waited(int exited)
{
	if (caught[SIGINT])
		quietintr = exited;
}

/*
 * Signals whose function is to run once more for each read of input
 * they interrupted (see sig_readintr), beyond the one caught[] holds.
 */
static unsigned again[NSIG];

/*
 * A read of input returned.  The reference runs the handlers then, in
 * the middle of a line or a here document, once for each read after
 * which a signal was there; its parser is not re-entrant, and neither
 * is ours, so each handled signal is counted here and its function runs
 * that many times where the evaluator next checks (the output is the
 * same: nothing runs in between).  Signals are held while counting, so
 * that none is lost between the test and the clear.
 */
/*
 * sig_any says "look": cleared (only if set: a child writes no page it
 * need not) before the evaluator takes what came.
 */
void
sig_anyclear(void)
{
	if (sig_any)
		sig_any = 0;
}

void
sig_readintr(void)
{
	sigset_t all, old;
	int i;

	if (!sig_any)
		return;
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	for (i = 1; i < NSIG; i++)
		if (caught[i] && handled[i] == BYFN) {
			caught[i] = 0;
			again[i]++;
		}
	sigprocmask(SIG_SETMASK, &old, NULL);
}

/*
 * The evaluator runs the handlers (sig_check in walk.c): it takes each
 * caught signal from here, lowest first, starting at from, and how many
 * times its function is to run; 0 when none is left.
 */
int
sig_take(int from, unsigned *times)
{
	int i;
	for (i = from; i > 0 && i < NSIG; i++)
		if (caught[i] || again[i]) {
			*times = again[i] + (caught[i] != 0);
			caught[i] = 0;
			again[i] = 0;
			return i;
		}
	return 0;
}

int
sig_byfn(int n)
{
	return n > 0 && n < NSIG && handled[n] == BYFN;
}

/* Whether a child took the last ^C (see sig_waited); asking forgets it. */
int
sig_quietintr(void)
{
	int q = quietintr;
	quietintr = 0;
	return q;
}
