/* print.h: formatted output without stdio: fprint, sprint, %T and %L. */
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

void bufc(Buf *, int);
void bufs(Buf *, const char *);
void bufn(Buf *, const char *, size_t);
void bufflush(Buf *);
void bufword(Buf *, const char *);	/* a word, quoted if rc needs it */
void buftreeword(Buf *, const char *);	/* a quoted word of a tree: ] quoted too */
void bufquoted(Buf *, const char *);	/* a word in quotes */
void bufname(Buf *, const char *, int var);	/* a name as whatis and -x print it */
void vbufprint(Buf *, const char *, va_list);
void bufprint(Buf *, const char *, ...);

/*
 * Verbs: %s %c %d %u %ld %%, and
 *   %T a parse tree as rc source,  %L a list joined by spaces,
 *   %Q a word quoted as rc would read it back,
 *   %W a list quoted, in parentheses unless it has one element.
 */
int fprint(int fd, const char *, ...);
char *sprint(const char *, ...);	/* arena */
int writeall(int fd, const char *, size_t);
extern int write_errno;		/* errno of the last failed write, until cleared */
char *fmtnum(char *buf, long);		/* buf of 24 bytes; returns buf */
const char *rc_strerror(int);		/* strerror, worded as glibc words it */

#endif
