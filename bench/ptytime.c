/* ptytime: time a shell's first prompt on a pseudo-terminal, optionally run one command there. */
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
#include <termios.h>
#include <time.h>
#include <unistd.h>

static char tail[8192];		/* the last bytes the shell wrote */
static size_t ntail;
static double timeout = 60;

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
	fprintf(stderr, "usage: ptytime [-n sessions] [-t timeout] [-c command -m marker] "
	    "prompt shell [arg ...]\n");
	exit(2);
}

static void
keep(const char *p, size_t n)
{
	if (n >= sizeof tail) {
		p += n - (sizeof tail - 1);
		n = sizeof tail - 1;
	}
	if (ntail + n >= sizeof tail) {
		size_t drop = ntail + n - (sizeof tail - 1);

		memmove(tail, tail + drop, ntail - drop);
		ntail -= drop;
	}
	memcpy(tail + ntail, p, n);
	ntail += n;
	tail[ntail] = '\0';
}

/* Read from the master until want appears in the output; 0 on success. */
static int
await(int fd, const char *want, double t0)
{
	struct pollfd pf;
	char buf[4096];
	ssize_t n;
	double left;
	int c;

	for (;;) {
		if (strstr(tail, want) != NULL) {
			ntail = 0;
			tail[0] = '\0';
			return 0;
		}
		left = timeout - (now() - t0);
		if (left <= 0)
			return -1;
		pf.fd = fd;
		pf.events = POLLIN;
		c = poll(&pf, 1, (int)(left * 1000) + 1);
		if (c < 0 && errno == EINTR)
			continue;
		if (c < 0)
			return -1;
		if (c == 0)
			continue;
		n = read(fd, buf, sizeof buf);
		if (n <= 0) {
			if (n < 0 && errno == EINTR)
				continue;
			return -1;
		}
		keep(buf, (size_t)n);
	}
}

/* Drain output without searching, until the other side closes or time runs out. */
static void
drain(int fd, double secs)
{
	struct pollfd pf;
	char buf[4096];
	double t0 = now();

	pf.fd = fd;
	pf.events = POLLIN;
	while (now() - t0 < secs && poll(&pf, 1, 50) >= 0)
		if ((pf.revents & POLLIN) && read(fd, buf, sizeof buf) <= 0)
			break;
		else if (pf.revents & (POLLHUP | POLLERR))
			break;
}

/* Process CPU time including reaped children, from /proc (clock ticks). */
static double
proccpu(pid_t pid)
{
	char path[64], buf[1024], *p;
	unsigned long long ut, st, cut, cst;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	p = fgets(buf, sizeof buf, f);
	fclose(f);
	if (p == NULL || (p = strrchr(buf, ')')) == NULL)
		return -1;
	if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu",
	    &ut, &st, &cut, &cst) != 4)
		return -1;
	return (double)(ut + st + cut + cst) / sysconf(_SC_CLK_TCK);
}

/* Does the process map a file whose name contains "readline"? */
static int
mapsreadline(pid_t pid)
{
	char path[64], line[1024];
	FILE *f;
	int found = 0;

	snprintf(path, sizeof path, "/proc/%ld/maps", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL)
		if (strstr(line, "readline") != NULL)
			found = 1;
	fclose(f);
	return found;
}

/*
 * *slave is a descriptor of the terminal kept by this side: until the
 * shell has opened its own, reading the master would give EIO (no slave
 * open), which a loaded machine makes likely.  Close it once the shell
 * has spoken.
 */
static pid_t
spawn(int *master, int *slave, char **argv)
{
	struct winsize ws = { 24, 80, 0, 0 };
	char *name;
	int m, s;
	pid_t pid;

	if ((m = posix_openpt(O_RDWR | O_NOCTTY)) < 0 || grantpt(m) < 0 ||
	    unlockpt(m) < 0 || (name = ptsname(m)) == NULL ||
	    (*slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)) < 0)
		return -1;
	ioctl(m, TIOCSWINSZ, &ws);
	if ((pid = fork()) != 0) {
		*master = m;
		return pid;
	}
	setsid();
	if ((s = open(name, O_RDWR)) < 0)
		_exit(126);
#ifdef TIOCSCTTY
	ioctl(s, TIOCSCTTY, 0);
#endif
	dup2(s, 0);
	dup2(s, 1);
	dup2(s, 2);
	if (s > 2)
		close(s);
	close(m);
	execvp(argv[0], argv);
	_exit(127);
}

int
main(int argc, char **argv)
{
	const char *cmd = NULL, *marker = NULL, *prompt;
	double t0, t1, t2, c1, c2, sprompt = 0, scmd = 0, scpu = 0;
	int c, m, sl, status, rl = -1;
	long n = 1, i;
	pid_t pid;

	while ((c = getopt(argc, argv, "+n:t:c:m:")) != -1) {
		switch (c) {
		case 'n':
			n = atol(optarg);
			break;
		case 't':
			timeout = atof(optarg);
			break;
		case 'c':
			cmd = optarg;
			break;
		case 'm':
			marker = optarg;
			break;
		default:
			usage();
		}
	}
	if (argc - optind < 2 || n < 1 || (cmd == NULL) != (marker == NULL))
		usage();
	prompt = argv[optind];
	argv += optind + 1;
	signal(SIGPIPE, SIG_IGN);
	for (i = 0; i < n; i++) {
		ntail = 0;
		tail[0] = '\0';
		t0 = now();
		if ((pid = spawn(&m, &sl, argv)) < 0) {
			perror("ptytime: pty");
			return 1;
		}
		if (await(m, prompt, t0) < 0) {
			fprintf(stderr, "ptytime: %s: no prompt %s: saw: %s\n", argv[0], prompt, tail);
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
			return 1;
		}
		t1 = now();
		sprompt += t1 - t0;
		close(sl);
		/*
		 * A shell may show its first prompt before it loads its line
		 * editor: the editor is surely there once an empty line has
		 * been read and the next prompt shown, and the command is
		 * timed from there.
		 */
		if (write(m, "\n", 1) < 0 || await(m, prompt, now()) < 0) {
			fprintf(stderr, "ptytime: %s: no second prompt %s: saw: %s\n", argv[0], prompt, tail);
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
			return 1;
		}
		rl = mapsreadline(pid);
		if (cmd != NULL) {
			c1 = proccpu(pid);
			t1 = now();
			if (write(m, cmd, strlen(cmd)) < 0 || write(m, "\n", 1) < 0 ||
			    await(m, marker, t1) < 0) {
				fprintf(stderr, "ptytime: %s: no marker %s: saw: %s\n", argv[0], marker, tail);
				kill(pid, SIGKILL);
				waitpid(pid, &status, 0);
				return 1;
			}
			t2 = now();
			c2 = proccpu(pid);
			scmd += t2 - t1;
			scpu += c2 - c1;
		}
		if (write(m, "exit\n", 5) < 0)
			perror("ptytime: write");
		drain(m, 2);
		close(m);
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
	}
	/* sessions, mean seconds to first prompt, mean command wall, mean command CPU, readline mapped */
	printf("%ld %.6f %.6f %.6f %d\n", n, sprompt / n, scmd / n, scpu / n, rl);
	return 0;
}
