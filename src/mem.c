/* mem.c: the permanent heap and the per-command bump arena. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "mem.h"

/*
 * Arena chunks are ordinary malloc blocks, so AddressSanitizer and
 * valgrind still see every allocation.  A Mark remembers a chunk and how
 * much of it was used; releasing frees every later chunk.
 */
struct Chunk {
	struct Chunk *prev;
	size_t size, used;
	max_align_t data[];
};

enum { CHUNKSIZE = 8192 - sizeof(struct Chunk) - 32 };

static struct Chunk *cur;

static void
nomem(void)
{
	static const char msg[] = "rc: out of memory\n";
	ssize_t r = write(2, msg, sizeof msg - 1);
	(void)r;
	_exit(1);
}

void *
ealloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (p == NULL)
		nomem();
	return p;
}

void *
erealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		nomem();
	return p;
}

void
efree(void *p)
{
	free(p);
}

char *
estrndup(const char *s, size_t n)
{
	char *p = ealloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
estrdup(const char *s)
{
	return estrndup(s, strlen(s));
}

static void
newchunk(size_t n)
{
	size_t size = n > CHUNKSIZE ? n : CHUNKSIZE;
	struct Chunk *c = ealloc(sizeof *c + size);
	c->prev = cur;
	c->size = size;
	c->used = 0;
	cur = c;
}

void *
nalloc(size_t n)
{
	const size_t align = sizeof(max_align_t);
	void *p;

	n = (n + align - 1) & ~(align - 1);
	if (cur == NULL || cur->size - cur->used < n)
		newchunk(n);
	p = (char *)cur->data + cur->used;
	cur->used += n;
	return p;
}

char *
nstrndup(const char *s, size_t n)
{
	char *p = nalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
nstrdup(const char *s)
{
	return nstrndup(s, strlen(s));
}

Mark
arena_mark(void)
{
	Mark m;
	m.chunk = cur;
	m.used = cur ? cur->used : 0;
	return m;
}

void
arena_release(Mark m)
{
	while (cur != m.chunk) {
		struct Chunk *c = cur;
		cur = c->prev;
		free(c);
	}
	if (cur != NULL)
		cur->used = m.used;
}
