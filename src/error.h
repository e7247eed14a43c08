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

void frame_push(Frame *, void (*undo)(Frame *));
void frame_pop(Frame *);

/*
 * A Catch is where an error lands: the top level, a forked child (which
 * then exits), or a construct that must see the error before it goes on
 * (rc_raise again passes it out).
 */
typedef struct Catch Catch;
struct Catch {
	jmp_buf jb;
	Frame *frames;
	Catch *prev;
};

#define CATCH(c) (catch_push(&(c)), setjmp((c).jb))
void catch_push(Catch *);
void catch_pop(Catch *);

enum { E_ERROR = 1, E_INTERRUPT, E_SYNTAX };	/* E_SYNTAX leaves $status as it was */
extern int raised;		/* the kind of the last rc_raise */

_Noreturn void rc_raise(int kind);
_Noreturn void rc_error(const char *, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void rc_error_noline(const char *, ...) __attribute__((format(printf, 1, 2)));
void rc_warn(const char *, ...) __attribute__((format(printf, 1, 2)));
void rc_lineerror(const char *, ...) __attribute__((format(printf, 1, 2)));	/* with the line, no unwinding */

/*
 * Installed at start-up by the layers above, which error.c does not call
 * itself: lineno gives the line a message names (ERROR_NOLINE for none:
 * rc is interactive), failed sets $status to 1 when rc_error raises.
 */
enum { ERROR_NOLINE = -1000000 };
void error_hooks(int (*lineno)(void), void (*failed)(void));

/*
 * The C stack: what recurses calls stack_check, which raises "too many
 * nested calls (stack exhausted)" before the stack's limit is reached.
 */
void stack_init(void *base);	/* main, at once: a local of its own */
void stack_setlimit(void);	/* the limit changed: read it again */
void stack_check(void);
size_t stack_size(void);	/* the limit the guard works to */

Frame *frame_top(void);
void frame_unwind(Frame *);	/* pop and undo down to (not including) this */

#endif
