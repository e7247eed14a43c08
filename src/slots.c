/* slots.c: the reference's open-addressed table of names, for the order whatis lists them in. */
#include <stdint.h>
#include <string.h>
#include "slots.h"
#include "mem.h"

static const char dead[] = "";	/* a tombstone: no name is this pointer */

enum { FIRSTSIZE = 64 };

/*
 * Paul Haahr's hash, as the reference computes it: bytes as signed
 * chars, arithmetic in 32 bits that wraps, a negative sum complemented.
 * Left shifts are done unsigned (the same bits, without C's undefined
 * behaviour); c >> 1 of a negative c is arithmetic on every compiler
 * rc is built with, as it was for the reference.
 */
static unsigned
hash(const char *s, unsigned size)
{
	uint32_t n = 0;
	int c;

	for (;;) {
		if ((c = (signed char)*s++) == 0)
			break;
		n += ((uint32_t)c << 17) ^ ((uint32_t)c << 11) ^ ((uint32_t)c << 5)
		    ^ (uint32_t)(c >> 1);
		if ((c = (signed char)*s++) == 0)
			break;
		n ^= ((uint32_t)c << 14) + ((uint32_t)c << 7) + ((uint32_t)c << 4)
		    + (uint32_t)c;
		if ((c = (signed char)*s++) == 0)
			break;
		n ^= ((uint32_t)~c << 11) | (((uint32_t)c << 3) ^ (uint32_t)(c >> 1));
		if ((c = (signed char)*s++) == 0)
			break;
		n -= ((uint32_t)c << 16) | ((uint32_t)c << 9) | ((uint32_t)c << 2)
		    | (uint32_t)(c & 3);
	}
	if (n & 0x80000000u)
		n = ~n;
	return n & (size - 1);
}

/* The first empty slot on name's probe: tombstones are passed over, never reused. */
static unsigned
emptyslot(const char **slot, unsigned size, const char *name)
{
	unsigned h = hash(name, size);
	while (slot[h] != NULL)
		h = (h + 1) & (size - 1);
	return h;
}

/* Twice the size, the live names put in again slot by slot, tombstones gone. */
static void
grow(Slots *t)
{
	unsigned nsize = t->size ? t->size * 2 : FIRSTSIZE, i;
	const char **ns = mem_alloc(nsize * sizeof *ns);

	memset(ns, 0, nsize * sizeof *ns);
	t->used = 0;
	for (i = 0; i < t->size; i++)
		if (t->slot[i] != NULL && t->slot[i] != dead) {
			ns[emptyslot(ns, nsize, t->slot[i])] = t->slot[i];
			t->used++;
		}
	mem_free(t->slot);
	t->slot = ns;
	t->size = nsize;
}

void
slots_add(Slots *t, const char *name)
{
	if (t->size == 0 || t->size <= 2 * t->used)
		grow(t);
	t->slot[emptyslot(t->slot, t->size, name)] = name;
	t->used++;
}

void
slots_del(Slots *t, const char *name)
{
	unsigned h;

	if (t->size == 0)
		return;
	for (h = hash(name, t->size); t->slot[h] != NULL; h = (h + 1) & (t->size - 1))
		if (t->slot[h] != dead && strcmp(t->slot[h], name) == 0)
			break;
	if (t->slot[h] == NULL)
		return;
	/* a name the probe of another may run through stays as a tombstone */
	if (t->slot[(h + 1) & (t->size - 1)] == NULL) {
		t->slot[h] = NULL;
		t->used--;
	} else
		t->slot[h] = dead;
}

void
slots_each(const Slots *t, void (*f)(const char *, void *), void *arg)
{
	unsigned i;
	for (i = 0; i < t->size; i++)
		if (t->slot[i] != NULL && t->slot[i] != dead)
			f(t->slot[i], arg);
}
