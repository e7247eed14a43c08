/* rc-editline.c: the BSD editline (libedit) editor behind the rc line-editing seam. */
#define _POSIX_C_SOURCE 200809L
#include <sys/select.h>
#include <sys/stat.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <limits.h>
#include <wchar.h>
#include <histedit.h>

#include "rc-lineedit.h"

/*
 * The same seam as rc-readline.c, over libedit's own interface.  This file
 * may run on a C library of its own (dlopened from a static core), so
 * everything here is allocated and freed by this side alone; the host
 * gets a line only as a copy in its own heap.
 */

extern char **environ;

static const struct rc_le_host *host;
static FILE *in, *out;
static EditLine *el;
static History *hist;
static HistEvent ev;
static const char *curprompt;
static int ready;
static int newterm;		/* TERM changed since the last read */
static int newctype;		/* the locale changed since the last read */
static int inputgone;		/* read() gave end of file or an error */
static wchar_t lastkey;		/* the last character read */

/*
 * libedit and tinfo call getenv; the libc they run on may hold a stale
 * snapshot of the host's environment.  They get a private one instead,
 * swapped in only while we are inside a call from the host, and filled
 * from the host's variables before each read.
 */
static char **myenv;
static char **hostenv;

static const char *const syncnames[] = {
	"TERM", "TERMINFO", "LINES", "COLUMNS", "EDITRC", "HOME",
	"LANG", "LC_ALL", "LC_CTYPE"
};

#define NSYNC (sizeof syncnames / sizeof syncnames[0])
static char *synced[NSYNC];
static int syncedonce;

static char *histpath;		/* the $history we loaded */

/* Completion state: the line being completed and whether in 'quotes'. */
static const char *linebuf;
static int openquote;
static int lasttab;		/* the previous key was an ambiguous Tab */

struct list {
	char **v;
	size_t n, max;
};

static void
enter(void)
{
	hostenv = environ;
	environ = myenv;
}

static void
leave(void)
{
	myenv = environ;	/* setenv may have moved it */
	environ = hostenv;
}

/*
 * Calls back into the host run with the host's environ again: when this
 * file is linked into the core there is only one environ, and the core's
 * code may read it.
 */
static long
call_getvar(const char *name, char *buf, size_t size)
{
	char **mine = environ;
	long n;

	environ = hostenv;
	n = host->getvar(name, buf, size);
	environ = mine;
	return n;
}

static void
call_names(int kind, void (*put)(const char *, void *), void *arg)
{
	char **mine = environ;

	environ = hostenv;
	host->names(kind, put, arg);
	environ = mine;
}

static void *
call_alloc(size_t n)
{
	char **mine = environ;
	void *p;

	environ = hostenv;
	p = host->alloc(n);
	environ = mine;
	return p;
}

static int
call_interrupted(void)
{
	char **mine = environ;
	int r;

	environ = hostenv;
	r = host->interrupted();
	environ = mine;
	return r;
}

static void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL) {
		fputs("rc: out of memory in line editor\n", out ? out : stderr);
		abort();
	}
	return p;
}

static char *
xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/* A host variable in our heap, or NULL. */
static char *
hostvar(const char *name)
{
	char buf[256];
	long n = call_getvar(name, buf, sizeof buf);
	char *big;

	if (n < 0)
		return NULL;
	if ((size_t)n < sizeof buf)
		return xstrndup(buf, (size_t)n);
	big = xmalloc((size_t)n + 1);
	call_getvar(name, big, (size_t)n + 1);
	return big;
}

static int
same(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return a == b;
	return strcmp(a, b) == 0;
}

/* Copy the terminal and locale variables in; act on what changed. */
static void
syncvars(void)
{
	int termchanged = 0, localechanged = 0;
	size_t i;
	char *v;

	for (i = 0; i < NSYNC; i++) {
		v = hostvar(syncnames[i]);
		if (v == NULL && strcmp(syncnames[i], "HOME") == 0)
			v = hostvar("home");
		if (same(v, synced[i]) && syncedonce) {
			free(v);
			continue;
		}
		if (i == 0)
			termchanged = 1;
		if (i >= 6)
			localechanged = 1;
		free(synced[i]);
		synced[i] = v;
		if (v != NULL)
			setenv(syncnames[i], v, 1);
		else
			unsetenv(syncnames[i]);
	}
	/* Without HOME, tinfo might ask the password database. */
	if (getenv("HOME") == NULL)
		setenv("HOME", "/", 1);
	if (localechanged || !syncedonce)
		setlocale(LC_CTYPE, "");
	if (termchanged && syncedonce)
		newterm = 1;
	if (localechanged && syncedonce)
		newctype = 1;
	syncedonce = 1;
}

/* Load the history file named by $history when that name changes. */
static void
loadhistory(void)
{
	char *path = hostvar("history"), *buf, *p, *nl;
	struct stat st;
	ssize_t n;
	size_t got = 0;
	int fd;

	if (same(path, histpath)) {
		free(path);
		return;
	}
	free(histpath);
	histpath = path;
	history(hist, &ev, H_CLEAR);
	if (path == NULL || (fd = open(path, O_RDONLY)) < 0)
		return;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return;
	}
	buf = xmalloc((size_t)st.st_size + 1);
	while (got < (size_t)st.st_size &&
	    (n = read(fd, buf + got, (size_t)st.st_size - got)) > 0)
		got += (size_t)n;
	close(fd);
	buf[got] = '\0';
	for (p = buf; p < buf + got; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(buf + got - p));
		if (nl == NULL)
			nl = buf + got;
		*nl = '\0';
		if (*p != '\0')
			history(hist, &ev, H_ENTER, p);
	}
	free(buf);
}

/* Completion. */

static void
push(struct list *l, char *s)
{
	if (l->n + 2 > l->max) {
		l->max = l->max ? 2 * l->max : 32;
		l->v = realloc(l->v, l->max * sizeof *l->v);
		if (l->v == NULL) {
			fputs("rc: out of memory in line editor\n", out);
			abort();
		}
	}
	l->v[l->n++] = s;
}

/* Characters that make rc see a word as something other than itself. */
static int
needsquote(const char *s)
{
	if (*s == '\0')
		return 1;
	return s[strcspn(s, " \t\n#;&|^$`'{}()<>*?[]=~!@%")] != '\0';
}

/* A name as it must be typed: inside 'quotes' if need be, ' doubled. */
static char *
quote(const char *s, int inquote)
{
	size_t n = 0, i;
	const char *p;
	char *q;

	if (!inquote && !needsquote(s))
		return xstrndup(s, strlen(s));
	for (p = s; *p; p++)
		n += *p == '\'' ? 2 : 1;
	q = xmalloc(n + 3);
	i = 0;
	if (!inquote)
		q[i++] = '\'';
	for (p = s; *p; p++) {
		q[i++] = *p;
		if (*p == '\'')
			q[i++] = '\'';
	}
	if (!inquote)
		q[i++] = '\'';
	q[i] = '\0';
	return q;
}

/* The word as rc would read it: quotes removed, '' inside them a quote. */
static char *
dequote(const char *s)
{
	char *d = xmalloc(strlen(s) + 1), *q = d;
	int inq = openquote;

	for (; *s; s++) {
		if (*s != '\'')
			*q++ = *s;
		else if (inq && s[1] == '\'')
			*q++ = *s++;
		else
			inq = !inq;
	}
	*q = '\0';
	return d;
}

struct want {
	struct list *l;
	const char *prefix;	/* dequoted */
	size_t plen;
	const char *sigil;	/* "$", "$#", "$^" or "" */
};

static void
putname(const char *name, void *arg)
{
	struct want *w = arg;
	size_t sl;
	char *s;

	if (strncmp(name, w->prefix, w->plen) != 0)
		return;
	if (*w->sigil == '\0') {
		push(w->l, quote(name, openquote));
		return;
	}
	sl = strlen(w->sigil);
	s = xmalloc(sl + strlen(name) + 1);
	memcpy(s, w->sigil, sl);
	strcpy(s + sl, name);
	push(w->l, s);
}

/* Names in dir (NULL: ".") starting with prefix; only executables if exe. */
static void
scandir1(struct want *w, const char *dir, const char *shown, int exe)
{
	DIR *d = opendir(dir && *dir ? dir : ".");
	struct dirent *e;
	struct stat st;
	size_t dl = dir ? strlen(dir) : 0, sl = strlen(shown), nl;
	char *full, *name;
	int isdir;

	if (d == NULL)
		return;
	while ((e = readdir(d)) != NULL) {
		if (strncmp(e->d_name, w->prefix, w->plen) != 0)
			continue;
		if (e->d_name[0] == '.' && (w->prefix[0] != '.' ||
		    strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0))
			continue;
		nl = strlen(e->d_name);
		full = xmalloc(dl + nl + 2);
		if (dl)
			memcpy(full, dir, dl);
		memcpy(full + dl, e->d_name, nl + 1);
		isdir = stat(dl ? full : e->d_name, &st) == 0 &&
		    S_ISDIR(st.st_mode);
		if (exe && (isdir || access(dl ? full : e->d_name, X_OK) != 0)) {
			free(full);
			continue;
		}
		free(full);
		name = xmalloc(sl + nl + 2);
		memcpy(name, shown, sl);
		memcpy(name + sl, e->d_name, nl);
		name[sl + nl] = isdir ? '/' : '\0';
		name[sl + nl + 1] = '\0';
		push(w->l, quote(name, openquote));
		free(name);
	}
	closedir(d);
}

static void
files(struct want *w, const char *word)
{
	const char *slash = strrchr(word, '/');
	char *dir;

	if (slash == NULL) {
		scandir1(w, NULL, "", 0);
		return;
	}
	dir = xstrndup(word, (size_t)(slash + 1 - word));
	w->prefix = slash + 1;
	w->plen = strlen(w->prefix);
	scandir1(w, dir, dir, 0);
	free(dir);
}

static void
commands(struct want *w)
{
	char *path = hostvar("path"), *p, *dir;
	size_t n;

	call_names(RC_LE_BUILTINS, putname, w);
	call_names(RC_LE_FUNCTIONS, putname, w);
	if (path == NULL)
		return;
	/* var_flat joins elements with spaces: the best we can split. */
	for (p = path; *p; p += n) {
		n = strcspn(p, " ");
		if (n == 0) {
			n = 1;
			continue;
		}
		dir = xmalloc(n + 2);
		memcpy(dir, p, n);
		dir[n] = '/';
		dir[n + 1] = '\0';
		scandir1(w, dir, "", 1);
		free(dir);
	}
	free(path);
}

/* Is the word starting at `start` where rc expects a command? */
static int
commandpos(int start)
{
	int i = start - 1, e;
	static const char *const kw[] = { "else", "not", "!", "@", NULL };
	size_t k, len;

	while (i >= 0 && (linebuf[i] == ' ' || linebuf[i] == '\t'))
		i--;
	if (i < 0 || strchr(";&|({)`\n", linebuf[i]) != NULL)
		return 1;
	e = i + 1;
	while (i >= 0 && !strchr(" \t;&|(){}`\n", linebuf[i]))
		i--;
	len = (size_t)(e - i - 1);
	for (k = 0; kw[k]; k++)
		if (strlen(kw[k]) == len &&
		    strncmp(linebuf + i + 1, kw[k], len) == 0)
			return commandpos(i + 1);
	return 0;
}

static int
bysorted(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

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

static size_t
common(struct list *l)
{
	size_t i, j, lcd = strlen(l->v[0]);

	for (i = 1; i < l->n; i++) {
		for (j = 0; j < lcd && l->v[i][j] == l->v[0][j]; j++)
			;
		lcd = j;
	}
	return lcd;
}

/* List the candidates in columns under the line. */
static void
show(struct list *l)
{
	int cols = 80, width = 0, per, i;
	size_t k;

	el_get(el, EL_GETTC, "co", &cols);
	for (k = 0; k < l->n; k++)
		if ((int)strlen(l->v[k]) > width)
			width = (int)strlen(l->v[k]);
	width += 2;
	per = cols / width > 0 ? cols / width : 1;
	fputc('\n', out);
	for (k = 0, i = 0; k < l->n; k++) {
		fprintf(out, "%-*s", (k + 1) % (size_t)per && k + 1 < l->n ?
		    width : 0, l->v[k]);
		if (++i == per || k + 1 == l->n) {
			fputc('\n', out);
			i = 0;
		}
	}
	fflush(out);
}

/* Insert the rest of a single match: closing quote and space, or a slash. */
static void
finish(const char *match)
{
	size_t n = strlen(match);
	char *s = xmalloc(n + 3);

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
	struct list l = { NULL, 0, 0 };
	struct want w;
	int start = wordstart(li), again = lasttab;
	size_t tl = (size_t)(li->cursor - li->buffer) - (size_t)start, lcd, i, j;
	char *text = xstrndup(li->buffer + start, tl), *word, *line;
	unsigned char r = CC_REFRESH;

	(void)ch;
	lasttab = 0;
	line = xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	linebuf = line;
	word = dequote(text);
	w.l = &l;
	w.sigil = "";
	if (word[0] == '$') {
		i = word[1] == '#' || word[1] == '^' || word[1] == '"' ? 2 : 1;
		w.sigil = i == 1 ? "$" : word[1] == '#' ? "$#" :
		    word[1] == '^' ? "$^" : "$\"";
		w.prefix = word + i;
		w.plen = strlen(w.prefix);
		call_names(RC_LE_VARIABLES, putname, &w);
	} else {
		w.prefix = word;
		w.plen = strlen(word);
		if (commandpos(start) && strchr(word, '/') == NULL)
			commands(&w);
		else
			files(&w, word);
	}
	if (l.n > 0) {
		qsort(l.v, l.n, sizeof *l.v, bysorted);
		for (i = j = 1; i < l.n; i++)
			if (strcmp(l.v[i], l.v[j - 1]) != 0)
				l.v[j++] = l.v[i];
			else
				free(l.v[i]);
		l.n = j;
	}
	if (l.n == 0)
		r = CC_ERROR;
	else if (listonly) {
		show(&l);
		r = CC_REDISPLAY;
	} else if (l.n == 1) {
		el_deletestr(e, (int)tl);
		finish(l.v[0]);
	} else if ((lcd = common(&l)) > tl || (lcd == tl && strncmp(l.v[0], text, tl) != 0)) {
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
	free(word);
	free(text);
	free(line);
	linebuf = NULL;
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
		got = read(fileno(in), buf + n, 1);
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
	el = el_init("rc", in, out, out);
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

	if (h->abi != RC_LE_ABI || h->size < sizeof *h) {
		snprintf(why, whysize, "host interface %u/%zu, editor wants %u/%zu",
		    h->abi, h->size, RC_LE_ABI, sizeof *h);
		return -1;
	}
	host = h;
	in = fdopen(0, "r");
	out = fdopen(2, "w");
	if (in == NULL || out == NULL) {
		snprintf(why, whysize, "cannot use the terminal: %s",
		    strerror(errno));
		return -1;
	}
	enter();
	syncvars();
	hist = history_init();
	if (hist != NULL)
		history(hist, &ev, H_SETSIZE, 10000);
	r = hist != NULL ? newel(why, whysize) : -1;
	leave();
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
	fputc('\n', out);
	fflush(out);
}

/* 1 a line, 0 end of file, -1 interrupted; *got is libedit's line. */
static int
waitinput(const char **got, int *count)
{
	sigset_t block, old;
	fd_set fds;
	int r, fd = fileno(in);

	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTSTP);
	sigaddset(&block, SIGWINCH);
	for (;;) {
		if (call_interrupted()) {
			drop();
			return -1;
		}
		FD_ZERO(&fds);
		FD_SET(fd, &fds);
		sigprocmask(SIG_BLOCK, &block, &old);
		if (gotstop || gotwinch) {
			r = -1;
			errno = EINTR;
		} else
			r = pselect(fd + 1, &fds, NULL, NULL, NULL, &old);
		sigprocmask(SIG_SETMASK, &old, NULL);
		if (r < 0 && errno != EINTR)
			return 0;
		if (gotstop)
			suspend();
		if (gotwinch) {
			gotwinch = 0;
			el_resize(el);
			el_set(el, EL_REFRESH);
		}
		if (r <= 0)
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
	enter();
	syncvars();
	loadhistory();
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
			leave();
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
		*line = call_alloc(*len + 1);
		memcpy(*line, got, *len);
		(*line)[*len] = '\0';
	}
	if (r >= 0)
		el_set(el, EL_UNBUFFERED, 0);	/* cooked mode again */
	sigaction(SIGTSTP, &oldstop, NULL);
	sigaction(SIGWINCH, &oldwinch, NULL);
	fflush(out);
	leave();
	return r;
}

static void
ed_remember(const char *line, size_t len)
{
	char *s;

	if (!ready || len == 0)
		return;
	s = xstrndup(line, len);
	enter();
	history(hist, &ev, H_ENTER, s);
	leave();
	free(s);
}

static void
ed_fini(void)
{
	if (!ready)
		return;
	enter();
	el_set(el, EL_PREP_TERM, 0);
	fflush(out);
	leave();
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
