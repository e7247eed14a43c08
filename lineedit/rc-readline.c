/* rc-readline.c: the GNU readline editor behind the rc line-editing seam. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>
#include <readline/tilde.h>

#include "rc-edcommon.h"

/*
 * This file may run on a C library of its own (dlopened from a static
 * core), so everything here is allocated and freed by this side alone.
 * The host gets a line only as a copy in its own heap.
 */

/* Readline's own locale re-check: exported, but only in its private header. */
void _rl_reset_locale(void);

static int ready;		/* init succeeded */
static int installed;		/* a callback handler is installed */

/* The result of one read, set by gotline. */
enum { WAITING, GOTLINE, GOTEOF };
static int state;
static char *result;
static size_t resultlen;

static char *pastemode;		/* enable-bracketed-paste as configured */

/* Copy the terminal and locale variables in; act on what changed. */
static void
syncvars(void)
{
	int changed = rcle_sync("INPUTRC");

	if (changed & RCLE_NEWLOCALE)
		_rl_reset_locale();
	if (changed & RCLE_NEWTERM) {
		/* A dumb terminal switches the paste mode off for good. */
		if (pastemode != NULL)
			rl_variable_bind("enable-bracketed-paste", pastemode);
		rl_reset_terminal(NULL);
	}
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
	result = rcle_alloc(resultlen + 1);
	memcpy(result, s, resultlen + 1);
	free(s);
	state = GOTLINE;
}

/* Completion. */

/* Readline's match vector: [0] what replaces the word, then the names. */
static char **
matches(struct rcle_list *l, const char *text)
{
	char **v;
	size_t lcd;

	if (l->n == 0) {
		free(l->v);
		return NULL;
	}
	lcd = rcle_common(l);
	v = rcle_xmalloc((l->n + 2) * sizeof *v);
	/* A common prefix shorter than what was typed would erase it. */
	if (l->n > 1 && lcd < strlen(text))
		v[0] = rcle_xstrndup(text, strlen(text));
	else
		v[0] = rcle_xstrndup(l->v[0], l->n == 1 ? strlen(l->v[0]) : lcd);
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
	struct rcle_list l = { NULL, 0, 0 };

	(void)end;
	rl_attempted_completion_over = 1;	/* never readline's own */
	rcle_candidates(&l, text, rl_line_buffer, start,
	    rl_completion_quote_character == '\'');
	return matches(&l, text);
}

/* rc has no ~user: keep tilde words as they are, never ask getpwnam. */
static char *
notilde(char *user)
{
	size_t n = strlen(user);
	char *s = rcle_xmalloc(n + 2);

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
	const char *paste;

	if (rcle_begin(h, why, whysize) != 0)
		return -1;
	rcle_enter();
	syncvars();
	rl_readline_name = "rc";
	rl_instream = rcle_in;
	rl_outstream = rcle_out;
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
	if ((paste = rl_variable_value("enable-bracketed-paste")) != NULL)
		pastemode = rcle_xstrndup(paste, strlen(paste));
	using_history();
	rcle_leave();
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
	fputc('\n', rcle_out);
	fflush(rcle_out);
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
	sigset_t block;
	int r, fd = fileno(rcle_in);
	static const int sigs[] = {
		SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGALRM, SIGTSTP, SIGTTIN,
		SIGTTOU, SIGWINCH
	};
	size_t i;

	sigemptyset(&block);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaddset(&block, sigs[i]);
	for (;;) {
		if (rcle_interrupted()) {	/* ^C before readline took over */
			drop();
			return -1;
		}
		r = rcle_wait(fd, &block, rl_pending_signal);
		if (r < 0)
			return GOTEOF;
		if (r == 0)
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
	rcle_enter();
	syncvars();
	rcle_loadhistory(clear_history, add_history);
	state = WAITING;
	result = NULL;
	rl_reset_screen_size();	/* the window may have changed meanwhile */
	rl_callback_handler_install(prompt, gotline);
	installed = 1;
	r = waitinput();
	fflush(rcle_out);
	rcle_leave();
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
	if (ready && len > 0)
		rcle_remember(line, len, add_history);
}

static void
ed_fini(void)
{
	if (!ready)
		return;
	rcle_enter();
	if (installed) {
		rl_callback_handler_remove();
		installed = 0;
	}
	fflush(rcle_out);
	rcle_leave();
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
