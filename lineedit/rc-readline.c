/* rc-readline.c: the GNU readline editor behind the rc line-editing seam. */
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
#include <readline/readline.h>
#include <readline/history.h>
#include <readline/tilde.h>

#include "rc-lineedit.h"

/*
 * This file may run on a C library of its own (dlopened from a static
 * core), so everything here is allocated and freed by this side alone.
 * The host gets a line only as a copy in its own heap.
 */

extern char **environ;

/* Readline's own locale re-check: exported, but only in its private header. */
void _rl_reset_locale(void);

static const struct rc_le_host *host;
static FILE *in, *out;
static int ready;		/* init succeeded */
static int installed;		/* a callback handler is installed */

/* The result of one read, set by gotline. */
enum { WAITING, GOTLINE, GOTEOF };
static int state;
static char *result;
static size_t resultlen;

/*
 * Readline and tinfo call getenv/setenv; the libc they run on may hold a
 * stale snapshot of the host's environment.  They get a private one
 * instead, swapped in only while we are inside a call from the host, and
 * filled from the host's variables before each read.
 */
static char **myenv;
static char **hostenv;

static const char *const syncnames[] = {
	"TERM", "TERMINFO", "LINES", "COLUMNS", "INPUTRC", "HOME",
	"LANG", "LC_ALL", "LC_CTYPE"
};
#define NSYNC (sizeof syncnames / sizeof syncnames[0])
static char *synced[NSYNC];
static int syncedonce;

static char *histpath;		/* the $history we loaded */
static char *pastemode;		/* enable-bracketed-paste as configured */

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
	/* Without HOME, readline and tilde would ask the password database. */
	if (getenv("HOME") == NULL)
		setenv("HOME", "/", 1);
	if (localechanged || !syncedonce) {
		setlocale(LC_CTYPE, "");
		if (syncedonce)
			_rl_reset_locale();
	}
	if (termchanged && syncedonce) {
		/* A dumb terminal switches the paste mode off for good. */
		if (pastemode != NULL)
			rl_variable_bind("enable-bracketed-paste", pastemode);
		rl_reset_terminal(NULL);
	}
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
	clear_history();
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
			add_history(p);
	}
	free(buf);
}

static void
gotline(char *s)
{
	/* Remove now, or readline would show the prompt again at once. */
	rl_callback_handler_remove();
	installed = 0;
	if (s == NULL) {
		state = GOTEOF;
		return;
	}
	resultlen = strlen(s);
	result = call_alloc(resultlen + 1);
	memcpy(result, s, resultlen + 1);
	free(s);
	state = GOTLINE;
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
	int inq = rl_completion_quote_character == '\'';

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
		push(w->l, quote(name, rl_completion_quote_character == '\''));
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
		push(w->l, quote(name, rl_completion_quote_character == '\''));
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

	while (i >= 0 && (rl_line_buffer[i] == ' ' || rl_line_buffer[i] == '\t'))
		i--;
	if (i < 0 || strchr(";&|({)`\n", rl_line_buffer[i]) != NULL)
		return 1;
	e = i + 1;
	while (i >= 0 && !strchr(" \t;&|(){}`\n", rl_line_buffer[i]))
		i--;
	len = (size_t)(e - i - 1);
	for (k = 0; kw[k]; k++)
		if (strlen(kw[k]) == len &&
		    strncmp(rl_line_buffer + i + 1, kw[k], len) == 0)
			return commandpos(i + 1);
	return 0;
}

static int
bysorted(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Readline's match vector: [0] what replaces the word, then the names. */
static char **
matches(struct list *l, const char *text)
{
	char **v;
	size_t i, j, lcd;

	if (l->n == 0) {
		free(l->v);
		return NULL;
	}
	qsort(l->v, l->n, sizeof *l->v, bysorted);
	for (i = j = 1; i < l->n; i++)	/* the same name twice in $path */
		if (strcmp(l->v[i], l->v[j - 1]) != 0)
			l->v[j++] = l->v[i];
		else
			free(l->v[i]);
	l->n = j;
	lcd = strlen(l->v[0]);
	for (i = 1; i < l->n; i++) {
		for (j = 0; j < lcd && l->v[i][j] == l->v[0][j]; j++)
			;
		lcd = j;
	}
	v = xmalloc((l->n + 2) * sizeof *v);
	/* A common prefix shorter than what was typed would erase it. */
	if (l->n > 1 && lcd < strlen(text))
		v[0] = xstrndup(text, strlen(text));
	else
		v[0] = xstrndup(l->v[0], l->n == 1 ? strlen(l->v[0]) : lcd);
	memcpy(v + 1, l->v, l->n * sizeof *v);
	v[l->n + 1] = NULL;
	if (l->n == 1 && l->v[0][strlen(l->v[0]) - 1] == '/') {
		rl_completion_suppress_append = 1;
		rl_completion_suppress_quote = 1;
	}
	free(l->v);
	return v;
}

static char **
complete(const char *text, int start, int end)
{
	struct list l = { NULL, 0, 0 };
	struct want w;
	char *word = dequote(text);
	size_t sl;

	(void)end;
	rl_attempted_completion_over = 1;	/* never readline's own */
	w.l = &l;
	w.sigil = "";
	if (word[0] == '$') {
		sl = word[1] == '#' || word[1] == '^' || word[1] == '"' ? 2 : 1;
		w.sigil = word[1] == '#' ? "$#" : word[1] == '^' ? "$^" :
		    word[1] == '"' ? "$\"" : "$";
		w.prefix = word + sl;
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
	free(word);
	return matches(&l, text);
}

/* rc has no ~user: keep tilde words as they are, never ask getpwnam. */
static char *
notilde(char *user)
{
	size_t n = strlen(user);
	char *s = xmalloc(n + 2);

	s[0] = '~';
	memcpy(s + 1, user, n + 1);
	return s;
}

static void
unbindtilde(void)
{
	static const char *const maps[] = {
		"emacs-standard", "emacs-meta", "emacs-ctlx", "vi-command",
		"vi-insert"
	};
	size_t i;
	Keymap m;

	for (i = 0; i < sizeof maps / sizeof maps[0]; i++)
		if ((m = rl_get_keymap_by_name(maps[i])) != NULL)
			rl_unbind_function_in_map(rl_tilde_expand, m);
}

/* The table's functions. */

static int
ed_init(const struct rc_le_host *h, char *why, size_t whysize)
{
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
	rl_readline_name = "rc";
	rl_instream = in;
	rl_outstream = out;
	rl_catch_signals = 1;
	rl_catch_sigwinch = 1;
	rl_persistent_signal_handlers = 1;
	rl_change_environment = 0;
	rl_attempted_completion_function = complete;
	rl_basic_word_break_characters = " \t\n;&|(){}<>=`^";
	rl_completer_word_break_characters = rl_basic_word_break_characters;
	rl_completer_quote_characters = "'";
	tilde_expansion_preexpansion_hook = notilde;
	rl_initialize();
	unbindtilde();
	if (rl_variable_value("enable-bracketed-paste") != NULL)
		pastemode = xstrndup(rl_variable_value("enable-bracketed-paste"),
		    strlen(rl_variable_value("enable-bracketed-paste")));
	using_history();
	leave();
	ready = 1;
	return 0;
}

static void
drop(void)
{
	rl_replace_line("", 0);
	rl_point = rl_end = 0;
	if (installed) {
		rl_callback_handler_remove();
		installed = 0;
	}
	fputc('\n', out);
	fflush(out);
}

/*
 * A signal can land while readline is busy (even while it draws the
 * prompt); its handler only notes it.  So the wait blocks those signals,
 * looks for a noted one, and only then sleeps, letting them in again
 * atomically in pselect.
 */
static int
waitinput(void)
{
	sigset_t block, old;
	fd_set fds;
	int r, fd = fileno(in);
	static const int sigs[] = {
		SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGALRM, SIGTSTP, SIGTTIN,
		SIGTTOU, SIGWINCH
	};
	size_t i;

	sigemptyset(&block);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaddset(&block, sigs[i]);
	for (;;) {
		if (call_interrupted()) {	/* ^C before readline took over */
			drop();
			return -1;
		}
		FD_ZERO(&fds);
		FD_SET(fd, &fds);
		sigprocmask(SIG_BLOCK, &block, &old);
		if (rl_pending_signal() != 0) {
			r = -1;
			errno = EINTR;
		} else
			r = pselect(fd + 1, &fds, NULL, NULL, NULL, &old);
		sigprocmask(SIG_SETMASK, &old, NULL);
		if (r < 0 && errno != EINTR)
			return GOTEOF;
		if (r < 0)
			rl_check_signals();	/* readline's handler only noted it */
		else
			rl_callback_read_char();
		if (state != WAITING)
			return state;
	}
}

static int
ed_read(const char *prompt, char **line, size_t *len)
{
	int r;

	if (!ready)
		return 0;
	enter();
	syncvars();
	loadhistory();
	state = WAITING;
	result = NULL;
	rl_reset_screen_size();	/* the window may have changed meanwhile */
	rl_callback_handler_install(prompt, gotline);
	installed = 1;
	r = waitinput();
	fflush(out);
	leave();
	if (r == GOTLINE) {
		*line = result;
		*len = resultlen;
		return 1;
	}
	return r == GOTEOF ? 0 : -1;
}

static void
ed_remember(const char *line, size_t len)
{
	char *s;

	if (!ready || len == 0)
		return;
	s = xstrndup(line, len);
	enter();
	add_history(s);
	leave();
	free(s);
}

static void
ed_fini(void)
{
	if (!ready)
		return;
	enter();
	if (installed) {
		rl_callback_handler_remove();
		installed = 0;
	}
	fflush(out);
	leave();
}

static const struct rc_le_editor table = {
	RC_LE_ABI,
	sizeof table,
	"readline",
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
