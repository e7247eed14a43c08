/* glob.c: pattern matching (in time bounded by subject times pattern), and expansion against directories. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "glob.h"
#include "error.h"
#include "mem.h"

/* Whether the first n bytes of w have an active wildcard. */
static int
glob_hasmetan(const char *w, const char *m, size_t n)
{
	size_t i;
	if (m == NULL)
		return 0;
	for (i = 0; i < n && w[i] != '\0'; i++)
		if (m[i] && (w[i] == '*' || w[i] == '?' || w[i] == '['))
			return 1;
	return 0;
}

static int
hasmeta(const char *w, const char *m)
{
	return glob_hasmetan(w, m, (size_t)-1);
}

static int
ismetachar(char c)
{
	return c == '*' || c == '?' || c == '[';
}

/*
 * Match one bracket class at p (just after '['); returns the length of
 * the class including the closing ']', or 0 when there is none (and the
 * '[' is then an ordinary character).
 */
static size_t
classmatch(const char *p, int c, int *matched)
{
	size_t i = 0;
	int neg = 0, ok = 0;

	if (p[i] == '~') {
		neg = 1;
		i++;
	}
	if (p[i] == ']') {
		if (c == ']')
			ok = 1;
		i++;
	}
	for (; p[i] != '\0' && p[i] != ']'; i++) {
		unsigned char lo = (unsigned char)p[i], hi = lo;
		if (p[i + 1] == '-' && p[i + 2] != '\0' && p[i + 2] != ']') {
			hi = (unsigned char)p[i + 2];
			i += 2;
		}
		if ((unsigned char)c >= lo && (unsigned char)c <= hi)
			ok = 1;
	}
	if (p[i] != ']')
		return 0;
	*matched = ok != neg;
	return i + 1;
}

/*
 * The classic iterative matcher: on a mismatch, go back to just after the
 * last star and let it swallow one more character.  Each star only ever
 * moves forward, so the work is bounded by |s| times |p| with no
 * exponential backtracking.
 */
static int
match(const char *s, const char *p, const char *m)
{
	const char *sp = s, *pp = p;
	const char *star = NULL, *resume = NULL;

	while (*sp != '\0' || *pp != '\0') {
		/* m NULL: every metacharacter of p is one (see glob_matchword) */
		if (*pp != '\0' && (m != NULL ? m[pp - p] : ismetachar(*pp))) {
			if (*pp == '*') {
				star = pp;
				resume = sp;
				pp++;
				continue;
			}
			if (*pp == '?' && *sp != '\0') {
				pp++;
				sp++;
				continue;
			}
			if (*pp == '[' && *sp != '\0') {
				int ok = 0;
				size_t n = classmatch(pp + 1, (unsigned char)*sp, &ok);
				if (n > 0) {
					if (ok) {
						pp += n + 1;
						sp++;
						continue;
					}
				} else if (*sp == '[') {
					pp++;
					sp++;
					continue;
				}
			}
		} else if (*pp != '\0' && *sp == *pp) {
			pp++;
			sp++;
			continue;
		}
		if (star == NULL || *resume == '\0')
			return 0;
		pp = star + 1;
		sp = ++resume;
	}
	return 1;
}

int
glob_match(const char *s, const char *p, const char *m)
{
	if (m == NULL) {	/* no wildcards: plain equality, without libc (see namecmp) */
		while (*s != '\0' && *s == *p)
			s++, p++;
		return *s == *p;
	}
	return match(s, p, m);
}

/*
 * p an unquoted word as written: each *, ? and [ in it is live, as the
 * mask expand would make says, without making it.
 */
int
glob_matchword(const char *s, const char *p)
{
	return match(s, p, NULL);
}

typedef struct Vec {
	char **v;
	size_t n, max;
} Vec;

static void
vadd(Vec *v, char *s)
{
	if (v->n == v->max) {
		size_t nmax = v->max ? v->max * 2 : 16;
		char **nv = mem_nalloc(nmax * sizeof *nv);
		if (v->n)
			memcpy(nv, v->v, v->n * sizeof *nv);
		v->v = nv;
		v->max = nmax;
	}
	v->v[v->n++] = s;
}

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The path matched so far, in one buffer that grows as components are
 * added and shrinks as the search backs up: the memory a word takes is
 * linear in its length, however many components it has.
 */
typedef struct Path {
	char *p;
	size_t n, max;
} Path;

static void
pathadd(Path *path, const char *s, size_t n)
{
	if (path->n + n + 1 > path->max) {
		while (path->n + n + 1 > path->max)
			path->max = path->max ? path->max * 2 : 256;
		path->p = mem_realloc(path->p, path->max);
	}
	memcpy(path->p + path->n, s, n);
	path->n += n;
	path->p[path->n] = '\0';
}

/*
 * Match w (with its mask m) against the files after the path matched so far.  The
 * components without a wildcard are copied in one run, so the search
 * recurses only at a component that has one, and reads each directory
 * on the way once.
 */
static void
globpath(Vec *out, Path *path, const char *w, const char *m)
{
	const char *slash;
	size_t clen, start = path->n, i;
	char *comp, *cm;
	DIR *d;
	struct dirent *e;
	Vec here = { NULL, 0, 0 };
	struct stat st;

	error_stackcheck();	/* once for each component with a pattern in it */
	for (;;) {	/* the run of plain components */
		slash = strchr(w, '/');
		clen = slash ? (size_t)(slash - w) : strlen(w);
		if (glob_hasmetan(w, m, clen))
			break;
		if (slash == NULL) {
			pathadd(path, w, clen);
			if (lstat(path->p, &st) == 0)
				vadd(out, mem_nstrdup(path->p));
			path->n = start;
			return;
		}
		pathadd(path, w, clen + 1);
		w += clen + 1;
		m += clen + 1;
	}
	comp = mem_nstrndup(w, clen);
	cm = mem_nstrndup(m, clen);
	d = opendir(path->n > 0 ? path->p : ".");
	if (d != NULL) {
		while ((e = readdir(d)) != NULL) {
			if (e->d_name[0] == '.' && comp[0] != '.')
				continue;
			if (glob_match(e->d_name, comp, cm))
				vadd(&here, mem_nstrdup(e->d_name));
		}
		closedir(d);
	}
	if (here.n > 1)
		qsort(here.v, here.n, sizeof *here.v, cmp);
	for (i = 0; i < here.n; i++) {
		size_t dir = path->n;
		pathadd(path, here.v[i], strlen(here.v[i]));
		if (slash == NULL)
			vadd(out, mem_nstrdup(path->p));
		else if (stat(path->p, &st) == 0 && S_ISDIR(st.st_mode)) {
			pathadd(path, "/", 1);
			globpath(out, path, slash + 1, m + clen + 1);
		}
		path->n = dir;
	}
	path->n = start;
	if (path->max > 0)
		path->p[start] = '\0';
}

static void
globword(Vec *out, const char *w, const char *m)
{
	Path path = { NULL, 0, 0 };
	size_t lead = 0;

	/* leading slashes stay as they are */
	while (w[lead] == '/')
		lead++;
	pathadd(&path, w, lead);
	globpath(out, &path, w + lead, m + lead);
	mem_free(path.p);
}

/*
 * The list is the caller's own, fresh from expansion, so it is changed
 * in place: a word that matches nothing stays, one that matches is
 * replaced by its matches in order.
 */
List *
glob_expand(List *l)
{
	List *head = l, **link = &head;

	while (l != NULL) {
		Vec v = { NULL, 0, 0 };
		List *next = l->n;
		size_t i;
		if (l->m == NULL) {	/* nothing that globs, as in most words */
			link = &l->n;
			l = next;
			continue;
		}
		if (hasmeta(l->w, l->m))
			globword(&v, l->w, l->m);
		l->m = NULL;
		if (v.n == 0) {
			link = &l->n;
			l = next;
			continue;
		}
		for (i = 0; i < v.n; i++) {
			List *c = i == 0 ? l : mem_nalloc(sizeof *c);
			c->w = v.v[i];
			c->m = NULL;
			*link = c;
			link = &c->n;
		}
		*link = next;
		l = next;
	}
	return head;
}
