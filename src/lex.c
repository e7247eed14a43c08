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
static int w = NW;
static int dollar;		/* the previous token was $, $# or $^: a name follows */
static int subok;		/* a name was just read after $: ( subscripts it */
static int afterword;		/* the previous token was a plain word */
static int lastword;		/* the previous token was a word, keyword or = */
static int heredoc_next;	/* the next word is a heredoc marker */
static int markerjust;		/* this token is a heredoc's marker */
static int lastmarker;		/* the one before was */
static int heredoc_atend;	/* a heredoc's last line ended the input */
static int blanked;		/* blanks came before this token */
static YYSTYPE *lval;		/* where the token's value goes: the parser's */
static int errflag;
/*
 * A lexical error was said and the parser's own error about it is still
 * to come: as in the reference this lasts until the parser next reports,
 * even into the next line when the first error came while it skipped.
 */
static int scanned;
/*
 * A lexical error at the end of input is followed, as in the reference,
 * by a newline token before the end: the line's heredocs are then read
 * (and found cut short) where a newline would read them, a line later.
 */
static int scaneof;
static char *errword = "";	/* the text of the last word read: heap, */
static size_t errwordmax;	/* as it outlives the line */

/*
 * Heredocs are queued as their markers are read, but count, as in the
 * reference, only once the parser has taken in their redirection
 * (reduced): one cut off by a syntax error before that is forgotten.
 */
static struct Heredoc {
	Node *body;
	char *marker;	/* NULL: the marker was not a literal word */
	int quoted;
	int reduced;	/* the parser has its redirection */
} *heredocs;
static int nheredocs, maxheredocs;

static char *tokbuf;
static size_t toklen, tokmax;

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
	toklen = 0;
}

static void
tokadd(int c)
{
	if (toklen + 1 >= tokmax) {
		tokmax = tokmax ? tokmax * 2 : 256;
		tokbuf = erealloc(tokbuf, tokmax);
	}
	tokbuf[toklen++] = (char)c;
	tokbuf[toklen] = '\0';
}


static void
keepword(const char *s, size_t n)
{
	static char *buf;
	if (n + 1 > errwordmax) {
		errwordmax = n + 1 < 64 ? 64 : n + 1;
		buf = erealloc(buf, errwordmax);
	}
	memcpy(buf, s, n);
	buf[n] = '\0';
	errword = buf;
}

void
lex_reset(void)
{
	subok = 0;
	w = NW;
	dollar = 0;
	lastword = 0;
	heredoc_next = 0;
	nheredocs = 0;
	lastmarker = 0;
	heredoc_atend = 0;
	scaneof = 0;
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
	errflag = 0;
	scanned = 0;
	afterword = 0;
	lastword = 0;
	blanked = 0;
	markerjust = 0;
	errword = "";
}

int
lex_error(void)
{
	return errflag;
}

int
lex_heredoc_atend(void)
{
	return heredoc_atend;
}

void
lex_clear_error(void)
{
	errflag = 0;
}

/* Report a syntax error in rc's words, once per parse. */
static void
synerror(const char *msg, const char *near, int line)
{
	if (errflag)
		return;
	errflag = 1;
	heredoc_next = 0;	/* a << just read never reaches the parser: no heredoc follows */
	while (nheredocs > 0 && !heredocs[nheredocs - 1].reduced)
		nheredocs--;	/* nor does a marker just read */
	if (input_interactive())
		fprint(2, "rc: %s\n", msg);
	else
		fprint(2, "rc: line %d: %s near %s\n", line, msg, near);
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
	if (scanned) {
		scanned = 0;
		errflag = 1;
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
	static char quoted[4];
	int c = input_lastchar();

	*line = input_lineno() - (c == '\n');
	if (lastword)
		return errword;
	if (c == EOF)
		return "eof";
	if (c == '\n')
		return "end of line";
	if (c >= ' ' && c < 0177) {
		quoted[0] = '\'';
		quoted[1] = (char)c;
		quoted[2] = '\'';
		quoted[3] = '\0';
		return quoted;
	}
	/* the reference's char is signed: 0303 is -61 */
	return sprint("(decimal %d)", c < 0200 ? c : c - 0400);
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
	int k = nheredocs - 1;
	while (k >= 0 && heredocs[k].reduced)	/* a heredoc inside the marker's <{} */
		k--;
	if (k < 0)
		return 1;
	if (heredocs[k].marker != NULL) {
		heredocs[k].reduced = 1;
		return 1;
	}
	nheredocs = 0;	/* the others of the line go too, as in the reference */
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
		fprint(2, "rc: warning: null character ignored\n");
	else
		fprint(2, "rc: line %d: warning: null character ignored\n", line);
}

/*
 * The lexer's reader: a NUL is dropped wherever it stands, in a comment,
 * a quoted word or after a backslash, as the reference drops it as it reads.
 */
static int
lexc(void)
{
	int c;
	while ((c = gchar()) == '\0')
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
	if (!scanned) {
		errflag = 0;
		synerror(msg, near, line);
	}
	scanned = 1;
}

/*
 * A heredoc cut short is said as the parser's errors are: unsaid right
 * after a lexical error, and, unlike a lexical error, it swallows no
 * error after it (at a prompt, the next line's syntax error is said).
 */
static void
docerror(const char *near, int line)
{
	if (scanned) {
		scanned = 0;
		errflag = 1;
		return;
	}
	errflag = 0;
	synerror("heredoc incomplete", near, line);
}

/* A lexical error: report it, then let the parser fail on a bad token. */
static int
scanerror(const char *msg)
{
	int c;
	while ((c = lexc()) != '\n' && c != EOF)
		;
	ugchar(c);
	scaneof = c == EOF;
	lexerror(msg, c == EOF ? "eof" : "end of line", input_lineno() - (c == '\n'));
	/* the reference loses count of this newline, for the rest of its input */
	if (c == '\n')
		input_setlineno(input_lineno() - 1);
	return HUH;
}

static void
pushheredoc(Node *body, char *marker, int quoted)
{
	if (nheredocs == maxheredocs) {
		maxheredocs = maxheredocs ? maxheredocs * 2 : 4;
		heredocs = erealloc(heredocs, maxheredocs * sizeof *heredocs);
	}
	heredocs[nheredocs].body = body;
	heredocs[nheredocs].marker = marker;
	heredocs[nheredocs].quoted = quoted;
	heredocs[nheredocs].reduced = 0;
	nheredocs++;
}

static Node *
concat(Node *a, Node *b)
{
	if (a == NULL)
		return b;
	return mk(N_CONCAT, a, b, NULL);
}

/* Read one heredoc line into tokbuf; returns 0 at end of input. */
static int
heredoc_line(void)
{
	int c;
	tokreset();
	tokadd('\0');
	toklen = 0;
	while ((c = gchar()) != '\n') {
		if (c == EOF)
			return toklen > 0 ? 1 : 0;
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
				n = concat(n, mkword_node(nstrndup(text + start, i - start), 1));
			n = concat(n, mkword_node(nstrdup("$"), 1));
			i += 2;
			start = i;
			continue;
		}
		if (i > start)
			n = concat(n, mkword_node(nstrndup(text + start, i - start), 1));
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
			Node *v = mk(N_FLAT, mkword_node(nstrndup(text + i + 1, j - i - 1), 0), NULL, NULL);
			v->i = 1;	/* any name at all: an odd one is just unset */
			n = concat(n, v);
		}
		if (j < len && text[j] == '^')
			j++;
		i = start = j;
	}
	if (start < len || n == NULL)
		n = concat(n, mkword_node(nstrndup(text + start, len - start), 1));
	return n;
}

/* 1 when read; 0 after a bad marker; -1 when input ended first. */
/* Input ended inside a heredoc: a lexical error, and the queue is gone. */
static int
incomplete(char *body)
{
	nheredocs = 0;
	efree(body);
	docerror("eof", input_lineno() + 1);
	return -1;
}

static int
readheredocs(void)
{
	int k, kept = 0;
	input_prompt(PROMPT_MORE);
	for (k = 0; k < nheredocs; k++) {
		struct Heredoc *h = &heredocs[k];
		char *body = NULL;
		size_t len = 0, max = 0;
		if (!h->reduced) {	/* its redirection goes on past this line */
			heredocs[kept++] = *h;
			continue;
		}
		for (;;) {
			int r = heredoc_line();
			if (r == 0 && h->marker[0] == '\0') {
				heredoc_atend = 1;
				break;	/* the end of input is the empty line that ends <<'' */
			}
			if (r == 0)
				return incomplete(body);
			if (strcmp(tokbuf, h->marker) == 0) {
				heredoc_atend = r == 1;	/* a marker with no newline: no more input */
				if (r == 1)	/* the reference counts its line all the same */
					input_setlineno(input_lineno() + 1);
				break;
			}
			if (len + toklen + 2 > max) {
				max = (len + toklen + 2) * 2;
				body = erealloc(body, max);
			}
			memcpy(body + len, tokbuf, toklen);
			len += toklen;
			body[len++] = '\n';
			if (r == 1)
				return incomplete(body);
		}
		{
			/* an empty unquoted heredoc is no words at all: <<<() */
			Node *n = h->quoted ? mkword_node(nstrndup(body ? body : "", len), 1)
			    : len == 0 ? mk(N_PAREN, NULL, NULL, NULL) : heredoc_subst(body, len);
			*h->body = *n;
		}
		efree(body);
	}
	nheredocs = kept;
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

	if (nheredocs == 0)
		return 1;
	if (!atend)
		return readheredocs() > 0;
	for (k = 0; k < nheredocs; k++)
		waiting |= heredocs[k].reduced;
	nheredocs = 0;
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
		ugchar(c);
		return scanerror("expected digit after '['");
	}
	for (n = 0; c >= '0' && c <= '9'; c = lexc())
		n = n < 100000000 ? n * 10 + (c - '0') : n;	/* no wrapping round to 1 */
	*fd = n;
	if (c == ']')
		return 0;
	if (c != '=') {
		ugchar(c);
		return scanerror("expected '=' or ']' after digit");
	}
	c = lexc();
	if (c == ']') {
		*fd2 = -1;
		return 0;
	}
	if (c < '0' || c > '9') {
		ugchar(c);
		return scanerror("expected digit or ']' after '='");
	}
	for (n = 0; c >= '0' && c <= '9'; c = lexc())
		n = n < 100000000 ? n * 10 + (c - '0') : n;
	*fd2 = n;
	if (c != ']') {
		ugchar(c);
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
			ugchar(d);
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
			lval->r.kind = c | len << 8;
			lval->r.fd = fd;
			lval->r.fd2 = fd2;
			return DUP;
		}
	} else
		ugchar(d);
	lval->r.kind = kind;
	lval->r.fd = fd;
	lval->r.fd2 = 0;
	/*
	 * A lone < or > is a token of its own, as in the reference: before a
	 * brace, even one after blanks, it names a pipe (< {cmd} is <{cmd}).
	 */
	if (d != '[' && (kind == R_FROM || kind == R_CREATE))
		return SREDIR;
	/* after a syntax error the parser only skips: a heredoc there is never read */
	if (kind == R_HEREDOC && !errflag)
		heredoc_next = 1;
	return REDIR;
}

static int
pipetok(void)
{
	int c = lexc(), fd2;
	lval->r.fd = 1;
	lval->r.fd2 = 0;
	if (c == '|') {
		return OROR;
	}
	if (c == '[') {
		if (fdspec(&lval->r.fd, &fd2) != 0)
			return HUH;
		if (fd2 == -1)
			return scanerror("expected digit after '='");
		if (fd2 >= 0)
			lval->r.fd2 = fd2;
	} else
		ugchar(c);
	return PIPE;
}

static int
quoted(void)
{
	int c;
	tokreset();
	tokadd('\0');
	toklen = 0;
	for (;;) {
		c = lexc();
		if (c == EOF) {
			w = NW;
			return scanerror("eof in quoted string");
		}
		if (c == '\'') {
			c = lexc();
			if (c != '\'') {
				ugchar(c);
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
	toklen = 0;
	/*
	 * $-1: the reference stops at the -.  A byte over 0177 is a negative
	 * token to its yacc, which is the end of input: the error ends there,
	 * and the next command starts after the byte, on the same line.
	 */
	if (dollar && c == '\\') {
		/* $\x: the reference's name stops at once, and \x is a word joined on */
		ugchar(c);
		return WORD;
	}
	if (dollar && !rc_namechar(c))
		return c >= 0200 ? END : HUH;
	if (dollar && rc_namechar(c)) {
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
				ugchar(d);
		}
		ugchar(c);
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
			ugchar(d);
		}
		tokadd(c);
		c = lexc();
	}
	ugchar(c);
	if (!dollar && !heredoc_next && (key = iskeyword(tokbuf)) != 0)
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
		blanked = 1;
		w = NW;
		subok = 0;	/* "$ x" is $x, but "$x (1)" is no subscript */
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
		ugchar(d);
	}
	if (w == RW && startsword(c)) {
		ugchar(c);
		w = NW;
		dollar = 0;
		return '^';
	}
	if (heredoc_next && !rc_wordchar(c) && c != '\'' && c != '\n' && c != EOF
	    && !onecharword(c)) {
		/* reported when the parser takes in its redirection */
		heredoc_next = 0;
		pushheredoc(NULL, NULL, 0);
	}
	if (c == '#') {
		while ((c = lexc()) != '\n' && c != EOF)
			;
	}
	switch (c) {
	case EOF:
		w = NW;
		heredoc_next = 0;	/* << and nothing: the grammar's error */
		return END;
	case '\n':
		w = NW;
		dollar = 0;
		return '\n';
	case '$':
		d = lexc();
		if (d == '#')
			t = COUNT;
		else if (d == '^' || d == '"')
			t = FLAT;
		else {
			ugchar(d);
			t = '$';
		}
		w = NW;
		dollar = 1;
		return t;
	case '\'':
		t = quoted();
		if (t != WORD)
			return t;
		w = RW;
		break;
	case '`':
		d = lexc();
		if (d == '`') {
			t = BACKBACK;
		} else {
			ugchar(d);
			t = '`';
		}
		w = NW;
		dollar = 0;
		return t;
	case '&':
		w = NW;
		dollar = 0;
		d = lexc();
		if (d == '&') {
			return ANDAND;
		}
		ugchar(d);
		return '&';
	case '|':
		w = NW;
		dollar = 0;
		return pipetok();
	case '<':
	case '>':
		w = NW;
		dollar = 0;
		return redirtok(c);
	case '(':
		if (afterword && w == RW && !subok)
			return HUH;	/* word( is not rc: the reference stops here */
		t = subok && w == RW ? SUB : '(';
		w = NW;
		/* $(x-) reads x as a name, as $x- would: the reference's x^- */
		if (t == SUB)
			dollar = 0;
		return t;
	case ';': case '^': case ')': case '{': case '}':
		w = NW;
		dollar = 0;
		return c;
	case '=': case '!': case '~': case '@':
		if (heredoc_next) {	/* <<@ has the marker @, as the reference reads it */
			tokreset();
			tokadd(c);
			t = WORD;
			w = RW;
			break;
		}
		w = RW;
		dollar = 0;
		return c == '=' ? '=' : c == '!' ? BANG : c == '~' ? TWIDDLE : SUBSHELL;
	default:
		t = wordtok(c);
		if (t == HUH)
			return t;
		w = RW;
		break;
	}
	/* a word or keyword, in tokbuf */
	{
		int wasdollar = dollar;
		dollar = 0;
		subok = 0;
		keepword(tokbuf, toklen);
		if (t == WORD) {
			lval->node = mkword_node(nstrndup(tokbuf, toklen), c == '\'');
			if (heredoc_next) {
				Node *body = mkword_node(nstrdup(""), 1);
				heredoc_next = 0;
				pushheredoc(body, lval->node->s, c == '\'');
				lval->node = body;
				markerjust = 1;
			}
			subok = wasdollar;	/* a subscript may follow a name */
		}
		return t;
	}
}

static int
lex2(void)
{
	int t;

	markerjust = 0;
	blanked = 0;
	if (scaneof) {
		scaneof = 0;
		return '\n';
	}
	t = lex1();
	/* a marker joined to more (eof^x) is not a literal word */
	if (t == '^' && nheredocs > 0 && lastmarker)
		heredocs[nheredocs - 1].marker = NULL;
	lastmarker = markerjust;
	/* a keyword as a heredoc's marker stays a keyword to the reference: for( is no word( */
	afterword = t == WORD && !(markerjust && iskeyword(tokbuf) != 0);
	/* = and ~ name the last word read before them, even on an earlier line */
	if (t == END && blanked)
		lastword = 0;	/* "if " ends near eof, "if" near if */
	if (t != END)
		lastword = t == WORD || t == CASE || t == ELSE || t == FN || t == FOR
		    || t == IF || t == IN || t == NOT || t == SWITCH || t == WHILE || t == '='
		    || t == TWIDDLE || t == BANG || t == SUBSHELL;
	if (t != '$' && t != COUNT && t != FLAT && t != '(')
		dollar = 0;
	if (t != WORD)
		subok = 0;
	input_prompt(PROMPT_MORE);
	return t;
}

int
lex_token(YYSTYPE *v)
{
	lval = v;
	return lex2();
}
