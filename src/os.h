/* os.h: where rc forks, execs and waits, and the descriptors it holds for commands (<{} pipes); modules that open their own (redir, input, a forked child's pipe ends) close and move them with plain calls. */
#ifndef RC_OS_H
#define RC_OS_H
#include <signal.h>
#include <sys/types.h>

/* Kinds of child: who claims its status (wait claims any left over). */
enum { OS_WAITED, OS_JOB, OS_HELPER };	/* its forker; wait, in $apids; wait */
pid_t os_fork(int kind);
_Noreturn void os_exit(int);		/* _exit, after flushing nothing */
int os_wait(pid_t, int *wstatus, int intr);	/* -1: not a child, or EINTR */
pid_t os_next_child(void);		/* for wait: newest first; -1 when none */
/*
 * Descriptors closed when the command that opened them ends: a stack
 * of them, and a mark is its height.  The marks live in the frames of
 * the evaluator (walk.c's Held and Scope, cmd.c's Started), which give
 * them back on an error as on the way out: a pipe is one int pushed,
 * where a frame of its own would be a record to find a home for,
 * since it outlives the code that opens it.
 */
int os_holdmark(void);
void os_hold(int fd);
void os_unhold(int fd);			/* the caller takes it over */
void os_close(int fd);			/* close one now */
void os_release(int mark);		/* close those held since the mark */
/* The pipes of <{...} in an assignment: kept until a later command ends. */
void os_keep(int mark);			/* those held since the mark */
void os_endcmd(void);			/* a command ended: close those kept in scope */
void os_endkept(void);			/* close them all */
unsigned long os_scope(void);		/* a scope begins: returns the outer one */
void os_endscope(unsigned long outer);	/* close those kept inside it */
unsigned long os_keptmark(void);
void os_unkeep(unsigned long mark);	/* close those kept since the mark */
int os_dup2(int from, int to);
int os_savefd(int fd, int low);		/* a close-on-exec copy >= low, or -1 */
void os_restorefd(int saved, int fd);
int os_pipe(int fds[2]);		/* both ends held */
int os_openscript(const char *);	/* read-only, close-on-exec */
char *os_which(const char *name);	/* the file to exec, or NULL (reported); arena */
char *os_lookup(const char *name, int *why);	/* whatis: found, or NULL and why not */
_Noreturn void os_exec(char **argv, const char *path);
void os_exec_try(char **argv, const char *path);	/* returns only after a failure, reported */
pid_t os_spawn(char **argv, const char *path);
struct List;
struct List *os_jobs(void);		/* $apids: oldest first, arena */

/*
 * What os.c needs from the layers above it, installed by main at
 * start-up: $path to search, the environment to exec with, and the line
 * editor, which gives the terminal back before an exec and at exit, and
 * which a forked child forgets.  A hook left NULL does nothing (no path,
 * environ as it came).
 */
typedef struct OsHooks {
	struct List *(*path)(void);
	char **(*environment)(void);
	void (*stopeditor)(void);
	void (*forgeteditor)(void);
} OsHooks;
void os_hooks(const OsHooks *);
void os_stopeditor(void);
void os_forgeteditor(void);

#endif
