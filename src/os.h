/* os.h: the only place rc forks, execs, waits and moves descriptors. */
#ifndef RC_OS_H
#define RC_OS_H
#include <signal.h>
#include <sys/types.h>

pid_t os_fork(void);
_Noreturn void os_exit(int);		/* _exit, after flushing nothing */
int os_wait(pid_t, int *wstatus);	/* waits for pid; EINTR-safe */
int os_reap(int *wstatus, pid_t *pid, int block);	/* any child */
int os_dup2(int from, int to);
int os_savefd(int fd);			/* a close-on-exec copy >= 10, or -1 */
void os_restorefd(int saved, int fd);
int os_pipe(int fds[2]);
int open_script(const char *);	/* read-only, close-on-exec */
char *os_which(const char *name, int report);	/* full path via $path, arena */
_Noreturn void os_exec(char **argv, const char *path);
pid_t os_spawn(char **argv, const char *path);
void os_note_background(pid_t);		/* jobs for wait */
pid_t os_next_job(void);		/* newest first; -1 when none */
void os_forget_job(pid_t);
struct List;
struct List *os_jobs(void);		/* $apids: oldest first, arena */

#endif
