/* parse.y: rc's grammar, one line (a top-level command) per parse. */
%{
#include <string.h>
#include "tree.h"
#include "lex.h"
#include "input.h"
#include "mem.h"
#include "print.h"
#include "parse_api.h"
#include "error.h"

/*
 * The lexer fills in the parser's yylval: lex.c then needs nothing of the
 * parser.  (yacc -p defines yylex as its prefixed name first.)
 */
#undef yylex
#define yylex() lex_token(&yylval)

static Node *result;
static int sawend;
static int trailsep;	/* the line ended in ; or & with nothing after it */
/*
 * A misplaced if not is only noted where its list is built: a yacc that
 * reduces by default in more states than byacc (bison, but for the flag
 * configure gives it) may build a list on a lookahead that byacc finds
 * wrong at once, and an error raised there would come before the syntax
 * error.  It is raised where the list closes ('}', ')' or the line's end),
 * just after that token is shifted, which every yacc reaches at the same
 * token; or at a syntax error found after the list was built, where the
 * reference, which raises it as it builds the list, has already said it
 * (if (a \n if not } says the if not, not the brace).
 */
static int ifnotbad;
static int ifnotraise;
#define IFNOTCHECK() do { if (ifnotbad && !lex_error()) { ifnotraise = 1; YYABORT; } } while (0)

/*
 * Raised here, not after the parse: the parser goes on to read the rest
 * of the line for its error rule, and the line said must be this one.
 */
void
yyerror(const char *msg)
{
	if (ifnotbad && !lex_error()) {
		input_endcommand();
		error_msg("`if not' must follow `if'");
	}
	lex_syntaxerror(msg);
}

/*
 * Bison's stack, once it outgrows its first array, is on the heap: an
 * error that unwinds through yyparse (^C while a heredoc is read, an
 * error raised below) would lose it.  Each parse keeps its block in a
 * frame, which frees it however the parse ends.  (byacc's stack is a
 * static that lives on.)
 */
typedef struct ParseFrame {
	Frame f;
	void *stack;
	struct ParseFrame *outer;
} ParseFrame;
static ParseFrame *parsing;
#ifdef YYBISON
static void *stackalloc(size_t);
static void stackfree(void *);
#define YYMALLOC stackalloc
#define YYFREE stackfree
#endif

static Node *kw(const char *);
static Node *seq(Node *, Node *);
static Node *lastsep(Node *);
static Node *keepempty(Node *);
static Node *append(Node *, Node *);
static Node *redirnode(int kind, int fd, Node *target);
static Node *paren(Node *);
static Node *elsepart(Node *, Node *);
static Node *bqword(Node *);
static int notempty(Node *);
static Node *droplast(Node *);
static Node *splice(Node *, Node *);
%}

%union {
	Node *node;
	struct { int kind, fd, fd2; } r;
}

%token <node> WORD
%token <r> REDIR SREDIR DUP PIPE
%token ANDAND OROR BACKBACK BANG CASE COUNT ELSE END FLAT FN FOR IF IN NOT
%token SUB SUBSHELL SWITCH TWIDDLE WHILE HUH

%nonassoc WORDS	/* below else: else after words is a word, and an else goes to the nearest if */
%left WHILE ')' ELSE
%left ANDAND OROR '\n'
%left BANG SUBSHELL
%left PIPE
%left PREFIX	/* a redirection before a command binds to that command alone */
%right '$'
%left SUB

%type <node> line body cmdsa cmdsan brace paren assign epilog redir
%type <node> case cbody iftail cmd simple simple1 first word word0 eqword sword comword
%type <node> keyword words nlwords

%start rc

%%

rc	: line end		{ result = $1; YYACCEPT; }
	| error end		{ yyerrok; result = NULL; YYABORT; }
	;

/* heredocs are read where the reference reads them: here and in cmdsan */
end	: END			{ IFNOTCHECK(); sawend = 1; if (!lex_heredocs(1)) YYABORT; }
	| '\n'			{ IFNOTCHECK(); if (!lex_heredocs(0)) YYABORT; }
	;

line	: cmd
	| cmdsa line		{ $$ = $2 == NULL ? lastsep($1) : seq($1, $2); trailsep = $2 == NULL; }
	;

body	: cmd
	| cmdsan body		{ $$ = seq($1, $2); }
	;

cmdsa	: cmd ';'
	| cmd '&'		{ $$ = $1 == NULL ? NULL : tree_mk(N_NOWAIT, $1, NULL, NULL); }	/* a lone & does nothing */
	;

cmdsan	: cmdsa
	| cmd '\n'		{ if (!lex_heredocs(0)) YYABORT; }
	;

brace	: '{' body '}'		{ IFNOTCHECK(); $$ = $2; }
	;

paren	: '(' body ')'		{ IFNOTCHECK(); $$ = $2; }
	;

assign	: first optcaret '=' optcaret word	{ $$ = tree_mk(N_ASSIGN, $1, $5, NULL); }
	;

epilog	: /* empty */		{ $$ = NULL; }
	| redir epilog		{ $$ = tree_mk(N_ARGS, $1, $2, NULL); }
	;

redir	: DUP			{ $$ = tree_mkdup($1.kind, $1.fd, $1.fd2); }
	| REDIR word		{ if ($1.kind == R_HEREDOC && !lex_heredoc_marker()) YYABORT; $$ = redirnode($1.kind, $1.fd, $2); }
	| SREDIR word		{ $$ = redirnode($1.kind, $1.fd, $2); }
	;

case	: CASE words ';'	{ $$ = tree_mk(N_CASE, $2, NULL, NULL); }
	| CASE words '\n'	{ $$ = tree_mk(N_CASE, $2, NULL, NULL); }
	;

cbody	: cmd
	| case cbody		{ $$ = tree_mk(N_SEQ, $1, $2, NULL); }	/* an empty last case prints as "case x;" */
	| cmdsan cbody		{ $$ = $1 == NULL ? keepempty($2) : $2 == NULL ? tree_mk(N_SEQ, $1, NULL, NULL) : tree_mkseq($1, $2); }	/* no if not is joined to its if here, as in the reference */
	;

/*
 * As in the reference, else follows any command that has ended when it
 * comes: a brace, and also one whose last part is empty (if (c) a || else
 * b, if (c) ! else b, if (c) else b), but not words, where it is a word.
 */
iftail	: cmd		%prec WORDS
	| cmd ELSE optnl cmd	{ $$ = elsepart($1, $4); }
	;

cmd	: /* empty */	%prec WHILE	{ $$ = NULL; }
	| simple		{ $$ = $1->b == NULL && !notempty($1->a) ? NULL : tree_mk(N_SIMPLE, $1, NULL, NULL); }	/* () alone is no command, as in the reference */
	| brace epilog		{ $$ = tree_mk(N_BRACE, $1, $2, NULL); }
	| IF paren optnl iftail	{ $$ = tree_mk(N_IF, $2, $4, NULL); }
	| IF NOT optnl cmd	%prec WHILE	{ $$ = tree_mk(N_IFNOT, $4, NULL, NULL); }
	| FOR '(' word IN words ')' optnl cmd
				{ $$ = tree_mk(N_FOR, $3, $5 ? $5 : tree_mk(N_PAREN, NULL, NULL, NULL), $8); }
	| FOR '(' word ')' optnl cmd
				{ $$ = tree_mk(N_FOR, $3, NULL, $6); }
	| WHILE paren optnl cmd	{ $$ = tree_mk(N_WHILE, $2, $4, NULL); }
	| SWITCH '(' word ')' optnl '{' cbody '}'
				{ $$ = tree_mk(N_SWITCH, $3, $7, NULL); }
	| TWIDDLE optcaret word words	%prec WORDS	{ $$ = tree_mk(N_MATCH, $3, $4, NULL); }
	| cmd ANDAND optnl cmd	{ $$ = tree_mk(N_ANDAND, $1, $4, NULL); }
	| cmd OROR optnl cmd	{ $$ = tree_mk(N_OROR, $1, $4, NULL); }
	| cmd PIPE optnl cmd	{ $$ = tree_mkpipe($2.fd, $2.fd2, $1, $4); }
	| redir cmd	%prec PREFIX	{ $$ = tree_mk(N_PRE, $1, $2, NULL); }
	| assign cmd	%prec BANG	{ $$ = tree_mk(N_PRE, $1, $2, NULL); }
	| BANG optcaret cmd	{ $$ = tree_mk(N_BANG, $3, NULL, NULL); }
	| SUBSHELL optcaret cmd	{ $$ = tree_mk(N_SUBSHELL, $3, NULL, NULL); }
	| FN words brace	{ $$ = tree_mk(N_NEWFN, $2, $3, NULL); }
	| FN words	%prec WORDS	{ $$ = tree_mk(N_RMFN, $2, NULL, NULL); }
	;

optcaret : /* empty */
	| '^'
	;

/*
 * A command word followed by '=' makes an assignment, as in the
 * reference; anywhere else a word may be or begin with '=' (echo a = b).
 */
simple	: first	%prec WORDS	{ $$ = append(NULL, $1); }
	| simple1	%prec WORDS	{ $$ = droplast($1); }
	;

simple1	: first word0		{ $$ = append(append(NULL, $1), $2); }
	| first redir		{ $$ = append(append(NULL, $1), $2); }
	| simple1 word		{ $$ = notempty($2) ? append($1, $2) : $1; }
	| simple1 redir		{ $$ = append($1, $2); }
	;

first	: comword
	| first '^' sword	{ $$ = tree_mk(N_CONCAT, $1, $3, NULL); }
	;

sword	: comword
	| keyword
	;

word	: word0
	| eqword
	;

word0	: sword
	| word0 '^' sword	{ $$ = tree_mk(N_CONCAT, $1, $3, NULL); }
	| word0 '^' '='		{ $$ = tree_mk(N_CONCAT, $1, kw("="), NULL); }
	;

eqword	: '='			{ $$ = kw("="); }
	| eqword '^' sword	{ $$ = tree_mk(N_CONCAT, $1, $3, NULL); }
	| eqword '^' '='	{ $$ = tree_mk(N_CONCAT, $1, kw("="), NULL); }
	;

comword	: '$' sword		{ $$ = tree_mk(N_VAR, $2, NULL, NULL); }
	| '$' '='		{ $$ = tree_mk(N_VAR, kw("="), NULL, NULL); }	/* $= is a name */
	| COUNT '='		{ $$ = tree_mk(N_COUNT, kw("="), NULL, NULL); }
	| FLAT '='		{ $$ = tree_mk(N_FLAT, kw("="), NULL, NULL); }
	| '$' sword SUB words ')'	{ $$ = tree_mk(N_VARSUB, $2, $4, NULL); }
	| COUNT sword		{ $$ = tree_mk(N_COUNT, $2, NULL, NULL); }
	| FLAT sword		{ $$ = tree_mk(N_FLAT, $2, NULL, NULL); }
	| WORD
	| '`' sword		{ $$ = tree_mk(N_BACKQ, NULL, bqword($2), NULL); }
	| '`' '='		{ $$ = tree_mk(N_BACKQ, NULL, bqword(kw("=")), NULL); }	/* `= runs the command = */
	| '`' brace		{ $$ = tree_mk(N_BACKQ, NULL, $2, NULL); }
	| BACKBACK word brace	{ $$ = tree_mk(N_BACKQ, $2, $3, NULL); }
	| BACKBACK word sword	{ $$ = tree_mk(N_BACKQ, $2, bqword($3), NULL); }
	| BACKBACK word '='	{ $$ = tree_mk(N_BACKQ, $2, bqword(kw("=")), NULL); }
	| '(' nlwords ')'	{ $$ = paren($2); }
	| SREDIR brace		{	/* < {a} too, as in the reference */
				$$ = tree_mk(N_NMPIPE, $2, NULL, NULL);
				$$->i = $1.kind == R_CREATE;
			}
	;

keyword	: FOR		{ $$ = kw("for"); }
	| IN		{ $$ = kw("in"); }
	| WHILE		{ $$ = kw("while"); }
	| IF		{ $$ = kw("if"); }
	| NOT		{ $$ = kw("not"); }
	| TWIDDLE	{ $$ = kw("~"); }
	| BANG		{ $$ = kw("!"); }
	| SUBSHELL	{ $$ = kw("@"); }
	| SWITCH	{ $$ = kw("switch"); }
	| FN		{ $$ = kw("fn"); }
	| CASE		{ $$ = kw("case"); }
	| ELSE		{ $$ = kw("else"); }
	;

words	: /* empty */		{ $$ = NULL; }
	| words word		{ $$ = splice($1, $2); }
	;

/* Inside a parenthesised list a newline is only a blank. */
nlwords	: /* empty */		{ $$ = NULL; }
	| nlwords word		{ $$ = splice($1, $2); }
	| nlwords '\n'		{ $$ = $1; }
	;

optnl	: /* empty */
	| optnl '\n'
	;

%%

static Node *
kw(const char *s)
{
	return tree_mkword(mem_nstrdup(s), 1);
}

/* Lists grow at the end in constant time: the head's c points at the tail. */
static Node *
append(Node *list, Node *item)
{
	Node *n = tree_mk(N_ARGS, item, NULL, NULL);
	if (list == NULL) {
		n->c = n;
		return n;
	}
	list->c->b = n;
	list->c = n;
	return list;
}

/* The command of `word: the word, but `() runs nothing, as {()} does. */
static Node *
bqword(Node *w)
{
	return notempty(w) ? tree_mk(N_SIMPLE, append(NULL, w), NULL, NULL) : NULL;
}

/* An else with nothing after it is dropped, as the reference does. */
static Node *
elsepart(Node *then, Node *otherwise)
{
	return otherwise == NULL ? then : tree_mk(N_ELSE, then, otherwise, NULL);
}

/*
 * Lists do not nest: (a (b c)) is (a b c), as splice builds them, and a
 * list of one word is that word, as the reference reads and prints them.
 */
static Node *
paren(Node *words)
{
	if (words != NULL && words->b == NULL)
		return words->a;
	return tree_mk(N_PAREN, words, NULL, NULL);
}

/* In a list of words a list adds its words: (a (b c)) has three. */
static Node *
splice(Node *list, Node *w)
{
	Node *q;
	if (w->t != N_PAREN)
		return append(list, w);
	for (q = w->a; q != NULL; q = q->b)
		list = append(list, q->a);
	return list;
}

/*
 * An empty list among arguments adds nothing, as in the reference, with
 * one exception it has: right after the command word, () stays when
 * more arguments follow (echo () a).
 */
static int
notempty(Node *w)
{
	return !(w->t == N_PAREN && w->a == NULL);
}

static Node *
droplast(Node *list)
{
	Node *p;
	if (list->b == NULL || notempty(list->c->a) || list->b != list->c)
		return list;
	/* first and () alone: the () goes */
	for (p = list; p->b != list->c; p = p->b)
		;
	p->b = NULL;
	list->c = p;
	return list;
}

static Node *
redirnode(int kind, int fd, Node *target)
{
	if (kind == R_HEREDOC)
		kind = R_HERESTRING;
	return tree_mkredir(kind, fd, target);
}

/*
 * "if not" right after an if in the same sequence becomes its else part,
 * as the reference prints it; elsewhere in a sequence it is an error when
 * it runs (i = 1), and at the start of a line it follows the last if run.
 */
/*
 * A line that ends in ; or &: the reference ends it with an empty
 * command, which makes $status true (false; leaves 0).  It prints as
 * the command alone.
 */
static Node *
lastsep(Node *a)
{
	Node *n;
	if (a == NULL)
		return NULL;
	n = tree_mk(N_SEQ, a, NULL, NULL);
	n->i = 1;
	return n;
}

static Node *
seq(Node *a, Node *b)
{
	Node *head = b != NULL && b->t == N_SEQ ? b->a : b;

	if (a == NULL)		/* an empty line before it: still first in the list */
		return b;
	if (head != NULL && head->t == N_IFNOT) {
		if (a != NULL && a->t == N_IF && (a->b == NULL || a->b->t != N_ELSE)) {
			/*
			 * An empty if not is dropped, as an empty else is: the
			 * reference prints it "else ()", which reads back as no else
			 * at all, and the two run alike (a false condition leaves
			 * $status 0 either way).
			 */
			Node *m = head->a == NULL ? a : tree_mk(N_IF, a->a, tree_mk(N_ELSE, a->b, head->a, NULL), NULL);
			if (b->t == N_SEQ) {
				b->a = m;
				return b;
			}
			return lastsep(m);	/* it ends its list: true afterwards, as in the reference */
		}
		/*
		 * The reference stops as the list closes, before it reads on: after
		 * {a; if not b}; c at a prompt, c runs.  See ifnotbad.
		 */
		ifnotbad = 1;
	}
	return tree_mkseq(a, b);
}

/*
 * An empty command in a switch's body (as between ; and a newline) is
 * kept: after a matching case it makes $status true, as the reference's
 * does.  It prints as nothing.
 */
static Node *
keepempty(Node *rest)
{
	if (rest == NULL || (rest->t == N_SEQ && rest->a == NULL))
		return rest;
	return tree_mk(N_SEQ, NULL, rest, NULL);
}

#ifdef YYBISON
static void *
stackalloc(size_t n)
{
	return parsing->stack = mem_alloc(n);
}

static void
stackfree(void *p)
{
	if (p == parsing->stack)
		parsing->stack = NULL;
	mem_free(p);
}
#endif

static void
undo_parse(Frame *f)
{
	ParseFrame *pf = (ParseFrame *)f;
	mem_free(pf->stack);
	parsing = pf->outer;
}

Node *
parse_line(int *how)
{
	ParseFrame pf;
	int r;

	result = NULL;
	sawend = 0;
	trailsep = 0;
	ifnotbad = ifnotraise = 0;
	lex_reset();
	lex_clear_error();
	input_prompt(PROMPT_FIRST);
	pf.stack = NULL;
	pf.outer = parsing;
	parsing = &pf;
	error_framepush(&pf.f, undo_parse);
	r = yyparse();
	input_endcommand();
	error_framepop(&pf.f);
	if (ifnotraise)
		error_msg("`if not' must follow `if'");
	if (r != 0 || lex_error()) {	/* an error the lexer said, the parse gone on */
		*how = PARSE_ERROR;
		return NULL;
	}
	/* as the reference, rc reads no more (no prompt) after a heredoc that ended the input */
	*how = sawend || lex_heredoc_atend() ? PARSE_EOF : PARSE_OK;
	return result;
}

/* The text of an imported function, being parsed: its source, and -i. */
typedef struct FnText {
	Frame f;
	int interactive;	/* input_flag_i before, put back after */
} FnText;

static void
undo_push(Frame *f)
{
	input_pop();
	input_setinteractive(((FnText *)f)->interactive);
}

Node *
parse_fndef(const char *name, const char *text)
{
	FnText f;
	Buf b = BUFHEAP;
	char *src;
	Node *t;
	int how;

	/* the name as whatis quotes a variable's: '' and keywords in quotes */
	print_s(&b, "fn ");
	print_name(&b, name, 1);
	print_s(&b, text);
	src = mem_nstrndup(b.p, b.n);	/* in the arena, as the parse's words */
	mem_free(b.p);

	/*
	 * As in the reference, the name and the text are joined, and the
	 * last line parsed must be one definition; its body is this function's.
	 */
	input_push_string(src, strlen(src));
	f.interactive = input_setinteractive(0);	/* its syntax error is said as a script's, under -i too */
	error_framepush(&f.f, undo_push);	/* parse_line may raise an error */
	/*
	 * More lines, after an error too, are parsed for their errors, and
	 * the definition is the last line's, as the reference reads it; an
	 * error that reached the end (a byte 0377 is one) is the last.
	 */
	t = parse_line(&how);
	while (how == PARSE_OK || (how == PARSE_ERROR && input_lastchar() != EOF))
		t = parse_line(&how);
	error_framepop(&f.f);
	if (how != PARSE_EOF || t == NULL || t->t != N_NEWFN || trailsep)
		return NULL;
	return t->b;
}
