/* error.c: rc's error messages and unwinding to the nearest catch. */
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>
#include "error.h"
#include "print.h"
#include "mem.h"

static Frame *frames;
static Catch *catches;
int raised;
static int (*lineno)(void);	/* the layers above: see error_hooks */
static void (*failed)(void);

void
error_hooks(int (*line)(void), void (*fail)(void))
{
	lineno = line;
	failed = fail;
}

void
frame_push(Frame *f, void (*undo)(Frame *))
{
	f->undo = undo;
	f->prev = frames;
	frames = f;
}

void
frame_pop(Frame *f)
{
	frames = f->prev;
	if (f->undo != NULL)
		f->undo(f);
}

void
catch_push(Catch *c)
{
	c->frames = frames;
	c->prev = catches;
	c->exits = 0;
	catches = c;
}

void
catch_exit(Catch *c)
{
	catch_push(c);
	c->exits = 1;
}

void
catch_pop(Catch *c)
{
	catches = c->prev;
}

void
rc_raise(int kind)
{
	Catch *c = catches;

	raised = kind;
	if (c == NULL)
		abort();
	while (frames != c->frames) {
		Frame *f = frames;
		frames = f->prev;
		if (f->undo != NULL)
			f->undo(f);
	}
	if (c->exits)
		_exit(1);
	catches = c->prev;
	longjmp(c->jb, 1);
}

static void
vreport(const char *fmt, va_list ap, int withline)
{
	char space[256];
	Buf b = BUFFD(space, 2);
	int line;

	bufs(&b, "rc: ");
	if (withline && lineno != NULL && (line = lineno()) != ERROR_NOLINE)
		bufprint(&b, "line %d: ", line);
	vbufprint(&b, fmt, ap);
	bufc(&b, '\n');
	bufflush(&b);
}

int raised_jump;

static _Noreturn void
verror(int jump, int withline, const char *fmt, va_list ap)
{
	vreport(fmt, ap, withline);
	if (failed != NULL)
		failed();
	raised_jump = jump;
	rc_raise(E_ERROR);
}

void
rc_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror(0, 1, fmt, ap);
}

/* break, continue or return with nothing to leave: a prompt comes back after it */
void
rc_error_jump(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror(1, 1, fmt, ap);
}

/* The same, said without a line number, as the reference says fork's failure. */
void
rc_error_noline(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror(0, 0, fmt, ap);
}

void
rc_lineerror(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(fmt, ap, 1);
	va_end(ap);
}

void
rc_warn(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(fmt, ap, 0);
	va_end(ap);
}

Frame *
frame_top(void)
{
	return frames;
}

void
frame_unwind(Frame *to)
{
	while (frames != to && frames != NULL) {
		Frame *f = frames;
		frames = f->prev;
		if (f->undo != NULL)
			f->undo(f);
	}
}
