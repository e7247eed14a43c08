/* main.c: options, the initial environment, and the top-level loop. */
#include "config.h"
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>
#include "walk.h"
#include "builtin.h"
#include "env.h"
#include "error.h"
#include "fn.h"
#include "input.h"
#include "mem.h"
#include "print.h"
#include "os.h"
#include "signal.h"
#include "status.h"
#include "var.h"
#include "redir.h"
#include "flag.h"
#include "lineedit.h"
#include "history.h"

static int interactive;
extern char **environ;



/*
 * The lower layers call nothing above themselves; what they need from
 * above, main installs here before anything runs.
 */
static int
errorline(void)
{
	return input_interactive() ? ERROR_NOLINE : input_lineno() - 1;
}

static void
errorstatus(void)
{
	status_set(1);
}

static List *
pathvar(void)
{
	return var_get("path");
}

static List *
promptvar(void)
{
	return var_get("prompt");
}

static int
takeintr(void)
{
	return sig_takeone(SIGINT);
}

static void
hooks(void)
{
	static const OsHooks os = {
		pathvar, env_get, lineedit_stop, lineedit_forget
	};
	static const InputHooks in = {
		promptvar, lineedit_start, lineedit_read, history_add, takeintr,
		sig_readintr
	};

	error_hooks(errorline, errorstatus);
	os_hooks(&os);
	input_hooks(&in);
}

/* Descriptors 0, 1 and 2 are open from here on, on /dev/null if need be. */
static void
openstd(void)
{
	int fd;
	for (fd = 0; fd < 3; fd++)
		if (fcntl(fd, F_GETFD) < 0) {
			int n = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
			if (n >= 0 && n != fd) {
				dup2(n, fd);
				close(n);
			}
		}
}

/* The cells are on the stack, as var_set copies them. */
static void
setwords(const char *name, const char *const *words)
{
	List cell[8];
	int i;
	for (i = 0; words[i] != NULL; i++) {
		cell[i].w = (char *)words[i];
		cell[i].m = NULL;
		cell[i].n = words[i + 1] != NULL ? &cell[i + 1] : NULL;
	}
	var_set(name, i > 0 ? cell : NULL);
}

static void
defaults(void)
{
	static const char *const ifs[] = { " ", "\t", "\n", NULL };
	static const char *const prompt[] = { "; ", "", NULL };
	static const char *const version[] = {
		VERSION, "$Release: @(#)rc " VERSION " (" RC_CORE_LINKAGE ") $", NULL
	};
	static const char *const path[] = { "/usr/local/bin", "/usr/bin", "/bin", ".", NULL };
	char buf[24];

	/* in the reference's order, which whatis lists them in (slots.h) */
	setwords("ifs", ifs);
	var_setstr("nl", "\n");
	setwords("path", path);		/* and $PATH with it */
	var_setstr("pid", print_num(buf, (long)getpid()));
	setwords("prompt", prompt);
	var_setstr("tab", "\t");
	setwords("version", version);
	var_init();
}

/* fn sigXXX {} for a signal that came in ignored (sig_init). */
static void
ignorefn(const char *name)
{
	fn_define(name, NULL);
}

/* The variables a login shell or the environment may have replaced; -p: no functions. */
static void
importenv(int nofns)
{
	env_import(environ, nofns);
}

static void
setargs(char **argv, int argc, const char *zero)
{
	List *head = NULL, **tail = &head;
	int i;
	for (i = 0; i < argc; i++) {
		*tail = list_mkword(argv[i], NULL);
		tail = &(*tail)->n;
	}
	var_setargs(head);
	var_setstr("0", zero);
}

/*
 * An error in a script (not at a prompt) ends rc: a syntax error or ^C
 * with $status as it was for fn sigexit, any other with its status, or
 * 1.  Reading a script exec gave up fails so, too, at a prompt as well,
 * with no fn sigexit, even one defined after the exec, as in the
 * reference, for which an exec ends the shell as it is.
 */
static void
scriptfailed(void)
{
	if (proc_isexecleft()) {
		os_stopeditor();
		os_exit(1);
	}
	if (error_raised == E_SYNTAX)
		proc_exit_syntax();
	if (error_raised == E_INTERRUPT)
		proc_exit_interrupt();
	proc_exit(status_exitcode() ? status_exitcode() : 1);
}

static void
toplevel(int prompting)
{
	for (;;) {
		Catch c;
		Mark m = mem_mark();
		if (CATCH(c) == 0) {
			walk_input();
			error_catchpop(&c);
			mem_release(m);
			return;
		}
		mem_release(m);
		os_release(0);
		while (input_depth() > 1)
			input_pop();
		if (!prompting || proc_isexecleft())
			scriptfailed();
		/* -e: an error is a failure, at a prompt too, unless in a condition */
		if (error_raised == E_ERROR)
			proc_eflag_check();
		/*
		 * An error at a prompt (a syntax error, an rc error such as a bad
		 * subscript, a break with nothing to leave) makes rc interactive
		 * again after flag i -, as in the reference.
		 */
		if (error_raised == E_SYNTAX || error_raised == E_ERROR)
			input_setinteractive(1);
		walk_reset(error_raised == E_SYNTAX);
		input_newline();	/* the next line gets a fresh prompt */
	}
}

/*
 * $home/.rcrc, open, or -1.  A FIFO is opened without waiting for a
 * writer (the shell would hang at start-up) and read only if something
 * is in it already, which is said otherwise.
 */
static int
openrcrc(const char *name)
{
	struct stat st;
	struct pollfd p;

	if (access(name, R_OK) != 0)
		return -1;
	if (stat(name, &st) != 0 || !S_ISFIFO(st.st_mode))
		return os_openscript(name);
	if ((p.fd = open(name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
		return -1;
	p.events = POLLIN;
	if (poll(&p, 1, 0) != 1 || !(p.revents & POLLIN)) {
		error_warn("%s: a FIFO with nothing in it; not read", name);
		close(p.fd);
		return -1;
	}
	fcntl(p.fd, F_SETFL, fcntl(p.fd, F_GETFL) & ~O_NONBLOCK);
	return p.fd;
}

/*
 * A login shell first runs $home/.rcrc, before its own input is opened
 * and its arguments are set, and not interactively, as the reference
 * does; an error there ends the shell.
 */
static void
rcrc(const char *zero)
{
	List *h = var_get("home");
	char *name;
	Catch c;
	int fd;

	if (h == NULL)
		return;
	name = print_arena("%s/.rcrc", h->w);
	if ((fd = openrcrc(name)) < 0)
		return;
	var_setstr("0", zero);
	input_setinteractive(0);
	input_push_fd(fd, 0);
	if (CATCH(c) != 0)
		scriptfailed();
	walk_input();
	error_catchpop(&c);
	input_pop();
	close(fd);
	input_setinteractive(flag_letters['i']);
}

int
main(int argc, char **argv)
{
	char base;
	const char *cmd = NULL;
	int i, login = 0, nofns = 0, readstdin = 0, closedok = 0;
	int notinteractive = 0, started;

	error_stackinit(&base);
	/*
	 * The arena's first chunk goes first on the heap, before the
	 * variables: start-up writes only its head, and the variables
	 * after it; made later, its far end (where malloc writes the next
	 * block's header) would be one more page that rc -c exit touches.
	 */
	(void)mem_nalloc(0);
	hooks();
	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1] != '\0'; i++) {
		const char *p;
		if (strcmp(argv[i], "--") == 0) {
			i++;
			break;
		}
		for (p = argv[i] + 1; *p != '\0'; p++) {
			if ((unsigned char)*p < 128)
				flag_set((unsigned char)*p, 1);
			switch (*p) {
			case 'c':
				/*
				 * The command is the rest of this word or the next
				 * one; every word after it is $*, -- and all.
				 */
				if (p[1] != '\0')
					cmd = p + 1;
				else if (i + 1 < argc)
					cmd = argv[++i];
				else {
					print_fd(2, "%s: option requires an argument -- c\n", argv[0]);
					os_exit(1);
				}
				i++;
				goto endopts;
			case 'd': case 'e': case 'n': case 'v': case 'x':
				break;	/* in flag_letters, above */
			/* of -i and -I, the later one counts (but see below) */
			case 'i': interactive = 1; notinteractive = 0; break;
			case 'I': notinteractive = 1; interactive = 0; break;
			case 'l': login = 1; break;
			case 'o': closedok = 1; break;
			case 'p': nofns = 1; break;
			case 's': readstdin = 1; break;
			default:
				print_fd(2, "%s: bad option: -%c\n", argv[0], *p);
				os_exit(1);
			}
		}
	}
endopts:
	if (readstdin)
		cmd = NULL;	/* -s before -c: the reference reads stdin, and -c's text is lost */
	if (argv[0] != NULL && argv[0][0] == '-')
		login = 1;
	if (!closedok)
		openstd();
	/* a descriptor left non-blocking by a parent would break our children */
	{
		int fl = fcntl(0, F_GETFL);
		if (fl >= 0 && (fl & O_NONBLOCK))
			fcntl(0, F_SETFL, fl & ~O_NONBLOCK);
	}
	defaults();
	importenv(nofns);
	var_setargs(NULL);	/* $* made now, as the reference makes it, for whatis's order */
	if (!interactive && !notinteractive && cmd == NULL
	    && (i >= argc || readstdin) && isatty(0))
		interactive = 1;
	if (notinteractive)
		interactive = 0;
	/*
	 * A script named with any -i is read interactively; but as in the
	 * reference, the signals are set up, and -i is put back at the end,
	 * as the last of -i and -I said (rc -i -I script prompts, and a
	 * SIGTERM ends it).
	 */
	started = interactive;
	if (cmd == NULL && i < argc && !readstdin && flag_letters['i'])
		interactive = 1;
	input_setinteractive(interactive);
	flag_set('i', interactive);
	sig_init(started, flag_letters['d'], ignorefn, fn_drop);

	/*
	 * As in the reference, -i is handed to the first . that runs: the
	 * script's, unless a . in .rcrc ran first and took it (reading its
	 * file at a prompt); the script is then not read interactively.
	 */
	builtin_dot_eye(flag_letters['i']);
	if (login)
		rcrc(argv[0]);
	if (cmd != NULL) {
		setargs(argv + i, argc - i, argv[0]);
		/*
		 * Its last command is forked like the others, not exec'd in
		 * rc's place, as in the reference: $pid stays rc's, a SIGQUIT
		 * sent to it finds rc's catcher, and a command killed by a
		 * signal is reported and gives status 1.
		 */
		input_push_string(cmd, strlen(cmd));
		input_set_interactive(interactive);
	} else if (i < argc && !readstdin) {
		int fd = os_openscript(argv[i]);
		if (fd < 0) {
			error_warn("%s: %s", argv[i], print_strerror(errno));
			os_exit(1);
		}
		setargs(argv + i + 1, argc - i - 1, argv[i]);
		interactive = builtin_dot_eye(0);
		input_setinteractive(interactive);
		flag_set('i', interactive);
		input_push_fd(fd, interactive);
	} else {
		setargs(argv + i, argc - i, argv[0]);
		input_push_fd(0, interactive);
	}
	builtin_dot_eye(0);
	toplevel(interactive);
	/*
	 * At the end of its input the reference has popped it and put -i
	 * back as it was when it began reading: an error in fn sigexit then
	 * says line -1, or no line at a prompt (flag i + or - notwithstanding).
	 */
	input_pop();
	input_setinteractive(started);
	proc_exit(status_exitcode());
}
