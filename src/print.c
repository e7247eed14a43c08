/* print.c: formatted output on raw descriptors, and rc's quoting rules. */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>
#include "print.h"
#include "out.h"
#include "mem.h"
#include "list.h"
#include "quote.h"

static void
bufwrite(Buf *b, size_t from, size_t to)
{
	if (to > from && out_write(b->fd, b->p + from, to - from) < 0)
		b->err = errno ? errno : EIO;
}

/*
 * Write out the first n bytes of a descriptor's buffer, lines whole:
 * lines go together in writes of up to PIPE_BUF bytes, which a pipe or
 * a file opened to append takes whole, so the lines of shells writing
 * side by side never tear; a longer line goes alone, in one write.  The
 * bytes after the last newline count as a line.
 */
static void
bufwritelines(Buf *b, size_t n)
{
	size_t start = 0, end = 0, i;

	for (i = 0; i < n; i++)
		if (b->p[i] == '\n' || i + 1 == n) {
			if (i + 1 - start > PIPE_BUF && end > start) {
				bufwrite(b, start, end);
				start = end;
			}
			end = i + 1;
		}
	bufwrite(b, start, end);
}

void
print_flush(Buf *b)
{
	if (b->fd >= 0 && b->n > 0) {
		bufwritelines(b, b->n);
		b->n = 0;
	}
}

/*
 * A descriptor's buffer, full, writes out the lines it holds whole; one
 * line that does not fit moves it into the arena, twice the size, so no
 * line is ever cut between two writes.
 */
static void
bufgrow(Buf *b, size_t need)
{
	size_t max = b->max ? b->max : 128;
	char *p;

	if (b->fd >= 0) {
		size_t lines = b->n;
		while (lines > 0 && b->p[lines - 1] != '\n')
			lines--;
		if (lines > 0) {
			bufwritelines(b, lines);
			memmove(b->p, b->p + lines, b->n - lines);
			b->n -= lines;
		}
		if (b->n + need <= b->max)
			return;
		while (max < b->n + need)
			max *= 2;
		p = mem_nalloc(max);
		memcpy(p, b->p, b->n);
		b->p = p;
		b->max = max;
		return;
	}
	while (max < b->n + need)
		max *= 2;
	b->p = mem_realloc(b->p, max);
	b->max = max;
}

static void
print_n(Buf *b, const char *s, size_t n)
{
	if (b->n + n > b->max)
		bufgrow(b, n);
	memcpy(b->p + b->n, s, n);
	b->n += n;
}

void
print_c(Buf *b, int c)
{
	char ch = (char)c;
	if (b->n < b->max)
		b->p[b->n++] = ch;
	else
		print_n(b, &ch, 1);
}

void
print_s(Buf *b, const char *s)
{
	print_n(b, s, strlen(s));
}

void
print_quoted(Buf *b, const char *s)
{
	print_c(b, '\'');
	for (; *s != '\0'; s++) {
		if (*s == '\'')
			print_c(b, '\'');
		print_c(b, *s);
	}
	print_c(b, '\'');
}

static void
print_word(Buf *b, const char *s)
{
	if (!rc_needsquote(s)) {
		print_s(b, s);
		return;
	}
	print_quoted(b, s);
}

/*
 * A quoted word of a tree: the reference quotes a ']' there too, where
 * in a list (whatis, -x) it leaves it bare.
 */
void
print_treeword(Buf *b, const char *s)
{
	if (strchr(s, ']') != NULL)
		print_quoted(b, s);
	else
		print_word(b, s);
}

/*
 * The reference quotes the name of a variable or function only for the
 * bytes that end a word, not for glob characters; a variable named for
 * a keyword (but not "not") is quoted too.
 */
void
print_name(Buf *b, const char *s, int var)
{
	const char *p;
	int quote = *s == '\0' || (var && rc_keyword(s) && strcmp(s, "not") != 0);

	for (p = s; *p != '\0' && !quote; p++)
		if (!rc_wordchar((unsigned char)*p) || *p == '\\')
			quote = 1;
	if (quote)
		print_quoted(b, s);
	else
		print_s(b, s);
}

static void
putnum(Buf *b, unsigned long v, int neg)
{
	char tmp[24];
	int i = sizeof tmp;
	do {
		tmp[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	if (neg)
		tmp[--i] = '-';
	print_n(b, tmp + i, sizeof tmp - i);
}

/* The words of a list, each quoted as rc would read it, a blank between. */
void
print_words(Buf *b, const List *l)
{
	for (; l != NULL; l = l->n) {
		print_word(b, l->w);
		if (l->n != NULL)
			print_c(b, ' ');
	}
}

void
print_vbuf(Buf *b, const char *fmt, va_list ap)
{
	const char *p;
	for (p = fmt; *p != '\0'; p++) {
		const List *l;
		long v;
		int lng = 0;

		if (*p != '%') {
			print_c(b, *p);
			continue;
		}
		p++;
		if (*p == 'l') {
			lng = 1;
			p++;
		}
		switch (*p) {
		case 's':
			print_s(b, va_arg(ap, const char *));
			break;
		case 'c':
			print_c(b, va_arg(ap, int));
			break;
		case 'd':
			v = lng ? va_arg(ap, long) : va_arg(ap, int);
			putnum(b, v < 0 ? -(unsigned long)v : (unsigned long)v, v < 0);
			break;
		case 'u':
			putnum(b, lng ? va_arg(ap, unsigned long) : va_arg(ap, unsigned), 0);
			break;
		case 'o': {
			unsigned u = va_arg(ap, unsigned);
			char tmp[16];
			int i = sizeof tmp;
			do {
				tmp[--i] = (char)('0' + (u & 7));
				u >>= 3;
			} while (u != 0);
			print_n(b, tmp + i, sizeof tmp - i);
			break;
		}
		case 'L':
			for (l = va_arg(ap, const List *); l != NULL; l = l->n) {
				print_s(b, l->w);
				if (l->n != NULL)
					print_c(b, ' ');
			}
			break;
		case 'Q':
			print_word(b, va_arg(ap, const char *));
			break;
		case 'W':
			l = va_arg(ap, const List *);
			if (l != NULL && l->n == NULL) {
				print_word(b, l->w);
				break;
			}
			print_c(b, '(');
			print_words(b, l);
			print_c(b, ')');
			break;
		case '%':
			print_c(b, '%');
			break;
		default:
			print_c(b, '%');
			print_c(b, *p);
			break;
		}
	}
}

void
print_buf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	print_vbuf(b, fmt, ap);
	va_end(ap);
}

int
print_fd(int fd, const char *fmt, ...)
{
	char space[512];
	Buf b = BUFFD(space, fd);
	va_list ap;

	va_start(ap, fmt);
	print_vbuf(&b, fmt, ap);
	va_end(ap);
	print_flush(&b);
	if (b.err) {
		errno = b.err;
		return -1;
	}
	return 0;
}

char *
print_arena(const char *fmt, ...)
{
	Buf b = BUFHEAP;
	va_list ap;
	char *s;

	va_start(ap, fmt);
	print_vbuf(&b, fmt, ap);
	va_end(ap);
	s = mem_nstrndup(b.p ? b.p : "", b.n);
	mem_free(b.p);
	return s;
}

char *
print_num(char *buf, long v)
{
	Buf b = { buf, 0, 23, -1, 0 };
	putnum(&b, v < 0 ? -(unsigned long)v : (unsigned long)v, v < 0);
	buf[b.n] = '\0';
	return buf;
}

/*
 * strerror in the reference's words.  The reference runs on glibc; a
 * core built against another C library (musl) words some errors
 * differently, so those a shell may report are given as glibc has them.
 */
const char *
print_strerror(int e)
{
#ifndef __GLIBC__
	static const struct {
		int e;
		const char *s;
	} glibc[] = {
		{ EIO, "Input/output error" },
		{ ECHILD, "No child processes" },
		{ ENOMEM, "Cannot allocate memory" },
		{ EBUSY, "Device or resource busy" },
		{ EXDEV, "Invalid cross-device link" },
		{ EMFILE, "Too many open files" },
		{ ENOTTY, "Inappropriate ioctl for device" },
		{ ESPIPE, "Illegal seek" },
		{ EDOM, "Numerical argument out of domain" },
		{ ERANGE, "Numerical result out of range" },
		{ EDEADLK, "Resource deadlock avoided" },
		{ ENAMETOOLONG, "File name too long" },
		{ ELOOP, "Too many levels of symbolic links" },
		{ EOVERFLOW, "Value too large for defined data type" },
		{ EILSEQ, "Invalid or incomplete multibyte or wide character" },
		{ ENOTSOCK, "Socket operation on non-socket" },
		{ ENOTSUP, "Operation not supported" },
		{ ETIMEDOUT, "Connection timed out" },
		{ EDQUOT, "Disk quota exceeded" },
	};
	size_t i;

	for (i = 0; i < sizeof glibc / sizeof glibc[0]; i++)
		if (glibc[i].e == e)
			return glibc[i].s;
#endif
	return strerror(e);
}
