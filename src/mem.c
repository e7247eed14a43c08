/* mem.c: the permanent heap and the per-command bump arena. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "mem.h"
#include "out.h"

/*
 * Arena chunks are ordinary malloc blocks, so AddressSanitizer and
 * valgrind still see every allocation.  A Mark remembers a chunk and how
 * much of it was used; releasing frees every later chunk.
 */
struct Chunk {
	struct Chunk *prev;
	size_t size;
	max_align_t data[];
};

enum { CHUNKSIZE = 8192 - sizeof(struct Chunk) - 32 };

/*
 * The free part of the current chunk is kept here, not in its header,
 * so that allocating writes nothing but the new bytes: a forked child
 * copies no page it does not fill.
 */
static struct Chunk *cur;
static char *next, *end;

/*
 * Out of memory, said in the reference's words for it (which name
 * malloc, where the reference mostly runs out); no handler can run.
 */
static void
nomem(void)
{
	static const char msg[] = "rc: malloc: Cannot allocate memory\n";
	ssize_t r;

	out_release();	/* echoes held before it are not lost */
	r = write(2, msg, sizeof msg - 1);
	(void)r;
	_exit(1);
}

void *
mem_alloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (p == NULL)
		nomem();
	return p;
}

void *
mem_realloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		nomem();
	return p;
}

void
mem_free(void *p)
{
	free(p);
}

char *
mem_strndup(const char *s, size_t n)
{
	char *p = mem_alloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
mem_strdup(const char *s)
{
	return mem_strndup(s, strlen(s));
}

static void
newchunk(size_t n)
{
	size_t size = n > CHUNKSIZE ? n : CHUNKSIZE;
	struct Chunk *c = mem_alloc(sizeof *c + size);
	c->prev = cur;
	c->size = size;
	cur = c;
	next = (char *)c->data;
	end = next + size;
}

void *
mem_nalloc(size_t n)
{
	/* the arena holds pointers, ints and text: nothing wider */
	const size_t align = sizeof(void *);
	void *p;

	n = (n + align - 1) & ~(align - 1);
	if (next == NULL || (size_t)(end - next) < n)
		newchunk(n);
	p = next;
	next += n;
	return p;
}

char *
mem_nstrndup(const char *s, size_t n)
{
	char *p = mem_nalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
mem_nstrdup(const char *s)
{
	return mem_nstrndup(s, strlen(s));
}

Mark
mem_mark(void)
{
	Mark m;
	m.chunk = cur;
	m.next = next;
	return m;
}

void
mem_release(Mark m)
{
	while (cur != m.chunk) {
		struct Chunk *c = cur;
		cur = c->prev;
		free(c);
	}
	if (next != m.next) {	/* most loop bodies allocate nothing here */
		next = m.next;
		end = cur != NULL ? (char *)cur->data + cur->size : NULL;
	}
}
