/* print.h: formatted output without stdio: print_fd, print_arena, %L, %Q and %W. */
#ifndef RC_PRINT_H
#define RC_PRINT_H
#include <stdarg.h>
#include <stddef.h>

/*
 * A Buf collects output; with fd >= 0 it is written out when full and
 * at the end, otherwise it grows on the heap.
 */
typedef struct Buf {
	char *p;
	size_t n, max;
	int fd;
	int err;
} Buf;

/*
 * The two kinds of Buf.  BUFFD writes to fd through an array on the
 * caller's stack, lines whole (a longer line moves it into the arena):
 * print_flush ends it, as it owns nothing.  BUFHEAP grows on the heap:
 * mem_free(b.p) ends it.
 */
#define BUFFD(space, fd) { (space), 0, sizeof (space), (fd), 0 }
#define BUFHEAP { NULL, 0, 0, -1, 0 }

void print_c(Buf *, int);
void print_s(Buf *, const char *);
void print_flush(Buf *);
struct List;
void print_words(Buf *, const struct List *);	/* a list's words so, a blank between */
void print_treeword(Buf *, const char *);	/* a quoted word of a tree: ] quoted too */
void print_quoted(Buf *, const char *);	/* a word in quotes */
void print_name(Buf *, const char *, int var);	/* a name as whatis and -x print it */
void print_vbuf(Buf *, const char *, va_list);
void print_buf(Buf *, const char *, ...);

/*
 * Verbs: %s %c %d %u %ld %%, and
 *   %L a list joined by spaces,
 *   %Q a word quoted as rc would read it back,
 *   %W a list quoted, in parentheses unless it has one element.
 */
int print_fd(int fd, const char *, ...);
char *print_arena(const char *, ...);	/* arena */
char *print_num(char *buf, long);		/* buf of 24 bytes; returns buf */

/*
 * rc's one reader of decimal numbers: the value of the digits at s, with
 * *end set past them (at s when there are none: the value is 0).  Once
 * the value reaches cap it stops growing, so a caller can tell a number
 * too big from one that wrapped; cap 0 means no limit, and the value is
 * then exact modulo 2^64 (exit statuses take it modulo 2^16).  Inline:
 * a forked child that reads $status touches no other page for it.
 */
static inline unsigned long long
decimal(const char *s, const char **end, unsigned long long cap)
{
	unsigned long long v = 0;
	for (; *s >= '0' && *s <= '9'; s++)
		if (cap == 0 || v < cap)
			v = v * 10 + (unsigned)(*s - '0');
	*end = s;
	return v;
}
const char *print_strerror(int);		/* strerror, worded as glibc words it */

#endif
