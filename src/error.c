/* error.c: rc's error messages and unwinding to the nearest catch. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <unistd.h>
#include "error.h"
#include "print.h"
#include "mem.h"

int error_raised;

/*
 * What error.c keeps: the stacks it unwinds, the hooks to the layers
 * above, and the stack guard's measures.
 */
static struct errstate {
	Frame *frames;
	Catch *catches;
	int (*lineno)(void);	/* the layers above: see error_hooks */
	void (*failed)(void);
	char *stacktop;
	size_t stackmapped;	/* mapped at exec: the limit binds only beyond it */
	size_t stacksize, stackroom;
} es;

void
error_hooks(int (*line)(void), void (*fail)(void))
{
	es.lineno = line;
	es.failed = fail;
}

void
error_framepush(Frame *f, void (*undo)(Frame *))
{
	f->undo = undo;
	f->prev = es.frames;
	es.frames = f;
}

void
error_framepop(Frame *f)
{
	es.frames = f->prev;
	if (f->undo != NULL)
		f->undo(f);
}

void
error_catchpush(Catch *c)
{
	c->frames = es.frames;
	c->prev = es.catches;
	es.catches = c;
}

void
error_catchpop(Catch *c)
{
	es.catches = c->prev;
}

void
error_raise(int kind)
{
	Catch *c = es.catches;

	error_raised = kind;
	if (c == NULL)
		abort();
	while (es.frames != c->frames) {
		Frame *f = es.frames;
		es.frames = f->prev;
		if (f->undo != NULL)
			f->undo(f);
	}
	es.catches = c->prev;
	longjmp(c->jb, 1);
}

static void
vreport(const char *fmt, va_list ap, int withline)
{
	char space[256];
	Buf b = BUFFD(space, 2);
	int line;

	print_s(&b, "rc: ");
	if (withline && es.lineno != NULL && (line = es.lineno()) != ERROR_NOLINE)
		print_buf(&b, "line %d: ", line);
	print_vbuf(&b, fmt, ap);
	print_c(&b, '\n');
	print_flush(&b);
}

static _Noreturn void
verror(int withline, const char *fmt, va_list ap)
{
	vreport(fmt, ap, withline);
	if (es.failed != NULL)
		es.failed();
	error_raise(E_ERROR);
}

void
error_msg(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror(1, fmt, ap);
}

/* The same, said without a line number, as the reference says fork's failure. */
void
error_msg_noline(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror(0, fmt, ap);
}

void
error_atline(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(fmt, ap, 1);
	va_end(ap);
}

void
error_warn(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(fmt, ap, 0);
	va_end(ap);
}

Frame *
error_frametop(void)
{
	return es.frames;
}

void
error_unwind(Frame *to)
{
	while (es.frames != to && es.frames != NULL) {
		Frame *f = es.frames;
		es.frames = f->prev;
		if (f->undo != NULL)
			f->undo(f);
	}
}

/*
 * The C stack.  Nesting of any kind (function calls, braces, eval, .,
 * backquotes, nested words, a deep tree printed) must end in an error,
 * not a crash, so what recurses calls error_stackcheck, which measures the
 * stack used: from its top, where exec put the program's name above the
 * environment (whose size counts against the limit too), down to the
 * caller's frame.  The guard leaves RESERVE below it for the work one
 * level does between two checks: the deepest chain of rc's own frames
 * without a check is under 7 KiB (gcc -fstack-usage on x86-64), the C
 * library's calls and a signal's frame add a few more.  A sanitizer's
 * frames are several times larger.
 */
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifdef SANITIZED
enum { RESERVE = 256 << 10 };
#else
enum { RESERVE = 64 << 10 };
#endif
/*
 * A limit beyond this (or none) counts as this: room enough for any
 * nesting a script means, and no guard that an address could overflow.
 */
static const size_t stackcap = (size_t)256 << 20;
static char *
stackhere(void)
{
#ifdef __GNUC__
	return __builtin_frame_address(0);	/* a sanitizer may keep locals off the stack */
#else
	char here;
	return &here;
#endif
}

void
error_stackinit(void *base)
{
	const char *name = (const char *)getauxval(AT_EXECFN);
	struct rlimit rl;

	es.stacktop = base;
	/* sanity: the name is on the stack, above main's frame */
	if (name != NULL && name > (char *)base && (size_t)(name - (char *)base) < stackcap)
		es.stacktop = (char *)name + strlen(name) + 1 + sizeof (void *);
	/* the kernel maps up to 128 KiB of stack at exec, if the limit allows */
	es.stackmapped = (size_t)128 << 10;
	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur < es.stackmapped)
		es.stackmapped = (size_t)rl.rlim_cur;
	error_stacklimit();
}

/* Read the limit again (limit stacksize changed it). */
void
error_stacklimit(void)
{
	struct rlimit rl;
	size_t lim = (size_t)8 << 20;	/* unknown: the usual */

	if (getrlimit(RLIMIT_STACK, &rl) == 0)
		lim = rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > stackcap
		    ? stackcap : (size_t)rl.rlim_cur;
	if (lim < es.stackmapped)
		lim = es.stackmapped;
	es.stacksize = lim;
	es.stackroom = lim > 2 * (size_t)RESERVE ? lim - RESERVE : lim / 2;
}

/* The stack's size as the guard sees it: its limit, at most 256 MiB. */
size_t
error_stacksize(void)
{
	return es.stacksize;
}

void
error_stackcheck(void)
{
	if (es.stacktop != NULL && (size_t)(es.stacktop - stackhere()) > es.stackroom)
		error_msg("too many nested calls (stack exhausted)");
}
