/* lex.c: the lexer: words, operators, keywords, free carets and heredocs. */
#include <string.h>
#include "tree.h"
#include "lex.h"
#include "input.h"
#include "mem.h"
#include "error.h"
#include "print.h"
#include "parse.h"
#include "quote.h"

/*
 * After a word, another word that follows without blanks is joined to it
 * by a "free caret": the lexer hands the parser a '^' it never saw.  The
 * state says whether the previous token can take one.
 */
enum { NW, RW };

/*
 * Heredocs are queued as their markers are read, but count, as in the
 * reference, only once the parser has taken in their redirection
 * (reduced): one cut off by a syntax error before that is forgotten.
 */
struct Heredoc {
	Node *body;
	char *marker;	/* NULL: the marker was not a literal word */
	int quoted;
	int reduced;	/* the parser has its redirection */
};

/*
 * The lexer's state between tokens and lines, all of it: lex_reset
 * forgets a line's, lex_forget the rest.
 */
static struct lexer {
	int w;			/* NW or RW: whether a word just ended */
	int dollar;		/* the previous token was $, $# or $^: a name follows */
	int subok;		/* a name was just read after $: ( subscripts it */
	int afterword;		/* the previous token was a plain word */
	int lastword;		/* the previous token was a word, keyword or = */
	int heredoc_next;	/* the next word is a heredoc marker */
	int markerjust;		/* this token is a heredoc's marker */
	int lastmarker;		/* the one before was */
	int heredoc_atend;	/* a heredoc's last line ended the input */
	int blanked;		/* blanks came before this token */
	YYSTYPE *lval;		/* where the token's value goes: the parser's */
	int errflag;
	/*
	 * A lexical error was said and the parser's own error about it is
	 * still to come: as in the reference this lasts until the parser
	 * next reports, even into the next line when the first error came
	 * while it skipped.
	 */
	int scanned;
	/*
	 * A lexical error at the end of input is followed, as in the
	 * reference, by a newline token before the end: the line's heredocs
	 * are then read (and found cut short) where a newline would read
	 * them, a line later.
	 */
	int scaneof;
	char *errword;		/* the text of the last word read: wordbuf or "", */
	char *wordbuf;		/* heap, as it outlives the line */
	size_t errwordmax;
	char nearbyte[4];	/* what nearlast returns for a byte: 'c' */
	struct Heredoc *heredocs;
	int nheredocs, maxheredocs;
	char *tokbuf;
	size_t toklen, tokmax;
} lx = { .w = NW, .errword = "" };

/* The token of each keyword, in RC_KEYWORDS' order (quote.h). */
static const int keytokens[] = {
	CASE, ELSE, FN, FOR, IF, IN, NOT, SWITCH, WHILE
};

static int lexc(void);

static int
iskeyword(const char *s)
{
	int k = rc_keyword(s);
	return k != 0 ? keytokens[k - 1] : 0;
}

static void
tokreset(void)
{
	lx.toklen = 0;
}

static void
tokadd(int c)
{
	if (lx.toklen + 1 >= lx.tokmax) {
		lx.tokmax = lx.tokmax ? lx.tokmax * 2 : 256;
		lx.tokbuf = mem_realloc(lx.tokbuf, lx.tokmax);
	}
	lx.tokbuf[lx.toklen++] = (char)c;
	lx.tokbuf[lx.toklen] = '\0';
}


static void
keepword(const char *s, size_t n)
{
	if (n + 1 > lx.errwordmax) {
		lx.errwordmax = n + 1 < 64 ? 64 : n + 1;
		lx.wordbuf = mem_realloc(lx.wordbuf, lx.errwordmax);
	}
	memcpy(lx.wordbuf, s, n);
	lx.wordbuf[n] = '\0';
	lx.errword = lx.wordbuf;
}

void
lex_reset(void)
{
	lx.subok = 0;
	lx.w = NW;
	lx.dollar = 0;
	lx.lastword = 0;
	lx.heredoc_next = 0;
	lx.nheredocs = 0;
	lx.lastmarker = 0;
	lx.heredoc_atend = 0;
	lx.scaneof = 0;
}

/*
 * Forget what the lexer carries from one line to the next (a lexical
 * error still to swallow the parser's, the last word read), as at
 * start-up: for a harness that gives one input after another to more
 * than one parser, each starting alike.
 */
void
lex_forget(void)
{
	lex_reset();
	lx.errflag = 0;
	lx.scanned = 0;
	lx.afterword = 0;
	lx.blanked = 0;
	lx.markerjust = 0;
	lx.errword = "";
}

int
lex_error(void)
{
	return lx.errflag;
}

int
lex_heredoc_atend(void)
{
	return lx.heredoc_atend;
}

void
lex_clear_error(void)
{
	lx.errflag = 0;
}

/* Report a syntax error in rc's words, once per parse. */
static void
synerror(const char *msg, const char *near, int line)
{
	if (lx.errflag)
		return;
	lx.errflag = 1;
	lx.heredoc_next = 0;	/* a << just read never reaches the parser: no heredoc follows */
	while (lx.nheredocs > 0 && !lx.heredocs[lx.nheredocs - 1].reduced)
		lx.nheredocs--;	/* nor does a marker just read */
	if (input_interactive())
		print_fd(2, "rc: %s\n", msg);
	else
		print_fd(2, "rc: line %d: %s near %s\n", line, msg, near);
}

/*
 * The reference reports the line of the last byte it read, lookahead
 * included, less one when that byte was a newline.
 */
static void saynear(const char *);

/* A parser's error, unsaid right after a lexical one. */
static void
parseerror(const char *msg)
{
	if (lx.scanned) {
		lx.scanned = 0;
		lx.errflag = 1;
		return;
	}
	saynear(msg);
}

void
lex_syntaxerror(const char *msg)
{
	parseerror(msg);
}

/*
 * What an error is near: the last word read by its text, else the last
 * byte read, lookahead and all; *line is where the reference says it is.
 */
static const char *
nearlast(int *line)
{
	int c = input_lastchar();

	*line = input_lineno() - (c == '\n');
	if (lx.lastword)
		return lx.errword;
	if (c == EOF)
		return "eof";
	if (c == '\n')
		return "end of line";
	if (c >= ' ' && c < 0177) {
		lx.nearbyte[0] = '\'';
		lx.nearbyte[1] = (char)c;
		lx.nearbyte[2] = '\'';
		lx.nearbyte[3] = '\0';
		return lx.nearbyte;
	}
	/* the reference's char is signed: 0303 is -61 */
	return print_arena("(decimal %d)", c < 0200 ? c : c - 0400);
}

static void
saynear(const char *msg)
{
	int line;
	const char *near = nearlast(&line);

	/* bison and byacc name a full parser stack differently */
	if (strcmp(msg, "memory exhausted") == 0 || strstr(msg, "stack overflow") != NULL)
		msg = "yacc stack overflow";
	synerror(msg, near, line);
}

/*
 * The parser has just read a heredoc's marker: one that is no literal word
 * is an error said as the reference says it, near the token after it, and
 * the heredoc is forgotten.  0 then, and the parse is given up (not
 * recovered from): the rest of the line is skipped as the reference
 * skips it, its newline uncounted, unless the token after the marker
 * ended at that newline, which is then read again as an empty line.
 * 1 for a good marker.
 */
int
lex_heredoc_marker(void)
{
	int k = lx.nheredocs - 1;
	while (k >= 0 && lx.heredocs[k].reduced)	/* a heredoc inside the marker's <{} */
		k--;
	if (k < 0)
		return 1;
	if (lx.heredocs[k].marker != NULL) {
		lx.heredocs[k].reduced = 1;
		return 1;
	}
	lx.nheredocs = 0;	/* the others of the line go too, as in the reference */
	parseerror("eof-marker not a single literal word");	/* where yacc is */
	if (input_lastchar() != '\n') {
		int c;
		while ((c = lexc()) != '\n' && c != EOF)
			;
		if (c == '\n')
			input_setlineno(input_lineno() - 1);
	}
	return 0;
}

/* A NUL byte in input is dropped, with the line number unless rc is interactive. */
static void
nulwarningat(int line)
{
	if (input_interactive())
		print_fd(2, "rc: warning: null character ignored\n");
	else
		print_fd(2, "rc: line %d: warning: null character ignored\n", line);
}

/*
 * The lexer's reader: a NUL is dropped wherever it stands, in a comment,
 * a quoted word or after a backslash, as the reference drops it as it reads.
 */
static int
lexc(void)
{
	int c;
	while ((c = input_gchar()) == '\0')
		nulwarningat(input_lineno());
	return c;
}

/*
 * A lexical error is said even after a syntax error, while the parser
 * skips to the line's end; but one not yet followed by a syntax error
 * swallows the next error of either kind, as in the reference.
 */
static void
lexerror(const char *msg, const char *near, int line)
{
	if (!lx.scanned) {
		lx.errflag = 0;
		synerror(msg, near, line);
	}
	lx.scanned = 1;
}

/*
 * A heredoc cut short is said as the parser's errors are: unsaid right
 * after a lexical error, and, unlike a lexical error, it swallows no
 * error after it (at a prompt, the next line's syntax error is said).
 */
static void
docerror(const char *near, int line)
{
	if (lx.scanned) {
		lx.scanned = 0;
		lx.errflag = 1;
		return;
	}
	lx.errflag = 0;
	synerror("heredoc incomplete", near, line);
}

/* A lexical error: report it, then let the parser fail on a bad token. */
static int
scanerror(const char *msg)
{
	int c;
	while ((c = lexc()) != '\n' && c != EOF)
		;
	input_ugchar(c);
	lx.scaneof = c == EOF;
	lexerror(msg, c == EOF ? "eof" : "end of line", input_lineno() - (c == '\n'));
	/* the reference loses count of this newline, for the rest of its input */
	if (c == '\n')
		input_setlineno(input_lineno() - 1);
	return HUH;
}

static void
pushheredoc(Node *body, char *marker, int quoted)
{
	if (lx.nheredocs == lx.maxheredocs) {
		lx.maxheredocs = lx.maxheredocs ? lx.maxheredocs * 2 : 4;
		lx.heredocs = mem_realloc(lx.heredocs, lx.maxheredocs * sizeof *lx.heredocs);
	}
	lx.heredocs[lx.nheredocs].body = body;
	lx.heredocs[lx.nheredocs].marker = marker;
	lx.heredocs[lx.nheredocs].quoted = quoted;
	lx.heredocs[lx.nheredocs].reduced = 0;
	lx.nheredocs++;
}

static Node *
concat(Node *a, Node *b)
{
	if (a == NULL)
		return b;
	return tree_mk(N_CONCAT, a, b, NULL);
}

/* Read one heredoc line into tokbuf; returns 0 at end of input. */
static int
heredoc_line(void)
{
	int c;
	tokreset();
	tokadd('\0');
	lx.toklen = 0;
	while ((c = input_gchar()) != '\n') {
		if (c == EOF)
			return lx.toklen > 0 ? 1 : 0;
		if (c == '\0') {
			nulwarningat(input_lineno() + 1);	/* the reference's count is one ahead here */
			continue;
		}
		tokadd(c);
	}
	return 2;
}

/*
 * An unquoted heredoc substitutes $name (the value flattened with
 * spaces); $$ is a dollar; a caret just after a name only ends it.
 */
static Node *
heredoc_subst(const char *text, size_t len)
{
	Node *n = NULL;
	size_t i = 0, start = 0;

	while (i < len) {
		size_t j;
		if (text[i] != '$') {
			i++;
			continue;
		}
		if (i + 1 < len && text[i + 1] == '$') {	/* $$: a '$' word of its own */
			if (i > start)
				n = concat(n, tree_mkword(mem_nstrndup(text + start, i - start), 1));
			n = concat(n, tree_mkword(mem_nstrdup("$"), 1));
			i += 2;
			start = i;
			continue;
		}
		if (i > start)
			n = concat(n, tree_mkword(mem_nstrndup(text + start, i - start), 1));
		j = i + 1;
		if (j < len && rc_namechar((unsigned char)text[j]))
			while (j < len && rc_namechar((unsigned char)text[j]))
				j++;
		else if (j < len) {
			/* the reference takes any one byte, even a newline, then a name */
			j++;
			while (j < len && rc_namechar((unsigned char)text[j]))
				j++;
		}
		{
			Node *v = tree_mk(N_FLAT, tree_mkword(mem_nstrndup(text + i + 1, j - i - 1), 0), NULL, NULL);
			v->i = 1;	/* any name at all: an odd one is just unset */
			n = concat(n, v);
		}
		if (j < len && text[j] == '^')
			j++;
		i = start = j;
	}
	if (start < len || n == NULL)
		n = concat(n, tree_mkword(mem_nstrndup(text + start, len - start), 1));
	return n;
}

/* 1 when read; 0 after a bad marker; -1 when input ended first. */
/* Input ended inside a heredoc: a lexical error, and the queue is gone. */
static int
incomplete(char *body)
{
	lx.nheredocs = 0;
	mem_free(body);
	docerror("eof", input_lineno() + 1);
	return -1;
}

static int
readheredocs(void)
{
	int k, kept = 0;
	input_prompt(PROMPT_MORE);
	for (k = 0; k < lx.nheredocs; k++) {
		struct Heredoc *h = &lx.heredocs[k];
		char *body = NULL;
		size_t len = 0, max = 0;
		if (!h->reduced) {	/* its redirection goes on past this line */
			lx.heredocs[kept++] = *h;
			continue;
		}
		for (;;) {
			int r = heredoc_line();
			if (r == 0 && h->marker[0] == '\0') {
				lx.heredoc_atend = 1;
				break;	/* the end of input is the empty line that ends <<'' */
			}
			if (r == 0)
				return incomplete(body);
			if (strcmp(lx.tokbuf, h->marker) == 0) {
				lx.heredoc_atend = r == 1;	/* a marker with no newline: no more input */
				if (r == 1)	/* the reference counts its line all the same */
					input_setlineno(input_lineno() + 1);
				break;
			}
			if (len + lx.toklen + 2 > max) {
				max = (len + lx.toklen + 2) * 2;
				body = mem_realloc(body, max);
			}
			memcpy(body + len, lx.tokbuf, lx.toklen);
			len += lx.toklen;
			body[len++] = '\n';
			if (r == 1)
				return incomplete(body);
		}
		{
			/* an empty unquoted heredoc is no words at all: <<<() */
			Node *n = h->quoted ? tree_mkword(mem_nstrndup(body ? body : "", len), 1)
			    : len == 0 ? tree_mk(N_PAREN, NULL, NULL, NULL) : heredoc_subst(body, len);
			*h->body = *n;
		}
		mem_free(body);
	}
	lx.nheredocs = kept;
	return 1;
}

/*
 * The parser has reached the end of a line where the reference reads
 * heredocs: the newline that ends a command (not one after |, && or an
 * if's condition), or, atend, the end of input, where a heredoc still
 * waiting is incomplete.  0 after an error, which ends the parse.
 */
int
lex_heredocs(int atend)
{
	int k, waiting = 0, line;
	const char *near;

	if (lx.nheredocs == 0)
		return 1;
	if (!atend)
		return readheredocs() > 0;
	for (k = 0; k < lx.nheredocs; k++)
		waiting |= lx.heredocs[k].reduced;
	lx.nheredocs = 0;
	if (!waiting)
		return 1;
	near = nearlast(&line);
	docerror(near, line);
	return 0;
}

/* The part of a redirection in brackets: [n], [n=m] or [n=]. */
static int
fdspec(int *fd, int *fd2)
{
	int c = lexc(), n;

	*fd2 = -2;
	if (c < '0' || c > '9') {
		input_ugchar(c);
		return scanerror("expected digit after '['");
	}
	for (n = 0; c >= '0' && c <= '9'; c = lexc())
		n = n < 100000000 ? n * 10 + (c - '0') : n;	/* no wrapping round to 1 */
	*fd = n;
	if (c == ']')
		return 0;
	if (c != '=') {
		input_ugchar(c);
		return scanerror("expected '=' or ']' after digit");
	}
	c = lexc();
	if (c == ']') {
		*fd2 = -1;
		return 0;
	}
	if (c < '0' || c > '9') {
		input_ugchar(c);
		return scanerror("expected digit or ']' after '='");
	}
	for (n = 0; c >= '0' && c <= '9'; c = lexc())
		n = n < 100000000 ? n * 10 + (c - '0') : n;
	*fd2 = n;
	if (c != ']') {
		input_ugchar(c);
		return scanerror("expected ']' after digit");
	}
	return 0;
}

static int
redirtok(int c)
{
	int kind, fd = c == '<' ? 0 : 1, fd2, d = lexc();

	if (c == '<' && d == '<') {
		d = lexc();
		if (d == '<')
			kind = R_HERESTRING;
		else {
			input_ugchar(d);
			kind = R_HEREDOC;
		}
		d = lexc();
	} else if (c == '>' && d == '>') {
		kind = R_APPEND;
		d = lexc();
	} else
		kind = c == '<' ? R_FROM : R_CREATE;
	if (d == '[') {
		if (fdspec(&fd, &fd2) != 0)
			return HUH;
		if (fd2 != -2) {
			/*
			 * >>[1=2], <<[0=1] and <<<[0=3] are dups too, to the
			 * reference, and print as written: the operator's length
			 * goes above its character.
			 */
			int len = kind == R_HERESTRING ? 3 : kind == R_APPEND
			    || kind == R_HEREDOC ? 2 : 1;
			lx.lval->r.kind = c | len << 8;
			lx.lval->r.fd = fd;
			lx.lval->r.fd2 = fd2;
			return DUP;
		}
	} else
		input_ugchar(d);
	lx.lval->r.kind = kind;
	lx.lval->r.fd = fd;
	lx.lval->r.fd2 = 0;
	/*
	 * A lone < or > is a token of its own, as in the reference: before a
	 * brace, even one after blanks, it names a pipe (< {cmd} is <{cmd}).
	 */
	if (d != '[' && (kind == R_FROM || kind == R_CREATE))
		return SREDIR;
	/* after a syntax error the parser only skips: a heredoc there is never read */
	if (kind == R_HEREDOC && !lx.errflag)
		lx.heredoc_next = 1;
	return REDIR;
}

static int
pipetok(void)
{
	int c = lexc(), fd2;
	lx.lval->r.fd = 1;
	lx.lval->r.fd2 = 0;
	if (c == '|') {
		return OROR;
	}
	if (c == '[') {
		if (fdspec(&lx.lval->r.fd, &fd2) != 0)
			return HUH;
		if (fd2 == -1)
			return scanerror("expected digit after '='");
		if (fd2 >= 0)
			lx.lval->r.fd2 = fd2;
	} else
		input_ugchar(c);
	return PIPE;
}

static int
quoted(void)
{
	int c;
	tokreset();
	tokadd('\0');
	lx.toklen = 0;
	for (;;) {
		c = lexc();
		if (c == EOF) {
			lx.w = NW;
			return scanerror("eof in quoted string");
		}
		if (c == '\'') {
			c = lexc();
			if (c != '\'') {
				input_ugchar(c);
				break;
			}
		}
		tokadd(c);
	}
	return WORD;
}

static int
wordtok(int c)
{
	int key;
	tokreset();
	tokadd('\0');
	lx.toklen = 0;
	/*
	 * $-1: the reference stops at the -.  A byte over 0177 is a negative
	 * token to its yacc, which is the end of input: the error ends there,
	 * and the next command starts after the byte, on the same line.
	 */
	if (lx.dollar && c == '\\') {
		/* $\x: the reference's name stops at once, and \x is a word joined on */
		input_ugchar(c);
		return WORD;
	}
	if (lx.dollar && !rc_namechar(c))
		return c >= 0200 ? END : HUH;
	if (lx.dollar && rc_namechar(c)) {
		do {
			tokadd(c);
			c = lexc();
		} while (rc_namechar(c));
		if (c == '\\') {
			/* $x\<newline>y is $x y: a blank, as in a word */
			int d = lexc();
			if (d == '\n') {
				input_prompt(PROMPT_MORE);
				c = ' ';
			} else
				input_ugchar(d);
		}
		input_ugchar(c);
		return WORD;
	}
	while (rc_wordchar(c)) {
		if (c == '\\') {
			int d = lexc();
			if (d == '\n') {
				c = ' ';
				input_prompt(PROMPT_MORE);
				break;
			}
			if (d == EOF) {
				/*
				 * The reference keeps the end of input in the word, as
				 * a byte 0377, and reads on.
				 */
				tokadd('\\');
				tokadd('\377');
				c = lexc();
				continue;
			}
			input_ugchar(d);
		}
		tokadd(c);
		c = lexc();
	}
	input_ugchar(c);
	if (!lx.dollar && !lx.heredoc_next && (key = iskeyword(lx.tokbuf)) != 0)
		return key;
	return WORD;
}

static int
startsword(int c)
{
	return rc_wordchar(c) || c == '$' || c == '\'' || c == '`'
	    || c == '=' || c == '!' || c == '~' || c == '@';
}

/* The bytes that are a token alone and may be a heredoc's marker. */
static int
onecharword(int c)
{
	return c == '=' || c == '!' || c == '~' || c == '@';
}

static int
lex1(void)
{
	int c, d, t;

again:
	c = lexc();
	if (c == ' ' || c == '\t') {
		lx.blanked = 1;
		lx.w = NW;
		lx.subok = 0;	/* "$ x" is $x, but "$x (1)" is no subscript */
		do
			c = lexc();
		while (c == ' ' || c == '\t');
	}
	if (c == '\\') {
		d = lexc();
		if (d == '\n') {
			/* not a blank here: after a quoted word, 'a'\<newline>b is ab */
			input_prompt(PROMPT_MORE);
			goto again;
		}
		input_ugchar(d);
	}
	if (lx.w == RW && startsword(c)) {
		input_ugchar(c);
		lx.w = NW;
		lx.dollar = 0;
		return '^';
	}
	if (lx.heredoc_next && !rc_wordchar(c) && c != '\'' && c != '\n' && c != EOF
	    && !onecharword(c)) {
		/* reported when the parser takes in its redirection */
		lx.heredoc_next = 0;
		pushheredoc(NULL, NULL, 0);
	}
	if (c == '#') {
		while ((c = lexc()) != '\n' && c != EOF)
			;
	}
	switch (c) {
	case EOF:
		lx.w = NW;
		lx.heredoc_next = 0;	/* << and nothing: the grammar's error */
		return END;
	case '\n':
		lx.w = NW;
		lx.dollar = 0;
		return '\n';
	case '$':
		d = lexc();
		if (d == '#')
			t = COUNT;
		else if (d == '^' || d == '"')
			t = FLAT;
		else {
			input_ugchar(d);
			t = '$';
		}
		lx.w = NW;
		lx.dollar = 1;
		return t;
	case '\'':
		t = quoted();
		if (t != WORD)
			return t;
		lx.w = RW;
		break;
	case '`':
		d = lexc();
		if (d == '`') {
			t = BACKBACK;
		} else {
			input_ugchar(d);
			t = '`';
		}
		lx.w = NW;
		lx.dollar = 0;
		return t;
	case '&':
		lx.w = NW;
		lx.dollar = 0;
		d = lexc();
		if (d == '&') {
			return ANDAND;
		}
		input_ugchar(d);
		return '&';
	case '|':
		lx.w = NW;
		lx.dollar = 0;
		return pipetok();
	case '<':
	case '>':
		lx.w = NW;
		lx.dollar = 0;
		return redirtok(c);
	case '(':
		if (lx.afterword && lx.w == RW && !lx.subok)
			return HUH;	/* word( is not rc: the reference stops here */
		t = lx.subok && lx.w == RW ? SUB : '(';
		lx.w = NW;
		/* $(x-) reads x as a name, as $x- would: the reference's x^- */
		if (t == SUB)
			lx.dollar = 0;
		return t;
	case ';': case '^': case ')': case '{': case '}':
		lx.w = NW;
		lx.dollar = 0;
		return c;
	case '=': case '!': case '~': case '@':
		if (lx.heredoc_next) {	/* <<@ has the marker @, as the reference reads it */
			tokreset();
			tokadd(c);
			t = WORD;
			lx.w = RW;
			break;
		}
		lx.w = RW;
		lx.dollar = 0;
		return c == '=' ? '=' : c == '!' ? BANG : c == '~' ? TWIDDLE : SUBSHELL;
	default:
		t = wordtok(c);
		if (t == HUH)
			return t;
		lx.w = RW;
		break;
	}
	/* a word or keyword, in tokbuf */
	{
		int wasdollar = lx.dollar;
		lx.dollar = 0;
		lx.subok = 0;
		keepword(lx.tokbuf, lx.toklen);
		if (t == WORD) {
			lx.lval->node = tree_mkword(mem_nstrndup(lx.tokbuf, lx.toklen), c == '\'');
			if (lx.heredoc_next) {
				Node *body = tree_mkword(mem_nstrdup(""), 1);
				lx.heredoc_next = 0;
				pushheredoc(body, lx.lval->node->s, c == '\'');
				lx.lval->node = body;
				lx.markerjust = 1;
			}
			lx.subok = wasdollar;	/* a subscript may follow a name */
		}
		return t;
	}
}

static int
lex2(void)
{
	int t;

	lx.markerjust = 0;
	lx.blanked = 0;
	if (lx.scaneof) {
		lx.scaneof = 0;
		return '\n';
	}
	t = lex1();
	/* a marker joined to more (eof^x) is not a literal word */
	if (t == '^' && lx.nheredocs > 0 && lx.lastmarker)
		lx.heredocs[lx.nheredocs - 1].marker = NULL;
	lx.lastmarker = lx.markerjust;
	/* a keyword as a heredoc's marker stays a keyword to the reference: for( is no word( */
	lx.afterword = t == WORD && !(lx.markerjust && iskeyword(lx.tokbuf) != 0);
	/* = and ~ name the last word read before them, even on an earlier line */
	if (t == END && lx.blanked)
		lx.lastword = 0;	/* "if " ends near eof, "if" near if */
	if (t != END)
		lx.lastword = t == WORD || t == CASE || t == ELSE || t == FN || t == FOR
		    || t == IF || t == IN || t == NOT || t == SWITCH || t == WHILE || t == '='
		    || t == TWIDDLE || t == BANG || t == SUBSHELL;
	if (t != '$' && t != COUNT && t != FLAT && t != '(')
		lx.dollar = 0;
	if (t != WORD)
		lx.subok = 0;
	input_prompt(PROMPT_MORE);
	return t;
}

int
lex_token(YYSTYPE *v)
{
	lx.lval = v;
	return lex2();
}
