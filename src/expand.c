/* expand.c: word expansion: variables, subscripts, concatenation, backquotes. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "expand.h"
#include "fn.h"
#include "walk.h"
#include "var.h"
#include "mem.h"
#include "error.h"
#include "glob.h"
#include "print.h"
#include "os.h"
#include "signal.h"
#include "status.h"
#include "redir.h"

static List *
word(char *w, char *m, List *n)
{
	List *l = mem_nalloc(sizeof *l);
	l->w = w;
	l->m = m;
	l->n = n;
	return l;
}

static int
ismeta(char c)
{
	return c == '*' || c == '?' || c == '[';
}

/* Which bytes of an unquoted word may glob; NULL, the common case, for none. */
static char *
metamask(const char *s)
{
	size_t i, n;
	char *m;

	for (i = 0; s[i] != '\0' && !ismeta(s[i]); i++)
		;
	if (s[i] == '\0')
		return NULL;
	n = i + strlen(s + i);
	m = mem_nalloc(n + 1);
	memset(m, 0, n + 1);
	for (; i < n; i++)
		m[i] = ismeta(s[i]);
	return m;
}

/* A variable's value, copied: the variable may change while we use it. */
static List *
copyvalue(List *v)
{
	List *head = NULL, **tail = &head;
	for (; v != NULL; v = v->n) {	/* a cell and its word in one piece */
		size_t k = strlen(v->w) + 1;
		List *c = mem_nalloc(sizeof *c + k);
		c->w = memcpy(c + 1, v->w, k);
		c->m = NULL;
		c->n = NULL;
		*tail = c;
		tail = &c->n;
	}
	return head;
}

/*
 * The variable of $name, kept in the node: a plain name's (var_ref), or
 * for a number that names a word of $* ($1, $02; not $0 nor $00), $*'s
 * with i set, as var_get reads it.
 */
static void
findvar(Node *n)
{
	const char *s = n->a->s, *end;

	if (s[0] >= '0' && s[0] <= '9' && var_isnumeric(s)) {
		if (decimal(s, &end, 1000000000) > 0) {
			n->var = var_refbind("*");
			n->i = 1;
		}
		return;
	}
	n->var = var_ref(s);
}

/* A $name node's plain variable, found once; NULL when there is none yet. */
Var *
expand_plainvar(Node *n)
{
	if (n->t != N_VAR || n->a->t != N_WORD)
		return NULL;
	if (n->var == NULL)
		findvar(n);
	return n->i ? NULL : n->var;
}

/* A variable name's words, not yet checked (expand_namecheck does). */
List *
expand_nameword(Node *n)
{
	if (n != NULL && n->t == N_WORD)
		return word(n->s, NULL, NULL);
	return expand(n);
}

/* A variable's name: exactly one word, and not an empty one. */
char *
expand_namecheck(List *l)
{
	if (l == NULL)
		error_msg("null variable name");
	if (l->n != NULL)
		error_msg("multi-word variable name");
	if (l->w[0] == '\0')
		error_msg("zero-length variable name");
	return l->w;
}

static char *
expand_name(Node *n)
{
	return expand_namecheck(expand_nameword(n));
}

/*
 * $x(k ...): each word is found in O(1).  The value is read after the
 * subscripts are expanded: a backquote among them sets $bqstatus.
 */
static List *
subscript(const char *name, Node *subs)
{
	List *s = expand_words(subs), *head = NULL, **tail = &head;

	for (; s != NULL; s = s->n) {
		const char *p = s->w;
		long k;
		List *e;
		if (*p == '\0')
			error_msg("bad subscript");
		k = (long)decimal(p, &p, 100000000);
		if (*p != '\0')
			error_msg("bad subscript");
		if (k == 0)
			error_msg("bad subscript");
		if ((e = var_nth(name, k)) == NULL)
			continue;
		*tail = word(mem_nstrdup(e->w), NULL, NULL);
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
	m = mem_nalloc(la + lb + 1);
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
	char *w = mem_nalloc(la + lb + 1);
	memcpy(w, a->w, la);
	memcpy(w + la, b->w, lb + 1);
	return word(w, catmask(a, b, la, lb), n);
}

/* ^: pairwise for equal lengths, distributive when one side has one word. */
static List *
concat(List *a, List *b)
{
	int na = list_len(a), nb = list_len(b);
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
		error_msg("bad concatenation");
	return head;
}

/* Pieces 0 to k-1, all single words without glob masks, joined; NULL if all empty. */
static List *
joinsimple(List **parts, size_t k)
{
	size_t i, len = 0;
	char *s, *q;
	int any = 0;

	for (i = 0; i < k; i++)
		if (parts[i] != NULL) {
			len += strlen(parts[i]->w);
			any = 1;
		}
	if (!any)
		return NULL;
	q = s = mem_nalloc(len + 1);
	for (i = 0; i < k; i++)
		if (parts[i] != NULL) {
			size_t l = strlen(parts[i]->w);
			memcpy(q, parts[i]->w, l);
			q += l;
		}
	*q = '\0';
	return word(s, NULL, NULL);
}

/*
 * a^b^c... leans left and may be very long (a heredoc with many $names):
 * expand the pieces without recursing down the chain, and join them in
 * one pass while each is a single word, as they nearly always are.  The
 * pieces are expanded left to right, as the reference does (a backquote
 * may make a file or set $bqstatus that a later piece reads), and from
 * the first piece that is a list on, each is joined to what is before
 * it as soon as it is expanded: a bad concatenation stops the chain
 * before the pieces after it run, as in the reference.
 */
static List *
concatchain(Node *n)
{
	Node *p, **nodes;
	List **parts, *acc = NULL;
	size_t k = 0, i;
	int simple = 1;

	for (p = n; p->t == N_CONCAT; p = p->a)
		k++;
	nodes = mem_nalloc((k + 1) * sizeof *nodes);
	parts = mem_nalloc((k + 1) * sizeof *parts);
	nodes[0] = p;
	for (p = n, i = k; p->t == N_CONCAT; p = p->a)
		nodes[i--] = p->b;
	for (i = 0; i <= k; i++) {
		parts[i] = expand(nodes[i]);
		if (simple && parts[i] != NULL && (parts[i]->n != NULL || parts[i]->m != NULL)) {
			simple = 0;
			acc = joinsimple(parts, i);
		}
		if (!simple)
			acc = concat(acc, parts[i]);
	}
	return simple ? joinsimple(parts, k + 1) : acc;
}

/* The bytes of $ifs as a table; a NUL cannot be in a word: it separates. */
static void
ifstable(char isifs[256], const char *ifs)
{
	memset(isifs, 0, 256);
	isifs[0] = 1;
	for (; *ifs != '\0'; ifs++)
		isifs[(unsigned char)*ifs] = 1;
}

/* Split backquote output on the bytes of $ifs; empty fields vanish. */
static List *
split(const char *s, size_t n, const char *isifs)
{
	List *head = NULL, **tail = &head;
	size_t i = 0;

	while (i < n) {
		size_t start;
		List *c;
		while (i < n && isifs[(unsigned char)s[i]])
			i++;
		if (i >= n)
			break;
		start = i;
		while (i < n && !isifs[(unsigned char)s[i]])
			i++;
		c = mem_nalloc(sizeof *c + (i - start) + 1);	/* the cell and its word in one piece */
		c->w = (char *)(c + 1);
		memcpy(c->w, s + start, i - start);
		c->w[i - start] = '\0';
		c->m = NULL;
		c->n = NULL;
		*tail = c;
		tail = &c->n;
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
	return list_flat(l, "");
}

/* What a backquote read, until its words are made: freed by an error too. */
typedef struct Output {
	Frame f;
	char *buf;
} Output;

static void
undo_output(Frame *f)
{
	mem_free(((Output *)f)->buf);
}

/*
 * `{echo words}, the commonest backquote, is answered here without a
 * child when nothing could tell the difference: echo is the builtin,
 * told neither -n nor --, its words are literal ones that glob nothing
 * or plain variables that are set (which expand without an error or a
 * side effect, the same here as in a child), -x would not trace it in
 * the child and the child would run no fn sigexit.  The text is what
 * the child would write; it would end with status 0.
 */
static char *
echoed(Node *c, size_t *len)
{
	List *head = NULL, **tail = &head, *l;
	Node *a;
	char *text, *p;

	if (c->t != N_SIMPLE || flag_x || (a = c->a) == NULL || a->a->t != N_WORD
	    || strcmp(a->a->s, "echo") != 0 || fn_lookup("echo") != NULL
	    || !proc_childquiet())
		return NULL;
	for (a = a->b; a != NULL; a = a->b) {
		Node *w = a->a;
		if (w->t == N_WORD && (w->i || metamask(w->s) == NULL))
			*tail = word(w->s, NULL, NULL);
		else if (w->t == N_VAR) {
			Var *v = expand_plainvar(w);
			if (v == NULL)
				return NULL;
			for (l = var_refget(v); l != NULL; l = l->n) {	/* its words, not its cells */
				*tail = word(l->w, NULL, NULL);
				tail = &(*tail)->n;
			}
			continue;
		} else
			return NULL;
		tail = &(*tail)->n;
	}
	if (head != NULL && (strcmp(head->w, "-n") == 0 || strcmp(head->w, "--") == 0))
		return NULL;
	*len = 1;
	for (l = head; l != NULL; l = l->n)
		*len += strlen(l->w) + (l->n != NULL);
	p = text = mem_nalloc(*len);
	for (l = head; l != NULL; l = l->n) {
		size_t k = strlen(l->w);
		memcpy(p, l->w, k);
		p += k;
		if (l->n != NULL)
			*p++ = ' ';
	}
	*p = '\n';
	return text;
}

/*
 * Run a backquote's command in a child and read what it writes, into
 * out's buffer, which the frame pushed here frees (an error after, from
 * -e or a handler, too); the child's wait status.
 */
static int
runchild(Node *b, Output *out, size_t *len)
{
	int fds[2], ws;
	pid_t pid;
	size_t max = 0;

	os_pipe(fds);
	pid = os_fork(OS_WAITED);
	if (pid == 0) {
		close(fds[0]);
		os_dup2(fds[1], 1);
		close(fds[1]);
		proc_enterchild(CHILD_BQ);
		proc_child(b);
	}
	os_close(fds[1]);
	out->buf = NULL;
	error_framepush(&out->f, undo_output);
	*len = 0;
	for (;;) {
		ssize_t r;
		if (*len == max) {
			max = max ? max * 2 : 4096;
			out->buf = mem_realloc(out->buf, max);
		}
		r = read(fds[0], out->buf + *len, max - *len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		*len += (size_t)r;
	}
	os_close(fds[0]);
	if (os_wait(pid, &ws, 0) < 0)
		ws = 1 << 8;
	return ws;
}

/*
 * The words of a backquote's output, as a list in the arena, or with
 * heap (x = `{...}) as a variable's value block, in *heap: a long
 * output is then copied once, not into the arena and again into the
 * variable.
 */
static List *
backquote(Node *n, Hlist **heap)
{
	char isifs[256], *text;
	int ws, forked = 0;
	Output out;
	size_t len = 0;
	List *l = NULL;

	if (n->b == NULL)	/* `{} runs nothing: no $ifs, no $bqstatus, as in the reference */
		return NULL;
	ifstable(isifs, ifsof(n->a));
	if ((text = echoed(n->b, &len)) != NULL)
		ws = 0;
	else {
		ws = runchild(n->b, &out, &len);
		text = out.buf;
		forked = 1;
	}
	/*
	 * As in the reference: $status too holds it until the command that
	 * used it is done, -e acts before $bqstatus is set, and a ^C to the
	 * shell while it waited abandons the command after both are set (the
	 * backquote's child died of it too: both read sigint).
	 */
	status_setwait(ws, 1);
	proc_eflag_check();
	var_set("bqstatus", status_get());
	if (sig_any)
		proc_sigcheck();
	if (heap != NULL)
		*heap = list_hsplit(text, len, isifs);
	else
		l = split(text, len, isifs);
	if (forked)
		error_framepop(&out.f);
	return l;
}

/* x = `{...}: the words as a variable's value block (list.h), NULL for none. */
Hlist *
expand_bqheap(Node *n)
{
	Hlist *h = NULL;
	error_stackcheck();
	backquote(n, &h);
	return h;
}

List *
expand(Node *n)
{
	List *v;
	if (n == NULL)
		return NULL;
	error_stackcheck();	/* words nest: $$$x, `{`{}} */
	switch (n->t) {
	case N_WORD:
		return word(n->s, n->i ? NULL : metamask(n->s), NULL);
	case N_VAR:
		if (n->var == NULL && n->a->t == N_WORD)
			findvar(n);
		if (n->var != NULL && n->i) {	/* $1: a word of $* */
			const char *end;
			List *e = var_refnth(n->var, (long)decimal(n->a->s, &end, 1000000000));
			return e != NULL ? copyvalue(&(List){ e->w, NULL, NULL }) : NULL;
		}
		if (n->var != NULL)
			return copyvalue(var_refget(n->var));
		return copyvalue(var_get(expand_name(n->a)));
	case N_VARSUB:
		return subscript(expand_name(n->a), n->b);
	case N_COUNT: {
		char buf[24];
		return word(mem_nstrdup(print_num(buf, var_len(expand_name(n->a)))), NULL, NULL);
	}
	case N_FLAT:
		if (n->i && n->a->t == N_WORD)	/* from a heredoc: any name */
			v = n->a->s[0] ? var_get(n->a->s) : NULL;
		else
			v = var_get(expand_name(n->a));
		if (v == NULL)
			return NULL;
		return word(list_flat(v, " "), NULL, NULL);
	case N_CONCAT:
		return concatchain(n);
	case N_PAREN:
		return expand_words(n->a);
	case N_BACKQ:
		return backquote(n, NULL);
	case N_NMPIPE:
		return word(redir_nmpipe(n), NULL, NULL);
	default:
		error_msg("internal error: cannot expand node %d", (int)n->t);
	}
}

List *
expand_words(Node *args)
{
	return expand_upto(args, NULL);
}

List *
expand_upto(Node *args, Node *end)
{
	List *head = NULL, **tail = &head;
	for (; args != end; args = args->b) {
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
