/* lineedit.c: the host side of the editing seam: finding, checking and loading the editor, the null editor, and the callbacks it calls. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE		/* the terminal's settings beyond POSIX's */
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <stdint.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#if RC_LINEEDIT_PLUGIN
#include <dlfcn.h>
#endif
#if RC_LINEEDIT_PLUGIN && defined(__linux__)
#include <sys/auxv.h>
#include <link.h>
#define IDLESPANS 1
#else
#define IDLESPANS 0
#endif

#include "rc-lineedit.h"
#include "lineedit.h"
#include "builtin.h"
#include "fn.h"
#include "mem.h"
#include "out.h"
#include "print.h"
#include "signal.h"
#include "var.h"

/*
 * The editor may run on a C library of its own (a static core dlopens
 * the plugin, which brings its libc along), so the callbacks below only
 * exchange plain strings and return codes: memory handed over is always
 * allocated by the side that keeps it.
 */

/* What the editor host keeps. */
static struct edhost {
	const struct rc_le_editor *editor;	/* NULL: the null editor */
	int tried;
#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
	/*
	 * The first prompt is shown before the editor is loaded, so that
	 * nobody waits for the load to see it; shown holds it while it is
	 * on the screen for the editor to take over.  Meanwhile echo and
	 * canonical mode are off, as the editor will have them: a key typed
	 * while the editor loads waits in the terminal's input queue,
	 * neither echoed by the terminal (the editor shows it, after the
	 * prompt) nor held back by line editing.
	 */
	char *shown;
	struct termios usertty;	/* the terminal as it was */
	int quiet;		/* usertty is to be put back */
	int catchup;		/* keys typed before plain input began may wait: see below */
#endif
#if IDLESPANS
	struct rc_le_span idle[4];	/* see findidle */
#endif
} eh;

#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED

static void
quieten(void)
{
	struct termios t;

	if (tcgetattr(0, &eh.usertty) != 0)
		return;
	t = eh.usertty;
	t.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	eh.quiet = tcsetattr(0, TCSANOW, &t) == 0;
}

/* Never TCSAFLUSH: what was typed meanwhile stays to be read. */
static void
ttyrestore(void)
{
	if (!eh.quiet)
		return;
	eh.quiet = 0;
	tcsetattr(0, TCSANOW, &eh.usertty);
}

/*
 * The prompt as the editor shows it: readline leaves out the \001 and
 * \002 that bracket its invisible parts.
 */
static void
showfirst(const char *prompt)
{
	size_t n = 0;
	const char *p;
	char *s = mem_alloc(strlen(prompt) + 1);

	for (p = prompt; *p != '\0'; p++)
		if (*p != '\001' && *p != '\002')
			s[n++] = *p;
	quieten();
	out_write(2, s, n);
	mem_free(s);
	eh.shown = mem_strdup(prompt);
}

/*
 * The editor will not take the prompt over (it failed, or it is about
 * to say something first): what follows starts on a line of its own.
 */
static void
leaveprompt(void)
{
	size_t n;

	if (eh.shown == NULL)
		return;
	n = strlen(eh.shown);
	if (n > 0 && eh.shown[n - 1] != '\n')
		out_write(2, "\n", 1);
	mem_free(eh.shown);
	eh.shown = NULL;
}

static void *
host_alloc(size_t n)
{
	return mem_alloc(n);
}

static long
host_getvar(const char *name, char *buf, size_t size)
{
	char *v = var_flat(name);
	size_t n;

	if (v == NULL)
		return -1;
	n = strlen(v);
	if (size > 0) {
		memcpy(buf, v, n < size ? n : size - 1);
		buf[n < size ? n : size - 1] = '\0';
	}
	mem_free(v);
	return (long)n;
}

static int
host_interrupted(void)
{
	return sig_takeone(SIGINT);
}

static void
host_names(int kind, void (*put)(const char *, void *), void *arg)
{
	List *l;

	switch (kind) {
	case RC_LE_BUILTINS:
		builtin_each(put, arg);
		break;
	case RC_LE_FUNCTIONS:
		fn_each(put, arg);
		break;
	case RC_LE_VARIABLES:
		var_each(put, arg);
		break;
	case RC_LE_PATH:
		for (l = var_get("path"); l != NULL; l = l->n)
			put(l->w, arg);
		break;
	case RC_LE_CDPATH:
		for (l = var_get("cdpath"); l != NULL; l = l->n)
			put(l->w, arg);
		break;
	}
}

#if IDLESPANS
/*
 * The core's code and constant data, for the editor to give back while
 * it waits (see rc-lineedit.h's idle): none of it runs at an idle
 * prompt, and most of it is the static core's own C library, whose
 * pages only other rc processes share, where a dynamic shell's C library
 * is shared with every process on the machine.  Only the segments the
 * program never writes, none that relro makes read-only after writing,
 * each rounded inward to whole pages, so that no page of another
 * segment is ever in a span.  Room for three (a core has two or
 * three) and the end, in eh.idle.
 */
static int
inrelro(const ElfW(Phdr) *ph, size_t n, uintptr_t lo, uintptr_t hi)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (ph[i].p_type == PT_GNU_RELRO && ph[i].p_vaddr < hi &&
		    ph[i].p_vaddr + ph[i].p_memsz > lo)
			return 1;
	return 0;
}

static void
findidle(void)
{
	const ElfW(Phdr) *ph = (const ElfW(Phdr) *)getauxval(AT_PHDR);
	size_t n = getauxval(AT_PHNUM), i, k = 0;
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), bias = 0, lo, hi;
	int known = 0;

	if (ph == NULL)
		return;
	for (i = 0; i < n; i++)
		if (ph[i].p_type == PT_PHDR) {
			bias = (uintptr_t)ph - ph[i].p_vaddr;
			known = 1;
		}
	for (i = 0; known && i < n && k + 1 < sizeof eh.idle / sizeof *eh.idle;
	    i++) {
		if (ph[i].p_type != PT_LOAD || (ph[i].p_flags & PF_W) ||
		    inrelro(ph, n, ph[i].p_vaddr,
		    ph[i].p_vaddr + ph[i].p_memsz))
			continue;
		lo = (bias + ph[i].p_vaddr + page - 1) & ~(page - 1);
		hi = (bias + ph[i].p_vaddr + ph[i].p_filesz) & ~(page - 1);
		if (hi > lo) {
			eh.idle[k].start = (void *)lo;
			eh.idle[k].len = hi - lo;
			k++;
		}
	}
}
#endif

static const struct rc_le_host host = {
	RC_LE_ABI,
	sizeof host,
	host_alloc,
	host_getvar,
	host_interrupted,
	host_names,
	ttyrestore,
#if IDLESPANS
	eh.idle
#else
	NULL
#endif
};

/*
 * "rc: <what>; using plain input", once, in one write, on a line of its
 * own: after it the prompt is shown again (by the caller, for plain input).
 */
static void
warn(const char *what, const char *detail)
{
	static const char tail[] = "; using plain input\n";
	size_t wl = strlen(what), dl = detail ? strlen(detail) : 0;
	char *buf = mem_alloc(4 + wl + 2 + dl + sizeof tail);
	size_t n = 0;

	leaveprompt();
	memcpy(buf, "rc: ", 4);
	n = 4;
	memcpy(buf + n, what, wl);
	n += wl;
	if (detail != NULL) {
		memcpy(buf + n, ": ", 2);
		memcpy(buf + n + 2, detail, dl);
		n += 2 + dl;
	}
	memcpy(buf + n, tail, sizeof tail - 1);
	n += sizeof tail - 1;
	(void)!write(2, buf, n);
	mem_free(buf);
}

/* Check the table an editor returned and start it; 0 on success. */
static int
adopt(const struct rc_le_editor *t, const char *where)
{
	char why[256];

	if (t == NULL || t->abi != RC_LE_ABI || t->size < RC_LE_EDITOR_MIN) {
		warn(where, "not a line editor for this rc (wrong ABI version)");
		return -1;
	}
	why[0] = '\0';
	if (t->init(&host, why, sizeof why) != 0) {
		warn(where, why[0] ? why : "cannot start");
		return -1;
	}
	eh.editor = t;
	return 0;
}
#endif

#if RC_LINEEDIT_PLUGIN
/* Refuse what anyone could have replaced: a world-writable file or dir. */
static int
trustworthy(const char *path)
{
	struct stat st;
	char *dir, *slash;
	int ok;

	if (stat(path, &st) != 0) {
		warn(path, print_strerror(errno));
		return 0;
	}
	/* dlopen would wait for a writer on a FIFO, and hang the shell */
	if (!S_ISREG(st.st_mode)) {
		warn(path, "not a plugin (not a regular file)");
		return 0;
	}
	if (st.st_mode & S_IWOTH) {
		warn(path, "refusing a world-writable plugin");
		return 0;
	}
	dir = mem_strdup(path);
	slash = strrchr(dir, '/');
	slash[slash == dir ? 1 : 0] = '\0';
	ok = stat(dir, &st) == 0 && !(st.st_mode & S_IWOTH);
	mem_free(dir);
	if (!ok)
		warn(path, "refusing a plugin in a world-writable directory");
	return ok;
}

static void
load(const char *path)
{
	rc_le_entry_fn entry;
	void *h, *sym;
	const char *err;

	if (!trustworthy(path))
		return;
#if IDLESPANS
	findidle();
#endif
	h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (h == NULL) {
		err = dlerror();	/* names the file already */
		if (err != NULL)
			warn(err, NULL);
		else
			warn(path, "cannot load");
		return;
	}
	sym = dlsym(h, RC_LE_ENTRY);
	if (sym == NULL) {
		warn(path, "no " RC_LE_ENTRY " in it");
		dlclose(h);
		return;
	}
	memcpy(&entry, &sym, sizeof entry);
	if (adopt(entry(), path) != 0)
		dlclose(h);
}

static int
exists(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0;
}

/*
 * $RC_LINEEDIT (an absolute path, or "none"), unless set-id; else the
 * install directory, and nowhere else: not the working directory, and
 * not the build tree, which may be gone or in a shared /tmp by the time
 * an installed rc runs (tests name the uninstalled plugin in RC_LINEEDIT).
 */
static void
findeditor(const char *choice)
{
	static const char installed[] = PKGLIBDIR "/rc-readline.so";

	if (choice != NULL) {
		if (choice[0] == '/')
			load(choice);
		else
			warn("RC_LINEEDIT must be an absolute path or none", NULL);
		return;
	}
	if (exists(installed))
		load(installed);
	else
		warn("no line editor at " PKGLIBDIR "/rc-readline.so", NULL);
}
#endif

#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
/*
 * When no editor came, keys typed while it was being loaded wait in the
 * input queue, unechoed.  Given back to the terminal as they are, they
 * would reach the shell as a line of their own, which the user never saw
 * and could not erase: the shell would run what was not on the screen.
 * So while such keys wait, the host reads lines itself, doing what the
 * terminal would have done under the user's settings (usertty): echo,
 * erase, word erase, kill, literal next, reprint, end of file.
 */

/* Settings beyond POSIX's, where this system has none: off. */
#ifndef ECHOCTL
#define ECHOCTL 0
#endif
#ifndef IUTF8
#define IUTF8 0
#endif
#ifndef VWERASE
#define VWERASE (-1)
#endif
#ifndef VLNEXT
#define VLNEXT (-1)
#endif
#ifndef VREPRINT
#define VREPRINT (-1)
#endif

/* Is c the character the user's settings give to the function at i? */
static int
is(int i, unsigned char c)
{
	return i >= 0 && eh.usertty.c_cc[i] == c && c != _POSIX_VDISABLE;
}

static int
waiting(void)
{
	int n = 0;

	return ioctl(0, FIONREAD, &n) == 0 && n > 0;
}

/*
 * 1 while keys typed before plain input began are still to be read.  A
 * key that comes just as the terminal is given back makes a line of its
 * own at once, which shows as waiting: then the host reads on.
 */
static int
typedahead(void)
{
	if (!eh.catchup)
		return 0;
	if (eh.quiet && waiting())
		return 1;
	ttyrestore();
	if (waiting()) {
		quieten();
		if (eh.quiet)
			return 1;
	}
	eh.catchup = 0;
	return 0;
}

/* The columns the byte c takes when echoed at column col. */
static int
echowidth(unsigned char c, int col)
{
	if (c == '\t')
		return 8 - col % 8;
	if (c < 0x20 || c == 0x7f)
		return eh.usertty.c_lflag & ECHOCTL ? 2 : 0;
	if ((eh.usertty.c_iflag & IUTF8) && (c & 0xc0) == 0x80)
		return 0;
	return 1;
}

/* The column after s[0..n) echoed from column col. */
static int
column(const char *s, size_t n, int col)
{
	size_t i;

	for (i = 0; i < n; i++)
		col += echowidth((unsigned char)s[i], col);
	return col;
}

/* Where the prompt leaves the cursor (its invisible parts take no room). */
static int
promptcolumn(const char *p)
{
	const char *last = strrchr(p, '\n');
	int col = 0, hidden = 0;

	for (p = last != NULL ? last + 1 : p; *p != '\0'; p++)
		if (*p == '\001' || *p == '\002')
			hidden = *p == '\001';
		else if (!hidden)
			col += echowidth((unsigned char)*p, col);
	return col;
}

static void
echo(const char *s, size_t n)
{
	char two[2];
	size_t i;

	if (!(eh.usertty.c_lflag & ECHO))
		return;
	for (i = 0; i < n; i++) {
		two[0] = s[i];
		if (s[i] == '\t' || s[i] == '\n' ||
		    ((unsigned char)s[i] >= 0x20 && s[i] != 0x7f))
			out_write(2, two, 1);
		else if (eh.usertty.c_lflag & ECHOCTL) {
			two[0] = '^';
			two[1] = s[i] == 0x7f ? '?' : s[i] + '@';
			out_write(2, two, 2);
		}
	}
}

/* Take the last k bytes off the line, and off the screen. */
static void
rubout(char *b, size_t *n, size_t k, int start)
{
	int from = column(b, *n, start), to;

	*n -= k;
	to = column(b, *n, start);
	if ((eh.usertty.c_lflag & (ECHO | ECHOE)) != (ECHO | ECHOE))
		return;
	for (; from > to; from--)
		out_write(2, "\b \b", 3);
}

/* The bytes of the last character (a UTF-8 one whole, under IUTF8). */
static size_t
lastchar(const char *b, size_t n)
{
	size_t k = 1;

	if (eh.usertty.c_iflag & IUTF8)
		while (k < n && ((unsigned char)b[n - k] & 0xc0) == 0x80)
			k++;
	return k;
}

/* The bytes of the last word and the blanks after it. */
static size_t
lastword(const char *b, size_t n)
{
	size_t k = n;

	while (k > 0 && (b[k - 1] == ' ' || b[k - 1] == '\t'))
		k--;
	while (k > 0 && b[k - 1] != ' ' && b[k - 1] != '\t')
		k--;
	return n - k;
}

/* One key's worth for cooked(); 1 when the line is done. */
static int
cookkey(unsigned char c, char **b, size_t *n, size_t *cap, int start,
    const char *prompt, int *literal)
{
	int ext = (eh.usertty.c_lflag & IEXTEN) != 0;

	if (*literal)
		*literal = 0;
	else if (c == '\n' || is(VEOL, c)) {
		echo("\n", 1);
		return 1;
	} else if (is(VERASE, c)) {
		if (*n > 0)
			rubout(*b, n, lastchar(*b, *n), start);
		return 0;
	} else if (is(VKILL, c)) {
		rubout(*b, n, *n, start);
		return 0;
	} else if (ext && is(VWERASE, c)) {
		rubout(*b, n, lastword(*b, *n), start);
		return 0;
	} else if (ext && is(VLNEXT, c)) {
		*literal = 1;
		return 0;
	} else if (ext && is(VREPRINT, c)) {
		echo("\n", 1);
		out_write(2, prompt, strlen(prompt));
		echo(*b, *n);
		return 0;
	}
	if (*n + 1 >= *cap) {
		*cap *= 2;
		*b = mem_realloc(*b, *cap);
	}
	(*b)[(*n)++] = (char)c;
	echo((char *)&c, 1);
	return 0;
}

/*
 * A line read as the terminal would have read it (see catchup).  As
 * lineedit_read; end of file only at the start of a line, as there.
 */
static int
cooked(const char *prompt, char **line, size_t *len)
{
	size_t n = 0, cap = 64;
	char *b = mem_alloc(cap);
	int start = promptcolumn(prompt), literal = 0, r = 0;
	unsigned char c;
	ssize_t got;

	out_write(2, prompt, strlen(prompt));
	for (;;) {
		got = read(0, &c, 1);
		if (got < 0 && errno == EINTR) {
			if (!host_interrupted())
				continue;
			out_write(2, "\n", 1);
			r = -1;
			break;
		}
		if (got <= 0)
			break;
		if (!literal && is(VEOF, c)) {
			if (n > 0)
				continue;
			break;
		}
		if (cookkey(c, &b, &n, &cap, start, prompt, &literal)) {
			r = 1;
			break;
		}
	}
	ttyrestore();	/* for the command; typedahead() looks again */
	if (r != 1) {
		mem_free(b);
		return r;
	}
	b[n] = '\0';
	*line = b;
	*len = n;
	return 1;
}
#else
static int
typedahead(void)
{
	return 0;
}
#endif

static void
starteditor(const char *prompt)
{
	char *choice = NULL;

	if (getuid() == geteuid() && getgid() == getegid())
		choice = var_flat("RC_LINEEDIT");
	if (choice != NULL && *choice == '\0') {	/* set but empty: unset */
		mem_free(choice);
		choice = NULL;
	}
	if (choice != NULL && strcmp(choice, "none") == 0) {
		mem_free(choice);
		return;
	}
#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
	showfirst(prompt);
#if RC_LINEEDIT_PLUGIN
	findeditor(choice);
#else
	adopt(rc_lineedit_entry(), "readline");
#endif
	if (eh.editor == NULL) {	/* it said why: plain input prompts again */
		leaveprompt();
		eh.catchup = eh.quiet;
	}
#else
	(void)prompt;
#endif
	if (choice != NULL)
		mem_free(choice);
}

/*
 * Loading the editor runs deep (the dynamic loader, readline's start-up
 * reading terminfo and inputrc): an idle shell would keep those pages of
 * stack, dead but dirty, for as long as its terminal is open.  They are
 * given back, all under this frame but the page next to it (the call
 * itself runs there).  Nothing else is mapped within the kernel's guard
 * gap (1 MB) under the stack, so the range asked covers stack or nothing.
 */
static void
dropstack(void)
{
	const size_t len = 256 * 1024;
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), top;
	char here;

	top = ((uintptr_t)&here & ~(page - 1)) - page;
	if (top > len)
		(void)madvise((void *)(top - len), len, MADV_DONTNEED);
}

int
lineedit_start(const char *prompt)
{
	if (!eh.tried) {
		eh.tried = 1;
		starteditor(prompt);
		if (eh.editor != NULL)
			dropstack();
	}
	return eh.editor != NULL || typedahead();
}

#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
/* Can the editor take over a prompt already shown? */
static int
takesover(const struct rc_le_editor *t)
{
	return t->size >= RC_LE_EDITOR_MIN + sizeof t->readshown &&
	    t->readshown != NULL;
}

/* The first read: the prompt is on the screen already (see showfirst). */
static int
readfirst(const char *prompt, char **line, size_t *len)
{
	int r;

	if (strcmp(eh.shown, prompt) != 0) {	/* not the prompt shown */
		leaveprompt();
		ttyrestore();
		return eh.editor->read(prompt, line, len);
	}
	mem_free(eh.shown);
	eh.shown = NULL;
	if (takesover(eh.editor)) {
		r = eh.editor->readshown(prompt, line, len);
		ttyrestore();	/* if the editor did not */
		return r;
	}
	ttyrestore();
	out_write(2, "\r", 1);	/* it draws the prompt over ours */
	return eh.editor->read(prompt, line, len);
}
#endif

int
lineedit_read(const char *prompt, char **line, size_t *len)
{
#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
	if (eh.editor == NULL && eh.catchup)
		return cooked(prompt, line, len);
#endif
	if (eh.editor == NULL)
		return 0;
#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
	if (eh.shown != NULL)
		return readfirst(prompt, line, len);
#endif
	return eh.editor->read(prompt, line, len);
}

void
lineedit_stop(void)
{
#if RC_LINEEDIT_PLUGIN || RC_LINEEDIT_LINKED
	ttyrestore();
#endif
	if (eh.editor != NULL)
		eh.editor->fini();
}

/* Writes only what changes: a forked child copies each page it writes. */
void
lineedit_forget(void)
{
	if (eh.editor != NULL)
		eh.editor = NULL;
	if (!eh.tried)
		eh.tried = 1;
}

void
lineedit_remember(const char *line, size_t len)
{
	if (eh.editor != NULL)
		eh.editor->remember(line, len);
}
