/* ptytrace.c: every instruction address a shell runs until it is idle at its prompt on a terminal (issue 27). */
#define _GNU_SOURCE
#include <sys/ioctl.h>
#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/*
 * The static core's idle memory is mostly its code, mapped by the
 * kernel in 64 kB windows around each page run: which functions run on
 * the way to an idle prompt decides how many windows it holds, so the
 * link can put them together (src/hot.order).  Valgrind cannot say
 * which: it shows a different processor to the C library (other string
 * functions, another lazy-binding trampoline).  So the shell runs here
 * natively, one instruction at a time under ptrace, on a terminal that
 * a second process drives as bench's ptymem does (the prompt, an empty
 * line, the prompt again), and every distinct address between LO and HI
 * is printed, in hex, one a line.  With -e the empty line is sent as
 * soon as the prompt shows, before the editor is loaded (ptymem, in
 * real time, may do either).  With -l the line says LINE: the shell's
 * children are followed too, until they execute another program.  Slow (a few seconds for two million
 * instructions) and nothing in it is timed.
 */

static int early;	/* -e: the line goes at once, as ptymem sends it */
static const char *line = "";	/* -l: what the line says */

static void
usage(void)
{
	fprintf(stderr, "usage: ptytrace [-e] [-l line] lo hi prompt shell [arg ...]\n");
	exit(2);
}

/*
 * Stepped, the shell is a thousand times slower: a key sent as soon as
 * the prompt shows would come before the editor is loaded, down another
 * path.  So the terminal waits until the shell sleeps (state S, not t:
 * blocked reading, not stopped between two steps) a few times running.
 */
static void
waitidle(pid_t shell)
{
	char path[64], buf[256], *p;
	int fd, asleep = 0;
	ssize_t k;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)shell);
	while (asleep < 5) {
		usleep(20000);
		if ((fd = open(path, O_RDONLY)) < 0)
			return;
		k = read(fd, buf, sizeof buf - 1);
		close(fd);
		if (k <= 0)
			return;
		buf[k] = '\0';
		p = strrchr(buf, ')');
		asleep = p != NULL && p[1] == ' ' && p[2] == 'S' ? asleep + 1 : 0;
	}
}

/* Does the shell map a file called *readline* (its editor is loaded)? */
static int
loaded(pid_t shell)
{
	char path[64], buf[512];
	FILE *f;
	int r = 0;

	snprintf(path, sizeof path, "/proc/%ld/maps", (long)shell);
	if ((f = fopen(path, "r")) == NULL)
		return 1;
	while (!r && fgets(buf, sizeof buf, f) != NULL)
		r = strstr(buf, "readline") != NULL;
	fclose(f);
	return r;
}

/*
 * The terminal's side: answer the first prompt with the line, and stop
 * the shell once it is idle at the next with its editor loaded (as
 * ptymem measures it; a shell that reads typed-ahead keys itself loads
 * the editor after that prompt), or has stayed without one for a while.
 */
static void
drive(int m, const char *prompt, pid_t shell)
{
	char tail[256];
	size_t nt = 0, pl = strlen(prompt);
	int seen = 0, tries;
	struct pollfd p;
	ssize_t k;
	char buf[4096];

	p.fd = m;
	p.events = POLLIN;
	for (;;) {
		if (poll(&p, 1, 60000) <= 0)
			break;
		if ((k = read(m, buf, sizeof buf)) <= 0)
			break;
		if ((size_t)k >= sizeof tail) {
			memcpy(tail, buf + k - (sizeof tail - 1), sizeof tail - 1);
			nt = sizeof tail - 1;
		} else {
			if (nt + (size_t)k >= sizeof tail) {
				memmove(tail, tail + (nt + (size_t)k - (sizeof tail - 1)),
				    sizeof tail - 1 - (size_t)k);
				nt = sizeof tail - 1 - (size_t)k;
			}
			memcpy(tail + nt, buf, (size_t)k);
			nt += (size_t)k;
		}
		if (nt >= pl && memcmp(tail + nt - pl, prompt, pl) == 0) {
			nt = 0;
			if (seen > 0 || !early)
				waitidle(shell);
			if (seen++ > 0) {
				for (tries = 0; !loaded(shell) && tries < 50; tries++)
					waitidle(shell);
				break;
			}
			if (write(m, line, strlen(line)) < 0 || write(m, "\n", 1) != 1)
				break;
		}
	}
	kill(shell, SIGKILL);
	_exit(0);
}

int
main(int argc, char **argv)
{
	struct winsize ws = { 24, 80, 0, 0 };
	unsigned long lo, hi, n;
	unsigned char *seen;
	struct user_regs_struct r;
	pid_t pid, drv, w;
	char *name;
	int m, t, st, sig = 0;
	unsigned long i, steps = 0;

	for (;;) {
		if (argc > 1 && strcmp(argv[1], "-e") == 0)
			early = 1;
		else if (argc > 2 && strcmp(argv[1], "-l") == 0) {
			line = argv[2];
			argv++;
			argc--;
		} else
			break;
		argv++;
		argc--;
	}
	if (argc < 5)
		usage();
	lo = strtoul(argv[1], NULL, 16);
	hi = strtoul(argv[2], NULL, 16);
	if (hi <= lo)
		usage();
	n = hi - lo;
	if ((seen = calloc(n, 1)) == NULL)
		return 1;
	if ((m = posix_openpt(O_RDWR | O_NOCTTY)) < 0 || grantpt(m) < 0 ||
	    unlockpt(m) < 0 || (name = ptsname(m)) == NULL)
		return 1;
	ioctl(m, TIOCSWINSZ, &ws);
	if ((pid = fork()) < 0)
		return 1;
	if (pid == 0) {
		setsid();
		if ((t = open(name, O_RDWR)) < 0)
			_exit(126);
		ioctl(t, TIOCSCTTY, 0);
		dup2(t, 0);
		dup2(t, 1);
		dup2(t, 2);
		if (t > 2)
			close(t);
		close(m);
		ptrace(PTRACE_TRACEME, 0, NULL, NULL);
		execvp(argv[4], argv + 4);
		_exit(127);
	}
	if ((drv = fork()) < 0)
		return 1;
	if (drv == 0)
		drive(m, argv[3], pid);
	close(m);
	if (waitpid(pid, &st, 0) < 0 || !WIFSTOPPED(st))
		return 1;
	ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(PTRACE_O_EXITKILL |
	    PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE |
	    PTRACE_O_TRACEEXEC));
	w = pid;
	for (;;) {
		/* the task that stopped last goes on, one instruction */
		if (w > 0 && ptrace(PTRACE_SINGLESTEP, w, NULL,
		    (void *)(long)sig) < 0 && w == pid)
			break;
		if ((w = waitpid(-1, &st, __WALL)) < 0)
			break;
		if (w == drv || !WIFSTOPPED(st)) {
			if (w == pid)
				break;
			w = -1;
			continue;
		}
		sig = WSTOPSIG(st);
		if (st >> 16 == PTRACE_EVENT_EXEC && w != pid) {
			/* another program now: not ours to trace */
			ptrace(PTRACE_DETACH, w, NULL, NULL);
			w = -1;
			sig = 0;
			continue;
		}
		/* a new child's first stop, an event, a step: no signal */
		if (st >> 16 != 0 || sig == SIGTRAP || sig == SIGSTOP)
			sig = 0;
		if (ptrace(PTRACE_GETREGS, w, NULL, &r) < 0) {
			w = -1;
			continue;
		}
		steps++;
		if (r.rip >= lo && r.rip < hi)
			seen[r.rip - lo] = 1;
	}
	waitpid(drv, &st, 0);
	fprintf(stderr, "ptytrace: %lu instructions\n", steps);
	for (i = 0; i < n; i++)
		if (seen[i])
			printf("%lx\n", lo + i);
	return 0;
}
