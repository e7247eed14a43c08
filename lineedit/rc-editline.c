/* rc-editline.c: the BSD editline (libedit) editor behind the rc line-editing seam. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
static const char *curprompt;
static int ready;
static int newterm;		/* TERM changed since the last read */
static int newctype;		/* the locale changed since the last read */
static int inputgone;		/* read() gave end of file or an error */
static wchar_t lastkey;		/* the last character read */

/* Completion state: whether the word is in 'quotes'. */
static int openquote;
static int lasttab;		/* the previous key was an ambiguous Tab */

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

/* libedit's history as rcle_loadhistory and rcle_remember use it. */
static void
clearhist(void)
{
	history(hist, &ev, H_CLEAR);
}

static void
addhist(const char *line)
{
	history(hist, &ev, H_ENTER, line);
}

/* Completion. */

/* Is c a character that ends a word for completion? */
static int
breakchar(int c)
{
	return c != '\0' && strchr(" \t\n;&|(){}<>=`^", c) != NULL;
}

/* Where the word before the cursor starts; sets openquote. */
static int
wordstart(const LineInfo *li)
{
	const char *p;
	int start = 0, q = 0;

	for (p = li->buffer; p < li->cursor; p++) {
		if (*p == '\'') {
			q = !q;
			if (q && (p == li->buffer || breakchar(p[-1])))
				start = (int)(p + 1 - li->buffer);
		} else if (!q && breakchar(*p))
			start = (int)(p + 1 - li->buffer);
	}
	openquote = q;
	return start;
}

/* List the candidates in columns under the line. */
static void
show(const struct rcle_list *l)
{
	int cols = 80, width = 0, per, i;
	size_t k;

	el_get(el, EL_GETTC, "co", &cols);
	for (k = 0; k < l->n; k++)
		if ((int)strlen(l->v[k]) > width)
			width = (int)strlen(l->v[k]);
	width += 2;
	per = cols / width > 0 ? cols / width : 1;
	fputc('\n', rcle_out);
	for (k = 0, i = 0; k < l->n; k++) {
		fprintf(rcle_out, "%-*s", (k + 1) % (size_t)per && k + 1 < l->n ?
		    width : 0, l->v[k]);
		if (++i == per || k + 1 == l->n) {
			fputc('\n', rcle_out);
			i = 0;
		}
	}
	fflush(rcle_out);
}

/* Insert the rest of a single match: closing quote and space, or a slash. */
static void
finish(const char *match)
{
	size_t n = strlen(match);
	char *s = rcle_xmalloc(n + 3);

	memcpy(s, match, n);
	if (n == 0 || match[n - 1] != '/') {
		if (openquote)
			s[n++] = '\'';
		s[n++] = ' ';
	}
	s[n] = '\0';
	el_insertstr(el, s);
	free(s);
}

static int listonly;		/* M-?: show the candidates, change nothing */

static unsigned char
complete(EditLine *e, int ch)
{
	const LineInfo *li = el_line(e);
	struct rcle_list l = { NULL, 0, 0 };
	int start = wordstart(li), again = lasttab;
	size_t tl = (size_t)(li->cursor - li->buffer) - (size_t)start, lcd, i;
	char *text = rcle_xstrndup(li->buffer + start, tl), *line;
	unsigned char r = CC_REFRESH;

	(void)ch;
	lasttab = 0;
	line = rcle_xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	rcle_candidates(&l, text, line, start, openquote);
	if (l.n == 0)
		r = CC_ERROR;
	else if (listonly) {
		show(&l);
		r = CC_REDISPLAY;
	} else if (l.n == 1) {
		el_deletestr(e, (int)tl);
		finish(l.v[0]);
	} else if ((lcd = rcle_common(&l)) > tl || (lcd == tl && strncmp(l.v[0], text, tl) != 0)) {
		el_deletestr(e, (int)tl);
		l.v[0][lcd] = '\0';
		el_insertstr(e, l.v[0]);
		lasttab = 1;
	} else if (again) {
		show(&l);
		r = CC_REDISPLAY;
	} else {
		lasttab = 1;
		r = CC_ERROR;
	}
	for (i = 0; i < l.n; i++)
		free(l.v[i]);
	free(l.v);
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

/*
 * libedit's own reader cannot tell "nothing left on this line" from end of
 * file in unbuffered mode; this one notes which it was.
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
		got = read(fileno(rcle_in), buf + n, 1);
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
		return 1;
	}
}

/* The table's functions. */

static char *
promptfn(EditLine *e)
{
	(void)e;
	return (char *)curprompt;
}

static int
newel(char *why, size_t whysize)
{
	el = el_init("rc", rcle_in, rcle_out, rcle_out);
	if (el == NULL) {
		snprintf(why, whysize, "libedit cannot start on this terminal");
		return -1;
	}
	el_set(el, EL_EDITOR, "emacs");
	el_set(el, EL_PROMPT, promptfn);
	el_set(el, EL_GETCFN, getkey);
	el_set(el, EL_HIST, history, hist);
	el_set(el, EL_ADDFN, "rc-complete", "complete a name", complete);
	el_set(el, EL_BIND, "^I", "rc-complete", NULL);
	el_set(el, EL_ADDFN, "rc-list", "list the possible names", list);
	el_set(el, EL_BIND, "\\e?", "rc-list", NULL);
	el_source(el, NULL);
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
	hist = history_init();
	if (hist != NULL)
		history(hist, &ev, H_SETSIZE, 10000);
	r = hist != NULL ? newel(why, whysize) : -1;
	rcle_leave();
	ready = r == 0;
	return r;
}

/* Signals noted while we wait; the host's SIGINT handler stays in place. */
static volatile sig_atomic_t gotstop, gotwinch;

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
	el_set(el, EL_PREP_TERM, 1);
	el_set(el, EL_REFRESH);
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
noted(void)
{
	return gotstop || gotwinch;
}

/* 1 a line, 0 end of file, -1 interrupted; *got is libedit's line. */
static int
waitinput(const char **got, int *count)
{
	sigset_t block;
	int r, fd = fileno(rcle_in);

	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTSTP);
	sigaddset(&block, SIGWINCH);
	for (;;) {
		if (rcle_interrupted()) {
			drop();
			return -1;
		}
		r = rcle_wait(fd, &block, noted);
		if (r < 0)
			return 0;
		if (gotstop)
			suspend();
		if (gotwinch) {
			gotwinch = 0;
			el_resize(el);
			el_set(el, EL_REFRESH);
		}
		if (r == 0)
			continue;
		lastkey = 0;
		*got = el_gets(el, count);
		if (inputgone)
			return 0;	/* the terminal is gone */
		if (*count > 0 && ((*got)[*count - 1] == '\n' ||
		    (*got)[*count - 1] == '\r'))
			return 1;
		/* ^D on an empty line comes back as a line of just ^D. */
		if (*count == 1 && (*got)[0] == 4 && lastkey == 4) {
			el_set(el, EL_UNBUFFERED, 0);
			el_reset(el);
			return 0;
		}
	}
}

static int
ed_read(const char *prompt, char **line, size_t *len)
{
	struct sigaction oldstop, oldwinch;
	const char *got = NULL;
	int count = 0, r;
	char why[128];

	if (!ready)
		return 0;
	rcle_enter();
	syncvars();
	rcle_loadhistory(clearhist, addhist);
	/*
	 * libedit settles the character set in el_init, so a new locale needs
	 * a new EditLine; a new TERM does not, which is as well: el_end
	 * flushes whatever was typed ahead.
	 */
	if (newctype) {
		el_end(el);
		if (newel(why, sizeof why) != 0) {
			el = NULL;
			ready = 0;
			rcle_leave();
			return 0;
		}
		newctype = newterm = 0;
	}
	if (newterm) {
		el_set(el, EL_TERMINAL, getenv("TERM") ? getenv("TERM") : "dumb");
		newterm = 0;
	}
	curprompt = prompt;
	lasttab = 0;
	gotstop = gotwinch = 0;
	inputgone = 0;
	catch(SIGTSTP, &oldstop);
	catch(SIGWINCH, &oldwinch);
	el_resize(el);
	el_set(el, EL_UNBUFFERED, 1);	/* raw mode, and the prompt */
	r = waitinput(&got, &count);
	if (r == 1) {
		*len = (size_t)count - 1;
		*line = rcle_alloc(*len + 1);
		memcpy(*line, got, *len);
		(*line)[*len] = '\0';
	}
	if (r >= 0)
		el_set(el, EL_UNBUFFERED, 0);	/* cooked mode again */
	sigaction(SIGTSTP, &oldstop, NULL);
	sigaction(SIGWINCH, &oldwinch, NULL);
	fflush(rcle_out);
	rcle_leave();
	return r;
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
	ed_fini
};

const struct rc_le_editor *
rc_lineedit_entry(void)
{
	return &table;
}
