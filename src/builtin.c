/* builtin.c: builtins: ., break, builtin, cd, echo, eval, exec, exit, ... */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "builtin.h"
#include "env.h"
#include "eval.h"
#include "walk.h"
#include "error.h"
#include "fn.h"
#include "input.h"
#include "mem.h"
#include "os.h"
#include "out.h"
#include "print.h"
#include "redir.h"
#include "signal.h"
#include "status.h"
#include "var.h"
#include "flag.h"

static int failure(const char *, ...) __attribute__((format(printf, 1, 2)));

/*
 * A builtin that fails: its message on standard error, word for word as
 * the reference words it (some have no "rc: ", one has no newline), and
 * $status 1.  A builtin's own failures return a status; break,
 * continue and return with nothing to leave raise (see src/TOUR).
 */
static int
failure(const char *fmt, ...)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	va_list ap;

	va_start(ap, fmt);
	print_vbuf(&b, fmt, ap);
	va_end(ap);
	print_flush(&b);
	status_set(1);
	return WALK_OK;
}

static int
toomany(const char *name)
{
	return failure("rc: too many arguments to %s\n", name);
}

/* A non-negative decimal number, or -1 (reported). */
static long
number(const char *s)
{
	const char *end;
	long n = (long)decimal(s, &end, LONG_MAX / 10);	/* '' is 0, as in the reference */
	if (*end == '\0')
		return n;
	print_fd(2, "rc: `%s' is a bad number\n", s);
	status_set(1);
	return -1;
}

/* A held echo's write failed (out_release): said now, and its status if still $status. */
static void
echofailed(int err, unsigned long tag)
{
	cmd_writefailed("echo", err);
	if (tag != 0 && tag == status_count())
		status_set(1);
}

/*
 * An echo longer than held output can be, or the last thing a child does
 * (nothing follows to go with it): written at once, lines whole.
 */
static int
echoalone(List *a, int nl)
{
	char space[1024];
	Buf b = BUFFD(space, 1);

	for (; a != NULL; a = a->n) {
		print_s(&b, a->w);
		if (a->n != NULL)
			print_c(&b, ' ');
	}
	if (nl)
		print_c(&b, '\n');
	print_flush(&b);	/* a failed write is reported by the caller: see runbuiltin */
	status_set(0);
	return WALK_OK;
}

/* echo's output is held with the echoes before it, to go out as one write (out.c). */
static int
b_echo(List *a)
{
	List *l;
	size_t len;
	char *p;
	int nl = 1;

	a = a->n;
	if (a != NULL && strcmp(a->w, "-n") == 0) {
		nl = 0;
		a = a->n;
	} else if (a != NULL && strcmp(a->w, "--") == 0)
		a = a->n;
	len = nl;
	for (l = a; l != NULL; l = l->n)
		len += strlen(l->w) + (l->n != NULL);
	if ((proc.last && proc_inchild()) || (p = out_holdroom(len)) == NULL)
		return echoalone(a, nl);
	for (l = a; l != NULL; l = l->n) {
		size_t n = strlen(l->w);
		memcpy(p, l->w, n);
		p += n;
		if (l->n != NULL)
			*p++ = ' ';
	}
	if (nl)
		*p = '\n';
	status_set(0);
	out_hold(len, status_count(), echofailed);
	return WALK_OK;
}

static int
b_break(List *a)
{
	if (a->n != NULL)
		return toomany(a->w);
	if (!walk_inloop())
		error_msg("break outside of loop");
	return WALK_BREAK;	/* $status stays, as in the reference */
}

static int
b_continue(List *a)
{
	if (a->n != NULL)
		return toomany(a->w);
	if (!walk_cancontinue())
		error_msg("continue outside of loop");
	return WALK_CONTINUE;
}

/* The status is checked first: "bad status" even outside a function. */
static int
b_return(List *a)
{
	if (a->n != NULL && status_setwords(a->n) < 0)
		proc_eflag_check();	/* bad status is a failure; return 1 is not */
	if (!walk_infn())
		error_msg("return outside of function");
	return WALK_RETURN;
}

/* The status exit gives is $status's, as for the end of input. */
static int
b_exit(List *a)
{
	if (a->n != NULL)
		status_setwords(a->n);
	proc_exit(status_exitcode());
}

static int
b_builtin(List *a)
{
	if (a->n == NULL) {
		/* alone, it leaves $status as one number, as rc would exit with it */
		status_set(status_exitcode());
		return WALK_OK;
	}
	return cmd_command(a->n, NULL, 1);
}

static void
undo_input(Frame *f)
{
	(void)f;
	input_pop();
}

/*
 * Eval'd text is not interactive.  Its lines count on from the line
 * before the caller's, and the caller's count goes on from one past
 * where they ended, as the reference numbers them; an interactive
 * shell counts them from 1 and keeps its own.
 */
typedef struct EvalInput {
	Frame f;
	int interactive;	/* the caller's input_flag_i */
} EvalInput;

static void
undo_evalinput(Frame *f)
{
	int line = input_lineno() + 1;
	input_pop();
	if (!((EvalInput *)f)->interactive)
		input_setlineno(line);
}

static int
b_eval(List *a)
{
	Frame *top = error_frametop();
	EvalInput f;
	WalkTop depth;
	int lineno = input_lineno();
	char *s;

	if (a->n == NULL)
		return WALK_OK;
	s = list_flat(a->n, " ");
	input_push_string(s, strlen(s));
	f.interactive = input_flag_i;
	input_setlineno(input_flag_i ? 1 : lineno - 1);
	error_framepush(&f.f, undo_evalinput);
	walk_pushtop(&depth, 0);
	walk_input();
	error_unwind(top);
	return WALK_OK;
}

typedef struct Closefd {
	Frame f;
	int fd;
} Closefd;

static void
undo_close(Frame *f)
{
	close(((Closefd *)f)->fd);
}

/*
 * What . -i reads is a session of its own: an error or an interrupt
 * ends the command it stopped, as at the top level, and the next one is
 * read from the same source.  This is how a script hands the terminal
 * to its user (. -i /dev/tty) and gets it back when they are done.
 * Not in a forked child (a subshell, a pipeline, a backquote), which an
 * error ends, nor under -e, which takes an error as a failure.
 */
static void
dot_session(void)
{
	int depth = input_depth(), held = os_holdmark();

	for (;;) {
		Catch c;
		Mark m = mem_mark();

		if (CATCH(c) == 0) {
			walk_input();
			error_catchpop(&c);
			return;
		}
		/* an error ends a forked child, as the reference's children exit on one */
		if (proc_inchild() && error_raised != E_INTERRUPT)
			error_raise(error_raised);
		mem_release(m);
		os_release(held);
		while (input_depth() > depth)
			input_pop();
		if (error_raised == E_ERROR)	/* -e: an error is a failure, as at the top */
			proc_eflag_check();
		walk_reset(error_raised == E_SYNTAX);	/* as at the top: -e is on again */
		input_newline();
	}
}

/* Set by rc -i until the first . takes it (see main). */
static int doteye;

int
builtin_dot_eye(int on)
{
	int was = doteye;
	doteye = on;
	return was;
}

static int
b_dot(List *a)
{
	Frame *top = error_frametop();
	Frame in;
	Closefd cl;
	Local star, zero;
	WalkTop depth;
	int fd, interactive = 0;
	List name;

	a = a->n;
	if (a == NULL)
		return WALK_OK;	/* $status is left alone */
	if (strcmp(a->w, "-i") == 0) {
		interactive = 1;
		a = a->n;
	}
	if (builtin_dot_eye(0))
		interactive = 1;
	if (a == NULL)
		return WALK_OK;
	fd = os_openscript(a->w);
	if (fd < 0) {
		return failure("rc: %s: %s\n", a->w, print_strerror(errno));
	}
	cl.fd = fd;
	error_framepush(&cl.f, undo_close);
	name = *a;
	name.n = NULL;
	var_local(&star, "*", a->n);
	var_local(&zero, "0", &name);
	input_push_fd(fd, interactive);
	error_framepush(&in, undo_input);
	walk_pushtop(&depth, interactive);	/* . -i is interactive, . is not */
	if (interactive)
		dot_session();
	else
		walk_input();
	error_unwind(top);
	return WALK_OK;
}

static int
b_exec(List *a)
{
	if (a->n == NULL)
		return WALK_OK;	/* $status stays */
	return cmd_exec(a->n, NULL);
}

/* A directory rc names by its own path: rooted at /, ./ or ../. */
static int
rooted(const char *dir)
{
	return dir[0] == '/' || (dir[0] == '.' && (dir[1] == '/' || dir[1] == '\0'
	    || (dir[1] == '.' && (dir[2] == '/' || dir[2] == '\0'))));
}

/* A failure to go to a rooted directory says why, as the reference does. */
static int
cdfailed(const char *dir, int why)
{
	int e = errno;
	if (why) {
		status_set(1);
		proc_eflag_check();	/* the reference's -e leaves before saying why */
		error_warn("%s: %s", dir, print_strerror(e));
		return WALK_OK;
	}
	return failure("couldn't cd to %s\n", dir);
}

static int
b_cd(List *a)
{
	const char *dir;
	List *cdpath;

	if (a->n != NULL && a->n->n != NULL)
		return toomany(a->w);
	if (a->n == NULL) {	/* cd $home, or the root without one */
		List *h = var_get("home");
		dir = h != NULL ? h->w : "/";
	} else
		dir = a->n->w;
	if (rooted(dir) || (cdpath = var_get("cdpath")) == NULL) {
		if (chdir(dir) < 0)
			return cdfailed(dir, rooted(dir));
		status_set(0);
		return WALK_OK;
	}
	/*
	 * "" and . are here, and say nothing: "" takes the name as it is, .
	 * joins like any other (so cd '' goes to ./); / joins without a
	 * second slash
	 */
	for (; cdpath != NULL; cdpath = cdpath->n) {
		const char *w = cdpath->w;
		int here = w[0] == '\0' || strcmp(w, ".") == 0;
		const char *full = w[0] == '\0' ? dir : strcmp(w, "/") == 0 ? print_arena("/%s", dir)
		    : print_arena("%s/%s", w, dir);
		if (chdir(full) == 0) {
			if (!here && input_interactive())
				print_fd(1, "%s\n", full);
			status_set(0);
			return WALK_OK;
		}
	}
	return cdfailed(dir, 0);
}

static int
b_shift(List *a)
{
	long n = 1;

	if (a->n != NULL) {
		if (a->n->n != NULL)
			return toomany(a->w);
		if ((n = number(a->n->w)) < 0)
			return WALK_OK;
	}
	if (var_shift(n) < 0) {
		return failure("rc: cannot shift\n");
	}
	status_set(0);
	return WALK_OK;
}

static int
b_umask(List *a)
{
	mode_t m;
	if (a->n == NULL) {
		m = umask(0);
		umask(m);
		print_fd(1, "0%o\n", (unsigned)m);
		status_set(0);
		return WALK_OK;
	}
	if (a->n->n != NULL)
		return toomany(a->w);
	{
		const char *p = a->n->w;
		unsigned v = 0;
		for (; *p != '\0'; p++) {
			if (*p < '0' || *p > '7')
				goto bad;
			v = v * 8 + (unsigned)(*p - '0');
			if (v > 0777)
				goto bad;
		}
		umask((mode_t)v);
		status_set(0);
		return WALK_OK;
	}
bad:
	return failure("bad umask\n");
}

/*
 * A wait ends early when a signal is caught, so that its handler runs
 * at once; the status is then false.
 */
static int
waitfailed(void)
{
	if (errno == EINTR) {
		status_set(1);
		proc_sigcheck();
		return WALK_OK;
	}
	return failure("rc: wait: %s\n", print_strerror(errno));
}

/*
 * The pipes that assignments kept are closed first: a <{...} command
 * still writing to one would never end.  (The reference runs the wait
 * that follows such an assignment in a subshell, which has no children.)
 */
static int
b_wait(List *a)
{
	int ws;
	pid_t pid;
	os_endkept();
	if (a->n != NULL) {
		long n;
		if (a->n->n != NULL)
			return toomany(a->w);
		if ((n = number(a->n->w)) < 0)
			return WALK_OK;
		if (n > INT_MAX || os_wait((pid_t)n, &ws, 1) < 0) {
			if (n > INT_MAX)
				errno = ECHILD;
			return waitfailed();
		}
		status_report_pid((pid_t)n, ws);
		status_setwait(ws, 0);
		return WALK_OK;
	}
	/* the jobs, and the <{...} >{...} and heredoc writers still running */
	while ((pid = os_next_child()) > 0) {
		if (os_wait(pid, &ws, 1) < 0) {
			if (errno == EINTR)
				return waitfailed();
			continue;	/* SIGCHLD ignored: none is left to wait for */
		}
		status_report_pid(pid, ws);
		status_setwait(ws, 0);
		proc_eflag_check();	/* -e: the first failed job ends rc, as in the reference */
		if (sig_any)
			proc_sigcheck();
	}
	return WALK_OK;
}

static int
b_newpgrp(List *a)
{
	if (a->n != NULL)
		return toomany(a->w);
	setpgid(0, getpid());
	if (isatty(2)) {
		void (*old)(int) = signal(SIGTTOU, SIG_IGN);
		tcsetpgrp(2, getpgrp());
		signal(SIGTTOU, old);
	}
	return WALK_OK;
}

/* + and x: sum and product, from the reference's example add-ons. */
static int
arith(List *a, int mul)
{
	long long v = mul;
	char buf[24];
	for (a = a->n; a != NULL; a = a->n) {
		long long n = strtoll(a->w, NULL, 10);
		v = mul ? (long long)((unsigned long long)v * (unsigned long long)n)
		    : (long long)((unsigned long long)v + (unsigned long long)n);
	}
	print_fd(1, "%s\n", print_num(buf, (long)v));
	status_set(0);
	return WALK_OK;
}

static int
b_sum(List *a)
{
	return arith(a, 0);
}

static int
b_prod(List *a)
{
	return arith(a, 1);
}

/*
 * Flags: the letters that were given on the command line, and flag
 * itself.  The ones flag may change; i also sets whether rc is
 * interactive now, which is what flag i asks.
 */
static int
mutable(int c)
{
	return c == 'e' || c == 'i' || c == 'n' || c == 'v' || c == 'x';
}

static int
b_flag(List *a)
{
	const char *f;
	int c;

	if (a->n == NULL) {
		return failure("rc: not enough arguments to flag\n");
	}
	f = a->n->w;
	/* words after the + or - are ignored, as in the reference */
	if (strlen(f) != 1 || (a->n->n != NULL
	    && strcmp(a->n->n->w, "+") != 0 && strcmp(a->n->n->w, "-") != 0)) {
		return failure("usage: flag f [ + | - ]\n");
	}
	c = (unsigned char)f[0];
	if (c >= 128 || strchr("cdeilnopsvx", c) == NULL) {
		return failure("rc: unknown flag");	/* the reference prints no newline */
	}
	if (a->n->n == NULL) {
		status_set((c == 'i' ? input_flag_i : flag_letters[c]) ? 0 : 1);
		return WALK_OK;
	}
	if (!mutable(c)) {
		return failure("rc: flag immutable\n");
	}
	flag_set(c, a->n->n->w[0] == '+');
	if (c == 'i')
		input_setinteractive(flag_letters[c]);
	status_set(0);
	return WALK_OK;
}

/* limit: the resources by the names, and in the order, the reference uses. */
static const struct {
	const char *name;
	int res;
	int kind;	/* 0 size, 1 time, 2 count */
} limits[] = {
	{ "cputime", RLIMIT_CPU, 1 },
	{ "filesize", RLIMIT_FSIZE, 0 },
	{ "datasize", RLIMIT_DATA, 0 },
	{ "stacksize", RLIMIT_STACK, 0 },
	{ "coredumpsize", RLIMIT_CORE, 0 },
#ifdef RLIMIT_NOFILE
	{ "descriptors", RLIMIT_NOFILE, 2 },
#endif
#ifdef RLIMIT_AS
	{ "memoryuse", RLIMIT_AS, 0 },
#endif
#ifdef RLIMIT_RSS
	{ "memoryrss", RLIMIT_RSS, 0 },
#endif
#ifdef RLIMIT_NPROC
	{ "maxproc", RLIMIT_NPROC, 2 },
#endif
#ifdef RLIMIT_MEMLOCK
	{ "memorylocked", RLIMIT_MEMLOCK, 0 },
#endif
#ifdef RLIMIT_LOCKS
	{ "filelocks", RLIMIT_LOCKS, 2 },
#endif
};
enum { NLIMITS = sizeof limits / sizeof limits[0] };

/* A value in the largest unit that divides it: 1g, 2m, 90s, 0. */
static void
showlimit(int i, int hard)
{
	static const struct {
		unsigned long long size;
		char suffix;
	} sizes[] = {
		{ 1024ULL * 1024 * 1024, 'g' }, { 1024 * 1024, 'm' }, { 1024, 'k' }
	}, times[] = {
		{ 3600, 'h' }, { 60, 'm' }, { 1, 's' }
	};
	struct rlimit rl;
	unsigned long long v;
	int k;

	getrlimit(limits[i].res, &rl);
	if ((hard ? rl.rlim_max : rl.rlim_cur) == RLIM_INFINITY) {
		print_fd(1, "%s \tunlimited\n", limits[i].name);
		return;
	}
	v = hard ? rl.rlim_max : rl.rlim_cur;
	if (v != 0 && limits[i].kind != 2)
		for (k = 0; k < 3; k++) {
			unsigned long long u = limits[i].kind ? times[k].size : sizes[k].size;
			if (v % u == 0) {
				print_fd(1, "%s \t%lu%c\n", limits[i].name, (unsigned long)(v / u),
				    limits[i].kind ? times[k].suffix : sizes[k].suffix);
				return;
			}
		}
	print_fd(1, "%s \t%lu\n", limits[i].name, (unsigned long)v);
}

/* Sizes take k, m or g; times are seconds, m:s, or take s, m or h. */
static int
parselimit(const char *s, int kind, rlim_t *out)
{
	unsigned long long v;
	const char *p = s;

	if (strcmp(s, "unlimited") == 0) {
		*out = RLIM_INFINITY;
		return 0;
	}
	if (kind == 1 && strchr(s, ':') != NULL) {
		v = decimal(p, &p, 0) * 60;
		if (*p++ != ':')
			return -1;
		v += decimal(p, &p, 0);
	} else {
		if (*p < '0' || *p > '9')
			return -1;
		v = decimal(p, &p, 0);
		if (*p != '\0' && p[1] == '\0' && kind != 2) {
			const char *units = kind ? "smh" : "kmg";
			static const unsigned long long mul[2][3] = {
				{ 1024, 1024 * 1024, 1024ULL * 1024 * 1024 }, { 1, 60, 3600 }
			};
			const char *u = strchr(units, *p);
			if (u == NULL)
				return -1;
			v *= mul[kind][u - units];
			p++;
		}
	}
	if (*p != '\0')
		return -1;
	*out = (rlim_t)v;
	return 0;
}

static int
b_limit(List *a)
{
	int hard = 0, i;
	a = a->n;
	if (a != NULL && strcmp(a->w, "-h") == 0) {
		hard = 1;
		a = a->n;
	}
	if (a == NULL) {
		for (i = 0; i < NLIMITS; i++)
			showlimit(i, hard);
		return WALK_OK;
	}
	for (i = 0; i < NLIMITS; i++)
		if (strcmp(limits[i].name, a->w) == 0)
			break;
	if (i == NLIMITS) {
		return failure("no such limit\n");
	}
	if (a->n == NULL) {
		showlimit(i, hard);
		return WALK_OK;
	}
	{
		struct rlimit rl;
		rlim_t v;
		if (parselimit(a->n->w, limits[i].kind, &v) < 0) {
			return failure("bad limit\n");
		}
		getrlimit(limits[i].res, &rl);
		if (hard)
			rl.rlim_max = v;
		else
			rl.rlim_cur = v;
		if (setrlimit(limits[i].res, &rl) < 0) {
			return failure("rc: setrlimit: %s\n", print_strerror(errno));
		}
		if (limits[i].res == RLIMIT_STACK)
			error_stacklimit();	/* the guard moves with it */
	}
	status_set(0);
	return WALK_OK;
}

/* whatis: how rc would run each name, in a form rc reads back. */
static void
printvar(const char *name, List *v)
{
	char space[512];
	Buf b = BUFFD(space, 1);
	print_name(&b, name, 1);
	print_c(&b, '=');
	print_buf(&b, "%W", v);
	print_c(&b, '\n');
	print_flush(&b);
}

static void
whatis_fn(const char *name, int fd)
{
	Fn *f = fn_lookup(name);
	char space[512];
	Buf b = BUFFD(space, fd);
	print_s(&b, "fn ");
	print_name(&b, name, 0);
	if (f != NULL) {
		print_s(&b, " {");
		tree_print(&b, fn_body(f));
		print_c(&b, '}');
	}
	print_c(&b, '\n');
	print_flush(&b);
}

typedef struct Names {
	char **v;
	size_t n, max;
} Names;

static void
addname(const char *s, void *arg)
{
	Names *ns = arg;
	if (ns->n == ns->max) {
		ns->max = ns->max ? ns->max * 2 : 64;
		ns->v = mem_realloc(ns->v, ns->max * sizeof *ns->v);
	}
	ns->v[ns->n++] = (char *)s;
}

/*
 * Variables, then functions, in the reference's table order (slots.h),
 * which depends on every name made and deleted since rc started.
 */
static void
whatisall(int fns, int vars)
{
	Names ns = { NULL, 0, 0 };
	size_t i;
	if (vars) {
		var_inorder(addname, &ns);
		for (i = 0; i < ns.n; i++) {
			List *v = var_get(ns.v[i]);
			if (v != NULL)
				printvar(ns.v[i], v);
		}
		ns.n = 0;
	}
	if (fns) {
		fn_inorder(addname, &ns);
		for (i = 0; i < ns.n; i++)
			whatis_fn(ns.v[i], 1);
	}
	mem_free(ns.v);
}

static int
b_whatis(List *a)
{
	int fb = 0, ff = 0, fp = 0, fs = 0, fv = 0, bad = 0;
	a = a->n;
	for (; a != NULL && a->w[0] == '-' && a->w[1] != '\0'; a = a->n) {
		const char *p;
		if (strcmp(a->w, "--") == 0) {
			a = a->n;
			break;
		}
		for (p = a->w + 1; *p != '\0'; p++)
			switch (*p) {
			case 'b': fb = 1; break;
			case 'f': ff = 1; break;
			case 'p': fp = 1; break;
			case 's': fs = 1; break;
			case 'v': fv = 1; break;
			default:
				return failure("whatis: bad option: -%c\n", *p);
			}
	}
	int askedp = fp, askedb = fb;

	if (!fb && !ff && !fp && !fs && !fv)
		fb = ff = fp = fv = 1;
	if (a == NULL) {	/* in the reference's order: -v, -f, -s, -b, -p */
		whatisall(ff, fv);
		if (fs) {
			int n;
			for (n = 1; n < NSIG; n++) {
				const char *name = sig_name(n);
				if (sig_listed(n) && fn_lookup(name) != NULL)
					whatis_fn(name, 1);
				else
					print_fd(1, "fn %s\n", name);
			}
		}
		if (askedb)
			builtin_each(NULL, NULL);
		if (askedp)
			print_fd(2, "whatis -p: must specify argument\n");
		status_set(0);
		return WALK_OK;
	}
	for (; a != NULL; a = a->n) {
		const char *name = a->w;
		List *v;
		Fn *f;
		char *path;
		int found = 0, why = ENOENT;
		if (fv && (v = var_get(name)) != NULL) {
			printvar(name, v);
			found = 1;
		} else if (fv && strcmp(name, "*") == 0)
			found = 1;	/* $* always exists, if empty */
		/* -s finds the handlers among the functions */
		if ((ff || (fs && sig_number(name) > 0)) && (f = fn_lookup(name)) != NULL)
			whatis_fn(name, 1);
		else if (fb && builtin_find(name) != NULL)
			print_fd(1, "builtin %s\n", name);
		else if (fp && (path = os_lookup(name, &why)) != NULL)
			print_fd(1, "%s\n", path);
		else if (!found) {	/* not found, or why not, as the last place tried said */
			if (!fp || why == ENOENT)
				print_fd(2, "%s not found\n", name);
			else
				error_warn("%s: %s", name, print_strerror(why));
			bad = 1;
		}
	}
	status_set(bad);
	return WALK_OK;
}

/* In the reference's order, which whatis -b shows. */
static const struct {
	const char *name;
	Builtin *fn;
} builtins[] = {
	{ "break", b_break },
	{ "builtin", b_builtin },
	{ "cd", b_cd },
	{ "continue", b_continue },
	{ "echo", b_echo },
	{ "eval", b_eval },
	{ "exec", b_exec },
	{ "exit", b_exit },
	{ "flag", b_flag },
	{ "limit", b_limit },
	{ "newpgrp", b_newpgrp },
	{ "return", b_return },
	{ "shift", b_shift },
	{ "umask", b_umask },
	{ "wait", b_wait },
	{ "whatis", b_whatis },
	{ ".", b_dot },
	{ "+", b_sum },
	{ "x", b_prod },
};
enum { NBUILTINS = sizeof builtins / sizeof builtins[0] };

/*
 * strcmp for equality, written out: a forked child that runs only
 * builtins then touches no page of the C library's string functions.
 * Nineteen names, most told apart by their first byte: a scan costs no
 * more than a binary search would.
 */
static int
samename(const char *a, const char *b)
{
	while (*a != '\0' && *a == *b)
		a++, b++;
	return *a == *b;
}

Builtin *
builtin_find(const char *name)
{
	int i;
	for (i = 0; i < NBUILTINS; i++)
		if (name[0] == builtins[i].name[0] && samename(name, builtins[i].name))
			return builtins[i].fn;
	return NULL;
}

int
builtin_is_exec(Builtin *b)
{
	return b == b_exec;
}

int
builtin_is_echo(Builtin *b)
{
	return b == b_echo;
}

int
builtin_is_builtin(Builtin *b)
{
	return b == b_builtin;
}

int
builtin_is_dot(Builtin *b)
{
	return b == b_dot;
}

int
builtin_is_return(Builtin *b)
{
	return b == b_return;
}

void
builtin_each(void (*f)(const char *, void *), void *arg)
{
	int i;
	for (i = 0; i < NBUILTINS; i++)
		if (f != NULL)
			f(builtins[i].name, arg);
		else
			print_fd(1, "builtin %s\n", builtins[i].name);
}
