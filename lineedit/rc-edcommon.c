/* rc-edcommon.c: the editor-independent half of the line-editing plugins: private environment, history file, completion. */
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

#include "rc-edcommon.h"

/*
 * Like the editors' files, this may run on a C library of its own
 * (dlopened from a static core), so everything here is allocated and freed
 * by this side alone.
 */

extern char **environ;

FILE *rcle_in, *rcle_out;
static const struct rc_le_host *host;

/*
 * The editor and tinfo call getenv/setenv; the libc they run on may hold
 * a stale snapshot of the host's environment.  They get a private one
 * instead, swapped in only while we are inside a call from the host, and
 * filled from the host's variables before each read.
 */
static char **myenv;
static char **hostenv;

#define NSYNC 9
#define RCFILE 4		/* the editor's own: INPUTRC, EDITRC */
#define FIRSTLOCALE 6
static const char *const syncnames[NSYNC] = {
	"TERM", "TERMINFO", "LINES", "COLUMNS", NULL, "HOME",
	"LANG", "LC_ALL", "LC_CTYPE"
};
static char *synced[NSYNC];
static int syncedonce;

static char *histpath;		/* the $history we loaded */

int
rcle_begin(const struct rc_le_host *h, char *why, size_t whysize)
{
	if (h->abi != RC_LE_ABI || h->size < sizeof *h) {
		snprintf(why, whysize, "host interface %u/%zu, editor wants %u/%zu",
		    h->abi, h->size, RC_LE_ABI, sizeof *h);
		return -1;
	}
	host = h;
	rcle_in = fdopen(0, "r");
	rcle_out = fdopen(2, "w");
	if (rcle_in == NULL || rcle_out == NULL) {
		snprintf(why, whysize, "cannot use the terminal: %s",
		    strerror(errno));
		return -1;
	}
	return 0;
}

void
rcle_enter(void)
{
	hostenv = environ;
	environ = myenv;
}

void
rcle_leave(void)
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

void *
rcle_alloc(size_t n)
{
	char **mine = environ;
	void *p;

	environ = hostenv;
	p = host->alloc(n);
	environ = mine;
	return p;
}

int
rcle_interrupted(void)
{
	char **mine = environ;
	int r;

	environ = hostenv;
	r = host->interrupted();
	environ = mine;
	return r;
}

static void
nomem(void)
{
	fputs("rc: out of memory in line editor\n",
	    rcle_out ? rcle_out : stderr);
	abort();
}

void *
rcle_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		nomem();
	return p;
}

char *
rcle_xstrndup(const char *s, size_t n)
{
	char *p = rcle_xmalloc(n + 1);

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
		return rcle_xstrndup(buf, (size_t)n);
	big = rcle_xmalloc((size_t)n + 1);
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

int
rcle_sync(const char *rcfile)
{
	int termchanged = 0, localechanged = 0, r = 0;
	const char *name;
	size_t i;
	char *v;

	for (i = 0; i < NSYNC; i++) {
		name = i == RCFILE ? rcfile : syncnames[i];
		v = hostvar(name);
		if (v == NULL && strcmp(name, "HOME") == 0)
			v = hostvar("home");
		if (same(v, synced[i]) && syncedonce) {
			free(v);
			continue;
		}
		if (i == 0)
			termchanged = 1;
		if (i >= FIRSTLOCALE)
			localechanged = 1;
		free(synced[i]);
		synced[i] = v;
		if (v != NULL)
			setenv(name, v, 1);
		else
			unsetenv(name);
	}
	/* Without HOME, the editor or tinfo might ask the password database. */
	if (getenv("HOME") == NULL)
		setenv("HOME", "/", 1);
	if (localechanged || !syncedonce)
		setlocale(LC_CTYPE, "");
	if (syncedonce)
		r = (termchanged ? RCLE_NEWTERM : 0) |
		    (localechanged ? RCLE_NEWLOCALE : 0);
	syncedonce = 1;
	return r;
}

void
rcle_loadhistory(void (*clear)(void), void (*add)(const char *))
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
	clear();
	if (path == NULL || (fd = open(path, O_RDONLY)) < 0)
		return;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return;
	}
	buf = rcle_xmalloc((size_t)st.st_size + 1);
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
			add(p);
	}
	free(buf);
}

void
rcle_remember(const char *line, size_t len, void (*add)(const char *))
{
	char *s = rcle_xstrndup(line, len);

	rcle_enter();
	add(s);
	rcle_leave();
	free(s);
}

int
rcle_wait(int fd, const sigset_t *block, int (*pending)(void))
{
	sigset_t old;
	fd_set fds;
	int r;

	FD_ZERO(&fds);
	FD_SET(fd, &fds);
	sigprocmask(SIG_BLOCK, block, &old);
	if (pending())
		r = 0;
	else if (pselect(fd + 1, &fds, NULL, NULL, NULL, &old) >= 0)
		r = 1;
	else
		r = errno == EINTR ? 0 : -1;
	sigprocmask(SIG_SETMASK, &old, NULL);
	return r;
}

/* Completion. */

struct want {
	struct rcle_list *l;
	const char *prefix;	/* dequoted */
	size_t plen;
	const char *sigil;	/* "$", "$#", "$^", "$\"" or "" */
	int inquote;		/* the word began with an open quote */
};

static void
push(struct rcle_list *l, char *s)
{
	if (l->n + 2 > l->max) {
		l->max = l->max ? 2 * l->max : 32;
		l->v = realloc(l->v, l->max * sizeof *l->v);
		if (l->v == NULL)
			nomem();
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
		return rcle_xstrndup(s, strlen(s));
	for (p = s; *p; p++)
		n += *p == '\'' ? 2 : 1;
	q = rcle_xmalloc(n + 3);
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
dequote(const char *s, int inq)
{
	char *d = rcle_xmalloc(strlen(s) + 1), *q = d;

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

static void
putname(const char *name, void *arg)
{
	struct want *w = arg;
	size_t sl;
	char *s;

	if (strncmp(name, w->prefix, w->plen) != 0)
		return;
	if (*w->sigil == '\0') {
		push(w->l, quote(name, w->inquote));
		return;
	}
	sl = strlen(w->sigil);
	s = rcle_xmalloc(sl + strlen(name) + 1);
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
		full = rcle_xmalloc(dl + nl + 2);
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
		name = rcle_xmalloc(sl + nl + 2);
		memcpy(name, shown, sl);
		memcpy(name + sl, e->d_name, nl);
		name[sl + nl] = isdir ? '/' : '\0';
		name[sl + nl + 1] = '\0';
		push(w->l, quote(name, w->inquote));
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
	dir = rcle_xstrndup(word, (size_t)(slash + 1 - word));
	w->prefix = slash + 1;
	w->plen = strlen(w->prefix);
	scandir1(w, dir, dir, 0);
	free(dir);
}

/* One element of $path, from the host: its programs complete a command. */
static void
putdir(const char *dir, void *arg)
{
	size_t n = strlen(dir);
	char *d;

	if (n == 0) {		/* the empty element is the current directory */
		scandir1(arg, "", "", 1);
		return;
	}
	d = rcle_xmalloc(n + 2);
	memcpy(d, dir, n);
	d[n] = '/';
	d[n + 1] = '\0';
	scandir1(arg, d, "", 1);
	free(d);
}

static void
commands(struct want *w)
{
	call_names(RC_LE_BUILTINS, putname, w);
	call_names(RC_LE_FUNCTIONS, putname, w);
	call_names(RC_LE_PATH, putdir, w);
}

/* Is the word starting at `start` where rc expects a command? */
static int
commandpos(const char *line, int start)
{
	int i = start - 1, e;
	static const char *const kw[] = { "else", "not", "!", "@", NULL };
	size_t k, len;

	while (i >= 0 && (line[i] == ' ' || line[i] == '\t'))
		i--;
	if (i < 0 || strchr(";&|({)`\n", line[i]) != NULL)
		return 1;
	e = i + 1;
	while (i >= 0 && !strchr(" \t;&|(){}`\n", line[i]))
		i--;
	len = (size_t)(e - i - 1);
	for (k = 0; kw[k]; k++)
		if (strlen(kw[k]) == len &&
		    strncmp(line + i + 1, kw[k], len) == 0)
			return commandpos(line, i + 1);
	return 0;
}

static int
bysorted(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void
rcle_candidates(struct rcle_list *l, const char *text, const char *line,
    int start, int inquote)
{
	struct want w;
	char *word = dequote(text, inquote);
	size_t i, j;

	w.l = l;
	w.sigil = "";
	w.inquote = inquote;
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
		if (commandpos(line, start) && strchr(word, '/') == NULL)
			commands(&w);
		else
			files(&w, word);
	}
	free(word);
	if (l->n == 0)
		return;
	qsort(l->v, l->n, sizeof *l->v, bysorted);
	for (i = j = 1; i < l->n; i++)	/* the same name twice in $path */
		if (strcmp(l->v[i], l->v[j - 1]) != 0)
			l->v[j++] = l->v[i];
		else
			free(l->v[i]);
	l->n = j;
}

size_t
rcle_common(const struct rcle_list *l)
{
	size_t i, j, lcd = strlen(l->v[0]);

	for (i = 1; i < l->n; i++) {
		for (j = 0; j < lcd && l->v[i][j] == l->v[0][j]; j++)
			;
		lcd = j;
	}
	return lcd;
}
