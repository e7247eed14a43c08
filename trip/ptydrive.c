/* ptydrive.c: run a command on a new pseudo-terminal and follow a script of steps against it. */
#define _XOPEN_SOURCE 700
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

/*
 * usage: ptydrive [-r rows] [-c cols] [-t secs] [-e NAME=VALUE]... script cmd [arg...]
 *
 * The script ("-" for stdin) has one step per line; blank lines and lines
 * starting with # are skipped:
 *	send TEXT	write TEXT (escapes: \r \n \t \e \\ \s (space) \NNN octal
 *			\xHH hex) to the terminal
 *	expect ERE	wait until the output since the last match matches
 *			(\n \t \e \s \NNN in an ERE: newline, tab, escape,
 *			space, an octal byte)
 *	expectl TEXT	the same with a literal text (escapes as for send)
 *	absent ERE	fail if the output since the last match matches now
 *	rexpect ERE	like expect, on the raw output (escape sequences kept;
 *	rabsent ERE	  a position of its own), and like absent
 *	rcount N ERE	fail unless the raw output since the last rexpect
 *			match (all of it, if none) holds N matches of ERE
 *	timeout SECS	the limit for later expects (default 15, or -t)
 *	resize R C	set the window size (the kernel sends SIGWINCH)
 *	signal SIG	send SIG (a number or INT, TSTP, CONT, ...) to the
 *			foreground process group of the terminal
 *	sleep SECS	wait, collecting output
 *	raw		wait until the terminal is out of canonical mode (an
 *			editor has taken it, so keys sent now reach the editor,
 *			not the terminal's own line editing)
 *	idle		wait until the command under test has read every key
 *			sent and sleeps (so it has acted on them all)
 *	waiting		wait until the command under test (the shell) is
 *			blocked waiting for a child (wait4 or waitid)
 *	running NAME	wait until a process called NAME in the terminal's
 *			session sleeps (a command the shell started is
 *			waiting, so a key or signal sent now reaches it)
 *	wait [N]	wait for the command to exit; with N, require status N
 *	echo TEXT	print TEXT on stderr (notes in the transcript)
 * Matching sees the output with \r and terminal control sequences taken out,
 * and without a line that \r and ESC [ K cleared.
 * Exit status 0 when every step passed, 1 otherwise (the transcript goes to
 * stderr), 2 on a usage error.
 */

static int master = -1;
static pid_t child;
static char *raw, *clean;		/* everything read, and its cleaned copy */
static size_t rawlen, cleanlen, mark;	/* mark: clean offset after the last match */
static size_t rawmark;			/* the same for rexpect and rabsent */
static int width = 80;			/* the terminal's columns */
static double limit = 15;	/* a hang detector: a busy machine is slow, never wrong */
static int eof;
static int lineno;
static const char *scriptname;

static void
die(const char *fmt, const char *arg)
{
	fprintf(stderr, "ptydrive: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	exit(2);
}

static void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n)) == NULL)
		die("%s", "out of memory");
	return p;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Where the screen line the cursor is on starts in clean: after the
 * last newline, or where the text last wrapped at the right margin (as
 * a terminal with automatic margins wraps: when a character comes with
 * the cursor past the last column).  Columns are counted roughly (what
 * moves the cursor in an escape sequence is not followed), which is
 * enough for a line that the shell clears from its start.
 */
static size_t linestart;
static int column;

static void
advance(unsigned char c)
{
	if (c == '\n' || c == '\r')
		column = 0;
	else if (c == '\b')
		column -= column > 0;
	else if (c == '\t')
		column = (column / 8 + 1) * 8;
	else if (c >= 0x20 && (c & 0xc0) != 0x80 && c != 0x7f) {
		if (column >= width) {
			linestart = cleanlen;
			column = 0;
		}
		column++;
	}
}

/*
 * A carriage return and then clear to the end of the line (ESC [ K):
 * that screen line is gone, and from clean.  What was matched in it
 * stays matched.
 */
static void
clearline(void)
{
	cleanlen = linestart;
	clean[cleanlen] = '\0';
	if (mark > cleanlen)
		mark = cleanlen;
}

/*
 * Append to clean, dropping \r, NULs and escape sequences; a line
 * cleared from its start is dropped (see clearline).
 */
static void
cleanup(const char *p, size_t n)
{
	static int esc;	/* 0 none, 1 after ESC, 2 in CSI, 3 in OSC, 4 OSC after ESC */
	static int atcr;	/* the cursor is at the start of the line: \r came last */
	static int csiarg;	/* the CSI has a parameter */
	size_t i;
	unsigned char c;

	clean = xrealloc(clean, cleanlen + n + 1);
	for (i = 0; i < n; i++) {
		c = (unsigned char)p[i];
		switch (esc) {
		case 1:
			esc = c == '[' ? 2 : c == ']' ? 3 : 0;
			if (c == '(' || c == ')')
				esc = 5;
			csiarg = 0;
			continue;
		case 2:
			if (c >= 0x40 && c <= 0x7e) {
				esc = 0;
				if (c == 'K' && !csiarg && atcr)
					clearline();
			} else
				csiarg = 1;
			continue;
		case 3:
			if (c == 7)
				esc = 0;
			else if (c == 033)
				esc = 4;
			continue;
		case 4:
			esc = 0;
			continue;
		case 5:
			esc = 0;
			continue;
		}
		if (c == 033)
			esc = 1;
		else {
			advance(c);
			if (c != '\r' && c != '\0')
				clean[cleanlen++] = (char)c;
			if (c == '\n')
				linestart = cleanlen;
			atcr = c == '\r';
		}
	}
	clean[cleanlen] = '\0';
}

/* Read what is there, waiting at most secs; 0 on timeout or end of file. */
static int
pump(double secs)
{
	char buf[4096];
	fd_set fds;
	struct timeval tv;
	ssize_t n;

	if (eof)
		return 0;
	FD_ZERO(&fds);
	FD_SET(master, &fds);
	tv.tv_sec = (time_t)secs;
	tv.tv_usec = (suseconds_t)((secs - (double)tv.tv_sec) * 1e6);
	if (select(master + 1, &fds, NULL, NULL, &tv) <= 0)
		return 0;
	n = read(master, buf, sizeof buf);
	if (n <= 0) {
		eof = 1;	/* EIO: every slave descriptor is closed */
		return 0;
	}
	raw = xrealloc(raw, rawlen + (size_t)n + 1);
	memcpy(raw + rawlen, buf, (size_t)n);
	rawlen += (size_t)n;
	raw[rawlen] = '\0';
	cleanup(buf, (size_t)n);
	return 1;
}

/* The raw output, readable, then the step that failed. */
static void
fail(const char *why, const char *arg)
{
	size_t i;
	unsigned char c;

	while (pump(0.2))
		;
	fprintf(stderr, "--- transcript (raw terminal output) ---\n");
	for (i = 0; i < rawlen; i++) {
		c = (unsigned char)raw[i];
		if (c == '\n')
			fputs("\\n\n", stderr);
		else if (c == '\\')
			fputs("\\\\", stderr);
		else if (isprint(c))
			fputc(c, stderr);
		else
			fprintf(stderr, "\\%03o", c);
	}
	fprintf(stderr, "\n--- unmatched output ---\n%s\n---\n",
	    clean ? clean + mark : "");
	fprintf(stderr, "ptydrive: %s:%d: ", scriptname, lineno);
	fprintf(stderr, why, arg);
	fputc('\n', stderr);
	if (child > 0)
		kill(child, SIGKILL);
	exit(1);
}

/* Decode escapes in place; returns the length (the text may hold NULs). */
static size_t
decode(char *s)
{
	char *d = s, *start = s, *end;
	char tmp[4];
	int hex;

	while (*s) {
		if (*s != '\\' || s[1] == '\0') {
			*d++ = *s++;
			continue;
		}
		switch (*++s) {
		case 'r': *d++ = '\r'; s++; break;
		case 'n': *d++ = '\n'; s++; break;
		case 't': *d++ = '\t'; s++; break;
		case 'e': *d++ = 033; s++; break;
		case 's': *d++ = ' '; s++; break;
		case 'x': case '0': case '1': case '2': case '3':
		case '4': case '5': case '6': case '7':
			hex = *s == 'x';
			s += hex;
			memset(tmp, 0, sizeof tmp);
			strncpy(tmp, s, hex ? 2 : 3);
			*d++ = (char)strtol(tmp, &end, hex ? 16 : 8);
			s += end - tmp;
			break;
		default:
			*d++ = *s++;
			break;
		}
	}
	*d = '\0';
	return (size_t)(d - start);
}

/* In a regular expression \n \t \e \s \NNN are ours; the rest is regex. */
static void
reescape(char *s)
{
	char *d = s;

	for (; *s; s++) {
		if (*s == '\\' && s[1] && strchr("ntes", s[1])) {
			s++;
			*d++ = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s == 'e' ? 033 : ' ';
		} else if (*s == '\\' && strspn(s + 1, "01234567") >= 3) {
			*d++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0'));
			s += 3;
		} else if (*s == '\\' && s[1]) {
			*d++ = *s++;
			*d++ = *s;
		} else
			*d++ = *s;
	}
	*d = '\0';
}

static int
signum(const char *s)
{
	static const struct { const char *name; int num; } sigs[] = {
		{ "INT", SIGINT }, { "QUIT", SIGQUIT }, { "TERM", SIGTERM },
		{ "HUP", SIGHUP }, { "KILL", SIGKILL }, { "TSTP", SIGTSTP },
		{ "CONT", SIGCONT }, { "STOP", SIGSTOP }, { "WINCH", SIGWINCH },
		{ "USR1", SIGUSR1 }, { "USR2", SIGUSR2 }, { "ALRM", SIGALRM }
	};
	size_t i;

	if (strncmp(s, "SIG", 3) == 0)
		s += 3;
	if (isdigit((unsigned char)*s))
		return atoi(s);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (strcmp(s, sigs[i].name) == 0)
			return sigs[i].num;
	fail("unknown signal %s", s);
	return 0;
}

/* Wait until the unmatched output matches; literal when re is NULL. */
static void
expect(regex_t *re, const char *text, const char *shown, int inraw)
{
	double end = now() + limit;
	regmatch_t m;
	char **buf = inraw ? &raw : &clean, *hit;
	size_t *at = inraw ? &rawmark : &mark;

	for (;;) {
		if (*buf != NULL) {
			if (re != NULL && regexec(re, *buf + *at, 1, &m, 0) == 0) {
				*at += (size_t)m.rm_eo;
				return;
			}
			if (re == NULL && (hit = strstr(*buf + *at, text)) != NULL) {
				*at = (size_t)(hit - *buf) + strlen(text);
				return;
			}
		}
		if (eof)
			fail("end of output while expecting %s", shown);
		if (now() >= end)
			fail("timed out expecting %s", shown);
		pump(end - now());
	}
}

/* How many times re matches in s, one match after another. */
static size_t
count(regex_t *re, const char *s)
{
	regmatch_t m;
	size_t n = 0;
	int flags = 0;

	while (*s != '\0' && regexec(re, s, 1, &m, flags) == 0) {
		n++;
		s += m.rm_eo > 0 ? m.rm_eo : 1;
		flags = REG_NOTBOL;
	}
	return n;
}

static void
sendtext(const char *s, size_t n)
{
	ssize_t w;

	while (n > 0) {
		w = write(master, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			fail("write to the terminal: %s", strerror(errno));
		s += w;
		n -= (size_t)w;
		while (pump(0))
			;
	}
}

static void
waitexit(const char *arg)
{
	double end = now() + limit;
	int status, want;
	char got[32];
	pid_t r;

	for (;;) {
		while (pump(0.05))
			;
		r = waitpid(child, &status, WNOHANG);
		if (r == child)
			break;
		if (now() >= end)
			fail("timed out waiting for exit%s", "");
	}
	child = 0;
	while (pump(0.05))
		;
	if (*arg == '\0')
		return;
	want = atoi(arg);
	if (WIFEXITED(status))
		snprintf(got, sizeof got, "%d", WEXITSTATUS(status));
	else
		snprintf(got, sizeof got, "signal %d", WTERMSIG(status));
	if (!WIFEXITED(status) || WEXITSTATUS(status) != want)
		fail("exit status %s", got);
}

/* Does a process called name sleep in the session of the command under test? */
static int
sleeping_in_session(const char *name)
{
	char path[300], buf[1024], *p;
	struct dirent *e;
	int found = 0;
	long sid;
	DIR *d;
	FILE *f;

	if ((d = opendir("/proc")) == NULL)
		fail("%s", "cannot read /proc");
	while (!found && (e = readdir(d)) != NULL) {
		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
		if ((f = fopen(path, "r")) == NULL)
			continue;
		p = fgets(buf, sizeof buf, f);
		fclose(f);
		/* pid (comm) state ppid pgrp session: comm may hold anything */
		if (p == NULL || (p = strrchr(buf, ')')) == NULL)
			continue;
		*p = '\0';
		if (sscanf(p + 2, "S %*d %*d %ld", &sid) == 1 && sid == (long)child &&
		    strchr(buf, '(') != NULL && strcmp(strchr(buf, '(') + 1, name) == 0)
			found = 1;
	}
	closedir(d);
	return found;
}

/* The raw step: synchronised on the terminal's mode, not on time. */
static void
waitraw(void)
{
	double end = now() + limit;
	struct termios t;

	while (tcgetattr(master, &t) == 0 && (t.c_lflag & ICANON)) {
		if (now() >= end)
			fail("%s", "timed out waiting for an editor to take the terminal");
		pump(0.005);
	}
}

/* Has the command under test read every key sent, and does it sleep? */
static int
isidle(void)
{
	char path[64], buf[512], *p, *name = ptsname(master);
	int fd, queued = -1;
	FILE *f;

	/* the terminal's input queue, from a descriptor of our own on its far side */
	if (name == NULL || (fd = open(name, O_RDWR | O_NOCTTY)) < 0)
		fail("%s", "cannot open the terminal to see its input queue");
	if (ioctl(fd, FIONREAD, &queued) < 0)
		queued = -1;
	close(fd);
	if (queued != 0)
		return 0;
	snprintf(path, sizeof path, "/proc/%ld/stat", (long)child);
	if ((f = fopen(path, "r")) == NULL)
		fail("cannot read %s", path);
	p = fgets(buf, sizeof buf, f);
	fclose(f);
	return p != NULL && (p = strrchr(buf, ')')) != NULL && p[1] == ' ' && p[2] == 'S';
}

static void
waitidle(void)
{
	double end = now() + limit;

	while (!isidle()) {
		if (now() >= end)
			fail("%s", "timed out waiting for the keys to be read");
		pump(0.005);
	}
}

/* Is the command under test blocked in a wait for a child? */
static int
inwait(void)
{
	char path[64], buf[256];
	long nr;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/syscall", (long)child);
	if ((f = fopen(path, "r")) == NULL)
		fail("cannot read %s", path);
	nr = fgets(buf, sizeof buf, f) != NULL ? strtol(buf, NULL, 10) : -1;
	fclose(f);
	return nr == SYS_wait4 || nr == SYS_waitid;
}

static void
waitwaiting(void)
{
	double end = now() + limit;

	while (!inwait()) {
		if (now() >= end)
			fail("%s", "timed out waiting for the shell to wait");
		pump(0.005);
	}
}

/* The running step: synchronised on the process's state, not on time. */
static void
waitrunning(const char *name)
{
	double end = now() + limit;

	while (!sleeping_in_session(name)) {
		if (now() >= end)
			fail("timed out waiting for %s to run", name);
		pump(0.005);
	}
}

static void
step(char *line)
{
	char *arg, *cmd = line;
	struct winsize ws;
	regex_t re;
	double t, end;
	pid_t pg;
	size_t n;
	int e, rows, cols;

	line[strcspn(line, "\n")] = '\0';
	while (isspace((unsigned char)*cmd))
		cmd++;
	if (*cmd == '\0' || *cmd == '#')
		return;
	arg = cmd + strcspn(cmd, " \t");
	if (*arg != '\0')
		*arg++ = '\0';
	if (strcmp(cmd, "send") == 0) {
		n = decode(arg);
		sendtext(arg, n);
	} else if (strcmp(cmd, "expect") == 0 || strcmp(cmd, "absent") == 0 ||
	    strcmp(cmd, "rexpect") == 0 || strcmp(cmd, "rabsent") == 0) {
		char *shown = strdup(arg), *buf;
		int inraw = *cmd == 'r';

		reescape(arg);
		if ((e = regcomp(&re, arg, REG_EXTENDED | REG_NEWLINE)) != 0)
			fail("bad regular expression %s", shown);
		if (cmd[inraw] == 'e')
			expect(&re, NULL, shown, inraw);
		else {
			while (pump(0.1))
				;
			buf = inraw ? raw : clean;
			if (buf != NULL && regexec(&re, buf + (inraw ? rawmark : mark),
			    0, NULL, 0) == 0)
				fail("found what should be absent: %s", shown);
		}
		free(shown);
		regfree(&re);
	} else if (strcmp(cmd, "rcount") == 0) {
		char *re_text = arg + strcspn(arg, " \t"), *shown;
		size_t want = (size_t)strtoul(arg, NULL, 10), got;

		re_text += strspn(re_text, " \t");
		shown = strdup(re_text);
		reescape(re_text);
		if (regcomp(&re, re_text, REG_EXTENDED | REG_NEWLINE) != 0)
			fail("bad regular expression %s", shown);
		while (pump(0.1))
			;
		got = raw != NULL ? count(&re, raw + rawmark) : 0;
		regfree(&re);
		if (got != want) {
			char what[64];

			snprintf(what, sizeof what, "%zu, not %zu, times: %%s", got, want);
			fail(what, shown);
		}
		free(shown);
	} else if (strcmp(cmd, "expectl") == 0) {
		char *shown = strdup(arg);

		decode(arg);
		expect(NULL, arg, shown, 0);
		free(shown);
	} else if (strcmp(cmd, "timeout") == 0) {
		limit = atof(arg);
	} else if (strcmp(cmd, "resize") == 0) {
		if (sscanf(arg, "%d %d", &rows, &cols) != 2)
			fail("resize wants ROWS COLS, not %s", arg);
		memset(&ws, 0, sizeof ws);
		ws.ws_row = (unsigned short)rows;
		ws.ws_col = (unsigned short)cols;
		width = cols;
		if (ioctl(master, TIOCSWINSZ, &ws) < 0)
			fail("TIOCSWINSZ: %s", strerror(errno));
	} else if (strcmp(cmd, "signal") == 0) {
		pg = tcgetpgrp(master);
		if (pg <= 0)
			pg = child;
		if (kill(-pg, signum(arg)) < 0)
			fail("kill: %s", strerror(errno));
	} else if (strcmp(cmd, "sleep") == 0) {
		t = atof(arg);
		end = now() + t;
		while (now() < end)
			pump(end - now());
	} else if (strcmp(cmd, "idle") == 0) {
		waitidle();
	} else if (strcmp(cmd, "waiting") == 0) {
		waitwaiting();
	} else if (strcmp(cmd, "raw") == 0) {
		waitraw();
	} else if (strcmp(cmd, "running") == 0) {
		waitrunning(arg);
	} else if (strcmp(cmd, "wait") == 0) {
		waitexit(arg);
	} else if (strcmp(cmd, "echo") == 0) {
		fprintf(stderr, "%s\n", arg);
	} else
		fail("unknown step %s", cmd);
}

static void
start(char **argv, int rows, int cols)
{
	struct winsize ws;
	char *name;
	sigset_t none;
	int slave, sig;

	if ((master = posix_openpt(O_RDWR | O_NOCTTY)) < 0 ||
	    grantpt(master) < 0 || unlockpt(master) < 0 ||
	    (name = ptsname(master)) == NULL)
		die("cannot get a pseudo-terminal: %s", strerror(errno));
	memset(&ws, 0, sizeof ws);
	ws.ws_row = (unsigned short)rows;
	ws.ws_col = (unsigned short)cols;
	width = cols;
	ioctl(master, TIOCSWINSZ, &ws);
	if ((child = fork()) < 0)
		die("fork: %s", strerror(errno));
	if (child > 0)
		return;
	setsid();
	if ((slave = open(name, O_RDWR)) < 0) {
		perror(name);
		_exit(127);
	}
	ioctl(slave, TIOCSCTTY, 0);
	dup2(slave, 0);
	dup2(slave, 1);
	dup2(slave, 2);
	if (slave > 2)
		close(slave);
	close(master);
	/*
	 * A shell at a terminal starts as a terminal emulator starts it:
	 * every signal at its default and none blocked, whatever the caller
	 * ignored (a test run from a background job ignores SIGINT and
	 * SIGQUIT, and ^C would then do nothing).
	 */
	for (sig = 1; sig <= SIGRTMAX; sig++)
		signal(sig, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	execvp(argv[0], argv);
	fprintf(stderr, "ptydrive: %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

int
main(int argc, char **argv)
{
	int rows = 24, cols = 80, c;
	FILE *script;
	char *line = NULL, *eq;
	size_t cap = 0;

	while ((c = getopt(argc, argv, "+r:c:t:e:")) != -1) {
		switch (c) {
		case 'r': rows = atoi(optarg); break;
		case 'c': cols = atoi(optarg); break;
		case 't': limit = atof(optarg); break;
		case 'e':
			if ((eq = strchr(optarg, '=')) == NULL)
				die("-e wants NAME=VALUE, not %s", optarg);
			*eq = '\0';
			setenv(optarg, eq + 1, 1);
			break;
		default:
			die("%s", "usage: ptydrive [-r rows] [-c cols] [-t secs] "
			    "[-e NAME=VALUE]... script command [arg...]");
		}
	}
	if (argc - optind < 2)
		die("%s", "usage: ptydrive [-r rows] [-c cols] [-t secs] "
		    "[-e NAME=VALUE]... script command [arg...]");
	scriptname = argv[optind];
	script = strcmp(scriptname, "-") == 0 ? stdin : fopen(scriptname, "r");
	if (script == NULL)
		die("cannot open %s", scriptname);
	/* the shell under test must not inherit it: it would be its fd 3 */
	fcntl(fileno(script), F_SETFD, FD_CLOEXEC);
	signal(SIGPIPE, SIG_IGN);
	start(argv + optind + 1, rows, cols);
	while (getline(&line, &cap, script) > 0) {
		lineno++;
		step(line);
	}
	free(line);
	if (child > 0) {
		kill(child, SIGKILL);
		waitpid(child, NULL, 0);
	}
	return 0;
}
