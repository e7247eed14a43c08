/* tripping: odd-I/O helper for the trip test cases (see trip/README). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static void
usage(void)
{
	fputs("usage: tripping args|env [name...]|bytes str|long n [c]|"
	    "nonblock cmd...|close n cmd...|argv0 name cmd...|fds|die signo|readcount|"
	    "isatty fd|inq n|fdsof pid|sleeping pid|ended pid|defaults cmd...\n", stderr);
	exit(2);
}

/* Write s, showing control and non-ASCII bytes as \ooo. */
static void
putesc(const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p == '\\')
			fputs("\\\\", stdout);
		else if (*p < 32 || *p > 126)
			printf("\\%03o", *p);
		else
			putchar(*p);
	}
}

static int
t_args(int argc, char **argv)
{
	int i;

	printf("%d", argc);
	for (i = 0; i < argc; i++) {
		fputs(" <", stdout);
		putesc(argv[i]);
		putchar('>');
	}
	putchar('\n');
	return 0;
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Print the environment sorted (the order is not rc's business) or only
 * the entries whose names are given. */
static int
t_env(int argc, char **argv)
{
	size_t n, i;
	char **v;
	int j;

	for (n = 0; environ[n] != NULL; n++)
		;
	v = malloc((n + 1) * sizeof *v);
	if (v == NULL)
		return 3;
	memcpy(v, environ, n * sizeof *v);
	qsort(v, n, sizeof *v, cmpstr);
	for (i = 0; i < n; i++) {
		size_t len = strcspn(v[i], "=");
		int want = argc == 0;

		for (j = 0; j < argc && !want; j++)
			want = strlen(argv[j]) == len &&
			    strncmp(argv[j], v[i], len) == 0;
		if (want) {
			putesc(v[i]);
			putchar('\n');
		}
	}
	free(v);
	return 0;
}

/* Write the bytes of s after C-like escapes: \n \t \\ \ooo (\0 is NUL). */
static int
t_bytes(const char *s)
{
	char buf[4096];
	size_t n = 0;
	int k, c;

	while (*s != '\0' && n < sizeof buf) {
		if (*s != '\\' || s[1] == '\0') {
			buf[n++] = *s++;
			continue;
		}
		s++;
		if (*s == 'n')
			c = '\n', s++;
		else if (*s == 't')
			c = '\t', s++;
		else if (*s >= '0' && *s <= '7')
			for (c = 0, k = 0; k < 3 && *s >= '0' && *s <= '7'; k++)
				c = c * 8 + (*s++ - '0');
		else
			c = *s++;
		buf[n++] = (char)c;
	}
	return write(1, buf, n) == (ssize_t)n ? 0 : 1;
}

static int
t_long(long n, int c)
{
	char buf[8192];
	size_t chunk;

	memset(buf, c, sizeof buf);
	while (n > 0) {
		chunk = n > (long)sizeof buf ? sizeof buf : (size_t)n;
		if (write(1, buf, chunk) != (ssize_t)chunk)
			return 1;
		n -= (long)chunk;
	}
	return write(1, "\n", 1) == 1 ? 0 : 1;
}

static int
run(char **argv)
{
	if (argv[0] == NULL)
		usage();
	execvp(argv[0], argv);
	fprintf(stderr, "tripping: %s: %s\n", argv[0], strerror(errno));
	return 127;
}

static int
t_fds(void)
{
	int fd;
	const char *sep = "";

	for (fd = 0; fd < 10; fd++)
		if (fcntl(fd, F_GETFD) != -1) {
			printf("%s%d", sep, fd);
			sep = " ";
		}
	putchar('\n');
	return 0;
}

/*
 * Run a command with every signal at its default and none blocked: the
 * test suite's own start, so that what a case sees does not depend on
 * what its caller ignored (make run from a background job ignores
 * SIGINT and SIGQUIT, which rc shows as fn sigint {} and fn sigquit {}).
 */
static int
t_defaults(char **argv)
{
	sigset_t none;
	int sig;

	for (sig = 1; sig <= SIGRTMAX; sig++)
		signal(sig, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	return run(argv);
}

/* Die of a signal, without leaving a core file behind. */
static int
t_die(int sig)
{
	struct rlimit rl = { 0, 0 };

	setrlimit(RLIMIT_CORE, &rl);
	signal(sig, SIG_DFL);
	fflush(stdout);
	raise(sig);
	return 3;
}

static int
t_readcount(void)
{
	char buf[8192];
	ssize_t r;
	long total = 0, lines = 0, i;

	while ((r = read(0, buf, sizeof buf)) > 0)
		for (total += r, i = 0; i < r; i++)
			lines += buf[i] == '\n';
	if (r < 0) {
		printf("read error: %s\n", strerror(errno));
		return 1;
	}
	printf("%ld bytes %ld lines\n", total, lines);
	return 0;
}

/* The state letter of /proc/PID/stat and its count of context switches. */
static int
procstate(const char *pid, char *state, long *switches)
{
	char path[64], buf[4096], *p;
	FILE *f;
	long n;

	snprintf(path, sizeof path, "/proc/%s/stat", pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	p = fgets(buf, sizeof buf, f);
	fclose(f);
	if (p == NULL || (p = strrchr(buf, ')')) == NULL || p[1] != ' ')
		return -1;
	*state = p[2];
	snprintf(path, sizeof path, "/proc/%s/status", pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	*switches = 0;
	while (fgets(buf, sizeof buf, f) != NULL)
		if (sscanf(buf, "voluntary_ctxt_switches: %ld", &n) == 1 ||
		    sscanf(buf, "nonvoluntary_ctxt_switches: %ld", &n) == 1)
			*switches += n;
	fclose(f);
	return 0;
}

/* How many descriptors PID holds, less those on the pipe or file that is our stdout; -1 if unreadable. */
static int
countfds(const char *pid)
{
	char path[300], mine[256], theirs[256];
	struct dirent *e;
	DIR *d;
	ssize_t n;
	int count = 0;

	n = readlink("/proc/self/fd/1", mine, sizeof mine - 1);
	mine[n < 0 ? 0 : n] = '\0';
	snprintf(path, sizeof path, "/proc/%s/fd", pid);
	if ((d = opendir(path)) == NULL)
		return -1;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "/proc/%s/fd/%s", pid, e->d_name);
		n = readlink(path, theirs, sizeof theirs - 1);
		theirs[n < 0 ? 0 : n] = '\0';
		count += n < 0 || strcmp(theirs, mine) != 0;
	}
	closedir(d);
	return count;
}

/*
 * Wait for a moment when PID sleeps (blocked in a read or a wait, say)
 * and has not run while we looked; then the number of descriptors it
 * holds, not counting the pipe we write to, or -1 if it is gone or never
 * sleeps within about a minute.  A shell that has just started us may
 * still hold copies of descriptors it is about to put back, and a signal
 * sent before it waits is not one sent during the wait: tests synchronise
 * on this, never on time.
 */
static int
quietfds(const char *pid)
{
	struct timespec ms = { 0, 1000000 };
	char s1, s2;
	long c1, c2;
	int tries, n;

	for (tries = 0; tries < 60000; tries++, nanosleep(&ms, NULL)) {
		if (procstate(pid, &s1, &c1) != 0)
			return -1;
		if (s1 != 'S')
			continue;
		n = countfds(pid);
		if (procstate(pid, &s2, &c2) != 0)
			return -1;
		if (s2 == 'S' && c1 == c2 && n >= 0)
			return n;
	}
	return -1;
}

/* Wait until PID has ended: a zombie its parent has not claimed, or gone. */
static int
t_ended(const char *pid)
{
	struct timespec ms = { 0, 1000000 };
	char state;
	long switches;
	int tries;

	for (tries = 0; tries < 60000; tries++, nanosleep(&ms, NULL))
		if (procstate(pid, &state, &switches) != 0 || state == 'Z')
			return 0;
	fprintf(stderr, "tripping: %s never ends\n", pid);
	return 1;
}

/* fdsof PID: print what quietfds counts; sleeping PID: only wait. */
static int
t_quiet(const char *pid, int print)
{
	int n = quietfds(pid);

	if (n < 0) {
		fprintf(stderr, "tripping: %s is gone or never sleeps\n", pid);
		return 1;
	}
	if (print)
		printf("%d\n", n);
	return 0;
}

/*
 * Wait until n bytes wait to be read on stdin (a terminal's input queue:
 * keys sent to it have reached it), for at most a minute: 0, or 1.
 */
static int
t_inq(long n)
{
	struct timespec tick = { 0, 10000000 };
	int have, i;

	for (i = 0; i < 6000; i++) {
		if (ioctl(0, FIONREAD, &have) == 0 && have >= n)
			return 0;
		nanosleep(&tick, NULL);
	}
	return 1;
}

int
main(int argc, char **argv)
{
	const char *cmd;
	int fd;

	if (argc < 2)
		usage();
	cmd = argv[1];
	if (strcmp(cmd, "defaults") == 0)
		return t_defaults(argv + 2);
	if (strcmp(cmd, "fdsof") == 0 && argc == 3)
		return t_quiet(argv[2], 1);
	if (strcmp(cmd, "sleeping") == 0 && argc == 3)
		return t_quiet(argv[2], 0);
	if (strcmp(cmd, "ended") == 0 && argc == 3)
		return t_ended(argv[2]);
	if (strcmp(cmd, "args") == 0)
		return t_args(argc - 2, argv + 2);
	if (strcmp(cmd, "env") == 0)
		return t_env(argc - 2, argv + 2);
	if (strcmp(cmd, "bytes") == 0 && argc == 3)
		return t_bytes(argv[2]);
	if (strcmp(cmd, "long") == 0 && argc >= 3)
		return t_long(atol(argv[2]), argc > 3 ? argv[3][0] : 'x');
	if (strcmp(cmd, "nonblock") == 0) {
		fd = fcntl(0, F_GETFL);
		if (fd == -1 || fcntl(0, F_SETFL, fd | O_NONBLOCK) == -1)
			return 3;
		return run(argv + 2);
	}
	if (strcmp(cmd, "close") == 0 && argc >= 4) {
		close(atoi(argv[2]));
		return run(argv + 3);
	}
	if (strcmp(cmd, "argv0") == 0 && argc >= 4) {
		/* exec argv[3] with argv[0] set to argv[2] */
		cmd = argv[3];
		argv[3] = argv[2];
		execvp(cmd, argv + 3);
		fprintf(stderr, "tripping: %s: %s\n", cmd, strerror(errno));
		return 127;
	}
	if (strcmp(cmd, "fds") == 0)
		return t_fds();
	if (strcmp(cmd, "die") == 0 && argc == 3)
		return t_die(atoi(argv[2]));
	if (strcmp(cmd, "readcount") == 0)
		return t_readcount();
	if (strcmp(cmd, "isatty") == 0 && argc == 3) {
		puts(isatty(atoi(argv[2])) ? "tty" : "notty");
		return 0;
	}
	if (strcmp(cmd, "inq") == 0 && argc == 3)
		return t_inq(atol(argv[2]));
	usage();
	return 2;
}
