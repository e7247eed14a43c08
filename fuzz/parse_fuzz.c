/* parse_fuzz.c: libFuzzer entry point that feeds one input to rc's lexer, parser and tree printer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "error.h"
#include "input.h"
#include "mem.h"
#include "parse_api.h"
#include "print.h"
#include "tree.h"

int LLVMFuzzerInitialize(int *, char ***);
int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/*
 * The harness links the base and front-end objects alone (build.sh):
 * nothing to set up, as input.c and error.c run without their hooks.
 */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

/* One parse of the string s, NULL unless it is exactly one whole command. */
static Node *
parseall(const char *s)
{
	Catch c;
	Node *volatile t = NULL;	/* set between setjmp and a possible longjmp */
	int how = PARSE_ERROR, depth = input_depth();

	input_push_string(s, strlen(s));
	if (CATCH(c) == 0) {
		t = parse_line(&how);
		catch_pop(&c);
	}
	if (how == PARSE_OK && !input_eof())
		how = PARSE_ERROR;
	while (input_depth() > depth)
		input_pop();
	return how == PARSE_ERROR ? NULL : t;
}

/*
 * Equal but for braces: like the reference, rc wraps the body of an if
 * with an else in one more pair of braces each time it is printed.  And
 * a backquote of the word fn (`fn) prints as `{fn}, which reads back as
 * the command fn with no names, printed `{fn ()}: the reference prints
 * both so, and so must we.
 */
static const char *
skipquirks(const char *base, const char *s)
{
	for (;;) {
		if (*s == '{' || *s == '}')
			s++;
		else if (s - base >= 3 && strncmp(s - 3, "{fn ()}", 7) == 0)
			s += 3;
		else
			return s;
	}
}

static int
samebutbraces(const char *a0, const char *b0)
{
	const char *a = a0, *b = b0;

	for (;;) {
		a = skipquirks(a0, a);
		b = skipquirks(b0, b);
		if (*a != *b)
			return 0;
		if (*a == '\0')
			return 1;
		a++;
		b++;
	}
}

/* The leftmost word of a command (or of its assignment), or NULL. */
static const Node *
firstword(const Node *n)
{
	while (n != NULL && n->t != N_WORD) {
		if (n->t == N_ARGS || n->t == N_SIMPLE || n->t == N_CONCAT
		    || n->t == N_ASSIGN || n->t == N_PRE)
			n = n->a;
		else
			return NULL;
	}
	return n;
}

static int
keyword(const char *s)
{
	static const char *const kw[] = {
		"fn", "if", "for", "in", "while", "switch", "case", "else", "not", NULL
	};
	int i;

	for (i = 0; kw[i] != NULL; i++)
		if (strcmp(s, kw[i]) == 0)
			return 1;
	return 0;
}

/* A variable name (a word, or a list of them) with a byte beyond ASCII's names. */
static int
oddname(const Node *w)
{
	const unsigned char *p;

	if (w == NULL)
		return 0;
	if (w->t == N_PAREN || w->t == N_ARGS)
		return oddname(w->a) || (w->t == N_ARGS && oddname(w->b));
	if (w->t != N_WORD)
		return 0;
	for (p = (const unsigned char *)w->s; *p != '\0'; p++)
		if (*p < 0x20 || *p >= 0x7f)
			return 1;
	return 0;
}

/*
 * Trees that the reference cannot print so that they read back either,
 * and that rc prints as it does: not compared.
 * - a keyword as a word, quoted or not ('fn' x prints as fn x);
 * - a word that begins with [ just after a pipe (a | [2] prints as the
 *   pipe's descriptor, a|[2]) or as the target of a redirection;
 * - a variable name with a control byte or one beyond ASCII, printed
 *   bare ($(f^X) as $f^X, which reads back as $f^^X).
 */
static int
quirky(const Node *n)
{
	const Node *w;

	if (n == NULL)
		return 0;
	switch (n->t) {
	case N_WORD:
		return keyword(n->s);
	case N_PIPE:
		if ((w = firstword(n->b)) != NULL && !w->i && w->s[0] == '[')
			return 1;
		break;
	case N_REDIR:
		if ((w = firstword(n->a)) != NULL && !w->i && w->s[0] == '[')
			return 1;
		break;
	case N_VAR: case N_VARSUB: case N_COUNT: case N_FLAT:
		if (oddname(n->a))
			return 1;
		break;
	case N_FOR:
		if (quirky(n->c))
			return 1;
		break;
	default:
		break;
	}
	return quirky(n->a) || quirky(n->b);
}

/* A tree as rc source, in the arena: what whatis, -x and fn_ exports print. */
static char *
treetext(const Node *t)
{
	Buf b = BUFHEAP;
	char *s;

	treeprint(&b, t);
	s = nstrndup(b.p != NULL ? b.p : "", b.n);
	efree(b.p);
	return s;
}

/*
 * What rc prints of a tree (whatis, -x, fn_ exports) must read back as
 * the same tree: print(parse(print(t))) == print(t), braces aside.  Also
 * copy the tree to the heap and free it, as function definitions do.
 */
static void
roundtrip(Node *t)
{
	char *once, *twice;
	Node *again;

	treefree_heap(treedup_heap(t));
	if (quirky(t))
		return;
	once = treetext(t);
	again = parseall(once);
	if (again == NULL)
		return;		/* printed as several lines: not comparable here */
	twice = treetext(again);
	if (!samebutbraces(once, twice)) {
		fprintf(stderr, "parse_fuzz: the printed tree reads back differently\n"
		    "printed: %s\nreprinted: %s\n", once, twice);
		abort();
	}
}

/*
 * Parse the input line after line, as `rc -n` does: an error ends the
 * line, not the input.  Every parse consumes at least one byte or ends
 * the input, so more parses than bytes means the parser stopped moving.
 * Short inputs are also tried as an imported function body.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	int depth = input_depth();
	size_t parses = 0;

	if (text == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	input_push_string(text, size);
	for (;;) {
		Catch c;
		Mark m = arena_mark();
		int how;
		Node *volatile t = NULL;	/* as in parseall */

		if (CATCH(c) == 0) {
			t = parse_line(&how);
			catch_pop(&c);
		} else {
			how = PARSE_ERROR;
			while (input_depth() > depth + 1)
				input_pop();
		}
		if (how != PARSE_ERROR && t != NULL)
			roundtrip(t);
		arena_release(m);
		if (how == PARSE_EOF || input_eof())
			break;
		if (++parses > size + 2) {
			fprintf(stderr, "parse_fuzz: %zu parses of %zu bytes: no progress\n",
			    parses, size);
			abort();
		}
	}
	while (input_depth() > depth)
		input_pop();
	if (size < 4096 && strlen(text) == size) {
		Catch c;
		Mark m = arena_mark();
		if (CATCH(c) == 0) {
			Node *body = parse_fndef("f", text);
			catch_pop(&c);
			if (body != NULL)
				treefree_heap(treedup_heap(body));
		}
		while (input_depth() > depth)
			input_pop();
		arena_release(m);
	}
	free(text);
	return 0;
}
