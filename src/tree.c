/* tree.c: building, copying, freeing and printing parse trees. */
#include <string.h>
#include "tree.h"
#include "error.h"
#include "mem.h"
#include "print.h"
#include "quote.h"

Node *
tree_mk(Ntype t, Node *a, Node *b, Node *c)
{
	Node *n = mem_nalloc(sizeof *n);
	n->t = t;
	n->i = 0;
	n->fd = n->fd2 = 0;
	n->c = c;
	n->a = a;
	n->b = b;
	return n;
}

Node *
tree_mkword(char *s, int quoted)
{
	Node *n = tree_mk(N_WORD, NULL, NULL, NULL);
	n->s = s;
	n->i = quoted;
	return n;
}

Node *
tree_mkredir(int kind, int fd, Node *target)
{
	Node *n = tree_mk(N_REDIR, target, NULL, NULL);
	n->i = kind;
	n->fd = fd;
	return n;
}

Node *
tree_mkdup(int dir, int fd, int fd2)
{
	Node *n = tree_mk(N_DUP, NULL, NULL, NULL);
	n->i = dir;
	n->fd = fd;
	n->fd2 = fd2;
	return n;
}

Node *
tree_mkpipe(int fd, int fd2, Node *a, Node *b)
{
	Node *n = tree_mk(N_PIPE, a, b, NULL);
	n->fd = fd;
	n->fd2 = fd2;
	return n;
}

Node *
tree_mkseq(Node *a, Node *b)
{
	if (a == NULL)
		return b;
	if (b == NULL)
		return a;
	return tree_mk(N_SEQ, a, b, NULL);
}

/*
 * Copying and freeing visit every node with a stack of their own instead
 * of the C stack: a body may hold a list of a million words or a ^ chain
 * of a million pieces, and lists lean one way, chains the other.
 */
typedef struct Todo {
	void **v;
	size_t n, max;
} Todo;

static void
todo(Todo *t, void *p)
{
	if (t->n == t->max) {
		t->max = t->max ? t->max * 2 : 64;
		t->v = mem_realloc(t->v, t->max * sizeof *t->v);
	}
	t->v[t->n++] = p;
}

/* Each entry is a pair: the node to copy, and where its copy goes. */
Node *
tree_dup_heap(const Node *n)
{
	Todo t = { NULL, 0, 0 };
	Node *root = NULL;

	todo(&t, (void *)n);
	todo(&t, &root);
	while (t.n > 0) {
		Node **to = t.v[--t.n];
		const Node *from = t.v[--t.n];
		Node *c;
		if (from == NULL) {
			*to = NULL;
			continue;
		}
		c = mem_alloc(sizeof *c);
		*c = *from;
		*to = c;
		if (from->t == N_WORD)
			c->s = mem_strdup(from->s);
		else if (from->t == N_FOR) {
			todo(&t, from->c);
			todo(&t, &c->c);
		} else if (from->t == N_ARGS)
			c->c = NULL;	/* the tail, needed only while parsing */
		todo(&t, from->a);
		todo(&t, &c->a);
		todo(&t, from->b);
		todo(&t, &c->b);
	}
	mem_free(t.v);
	return root;
}

void
tree_free_heap(Node *n)
{
	Todo t = { NULL, 0, 0 };

	todo(&t, n);
	while (t.n > 0) {
		n = t.v[--t.n];
		if (n == NULL)
			continue;
		todo(&t, n->a);
		todo(&t, n->b);
		if (n->t == N_FOR)
			todo(&t, n->c);
		else if (n->t == N_WORD)
			mem_free(n->s);
		mem_free(n);
	}
	mem_free(t.v);
}

/*
 * The printer writes the canonical form the reference rc uses for whatis
 * and for fn_ exports: no optional blanks, a list in parentheses unless
 * it has exactly one word.
 */
static void pr(Buf *, const Node *);
static void prcmd(Buf *, const Node *);

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
			print_s(b, sep);
	}
}

/*
 * Inside a list the reference prints in parentheses, a list within a
 * word loses its own: x=(1 (a b)^c) prints as x=(1 a b^c).
 */
static int barelists;

/* A word list as the value of an assignment, a for list or a case. */
static void
prlist(Buf *b, const Node *n)
{
	int outer = barelists;

	if (n != NULL && n->t == N_PAREN)
		n = n->a;
	if (nargs(n) == 1)
		pr(b, n->a);
	else if (outer && n != NULL)
		prwords(b, n, " ");
	else {
		print_c(b, '(');
		barelists = 1;
		prwords(b, n, " ");
		barelists = outer;
		print_c(b, ')');
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
		print_buf(b, "[%d]", n->fd);
}

/* A < or > with its default descriptor, printed without [n]. */
static int
prfdless(const Node *n)
{
	return n->fd == (n->i == R_FROM ? 0 : 1);
}

/*
 * Whether a word's text starts with <{ (out 0) or >{ (out 1): after the
 * same operator it would read as << or >>.  The reference prints them
 * joined, and its text does not read back.
 */
static int
startspipe(const Node *w, int out)
{
	while (w != NULL && w->t == N_CONCAT)
		w = w->a;
	return w != NULL && w->t == N_NMPIPE && w->i == out;
}

static void
prredir(Buf *b, const Node *n)
{
	if (n->t == N_DUP) {
		int k;
		for (k = n->i >> 8; k > 0; k--)	/* >>[1=2] is a dup, and prints so */
			print_c(b, n->i & 0377);
		if (n->fd2 < 0)
			print_buf(b, "[%d=]", n->fd);
		else
			print_buf(b, "[%d=%d]", n->fd, n->fd2);
		return;
	}
	switch (n->i) {
	case R_FROM:
		print_c(b, '<');
		prfd(b, n, 0);
		break;
	case R_CREATE:
		print_c(b, '>');
		prfd(b, n, 1);
		break;
	case R_APPEND:
		print_s(b, ">>");
		prfd(b, n, 1);
		break;
	default:
		print_s(b, "<<<");
		prfd(b, n, 0);
		break;
	}
	if ((n->i == R_FROM || n->i == R_CREATE) && prfdless(n) && startspipe(n->a, n->i == R_CREATE))
		print_c(b, ' ');	/* > >{x} is not >>{x}, nor < <{x} <<{x} */
	pr(b, n->a);
}

static int
plainname(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!rc_namechar((unsigned char)*s))
			return 0;
	return 1;
}

/*
 * Right after $, $# or $^ and any number of (, rc reads a name: its
 * bytes stop at the first that is not a name's, and the rest is another
 * word joined on ($((c"i)) is $((c^"i))).  So the first word printed
 * there goes bare only when it is all a name; pr clears this flag at the
 * first thing it prints that is not a (.
 */
static int namenext;

static void
prvarname(Buf *b, const Node *n)
{
	if (n->t == N_WORD && plainname(n->s))
		print_s(b, n->s);
	else if (n->t == N_WORD)
		print_quoted(b, n->s);	/* $'x.y' is not $x.y */
	else {
		print_c(b, '(');
		namenext = 1;
		pr(b, n);
		namenext = 0;
		print_c(b, ')');
	}
}

/*
 * The separators of ``ifs{cmd}: a list of them keeps its parentheses
 * inside another list, where ``x y{cmd} would read back as two words.
 * (The reference prints it bare, and its text does not read back.)
 */
static void
prifs(Buf *b, const Node *n)
{
	int outer = barelists;

	barelists = 0;
	prvalue(b, n);
	barelists = outer;
}

/* The word a backquote runs, when its command is that word alone (`x). */
static const Node *
bqword1(const Node *n)
{
	const Node *c = n->b;

	if (c == NULL || c->t != N_SIMPLE || c->a == NULL || c->a->b != NULL)
		return NULL;
	return c->a->a;
}

/*
 * Whether a subscripted name is a chain of $#, $^ and `, each of one
 * word, down to a word read right after a $, $# or $^: the tokens a
 * subscript can follow, and so the way it must print.
 */
static int
subchain(const Node *n)
{
	int afterdollar = 1;

	for (;;) {
		if (n->t == N_COUNT || n->t == N_FLAT) {
			n = n->a;
			afterdollar = 1;
		} else if (n->t == N_BACKQ && (n = bqword1(n)) != NULL)
			afterdollar = 0;
		else
			return n != NULL && n->t == N_WORD && afterdollar;
	}
}

/*
 * The name of a subscripted $#x, $^x or `$^x: a subscript follows only a
 * name read just after $, $# or $^, so $$#$^x(1) and $`$^x(1) print so.
 * The reference's $$#($^x)(1) reads back as $($#($^x)) (1), and its
 * $`{$^x}(1) as $`{$^x} (1).
 */
static void
prsubname(Buf *b, const Node *n)
{
	if (!subchain(n)) {
		prvarname(b, n);
		return;
	}
	while (n->t != N_WORD) {
		if (n->t == N_BACKQ) {
			if (n->a != NULL) {
				print_s(b, "``");
				prifs(b, n->a);
				print_c(b, ' ');
			} else
				print_c(b, '`');
			n = bqword1(n);
		} else {
			print_s(b, n->t == N_COUNT ? "$#" : "$^");
			n = n->a;
		}
	}
	prvarname(b, n);
}

/* A command where one is required: the reference spells a missing one (). */
static void
prcmd(Buf *b, const Node *n)
{
	if (n == NULL)
		print_s(b, "()");
	else
		pr(b, n);
}

/* The operator between the two sides of a chain node. */
static void
prop(Buf *b, const Node *n)
{
	switch (n->t) {
	case N_CONCAT:
		print_c(b, '^');
		break;
	case N_PIPE:
		print_c(b, '|');
		if (n->fd2 != 0)
			print_buf(b, "[%d=%d]", n->fd, n->fd2);
		else if (n->fd != 1)
			print_buf(b, "[%d]", n->fd);
		break;
	case N_ANDAND:
		print_s(b, "&&");
		break;
	default:
		print_s(b, "||");
		break;
	}
}

/*
 * a^b^c, a|b|c and a&&b||c lean left, and may be a million long (a
 * heredoc's substitutions are a ^ chain): the left spine is printed
 * from a list of its own, not by recursion.
 */
static void
prchain(Buf *b, const Node *n)
{
	const Node *p, **spine;
	size_t k = 0, i;
	int word = n->t == N_CONCAT;

	for (p = n; p != NULL && (word ? p->t == N_CONCAT
	    : (p->t == N_PIPE || p->t == N_ANDAND || p->t == N_OROR)); p = p->a)
		k++;
	spine = mem_alloc(k * sizeof *spine);
	for (p = n, i = k; i > 0; p = p->a)
		spine[--i] = p;
	if (word)
		pr(b, spine[0]->a);
	else
		prcmd(b, spine[0]->a);
	for (i = 0; i < k; i++) {
		prop(b, spine[i]);
		if (word)
			pr(b, spine[i]->b);
		else
			prcmd(b, spine[i]->b);
	}
	mem_free(spine);
}

static void
pr(Buf *b, const Node *n)
{
	if (n == NULL)
		return;
	error_stackcheck();	/* a tree nests as deep as the parser's stack allowed */
	if (namenext && n->t != N_PAREN && n->t != N_ARGS && n->t != N_CONCAT) {
		namenext = 0;
		if (n->t == N_WORD && !plainname(n->s)) {
			print_quoted(b, n->s);
			return;
		}
	}
	switch (n->t) {
	case N_WORD:
		if (n->i)
			print_treeword(b, n->s);
		else if (strchr(n->s, '\\') != NULL)
			print_quoted(b, n->s);	/* the reference quotes a\b, glob characters and all */
		else
			print_s(b, n->s);
		break;
	case N_VAR:
		print_c(b, '$');
		prvarname(b, n->a);
		break;
	case N_VARSUB:
		print_c(b, '$');
		prsubname(b, n->a);	/* $$^x(1): a subscript cannot go with $^x */
		print_c(b, '(');
		prlist(b, n->b);
		print_c(b, ')');
		break;
	case N_COUNT:
		print_s(b, "$#");
		prvarname(b, n->a);
		break;
	case N_FLAT:
		print_s(b, "$^");
		prvarname(b, n->a);
		break;
	case N_CONCAT:
	case N_PIPE:
	case N_ANDAND:
	case N_OROR:
		prchain(b, n);
		break;
	case N_PAREN:
		if (barelists && n->a != NULL) {
			prwords(b, n->a, " ");
			break;
		}
		{
			int outer = barelists;
			print_c(b, '(');
			if (nargs(n->a) > 1)
				barelists = 1;	/* a list of one word is no list to the reference */
			prwords(b, n->a, " ");
			barelists = outer;
			print_c(b, ')');
		}
		break;
	case N_BACKQ:
		if (n->a != NULL) {
			print_s(b, "``");
			prifs(b, n->a);
		} else
			print_c(b, '`');
		print_c(b, '{');
		prcmd(b, n->b);
		print_c(b, '}');
		break;
	case N_NMPIPE:
		print_s(b, n->i ? ">{" : "<{");
		prcmd(b, n->a);
		print_c(b, '}');
		break;
	case N_ARGS:
		prwords(b, n, " ");
		break;
	case N_REDIR:
	case N_DUP:
		prredir(b, n);
		break;
	case N_SEQ:
		for (; n != NULL && n->t == N_SEQ; n = n->b) {
			if (n->a == NULL && n->b != NULL)
				continue;	/* a switch body's empty command */
			pr(b, n->a);
			if (n->i && n->b == NULL)
				break;	/* the final ; is not printed */
			if (n->a == NULL || n->a->t != N_NOWAIT)
				print_c(b, ';');
		}
		if (n != NULL && n->t != N_SEQ)
			pr(b, n);
		break;
	case N_NOWAIT:
		pr(b, n->a);
		print_c(b, '&');
		break;
	case N_BRACE:
		print_c(b, '{');
		if (n->a == NULL)
			print_s(b, "()");	/* the reference's spelling of an empty group */
		else
			pr(b, n->a);
		print_c(b, '}');
		prwords(b, n->b, " ");	/* {a}>f <g, as the reference spaces it */
		break;
	case N_BANG:
		print_c(b, '!');
		prcmd(b, n->a);
		break;
	case N_SUBSHELL:
		print_s(b, "@ ");
		prcmd(b, n->a);
		break;
	case N_MATCH:
		print_s(b, "~ ");
		pr(b, n->a);
		print_c(b, ' ');
		prlist(b, n->b);
		break;
	case N_IF:
		print_s(b, "if(");
		prcmd(b, n->a);
		print_c(b, ')');
		prcmd(b, n->b);
		break;
	case N_ELSE:
		print_c(b, '{');
		prcmd(b, n->a);		/* if (c) else x has no first branch */
		print_s(b, "}else ");
		pr(b, n->b);
		break;
	case N_IFNOT:
		print_s(b, "if not ");
		if (n->a == NULL)
			print_s(b, "()");	/* if not alone prints as the reference reads it back */
		else
			pr(b, n->a);
		break;
	case N_FOR:
		print_s(b, "for(");
		pr(b, n->a);
		print_s(b, " in ");
		if (n->b == NULL)
			print_s(b, "$*");
		else
			prlist(b, n->b);
		print_c(b, ')');
		prcmd(b, n->c);
		break;
	case N_WHILE:
		print_s(b, "while(");
		prcmd(b, n->a);
		print_c(b, ')');
		prcmd(b, n->b);
		break;
	case N_SWITCH:
		print_s(b, "switch(");
		pr(b, n->a);
		print_s(b, "){");
		pr(b, n->b);
		print_c(b, '}');
		break;
	case N_CASE:
		print_s(b, "case ");
		prlist(b, n->a);
		break;
	case N_ASSIGN:
		pr(b, n->a);
		print_c(b, '=');
		prvalue(b, n->b);
		break;
	case N_PRE:
		pr(b, n->a);
		if (n->b != NULL) {
			print_c(b, ' ');
			pr(b, n->b);
		}
		break;
	case N_SIMPLE:
		prwords(b, n->a, " ");
		break;
	case N_NEWFN:
		print_s(b, "fn ");
		prlist(b, n->a);
		print_s(b, " {");
		prcmd(b, n->b);
		print_c(b, '}');
		break;
	case N_RMFN:
		print_s(b, "fn ");
		prlist(b, n->a);
		break;
	}
}

void
tree_print(Buf *b, const Node *n)
{
	pr(b, n);
}
