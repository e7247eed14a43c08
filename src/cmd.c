/* cmd.c: commands and their execution: simple commands, lookup, builtins, programs, exec, redirected subshells, pipelines, background, fn definitions, and what ~ matches. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "walk.h"
#include "eval.h"
#include "expand.h"
#include "builtin.h"
#include "error.h"
#include "fn.h"
#include "glob.h"
#include "input.h"
#include "mem.h"
#include "os.h"
#include "out.h"
#include "print.h"
#include "redir.h"
#include "signal.h"
#include "status.h"
#include "var.h"

/* -x: each command as rc would read it back. */
void
cmd_trace(const char *prefix, List *args)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	print_s(&b, prefix);
	print_words(&b, args);
	print_c(&b, '\n');
	print_flush(&b);
}

/*
 * A program's status (prog), or a subshell's.  A program that took a ^C
 * and exited by itself leaves the cursor where it left it (see
 * sig_waited); after a subshell the reference always starts a new line.
 */
static void
waitfor(pid_t pid, int prog)
{
	int ws;
	if (os_wait(pid, &ws, 0) < 0)
		status_set(1);
	else if (prog)
		status_setprog(ws);
	else
		status_setwait(ws, 1);
}

/*
 * Can a command with these redirections be spawned by vfork?  The shell
 * applies them itself around the spawn (the child inherits them, and the
 * shell puts its own descriptors back), which is cheaper than copying
 * the shell with fork to apply them in the child.  Left to fork: targets
 * from 10 up (the shell keeps its saved copies there), and a copy from a
 * descriptor other than 0, 1, 2 or one set earlier in the list, which
 * may be the shell's own (a script's), closed in a forked child; and
 * targets that run commands, which the reference runs in the child,
 * where the script's descriptors are closed (<{} names /dev/fd/3).
 */
static int
spawnable(Redir *rds)
{
	unsigned set = 07;	/* descriptors the child may copy from */

	if (redir_runs(rds))
		return 0;
	for (; rds != NULL; rds = rds->next) {
		Node *n = rds->n;
		if (n->fd < 0 || n->fd >= 10)
			return 0;
		if (n->t == N_DUP && n->fd2 >= 0
		    && (n->fd2 >= 10 || !(set & 1u << n->fd2)))
			return 0;
		if (n->t == N_DUP && n->fd2 < 0)
			set &= ~(1u << n->fd);
		else
			set |= 1u << n->fd;
	}
	return 1;
}

/* An external command: exec at once when nothing follows, else fork. */
static void
external(List *args, Redir *rds)
{
	int last = proc.last;
	char *path = os_which(args->w);
	char **argv;
	pid_t pid;

	if (path == NULL) {
		if (last && proc_inchild())
			proc_execfailed();
		status_set(1);
		return;
	}
	argv = list_argv(args);
	if (last && !proc_inchild() && sig_exitfn())
		last = 0;
	if (last) {
		if (redir_apply(rds, 0) < 0)
			os_exit(1);
		os_exec_try(argv, path);
		proc_execfailed();
	}
	if (spawnable(rds)) {
		Frame *top = error_frametop();
		int r = redir_apply(rds, 1), e;
		pid = r < 0 ? -1 : os_spawn(argv, path);
		e = errno;
		error_unwind(top);	/* our descriptors back */
		if (r < 0 && r != REDIR_UNSAVED) {
			status_set(1);
			return;
		}
		if (pid > 0) {
			waitfor(pid, 1);
			return;
		}
		if (r != REDIR_UNSAVED && e != ENOEXEC) {	/* a fork applies what could not be saved */
			print_fd(2, "rc: %s: %s\n", argv[0], print_strerror(e));
			status_set(1);
			return;
		}
	}
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		proc_enterchild(CHILD_PLAIN);
		if (redir_apply(rds, 0) < 0)
			os_exit(1);
		os_exec(argv, path);
	}
	waitfor(pid, 1);
}

/*
 * A builtin whose output could not be written says so, and fails: the
 * reference says nothing, and the data is lost without a trace.
 */
void
cmd_writefailed(const char *name, int err)
{
	error_warn("%s: write error: %s", name, print_strerror(err));
}

static int
runbuiltin(Builtin *b, List *args)
{
	int r;
	if (out_err() != 0)
		out_errswap(0);
	r = b(args);
	if (out_err() != 0) {
		cmd_writefailed(args->w, out_errswap(0));
		status_set(1);
	}
	return r;
}

/*
 * A function looked up before the shell dropped it: a child drops the
 * signal handlers written in rc and fn sigexit (sig_child), and so does
 * exec (proc_lastcmd).  Called so, one runs nothing, status 0, as in the
 * reference.
 */
static int
callkept(Fn *f, List *args)
{
	if (fn_lookup(args->w) != f) {
		status_set(0);
		return WALK_OK;
	}
	return walk_fn(f, args);
}

/*
 * The reference runs a builtin, a function or a group that has
 * redirections in a subshell, so they change nothing in the shell.
 */
int
cmd_insubshell(Fn *f, Builtin *b, List *args, Node *group, Redir *rds)
{
	int last = proc.last;
	pid_t pid;

	/* the last thing a child does needs no subshell of its own */
	if (last && proc_inchild() && group != NULL) {
		if (redir_apply(rds, 0) < 0) {
			status_set(1);
			return WALK_OK;
		}
		return walk_tail(group);
	}
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		Catch c;
		proc_enterchild(CHILD_SUBSHELL);
		if (CATCH(c) != 0)
			proc_failed();
		if (redir_apply(rds, 0) < 0)
			os_exit(1);
		if (f != NULL)
			callkept(f, args);
		else if (b != NULL)
			runbuiltin(b, args);
		else
			proc_walklast(group);
		proc_exit(status_exitcode());
	}
	waitfor(pid, 0);
	if (!(last && proc_inchild()))
		proc_eflag_check();
	if (sig_any)
		proc_sigcheck();
	return WALK_OK;
}

/*
 * A name with a directory in front (/x, ./x, ../x) is a program's: rc
 * looks up no function nor builtin by it, as the reference does not.
 */
static int
pathname(const char *w)
{
	return w[0] == '/' || (w[0] == '.' && (w[1] == '/'
	    || (w[1] == '.' && w[2] == '/')));
}

/* What a command's name runs: a function (not after builtin), else a builtin. */
static void
findcmd(const char *name, int nofn, Fn **f, Builtin **b)
{
	int path = pathname(name);
	*f = nofn || path ? NULL : fn_lookup(name);
	*b = *f != NULL || path ? NULL : builtin_find(name);
}

/* exec's and builtin's own redirections: kept, and an error a prompt survives. */
static void
keepredirs(Redir *rds)
{
	if (rds != NULL && redir_apply(rds, 0) < 0) {
		status_set(1);
		/*
		 * -e ends rc for this, and the reference's fn sigexit then meets
		 * exec's redirections still waiting: they fail again (a second
		 * message), and rc exits 1 without running it.
		 */
		if (flag_e && walk_incond() == 0 && proc_eexitarmed()
		    && redir_apply(rds, 0) < 0) {
			proc_exitwithout(1);
		}
		error_raise(E_ERROR);
	}
}

/* exec of a function or builtin: see cmd_exec. */
static int
execinshell(Fn *f, Builtin *b, List *args, Redir *rds)
{
	Catch c;
	int r;

	proc_lastcmd();
	input_dropfds();
	if (CATCH(c) != 0)
		proc_exit(1);
	keepredirs(rds);
	r = f != NULL ? callkept(f, args) : runbuiltin(b, args);
	error_catchpop(&c);
	if (r != WALK_OK) {
		proc_execleft();
		return r;
	}
	proc_exit(status_exitcode());
}

/*
 * exec with a command, as the reference runs it.  exec and builtin before
 * it are prefixes (exec builtin exec echo).  A function or builtin runs in
 * this shell, which then exits with its status: an error there ends rc,
 * status 1, while return, break and continue leave it as they would
 * anyway (but the script is given up by then: its next read fails); fn
 * sigexit never runs again here.  A program is looked for first, and not
 * finding it, or failing to exec it, runs fn sigexit; once the
 * redirections begin to apply there is no way back.
 */
int
cmd_exec(List *args, Redir *rds)
{
	Fn *f;
	Builtin *b;
	int nofn = 0;
	char *path;

	for (;;) {
		findcmd(args->w, nofn, &f, &b);
		nofn = builtin_is_builtin(b);
		if (!nofn && !builtin_is_exec(b))
			break;
		if ((args = args->n) == NULL) {	/* exec builtin: only redirections */
			keepredirs(rds);
			return WALK_OK;
		}
	}
	if (f != NULL || b != NULL)
		return execinshell(f, b, args, rds);
	path = os_which(args->w);
	if (path == NULL && proc_inchild())
		proc_execfailed();
	if (path == NULL)
		proc_exit(1);
	if (rds != NULL && redir_apply(rds, 0) < 0)
		os_exit(1);
	os_exec_try(list_argv(args), path);
	if (proc_inchild())
		proc_execfailed();
	proc_exit(1);
}

/* Run a command given as a list, by function, builtin or $path. */
int
cmd_command(List *args, Redir *rds, int nofn)
{
	int last = proc.last;
	Fn *f;
	Builtin *b;
	unsigned long before;
	int r;

	findcmd(args->w, nofn, &f, &b);
	/* builtin is a prefix, as in the reference: what follows is looked up here */
	while (builtin_is_builtin(b) && args->n != NULL) {
		args = args->n;
		findcmd(args->w, 1, &f, &b);
	}
	if (out_holding() && (!builtin_is_echo(b) || rds != NULL))	/* the echoes held before it go out first */
		out_release();

	/*
	 * -e acts on what a command or builtin left, but not on the status
	 * a function returns, nor on return's own, as in the reference.
	 */
	if (f == NULL && b == NULL) {
		external(args, rds);
		proc_eflag_check();
		if (sig_any)	/* the handler runs now, as in the reference, not after what comes next */
			proc_sigcheck();
		return WALK_OK;
	}
	if (last && proc_inchild() && !builtin_is_exec(b))
		proc_lastcmd();	/* the child ends with this, as if by exec */
	/*
	 * A backquote's child keeps the script's descriptors; the reference
	 * closes them when a function or . is the last thing that child does.
	 */
	if (last && proc_inchild() && (f != NULL || builtin_is_dot(b)))
		input_closefds();
	if (builtin_is_exec(b) && args->n != NULL)
		return cmd_exec(args->n, rds);
	if (rds != NULL && !builtin_is_exec(b))
		return cmd_insubshell(f, b, args, NULL, rds);
	if (f != NULL)	/* proc_lastcmd may have dropped it */
		return last && proc_inchild() ? callkept(f, args) : walk_fn(f, args);
	keepredirs(rds);	/* only exec gets here */
	before = status_count();
	r = runbuiltin(b, args);
	/*
	 * -e acts on a status the builtin set itself, as in the reference:
	 * not on one it left alone (newpgrp, wait, eval), nor on the last of
	 * the commands . or eval ran, which acted on it then (builtin alone
	 * counts as setting it).  The last thing a child does leaves -e to
	 * its parent, which sees its status.
	 */
	if (!builtin_is_return(b) && !(last && proc_inchild())
	    && ((builtin_is_builtin(b) && args->n == NULL)
	    || (status_count() != before && status_count() != walk_inputend())))
		proc_eflag_check();
	return r;
}

/* The redirections among a command's words, in order. */
static Redir *
prepredirs(Node *chain)
{
	Redir *out = NULL, **tail = &out;
	for (; chain != NULL; chain = chain->b) {
		Node *r = chain->a;
		if (r->t != N_REDIR && r->t != N_DUP)
			continue;	/* a word of the command */
		*tail = redir_prepare(r, NULL);
		tail = &(*tail)->next;
	}
	return out;
}

/* Count the words of a chain, through parentheses; *np the last <{} or >{}. */
static int
countwords(Node *w, Node **np)
{
	int k = 0;
	for (; w != NULL; w = w->b) {
		Node *x = w->t == N_ARGS ? w->a : w;
		if (x->t == N_REDIR || x->t == N_DUP)
			return -1;
		if (x->t == N_PAREN) {
			int m;
			error_stackcheck();	/* (((a))): as deep as the parser lets them nest */
			m = countwords(x->a, np);
			if (m < 0)
				return -1;
			k += m;
		} else {
			*np = x;
			k++;
		}
		if (w->t != N_ARGS)
			break;
	}
	return k;
}

/*
 * Whether the words are one <{cmd} (in parentheses or not), which the
 * reference refuses as a command before running cmd.  A lone word that
 * is not in parentheses is the first, so the count is needed only when
 * the first is a <{} or a parenthesis: not for almost every command.
 */
static int
lonenmpipe(Node *args)
{
	Node *first = args != NULL && args->t == N_ARGS ? args->a : args, *np = NULL;

	if (first == NULL || (first->t != N_NMPIPE && first->t != N_PAREN))
		return 0;
	return countwords(args, &np) == 1 && np->t == N_NMPIPE;
}

static int
command(Node *n)
{
	List *head = NULL, **tail = &head;
	Redir *rds;
	Node *a;
	int r;

	if (lonenmpipe(n->a))
		error_msg("named pipes cannot be executed as commands");
	for (a = n->a; a != NULL; a = a->b) {
		if (a->a->t == N_REDIR || a->a->t == N_DUP)
			continue;
		*tail = expand(a->a);
		while (*tail != NULL)
			tail = &(*tail)->n;
	}
	head = glob_expand(head);
	if (flag_x)	/* before the targets: the reference traces a command whose redirection fails, and an empty one as () */
		cmd_trace(head != NULL ? "" : "()", head);
	rds = prepredirs(n->a);
	if (head == NULL) {	/* no command: $status as rc would exit with it */
		status_set(redir_only(rds) < 0 ? 1 : status_exitcode());
		proc_eflag_check();
		return WALK_OK;
	}
	r = cmd_command(head, rds, 0);
	return r;
}

/* A command run in the shell ends the pipes that assignments kept. */
int
cmd_simple(Node *n)
{
	int r = command(n);
	os_endcmd();
	return r;
}

void
cmd_background(Node *n)
{
	pid_t pid = os_fork(OS_JOB);
	char buf[24];

	if (pid == 0) {
		int fd;
		proc_enterchild(CHILD_JOB);
		if ((fd = open("/dev/null", O_RDONLY)) >= 0) {
			os_dup2(fd, 0);
			if (fd != 0)
				close(fd);
		}
		proc_child(n);
	}
	print_num(buf, pid);
	var_setstr("apid", buf);
	if (input_flag_i)
		print_fd(2, "%s\n", buf);
	/* $status is left alone, as in the reference */
}

/*
 * A pipeline cut short by an error (a pipe or a fork that failed): its
 * pipes close, so the commands it started see the end of their input,
 * and they are waited for, as the whole pipeline would have been; left
 * for wait, they would count against a limit on processes until then,
 * and the next command could not start either.
 */
typedef struct Started {
	Frame f;
	pid_t *pids;
	int n;		/* slots of pids to reap; 0 for one not started */
	int held;	/* the pipes held from here are the pipeline's */
} Started;

static void
undo_started(Frame *f)
{
	Started *s = (Started *)f;
	int i, ws;
	os_release(s->held);
	for (i = 0; i < s->n; i++)
		if (s->pids[i] > 0)
			os_wait(s->pids[i], &ws, 0);
}

/*
 * The commands are started from the right, as the reference starts them,
 * so that under -x the last command's trace usually comes first, as the
 * reference's does.
 */
void
cmd_pipeline(Node *n)
{
	Node *cmds[64], **cv = cmds, *p;
	int k = 0, i, max = 64, *ws;
	pid_t *pids;
	int nextwrite = -1;	/* the write end of the pipe into command i + 1 */
	Started started;

	for (p = n; p != NULL && p->t == N_PIPE; p = p->a)
		k++;
	k++;
	if (k > max)
		cv = mem_nalloc(k * sizeof *cv);
	pids = mem_nalloc(k * sizeof *pids);
	ws = mem_nalloc(k * sizeof *ws);
	/* the tree leans left: the rightmost command is at the top */
	for (p = n, i = k - 1; p != NULL && p->t == N_PIPE; p = p->a)
		cv[i--] = p;
	cv[0] = p;
	for (i = 0; i < k; i++)
		pids[i] = 0;
	/* a failed pipe or fork leaves the pipe ends held: walk closes them */
	started.pids = pids;
	started.n = k;
	started.held = os_holdmark();
	error_framepush(&started.f, undo_started);
	for (i = k - 1; i >= 0; i--) {
		int fds[2] = { -1, -1 };
		Node *cmd = i == 0 ? cv[0] : cv[i]->b;
		int readfd = i > 0 ? cv[i]->fd2 : 0;

		if (i > 0)
			os_pipe(fds);
		pids[i] = os_fork(OS_WAITED);
		if (pids[i] == 0) {
			proc_enterchild(CHILD_PLAIN);
			if (nextwrite >= 0 && nextwrite == readfd)
				nextwrite = dup(nextwrite);	/* not lost to the dup below */
			if (i > 0) {
				close(fds[1]);
				os_dup2(fds[0], readfd);
				if (fds[0] != readfd)
					close(fds[0]);
			}
			if (nextwrite >= 0) {
				os_dup2(nextwrite, cv[i + 1]->fd);
				if (nextwrite != cv[i + 1]->fd)
					close(nextwrite);
			}
			proc_child(cmd);
		}
		if (nextwrite >= 0)
			os_close(nextwrite);
		nextwrite = -1;
		if (i > 0) {
			os_close(fds[0]);
			nextwrite = fds[1];
		}
	}
	started.n = 0;
	error_framepop(&started.f);
	for (i = 0; i < k; i++)
		if (os_wait(pids[i], &ws[i], 0) < 0)
			ws[i] = 1 << 8;
	/*
	 * The reference stores each status, the last command's first, and
	 * -e acts on each one that is false: that ends rc before the earlier
	 * commands' statuses are stored or their signals reported.
	 */
	for (i = k - 1; i >= 0; i--) {
		status_pipe_store(ws[i], i, k);
		if (flag_e && !status_wait_true(ws[i])) {
			status_setpipe(k);
			proc_eflag_check();
		}
	}
	status_setpipe(k);
	if (sig_any)
		proc_sigcheck();
}

int
cmd_subshell(Node *n)
{
	pid_t pid;
	if (n->a == NULL) {
		status_set(0);	/* @ and nothing: a subshell that exits 0 */
		return WALK_OK;
	}
	/*
	 * A subshell forks even as the last thing a child does, as the
	 * reference's does: what kills it leaves that child to say so.
	 */
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		proc_enterchild(CHILD_SUBSHELL);
		proc_child(n->a);
	}
	waitfor(pid, 0);
	proc_eflag_check();	/* even as the last thing a child does, as in the reference */
	if (sig_any)
		proc_sigcheck();
	return WALK_OK;
}

int
cmd_brace(Node *n)
{
	if (n->b == NULL)
		return walk_tail(n->a);	/* {} is true, as any no command */
	cmd_insubshell(NULL, NULL, NULL, n->a, prepredirs(n->b));
	return WALK_OK;
}

int
cmd_matchany(List *subject, List *pats)
{
	List *s, *p;
	if (subject == NULL) {
		/* the empty list matches no pattern, or one that matches "" */
		if (pats == NULL)
			return 1;
		for (p = pats; p != NULL; p = p->n)
			if (p->m != NULL && glob_match("", p->w, p->m))
				return 1;
		return 0;
	}
	for (s = subject; s != NULL; s = s->n)
		for (p = pats; p != NULL; p = p->n)
			if (glob_match(s->w, p->w, p->m))
				return 1;
	return 0;
}

/* -x for ~: the subject as a list, the patterns as words, () for none. */
static void
cmd_tracematch(List *subject, List *pats)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	print_buf(&b, "~ %W ", subject);
	if (pats == NULL)
		print_s(&b, "()");
	print_words(&b, pats);
	print_c(&b, '\n');
	print_flush(&b);
}

void
cmd_definefns(Node *n)
{
	List *names = expand_words(n->a);
	if (names == NULL && n->t == N_NEWFN)
		error_msg("null function name");
	for (; names != NULL; names = names->n) {
		if (flag_x) {	/* one line for each name, as the reference traces */
			char space[512];
			Buf b = BUFFD(space, 2);
			print_s(&b, "fn ");
			print_name(&b, names->w, 0);
			if (n->t == N_NEWFN && n->b == NULL)
				print_s(&b, " {()}");
			else if (n->t == N_NEWFN) {
				print_s(&b, " {");
				tree_print(&b, n->b);
				print_c(&b, '}');
			}
			print_c(&b, '\n');
			print_flush(&b);
		}
		if (n->t == N_NEWFN) {
			fn_define(names->w, n->b);
			if (strcmp(names->w, "sigexit") == 0)
				proc_exitrearm();
			/* defined all the same, as in the reference; see sig_fn_changed */
			if (sig_number(names->w) == SIGCHLD)
				error_msg("can't trap SIGCHLD");
		} else
			fn_remove(names->w);
	}
	status_set(0);
}

/*
 * ~ $x word...: nothing to expand but a set variable, no pattern that
 * could change it, nothing to trace and a subject not empty: the
 * variable's words are matched where they are, each pattern as written.
 * -1 when the general way must do it.
 */
static int
quickmatch(Node *n)
{
	Node *p;
	Var *v;
	List *l;

	if (flag_x || n->a == NULL)
		return -1;
	for (p = n->b; p != NULL; p = p->b)
		if (p->a->t != N_WORD)
			return -1;
	if ((v = expand_plainvar(n->a)) == NULL || (l = var_refget(v)) == NULL)
		return -1;
	for (; l != NULL; l = l->n)
		for (p = n->b; p != NULL; p = p->b)
			if (p->a->i ? glob_match(l->w, p->a->s, NULL) : glob_matchword(l->w, p->a->s))
				return 1;
	return 0;
}

int
cmd_match(Node *n)
{
	List *subject, *pats;
	int r = quickmatch(n);

	if (r >= 0) {
		status_set(r ? 0 : 1);
		proc_eflag_check();
		return WALK_OK;
	}
	subject = glob_expand(expand(n->a));
	pats = expand_words(n->b);
	if (flag_x)
		cmd_tracematch(subject, pats);
	status_set(cmd_matchany(subject, pats) ? 0 : 1);
	proc_eflag_check();
	return WALK_OK;
}
