/* list.c: building, flattening and copying word lists. */
#include <string.h>
#include "list.h"
#include "mem.h"

List *
mkword(char *w, List *n)
{
	List *l = nalloc(sizeof *l);
	l->w = w;
	l->m = NULL;
	l->n = n;
	return l;
}

int
listlen(const List *l)
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
listflat(const List *l, const char *sep)
{
	return join(l, sep, nalloc);
}

char *
listflat_heap(const List *l, const char *sep)
{
	return join(l, sep, ealloc);
}

List *
listcat(List *a, List *b)
{
	List *head = b, **tail = &head;

	if (a == NULL)
		return b;
	for (; a != NULL; a = a->n) {
		List *c = nalloc(sizeof *c);
		*c = *a;
		*tail = c;
		tail = &c->n;
	}
	*tail = b;
	return head;
}

/*
 * A heap list is one block: the cells, then the words.  Assigning a
 * variable costs one malloc and one free however long the list is.
 */
List *
listdup_heap(const List *l)
{
	size_t cells = 0, bytes = 0;
	const List *p;
	List *block, *c;
	char *s;

	if (l == NULL)
		return NULL;
	for (p = l; p != NULL; p = p->n) {
		cells++;
		bytes += strlen(p->w) + 1;
	}
	block = ealloc(cells * sizeof *block + bytes);
	s = (char *)(block + cells);
	for (c = block, p = l; p != NULL; p = p->n, c++) {
		size_t k = strlen(p->w) + 1;
		memcpy(s, p->w, k);
		c->w = s;
		c->m = NULL;
		c->n = p->n != NULL ? c + 1 : NULL;
		s += k;
	}
	return block;
}

void
listfree_heap(List *l)
{
	efree(l);
}

List *
listone_heap(const char *w)
{
	List one;
	one.w = (char *)w;
	one.m = NULL;
	one.n = NULL;
	return listdup_heap(&one);
}

char **
listargv(const List *l)
{
	char **av = nalloc((listlen(l) + 1) * sizeof *av), **p = av;
	for (; l != NULL; l = l->n)
		*p++ = l->w;
	*p = NULL;
	return av;
}
