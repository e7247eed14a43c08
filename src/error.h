/* error.h: error reports and the unwind stack of cleanup frames. */
#ifndef RC_ERROR_H
#define RC_ERROR_H
#include <setjmp.h>
#include <stddef.h>

/*
 * A Frame undoes one thing (a saved descriptor, a local variable, a
 * function reference) when it is popped, normally or by an error.
 * Frames live on the C stack of whoever pushed them.  One that needs
 * data to undo is a struct of its own with a Frame as its first member,
 * which its undo function casts back (var.h's Local, walk.c's Scope).
 */
typedef struct Frame Frame;
struct Frame {
	void (*undo)(Frame *);
	Frame *prev;
};

void error_framepush(Frame *, void (*undo)(Frame *));
void error_framepop(Frame *);

/*
 * A Catch is where an error lands: the top level, a forked child (which
 * then exits), or a construct that must see the error before it goes on
 * (error_raise again passes it out).
 */
typedef struct Catch Catch;
struct Catch {
	jmp_buf jb;
	Frame *frames;
	Catch *prev;
};

#define CATCH(c) (error_catchpush(&(c)), setjmp((c).jb))
void error_catchpush(Catch *);
void error_catchpop(Catch *);

enum { E_ERROR = 1, E_INTERRUPT, E_SYNTAX };	/* E_SYNTAX leaves $status as it was */
extern int error_raised;		/* the kind of the last error_raise */

_Noreturn void error_raise(int kind);
_Noreturn void error_msg(const char *, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void error_msg_noline(const char *, ...) __attribute__((format(printf, 1, 2)));
void error_warn(const char *, ...) __attribute__((format(printf, 1, 2)));
void error_atline(const char *, ...) __attribute__((format(printf, 1, 2)));	/* with the line, no unwinding */

/*
 * Installed at start-up by the layers above, which error.c does not call
 * itself: lineno gives the line a message names (ERROR_NOLINE for none:
 * rc is interactive), failed sets $status to 1 when error_msg raises.
 */
enum { ERROR_NOLINE = -1000000 };
void error_hooks(int (*lineno)(void), void (*failed)(void));

/*
 * The C stack: what recurses calls error_stackcheck, which raises "too many
 * nested calls (stack exhausted)" before the stack's limit is reached.
 */
void error_stackinit(void *base);	/* main, at once: a local of its own */
void error_stacklimit(void);	/* the limit changed: read it again */
void error_stackcheck(void);
size_t error_stacksize(void);	/* the limit the guard works to */

Frame *error_frametop(void);
void error_unwind(Frame *);	/* pop and undo down to (not including) this */

#endif
