/* rc-editline.c: the BSD editline (libedit) editor behind the rc line-editing seam. */
#define _XOPEN_SOURCE 700	/* wcwidth */
#include <sys/ioctl.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <limits.h>
#include <wchar.h>
#include <histedit.h>

#include "rc-edcommon.h"

/*
 * The same seam as rc-readline.c, over libedit's own interface.  This file
 * may run on a C library of its own (dlopened from a static core), so
 * everything here is allocated and freed by this side alone; the host
 * gets a line only as a copy in its own heap.
 */

static EditLine *el;
static History *hist;
static HistEvent ev;
static int ready;
static int newterm;		/* TERM changed since the last read */
static int newctype;		/* the locale changed since the last read */
static int inputgone;		/* read() gave end of file or an error */
static wchar_t lastkey;		/* the last character read */

static int lasttab;		/* the previous key was an ambiguous Tab */
static sigset_t waitsigs;	/* what waiting lets in */		/* the previous key was an ambiguous Tab */

/*
 * The prompt.  libedit draws one line: a prompt of several lines is
 * split, the lines above the last drawn here (promptabove) and the last
 * given to libedit (promptlast).  libedit marks invisible parts with one
 * character at both ends, and shows each with the visible character
 * after it: rc's \001 and \002 become that character, and an invisible
 * part with nothing visible after it (the colour reset at the end of a
 * prompt) goes before the last visible character instead.
 */
static char *promptabove, *promptlast;

static char *
promptfn(EditLine *e)
{
	(void)e;
	return promptlast != NULL ? promptlast : (char *)"";
}

/* The last line of p for libedit (see above); our heap. */
static char *
lastline(const char *p)
{
	size_t n = strlen(p), i, vis = n, tail;
	char *s = rcle_xmalloc(n + 1), *t;
	int hidden = 0;

	for (i = 0; i < n; i++) {
		s[i] = p[i] == '\002' ? '\001' : p[i];
		if (p[i] == '\001' || p[i] == '\002')
			hidden = p[i] == '\001';
		else if (!hidden && ((unsigned char)p[i] & 0xc0) != 0x80)
			vis = i;	/* where the last visible character starts */
	}
	s[n] = '\0';
	/* an invisible part after the last visible character moves before it */
	if (vis < n && (t = strchr(s + vis, '\001')) != NULL) {
		tail = n - (size_t)(t - s);
		memmove(s + vis + tail, s + vis, (size_t)(t - (s + vis)));
		memcpy(s + vis, p + (t - s), tail);
		for (i = vis; i < vis + tail; i++)
			if (s[i] == '\002')
				s[i] = '\001';
	}
	return s;
}

static void
setprompt(const char *prompt)
{
	const char *nl = strrchr(prompt, '\n');
	size_t i, k = 0, n = nl != NULL ? (size_t)(nl + 1 - prompt) : 0;

	free(promptabove);
	free(promptlast);
	promptabove = rcle_xmalloc(n + 1);
	for (i = 0; i < n; i++)	/* the terminal gets the invisible parts as they are */
		if (prompt[i] != '\001' && prompt[i] != '\002')
			promptabove[k++] = prompt[i];
	promptabove[k] = '\0';
	promptlast = lastline(prompt + n);
}

static void
showabove(void)
{
	if (promptabove != NULL)
		fputs(promptabove, rcle_out);
}

/* Copy the terminal and locale variables in; note what changed. */
static void
syncvars(void)
{
	int changed = rcle_sync("EDITRC");

	if (changed & RCLE_NEWTERM)
		newterm = 1;
	if (changed & RCLE_NEWLOCALE)
		newctype = 1;
}

/*
 * How many entries to load: the size that "history size N" in ~/.editrc
 * sets, which also bounds the list; else RCLE_HISTLINES, the list being
 * as good as unbounded, as readline's is.  libedit tells how many
 * entries its list holds, not the size it may hold, so the size is read
 * from ~/.editrc here (see source).
 */
#define UNSET_SIZE (INT_MAX - 1)
static long editrcsize = -1;

static long
historylines(void)
{
	return editrcsize >= 0 ? editrcsize : RCLE_HISTLINES;
}

/* libedit's history as rcle_loadhistory and rcle_remember use it. */
static void
addhist(const char *line)
{
	history(hist, &ev, H_ENTER, line);
}

static void
takehist(char **lines, long n)
{
	long i;

	for (i = 0; i < n; i++) {
		addhist(lines[i]);
		free(lines[i]);
	}
}

/* Completion. */

/* Is c a character that ends a word for completion? */
static int
breakchar(int c)
{
	return c != '\0' && strchr(" \t\n;&|(){}<>=`^", c) != NULL;
}

/* Where the word before the cursor starts, its quotes included. */
static int
wordstart(const LineInfo *li)
{
	const char *p;
	int start = 0, q = 0;

	for (p = li->buffer; p < li->cursor; p++) {
		if (*p == '\'')
			q = !q;
		else if (!q && breakchar(*p))
			start = (int)(p + 1 - li->buffer);
	}
	return start;
}

/* Signals noted while we wait; the host's SIGINT handler stays in place. */
static volatile sig_atomic_t gotstop, gotwinch;

static int
noted(void)
{
	return gotstop || gotwinch;
}

static void suspend(void);

/* ^Z or a new window size while a question waits for its answer. */
static int
othersignal(void)
{
	if (gotstop)
		suspend();
	if (gotwinch) {
		gotwinch = 0;
		el_resize(el);
	}
	return 0;
}

static int
yesno(void)
{
	int c;

	for (;;) {
		c = rcle_getkey(&waitsigs, noted, othersignal);
		if (c == 'y' || c == 'Y' || c == ' ')
			return 1;
		if (c < 0 || c == 'n' || c == 'N' || c == 0177 || c == 7)
			return 0;
		fputc('\a', rcle_out);
		fflush(rcle_out);
	}
}

/* --More--: lines to show next (a page, one, or 0 to stop). */
static int
more(int page)
{
	int c;

	fputs("--More--", rcle_out);
	fflush(rcle_out);
	for (;;) {
		c = rcle_getkey(&waitsigs, noted, othersignal);
		if (c == ' ' || c == 'y' || c == 'Y' || c == '\n' || c == '\r' ||
		    c < 0 || c == 'q' || c == 'Q' || c == 'n' || c == 'N' ||
		    c == 0177 || c == 7)
			break;
		fputc('\a', rcle_out);
		fflush(rcle_out);
	}
	fputs("\r        \r", rcle_out);
	if (c == ' ' || c == 'y' || c == 'Y')
		return page;
	return c == '\n' || c == '\r' ? 1 : 0;
}

/* What a candidate looks like in the list. */
static char *
shown(const struct rcle_list *l, const char *name)
{
	const char *base = name, *slash;
	size_t n;
	char *s;
	int dir;

	if (l->kind == RCLE_NAMES)
		return rcle_xstrndup(name + l->sigil, strlen(name + l->sigil));
	if (l->kind == RCLE_FILES && (slash = strrchr(name, '/')) != NULL &&
	    slash[1] != '\0')
		base = slash + 1;
	dir = rcle_isdir(name);
	n = strlen(base);
	s = rcle_xmalloc(n + 2);
	memcpy(s, base, n);
	s[n] = dir ? '/' : '\0';
	s[n + 1] = '\0';
	return s;
}

/*
 * List the candidates in columns under the line, as readline does: ask
 * first when there are many, and stop at each screenful.
 */
static void
show(const struct rcle_list *l)
{
	int cols = 80, rows = 24, width = 0, per, page, left;
	size_t k, i, nrows, w;
	char **v = rcle_xmalloc(l->n * sizeof *v);

	el_get(el, EL_GETTC, "co", &cols);
	el_get(el, EL_GETTC, "li", &rows);
	for (k = 0; k < l->n; k++) {
		v[k] = shown(l, l->v[k]);
		if ((int)strlen(v[k]) > width)
			width = (int)strlen(v[k]);
	}
	width += 2;
	per = cols / width > 0 ? cols / width : 1;
	nrows = (l->n + (size_t)per - 1) / (size_t)per;
	page = rows > 2 ? rows - 1 : 1;
	fputc('\n', rcle_out);
	if (l->n >= 100) {
		fprintf(rcle_out, "Display all %zu possibilities? (y or n)",
		    l->n);
		fflush(rcle_out);
		k = (size_t)yesno();
		fputc('\n', rcle_out);
		if (!k)
			goto out;
	}
	left = page;
	for (i = 0; i < nrows; i++) {
		if (left == 0 && (left = more(page)) == 0)
			break;
		for (k = i; k < l->n; k += nrows) {	/* down, then across */
			w = k + nrows < l->n ? (size_t)width : 0;
			fprintf(rcle_out, "%-*s", (int)w, v[k]);
		}
		fputc('\n', rcle_out);
		left--;
	}
out:
	fflush(rcle_out);
	for (k = 0; k < l->n; k++)
		free(v[k]);
	free(v);
}

/* The word as it goes in the line: quoted, unless a variable's. */
static char *
typed(const struct rcle_list *l, const char *name, int open)
{
	if (l->kind == RCLE_USERS || (l->kind == RCLE_NAMES &&
	    (l->sigil > 0 || name[0] == '$')))
		return rcle_xstrndup(name, strlen(name));
	return rcle_quote(name, open);
}

/*
 * A single match: a directory gets a / and no space, to go on with the
 * next Tab; anything else is followed by a space.
 */
static void
finish(const struct rcle_list *l, const char *name)
{
	int dir = l->kind != RCLE_NAMES && rcle_isdir(name);
	char *q = typed(l, name, 0);
	size_t n = strlen(q);
	char *s = rcle_xmalloc(n + 2);

	memcpy(s, q, n);
	s[n++] = dir ? '/' : l->kind == RCLE_USERS ? '\0' : ' ';
	s[n] = '\0';
	el_insertstr(el, s);
	free(s);
	free(q);
}

/* How many characters libedit counts in s (it deletes characters). */
static int
charsof(const char *s)
{
	size_t n = mbstowcs(NULL, s, 0);

	return n == (size_t)-1 ? (int)strlen(s) : (int)n;
}

static int listonly;		/* M-?: show the candidates, change nothing */

static unsigned char
complete(EditLine *e, int ch)
{
	const LineInfo *li = el_line(e);
	static const struct rcle_how how = { 0, 0, 0 };
	struct rcle_list l = { NULL, 0, 0, 0, 0, 0 };
	int start = wordstart(li), again = lasttab;
	size_t tl = (size_t)(li->cursor - li->buffer) - (size_t)start, lcd;
	char *text = rcle_xstrndup(li->buffer + start, tl), *line, *word, *q;
	unsigned char r = CC_REFRESH;

	(void)ch;
	lasttab = 0;
	line = rcle_xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	word = rcle_dequote(text, 0);
	rcle_candidates(&l, &how, text, line, start, 0);
	if (l.n == 0)
		r = CC_ERROR;
	else if (listonly) {
		show(&l);
		r = CC_REDISPLAY;
	} else if (l.n == 1) {
		el_deletestr(e, charsof(text));
		finish(&l, l.v[0]);
	} else if ((lcd = rcle_common(&l)) > strlen(word) ||
	    strncmp(l.v[0], word, lcd) != 0) {
		el_deletestr(e, charsof(text));
		l.v[0][lcd] = '\0';
		q = typed(&l, l.v[0], 1);
		el_insertstr(e, q);
		free(q);
		lasttab = 1;
	} else if (again) {
		show(&l);
		r = CC_REDISPLAY;
	} else {
		lasttab = 1;
		r = CC_ERROR;
	}
	rcle_freelist(&l);
	free(word);
	free(text);
	free(line);
	return r;
}

static unsigned char
list(EditLine *e, int ch)
{
	unsigned char r;

	listonly = 1;
	r = complete(e, ch);
	listonly = 0;
	return r;
}

static void keepstate(void);

/*
 * Keys to be read before the terminal's: one that ended a search, the
 * return that accepts a comment, what was typed ahead of a new
 * EditLine.  (el_push would keep them where the wait for input cannot
 * see them.)
 */
static char *ahead;
static size_t aheadpos, aheadlen;

static void
unread(const char *s, size_t n)
{
	char *t;

	if (aheadpos == aheadlen)
		aheadpos = aheadlen = 0;
	if ((t = realloc(ahead, aheadlen + n)) == NULL)
		return;
	ahead = t;
	memcpy(ahead + aheadlen, s, n);
	aheadlen += n;
}

static ssize_t
readkey(char *c)
{
	if (aheadpos < aheadlen) {
		*c = ahead[aheadpos++];
		return 1;
	}
	return read(fileno(rcle_in), c, 1);
}

/*
 * libedit's own reader cannot tell "nothing left on this line" from end of
 * file in unbuffered mode; this one notes which it was.  Before each key
 * it keeps the line as it is, for undo.
 */
static int
getkey(EditLine *e, wchar_t *wc)
{
	char buf[MB_LEN_MAX];
	size_t n = 0, r;
	ssize_t got;
	mbstate_t st;

	(void)e;
	for (;;) {
		got = readkey(buf + n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			inputgone = 1;
			return got < 0 ? -1 : 0;
		}
		n++;
		memset(&st, 0, sizeof st);
		r = mbrtowc(wc, buf, n, &st);
		if (r == (size_t)-2 && n < sizeof buf)
			continue;
		if (r == (size_t)-1 || r == (size_t)-2)
			*wc = (unsigned char)buf[0];	/* not in the charset */
		lastkey = *wc;
		keepstate();
		return 1;
	}
}

/* Echo and canonical mode off from init to the first read. */
static struct termios usertty;
static int quiet;

static void
quieten(void)
{
	struct termios t;

	if (tcgetattr(0, &usertty) != 0)
		return;
	t = usertty;
	t.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	quiet = tcsetattr(0, TCSANOW, &t) == 0;
}

/* Never TCSAFLUSH: what was typed meanwhile stays to be read. */
static void
unquieten(void)
{
	if (quiet)
		tcsetattr(0, TCSANOW, &usertty);
	quiet = 0;
}

/*
 * Drawing the line again.  libedit redraws only what it believes changed
 * since it last drew; where that belief is wrong (the window changed,
 * the shell was stopped, the prompt of a search changed), the line is
 * drawn again from its start: back up to the row the prompt's last line
 * is on, clear to the end of the screen, and let libedit draw as if on
 * an empty one (EL_REFRESH).  The rows are counted as libedit lays the
 * line out: a row full to the last column ends it.
 */
static int drawncols = 80;	/* the width libedit last drew for */

/* The cell a character of width w goes to, as libedit places it. */
static void
place(int w, int cols, int *row, int *col)
{
	if (*col + w > cols) {	/* a wide character at the margin */
		(*row)++;
		*col = 0;
	}
	*col += w;
	if (*col >= cols) {
		(*row)++;
		*col = 0;
	}
}

/* The rows from the start of text to its end, from *row, *col on. */
static void
layout(const char *s, size_t n, int prompt, int cols, int *row, int *col)
{
	mbstate_t st;
	wchar_t wc;
	size_t k;
	int hidden = 0, w;

	memset(&st, 0, sizeof st);
	while (n > 0) {
		k = 1;
		if (prompt && *s == '\001')
			hidden = !hidden;
		else if (*s == '\n') {
			(*row)++;
			*col = 0;
		} else if (*s == '\t' && !hidden)
			place(8 - *col % 8, cols, row, col);
		else if (((unsigned char)*s < 0x20 || *s == 0x7f) && !hidden)
			place(2, cols, row, col);	/* ^X */
		else if ((k = mbrtowc(&wc, s, n, &st)) == (size_t)-1 ||
		    k == (size_t)-2) {
			memset(&st, 0, sizeof st);
			k = 1;
			if (!hidden)
				place(4, cols, row, col);	/* \ooo */
		} else if (!hidden && (w = wcwidth(wc)) > 0)
			place(w, cols, row, col);
		if (k == 0)
			k = 1;
		s += k;
		n -= k;
	}
}

/* The rows above the cursor, from the start of the prompt's last line. */
static int
rowsabove(int cols)
{
	const LineInfo *li = el_line(el);
	int row = 0, col = 0;

	if (cols < 1)
		return 0;
	layout(promptlast, strlen(promptlast), 1, cols, &row, &col);
	layout(li->buffer, (size_t)(li->cursor - li->buffer), 0, cols, &row,
	    &col);
	return row;
}

static const char *cap(const char *);

/* Draw the line again from its start, laid out for cols before. */
static void
redraw(int cols)
{
	const char *up = cap("up"), *cd = cap("cd");
	int above = rowsabove(cols);

	if (above > 0 && (up == NULL || *up == '\0'))
		fputc('\n', rcle_out);	/* no way up: below it */
	else {
		fputc('\r', rcle_out);
		while (above-- > 0)
			fputs(up, rcle_out);
	}
	if (cd != NULL)
		fputs(cd, rcle_out);
	el_set(el, EL_REFRESH);
	el_get(el, EL_GETTC, "co", &drawncols);
}

/* After a stop: the prompt and the line again, from a line of its own. */
static void
redrawall(void)
{
	const char *ce = cap("ce");

	fputc('\r', rcle_out);
	if (ce != NULL)
		fputs(ce, rcle_out);
	showabove();
	el_set(el, EL_REFRESH);
}

/* A new window size: libedit learns it, and the line is drawn for it. */
static void
resized(void)
{
	int old = drawncols;

	el_resize(el);
	redraw(old);
}

/*
 * Put text in the line in place of what is there, the cursor at its at
 * (libedit counts characters; the line it hands out narrow is a copy
 * made each time, which costs a conversion of the line).
 */
static void
replacew(const wchar_t *text, size_t at)
{
	const LineInfoW *li = el_wline(el);

	el_cursor(el, (int)(li->lastchar - li->cursor));
	el_deletestr(el, (int)(li->lastchar - li->buffer));
	el_winsertstr(el, text);
	li = el_wline(el);
	el_cursor(el, (int)at - (int)(li->lastchar - li->buffer));
}

/* The same with the line as bytes, the cursor at byte at. */
static void
replace(const char *text, size_t n, size_t at)
{
	wchar_t *w = rcle_xmalloc((n + 1) * sizeof *w);
	size_t i = 0, k, chars = 0, done = 0;
	mbstate_t st;

	memset(&st, 0, sizeof st);
	while (done < n) {
		k = mbrtowc(&w[i], text + done, n - done, &st);
		if (k == (size_t)-1 || k == (size_t)-2 || k == 0) {
			memset(&st, 0, sizeof st);
			w[i] = (unsigned char)text[done];
			k = 1;
		}
		if (done < at)
			chars++;
		done += k;
		i++;
	}
	w[i] = L'\0';
	replacew(w, chars);
	free(w);
}

/*
 * Undo (^_, ^X^U), as readline's: each key that changed the line can be
 * taken back, in turn.  What the line was before each key is kept when
 * the key is read (getkey), if it differs from what was kept last.
 */
struct state {
	wchar_t *text;
	size_t len, at;
};
static struct state *undos;
static size_t nundo, maxundo;

static int
sameline(const struct state *u, const LineInfoW *li)
{
	size_t n = (size_t)(li->lastchar - li->buffer);

	return u->len == n && wmemcmp(u->text, li->buffer, n) == 0;
}

static void
keepstate(void)
{
	const LineInfoW *li = el_wline(el);
	struct state *u;

	if (nundo > 0 && sameline(&undos[nundo - 1], li))
		return;
	if (nundo == maxundo) {
		maxundo = maxundo ? 2 * maxundo : 16;
		if ((u = realloc(undos, maxundo * sizeof *u)) == NULL) {
			maxundo = nundo;
			return;
		}
		undos = u;
	}
	u = &undos[nundo++];
	u->len = (size_t)(li->lastchar - li->buffer);
	u->text = rcle_xmalloc((u->len + 1) * sizeof *u->text);
	wmemcpy(u->text, li->buffer, u->len);
	u->text[u->len] = L'\0';
	u->at = (size_t)(li->cursor - li->buffer);
}

static void
forgetstates(void)
{
	while (nundo > 0)
		free(undos[--nundo].text);
}

static unsigned char
undo(EditLine *e, int ch)
{
	(void)e;
	(void)ch;
	while (nundo > 0 && sameline(&undos[nundo - 1], el_wline(el)))
		free(undos[--nundo].text);
	if (nundo == 0)
		return CC_ERROR;
	replacew(undos[nundo - 1].text, undos[nundo - 1].at);
	return CC_REFRESH;
}

/* M-#: the line becomes a comment, and is accepted. */
static unsigned char
comment(EditLine *e, int ch)
{
	const LineInfoW *li = el_wline(e);

	(void)ch;
	el_cursor(e, -(int)(li->cursor - li->buffer));
	el_insertstr(e, "#");
	unread("\n", 1);
	return CC_REFRESH;
}

/* ^L: clear the screen and draw the prompt, all of it, and the line. */
static unsigned char
clearscreen(EditLine *e, int ch)
{
	const char *cl = cap("cl");

	(void)e;
	(void)ch;
	if (cl != NULL)
		fputs(cl, rcle_out);
	showabove();
	el_set(el, EL_REFRESH);
	return CC_NORM;
}

/*
 * Bracketed paste, as readline's: the terminal brackets pasted text with
 * ESC [ 200 ~ and ESC [ 201 ~, and the text goes into the line as it is,
 * newlines and all (a carriage return is a newline), to be run only when
 * return is typed.  The terminal is asked for it at each read, except a
 * dumb one.
 */
static int pasting;		/* asked for at this read */

static void
pastemode(int on)
{
	const char *term = getenv("TERM");

	if (on)
		pasting = term != NULL && *term != '\0' && strcmp(term, "dumb") != 0;
	else if (!pasting)
		return;
	fputs(on ? (pasting ? "\033[?2004h" : "") : "\033[?2004l\r", rcle_out);
	fflush(rcle_out);
	if (!on)
		pasting = 0;
}

static unsigned char
paste(EditLine *e, int ch)
{
	static const char end[] = "\033[201~";
	size_t n = 0, cap = 64, matched = 0;
	char *s = rcle_xmalloc(cap), *t;
	int c;

	(void)ch;
	while ((c = rcle_getkey(&waitsigs, noted, othersignal)) >= 0) {
		if (n + 1 >= cap) {
			if ((t = realloc(s, cap * 2)) == NULL)
				break;
			s = t;
			cap *= 2;
		}
		s[n++] = c == '\r' ? '\n' : (char)c;
		matched = c == end[matched] ? matched + 1 :
		    c == end[0] ? 1 : 0;
		if (matched == sizeof end - 1) {
			n -= matched;
			break;
		}
	}
	s[n] = '\0';
	if (n > 0)
		el_insertstr(e, s);
	free(s);
	return CC_REFRESH;
}

/*
 * ^R and ^S: incremental search of the history, as readline's, on the
 * line itself: the prompt becomes (reverse-i-search)`text': and the line
 * the newest entry that holds the text, with the cursor on it.  ^R and
 * ^S find the next older and newer one, the erase key takes a character
 * back, ^G puts the line back as it was; return runs the line found, and
 * any other key leaves the search with it and then does what it does.
 */
struct search {
	char **v;		/* the entries, the newest first */
	long n;
	long at;		/* the entry shown, or -1: none yet */
	char q[256];		/* the text searched for */
	size_t qn;
	int failed;
};

static void
entries(struct search *f)
{
	long max = 0;
	char **v;
	int r;

	f->n = 0;
	f->v = NULL;
	for (r = history(hist, &ev, H_FIRST); r == 0; r = history(hist, &ev, H_NEXT)) {
		if (f->n == max) {
			max = max ? 2 * max : 256;
			if ((v = realloc(f->v, (size_t)max * sizeof *v)) == NULL)
				return;
			f->v = v;
		}
		f->v[f->n++] = (char *)ev.str;	/* libedit's, unchanged meanwhile */
	}
}

/* The next entry from `from` (inclusive) in the direction step holding q. */
static long
findentry(const struct search *f, long from, int step)
{
	long i;

	for (i = from; i >= 0 && i < f->n; i += step)
		if (strstr(f->v[i], f->q) != NULL)
			return i;
	return -1;
}

static void
showsearch(struct search *f, int back, const char *orig, size_t origlen,
    size_t origat)
{
	char p[320];
	const char *hit;

	snprintf(p, sizeof p, "(%s%s-i-search)`%s': ", f->failed ? "failed " :
	    "", back ? "reverse" : "forward", f->q);
	free(promptlast);
	promptlast = rcle_xstrndup(p, strlen(p));
	if (f->at < 0)
		replace(orig, origlen, origat);
	else {
		hit = strstr(f->v[f->at], f->q);
		replace(f->v[f->at], strlen(f->v[f->at]),
		    hit ? (size_t)(hit - f->v[f->at]) : 0);
	}
	redraw(drawncols);
}

/* One key of the search: 1 to go on, 0 when it ends. */
static int
searchkey(struct search *f, int c, int *back)
{
	long hit;
	int step;

	if (c == ('R' & 037) || c == ('S' & 037)) {
		*back = c == ('R' & 037);
		step = *back ? 1 : -1;
		hit = f->qn > 0 ? findentry(f, f->at + step, step) : -1;
		if (hit >= 0)
			f->at = hit;
		f->failed = f->qn > 0 && hit < 0;
		return 1;
	}
	if (c == 0177 || c == ('H' & 037)) {
		while (f->qn > 0 && ((unsigned char)f->q[--f->qn] & 0xc0) == 0x80)
			;
		f->q[f->qn] = '\0';
	} else if (c >= 0x20 && f->qn + 1 < sizeof f->q) {
		f->q[f->qn++] = (char)c;
		f->q[f->qn] = '\0';
	} else
		return 0;
	step = *back ? 1 : -1;
	hit = f->qn == 0 ? -1 : findentry(f, f->at >= 0 ? f->at : 0, step);
	f->failed = f->qn > 0 && hit < 0;
	if (hit >= 0 || f->qn == 0)
		f->at = hit;
	return 1;
}

static unsigned char
isearch(EditLine *e, int ch)
{
	const LineInfo *li = el_line(e);
	struct search f;
	char *saved = promptlast, *orig, key;
	size_t origlen = (size_t)(li->lastchar - li->buffer);
	size_t origat = (size_t)(li->cursor - li->buffer);
	int back = ch != ('S' & 037), c;

	orig = rcle_xstrndup(li->buffer, origlen);
	memset(&f, 0, sizeof f);
	f.at = -1;
	entries(&f);
	promptlast = NULL;
	showsearch(&f, back, orig, origlen, origat);
	for (;;) {
		c = rcle_getkey(&waitsigs, noted, othersignal);
		if (c < 0 || !searchkey(&f, c, &back))
			break;
		showsearch(&f, back, orig, origlen, origat);
	}
	free(promptlast);
	promptlast = saved;
	if (c == ('G' & 037))
		replace(orig, origlen, origat);
	redraw(drawncols);
	key = (char)c;
	if (c >= 0 && c != ('G' & 037))
		unread(&key, 1);
	free(f.v);
	free(orig);
	return CC_REFRESH;
}

/* The table's functions. */


/*
 * The N of a line "history size N" (after an optional "rc:", as libedit
 * takes it), or -1.
 */
static long
sizeline(char *line)
{
	char *w[4], *p, *colon;
	int n = 0;
	long k;

	for (p = strtok(line, " \t\n"); p != NULL && n < 4;
	    p = strtok(NULL, " \t\n"))
		w[n++] = p;
	if (n > 0 && (colon = strchr(w[0], ':')) != NULL) {
		if (colon - w[0] != 2 || strncmp(w[0], "rc", 2) != 0)
			return -1;
		if (colon[1] != '\0')
			w[0] = colon + 1;
		else if (--n > 0)
			memmove(w, w + 1, (size_t)n * sizeof *w);
	}
	if (n != 3 || strcmp(w[0], "history") != 0 || strcmp(w[1], "size") != 0)
		return -1;
	k = strtol(w[2], &p, 0);
	return p != w[2] && *p == '\0' && k >= 0 ? k : -1;
}

/* The last history size the file sets, or -1. */
static long
filesize(const char *path)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	long n = -1, k;

	if (f == NULL)
		return -1;
	while (getline(&line, &cap, f) > 0)
		if ((k = sizeline(line)) >= 0)
			n = k;
	free(line);
	fclose(f);
	return n;
}

/*
 * The file libedit reads, if it is one to read (see rcle_openable).  Its
 * history size is set here: libedit's own command sets it through the
 * wide interface, which refuses the narrow history this plugin keeps.
 */
static void
sourcefile(const char *path)
{
	if (!rcle_openable(path))
		return;
	editrcsize = filesize(path);
	el_source(el, path);
	if (editrcsize >= 0 && editrcsize < UNSET_SIZE)
		history(hist, &ev, H_SETSIZE, (int)editrcsize);
}

/* ~/.editrc, or $EDITRC, as libedit finds it. */
static void
source(void)
{
	const char *env = getenv("EDITRC"), *home = getenv("HOME");
	size_t n;
	char *path;

	editrcsize = -1;
	if (env != NULL) {
		if (*env != '\0')
			sourcefile(env);
		return;
	}
	if (home == NULL || *home == '\0')
		return;
	n = strlen(home);
	path = rcle_xmalloc(n + sizeof "/.editrc");
	memcpy(path, home, n);
	memcpy(path + n, "/.editrc", sizeof "/.editrc");
	sourcefile(path);
	free(path);
}

/*
 * What libedit says while it starts (about ~/.editrc) is kept back for
 * the next read (see rcle_keep): the host may have a prompt on the
 * screen.  libedit must have the terminal itself for output, to know it
 * is one.
 */
static int
newel(char *why, size_t whysize)
{
	char *said = NULL;
	size_t saidlen = 0;
	FILE *err = open_memstream(&said, &saidlen);

	el = el_init("rc", rcle_in, rcle_out, err != NULL ? err : rcle_out);
	if (el == NULL) {
		if (err != NULL)
			fclose(err);
		free(said);
		snprintf(why, whysize, "libedit cannot start on this terminal");
		return -1;
	}
	el_set(el, EL_EDITOR, "emacs");
	el_set(el, EL_PROMPT_ESC, promptfn, '\001');
	el_set(el, EL_GETCFN, getkey);
	el_set(el, EL_HIST, history, hist);
	el_set(el, EL_ADDFN, "rc-complete", "complete a name", complete);
	el_set(el, EL_BIND, "^I", "rc-complete", NULL);
	el_set(el, EL_ADDFN, "rc-list", "list the possible names", list);
	el_set(el, EL_BIND, "\\e?", "rc-list", NULL);
	el_set(el, EL_ADDFN, "rc-undo", "undo the last change", undo);
	el_set(el, EL_BIND, "^_", "rc-undo", NULL);
	el_set(el, EL_BIND, "^X^U", "rc-undo", NULL);
	el_set(el, EL_ADDFN, "rc-isearch", "search the history as typed", isearch);
	el_set(el, EL_BIND, "^R", "rc-isearch", NULL);
	el_set(el, EL_BIND, "^S", "rc-isearch", NULL);
	el_set(el, EL_ADDFN, "rc-comment", "make the line a comment and accept it",
	    comment);
	el_set(el, EL_BIND, "\\e#", "rc-comment", NULL);
	el_set(el, EL_ADDFN, "rc-clear", "clear the screen, draw the line", clearscreen);
	el_set(el, EL_BIND, "^L", "rc-clear", NULL);
	el_set(el, EL_ADDFN, "rc-paste", "take pasted text as it is", paste);
	el_set(el, EL_BIND, "\\e[200~", "rc-paste", NULL);
	source();
	if (err != NULL) {
		el_set(el, EL_SETFP, 2, rcle_out);
		fclose(err);
		rcle_keep(said, saidlen);
		free(said);
	}
	return 0;
}

static int
ed_init(const struct rc_le_host *h, char *why, size_t whysize)
{
	int r;

	if (rcle_begin(h, why, whysize) != 0)
		return -1;
	rcle_enter();
	syncvars();
	sigemptyset(&waitsigs);
	sigaddset(&waitsigs, SIGINT);
	sigaddset(&waitsigs, SIGTSTP);
	sigaddset(&waitsigs, SIGWINCH);
	sigaddset(&waitsigs, SIGCONT);
	hist = history_init();
	if (hist != NULL)
		history(hist, &ev, H_SETSIZE, UNSET_SIZE);
	/*
	 * libedit takes the terminal's settings here, for good, and sets
	 * them: the user's must be back first (see readshown in
	 * rc-lineedit.h).  Then keys typed until the first read wait unseen
	 * again, as the host had them.
	 */
	rcle_ttyrestore();
	r = hist != NULL ? newel(why, whysize) : -1;
	if (r == 0)
		quieten();
	rcle_leave();
	ready = r == 0;
	return r;
}

static void
note(int sig)
{
	if (sig == SIGTSTP)
		gotstop = 1;
	else
		gotwinch = 1;
}

static void
catch(int sig, struct sigaction *old)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = note;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, NULL, old);
	if (old->sa_handler != SIG_IGN)
		sigaction(sig, &sa, NULL);
}

/* ^Z: give the terminal back, stop for real, take it again on fg. */
static void
suspend(void)
{
	struct sigaction dfl, mine;
	sigset_t set;

	gotstop = 0;
	el_set(el, EL_PREP_TERM, 0);
	memset(&dfl, 0, sizeof dfl);
	dfl.sa_handler = SIG_DFL;
	sigaction(SIGTSTP, &dfl, &mine);
	sigemptyset(&set);
	sigaddset(&set, SIGTSTP);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	kill(getpid(), SIGTSTP);
	sigaction(SIGTSTP, &mine, NULL);
	el_set(el, EL_PREP_TERM, 1);	/* SIGCONT came: the line is drawn again */
}

static void
drop(void)
{
	el_set(el, EL_UNBUFFERED, 0);
	el_reset(el);
	fputc('\n', rcle_out);
	fflush(rcle_out);
}

static int
anynoted(void)
{
	return noted() || rcle_intpending() || rcle_contpending();
}

/*
 * The line libedit read, as bytes, in host memory.  It is read wide:
 * libedit hands a narrow line out as a copy converted at every key,
 * which made a 4 KB line cost seconds.
 */
static char *
narrow(const wchar_t *w, size_t n, size_t *len)
{
	char *s = rcle_xmalloc(n * MB_CUR_MAX + 1), *line;
	mbstate_t st;
	size_t i, k, out = 0;

	memset(&st, 0, sizeof st);
	for (i = 0; i < n; i++) {
		k = wcrtomb(s + out, w[i], &st);
		if (k == (size_t)-1) {	/* not in the charset: a byte */
			memset(&st, 0, sizeof st);
			s[out] = (char)w[i];
			k = 1;
		}
		out += k;
	}
	line = rcle_alloc(out + 1);
	memcpy(line, s, out);
	line[out] = '\0';
	free(s);
	*len = out;
	return line;
}

/* 1 a line, 0 end of file, -1 interrupted; *got is libedit's line. */
static int
waitinput(const wchar_t **got, int *count)
{
	int r, fd = fileno(rcle_in);

	for (;;) {
		if (rcle_interrupted()) {
			drop();
			return -1;
		}
		r = aheadpos < aheadlen ? 1 : rcle_wait(fd, &waitsigs, anynoted);
		if (r < 0)
			return 0;
		if (gotstop)
			suspend();
		if (rcle_continued())
			redrawall();
		if (gotwinch) {
			gotwinch = 0;
			resized();
		}
		if (r == 0)
			continue;
		lastkey = 0;
		*got = el_wgets(el, count);
		if (inputgone)
			return 0;	/* the terminal is gone */
		if (*count > 0 && ((*got)[*count - 1] == L'\n' ||
		    (*got)[*count - 1] == L'\r'))
			return 1;
		/* ^D on an empty line comes back as a line of just ^D. */
		if (*count == 1 && (*got)[0] == 4 && lastkey == 4) {
			el_set(el, EL_UNBUFFERED, 0);
			el_reset(el);
			fputc('\n', rcle_out);	/* what follows starts a line */
			return 0;
		}
	}
}

/*
 * The first prompt is on the screen already.  libedit cannot be told so:
 * the cursor goes back to where the prompt starts, what is below is
 * cleared (libedit draws a prompt of several lines on one), and libedit
 * draws the prompt again over itself.
 */
static void
backtoprompt(const char *prompt)
{
	int cols = 80, above;
	char *up = NULL, *clear = NULL;

	el_get(el, EL_GETTC, "co", &cols);
	above = rcle_rowsabove(prompt, cols);
	if (above > 0 && (el_get(el, EL_GETTC, "up", &up) != 0 || up == NULL ||
	    *up == '\0')) {
		fputc('\n', rcle_out);	/* no way up: a fresh line */
		return;
	}
	fputc('\r', rcle_out);
	while (above-- > 0)
		fputs(up, rcle_out);
	if (el_get(el, EL_GETTC, "cd", &clear) == 0 && clear != NULL)
		fputs(clear, rcle_out);
	fflush(rcle_out);
}

/* A terminal capability, or NULL. */
static const char *
cap(const char *name)
{
	char *s = NULL;

	return el_get(el, EL_GETTC, name, &s) == 0 ? s : NULL;
}

/* The prompt starts a line of its own (see rcle_freshline). */
static void
freshline(void)
{
	int cols = 80;
	const char *am = cap("am"), *xn = cap("xn");

	el_get(el, EL_GETTC, "co", &cols);
	rcle_freshline(cols, am != NULL && strcmp(am, "yes") == 0,
	    xn != NULL && strcmp(xn, "yes") == 0, cap("so"), cap("se"),
	    cap("ce"));
}

/*
 * Keys typed ahead are taken from the terminal (el_end would throw them
 * away), to be read first by the next EditLine.
 */
static void
keeptypedahead(void)
{
	int n = 0;
	ssize_t got;
	char *s;

	if (ioctl(0, FIONREAD, &n) != 0 || n <= 0)
		return;
	s = rcle_xmalloc((size_t)n);
	if ((got = read(0, s, (size_t)n)) > 0)
		unread(s, (size_t)got);
	free(s);
}

/* read and readshown: shown is the prompt when it is on the screen. */
static int
readwith(const char *prompt, int shown, char **line, size_t *len)
{
	struct sigaction oldstop, oldwinch;
	const wchar_t *got = NULL;
	int count = 0, r;
	char why[128];

	if (!ready)
		return 0;
	rcle_enter();
	rcle_shown = shown ? prompt : NULL;
	rcle_dropsoon();
	rcle_say();
	syncvars();
	rcle_loadhistory(historylines(), takehist);
	/*
	 * libedit settles the character set in el_init, so a new locale needs
	 * a new EditLine; a new TERM does not, which is as well: el_end
	 * flushes whatever was typed ahead.
	 */
	if (newctype) {
		keeptypedahead();
		el_end(el);
		if (newel(why, sizeof why) != 0) {
			el = NULL;
			ready = 0;
			unquieten();
			rcle_leave();
			return 0;
		}
		newctype = newterm = 0;
		rcle_say();
	}
	if (newterm) {
		el_set(el, EL_TERMINAL, getenv("TERM") ? getenv("TERM") : "dumb");
		newterm = 0;
	}
	setprompt(prompt);
	lasttab = 0;
	gotstop = gotwinch = 0;
	inputgone = 0;
	catch(SIGTSTP, &oldstop);
	catch(SIGWINCH, &oldwinch);
	rcle_catchint();
	rcle_catchcont();
	el_resize(el);
	el_get(el, EL_GETTC, "co", &drawncols);
	if (rcle_shown != NULL)
		backtoprompt(prompt);
	else
		freshline();
	rcle_shown = NULL;
	forgetstates();
	pastemode(1);
	showabove();
	unquieten();
	el_set(el, EL_UNBUFFERED, 1);	/* raw mode, and the prompt */
	r = waitinput(&got, &count);
	pastemode(0);
	if (r == 1)
		*line = narrow(got, (size_t)count - 1, len);
	if (r >= 0)
		el_set(el, EL_UNBUFFERED, 0);	/* cooked mode again */
	rcle_releaseint();
	rcle_releasecont();
	sigaction(SIGTSTP, &oldstop, NULL);
	sigaction(SIGWINCH, &oldwinch, NULL);
	fflush(rcle_out);
	rcle_leave();
	return r;
}

static int
ed_read(const char *prompt, char **line, size_t *len)
{
	return readwith(prompt, 0, line, len);
}

static int
ed_readshown(const char *prompt, char **line, size_t *len)
{
	return readwith(prompt, 1, line, len);
}

static void
ed_remember(const char *line, size_t len)
{
	if (ready && len > 0)
		rcle_remember(line, len, addhist);
}

static void
ed_fini(void)
{
	unquieten();
	if (!ready)
		return;
	rcle_enter();
	el_set(el, EL_PREP_TERM, 0);
	fflush(rcle_out);
	rcle_leave();
}

static const struct rc_le_editor table = {
	RC_LE_ABI,
	sizeof table,
	"editline",
	ed_init,
	ed_read,
	ed_remember,
	ed_fini,
	ed_readshown
};

const struct rc_le_editor *
rc_lineedit_entry(void)
{
	return &table;
}
