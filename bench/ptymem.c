/* ptymem: start N shells at once, each on its own pseudo-terminal, and report the memory each holds idle at its prompt. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/*
 * A shell counts as idle once it has shown its prompt, read an empty
 * line, shown the prompt again and gone to sleep: by then a shell that
 * loads its line editor at the first read from a terminal (ours) has
 * loaded it.  Then
 * /proc/PID/smaps_rollup of each is read while all N are alive, so
 * that PSS shares the pages of one program among the N of them.
 *
 * Output, one line per shell:
 *     pid rss pss private_clean private_dirty shared_clean shared_dirty anonymous readline
 * in kB (readline: 1 if the process maps a file called *readline*).
 * With -w, ptymem then waits for its standard input to close before it
 * ends the shells, so that another program can look at them; their pids
 * are the first column.
 */

struct sess {
	pid_t pid;
	int master, slave;
	char tail[4096];	/* the last bytes the shell wrote */
	size_t ntail;
	int stage;		/* prompts seen: 2 is idle */
};

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
usage(void)
{
	fprintf(stderr, "usage: ptymem [-w] [-n shells] [-t timeout] prompt shell [arg ...]\n");
	exit(2);
}

static void
keep(struct sess *s, const char *p, size_t n)
{
	size_t room = sizeof s->tail - 1;

	if (n >= room) {
		p += n - room;
		n = room;
	}
	if (s->ntail + n > room) {
		size_t drop = s->ntail + n - room;

		memmove(s->tail, s->tail + drop, s->ntail - drop);
		s->ntail -= drop;
	}
	memcpy(s->tail + s->ntail, p, n);
	s->ntail += n;
	s->tail[s->ntail] = '\0';
}

/*
 * The slave stays open on this side until the shell has spoken: until
 * the shell opens its own, reading the master would give EIO.
 */
static int
spawn(struct sess *s, char **argv)
{
	struct winsize ws = { 24, 80, 0, 0 };
	char *name;
	int m, t;

	if ((m = posix_openpt(O_RDWR | O_NOCTTY)) < 0 || grantpt(m) < 0 ||
	    unlockpt(m) < 0 || (name = ptsname(m)) == NULL ||
	    (s->slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)) < 0)
		return -1;
	ioctl(m, TIOCSWINSZ, &ws);
	fcntl(m, F_SETFD, FD_CLOEXEC);
	if ((s->pid = fork()) < 0)
		return -1;
	if (s->pid == 0) {
		setsid();
		if ((t = open(name, O_RDWR)) < 0)
			_exit(126);
#ifdef TIOCSCTTY
		ioctl(t, TIOCSCTTY, 0);
#endif
		dup2(t, 0);
		dup2(t, 1);
		dup2(t, 2);
		if (t > 2)
			close(t);
		execvp(argv[0], argv);
		_exit(127);
	}
	s->master = m;
	s->ntail = 0;
	s->tail[0] = '\0';
	s->stage = 0;
	return 0;
}

/* Read from every shell not yet idle until all are, or time runs out. */
static int
settle(struct sess *ss, long n, const char *prompt, double timeout)
{
	struct pollfd *pf = calloc((size_t)n, sizeof *pf);
	double t0 = now();
	char buf[4096];
	long i, busy;
	ssize_t k;

	if (pf == NULL)
		return -1;
	for (;;) {
		busy = 0;
		for (i = 0; i < n; i++) {
			pf[i].fd = ss[i].stage < 2 ? ss[i].master : -1;
			pf[i].events = POLLIN;
			busy += ss[i].stage < 2;
		}
		if (busy == 0) {
			free(pf);
			return 0;
		}
		if (now() - t0 > timeout || (poll(pf, (nfds_t)n, 100) < 0 && errno != EINTR))
			break;
		for (i = 0; i < n; i++) {
			if (pf[i].fd < 0 || !(pf[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			if ((k = read(ss[i].master, buf, sizeof buf)) <= 0) {
				if (k < 0 && errno == EINTR)
					continue;
				fprintf(stderr, "ptymem: shell %ld ended: saw: %s\n", i, ss[i].tail);
				free(pf);
				return -1;
			}
			keep(&ss[i], buf, (size_t)k);
			if (strstr(ss[i].tail, prompt) == NULL)
				continue;
			ss[i].ntail = 0;
			ss[i].tail[0] = '\0';
			if (ss[i].stage++ == 0) {
				close(ss[i].slave);
				if (write(ss[i].master, "\n", 1) < 0)
					perror("ptymem: write");
			}
		}
	}
	for (i = 0; i < n; i++)
		if (ss[i].stage < 2)
			fprintf(stderr, "ptymem: %s: shell %ld never idle: saw: %s\n",
			    prompt, i, ss[i].tail);
	free(pf);
	return -1;
}

/*
 * The prompt is out before a shell is idle: ours gives its core's code
 * back (rc-lineedit.h's idle) after drawing it, just before it sleeps
 * waiting for a key.  So a shell is measured once it sleeps.
 */
static int
asleep(pid_t pid)
{
	char path[64], buf[512], *p;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	p = fgets(buf, sizeof buf, f);
	fclose(f);
	return p != NULL && (p = strrchr(buf, ')')) != NULL && p[1] == ' ' &&
	    p[2] == 'S';
}

static int
sleepall(struct sess *ss, long n, double timeout)
{
	double t0 = now();
	long i;
	int r;

	for (i = 0; i < n; i++)
		while ((r = asleep(ss[i].pid)) != 1) {
			if (r < 0 || now() - t0 > timeout) {
				fprintf(stderr, "ptymem: shell %ld never slept "
				    "at its prompt\n", i);
				return -1;
			}
			poll(NULL, 0, 1);
		}
	return 0;
}

static long
field(const char *text, const char *name)
{
	const char *p = strstr(text, name);

	return p != NULL ? atol(p + strlen(name)) : -1;
}

static int
report(pid_t pid)
{
	char path[64], text[4096], line[1024];
	size_t n;
	FILE *f;
	int rl = 0;

	snprintf(path, sizeof path, "/proc/%ld/smaps_rollup", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	n = fread(text, 1, sizeof text - 1, f);
	text[n] = '\0';
	fclose(f);
	snprintf(path, sizeof path, "/proc/%ld/maps", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL)
		if (strstr(line, "readline") != NULL)
			rl = 1;
	fclose(f);
	printf("%ld %ld %ld %ld %ld %ld %ld %ld %d\n", (long)pid,
	    field(text, "\nRss:"), field(text, "\nPss:"),
	    field(text, "\nPrivate_Clean:"), field(text, "\nPrivate_Dirty:"),
	    field(text, "\nShared_Clean:"), field(text, "\nShared_Dirty:"),
	    field(text, "\nAnonymous:"), rl);
	return 0;
}

int
main(int argc, char **argv)
{
	struct sess *ss;
	double timeout = 60;
	const char *prompt;
	int c, wait = 0, bad = 0, status;
	long n = 1, i;
	char buf[256];

	while ((c = getopt(argc, argv, "+wn:t:")) != -1) {
		switch (c) {
		case 'w':
			wait = 1;
			break;
		case 'n':
			n = atol(optarg);
			break;
		case 't':
			timeout = atof(optarg);
			break;
		default:
			usage();
		}
	}
	if (argc - optind < 2 || n < 1)
		usage();
	prompt = argv[optind];
	argv += optind + 1;
	signal(SIGPIPE, SIG_IGN);
	if ((ss = calloc((size_t)n, sizeof *ss)) == NULL) {
		perror("ptymem");
		return 1;
	}
	for (i = 0; i < n; i++)
		if (spawn(&ss[i], argv) < 0) {
			perror("ptymem: pty");
			n = i;
			bad = 1;
			break;
		}
	if (!bad && (settle(ss, n, prompt, timeout) < 0 ||
	    sleepall(ss, n, timeout) < 0))
		bad = 1;
	for (i = 0; !bad && i < n; i++)
		if (report(ss[i].pid) < 0) {
			fprintf(stderr, "ptymem: cannot read /proc/%ld\n", (long)ss[i].pid);
			bad = 1;
		}
	fflush(stdout);
	if (!bad && wait)
		while (read(0, buf, sizeof buf) > 0)
			;
	for (i = 0; i < n; i++) {
		kill(ss[i].pid, SIGKILL);
		waitpid(ss[i].pid, &status, 0);
		close(ss[i].master);
	}
	return bad;
}
