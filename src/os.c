/* os.c: fork, exec, wait and descriptor plumbing; the rest of rc asks here. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "os.h"
#include "env.h"
#include "mem.h"
#include "print.h"
#include "var.h"
#include "error.h"
#include "lineedit.h"
#include "sig.h"

pid_t
os_fork(void)
{
	pid_t pid = fork();
	if (pid < 0)
		rc_error("fork: %s", strerror(errno));
	return pid;
}

void
os_exit(int code)
{
	_exit(code);
}

/* Children that finish while we wait for another are kept for wait. */
typedef struct Dead {
	pid_t pid;
	int ws;
	struct Dead *next;
} Dead;
static Dead *dead;

static int
takedead(pid_t pid, int *ws)
{
	Dead **p;
	for (p = &dead; *p != NULL; p = &(*p)->next)
		if (pid < 0 || (*p)->pid == pid) {
			Dead *d = *p;
			*p = d->next;
			*ws = d->ws;
			efree(d);
			return 1;
		}
	return 0;
}

int
os_wait(pid_t pid, int *ws)
{
	if (takedead(pid, ws))
		return 0;
	for (;;) {
		int s;
		pid_t r = waitpid(-1, &s, 0);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == pid) {
			*ws = s;
			return 0;
		}
		{
			Dead *d = ealloc(sizeof *d);
			d->pid = r;
			d->ws = s;
			d->next = dead;
			dead = d;
		}
	}
}

int
os_reap(int *ws, pid_t *pid, int block)
{
	Dead **p;
	pid_t r;
	if (dead != NULL) {
		for (p = &dead; (*p)->next != NULL; p = &(*p)->next)
			;
		*pid = (*p)->pid;
		*ws = (*p)->ws;
		efree(*p);
		*p = NULL;
		return 1;
	}
	for (;;) {
		r = waitpid(-1, ws, block ? 0 : WNOHANG);
		if (r < 0 && errno == EINTR) {
			if (!block)
				continue;
			return -1;
		}
		if (r <= 0)
			return r == 0 ? 0 : -1;
		*pid = r;
		return 1;
	}
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

int
os_savefd(int fd)
{
	int s = fcntl(fd, F_DUPFD_CLOEXEC, 10);
	return s;
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
open_script(const char *name)
{
	return open(name, O_RDONLY | O_CLOEXEC);
}

int
os_pipe(int fds[2])
{
	if (pipe(fds) < 0)
		rc_error("pipe: %s", strerror(errno));
	return 0;
}

static int
executable(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && !S_ISDIR(st.st_mode)
	    && access(path, X_OK) == 0;
}

/* The full name of a command found by $path, or NULL (reported). */
char *
os_which(const char *name, int report)
{
	List *p;
	size_t nl = strlen(name);
	char *first = NULL;

	/* only names rooted at / . or .. skip the search */
	if (name[0] == '/' || (name[0] == '.' && (name[1] == '/'
	    || (name[1] == '.' && name[2] == '/'))))
		return (char *)name;
	for (p = var_get("path"); p != NULL; p = p->n) {
		size_t dl = strlen(p->w);
		char *full = nalloc(dl + nl + 2);
		if (dl == 0)
			memcpy(full, name, nl + 1);
		else {
			memcpy(full, p->w, dl);
			full[dl] = '/';
			memcpy(full + dl + 1, name, nl + 1);
		}
		if (executable(full))
			return full;
		if (first == NULL && access(full, F_OK) == 0) {
			struct stat st;
			if (stat(full, &st) == 0 && !S_ISDIR(st.st_mode))
				first = full;
		}
	}
	if (first != NULL)
		return first;
	if (report)
		fprint(2, "rc: cannot find `%s'\n", name);
	return NULL;
}

/* exec, or run a file without #! by /bin/sh, as execvp does. */
void
os_exec(char **argv, const char *path)
{
	char **envp = env_get();
	int n;

	lineedit_stop();
	execve(path, argv, envp);
	if (errno == ENOEXEC) {
		char **av;
		for (n = 0; argv[n] != NULL; n++)
			;
		av = nalloc((n + 2) * sizeof *av);
		av[0] = "sh";
		av[1] = (char *)path;
		memcpy(av + 2, argv + 1, n * sizeof *av);
		execve("/bin/sh", av, envp);
	}
	fprint(2, "rc: %s: %s\n", argv[0], strerror(errno));
	_exit(errno == ENOENT ? 1 : 1);
}

/* Background jobs, newest first: wait takes them in that order. */
typedef struct Job {
	pid_t pid;
	struct Job *next;
} Job;
static Job *jobs;

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
	char **envp = env_get();
	volatile int err = 0;
	pid_t pid;
	int ws;

	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
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
	if (err != 0) {
		if (pid > 0)
			while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
				;
		errno = err;
		return -1;
	}
	return pid;
}

void
os_note_background(pid_t pid)
{
	Job *j = ealloc(sizeof *j);
	j->pid = pid;
	j->next = jobs;
	jobs = j;
}

pid_t
os_next_job(void)
{
	Job *j = jobs;
	pid_t pid;
	if (j == NULL)
		return -1;
	pid = j->pid;
	jobs = j->next;
	efree(j);
	return pid;
}

static int
isdead(pid_t pid)
{
	Dead *d;
	for (d = dead; d != NULL; d = d->next)
		if (d->pid == pid)
			return 1;
	return 0;
}

/* The background jobs not yet reaped, oldest first. */
List *
os_jobs(void)
{
	List *l = NULL;
	Job *j;
	char buf[24];
	for (j = jobs; j != NULL; j = j->next)
		if (!isdead(j->pid))
			l = mkword(nstrdup(fmtnum(buf, j->pid)), l);
	return l;
}

void
os_forget_job(pid_t pid)
{
	Job **p;
	for (p = &jobs; *p != NULL; p = &(*p)->next)
		if ((*p)->pid == pid) {
			Job *j = *p;
			*p = j->next;
			efree(j);
			return;
		}
}
