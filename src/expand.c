/* expand.c: word expansion: variables, subscripts, concatenation, backquotes. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "walk.h"
#include "var.h"
#include "mem.h"
#include "error.h"
#include "glob.h"
#include "print.h"
#include "os.h"
#include "sig.h"
#include "status.h"
#include "redir.h"

static List *
word(char *w, char *m, List *n)
{
	List *l = nalloc(sizeof *l);
	l->w = w;
	l->m = m;
	l->n = n;
	return l;
}

static char *
metamask(const char *s)
{
	size_t i, n = strlen(s);
	char *m = NULL;
	for (i = 0; i < n; i++)
		if (s[i] == '*' || s[i] == '?' || s[i] == '[') {
			if (m == NULL) {
				m = nalloc(n + 1);
				memset(m, 0, n + 1);
			}
			m[i] = 1;
		}
	return m;
}

/* A variable's value, copied: the variable may change while we use it. */
static List *
copyvalue(List *v)
{
	List *head = NULL, **tail = &head;
	for (; v != NULL; v = v->n) {
		List *c = word(nstrdup(v->w), NULL, NULL);
		*tail = c;
		tail = &c->n;
	}
	return head;
}

char *
expand_name(Node *n, const char *what)
{
	List *l;
	if (n->t == N_WORD)
		return n->s;
	l = expand(n);
	if (l == NULL || l->n != NULL)
		rc_error("%s", what);
	return l->w;
}

static List *
subscript(List *v, Node *subs)
{
	List *s = expand_words(subs), *head = NULL, **tail = &head;
	int len = listlen(v);

	for (; s != NULL; s = s->n) {
		const char *p = s->w;
		long k = 0;
		List *e;
		if (*p == '\0')
			rc_error("bad subscript");
		for (; *p != '\0'; p++) {
			if (*p < '0' || *p > '9')
				rc_error("bad subscript");
			if (k < 100000000)
				k = k * 10 + (*p - '0');
		}
		if (k == 0)
			rc_error("bad subscript");
		if (k > len)
			continue;
		for (e = v; --k > 0; e = e->n)
			;
		*tail = word(nstrdup(e->w), NULL, NULL);
		tail = &(*tail)->n;
	}
	return head;
}

static char *
catmask(const List *a, const List *b, size_t la, size_t lb)
{
	char *m;
	if (a->m == NULL && b->m == NULL)
		return NULL;
	m = nalloc(la + lb + 1);
	memset(m, 0, la + lb + 1);
	if (a->m)
		memcpy(m, a->m, la);
	if (b->m)
		memcpy(m + la, b->m, lb);
	return m;
}

static List *
cat1(const List *a, const List *b, List *n)
{
	size_t la = strlen(a->w), lb = strlen(b->w);
	char *w = nalloc(la + lb + 1);
	memcpy(w, a->w, la);
	memcpy(w + la, b->w, lb + 1);
	return word(w, catmask(a, b, la, lb), n);
}

/* ^: pairwise for equal lengths, distributive when one side has one word. */
static List *
concat(List *a, List *b)
{
	int na = listlen(a), nb = listlen(b);
	List *head = NULL, **tail = &head;

	if (na == 0)
		return b;
	if (nb == 0)
		return a;
	if (na == 1) {
		for (; b != NULL; b = b->n) {
			*tail = cat1(a, b, NULL);
			tail = &(*tail)->n;
		}
	} else if (nb == 1) {
		for (; a != NULL; a = a->n) {
			*tail = cat1(a, b, NULL);
			tail = &(*tail)->n;
		}
	} else if (na == nb) {
		for (; a != NULL; a = a->n, b = b->n) {
			*tail = cat1(a, b, NULL);
			tail = &(*tail)->n;
		}
	} else
		rc_error("bad concatenation");
	return head;
}

/* Split backquote output on the bytes of $ifs; empty fields vanish. */
static List *
split(const char *s, size_t n, const char *ifs)
{
	List *head = NULL, **tail = &head;
	char isifs[256];
	size_t i = 0;

	memset(isifs, 0, sizeof isifs);
	for (; *ifs != '\0'; ifs++)
		isifs[(unsigned char)*ifs] = 1;
	while (i < n) {
		size_t start;
		while (i < n && isifs[(unsigned char)s[i]])
			i++;
		if (i >= n)
			break;
		start = i;
		while (i < n && !isifs[(unsigned char)s[i]])
			i++;
		*tail = word(nstrndup(s + start, i - start), NULL, NULL);
		tail = &(*tail)->n;
	}
	return head;
}

static const char *
ifsof(Node *n)
{
	List *l;
	if (n == NULL) {
		l = var_get("ifs");
		if (l == NULL)
			return "";
	} else
		l = expand(n);
	return listflat(l, "");
}

static List *
backquote(Node *n)
{
	const char *ifs = ifsof(n->a);
	int fds[2], ws;
	pid_t pid;
	char *buf = NULL;
	size_t len = 0, max = 0;

	os_pipe(fds);
	pid = os_fork();
	if (pid == 0) {
		close(fds[0]);
		os_dup2(fds[1], 1);
		close(fds[1]);
		sig_child(0);
		walk_child(n->b);
	}
	close(fds[1]);
	for (;;) {
		ssize_t r;
		if (len == max) {
			max = max ? max * 2 : 4096;
			buf = erealloc(buf, max);
		}
		r = read(fds[0], buf + len, max - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	close(fds[0]);
	os_wait(pid, &ws);
	{
		List *save = listdup_heap(get_status()), *l;
		set_status_wait(ws, 1);
		var_set("bqstatus", get_status());
		set_status_list(save);
		listfree_heap(save);
		l = split(buf ? buf : "", len, ifs);
		efree(buf);
		return l;
	}
}

List *
expand(Node *n)
{
	List *v;
	switch (n->t) {
	case N_WORD:
		return word(n->s, n->i ? NULL : metamask(n->s), NULL);
	case N_VAR:
		return copyvalue(var_get(expand_name(n->a, "variable name is not a word")));
	case N_VARSUB:
		v = var_get(expand_name(n->a, "variable name is not a word"));
		return subscript(v, n->b);
	case N_COUNT: {
		char buf[24];
		v = var_get(expand_name(n->a, "variable name is not a word"));
		return word(nstrdup(fmtnum(buf, listlen(v))), NULL, NULL);
	}
	case N_FLAT:
		v = var_get(expand_name(n->a, "variable name is not a word"));
		if (v == NULL)
			return NULL;
		return word(listflat(v, " "), NULL, NULL);
	case N_CONCAT:
		return concat(expand(n->a), expand(n->b));
	case N_PAREN:
		return expand_words(n->a);
	case N_BACKQ:
		return backquote(n);
	case N_NMPIPE:
		return word(nmpipe(n), NULL, NULL);
	default:
		rc_error("internal error: cannot expand node %d", (int)n->t);
	}
}

List *
expand_words(Node *args)
{
	List *head = NULL, **tail = &head;
	for (; args != NULL; args = args->b) {
		List *l = expand(args->a);
		*tail = l;
		while (*tail != NULL)
			tail = &(*tail)->n;
	}
	return head;
}

List *
expand_glob(Node *args)
{
	return glob_expand(expand_words(args));
}
