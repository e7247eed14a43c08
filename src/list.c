/* list.c: building, flattening and copying word lists. */
#include <stdint.h>
#include <string.h>
#include "list.h"
#include "mem.h"

List *
list_mkword(char *w, List *n)
{
	List *l = mem_nalloc(sizeof *l);
	l->w = w;
	l->m = NULL;
	l->n = n;
	return l;
}

int
list_len(const List *l)
{
	int n = 0;
	for (; l != NULL; l = l->n)
		n++;
	return n;
}

static char *
join(const List *l, const char *sep, void *(*alloc)(size_t))
{
	size_t seplen = strlen(sep), n = 0;
	const List *p;
	char *s, *q;

	for (p = l; p != NULL; p = p->n)
		n += strlen(p->w) + seplen;
	q = s = alloc(n + 1);
	for (p = l; p != NULL; p = p->n) {
		size_t k = strlen(p->w);
		memcpy(q, p->w, k);
		q += k;
		if (p->n != NULL) {
			memcpy(q, sep, seplen);
			q += seplen;
		}
	}
	*q = '\0';
	return s;
}

char *
list_flat(const List *l, const char *sep)
{
	return join(l, sep, mem_nalloc);
}

char *
list_flat_heap(const List *l, const char *sep)
{
	return join(l, sep, mem_alloc);
}

static void
measure(const List *l, size_t *cells, size_t *bytes)
{
	*cells = *bytes = 0;
	for (; l != NULL; l = l->n) {
		++*cells;
		*bytes += strlen(l->w) + 1;
	}
}

/*
 * Copy l into consecutive cells, linked in order, and its words into s;
 * the last cell ends the list.  Returns the bytes written.
 */
static size_t
fill(List *c, char *s, const List *l)
{
	char *s0 = s;
	for (; l != NULL; l = l->n, c++) {
		size_t k = strlen(l->w) + 1;
		memcpy(s, l->w, k);
		c->w = s;
		c->m = NULL;
		c->n = l->n != NULL ? c + 1 : NULL;
		s += k;
	}
	return (size_t)(s - s0);
}

/*
 * A heap list is one block: the cells, then the words.  Assigning a
 * variable costs one malloc and one free however long the list is.
 */
List *
list_dup_heap(const List *l)
{
	size_t cells, bytes;
	List *block;

	if (l == NULL)
		return NULL;
	measure(l, &cells, &bytes);
	block = mem_alloc(cells * sizeof *block + bytes);
	fill(block, (char *)(block + cells), l);
	return block;
}

void
list_free_heap(List *l)
{
	mem_free(l);
}

List *
list_one_heap(const char *w)
{
	List one;
	one.w = (char *)w;
	one.m = NULL;
	one.n = NULL;
	return list_dup_heap(&one);
}

char **
list_argv(const List *l)
{
	char **av = mem_nalloc((list_len(l) + 1) * sizeof *av), **p = av;
	for (; l != NULL; l = l->n)
		*p++ = l->w;
	*p = NULL;
	return av;
}

struct Hlist {
	size_t first, len, cap;	/* cells: the first in use, how many, room for */
	size_t used, room;	/* bytes of the words: written, room for */
	size_t dead;		/* of the bytes written, those of dropped words */
	int twoway;		/* prepended to: keep room at the front too */
	unsigned pins;		/* readers walking the cells (list_hpin) */
	int orphan;		/* its owner let go while it was pinned */
	List cell[];		/* then the bytes */
};

static char *
hbytes(Hlist *h)
{
	return (char *)(h->cell + h->cap);
}

static Hlist *
hblock(size_t cap, size_t room)
{
	Hlist *h = mem_alloc(sizeof *h + cap * sizeof h->cell[0] + room);
	h->first = h->len = h->used = h->dead = 0;
	h->cap = cap;
	h->room = room;
	h->twoway = 0;
	h->pins = 0;
	h->orphan = 0;
	return h;
}

/*
 * A pinned block is read by someone walking its cells (a for loop over
 * $x), so its owner may not change it: a change goes to a copy, which
 * the owner keeps, and the block is freed by the last unpin.
 */
static Hlist *
own(Hlist *h)
{
	Hlist *c;
	if (h == NULL || h->pins == 0)
		return h;
	c = list_hnew(list_hlist(h));
	h->orphan = 1;
	return c;
}

void
list_hpin(Hlist *h)
{
	h->pins++;
}

void
list_hunpin(Hlist *h)
{
	if (--h->pins == 0 && h->orphan)
		mem_free(h);
}

/*
 * Room for bytes of words after cells cells, up to the end of the chunk
 * malloc would give anyway (glibc's: 8 bytes short of a multiple of 16),
 * so that a variable assigned a word a little longer than the last one
 * (x=$i counting up) takes it in place (list_hset).
 */
static size_t
slack(size_t cells, size_t bytes)
{
	size_t size = sizeof(Hlist) + cells * sizeof(List) + bytes;
	return bytes + ((24 - size % 16) % 16);
}

Hlist *
list_hnew(const List *l)
{
	size_t cells, bytes;
	Hlist *h;

	if (l == NULL)
		return NULL;
	measure(l, &cells, &bytes);
	h = hblock(cells, slack(cells, bytes));	/* most values never grow: no room to speak of */
	h->used = fill(h->cell, hbytes(h), l);
	h->len = cells;
	return h;
}

/*
 * The words of s[0..n) between bytes that isifs marks, as a value
 * block: counted first, then copied, once.
 */
Hlist *
list_hsplit(const char *s, size_t n, const char *isifs)
{
	size_t i, cells = 0, bytes = 0, k = 0;
	char *b;
	Hlist *h;

	for (i = 0; i < n; ) {
		while (i < n && isifs[(unsigned char)s[i]])
			i++;
		if (i >= n)
			break;
		cells++;
		while (i < n && !isifs[(unsigned char)s[i]])
			i++, bytes++;
		bytes++;
	}
	if (cells == 0)
		return NULL;
	h = hblock(cells, slack(cells, bytes));
	b = hbytes(h);
	for (i = 0; k < cells; k++) {
		List *c = &h->cell[k];
		while (isifs[(unsigned char)s[i]])
			i++;
		c->w = b;
		while (i < n && !isifs[(unsigned char)s[i]])
			*b++ = s[i++];
		*b++ = '\0';
		c->m = NULL;
		c->n = k + 1 < cells ? c + 1 : NULL;
	}
	h->len = cells;
	h->used = bytes;
	return h;
}

/* Whether h is a block for a few short words, worth keeping for reuse. */
int
list_hsmall(const Hlist *h)
{
	return h->cap <= 4 && h->room <= 128 && h->pins == 0;
}

/* Whether any cell or word of l is inside h's block. */
static int
within(const Hlist *h, const List *l)
{
	uintptr_t lo = (uintptr_t)h, hi = (uintptr_t)(hbytes((Hlist *)h) + h->room);
	for (; l != NULL; l = l->n)
		if (((uintptr_t)l >= lo && (uintptr_t)l < hi)
		    || ((uintptr_t)l->w >= lo && (uintptr_t)l->w < hi))
			return 1;
	return 0;
}

/*
 * h's words replaced by a copy of l's.  A block that holds them, and is
 * not more than about twice what they need, is written over where it
 * is: an assignment in a loop then costs no malloc and no free.  One
 * much bigger is given back, as a value that shrank should not keep a
 * big block; and l may be a part of h's own value (x=$x(2)), which is
 * copied out first.
 */
Hlist *
list_hset(Hlist *h, const List *l)
{
	size_t cells, bytes;
	Hlist *fresh;

	if (h != NULL && h->pins > 0) {	/* not to be written over */
		fresh = list_hnew(l);
		list_hfree(h);
		return fresh;
	}
	if (h != NULL && l != NULL && l->n == NULL) {	/* one word, as most are: one pass */
		size_t k = strlen(l->w) + 1;
		uintptr_t lo = (uintptr_t)h, size = (uintptr_t)(hbytes(h) + h->room) - lo;
		if (k <= h->room && h->room <= 2 * k + 64 && h->cap <= 6
		    && (uintptr_t)l - lo >= size && (uintptr_t)l->w - lo >= size) {	/* not within h */
			char *b = memcpy(hbytes(h), l->w, k);
			h->cell[0].w = b;
			h->cell[0].m = NULL;
			h->cell[0].n = NULL;
			h->first = 0;
			h->len = 1;
			h->used = k;
			h->dead = 0;
			return h;
		}
	} else if (h != NULL && l != NULL) {
		measure(l, &cells, &bytes);
		if (cells <= h->cap && bytes <= h->room
		    && h->cap <= 2 * cells + 4 && h->room <= 2 * bytes + 64
		    && !within(h, l)) {
			h->first = 0;
			h->len = cells;
			h->used = fill(h->cell, hbytes(h), l);
			h->dead = 0;
			return h;
		}
	}
	fresh = list_hnew(l);
	list_hfree(h);
	return fresh;
}

void
list_hfree(Hlist *h)
{
	if (h != NULL && h->pins > 0)
		h->orphan = 1;	/* the last unpin frees it */
	else
		mem_free(h);
}

List *
list_hlist(Hlist *h)
{
	return h != NULL ? &h->cell[h->first] : NULL;
}

size_t
list_hlen(const Hlist *h)
{
	return h != NULL ? h->len : 0;
}

List *
list_hnth(Hlist *h, size_t k)
{
	if (h == NULL || k == 0 || k > h->len)
		return NULL;
	return &h->cell[h->first + k - 1];
}

/*
 * Make room in h for k more cells and b more bytes, and as much again.
 * The new room goes after the cells, or half before them once the list
 * has been prepended to.  Each time the block doubles what it holds;
 * it never shrinks, since what it holds only grows and the last regrow
 * made room for twice what it held just after.  So the moving costs
 * O(1) a word over the growth.  realloc moves a large block by
 * remapping its pages, so they are not copied and touched afresh; the
 * words then slide up past the new cells, and every cell is pointed at
 * the new places.
 */
static Hlist *
regrow(Hlist *h, size_t k, size_t b, int front)
{
	size_t cap = 2 * (h->len + k), spare = cap - h->len - k;
	size_t room = 2 * (h->used + b), at, i;
	uintptr_t from = (uintptr_t)hbytes(h);
	char *to;

	h = mem_realloc(h, sizeof *h + cap * sizeof h->cell[0] + room);
	to = (char *)(h->cell + cap);
	memmove(to, hbytes(h), h->used);	/* past every cell, old or new */
	h->twoway |= front;
	at = (h->twoway ? spare / 2 : 0) + (front ? k : 0);
	if (at != h->first)
		memmove(&h->cell[at], &h->cell[h->first], h->len * sizeof h->cell[0]);
	for (i = 0; i < h->len; i++) {
		List *c = &h->cell[at + i];
		c->w = to + ((uintptr_t)c->w - from);
		c->n = i + 1 < h->len ? c + 1 : NULL;
	}
	h->first = at;
	h->cap = cap;
	h->room = room;
	return h;
}

Hlist *
list_happend(Hlist *h, const List *l)
{
	size_t k, b, end;

	if (l == NULL)
		return h;
	if (h == NULL)
		return list_hnew(l);
	h = own(h);
	measure(l, &k, &b);
	if (h->first + h->len + k > h->cap || h->used + b > h->room)
		h = regrow(h, k, b, 0);
	end = h->first + h->len;
	h->used += fill(&h->cell[end], hbytes(h) + h->used, l);
	h->cell[end - 1].n = &h->cell[end];
	h->len += k;
	return h;
}

/*
 * Drop the first k cells (shift): the block stays, its start moves, so
 * shifting through a list costs O(1) a word.  The words' bytes stay
 * behind; once they are more than half of what was written, the block
 * is made afresh from what is left, which costs no more than the bytes
 * dropped since the last time.
 */
Hlist *
list_hdrop(Hlist *h, size_t k)
{
	Hlist *fresh;

	if (h == NULL || k == 0)
		return h;
	if (k >= h->len) {
		list_hfree(h);
		return NULL;
	}
	h = own(h);
	for (; k > 0; k--, h->first++, h->len--)
		h->dead += strlen(h->cell[h->first].w) + 1;
	if (h->dead * 2 <= h->used)
		return h;
	fresh = list_hnew(list_hlist(h));
	list_hfree(h);
	return fresh;
}

Hlist *
list_hprepend(Hlist *h, const List *l)
{
	size_t k, b;

	if (l == NULL)
		return h;
	if (h == NULL)
		return list_hnew(l);
	h = own(h);
	measure(l, &k, &b);
	if (h->first < k || h->used + b > h->room)
		h = regrow(h, k, b, 1);
	h->first -= k;
	h->used += fill(&h->cell[h->first], hbytes(h) + h->used, l);
	h->cell[h->first + k - 1].n = &h->cell[h->first + k];
	h->len += k;
	return h;
}
