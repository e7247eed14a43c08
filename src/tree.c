/* tree.c: building, copying, freeing and printing parse trees. */
#include <string.h>
#include "tree.h"
#include "mem.h"
#include "print.h"
#include "lex.h"

Node *
mk(Ntype t, Node *a, Node *b, Node *c)
{
	Node *n = nalloc(sizeof *n);
	n->t = t;
	n->i = 0;
	n->fd = n->fd2 = 0;
	n->c = c;
	n->a = a;
	n->b = b;
	return n;
}

Node *
mkword_node(char *s, int quoted)
{
	Node *n = mk(N_WORD, NULL, NULL, NULL);
	n->s = s;
	n->i = quoted;
	return n;
}

Node *
mkredir(int kind, int fd, Node *target)
{
	Node *n = mk(N_REDIR, target, NULL, NULL);
	n->i = kind;
	n->fd = fd;
	return n;
}

Node *
mkdup(int dir, int fd, int fd2)
{
	Node *n = mk(N_DUP, NULL, NULL, NULL);
	n->i = dir;
	n->fd = fd;
	n->fd2 = fd2;
	return n;
}

Node *
mkpipe(int fd, int fd2, Node *a, Node *b)
{
	Node *n = mk(N_PIPE, a, b, NULL);
	n->fd = fd;
	n->fd2 = fd2;
	return n;
}

Node *
mkseq(Node *a, Node *b)
{
	if (a == NULL)
		return b;
	if (b == NULL)
		return a;
	return mk(N_SEQ, a, b, NULL);
}

Node *
treedup_heap(const Node *n)
{
	Node *c;
	if (n == NULL)
		return NULL;
	c = ealloc(sizeof *c);
	*c = *n;
	if (n->t == N_WORD)
		c->s = estrdup(n->s);
	else if (n->t == N_FOR)
		c->c = treedup_heap(n->c);
	else if (n->t == N_ARGS)
		c->c = NULL;	/* the tail, needed only while parsing */
	c->a = treedup_heap(n->a);
	c->b = treedup_heap(n->b);
	return c;
}

void
treefree_heap(Node *n)
{
	if (n == NULL)
		return;
	treefree_heap(n->a);
	treefree_heap(n->b);
	if (n->t == N_FOR)
		treefree_heap(n->c);
	else if (n->t == N_WORD)
		efree(n->s);
	efree(n);
}

/*
 * The printer writes the canonical form the reference rc uses for whatis
 * and for fn_ exports: no optional blanks, a list in parentheses unless
 * it has exactly one word.
 */
static void pr(Buf *, const Node *);

static int
nargs(const Node *n)
{
	int k = 0;
	for (; n != NULL; n = n->b)
		k++;
	return k;
}

static void
prwords(Buf *b, const Node *n, const char *sep)
{
	for (; n != NULL; n = n->b) {
		pr(b, n->a);
		if (n->b != NULL)
			bufs(b, sep);
	}
}

/* A word list as the value of an assignment, a for list or a case. */
static void
prlist(Buf *b, const Node *n)
{
	if (n != NULL && n->t == N_PAREN)
		n = n->a;
	if (nargs(n) == 1)
		pr(b, n->a);
	else {
		bufc(b, '(');
		prwords(b, n, " ");
		bufc(b, ')');
	}
}

/* A single word that may be a parenthesised list. */
static void
prvalue(Buf *b, const Node *n)
{
	if (n != NULL && n->t == N_PAREN)
		prlist(b, n);
	else
		pr(b, n);
}

static void
prfd(Buf *b, const Node *n, int deffd)
{
	if (n->fd != deffd)
		bufprint(b, "[%d]", n->fd);
}

static void
prredir(Buf *b, const Node *n)
{
	if (n->t == N_DUP) {
		bufc(b, n->i);
		if (n->fd2 < 0)
			bufprint(b, "[%d=]", n->fd);
		else
			bufprint(b, "[%d=%d]", n->fd, n->fd2);
		return;
	}
	switch (n->i) {
	case R_FROM:
		bufc(b, '<');
		prfd(b, n, 0);
		break;
	case R_CREATE:
		bufc(b, '>');
		prfd(b, n, 1);
		break;
	case R_APPEND:
		bufs(b, ">>");
		prfd(b, n, 1);
		break;
	default:
		bufs(b, "<<<");
		prfd(b, n, 0);
		break;
	}
	pr(b, n->a);
}

static int
plainname(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!lex_namechar((unsigned char)*s))
			return 0;
	return 1;
}

static void
prvarname(Buf *b, const Node *n)
{
	if (n->t == N_WORD && plainname(n->s))
		bufs(b, n->s);
	else if (n->t == N_WORD)
		bufword(b, n->s);
	else {
		bufc(b, '(');
		pr(b, n);
		bufc(b, ')');
	}
}

/* A command where one is required: the reference spells a missing one (). */
static void
prcmd(Buf *b, const Node *n)
{
	if (n == NULL)
		bufs(b, "()");
	else
		pr(b, n);
}

static void
pr(Buf *b, const Node *n)
{
	if (n == NULL)
		return;
	switch (n->t) {
	case N_WORD:
		if (n->i)
			bufword(b, n->s);
		else
			bufs(b, n->s);
		break;
	case N_VAR:
		bufc(b, '$');
		prvarname(b, n->a);
		break;
	case N_VARSUB:
		bufc(b, '$');
		if (n->a->t == N_FLAT || n->a->t == N_COUNT)
			pr(b, n->a);	/* $$^x(1): a subscript cannot go with $^x */
		else
			prvarname(b, n->a);
		bufc(b, '(');
		prlist(b, n->b);
		bufc(b, ')');
		break;
	case N_COUNT:
		bufs(b, "$#");
		prvarname(b, n->a);
		break;
	case N_FLAT:
		bufs(b, "$^");
		prvarname(b, n->a);
		break;
	case N_CONCAT:
		pr(b, n->a);
		bufc(b, '^');
		pr(b, n->b);
		break;
	case N_PAREN:
		bufc(b, '(');
		prwords(b, n->a, " ");
		bufc(b, ')');
		break;
	case N_BACKQ:
		if (n->a != NULL) {
			bufs(b, "``");
			prvalue(b, n->a);
		} else
			bufc(b, '`');
		bufc(b, '{');
		pr(b, n->b);
		bufc(b, '}');
		break;
	case N_NMPIPE:
		bufs(b, n->i ? ">{" : "<{");
		pr(b, n->a);
		bufc(b, '}');
		break;
	case N_ARGS:
		prwords(b, n, " ");
		break;
	case N_REDIR:
	case N_DUP:
		prredir(b, n);
		break;
	case N_SEQ:
		pr(b, n->a);
		if (n->a == NULL || n->a->t != N_NOWAIT)
			bufc(b, ';');
		pr(b, n->b);
		break;
	case N_NOWAIT:
		pr(b, n->a);
		bufc(b, '&');
		break;
	case N_BRACE:
		bufc(b, '{');
		if (n->a == NULL)
			bufs(b, "()");	/* the reference's spelling of an empty group */
		else
			pr(b, n->a);
		bufc(b, '}');
		prwords(b, n->b, "");
		break;
	case N_PIPE:
		prcmd(b, n->a);
		bufc(b, '|');
		if (n->fd2 != 0)
			bufprint(b, "[%d=%d]", n->fd, n->fd2);
		else if (n->fd != 1)
			bufprint(b, "[%d]", n->fd);
		prcmd(b, n->b);
		break;
	case N_ANDAND:
		prcmd(b, n->a);
		bufs(b, "&&");
		prcmd(b, n->b);
		break;
	case N_OROR:
		prcmd(b, n->a);
		bufs(b, "||");
		prcmd(b, n->b);
		break;
	case N_BANG:
		bufc(b, '!');
		prcmd(b, n->a);
		break;
	case N_SUBSHELL:
		bufs(b, "@ ");
		prcmd(b, n->a);
		break;
	case N_MATCH:
		bufs(b, "~ ");
		pr(b, n->a);
		bufc(b, ' ');
		prlist(b, n->b);
		break;
	case N_IF:
		bufs(b, "if(");
		prcmd(b, n->a);
		bufc(b, ')');
		prcmd(b, n->b);
		break;
	case N_ELSE:
		bufc(b, '{');
		pr(b, n->a);
		bufs(b, "}else ");
		pr(b, n->b);
		break;
	case N_IFNOT:
		bufs(b, "if not ");
		pr(b, n->a);
		break;
	case N_FOR:
		bufs(b, "for(");
		pr(b, n->a);
		bufs(b, " in ");
		if (n->b == NULL)
			bufs(b, "$*");
		else
			prlist(b, n->b);
		bufc(b, ')');
		prcmd(b, n->c);
		break;
	case N_WHILE:
		bufs(b, "while(");
		prcmd(b, n->a);
		bufc(b, ')');
		prcmd(b, n->b);
		break;
	case N_SWITCH:
		bufs(b, "switch(");
		pr(b, n->a);
		bufs(b, "){");
		pr(b, n->b);
		bufc(b, '}');
		break;
	case N_CASE:
		bufs(b, "case ");
		prlist(b, n->a);
		break;
	case N_ASSIGN:
		pr(b, n->a);
		bufc(b, '=');
		prvalue(b, n->b);
		break;
	case N_PRE:
		pr(b, n->a);
		if (n->b != NULL) {
			bufc(b, ' ');
			pr(b, n->b);
		}
		break;
	case N_SIMPLE:
		prwords(b, n->a, " ");
		break;
	case N_NEWFN:
		bufs(b, "fn ");
		prlist(b, n->a);
		bufs(b, " {");
		prcmd(b, n->b);
		bufc(b, '}');
		break;
	case N_RMFN:
		bufs(b, "fn ");
		prlist(b, n->a);
		break;
	}
}

void
treeprint(Buf *b, const Node *n)
{
	pr(b, n);
}
