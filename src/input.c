/* input.c: input sources (files, strings, the terminal) and the prompt. */
#define _GNU_SOURCE		/* ppoll */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include "input.h"
#include "mem.h"
#include "out.h"
#include "print.h"
#include "error.h"
#include "list.h"
#include "flag.h"

/*
 * The reference reads 256 bytes at a time, and it shows: -v echoes what
 * each read returns, and a child that reads the script's own standard
 * input starts where the shell's last read stopped.
 */
enum { BLOCK = 256 };

typedef struct Input Input;
struct Input {
	const char *buf;
	size_t pos, len;
	char *own;		/* the buffer, when this source owns it */
	size_t cap;
	int fd;			/* -1 for a string */
	int interactive;
	int eof;
	int lineno;
	int bol;		/* at the start of a line: prompt first */
	int fresh;		/* a new command starts: prompt before a byte given back too */
	char *part;		/* the start of a line not yet all read, for history */
	size_t partlen;
	char *hist;		/* whole lines read, for history when their command is */
	size_t histlen;
	int back[4];		/* characters pushed back */
	int nback;
	int level;		/* 1 for the first source pushed */
	int noexec;		/* -n when it was opened: flag n + acts on the next source */
	int dropped;		/* given up by exec: the next read fails */
	Input *prev;
};

int input_flag_i;

/* What input.c keeps, but input_flag_i (read everywhere): the sources and the reading. */
static struct inputstate {
	Input *top;		/* the source being read; prev is the one below */
	int lastchar;
	int depth;
	int closedlevel;	/* in a child, sources up to here are closed */
	int prompt;		/* PROMPT_NONE, or which prompt the next read shows */
	int firstline;		/* the line being read starts a command */
	InputHooks hooks;	/* the layers above: see input_hooks */
} inp = { .prompt = PROMPT_NONE };

void
input_hooks(const InputHooks *h)
{
	inp.hooks = *h;
}

static List *
promptvar(void)
{
	return inp.hooks.prompt != NULL ? inp.hooks.prompt() : NULL;
}

static void
remember_line(const char *line, size_t len)
{
	if (inp.hooks.remember != NULL)
		inp.hooks.remember(line, len);
}

static int
takeintr(void)
{
	return inp.hooks.takeintr != NULL && inp.hooks.takeintr();
}

/*
 * Whether a ^C came before this read of a terminal: one that comes after
 * the prompt is written but before read() blocks would wait for the next
 * line (under load, for good).  SIGINT is held while the flag is looked
 * at and let in only inside ppoll, which it then interrupts.
 */
static int
intrbefore(int fd)
{
	sigset_t intr, old;
	struct pollfd p;
	int r, e;

	sigemptyset(&intr);
	sigaddset(&intr, SIGINT);
	if (sigprocmask(SIG_BLOCK, &intr, &old) < 0)
		return 0;
	if (sigismember(&old, SIGINT))
		r = 0;		/* held already: read as it comes */
	else if (takeintr())
		r = 1;
	else {
		p.fd = fd;
		p.events = POLLIN;
		p.revents = 0;
		r = ppoll(&p, 1, NULL, &old);
		e = errno;
		r = r < 0 && e == EINTR && takeintr();
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	return r;
}

static Input *
push(void)
{
	Input *in = mem_alloc(sizeof *in);
	memset(in, 0, sizeof *in);
	in->lineno = 1;
	in->bol = 1;
	in->fd = -1;
	in->noexec = flag_n;
	in->prev = inp.top;
	inp.top = in;
	in->level = ++inp.depth;
	return in;
}

void
input_push_fd(int fd, int interactive)
{
	Input *in = push();
	in->fd = fd;
	in->interactive = interactive;
}

void
input_push_string(const char *s, size_t n)
{
	Input *in = push();
	in->buf = s;
	in->len = n;
}

static void commit(Input *);

void
input_pop(void)
{
	Input *in = inp.top;
	commit(in);
	inp.top = in->prev;
	inp.depth--;
	mem_free(in->own);
	mem_free(in->part);
	mem_free(in->hist);
	mem_free(in);
}

int
input_depth(void)
{
	return inp.depth;
}

int
input_interactive(void)
{
	return input_flag_i;
}

int
input_setinteractive(int on)
{
	int was = input_flag_i;
	input_flag_i = on;
	return was;
}

/*
 * Whether this source was opened interactively (rc -i, . -i): only then
 * does a syntax error leave rc reading.  flag i + changes how errors are
 * said, not this.
 */
int
input_source_interactive(void)
{
	return inp.top != NULL && inp.top->interactive;
}

void
input_set_interactive(int on)
{
	if (inp.top != NULL)
		inp.top->interactive = on;
}

/* Whether this source's commands only parse (rc -n, or flag n + before it opened). */
int
input_noexec(void)
{
	return inp.top != NULL && inp.top->noexec;
}

int
input_eof(void)
{
	return inp.top == NULL || (inp.top->nback == 0 && inp.top->pos >= inp.top->len
	    && (inp.top->fd < 0 || inp.top->eof || inp.top->level <= inp.closedlevel));
}

/* How much of the current string source has been read, bytes given back aside. */
size_t
input_offset(void)
{
	return inp.top == NULL ? 0 : inp.top->pos - (size_t)inp.top->nback;
}

int
input_lastchar(void)
{
	return inp.lastchar;
}

int
input_lineno(void)
{
	return inp.top ? inp.top->lineno : 0;
}

void
input_setlineno(int n)
{
	if (inp.top != NULL)
		inp.top->lineno = n;
}

/* A command starts: what an interrupted one had read is its history. */
void
input_prompt(int which)
{
	inp.prompt = which;
	if (which == PROMPT_FIRST && inp.top != NULL)
		commit(inp.top);
}

void
input_endcommand(void)
{
	if (inp.top != NULL)
		commit(inp.top);
}

static void
showprompt(void)
{
	List *p = promptvar();
	const char *s = "";
	int e = out_errswap(0);	/* a prompt that cannot be written fails no builtin (. -i) */

	inp.firstline = inp.prompt == PROMPT_FIRST;
	if (inp.prompt == PROMPT_FIRST && p != NULL)
		s = p->w;
	else if (inp.prompt == PROMPT_MORE && p != NULL && p->n != NULL)
		s = p->n->w;
	print_fd(2, "%s", s);
	out_errswap(e);
}

static const char *
promptstring(void)
{
	List *p = promptvar();
	if (p == NULL)
		return "";
	if (inp.prompt == PROMPT_FIRST)
		return p->w;
	return p->n != NULL ? p->n->w : "";
}

static void
setbuf_owned(Input *in, char *b, size_t n)
{
	mem_free(in->own);
	in->own = b;
	in->cap = n;
	in->buf = b;
	in->pos = 0;
	in->len = n;
}

/*
 * History takes whole commands: a command of several lines is recalled
 * and written as one.  Each whole line read waits in hist until the
 * command that reads it is parsed (input_endcommand), or the next one
 * starts (an interrupt or an error ended it); then every line the parser
 * has begun to read goes to history as one text.  A line still unread
 * (typed ahead, or the second command of a recalled text) waits for its
 * own command.
 */
static void
pend(Input *in, const char *line, size_t len)
{
	in->hist = mem_realloc(in->hist, in->histlen + len + 1);
	memcpy(in->hist + in->histlen, line, len);
	in->hist[in->histlen + len] = '\n';
	in->histlen += len + 1;
}

/* The bytes of hist in lines the parser has begun to read. */
static size_t
begun(const Input *in)
{
	size_t left = in->len - in->pos + (size_t)in->nback, part = 0, i;

	/* after the buffer's last newline: a line not all read, not in hist */
	while (part < in->len && in->buf[in->len - 1 - part] != '\n')
		part++;
	left = left > part ? left - part : 0;
	if (left >= in->histlen)
		return 0;
	for (i = in->histlen - left - 1; in->hist[i] != '\n'; i++)
		;
	return i + 1;
}

static void
commit(Input *in)
{
	size_t n;

	if (in->histlen == 0 || (n = begun(in)) == 0)
		return;
	remember_line(in->hist, n - 1);
	memmove(in->hist, in->hist + n, in->histlen - n);
	in->histlen -= n;
}

/* A line from the editor: a copy in our memory, with its newline back. */
static int
editline(Input *in)
{
	char *line;
	size_t len;
	int r;

	inp.firstline = inp.prompt == PROMPT_FIRST;
	r = inp.hooks.editread(promptstring(), &line, &len);
	inp.prompt = PROMPT_MORE;
	if (r == 0)
		return 0;
	if (r < 0) {
		takeintr();
		error_raise(E_INTERRUPT);
	}
	line = mem_realloc(line, len + 2);
	line[len] = '\n';
	line[len + 1] = '\0';
	pend(in, line, len);
	setbuf_owned(in, line, len + 1);
	return 1;
}

/*
 * Whether lines of this source come from the line editor, prompt and all.
 * The editor reads fd 0; another descriptor on the same terminal (. -i
 * /dev/tty) is read with it too, as the reference does: a session has
 * one controlling terminal, so the same session id means the same one.
 */
static int
editing(Input *in)
{
	pid_t sid;

	if (in->fd != 0 && (in->fd < 0 || (sid = tcgetsid(in->fd)) == -1 ||
	    tcgetsid(0) != sid))
		return 0;
	return isatty(0) && inp.hooks.editstart != NULL && inp.hooks.editstart(promptstring());
}

/*
 * History takes whole lines: a line cut by the end of one read waits in
 * part for the rest from the next (see pend).
 */
static void
remember(Input *in, const char *b, size_t n)
{
	size_t i, start = 0;
	for (i = 0; i < n; i++) {
		if (b[i] != '\n')
			continue;
		if (in->partlen > 0) {
			in->part = mem_realloc(in->part, in->partlen + (i - start));
			memcpy(in->part + in->partlen, b + start, i - start);
			pend(in, in->part, in->partlen + (i - start));
			in->partlen = 0;
		} else
			pend(in, b + start, i - start);
		start = i + 1;
	}
	if (start < n) {
		in->part = mem_realloc(in->part, in->partlen + (n - start));
		memcpy(in->part + in->partlen, b + start, n - start);
		in->partlen += n - start;
	}
}

/*
 * End of file typed at a terminal.  At the start of a command it ends
 * the session, which is said, as the reference and bash say it; inside
 * a command it only ends that command (see input_newline).
 */
static int
endoftyping(Input *in)
{
	in->eof = 1;
	if (inp.firstline && isatty(in->fd))
		out_write(2, "exit\n", 5);
	return 0;
}

static int
refill(Input *in)
{
	char *b;
	ssize_t n;

	if (in->fd < 0 || in->eof || in->level <= inp.closedlevel)
		return 0;
	out_release();	/* what a reader waits for before it writes more */
	if (in->interactive && editing(in)) {
		if (editline(in))
			return 1;
		return endoftyping(in);
	}
	if (in->own == NULL || in->cap < BLOCK) {
		mem_free(in->own);
		in->own = mem_alloc(BLOCK);
		in->cap = BLOCK;
	}
	if (in->dropped) {	/* an error that ends rc -i too, status 1 */
		in->eof = 1;
		in->len = in->pos = 0;
		error_msg_noline("read: %s", print_strerror(EBADF));
	}
	b = in->own;
	for (;;) {
		if (in->interactive && intrbefore(in->fd)) {
			in->len = in->pos = 0;
			print_fd(2, "\n");
			error_raise(E_INTERRUPT);
		}
		n = read(in->fd, b, BLOCK);
		if (inp.hooks.afterread != NULL)	/* the reference runs handlers after each read */
			inp.hooks.afterread();
		if (n >= 0)
			break;
		if (errno != EINTR) {
			int e = errno;
			in->eof = 1;
			in->len = in->pos = 0;
			if (e != EIO || !in->interactive)
				error_warn("read: %s", print_strerror(e));
			if (in->interactive)
				return 0;	/* the terminal is gone: end of input */
			error_raise(E_SYNTAX);	/* the script stops; $status stays, as in the reference */
		}
		if (in->interactive && takeintr()) {
			in->len = in->pos = 0;
			print_fd(2, "\n");
			error_raise(E_INTERRUPT);
		}
	}
	in->buf = b;
	in->pos = 0;
	in->len = (size_t)n;
	inp.prompt = PROMPT_MORE;
	if (n == 0 && in->interactive)
		return endoftyping(in);
	if (n == 0) {
		in->eof = 1;
		return 0;
	}
	if (flag_v)
		out_write(2, b, (size_t)n);
	if (in->interactive)
		remember(in, b, (size_t)n);
	return 1;
}

int
input_gchar(void)
{
	Input *in = inp.top;
	int c;

	if (in == NULL)
		return EOF;
	/* while rc is interactive, a descriptor prompts for each line it gives */
	if (in->bol && input_flag_i && in->fd >= 0 && (in->nback == 0 || in->fresh)
	    && !(in->interactive && editing(in))) {
		showprompt();
		inp.prompt = PROMPT_MORE;
	}
	in->fresh = 0;
	/*
	 * A byte given back after a newline (\<newline> reads on as a blank)
	 * leaves the next line still to prompt for.
	 */
	if (in->nback > 0)
		c = in->back[--in->nback];
	else {
		in->bol = 0;
		if (in->pos < in->len || refill(in))
			c = (unsigned char)in->buf[in->pos++];
		else
			return inp.lastchar = EOF;
	}
	if (c == '\n') {
		in->lineno++;
		in->bol = 1;
	}
	return inp.lastchar = c;
}

void
input_ugchar(int c)
{
	Input *in = inp.top;
	if (c == EOF || in == NULL)
		return;
	if (c == '\n')
		in->lineno--;
	if (in->nback < 4)
		in->back[in->nback++] = c;
}

/*
 * After an error.  A terminal's end of file is not for good: when it cut
 * a command short, the error ends that command and the next one is read
 * (a second end of file, at the start of a command, ends the session).
 */
void
input_newline(void)
{
	if (inp.top == NULL)
		return;
	inp.top->bol = 1;
	inp.top->fresh = 1;
	if (inp.top->eof && inp.top->interactive && inp.top->fd >= 0 && isatty(inp.top->fd))
		inp.top->eof = 0;
}

/*
 * A forked child never reads these sources again.  Their numbers may be
 * reused at once, so they count as at end from here; the structures are
 * left alone, which spares the child a copy of the page they are on.
 */
void
input_closefds(void)
{
	Input *in;
	for (in = inp.top; in != NULL; in = in->prev)
		if (in->fd > 2 && in->level > inp.closedlevel)
			close(in->fd);
	inp.closedlevel = inp.depth;
}

/*
 * exec of a builtin or function gives up the scripts being read, as the
 * reference closes them before it runs one: should the shell read on
 * (return, break), the read fails.  The descriptors stay open: whoever
 * opened them closes them, and no later file can be read in their place.
 */
void
input_dropfds(void)
{
	Input *in;
	for (in = inp.top; in != NULL; in = in->prev)
		if (in->fd > 2)
			in->dropped = 1;
}

