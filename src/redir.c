/* redir.c: applying redirections, heredoc pipes and <{...} >{...} pipes. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "redir.h"
#include "walk.h"
#include "expand.h"
#include "mem.h"
#include "error.h"
#include "glob.h"
#include "os.h"
#include "out.h"
#include "print.h"
#include "signal.h"

Redir *
redir_prepare(Node *n, Redir *next)
{
	Redir *r = mem_nalloc(sizeof *r);
	r->n = n;
	r->next = next;
	return r;
}

/*
 * A target is expanded when its redirection comes to be applied, after
 * the ones before it, as in the reference: one after a redirection that
 * failed is never worked out (its backquotes do not run, its bad
 * subscript is not said).  An error in it fails the redirection only.
 * NULL with the error said; a herestring's text comes back as one word.
 */
static char *
expand_target(Node *n)
{
	List *l;
	Catch c;

	if (CATCH(c) != 0) {
		if (error_raised != E_ERROR)
			error_raise(error_raised);
		return NULL;
	}
	l = expand(n->a);
	error_catchpop(&c);
	if (n->i == R_HERESTRING)
		return list_flat(l, " ");
	l = glob_expand(l);
	if (l == NULL || l->n != NULL) {
		error_atline("%s", l == NULL ? "null filename in redirection"
		    : "multi-word filename in redirection");
		return NULL;
	}
	return l->w;
}

/* Does a word run commands, in a backquote or a <{} or >{}? */
static int
runs(const Node *w)
{
	/*
	 * A list of any length (N_ARGS: on to b) or a ^ chain (on to a) is
	 * followed in a loop; only the other side, nested as deep as
	 * parentheses or $ go, takes the stack.
	 */
	while (w != NULL && w->t != N_WORD) {
		int list = w->t == N_ARGS;
		if (w->t == N_BACKQ || w->t == N_NMPIPE)
			return 1;
		error_stackcheck();
		if (runs(list ? w->a : w->b))
			return 1;
		w = list ? w->b : w->a;
	}
	return 0;
}

/* Does a target run commands?  Then the child works it out. */
int
redir_runs(Redir *r)
{
	for (; r != NULL; r = r->next)
		if (r->n->t == N_REDIR && runs(r->n->a))
			return 1;
	return 0;
}

/* A descriptor a redirection replaced, and where the shell saved it. */
typedef struct SavedFd {
	Frame f;
	int saved, fd;
} SavedFd;

static void
undo_fd(Frame *f)
{
	SavedFd *s = (SavedFd *)f;
	out_release();	/* held echoes are the descriptor's they were written to */
	os_restorefd(s->saved, s->fd);
}

/*
 * Text for a heredoc arrives through a pipe; a large one from a child.
 * A pipe that cannot be made fails the redirection, as in the reference,
 * where it is made in the command's child: the script goes on.
 */
static int
herestring(const char *s)
{
	size_t n = strlen(s);
	int fds[2];
	pid_t pid;

	if (pipe(fds) < 0) {
		error_warn("pipe: %s", print_strerror(errno));
		return -1;
	}
	os_hold(fds[0]);
	os_hold(fds[1]);
	if (n <= 4096)
		out_write(fds[1], s, n);
	else if ((pid = os_fork(OS_HELPER)) == 0) {
		close(fds[0]);
		proc_enterchild(CHILD_HELPER);
		out_write(fds[1], s, n);
		os_exit(0);
	}
	os_close(fds[1]);
	os_unhold(fds[0]);	/* redir_apply moves it into place at once */
	return fds[0];
}

static int
openredir(Node *n, const char *file)
{
	static const int flags[] = {
		[R_FROM] = O_RDONLY,
		[R_CREATE] = O_WRONLY | O_CREAT | O_TRUNC,
		[R_APPEND] = O_WRONLY | O_CREAT | O_APPEND,
	};
	int fd;

	if (n->i == R_HERESTRING)
		return herestring(file);
	do	/* opening a fifo blocks, and a signal may interrupt it */
		fd = open(file, flags[n->i], 0666);
	while (fd < 0 && errno == EINTR && !sig_pending(SIGINT));
	if (fd < 0)
		error_warn("%s: %s", file, print_strerror(errno));
	return fd;
}

/* Is fd among the descriptors saved so far? */
static int
saved(SavedFd **v, int n, int fd)
{
	int i;
	for (i = 0; i < n; i++)
		if (v[i]->fd == fd)
			return 1;
	return 0;
}

/* The least number above both fd and low (none above INT_MAX: no copy can be had). */
static int
above(int fd, int low)
{
	return fd < low ? low : fd == INT_MAX ? INT_MAX : fd + 1;
}

/*
 * A copy of every descriptor the redirections replace, each once, made
 * before any is replaced: when one cannot be had (a low limit on
 * descriptors), none is kept and nothing has moved.  The copies are
 * numbered above every descriptor the redirections name, so none is
 * overwritten or copied from by mistake.
 */
static int
savefds(Redir *r)
{
	SavedFd **v;
	Redir *p;
	int n = 0, i, low = 10;

	for (p = r; p != NULL; p = p->next) {
		n++;
		low = above(p->n->fd, low);
		if (p->n->t == N_DUP)
			low = above(p->n->fd2, low);
	}
	v = mem_nalloc(n * sizeof *v);
	for (n = 0, p = r; p != NULL; p = p->next) {
		if (saved(v, n, p->n->fd))
			continue;
		v[n] = mem_nalloc(sizeof **v);
		v[n]->fd = p->n->fd;
		if ((v[n]->saved = os_savefd(p->n->fd, low)) < 0 && errno != EBADF) {
			while (n-- > 0)
				if (v[n]->saved >= 0)
					close(v[n]->saved);
			return -1;
		}
		n++;
	}
	for (i = 0; i < n; i++)
		error_framepush(&v[i]->f, undo_fd);
	return 0;
}

int
redir_apply(Redir *r, int save)
{
	out_release();
	if (save && savefds(r) < 0)
		return REDIR_UNSAVED;
	for (; r != NULL; r = r->next) {
		Node *n = r->n;
		int target = n->fd, fd;
		char *file;

		if (n->t == N_DUP) {
			if (n->fd2 < 0) {
				close(target);
				continue;
			}
			if (os_dup2(n->fd2, target) < 0) {
				error_warn("dup2: %s", print_strerror(errno));
				return -1;
			}
			continue;
		}
		if ((file = expand_target(n)) == NULL)
			return -1;
		fd = openredir(n, file);
		if (fd < 0)
			return -1;
		if (fd != target) {
			if (os_dup2(fd, target) < 0) {
				error_warn("dup2: %s", print_strerror(errno));
				close(fd);
				return -1;
			}
			close(fd);
		}
	}
	return 0;
}

/*
 * Redirections with no command: their files are opened (and made) and
 * the shell's descriptors put back.  When the shell cannot keep copies
 * to put back, a child applies them: it says what fails, as the shell
 * would have, and nothing of the shell's own is lost.
 */
int
redir_only(Redir *r)
{
	Frame *top = error_frametop();
	int st = redir_apply(r, 1), ws;
	pid_t pid;

	error_unwind(top);
	if (st != REDIR_UNSAVED)
		return st;
	if ((pid = os_fork(OS_WAITED)) == 0) {
		Catch c;
		proc_enterchild(CHILD_PLAIN);
		if (CATCH(c) != 0)
			os_exit(1);
		os_exit(redir_apply(r, 0) < 0);
	}
	if (os_wait(pid, &ws, 0) < 0)
		return -1;
	return WIFEXITED(ws) && WEXITSTATUS(ws) == 0 ? 0 : -1;
}

/*
 * <{cmd} and >{cmd}: a pipe to a child, named by /dev/fd/N.  Our end
 * stays held (os_hold), so it is closed when the command that named it
 * ends, whatever command that is.
 */
char *
redir_nmpipe(Node *n)
{
	int fds[2], keep;
	pid_t pid;
	char buf[24];

	os_pipe(fds);
	pid = os_fork(OS_HELPER);
	if (pid == 0) {
		proc_enterchild(CHILD_PLAIN);
		if (n->i == 0) {
			close(fds[0]);
			os_dup2(fds[1], 1);
			close(fds[1]);
		} else {
			close(fds[1]);
			os_dup2(fds[0], 0);
			close(fds[0]);
		}
		proc_child(n->a);
	}
	keep = n->i == 0 ? fds[0] : fds[1];
	os_close(n->i == 0 ? fds[1] : fds[0]);
	return print_arena("/dev/fd/%s", print_num(buf, keep));
}
