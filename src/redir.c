/* redir.c: applying redirections, heredoc pipes and <{...} >{...} pipes. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "redir.h"
#include "walk.h"
#include "mem.h"
#include "error.h"
#include "glob.h"
#include "os.h"
#include "print.h"
#include "sig.h"

Redir *
redir_prepare(Node *n, Redir *next)
{
	Redir *r = nalloc(sizeof *r);
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
		if (raised != E_ERROR)
			rc_raise(raised);
		return NULL;
	}
	l = expand(n->a);
	catch_pop(&c);
	if (n->i == R_HERESTRING)
		return listflat(l, " ");
	l = glob_expand(l);
	if (l == NULL || l->n != NULL) {
		rc_lineerror("%s", l == NULL ? "null filename in redirection"
		    : "multi-word filename in redirection");
		return NULL;
	}
	return l->w;
}

/* Does a word run commands, in a backquote or a <{} or >{}? */
static int
runs(const Node *w)
{
	if (w == NULL || w->t == N_WORD)
		return 0;
	if (w->t == N_BACKQ || w->t == N_NMPIPE)
		return 1;
	return runs(w->a) || runs(w->b);
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
	os_restorefd(s->saved, s->fd);
}

/* Text for a heredoc arrives through a pipe; a large one from a child. */
static int
herestring(const char *s)
{
	size_t n = strlen(s);
	int fds[2];
	pid_t pid;

	os_pipe(fds);
	if (n <= 4096)
		writeall(fds[1], s, n);
	else if ((pid = os_fork(OS_HELPER)) == 0) {
		close(fds[0]);
		enter_child(CHILD_HELPER);
		writeall(fds[1], s, n);
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
		rc_warn("%s: %s", file, rc_strerror(errno));
	return fd;
}

int
redir_apply(Redir *r, int save)
{
	for (; r != NULL; r = r->next) {
		Node *n = r->n;
		int target = n->fd, fd;
		char *file;

		if (save) {
			SavedFd *s = nalloc(sizeof *s);
			s->saved = os_savefd(target);
			s->fd = target;
			frame_push(&s->f, undo_fd);
		}
		if (n->t == N_DUP) {
			if (n->fd2 < 0) {
				close(target);
				continue;
			}
			if (os_dup2(n->fd2, target) < 0) {
				rc_warn("dup2: %s", rc_strerror(errno));
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
				rc_warn("dup2: %s", rc_strerror(errno));
				close(fd);
				return -1;
			}
			close(fd);
		}
	}
	return 0;
}

/*
 * <{cmd} and >{cmd}: a pipe to a child, named by /dev/fd/N.  Our end
 * stays held (os_hold), so it is closed when the command that named it
 * ends, whatever command that is.
 */
char *
nmpipe(Node *n)
{
	int fds[2], keep;
	pid_t pid;
	char buf[24];

	os_pipe(fds);
	pid = os_fork(OS_HELPER);
	if (pid == 0) {
		enter_child(0);
		if (n->i == 0) {
			close(fds[0]);
			os_dup2(fds[1], 1);
			close(fds[1]);
		} else {
			close(fds[1]);
			os_dup2(fds[0], 0);
			close(fds[0]);
		}
		walk_child(n->a);
	}
	keep = n->i == 0 ? fds[0] : fds[1];
	os_close(n->i == 0 ? fds[1] : fds[0]);
	return sprint("/dev/fd/%s", fmtnum(buf, keep));
}
