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
/* What signal.c knows, all of it but sig_any (read on the walker's path). */
static struct sigstate {
	volatile sig_atomic_t caught[NSIG];	/* first: indexed at the record's own address */
	int forked;		/* a forked child: sig_child was called */
	void (*dropfn)(const char *);	/* removes fn name: see sig_init */
	/*
	 * handled: DEFAULT (SIGINT: ends a script, abandons a command at a
	 * prompt), DUD (caught to do nothing: SIGQUIT, and SIGTERM when
	 * interactive, as the reference has them unless -d), or BYFN for a
	 * fn sigXXX
	 */
	unsigned char handled[NSIG];
	unsigned char ignored[NSIG];	/* ignored by a fn sigXXX {} */
	unsigned char startignored[NSIG];	/* ignored when rc started */
	/*
	 * What each signal goes back to when its function is deleted: rc's
	 * own catcher (DEFAULT for SIGINT, DUD for SIGQUIT and SIGTERM), or
	 * 0 for the system's default.  As in the reference, ^C is caught
	 * unless it came in ignored to a shell that is not interactive;
	 * SIGQUIT likewise, and SIGTERM only at a prompt, both left alone
	 * under -d.  Fixed at start.
	 */
	unsigned char restore[NSIG];
	/*
	 * Signals whose function is to run once more for each read of input
	 * they interrupted (see sig_readintr), beyond the one caught[] holds.
	 */
	unsigned again[NSIG];
	int dflag;		/* -d: SIGQUIT and SIGTERM keep their defaults */
	int bqchild;		/* in a backquote's child */
	int exitfn;		/* fn sigexit is defined (not imported), and armed */
	int quietintr;		/* a child took the last ^C and exited */
	struct sigaction dflaction;	/* SIG_DFL, made once */
	char namebuf[24];	/* sig_name's answer for a signal with no name */
	char msgbuf[32];	/* sig_message's likewise */
} sg;
enum { DEFAULT = 1, DUD, BYFN };

const char *
sig_name(int n)
{
	int i;
	for (i = 0; i < NSIGS; i++)
		if (sigs[i].num == n)
			return sigs[i].name;
	memcpy(sg.namebuf, "sigunknown", 10);
	print_num(sg.namebuf + 10, n);
	return sg.namebuf;
}

const char *
sig_message(int n)
{
	int i;
	for (i = 0; i < NSIGS; i++)
		if (sigs[i].num == n)
			return sigs[i].msg;
	memcpy(sg.msgbuf, "unknown signal ", 15);
	print_num(sg.msgbuf + 15, n);
	return sg.msgbuf;
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
	if (sg.handled[n] && (sg.forked || sg.bqchild))
		_exit(1);
	if (!sg.handled[n]) {
		sigset_t s;
		sigaction(n, &sg.dflaction, NULL);
		sigemptyset(&s);
		sigaddset(&s, n);
		sigprocmask(SIG_UNBLOCK, &s, NULL);
		raise(n);
		/* a signal whose default is to be ignored ends up here */
	} else {
		sg.caught[n] = 1;
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
	return n > 0 && n < NSIG && sg.caught[n];
}

void
sig_clear(int n)
{
	if (n > 0 && n < NSIG)
		sg.caught[n] = 0;
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

static void
setrestore(int interactive)
{
	if (interactive || !sg.startignored[SIGINT])
		sg.restore[SIGINT] = DEFAULT;
	if (!sg.dflag && (interactive || !sg.startignored[SIGQUIT]))
		sg.restore[SIGQUIT] = DUD;
	if (!sg.dflag && interactive)
		sg.restore[SIGTERM] = DUD;
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
	sg.dropfn = drop;
	sg.dflag = d;
	sg.dflaction.sa_handler = SIG_DFL;
	sigemptyset(&sg.dflaction.sa_mask);
	for (i = 1; i < NSIG; i++) {
		struct sigaction old;
		if (i == SIGKILL || i == SIGSTOP)
			continue;
		if (sigaction(i, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
			sg.startignored[i] = 1;
	}
	/* an ignored SIGCHLD would lose every child's status, here and in children */
	if (sg.startignored[SIGCHLD]) {
		sg.startignored[SIGCHLD] = 0;
		setsig(SIGCHLD, SIG_DFL);
	}
	setrestore(interactive);
	for (i = 1; i < NSIG; i++)
		if (sg.startignored[i])
			ignorefn(sig_name(i));
	/*
	 * ^C ends a script with status 1, as in the reference; at a prompt
	 * it abandons the line.  SIGQUIT (and SIGTERM at a prompt) are
	 * caught to do nothing, so that the commands rc runs get them at
	 * their defaults.
	 */
	for (i = 1; i < NSIG; i++)
		if (sg.restore[i]) {
			sg.dropfn(sig_name(i));	/* unparsed: a bad one says nothing */
			sg.handled[i] = sg.restore[i];
			setsig(i, catcher);
		}
}

/* Dispositions follow the definitions of the functions named after them. */
void
sig_fn_changed(const char *name, int defined, int empty)
{
	int n = sig_number(name);

	if (n < 0)
		sg.exitfn = defined;
	/* an ignored SIGCHLD would lose every child's status, here and in children */
	if (n <= 0 || n == SIGKILL || n == SIGSTOP || n == SIGCHLD)
		return;
	sg.ignored[n] = defined && empty;
	/* handled[n] is set while the handler is in place: see catcher */
	if (defined && !sg.ignored[n]) {
		sg.handled[n] = BYFN;
		setsig(n, catcher);
	} else if (!defined && sg.restore[n]) {
		sg.handled[n] = sg.restore[n];
		setsig(n, catcher);
	} else {
		setsig(n, sg.ignored[n] ? SIG_IGN : SIG_DFL);
		sg.handled[n] = 0;
	}
}

int
sig_exitfn(void)
{
	return sg.exitfn;
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
		if (sg.restore[i])
			sg.restore[i] = 0;
		if (sg.handled[i] == BYFN)
			sg.dropfn(sig_name(i));	/* sig_fn_changed sets the default */
		if (sg.handled[i]) {
			sg.handled[i] = 0;
			sigaction(i, &sg.dflaction, NULL);
		}
	}
	sg.dropfn("sigexit");
	sg.exitfn = 0;
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
	return sg.handled[n] == BYFN || sg.ignored[n];
}

/* Signals rc catches. */
static int
ours(int i)
{
	return sg.handled[i] != 0;
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
			sigaction(i, &sg.dflaction, NULL);
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
	void (*drop)(const char *) = sg.dropfn;	/* read once: a byte stored below may alias it */
	int i;
	sg.forked = 1;
	for (i = 1; i < NSIG; i++) {
		if (sg.caught[i])
			sg.caught[i] = 0;
		if (!ours(i))
			continue;
		/*
		 * A subshell keeps signals ignored, not the handlers written in
		 * rc; a backquote's child keeps those functions, callable, until
		 * its last command (sig_lastcmd).
		 */
		if (kind == CHILD_BQ)
			continue;
		if (sg.handled[i] == BYFN)
			drop(sig_name(i));
		sg.handled[i] = 0;
	}
	sig_anyclear();
	if (kind == CHILD_BQ)
		sg.bqchild = 1;
	else
		drop("sigexit");	/* defined or imported */
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
	if (sg.caught[SIGINT])
		sg.quietintr = exited;
}

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
		if (sg.caught[i] && sg.handled[i] == BYFN) {
			sg.caught[i] = 0;
			sg.again[i]++;
		}
	sigprocmask(SIG_SETMASK, &old, NULL);
}

/*
 * The evaluator runs the handlers (proc_sigcheck in walk.c): it takes each
 * caught signal from here, lowest first, starting at from, and how many
 * times its function is to run; 0 when none is left.
 */
int
sig_take(int from, unsigned *times)
{
	int i;
	for (i = from; i > 0 && i < NSIG; i++)
		if (sg.caught[i] || sg.again[i]) {
			*times = sg.again[i] + (sg.caught[i] != 0);
			sg.caught[i] = 0;
			sg.again[i] = 0;
			return i;
		}
	return 0;
}

int
sig_byfn(int n)
{
	return n > 0 && n < NSIG && sg.handled[n] == BYFN;
}

/* Whether a child took the last ^C (see sig_waited); asking forgets it. */
int
sig_quietintr(void)
{
	int q = sg.quietintr;
	sg.quietintr = 0;
	return q;
}
