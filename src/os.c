/* os.c: fork, exec, wait and descriptor plumbing; the rest of rc asks here. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "os.h"
#include "mem.h"
#include "out.h"
#include "print.h"
#include "error.h"
#include "signal.h"
#include "list.h"

static OsHooks oshooks;	/* the layers above: see os_hooks */

void
os_hooks(const OsHooks *h)
{
	oshooks = *h;
}

void
os_stopeditor(void)
{
	if (oshooks.stopeditor != NULL)
		oshooks.stopeditor();
}

void
os_forgeteditor(void)
{
	if (oshooks.forgeteditor != NULL)
		oshooks.forgeteditor();
}

static char **
environment(void)
{
	extern char **environ;
	return oshooks.environment != NULL ? oshooks.environment() : environ;
}

/*
 * Descriptors the running command holds (pipes to <{...} and >{...},
 * and pipe ends between a pipe call and the fork that takes them): the
 * walker closes those a command opened when it ends, however it ends.
 */
static int *held;
static int nheld, maxheld;

int
os_holdmark(void)
{
	return nheld;
}

void
os_hold(int fd)
{
	if (nheld == maxheld) {
		maxheld = maxheld ? maxheld * 2 : 8;
		held = mem_realloc(held, maxheld * sizeof *held);
	}
	held[nheld++] = fd;
}

/* The caller takes the descriptor over: it closes or keeps it. */
void
os_unhold(int fd)
{
	int i;
	for (i = nheld; i-- > 0; )
		if (held[i] == fd) {
			memmove(held + i, held + i + 1, (nheld - i - 1) * sizeof *held);
			nheld--;
			return;
		}
}

void
os_close(int fd)
{
	os_unhold(fd);
	close(fd);
}

/* Close every descriptor held since the mark. */
void
os_release(int mark)
{
	while (nheld > mark)
		close(held[--nheld]);
}

/*
 * The pipes of a <{...} in an assignment outlive it, as in the
 * reference, where x = <{cmd}; cat $x reads the pipe: they wait, in
 * the order made, for the end of the next command run in the shell
 * (os_endcmd).  A scope (a function call, a loop's body, a command
 * with a local assignment, an input line) keeps the ones made before
 * it from its own commands, and closes the ones made inside it when it
 * ends, so none outlives the line, the call or the round of the loop
 * that made it (the reference aborts there).  Each has a serial number,
 * and a scope, or a loop's round, is the pipes numbered from its start:
 * so they are always the top of the stack.
 */
static struct Kept {
	int fd;
	unsigned long serial;
} *kept;
static int nkept, maxkept;
static unsigned long serials, scope;

/* Close those kept since the mark, in this scope. */
void
os_unkeep(unsigned long mark)
{
	if (mark < scope)
		mark = scope;
	while (nkept > 0 && kept[nkept - 1].serial >= mark)
		close(kept[--nkept].fd);
}

/* Those held since the mark outlive their command. */
void
os_keep(int mark)
{
	int i;
	for (i = mark; i < nheld; i++) {
		if (nkept == maxkept) {
			maxkept = maxkept ? maxkept * 2 : 8;
			kept = mem_realloc(kept, maxkept * sizeof *kept);
		}
		kept[nkept].fd = held[i];
		kept[nkept++].serial = serials++;
	}
	nheld = mark;
}

/* A command run in the shell ended: so do the pipes waiting for it. */
void
os_endcmd(void)
{
	os_unkeep(scope);
}

/* Before wait: a command writing to one of them might never end. */
void
os_endkept(void)
{
	while (nkept > 0)
		close(kept[--nkept].fd);
}

unsigned long
os_scope(void)
{
	unsigned long outer = scope;
	scope = serials;
	return outer;
}

void
os_endscope(unsigned long outer)
{
	os_unkeep(scope);
	scope = outer;
}

unsigned long
os_keptmark(void)
{
	return serials;
}

/*
 * The children rc forked, by pid, until their status is claimed: by
 * the command that forked them, or by wait, which takes also those of
 * the <{...}, >{...} and heredoc commands, as the reference does.  A
 * record whose pid the kernel hands to a new child is dropped at that
 * fork, so a new child never takes an old one's status, and there are
 * never more records than pids.  As in the reference, children are
 * reaped only while rc waits for one (so $apids lists a job that ended
 * until then), and here also when a fork fails for want of processes,
 * which those that ended count against.  The records are in a hash
 * table by pid, and in a list in the order of their forks for wait and
 * $apids: a record is found, made and dropped in constant time however
 * many pile up.
 */
typedef struct Child {
	pid_t pid;
	int ws;
	unsigned char kind, done;
	struct Child *newer, *older;	/* the order of the forks */
	struct Child *hnext;		/* the same bucket */
} Child;
static Child *newest;
static Child **bucket;
static size_t nbucket, nchild;

static Child **
slot(pid_t pid)
{
	return &bucket[(size_t)pid & (nbucket - 1)];
}

static Child *
findchild(pid_t pid)
{
	Child *c;
	if (nbucket == 0)
		return NULL;
	for (c = *slot(pid); c != NULL; c = c->hnext)
		if (c->pid == pid)
			return c;
	return NULL;
}

static void
dropchild(Child *c)
{
	Child **p;
	for (p = slot(c->pid); *p != c; p = &(*p)->hnext)
		;
	*p = c->hnext;
	if (c->newer != NULL)
		c->newer->older = c->older;
	else
		newest = c->older;
	if (c->older != NULL)
		c->older->newer = c->newer;
	nchild--;
	mem_free(c);
}

/* Twice the buckets when there are more records than buckets. */
static void
grow(void)
{
	Child **old = bucket, *c, *next;
	size_t n = nbucket, i;

	nbucket = nbucket ? nbucket * 2 : 16;
	bucket = mem_alloc(nbucket * sizeof *bucket);
	memset(bucket, 0, nbucket * sizeof *bucket);
	for (i = 0; i < n; i++)
		for (c = old[i]; c != NULL; c = next) {
			Child **p = slot(c->pid);
			next = c->hnext;
			c->hnext = *p;
			*p = c;
		}
	mem_free(old);
}

/* The status of a child reaped while we waited for another. */
static void
reaped(pid_t pid, int ws)
{
	Child *c = findchild(pid);
	if (c == NULL || c->done)
		return;		/* not ours: inherited across an exec */
	c->done = 1;
	c->ws = ws;
}

static void
track(pid_t pid, int kind)
{
	Child *c = findchild(pid), **p;

	if (c != NULL)
		dropchild(c);	/* finished long ago: the pid is another's now */
	if (nchild >= nbucket)
		grow();
	c = mem_alloc(sizeof *c);
	c->pid = pid;
	c->ws = 0;
	c->kind = (unsigned char)kind;
	c->done = 0;
	c->newer = NULL;
	c->older = newest;
	if (newest != NULL)
		newest->newer = c;
	newest = c;
	p = slot(pid);
	c->hnext = *p;
	*p = c;
	nchild++;
}

/*
 * In a new child: its parent's children are not its own, and the
 * descriptors it inherited it closes itself (written only if set: see
 * sig_child).
 */
static void
forgetall(void)
{
	if (newest != NULL)
		newest = NULL;
	if (nbucket != 0) {
		bucket = NULL;
		nbucket = nchild = 0;
	}
	if (nheld != 0)
		nheld = 0;
	if (nkept != 0)
		nkept = 0;
}

/* No child could be made: said with no line number, as the reference says it. */
static _Noreturn void
forkfailed(int err)
{
	error_msg_noline("fork: %s", print_strerror(err));
}

/*
 * Children that have ended, reaped now: their statuses wait for wait,
 * as if it had run.  1 when there was one.
 */
static int
reapended(void)
{
	int ws, any = 0;
	pid_t r;
	while ((r = waitpid(-1, &ws, WNOHANG)) > 0) {
		reaped(r, ws);
		any = 1;
	}
	return any;
}

/*
 * A fork failed: when for want of processes (EAGAIN), and children that
 * ended count against the limit until reaped (a job, a <{} left for
 * wait), they are reaped and the fork tried once more.
 */
static int
retryfork(int err)
{
	int again = err == EAGAIN && reapended();
	errno = err;	/* what to say if the second try fails too */
	return again;
}

/* Fork a child of the given kind; a failure is rc's error. */
pid_t
os_fork(int kind)
{
	pid_t pid;

	out_release();	/* before the child could write, and not twice */
	pid = fork();
	if (pid < 0 && retryfork(errno))
		pid = fork();
	if (pid < 0)
		forkfailed(errno);
	if (pid == 0)
		forgetall();
	else
		track(pid, kind);
	return pid;
}

void
os_exit(int code)
{
	out_release();
	_exit(code);
}

/*
 * Wait for one of our children and claim its status.  With intr, a
 * caught signal ends the wait (EINTR) so that its handler runs now;
 * otherwise it waits on.
 */
int
os_wait(pid_t pid, int *ws, int intr)
{
	Child *c = findchild(pid);

	if (c == NULL) {
		errno = ECHILD;
		return -1;
	}
	while (!c->done) {
		int s;
		pid_t r;
		if (intr && sig_any) {
			errno = EINTR;
			return -1;
		}
		r = waitpid(-1, &s, 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {	/* SIGCHLD ignored: the kernel keeps no status */
			int e = errno;
			while (newest != NULL)
				dropchild(newest);
			errno = e;
			return -1;
		}
		reaped(r, s);
	}
	*ws = c->ws;
	dropchild(c);
	return 0;
}

/* The newest child whose status is not claimed, for wait; -1 when none. */
pid_t
os_next_child(void)
{
	return newest != NULL ? newest->pid : -1;
}

int
os_dup2(int from, int to)
{
	int r;
	if (from == to)
		return 0;
	do
		r = dup2(from, to);
	while (r < 0 && errno == EINTR);
	return r < 0 ? -1 : 0;
}

/*
 * A close-on-exec copy of fd numbered low or higher, for the shell to
 * put back later.  -1 with errno EBADF when fd is not open (putting it
 * back is closing it); with EMFILE or EINVAL when no descriptor from low
 * up can be had (a low limit on descriptors).
 */
int
os_savefd(int fd, int low)
{
	return fcntl(fd, F_DUPFD_CLOEXEC, low);
}

void
os_restorefd(int saved, int fd)
{
	if (saved < 0)
		close(fd);
	else {
		os_dup2(saved, fd);
		close(saved);
	}
}

/*
 * A script is read from the descriptor open gives it, as in the
 * reference (so <{...} in a script is /dev/fd/4); children close it.
 */
int
os_openscript(const char *name)
{
	return open(name, O_RDONLY | O_CLOEXEC);
}

/* Both ends are held (see os_hold) until the caller lets them go. */
int
os_pipe(int fds[2])
{
	if (pipe(fds) < 0)	/* said with no line number, as the reference says it */
		error_msg_noline("pipe: %s", print_strerror(errno));
	os_hold(fds[0]);
	os_hold(fds[1]);
	return 0;
}

/* 0 when path is a regular file we may execute, else why not (an errno). */
static int
runnable(const char *path)
{
	struct stat st;
	if (stat(path, &st) < 0)
		return errno;
	if (!S_ISREG(st.st_mode) || access(path, X_OK) < 0)
		return EACCES;
	return 0;
}

/* A name rc does not search for: rooted at /, ./ or ../. */
static int
rootedname(const char *name)
{
	return name[0] == '/' || (name[0] == '.' && (name[1] == '/'
	    || (name[1] == '.' && name[2] == '/')));
}

/*
 * The full name of a command: a rooted name as it is, else the first
 * runnable file by $path.  NULL when there is none; *why is then the
 * reason the last place tried gave, as the reference reports it.
 */
char *
os_lookup(const char *name, int *why)
{
	List *p;
	size_t nl = strlen(name);

	*why = ENOENT;
	if (rootedname(name))
		return (*why = runnable(name)) == 0 ? (char *)name : NULL;
	for (p = oshooks.path != NULL ? oshooks.path() : NULL; p != NULL; p = p->n) {
		size_t dl = strlen(p->w);
		char *full = mem_nalloc(dl + nl + 2);
		if (dl == 0)
			memcpy(full, name, nl + 1);
		else {
			memcpy(full, p->w, dl);
			full[dl] = '/';
			memcpy(full + dl + 1, name, nl + 1);
		}
		if ((*why = runnable(full)) == 0)
			return full;
	}
	return NULL;
}

/*
 * The file to exec for a command, or NULL (reported).  As in the
 * reference, the shell itself judges a rooted name before it forks, so
 * the complaint goes to its own standard error, not to the command's
 * redirected one; a name not found prints with ? for each byte that is
 * not printable.
 */
char *
os_which(const char *name)
{
	char *path, *shown, *q;
	int why;

	if ((path = os_lookup(name, &why)) != NULL)
		return path;
	if (rootedname(name)) {
		print_fd(2, "rc: %s: %s\n", name, print_strerror(why));
		return NULL;
	}
	shown = q = mem_nstrdup(name);
	for (; *q != '\0'; q++)
		if ((unsigned char)*q < ' ' || (unsigned char)*q > '~')
			*q = '?';
	print_fd(2, "rc: cannot find `%s'\n", shown);
	return NULL;
}

/* exec, or run a file without #! by /bin/sh, as execvp does; reports a failure. */
void
os_exec_try(char **argv, const char *path)
{
	char **envp = environment();
	int n;

	os_stopeditor();
	execve(path, argv, envp);
	if (errno == ENOEXEC) {
		char **av;
		for (n = 0; argv[n] != NULL; n++)
			;
		av = mem_nalloc((n + 2) * sizeof *av);
		av[0] = "sh";
		av[1] = (char *)path;
		memcpy(av + 2, argv + 1, n * sizeof *av);
		execve("/bin/sh", av, envp);
	}
	print_fd(2, "rc: %s: %s\n", argv[0], print_strerror(errno));
}

void
os_exec(char **argv, const char *path)
{
	os_exec_try(argv, path);
	_exit(1);
}

/*
 * A command with nothing to set up in the child: vfork shares our memory
 * until the exec instead of copying the page tables as fork does, and
 * the child makes only the calls it needs (glibc's posix_spawn asks the
 * kernel about every signal).  All signals stay blocked until the child
 * has put rc's signals back to their defaults, so none of rc's handlers
 * runs in it.  -1 (errno set) when the spawn failed; ENOEXEC
 * means a script for /bin/sh, which fork handles.
 */
pid_t
os_spawn(char **argv, const char *path)
{
	sigset_t all, old;
	char **envp = environment();
	volatile int err = 0;
	pid_t pid;
	int ws;

	out_release();
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	pid = vfork();
	if (pid < 0 && retryfork(errno))
		pid = vfork();
	if (pid == 0) {
		sig_exec_defaults();
		sigprocmask(SIG_SETMASK, &old, NULL);
		execve(path, argv, envp);
		err = errno;
		_exit(127);
	}
	err = pid < 0 ? errno : err;
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (pid < 0)
		forkfailed(err);
	if (err != 0) {
		if (pid > 0)
			while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
				;
		errno = err;
		return -1;
	}
	track(pid, OS_WAITED);
	return pid;
}

/*
 * The children still running that no command waits for, oldest first:
 * $apids.  The background jobs, and, as in the reference, the <{...},
 * >{...} and heredoc commands.
 */
List *
os_jobs(void)
{
	List *l = NULL;
	Child *c;
	char buf[24];
	for (c = newest; c != NULL; c = c->older)
		if (c->kind != OS_WAITED && !c->done)
			l = list_mkword(mem_nstrdup(print_num(buf, c->pid)), l);
	return l;
}
