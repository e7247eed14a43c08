/* tripping: odd-I/O helper for the trip test cases (see trip/README). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>

extern char **environ;

static void
usage(void)
{
	fputs("usage: tripping args|env [name...]|bytes str|long n [c]|"
	    "nonblock cmd...|close n cmd...|argv0 name cmd...|fds|die signo|readcount|"
	    "isatty fd|inq n\n", stderr);
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
