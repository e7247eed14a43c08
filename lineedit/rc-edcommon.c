/* rc-edcommon.c: the editor-independent half of the line-editing plugins: private environment, history file, completion. */
/* wcwidth; madvise's MADV_DONTNEED, FIONREAD; dladdr1 and the link map */
#define _GNU_SOURCE
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <ctype.h>
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

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
	if (h->abi != RC_LE_ABI || h->size < RC_LE_HOST_MIN) {
		snprintf(why, whysize, "host interface %u/%zu, editor wants %u/%zu",
		    h->abi, h->size, RC_LE_ABI, (size_t)RC_LE_HOST_MIN);
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
	/* As for a terminal, even if fd 2 is a pipe at the first write (hush) */
	setvbuf(rcle_out, NULL, _IOLBF, BUFSIZ);
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

void
rcle_ttyrestore(void)
{
	char **mine = environ;

	if (host->size < RC_LE_HOST_MIN + sizeof host->ttyrestore)
		return;		/* a host that never changes the terminal */
	environ = hostenv;
	host->ttyrestore();
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

/* One line on the terminal, for trouble the editor can live with. */
static void
warn(const char *what, const char *name)
{
	rcle_leaveprompt();
	fprintf(rcle_out, "rc: %s%s%s\n", name ? name : "", name ? ": " : "",
	    what);
	fflush(rcle_out);
}

int
rcle_openable(const char *path)
{
	static const char tail[] = ": not a regular file; not read\n";
	struct stat st;

	if (path == NULL || stat(path, &st) != 0 || S_ISREG(st.st_mode))
		return 1;
	rcle_keep("rc: ", 4);
	rcle_keep(path, strlen(path));
	rcle_keep(tail, sizeof tail - 1);
	return 0;
}

/* The first prompt. */

const char *rcle_shown;
static char *said;		/* what hush kept back */
static size_t saidlen;
static int savedfd = -1, hushfd = -1;

void
rcle_leaveprompt(void)
{
	const char *p = rcle_shown;
	size_t n;

	if (p == NULL)
		return;
	rcle_shown = NULL;
	n = strlen(p);
	if (n > 0 && p[n - 1] != '\n') {
		fputc('\n', rcle_out);
		fflush(rcle_out);
	}
}

/*
 * What the editor's library writes to fd 2 while it starts (readline's
 * complaints about ~/.inputrc, libedit's about ~/.editrc) goes into a
 * pipe, to be shown at the first read, on a line of its own: it would
 * otherwise land on the line of a prompt the host has already shown,
 * behind the editor's back.  The pipe never blocks; what it cannot hold
 * is lost.
 */
void
rcle_hush(void)
{
	int p[2];

	fflush(rcle_out);
	fflush(stderr);
	if (pipe(p) != 0)
		return;
	if (fcntl(p[0], F_SETFL, O_NONBLOCK) != 0 ||
	    fcntl(p[1], F_SETFL, O_NONBLOCK) != 0 ||
	    (savedfd = fcntl(2, F_DUPFD_CLOEXEC, 3)) < 0 || dup2(p[1], 2) < 0) {
		if (savedfd >= 0)
			close(savedfd);
		savedfd = -1;
		close(p[0]);
		close(p[1]);
		return;
	}
	close(p[1]);
	hushfd = p[0];
}

void
rcle_unhush(void)
{
	char buf[4096];
	ssize_t n;

	if (savedfd < 0)
		return;
	fflush(rcle_out);
	fflush(stderr);
	dup2(savedfd, 2);
	close(savedfd);
	savedfd = -1;
	while ((n = read(hushfd, buf, sizeof buf)) > 0)
		rcle_keep(buf, (size_t)n);
	close(hushfd);
	hushfd = -1;
}

void
rcle_keep(const char *s, size_t n)
{
	char *ns;

	if (n == 0 || (ns = realloc(said, saidlen + n)) == NULL)
		return;
	said = ns;
	memcpy(said + saidlen, s, n);
	saidlen += n;
}

void
rcle_say(void)
{
	if (saidlen == 0)
		return;
	rcle_leaveprompt();
	fwrite(said, 1, saidlen, rcle_out);
	fflush(rcle_out);
	free(said);
	said = NULL;
	saidlen = 0;
}

void
rcle_freshline(int cols, int am, int xn, const char *so, const char *se,
    const char *ce)
{
	char *off = hostvar("nopartial");
	int n;

	if (off != NULL || cols < 3 || !am || ce == NULL || *ce == '\0') {
		free(off);
		return;
	}
	if (so != NULL && se != NULL)
		fputs(so, rcle_out);
	fputc('%', rcle_out);
	if (so != NULL && se != NULL)
		fputs(se, rcle_out);
	for (n = xn ? cols - 1 : cols - 2; n > 0; n--)
		fputc(' ', rcle_out);
	fputc('\r', rcle_out);
	fputs(ce, rcle_out);
	fflush(rcle_out);
}

int
rcle_rowsabove(const char *s, int cols)
{
	int col = 0, rows = 0, hidden = 0, w;
	size_t k, left = strlen(s);
	mbstate_t st;
	wchar_t wc;

	memset(&st, 0, sizeof st);
	while (left > 0) {
		k = 1;
		w = 0;
		if (*s == '\001' || *s == '\002')
			hidden = *s == '\001';
		else if (*s == '\n') {
			rows++;
			col = 0;
		} else if (*s == '\r')
			col = 0;
		else if ((k = mbrtowc(&wc, s, left, &st)) == (size_t)-1 ||
		    k == (size_t)-2) {
			memset(&st, 0, sizeof st);	/* a byte the terminal shows */
			k = 1;
			w = !hidden;
		} else {
			if (k == 0)
				k = 1;
			w = hidden ? 0 : wcwidth(wc);
			if (w < 0)
				w = 0;
		}
		if (cols > 0 && col + w > cols) {	/* the terminal wraps */
			rows++;
			col = 0;
		}
		col += w;
		s += k;
		left -= k;
	}
	return rows;
}

/*
 * The entries found so far, the last of the file first.  The shell
 * writes a command of several lines with a line #N after it (N its
 * lines, at least 2): reading backwards, that line says the N lines
 * before it are one entry.
 */
struct found {
	char **v;
	long n, max;
	long join;		/* lines still to join to the entry v[n - 1] */
	int fresh;		/* the next line starts a joined entry */
};

/* Is there more to find: fewer than max entries, or one half joined? */
static int
wanting(const struct found *f, long max)
{
	return f->n < max || f->join > 0;
}

/* The N of a line #N, or 0. */
static long
joinmark(const char *s)
{
	long n = 0;

	if (*s++ != '#' || *s < '1' || *s > '9')
		return 0;
	for (; *s >= '0' && *s <= '9' && n < 1000000; s++)
		n = n * 10 + (*s - '0');
	return *s == '\0' && n >= 2 ? n : 0;
}

/* s goes before the entry being joined, a newline between: 0, or -1. */
static int
prepend(struct found *f, char *s)
{
	char *e = f->v[f->n - 1], *t;
	size_t sl = strlen(s), el = strlen(e);

	f->join--;
	if ((t = malloc(sl + 1 + el + 1)) == NULL) {
		free(s);
		return -1;
	}
	memcpy(t, s, sl);
	t[sl] = '\n';
	memcpy(t + sl + 1, e, el + 1);
	free(s);
	free(e);
	f->v[f->n - 1] = t;
	return 0;
}

/* Keep one line: 0, or -1 out of memory.  Empty lines are not kept. */
static int
keep(struct found *f, char *s)
{
	char **nv;
	long nmax, mark;

	if (f->join > 0 && !f->fresh)
		return prepend(f, s);
	if (f->join == 0 && (mark = joinmark(s)) > 0) {
		free(s);
		f->join = mark;
		f->fresh = 1;
		return 0;
	}
	if (s[0] == '\0' && !f->fresh) {	/* empty, or NUL bytes: nothing to recall */
		free(s);
		return 0;
	}
	if (f->fresh) {
		f->fresh = 0;
		f->join--;
	}
	if (f->n == f->max) {
		nmax = f->max ? 2 * f->max : 256;
		if ((nv = realloc(f->v, (size_t)nmax * sizeof *nv)) == NULL) {
			free(s);
			return -1;
		}
		f->v = nv;
		f->max = nmax;
	}
	f->v[f->n++] = s;
	return 0;
}

/* The line at [start, end) of the file, from blk (holding [at, ...)) if it is there. */
static int
keepline(struct found *f, int fd, const char *blk, off_t at, size_t blen,
    off_t start, off_t end)
{
	size_t n = (size_t)(end - start), i;
	ssize_t got;
	char *s = malloc(n + 1);

	if (s == NULL)
		return -1;
	if (start >= at && end <= at + (off_t)blen)
		memcpy(s, blk + (start - at), n);
	else	/* cut across blocks: read whole, once */
		for (i = 0; i < n; i += (size_t)got)
			if ((got = pread(fd, s + i, n - i, start + (off_t)i)) <= 0) {
				free(s);
				return 0;
			}
	s[n] = '\0';
	return keep(f, s);
}

/*
 * Read backwards, a block at a time, until max lines are found, the file
 * begins, or limit bytes were read.  Only where the line being
 * scanned ends is remembered; when its start is found it is copied out
 * of the block, or read again whole if it began in an earlier block.  So
 * memory holds the lines kept and one block, and a file that is all one
 * line (a sparse one, say) costs limit bytes of reading and no more.
 * 0, or -1 out of memory (f holds what was found).
 */
static int
lastlines(int fd, off_t end, long max, struct found *f)
{
	enum { BLOCK = 65536 };
	char *blk = malloc(BLOCK);
	off_t off = end, lineend = end, limit = 1 << 20;
	size_t b = 0, i;
	ssize_t got;
	int r = 0;

	if (max < RCLE_HISTCAP / RCLE_HISTBYTES && max * RCLE_HISTBYTES > limit)
		limit = (off_t)max * RCLE_HISTBYTES;
	else if (max >= RCLE_HISTCAP / RCLE_HISTBYTES)
		limit = RCLE_HISTCAP;
	if (blk == NULL)
		return -1;
	while (off > 0 && wanting(f, max) && end - off < limit) {
		b = off >= BLOCK ? BLOCK : (size_t)off;
		off -= (off_t)b;
		for (i = 0; i < b; i += (size_t)got)
			if ((got = pread(fd, blk + i, b - i, off + (off_t)i)) <= 0)
				goto out;	/* shrunk, or unreadable: what we have */
		for (i = b; i > 0 && wanting(f, max) && r == 0; i--)
			if (blk[i - 1] == '\n') {
				r = keepline(f, fd, blk, off, b, off + (off_t)i, lineend);
				lineend = off + (off_t)i - 1;
			}
		if (r < 0)
			goto out;
	}
	if (off == 0 && wanting(f, max) && lineend > 0)
		r = keepline(f, fd, blk, off, b, 0, lineend);
out:
	free(blk);
	return r;
}

void
rcle_loadhistory(long max, void (*take)(char **lines, long n))
{
	char *path = hostvar("history");
	struct found f = { NULL, 0, 0, 0, 0 };
	struct stat st;
	int fd, r;
	long i, j;
	char *t;

	/* unset, or the file already loaded: nothing to add */
	if (path == NULL || same(path, histpath)) {
		free(path);
		return;
	}
	free(histpath);
	histpath = path;
	/* not waiting for a writer: only a regular file is read */
	if (max <= 0 ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) < 0)
		return;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return;
	}
	r = lastlines(fd, st.st_size, max, &f);
	close(fd);
	if (r < 0)
		warn("history file too large to load all of it", path);
	for (i = 0, j = f.n - 1; i < j; i++, j--) {	/* oldest first */
		t = f.v[i];
		f.v[i] = f.v[j];
		f.v[j] = t;
	}
	if (f.n > 0)
		take(f.v, f.n);
	free(f.v);
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

/*
 * The host's idle pages (see rc-lineedit.h's idle) go once a line, at
 * the first wait that will sleep: not while keys wait to be read (a
 * paste, typeahead), as the host would run again at once and fault its
 * pages back.
 */
static int dropdue;

void
rcle_dropsoon(void)
{
	dropdue = 1;
}

#if defined(__linux__) && defined(MADV_DONTNEED)
/*
 * A page of a span that the process has written all the same (a
 * debugger's breakpoint in code) is its own copy, not the file's:
 * MADV_DONTNEED would lose it.  /proc/self/pagemap tells those (present
 * and not a file's page, or swapped out), and only the runs of pages
 * between them go.  Without pagemap nothing goes.  A debugger that stops
 * the shell between the look and the madvise and writes a page then
 * would lose that write: a window of a few system calls at each prompt.
 */
#define PM_PRESENT ((uint64_t)1 << 63)
#define PM_SWAP ((uint64_t)1 << 62)
#define PM_FILE ((uint64_t)1 << 61)

static void
giverun(uintptr_t from, uintptr_t to)
{
	if (to > from)
		(void)madvise((void *)from, to - from, MADV_DONTNEED);
}

static int
givespan(int pm, const struct rc_le_span *s, uintptr_t page)
{
	uint64_t e[512];
	uintptr_t at = ((uintptr_t)s->start + page - 1) & ~(page - 1);
	uintptr_t end = ((uintptr_t)s->start + s->len) & ~(page - 1), run = at;
	size_t i, n;

	while (at < end) {
		n = (end - at) / page;
		if (n > sizeof e / sizeof *e)
			n = sizeof e / sizeof *e;
		if (pread(pm, e, n * sizeof *e, (off_t)(at / page * sizeof *e))
		    != (ssize_t)(n * sizeof *e))
			return -1;
		for (i = 0; i < n; i++, at += page)
			if ((e[i] & PM_SWAP) ||
			    ((e[i] & PM_PRESENT) && !(e[i] & PM_FILE))) {
				giverun(run, at);
				run = at + page;
			}
	}
	giverun(run, end);
	return 0;
}

/*
 * The libraries the plugin brought along (itself, the editor's, the
 * terminal's, their C library and loader) each start with a segment
 * that only the loader reads, as it loads them: the headers, the
 * symbol tables, the relocations.  An idle shell gives those back with
 * the host's spans.  They are found once, from the plugin's own link
 * map: dl_iterate_phdr sees nothing in the namespace of a plugin that a
 * static core loaded.  Room for fifteen, and the end.
 */
static struct rc_le_span libspans[16];
static int libsknown;

/* l's first segment, when it is neither code nor written and code follows. */
static int
loaderonly(const struct link_map *l, uintptr_t page, struct rc_le_span *sp)
{
	const ElfW(Ehdr) *eh;
	const ElfW(Phdr) *ph, *first = NULL, *relro = NULL;
	Dl_info di;
	uintptr_t lo, hi;
	int i, code = 0;

	/* the mapping at the file's start, which holds the headers */
	if (l->l_name == NULL || l->l_name[0] == '\0' || l->l_ld == NULL ||
	    dladdr(l->l_ld, &di) == 0 || di.dli_fbase == NULL)
		return 0;
	eh = di.dli_fbase;
	if (memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_phentsize != sizeof *ph ||
	    eh->e_phoff + eh->e_phnum * sizeof *ph > page)
		return 0;
	ph = (const ElfW(Phdr) *)((const char *)eh + eh->e_phoff);
	for (i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_GNU_RELRO)
			relro = &ph[i];
		if (ph[i].p_type != PT_LOAD)
			continue;
		if (first == NULL)
			first = &ph[i];
		else if (ph[i].p_flags & PF_X)
			code = 1;
	}
	if (first == NULL || first->p_flags != PF_R || first->p_offset != 0 ||
	    !code ||
	    (relro != NULL && relro->p_vaddr < first->p_vaddr + first->p_memsz))
		return 0;
	lo = (l->l_addr + first->p_vaddr + page - 1) & ~(page - 1);
	hi = (l->l_addr + first->p_vaddr + first->p_filesz) & ~(page - 1);
	if (hi <= lo)
		return 0;
	sp->start = (void *)lo;
	sp->len = hi - lo;
	return 1;
}

/*
 * The plugin and what came after it first (its own libraries), then
 * what came before it (in a dynamic core, the core's libraries).
 */
static void
findlibs(uintptr_t page)
{
	struct link_map *me = NULL, *l;
	const size_t room = sizeof libspans / sizeof *libspans - 1;
	size_t k = 0;
#ifdef __GLIBC__		/* dladdr1 */
	Dl_info di;

	if (dladdr1((void *)findlibs, &di, (void **)&me, RTLD_DL_LINKMAP) == 0)
		me = NULL;
#endif
	libsknown = 1;
	for (l = me; l != NULL && k < room; l = l->l_next)
		k += loaderonly(l, page, &libspans[k]);
	for (l = me != NULL ? me->l_prev : NULL; l != NULL && k < room;
	    l = l->l_prev)
		k += loaderonly(l, page, &libspans[k]);
}

static void
givespans(int pm, const struct rc_le_span *s, uintptr_t page)
{
	for (; s->len > 0; s++)
		if (givespan(pm, s, page) != 0)
			return;
}

static void
giveback(int fd)
{
	uintptr_t page;
	int n = 0, pm;

	if (!dropdue)
		return;
	dropdue = 0;
	if (host == NULL || host->size < offsetof(struct rc_le_host, idle) +
	    sizeof host->idle || host->idle == NULL || host->idle->len == 0)
		return;
	if (ioctl(fd, FIONREAD, &n) == 0 && n > 0)
		return;
	if ((pm = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC)) < 0)
		return;
	page = (uintptr_t)sysconf(_SC_PAGESIZE);
	if (!libsknown)
		findlibs(page);
	givespans(pm, host->idle, page);
	givespans(pm, libspans, page);
	close(pm);
}
#else
static void
giveback(int fd)
{
	(void)fd;
	dropdue = 0;
}
#endif

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
	else {
		giveback(fd);
		if (pselect(fd + 1, &fds, NULL, NULL, NULL, &old) >= 0)
			r = 1;
		else
			r = errno == EINTR ? 0 : -1;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	return r;
}

/* ^C while a line is read. */

static volatile sig_atomic_t gotint;
static struct sigaction hostint;
static int caught;

static void
noteint(int sig)
{
	(void)sig;
	gotint = 1;
}

void
rcle_catchint(void)
{
	gotint = 0;
	if (caught || sigaction(SIGINT, NULL, &hostint) != 0)
		return;
	caught = 1;
	rcle_holdint();
}

void
rcle_holdint(void)
{
	struct sigaction sa;

	if (!caught)
		return;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = noteint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
}

void
rcle_releaseint(void)
{
	if (!caught)
		return;
	sigaction(SIGINT, &hostint, NULL);
	caught = 0;
}

int
rcle_intpending(void)
{
	return gotint;
}

static volatile sig_atomic_t gotcont;
static struct sigaction hostcont;
static int contcaught;

static void
notecont(int sig)
{
	(void)sig;
	gotcont = 1;
}

void
rcle_catchcont(void)
{
	struct sigaction sa;

	gotcont = 0;
	if (contcaught || sigaction(SIGCONT, NULL, &hostcont) != 0)
		return;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = notecont;
	sigemptyset(&sa.sa_mask);
	contcaught = sigaction(SIGCONT, &sa, NULL) == 0;
}

void
rcle_releasecont(void)
{
	if (!contcaught)
		return;
	sigaction(SIGCONT, &hostcont, NULL);
	contcaught = 0;
}

int
rcle_contpending(void)
{
	return gotcont;
}

int
rcle_continued(void)
{
	int r = gotcont;

	gotcont = 0;
	return r;
}

/* Has ^C come, to the host's handler or ours?  The host's note moves here. */
static int
peekint(void)
{
	char **mine = environ;

	if (gotint)
		return 1;
	environ = hostenv;
	if (host->interrupted())
		gotint = 1;
	environ = mine;
	return gotint;
}

int
rcle_interrupted(void)
{
	int r = peekint();

	gotint = 0;
	return r;
}

static int (*editorpending)(void);

static int
anypending(void)
{
	return gotint || (editorpending != NULL && editorpending());
}

int
rcle_getkey(const sigset_t *block, int (*pending)(void), int (*other)(void))
{
	int fd = fileno(rcle_in), r;
	unsigned char c;
	ssize_t n;

	editorpending = pending;
	for (;;) {
		if (peekint())
			return -1;
		r = rcle_wait(fd, block, anypending);
		if (r < 0)
			return -1;
		if (r == 0) {
			if (peekint() || (other != NULL && other()))
				return -1;
			continue;
		}
		n = read(fd, &c, 1);
		if (n == 1)
			return c;
		if (n == 0 || errno != EINTR)
			return -1;
	}
}

/* Completion. */

/* The word while cd's candidates are out, for rcle_isdir (see cddirs). */
static char *cdword;

/* A name cd takes as it is, not under $cdpath: /, ./, ../ or ~. */
static int
rooted(const char *word)
{
	return word[0] == '/' || word[0] == '~' || strncmp(word, "./", 2) == 0 ||
	    strncmp(word, "../", 3) == 0;
}

struct want {
	struct rcle_list *l;
	const struct rcle_how *how;
	const char *prefix;	/* dequoted */
	size_t plen;
	const char *sigil;	/* "$", "$#", "$^", "$\"" or "" */
	int dirsonly;		/* files: directories only */
};

static void
push(struct rcle_list *l, char *s)
{
	char **nv;
	size_t nmax;

	if (s == NULL)
		return;
	if (l->n + 2 > l->max) {
		nmax = l->max ? 2 * l->max : 32;
		if ((nv = realloc(l->v, nmax * sizeof *nv)) == NULL) {
			l->incomplete = 1;
			free(s);
			return;
		}
		l->v = nv;
		l->max = nmax;
	}
	l->v[l->n++] = s;
}

/* A copy, or NULL when memory is short (the name is then missing). */
static char *
join(struct rcle_list *l, const char *a, size_t alen, const char *b)
{
	size_t blen = strlen(b);
	char *s = malloc(alen + blen + 1);

	if (s == NULL) {
		l->incomplete = 1;
		return NULL;
	}
	memcpy(s, a, alen);
	memcpy(s + alen, b, blen + 1);
	return s;
}

void
rcle_freelist(struct rcle_list *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	l->v = NULL;
	l->n = l->max = 0;
}

/* Does name start with the typed prefix, as the settings compare them? */
static int
prefixof(const struct rcle_how *how, const char *name, const char *p,
    size_t plen)
{
	size_t i;
	int a, b;

	if (!how->foldcase)
		return strncmp(name, p, plen) == 0;
	for (i = 0; i < plen; i++) {
		a = tolower((unsigned char)name[i]);
		b = tolower((unsigned char)p[i]);
		if (how->mapcase && a == '_')
			a = '-';
		if (how->mapcase && b == '_')
			b = '-';
		if (a != b || name[i] == '\0')
			return 0;
	}
	return 1;
}

char *
rcle_quote(const char *s, int open)
{
	size_t n = 0, i;
	const char *p;
	char *q;

	if (!rc_needsquote(s))
		return rcle_xstrndup(s, strlen(s));
	for (p = s; *p; p++)
		n += *p == '\'' ? 2 : 1;
	q = rcle_xmalloc(n + 3);
	i = 0;
	q[i++] = '\'';
	for (p = s; *p; p++) {
		q[i++] = *p;
		if (*p == '\'')
			q[i++] = '\'';
	}
	if (!open)
		q[i++] = '\'';
	q[i] = '\0';
	return q;
}

char *
rcle_dequote(const char *s, int inq)
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

/*
 * /etc/passwd, read as a file: the name-service libraries must not be
 * loaded into a static rc (DESIGN.md), so users known only to a
 * directory service have no ~user here.  each() sees every name and
 * home directory until it returns nonzero.
 */
static void
eachuser(int (*each)(const char *name, size_t namelen, const char *home,
    size_t homelen, void *arg), void *arg)
{
	FILE *f = fopen("/etc/passwd", "r");
	char *line = NULL, *field[6], *p;
	size_t cap = 0;
	int i;

	if (f == NULL)
		return;
	while (getline(&line, &cap, f) > 0) {
		line[strcspn(line, "\n")] = '\0';
		for (p = line, i = 0; i < 6 && p != NULL; i++) {
			field[i] = p;
			if ((p = strchr(p, ':')) != NULL)
				*p++ = '\0';
		}
		if (i == 6 && p != NULL && *field[0] != '\0' &&
		    each(field[0], strlen(field[0]), field[5], strlen(field[5]),
		    arg))
			break;
	}
	free(line);
	fclose(f);
}

struct finduser {
	const char *name;
	char *home;
};

static int
isuser(const char *name, size_t nl, const char *home, size_t hl, void *arg)
{
	struct finduser *u = arg;

	if (strlen(u->name) != nl || memcmp(name, u->name, nl) != 0)
		return 0;
	u->home = rcle_xstrndup(home, hl);
	return 1;
}

char *
rcle_home(const char *user)
{
	struct finduser u;
	const char *h;

	if (*user == '\0') {
		h = getenv("HOME");	/* synced from the shell's $home */
		return h != NULL ? rcle_xstrndup(h, strlen(h)) : NULL;
	}
	u.name = user;
	u.home = NULL;
	eachuser(isuser, &u);
	return u.home;
}

/* A word starting with ~ or ~user/: the same with the home directory. */
static char *
untilde(const char *word)
{
	size_t ul = strcspn(word + 1, "/");
	char *user = rcle_xstrndup(word + 1, ul), *home = rcle_home(user), *s;
	size_t hl;

	free(user);
	if (home == NULL)
		return NULL;
	hl = strlen(home);
	s = rcle_xmalloc(hl + strlen(word + 1 + ul) + 1);
	memcpy(s, home, hl);
	strcpy(s + hl, word + 1 + ul);
	free(home);
	return s;
}

struct cdfind {
	const char *name;
	char *found;
};

static void
cdisdir(const char *dir, void *arg)
{
	struct cdfind *f = arg;
	size_t dl = strlen(dir), nl = strlen(f->name);
	struct stat st;
	char *full;

	if (f->found != NULL || dl == 0)
		return;
	full = rcle_xmalloc(dl + 1 + nl + 1);
	memcpy(full, dir, dl);
	full[dl] = '/';
	memcpy(full + dl + 1, f->name, nl + 1);
	if (stat(full, &st) == 0 && S_ISDIR(st.st_mode))
		f->found = full;
	else
		free(full);
}

char *
rcle_cdfull(const char *name)
{
	struct stat st;
	struct cdfind f;

	if (cdword == NULL || rooted(name) ||
	    (stat(name, &st) == 0 && S_ISDIR(st.st_mode)))
		return NULL;
	f.name = name;
	f.found = NULL;
	call_names(RC_LE_CDPATH, cdisdir, &f);
	return f.found;
}

int
rcle_isdir(const char *name)
{
	struct stat st;
	char *full = name[0] == '~' ? untilde(name) : rcle_cdfull(name);
	int r;

	r = stat(full ? full : name, &st) == 0 && S_ISDIR(st.st_mode);
	free(full);
	return r;
}

static int
putuser(const char *name, size_t nl, const char *home, size_t hl, void *arg)
{
	struct want *w = arg;

	(void)home;
	(void)hl;
	if (nl < w->plen || !prefixof(w->how, name, w->prefix, w->plen))
		return 0;
	push(w->l, join(w->l, "~", 1, name));
	return 0;
}

static void
putname(const char *name, void *arg)
{
	struct want *w = arg;

	if (!prefixof(w->how, name, w->prefix, w->plen))
		return;
	push(w->l, join(w->l, w->sigil, strlen(w->sigil), name));
}

/*
 * Names in dir (NULL: ".") that match the prefix, each after shown;
 * with exe only programs and directories.
 */
static void
scandir1(struct want *w, const char *dir, const char *shown, int exe)
{
	DIR *d = opendir(dir && *dir ? dir : ".");
	struct dirent *e;
	struct stat st;
	size_t dl = dir ? strlen(dir) : 0, sl = strlen(shown), nl;
	const char *n;
	char *full;
	int isdir;

	if (d == NULL)
		return;
	while ((e = readdir(d)) != NULL) {
		n = e->d_name;
		if (!prefixof(w->how, n, w->prefix, w->plen))
			continue;
		/* as readline has it: . and .. only when something is typed */
		if (n[0] == '.' && w->plen == 0 && (!w->how->hidden ||
		    n[1] == '\0' || (n[1] == '.' && n[2] == '\0')))
			continue;
		if (exe || w->dirsonly) {
			nl = strlen(n);
			if ((full = malloc(dl + nl + 1)) == NULL)
				break;
			memcpy(full, dir, dl);
			memcpy(full + dl, n, nl + 1);
			isdir = stat(full, &st) == 0 && S_ISDIR(st.st_mode);
			if (!isdir && (w->dirsonly || access(full, X_OK) != 0)) {
				free(full);
				continue;
			}
			/* in $path, directories are no commands */
			free(full);
			if (exe && isdir && *shown == '\0')
				continue;
		}
		push(w->l, join(w->l, shown, sl, n));
	}
	closedir(d);
}

/* File names: exe for a command named by its path. */
static void
files(struct want *w, const char *word, int exe)
{
	const char *slash = strrchr(word, '/');
	char *dir;

	if (slash == NULL) {
		scandir1(w, "", "", exe);
		return;
	}
	dir = rcle_xstrndup(word, (size_t)(slash + 1 - word));
	w->prefix = slash + 1;
	w->plen = strlen(w->prefix);
	scandir1(w, dir, dir, exe);
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

static void tildefiles(struct want *, const char *, int);

/*
 * cd's directories: those the word names from here, and, unless it is
 * rooted, those under each element of $cdpath, as cd would find them.
 */

struct cdsearch {
	struct want *w;
	const char *word;
};

static void
putcddir(const char *dir, void *arg)
{
	struct cdsearch *c = arg;
	const char *slash = strrchr(c->word, '/');
	size_t dl = strlen(dir), wl = slash ? (size_t)(slash + 1 - c->word) : 0;
	char *full;

	if (dl == 0)		/* the empty element: here, searched already */
		return;
	full = rcle_xmalloc(dl + 1 + wl + 1);
	memcpy(full, dir, dl);
	full[dl] = '/';
	memcpy(full + dl + 1, c->word, wl);
	full[dl + 1 + wl] = '\0';
	scandir1(c->w, full, c->word, 0);
	free(full);
}

static void
cddirs(struct want *w, const char *word)
{
	struct cdsearch c;
	char *shown;
	const char *slash;

	w->dirsonly = 1;
	w->l->kind = RCLE_FILES;
	if (word[0] == '~')
		tildefiles(w, word, 0);
	else
		files(w, word, 0);
	if (rooted(word))
		return;
	slash = strrchr(word, '/');
	shown = rcle_xstrndup(word, slash ? (size_t)(slash + 1 - word) : 0);
	c.w = w;
	c.word = shown;
	call_names(RC_LE_CDPATH, putcddir, &c);
	free(shown);
	cdword = rcle_xstrndup(word, strlen(word));
}

/* What the word at start is an argument of, where that matters. */
enum { ARG_OTHER, ARG_CD, ARG_FN, ARG_WHATIS, ARG_BUILTIN, ARG_EXEC };

/*
 * The first word of the command the word at start belongs to: after the
 * last separator outside quotes, past local assignments and the
 * keywords that come before a command.
 */
static int
argumentof(const char *line, int start)
{
	static const struct {
		const char *name;
		int what;
	} cmds[] = {
		{ "cd", ARG_CD }, { "fn", ARG_FN }, { "whatis", ARG_WHATIS },
		{ "builtin", ARG_BUILTIN }, { "exec", ARG_EXEC }
	};
	static const char *const skip[] = { "if", "not", "else", "!", "@", NULL };
	int i, b = 0, q = 0, k;
	size_t n;

	for (i = 0; i < start; i++)	/* where the command starts */
		if (line[i] == '\'')
			q = !q;
		else if (!q && strchr(";&|({)`\n", line[i]) != NULL)
			b = i + 1;
	for (;;) {
		while (b < start && (line[b] == ' ' || line[b] == '\t'))
			b++;
		for (n = 0; b + (int)n < start && !strchr(" \t", line[b + n]); n++)
			;
		if (n == 0 || b + (int)n >= start)
			return ARG_OTHER;	/* no word before this one */
		for (k = 0; skip[k] != NULL; k++)
			if (strlen(skip[k]) == n && strncmp(line + b, skip[k], n) == 0)
				break;
		if (skip[k] == NULL && memchr(line + b, '=', n) == NULL)
			break;
		b += (int)n;
	}
	for (k = 0; k < (int)(sizeof cmds / sizeof cmds[0]); k++)
		if (strlen(cmds[k].name) == n && strncmp(line + b, cmds[k].name, n) == 0)
			return cmds[k].what;
	return ARG_OTHER;
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

/* ~ and ~user/...: the home directory instead, then as any file name. */
static void
tildefiles(struct want *w, const char *word, int exe)
{
	char *full;

	if (strchr(word, '/') == NULL) {	/* ~us: user names */
		w->prefix = word + 1;
		w->plen = strlen(w->prefix);
		w->l->kind = RCLE_USERS;
		eachuser(putuser, w);
		return;
	}
	if ((full = untilde(word)) != NULL) {
		files(w, full, exe);
		free(full);
	}
}

/*
 * A word that is no variable: a command in command position, and after
 * exec; a builtin after builtin; a function after fn, and a function or
 * variable after whatis; cd's directories; else a file.
 */
static void
arguments(struct want *w, const char *word, const char *line, int start)
{
	int cmd = commandpos(line, start), arg = ARG_OTHER, plain;

	w->prefix = word;
	w->plen = strlen(word);
	plain = strchr(word, '/') == NULL && word[0] != '~';
	if (!cmd)
		arg = argumentof(line, start);
	if (arg == ARG_EXEC)
		cmd = 1;
	if (cmd && plain)
		commands(w);
	else if (arg == ARG_BUILTIN && plain)
		call_names(RC_LE_BUILTINS, putname, w);
	else if (arg == ARG_FN)
		call_names(RC_LE_FUNCTIONS, putname, w);
	else if (arg == ARG_WHATIS) {
		call_names(RC_LE_FUNCTIONS, putname, w);
		call_names(RC_LE_VARIABLES, putname, w);
	} else if (arg == ARG_CD)
		cddirs(w, word);
	else {
		w->l->kind = RCLE_FILES;
		if (word[0] == '~')
			tildefiles(w, word, cmd);
		else
			files(w, word, cmd);
	}
}

void
rcle_candidates(struct rcle_list *l, const struct rcle_how *how,
    const char *text, const char *line, int start, int inquote)
{
	struct want w;
	char *word = rcle_dequote(text, inquote), *home;
	size_t i, j;

	w.l = l;
	w.how = how;
	w.sigil = "";
	w.dirsonly = 0;
	free(cdword);
	cdword = NULL;
	l->kind = RCLE_NAMES;
	l->sigil = 0;
	l->incomplete = 0;
	if (word[0] == '$' || (start >= 2 && line[start - 1] == '^' &&
	    line[start - 2] == '$' && !inquote)) {
		/* ^ ends words, so $^name arrives as name */
		i = word[0] != '$' ? 0 : word[1] == '#' || word[1] == '^' ||
		    word[1] == '"' ? 2 : 1;
		w.sigil = i == 0 ? "" : i == 1 ? "$" : word[1] == '#' ? "$#" :
		    word[1] == '^' ? "$^" : "$\"";
		l->sigil = i;
		w.prefix = word + i;
		w.plen = strlen(w.prefix);
		call_names(RC_LE_VARIABLES, putname, &w);
	} else
		arguments(&w, word, line, start);
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
	/* one user: the word becomes the home directory */
	if (l->kind == RCLE_USERS && l->n == 1 &&
	    (home = rcle_home(l->v[0] + 1)) != NULL) {
		free(l->v[0]);
		l->v[0] = home;
		l->kind = RCLE_FILES;
	}
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
