/* tripping: odd-I/O helper for the trip test cases (see trip/README). */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE 1	/* setgroups */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <grp.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static void
usage(void)
{
	fputs("usage: tripping args|env [name...]|bytes str|long n [c]|"
	    "nonblock cmd...|close n cmd...|argv0 name cmd...|fds|die signo|readcount|"
	    "isatty fd|inq n|fdsof pid|sleeping pid|ended pid|defaults cmd...|"
	    "limit res n cmd...|closefrom n cmd...|asuser cmd...|"
	    "ignore signo cmd...|default signo cmd...|storm pid signo count call[:fd]|blocked pid call[:fd]|zombie pid|\n"
	    "leftin dir\n",
	    stderr);
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

/* The resources `limit' sets, by short names. */
static const struct {
	const char *name;
	int res;
} resources[] = {
	{ "nofile", RLIMIT_NOFILE }, { "stack", RLIMIT_STACK },
	{ "nproc", RLIMIT_NPROC }, { "fsize", RLIMIT_FSIZE },
	{ "as", RLIMIT_AS }, { "data", RLIMIT_DATA },
	{ "core", RLIMIT_CORE }, { "cpu", RLIMIT_CPU },
};

/*
 * Set a soft limit (a number with k or m, or unlimited) and exec: root
 * may raise the hard limit with it, anyone else only lowers.
 */
static int
t_limit(const char *name, const char *val, char **argv)
{
	struct rlimit rl;
	rlim_t v;
	char *end;
	size_t i;

	for (i = 0; i < sizeof resources / sizeof resources[0]; i++)
		if (strcmp(resources[i].name, name) == 0)
			break;
	if (i == sizeof resources / sizeof resources[0])
		usage();
	if (strcmp(val, "unlimited") == 0)
		v = RLIM_INFINITY;
	else {
		v = strtoull(val, &end, 10);
		if (*end == 'k')
			v <<= 10, end++;
		else if (*end == 'm')
			v <<= 20, end++;
		if (*end != '\0' || end == val)
			usage();
	}
	getrlimit(resources[i].res, &rl);
	rl.rlim_cur = v;
	if (rl.rlim_max != RLIM_INFINITY && (v == RLIM_INFINITY || v > rl.rlim_max))
		rl.rlim_max = v;
	if (setrlimit(resources[i].res, &rl) < 0) {
		fprintf(stderr, "tripping: setrlimit %s: %s\n", name, strerror(errno));
		return 3;
	}
	return run(argv);
}

/* Close every descriptor from n up (a test's parent may leave some open), then exec. */
static int
t_closefrom(int from, char **argv)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int fds[1024], n = 0, i;

	if (d == NULL) {
		struct rlimit rl;
		int top = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < 65536
		    ? (int)rl.rlim_cur : 65536;
		for (i = from; i < top; i++)
			close(i);
		return run(argv);
	}
	while ((e = readdir(d)) != NULL && n < 1024) {
		int fd = atoi(e->d_name);
		if (e->d_name[0] >= '0' && e->d_name[0] <= '9' && fd >= from && fd != dirfd(d))
			fds[n++] = fd;
	}
	closedir(d);
	for (i = 0; i < n; i++)
		close(fds[i]);
	return run(argv);
}

/* How many processes (threads count too) does uid own now? */
static int
uidbusy(uid_t uid)
{
	DIR *d = opendir("/proc");
	struct dirent *e;
	int busy = 0;

	if (d == NULL)
		return 1;
	while (!busy && (e = readdir(d)) != NULL) {
		char path[300], line[256];
		FILE *f;
		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
		if ((f = fopen(path, "r")) == NULL)
			continue;
		while (fgets(line, sizeof line, f) != NULL)
			if (strncmp(line, "Uid:", 4) == 0) {
				busy = (uid_t)strtoul(line + 4, NULL, 10) == uid;
				break;
			}
		fclose(f);
	}
	closedir(d);
	return busy;
}

/*
 * Exec as a uid of its own, one no process runs as: RLIMIT_NPROC counts
 * every process of a uid, and root is bound by none.  Root only (77
 * otherwise, the automake code for a skipped test).
 */
static int
t_asuser(char **argv)
{
	uid_t uid;

	if (geteuid() != 0) {
		fprintf(stderr, "tripping: asuser needs root\n");
		return 77;
	}
	for (uid = 61000 + (uid_t)(getpid() % 1000); uidbusy(uid); uid++)
		;
	if (setgroups(0, NULL) < 0 || setgid(uid) < 0 || setuid(uid) < 0) {
		fprintf(stderr, "tripping: asuser %lu: %s\n", (unsigned long)uid, strerror(errno));
		return 3;
	}
	return run(argv);
}

/*
 * Is pid blocked in the system call named, on descriptor fd (-1: any;
 * -2 - n: any but n)?  -1 when it is gone: a process that has exited
 * blocks in nothing.
 */
static int
inside(pid_t pid, long nr, long fd)
{
	char path[64], buf[512];
	ssize_t n;
	long got, arg;
	int f;
	char *p;

	snprintf(path, sizeof path, "/proc/%ld/syscall", (long)pid);
	if ((f = open(path, O_RDONLY)) < 0)
		return -1;
	n = read(f, buf, sizeof buf - 1);
	close(f);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	if (strncmp(buf, "running", 7) == 0)
		return 0;
	got = strtol(buf, &p, 10);
	arg = strtol(p, NULL, 16);
	return got == nr && (fd == -1 || (fd >= 0 ? arg == fd : arg != -2 - fd));
}

/* Until pid is blocked in the call (1), it is gone (-1) or 20 s have passed (0). */
static int
waitblocked(pid_t pid, long nr, long fd)
{
	struct timespec pause = { 0, 200000 };
	int i, r;

	/*
	 * Polling a state, not sleeping for one: the pause only spares the
	 * processor, the loop ends when the state is there.
	 */
	for (i = 0; i < 100000; i++) {
		if ((r = inside(pid, nr, fd)) != 0)
			return r;
		nanosleep(&pause, NULL);
	}
	return 0;
}

/*
 * ended PID: until PID has ended, a zombie its parent has not claimed or
 * gone (0), or a minute has passed (1).  zombie PID: until it is a
 * zombie (0); gone too early, or a minute, is a failure (1).
 */
static int
t_ended(const char *pid, int gone_ok)
{
	struct timespec ms = { 0, 1000000 };
	char state;
	long sw;
	int i;

	for (i = 0; i < 60000; i++, nanosleep(&ms, NULL)) {
		if (procstate(pid, &state, &sw) != 0)
			return gone_ok ? 0 : 1;
		if (state == 'Z')
			return 0;
	}
	fprintf(stderr, "tripping: %s never ends\n", pid);
	return 1;
}

/* pids of processes whose working directory is dir or below it; n of them. */
static int
procsin(const char *dir, pid_t *pids, int max)
{
	char path[64], cwd[4096];
	size_t len = strlen(dir);
	struct dirent *e;
	DIR *d = opendir("/proc");
	int n = 0;
	ssize_t r;

	if (d == NULL)
		return 0;
	while ((e = readdir(d)) != NULL && n < max) {
		if (e->d_name[0] < '1' || e->d_name[0] > '9' || atol(e->d_name) == (long)getpid())
			continue;
		snprintf(path, sizeof path, "/proc/%s/cwd", e->d_name);
		if ((r = readlink(path, cwd, sizeof cwd - 1)) < 0)
			continue;	/* gone, a zombie, or not ours to see */
		cwd[r] = '\0';
		if (strncmp(cwd, dir, len) == 0 && (cwd[len] == '\0' || cwd[len] == '/'))
			pids[n++] = (pid_t)atol(e->d_name);
	}
	closedir(d);
	return n;
}

/*
 * leftin DIR: a case has ended; no process it started may still work in
 * its directory DIR.  Those still there after 10 s (a bound for one that
 * is only exiting, not a timing) are named on stderr and killed: exit 1.
 */
static int
t_leftin(const char *dir)
{
	struct timespec ms = { 0, 1000000 };
	pid_t pids[64];
	char path[64], args[256];
	int n = 0, i, k;
	FILE *f;

	for (i = 0; i < 10000 && (n = procsin(dir, pids, 64)) > 0; i++)
		nanosleep(&ms, NULL);
	for (k = 0; k < n; k++) {
		size_t got = 0, j;
		snprintf(path, sizeof path, "/proc/%ld/cmdline", (long)pids[k]);
		if ((f = fopen(path, "r")) != NULL) {
			got = fread(args, 1, sizeof args - 1, f);
			fclose(f);
		}
		for (j = 0; j < got; j++)
			if (args[j] == '\0')
				args[j] = ' ';
		args[got] = '\0';
		fprintf(stderr, "tripping: left running in the case's directory: %ld %s\n", (long)pids[k], args);
		kill(pids[k], SIGKILL);
	}
	return n > 0;
}

static long
callnumber(const char *spec, long *fd)
{
	static const struct {
		const char *name;
		long nr;
	} calls[] = {
		{ "read", SYS_read }, { "write", SYS_write }, { "wait4", SYS_wait4 },
		{ "openat", SYS_openat }, { "ppoll", SYS_ppoll },
	};
	const char *colon = strchr(spec, ':');
	size_t len = colon ? (size_t)(colon - spec) : strlen(spec), i;

	*fd = colon == NULL ? -1 : colon[1] == '!' ? -2 - atol(colon + 2) : atol(colon + 1);
	for (i = 0; i < sizeof calls / sizeof calls[0]; i++)
		if (strlen(calls[i].name) == len && strncmp(calls[i].name, spec, len) == 0)
			return calls[i].nr;
	usage();
	return -1;
}

/*
 * From /proc/pid/status: the voluntary context switches so far, and
 * whether sig is caught and not blocked (one that is not is ignored,
 * blocked, or kills: it wakes no handler).  -1 when pid is gone.
 */
static long
switches(pid_t pid, int sig, int *caught)
{
	char path[64], line[256];
	unsigned long long blk = 0, cgt = 0, bit = 1ULL << (sig - 1);
	long n = -1;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/status", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL)
		if (strncmp(line, "SigBlk:", 7) == 0)
			blk = strtoull(line + 7, NULL, 16);
		else if (strncmp(line, "SigCgt:", 7) == 0)
			cgt = strtoull(line + 7, NULL, 16);
		else if (strncmp(line, "voluntary_ctxt_switches:", 24) == 0)
			n = strtol(line + 24, NULL, 10);
	fclose(f);
	*caught = sig > 0 && (cgt & bit) && !(blk & bit);
	return n;
}

/*
 * Send count signals to pid, each when it is known to be blocked in the
 * system call (read:0 is a read of descriptor 0); one it catches is sent
 * only after the one before woke it and it blocked there again, so every
 * one interrupts that call and is handled before the next is sent: the
 * storm is the same on a loaded machine as on an idle one.  At the end
 * pid is blocked there again.  Exits 1 when it never blocked there or
 * went away.
 */
static int
t_storm(pid_t pid, int sig, long count, const char *spec)
{
	struct timespec pause = { 0, 200000 };
	long fd, nr = callnumber(spec, &fd), i, before;
	int r, caught;

	for (i = 0; i <= count; i++) {
		if ((r = waitblocked(pid, nr, fd)) != 1) {
			fprintf(stderr, "tripping: pid %ld %s before blocking in %s (%ld of %ld sent)\n",
			    (long)pid, r < 0 ? "went away" : "took 20 s", spec, i, count);
			return 1;
		}
		if (i == count)
			break;
		before = switches(pid, sig, &caught);
		if (kill(pid, sig) < 0) {
			fprintf(stderr, "tripping: kill: %s\n", strerror(errno));
			return 1;
		}
		/* a caught signal wakes it: the next block is a new one */
		while (caught && before >= 0 && switches(pid, sig, &caught) == before)
			nanosleep(&pause, NULL);
	}
	return 0;
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
		return t_ended(argv[2], 1);
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
	if (strcmp(cmd, "limit") == 0 && argc >= 5)
		return t_limit(argv[2], argv[3], argv + 4);
	if (strcmp(cmd, "closefrom") == 0 && argc >= 4)
		return t_closefrom(atoi(argv[2]), argv + 3);
	if (strcmp(cmd, "asuser") == 0 && argc >= 3)
		return t_asuser(argv + 2);
	if (strcmp(cmd, "ignore") == 0 && argc >= 4) {
		signal(atoi(argv[2]), SIG_IGN);
		return run(argv + 3);
	}
	if (strcmp(cmd, "default") == 0 && argc >= 4) {
		signal(atoi(argv[2]), SIG_DFL);
		return run(argv + 3);
	}
	if (strcmp(cmd, "storm") == 0 && argc == 6)
		return t_storm((pid_t)atol(argv[2]), atoi(argv[3]), atol(argv[4]), argv[5]);
	if (strcmp(cmd, "leftin") == 0 && argc == 3)
		return t_leftin(argv[2]);
	if (strcmp(cmd, "zombie") == 0 && argc == 3)
		return t_ended(argv[2], 0);
	if (strcmp(cmd, "blocked") == 0 && argc == 4)
		return t_storm((pid_t)atol(argv[2]), 0, 0, argv[3]);
	usage();
	return 2;
}
