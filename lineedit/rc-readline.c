/* rc-readline.c: the GNU readline editor behind the rc line-editing seam. */
#define _POSIX_C_SOURCE 200809L
#include <sys/stat.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>		/* malloc_trim */
#endif
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

/*
 * Readline's reading of the terminal's automatic margins that wrap only
 * when the next character comes (am and xn): likewise.  The plugin does
 * not use the terminal library itself (a dynamic core links readline
 * alone).
 */
extern int _rl_term_autowrap;

/*
 * How many entries to load: readline's history-size from ~/.inputrc,
 * where a negative one means no limit (readline then unstifles its
 * list).  Without the setting, RCLE_HISTLINES.  Unset and negative look
 * the same once readline is done, so the list is stifled at a size of
 * our own before ~/.inputrc is read: still that size, it was not set.
 */
#define UNSET_SIZE (INT_MAX - 1)

static int ready;		/* init succeeded */
static int installed;		/* a callback handler is installed */
static int ttyowed;		/* the host's ttyrestore is due before readline's */

/* The result of one read, set by gotline. */
enum { WAITING, GOTLINE, GOTEOF };
static int state;
static char *result;
static size_t resultlen;

static char *pastemode;		/* enable-bracketed-paste as configured */

static void gotline(char *);
static void keepvi(void);

/* The signals readline notes while we wait, and ^C, which is ours. */
static sigset_t waitsigs;

/*
 * Readline binds the arrow, function-key and paste sequences in vi's
 * two keymaps as in emacs's, whatever the editing mode: some thirty
 * keymaps of 4 kB each, allocated and written at start-up, which a shell
 * in emacs mode never reads.  So in emacs mode they are taken apart once
 * readline has built them, kept as the few entries that differ from a
 * bare keymap, and built again before a vi keymap can be read: vi mode
 * chosen by a key (vi-editing-mode), or by an init file read again.
 */
#define VI_MODE 0		/* rl_editing_mode's value for vi */

struct saved {
	struct saved *next;	/* the next entry of the same keymap */
	struct saved *sub;	/* a keymap's entries, when type is ISKMAP */
	rl_command_func_t *fn;	/* a function, or a macro's string */
	int key;
	char type;
};

static Keymap vimaps[] = { vi_movement_keymap, vi_insertion_keymap };
static struct saved *savedvi[2];
static int vitaken;		/* vimaps' keymaps are in savedvi */

/* The entries of m that a bare keymap does not have; m is freed. */
static struct saved *
takekeymap(Keymap m, Keymap bare, int top)
{
	struct saved *list = NULL, *e;
	int k;

	for (k = KEYMAP_SIZE - 1; k >= 0; k--) {
		/* a top keymap's shadowed binding goes back to its parent */
		if (top && k == ANYOTHERKEY)
			continue;
		if (m[k].type == bare[k].type && m[k].function == bare[k].function)
			continue;
		e = rcle_xmalloc(sizeof *e);
		e->key = k;
		e->type = m[k].type;
		e->fn = m[k].function;
		e->sub = e->type == ISKMAP ?
		    takekeymap((Keymap)m[k].function, bare, 0) : NULL;
		e->next = list;
		list = e;
	}
	free(m);
	return list;
}

/* Put the saved entries into m, where m still has a bare one. */
static void
givekeymap(Keymap m, struct saved *list, Keymap bare)
{
	struct saved *e, *next;
	Keymap sub;

	for (e = list; e != NULL; e = next) {
		next = e->next;
		if (e->type == ISKMAP) {
			if (m[e->key].type == ISKMAP)
				sub = (Keymap)m[e->key].function;
			else {
				sub = rl_make_bare_keymap();
				sub[ANYOTHERKEY] = m[e->key];
				m[e->key].type = ISKMAP;
				m[e->key].function = (rl_command_func_t *)sub;
			}
			givekeymap(sub, e->sub, bare);
		} else if (m[e->key].type == bare[e->key].type &&
		    m[e->key].function == bare[e->key].function) {
			m[e->key].type = e->type;
			m[e->key].function = e->fn;
		} else if (e->type == ISMACR)	/* bound again meanwhile */
			free((char *)e->fn);
		free(e);
	}
}

static void
takevi(void)
{
	Keymap bare = rl_make_bare_keymap();
	struct saved **tail, *e;
	Keymap m, sub;
	size_t i;
	int k;

	for (i = 0; i < sizeof vimaps / sizeof vimaps[0]; i++) {
		m = vimaps[i];
		tail = &savedvi[i];
		for (k = 0; k < KEYMAP_SIZE; k++) {
			if (m[k].type != ISKMAP)
				continue;
			sub = (Keymap)m[k].function;
			m[k] = sub[ANYOTHERKEY];
			e = rcle_xmalloc(sizeof *e);
			e->key = k;
			e->type = ISKMAP;
			e->fn = NULL;
			e->sub = takekeymap(sub, bare, 1);
			e->next = NULL;
			*tail = e;
			tail = &e->next;
		}
	}
	free(bare);
	vitaken = 1;
#ifdef __GLIBC__
	/* the freed pages go back to the system, not to the next malloc */
	malloc_trim(0);
#endif
}

static void
givevi(void)
{
	Keymap bare = rl_make_bare_keymap();
	size_t i;

	for (i = 0; i < sizeof vimaps / sizeof vimaps[0]; i++) {
		givekeymap(vimaps[i], savedvi[i], bare);
		savedvi[i] = NULL;
	}
	free(bare);
	vitaken = 0;
}

/* vi's keymaps are whole before readline can read them. */
static void
keepvi(void)
{
	Keymap km;

	if (!vitaken)
		return;
	km = rl_get_keymap();
	if (rl_editing_mode == VI_MODE || km == vi_movement_keymap ||
	    km == vi_insertion_keymap)
		givevi();
}

/* Copy the terminal and locale variables in; act on what changed. */
static void
syncvars(void)
{
	int changed = rcle_sync("INPUTRC"), taken;

	if (changed & RCLE_NEWLOCALE)
		_rl_reset_locale();
	if (changed & RCLE_NEWTERM) {
		/* A dumb terminal switches the paste mode off for good. */
		if (pastemode != NULL)
			rl_variable_bind("enable-bracketed-paste", pastemode);
		/* which binds the new terminal's keys in vi's keymaps too */
		taken = vitaken;
		if (taken)
			givevi();
		rl_reset_terminal(NULL);
		if (taken)
			takevi();
	}
}

/*
 * Readline's handlers go in over the shell's while a line is read, and
 * hand each signal on to the handler they replaced.  SIGINT is handled
 * here instead (see interrupt): readline would act on it inside its own
 * redisplay, even while a search is being ended, and frees the search
 * twice; and under fn sigint {} it would not catch it at all.  So ours
 * goes in first, for readline to save, and back over readline's.
 */
static void
install(const char *prompt)
{
#if RL_READLINE_VERSION >= 0x0802
	/* left set by an end of file, it would add a newline to each line */
	rl_eof_found = 0;
#endif
	rcle_catchint();
	rcle_catchcont();
	rl_callback_handler_install(prompt, gotline);
	rcle_holdint();
	installed = 1;
}

static void
uninstall(void)
{
	rl_callback_handler_remove();
	rcle_releaseint();
	rcle_releasecont();
	installed = 0;
}

static void
gotline(char *s)
{
	/* Remove now, or readline would show the prompt again at once. */
	uninstall();
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

/* Keys read in the middle of an edit: the list of matches and its pager. */

static int
pending(void)
{
	return rl_pending_signal() != 0;
}

/* Readline's own signals: ^Z, a new window size; ^C is ours. */
static int
othersignal(void)
{
	rl_check_signals();
	rcle_holdint();		/* after ^Z, readline's handlers came back */
	return 0;
}

/* A key for readline's --More--: ^C, ^G and end of file stop the list. */
static int
pagerkey(FILE *f)
{
	int c = rcle_getkey(&waitsigs, pending, othersignal);

	(void)f;
	return c < 0 || c == 7 ? 'q' : c;
}

static int
yesno(void)
{
	int c;

	for (;;) {
		c = rcle_getkey(&waitsigs, pending, othersignal);
		if (c == 'y' || c == 'Y' || c == ' ')
			return 1;
		if (c < 0 || c == 'n' || c == 'N' || c == 0177 || c == 7)
			return 0;
		rl_ding();
	}
}

/*
 * Readline's callback interface answers its own questions (it would list
 * every match without asking, and never page), so the question is asked
 * here, and the list is drawn with the callback state off for as long as
 * its pager reads keys.
 */
static size_t sigil;		/* bytes of $ and the like not to show */

/*
 * The matches as the list shows them: a variable's name without the $ or
 * the like before it, and a / after each of cd's directories that is
 * under $cdpath (readline would look for it here only).  NULL: m as it
 * is.  The names are copies, freed by unlisted.
 */
static char **
listed(char **m, int n, int *max)
{
	char **v, *full;
	int i, cd = 0;
	size_t k;

	for (i = 1; i <= n && !cd; i++)
		if ((full = rcle_cdfull(m[i])) != NULL) {
			cd = 1;
			free(full);
		}
	if (sigil == 0 && !cd)
		return NULL;
	v = rcle_xmalloc((size_t)(n + 2) * sizeof *v);
	v[0] = m[0];
	*max -= (int)sigil;
	for (i = 1; i <= n; i++) {
		k = strlen(m[i] + sigil);
		v[i] = rcle_xmalloc(k + 2);
		memcpy(v[i], m[i] + sigil, k + 1);
		if (cd && (full = rcle_cdfull(m[i])) != NULL) {
			strcpy(v[i] + k, "/");
			if ((int)k + 1 > *max)
				*max = (int)k + 1;
			free(full);
		}
	}
	v[n + 1] = NULL;
	return v;
}

static void
unlisted(char **v, int n)
{
	int i;

	for (i = 1; i <= n; i++)
		free(v[i]);
	free(v);
}

static void
showmatches(char **m, int n, int max)
{
	unsigned long cb = rl_readline_state & RL_STATE_CALLBACK;
	rl_getc_func_t *oldgetc = rl_getc_function;
	char **shown = listed(m, n, &max);

	if (rl_completion_query_items > 0 && n >= rl_completion_query_items) {
		rl_crlf();
		fprintf(rl_outstream, "Display all %d possibilities? (y or n)", n);
		fflush(rl_outstream);
		if (!yesno()) {
			rl_crlf();
			goto done;
		}
	}
	RL_UNSETSTATE(RL_STATE_CALLBACK);
	rl_getc_function = pagerkey;
	rl_display_match_list(shown != NULL ? shown : m, n, max);
	rl_getc_function = oldgetc;
	rl_readline_state |= cb;
done:
	rl_forced_update_display();
	if (shown != NULL)
		unlisted(shown, n);
}

/* Completion: our names, readline's quoting, matching and display. */

static struct rcle_list pendinglist;
static size_t nextmatch;

static char *
nextname(const char *text, int st)
{
	(void)text;
	if (st == 0)
		nextmatch = 0;
	if (nextmatch >= pendinglist.n)
		return NULL;
	return pendinglist.v[nextmatch++];	/* readline frees it */
}

static int
on(const char *var)
{
	const char *v = rl_variable_value(var);

	return v != NULL && strcmp(v, "on") == 0;
}

static char **
complete(const char *text, int start, int end)
{
	struct rcle_how how;
	char **m;

	(void)end;
	rl_attempted_completion_over = 1;	/* never readline's own */
	how.foldcase = on("completion-ignore-case");
	how.mapcase = on("completion-map-case");
	how.hidden = on("match-hidden-files");
	rcle_candidates(&pendinglist, &how, text, rl_line_buffer, start,
	    rl_completion_quote_character == '\'');
	if (pendinglist.n == 0) {
		rcle_freelist(&pendinglist);
		return NULL;
	}
	rl_filename_completion_desired = pendinglist.kind != RCLE_NAMES;
	rl_filename_quoting_desired = pendinglist.kind == RCLE_FILES;
	sigil = pendinglist.sigil;
	m = rl_completion_matches(text, nextname);
	while (nextmatch < pendinglist.n)	/* not taken: ours to free */
		free(pendinglist.v[nextmatch++]);
	free(pendinglist.v);
	pendinglist.v = NULL;
	pendinglist.n = pendinglist.max = 0;
	return m;
}

/*
 * rc quotes with '...' only.  A file's quote is left open, for readline
 * to close before the space it adds; a directory's is closed before the
 * / that readline adds, so the next Tab finds a word that readline can
 * take apart (it would take the '' of a quote doubled inside an open
 * quote for the start of the word).
 */
static char *
quotename(char *s, int type, char *qc)
{
	*qc = '\'';
	return rcle_quote(s, type != SINGLE_MATCH || !rcle_isdir(s));
}

static char *
dequotename(char *s, int qc)
{
	return rcle_dequote(s, qc == '\'');
}

/* readline's stat of a match: cd's directories are under $cdpath. */
static int
statname(char **name)
{
	char *full = rcle_cdfull(*name);

	if (full == NULL)
		return 0;
	free(*name);
	*name = full;
	return 1;
}

/* Is line[at] inside quotes (so a space there does not end a word)? */
static int
isquoted(char *line, int at)
{
	int i, q = 0;

	for (i = 0; i < at; i++)
		if (line[i] == '\'')
			q = !q;
	return q;
}

/*
 * ~user, from the tilde expansion of M-~ and of the completion code: the
 * home directory from /etc/passwd; an unknown user stays as typed, so
 * readline never asks the name service (see rcle_home).
 */
static char *
userhome(char *user)
{
	char *home = rcle_home(user), *s;
	size_t n;

	if (home != NULL)
		return home;
	n = strlen(user);
	s = rcle_xmalloc(n + 2);
	s[0] = '~';
	memcpy(s + 1, user, n + 1);
	return s;
}

/*
 * Readline sets the terminal up when a line begins, and keeps what it
 * found there to put back when it ends: for the first line, the host's
 * settings must be back by then, and no sooner, or a key typed meanwhile
 * would be echoed by the terminal.
 */
static void
prep(int meta)
{
	if (ttyowed) {
		ttyowed = 0;
		rcle_ttyrestore();
	}
	rl_prep_terminal(meta);
}

/*
 * The init file readline is about to read: $INPUTRC, else ~/.inputrc,
 * else /etc/inputrc.  One that is no regular file is passed over (see
 * rcle_openable): readline gets the next, or /dev/null.
 */
static void
checkinputrc(void)
{
	static const char sys[] = "/etc/inputrc";
	const char *env = getenv("INPUTRC"), *home = getenv("HOME");
	struct stat st;
	size_t n;
	char *user;

	if (env != NULL && *env != '\0') {
		if (!rcle_openable(env))
			setenv("INPUTRC", "/dev/null", 1);
		return;
	}
	n = home != NULL ? strlen(home) : 0;
	user = rcle_xmalloc(n + sizeof "/.inputrc");
	memcpy(user, home != NULL ? home : "", n);
	memcpy(user + n, "/.inputrc", sizeof "/.inputrc");
	if (stat(user, &st) == 0 && !rcle_openable(user))
		setenv("INPUTRC", rcle_openable(sys) ? sys : "/dev/null", 1);
	else if (stat(user, &st) != 0 && !rcle_openable(sys))
		setenv("INPUTRC", "/dev/null", 1);
	free(user);
}

/* The table's functions. */

static int
ed_init(const struct rc_le_host *h, char *why, size_t whysize)
{
	static const int sigs[] = {
		SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGALRM, SIGTSTP, SIGTTIN,
		SIGTTOU, SIGWINCH, SIGCONT
	};
	const char *paste;
	size_t i;

	if (rcle_begin(h, why, whysize) != 0)
		return -1;
	sigemptyset(&waitsigs);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaddset(&waitsigs, sigs[i]);
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
	rl_completion_display_matches_hook = showmatches;
	rl_basic_word_break_characters = " \t\n;&|(){}<>=`^";
	rl_completer_word_break_characters = rl_basic_word_break_characters;
	rl_completer_quote_characters = "'";
	rl_filename_quote_characters = RCLE_SPECIAL;
	rl_filename_quoting_function = quotename;
	rl_filename_dequoting_function = dequotename;
	rl_char_is_quoted_p = isquoted;
	rl_filename_stat_hook = statname;
	tilde_expansion_preexpansion_hook = userhome;
	rl_prep_term_function = prep;
	checkinputrc();
	stifle_history(UNSET_SIZE);
	rcle_hush();
	rl_initialize();
	rcle_unhush();
	if ((paste = rl_variable_value("enable-bracketed-paste")) != NULL)
		pastemode = rcle_xstrndup(paste, strlen(paste));
	using_history();
	if (rl_editing_mode != VI_MODE)
		takevi();
	rcle_leave();
	ready = 1;
	return 0;
}

/* The line is dropped: a newline under it, and the next prompt is fresh. */
static void
drop(void)
{
	rl_replace_line("", 0);
	rl_point = rl_end = 0;
	if (installed)
		uninstall();
	fputc('\n', rcle_out);
	fflush(rcle_out);
}

/*
 * ^C drops the line.  A search in progress ends first and shows the line
 * it found, and the cursor goes to the end: the line shows whole, with
 * ^C after it, whatever was being done to it.
 */
static void
interrupt(void)
{
	rl_callback_sigcleanup();
	rl_free_line_state();
	rl_point = rl_end;
	rl_redisplay();
	rl_echo_signal_char(SIGINT);
	drop();
}

/*
 * A signal can land while readline is busy (even while it draws the
 * prompt); the handlers only note it.  So the wait blocks those signals,
 * looks for a noted one, and only then sleeps, letting them in again
 * atomically in pselect.
 */
static int
anypending(void)
{
	return rcle_intpending() || rl_pending_signal() != 0 ||
	    rcle_contpending();
}

/*
 * After a stop the line goes on a line of its own, whole (a parent shell
 * has usually written its own lines meanwhile, and left the cursor at
 * the start of a fresh one).
 */
static void
redraw(void)
{
	const char *ce = rl_get_termcap("ce");

	fputc('\r', rcle_out);
	if (ce != NULL)
		fputs(ce, rcle_out);
	rl_forced_update_display();
}

static int
waitinput(void)
{
	int r, fd = fileno(rcle_in);

	for (;;) {
		if (rcle_interrupted()) {
			interrupt();
			return -1;
		}
		r = rcle_wait(fd, &waitsigs, anypending);
		if (r < 0)
			return GOTEOF;
		if (r == 0)	/* readline's handler only noted it */
			othersignal();
		else {
			rl_callback_read_char();
			keepvi();	/* before the next key is looked up */
		}
		if (state != WAITING)
			return state;
		if (rcle_continued())
			redraw();
	}
}

/* How many entries to load (see UNSET_SIZE). */
static long
historylines(void)
{
	if (!history_is_stifled())
		return RCLE_UNLIMITED;
	return history_max_entries == UNSET_SIZE ? RCLE_HISTLINES :
	    history_max_entries;
}

/*
 * Lines loaded from $history join the list through readline's history
 * state, not add_history: that stamps each line with the time, a system
 * call apiece for a plugin whose C library has no vDSO (a static host),
 * which made 10000 lines cost 40 ms.  The entries are readline's to free,
 * and on this side's heap, as readline's are.
 */
static void
takehistory(char **lines, long n)
{
	HISTORY_STATE *st = history_get_history_state();
	long max = historylines(), drop, i, k;
	HIST_ENTRY **v, *e;

	if (st == NULL) {
		for (i = 0; i < n; i++)
			free(lines[i]);
		return;
	}
	drop = st->length + n > max ? st->length + n - max : 0;
	for (i = 0; i < drop && i < st->length; i++)	/* the oldest go */
		free_history_entry(st->entries[i]);
	if (i > 0) {
		memmove(st->entries, st->entries + i,
		    (size_t)(st->length - i) * sizeof *st->entries);
		st->length -= (int)i;
	}
	for (k = 0; k < drop - i; k++)	/* and more than max new ones */
		free(lines[k]);
	v = realloc(st->entries, (size_t)(st->length + (n - k) + 1) * sizeof *v);
	if (v == NULL) {
		for (; k < n; k++)
			free(lines[k]);
		n = k;
	} else {
		st->entries = v;
		st->size = st->length + (int)(n - k) + 1;
	}
	for (; k < n; k++) {
		if ((e = malloc(sizeof *e)) == NULL) {
			free(lines[k]);
			continue;
		}
		e->line = lines[k];
		e->timestamp = NULL;
		e->data = NULL;
		st->entries[st->length++] = e;
	}
	if (st->entries != NULL)
		st->entries[st->length] = NULL;
	st->offset = st->length;
	history_set_history_state(st);
	free(st);
}

/* Is every byte of s printable ASCII? */
static int
plain(const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p != '\0'; p++)
		if (*p < 0x20 || *p > 0x7e)
			return 0;
	return 1;
}

/*
 * The first prompt is on the screen already.  Readline takes it over
 * (rl_already_prompted) when the prompt's last line is plain text: it
 * places the cursor after that line by counting its bytes, which is
 * wrong for invisible parts (the \001 and \002 around them count too)
 * and for multibyte characters.  For those the cursor goes back to where
 * the line starts instead, and readline draws the line again over
 * itself.  Either way it is given the last line alone, the lines above
 * being on the screen already, and then the whole prompt, for when it
 * redraws it (^L).
 */
static void
takeover(const char *prompt)
{
	const char *last = strrchr(prompt, '\n'), *up = NULL;
	int rows, cols, above;

	last = last != NULL ? last + 1 : prompt;
	if (plain(last))
		rl_already_prompted = 1;
	else {
		rl_get_screen_size(&rows, &cols);
		above = rcle_rowsabove(last, cols);
		if (above > 0 && ((up = rl_get_termcap("up")) == NULL ||
		    *up == '\0'))
			fputc('\n', rcle_out);	/* no way up: a fresh line */
		else {
			fputc('\r', rcle_out);
			while (above-- > 0)
				fputs(up, rcle_out);
		}
	}
	install(last);
	rl_already_prompted = 0;
	if (last != prompt)
		rl_set_prompt(prompt);
}

/*
 * The prompt starts a line of its own (see rcle_freshline); not on a
 * terminal that wraps otherwise than xterm's way, which readline does
 * not tell apart from one that does not wrap at all.
 */
static void
freshline(void)
{
	int rows, cols;

	rl_get_screen_size(&rows, &cols);
	rcle_freshline(cols, _rl_term_autowrap > 0, _rl_term_autowrap > 0,
	    rl_get_termcap("so"), rl_get_termcap("se"), rl_get_termcap("ce"));
}

/* read and readshown: shown is the prompt when it is on the screen. */
static int
readwith(const char *prompt, int shown, char **line, size_t *len)
{
	int r;

	if (!ready)
		return 0;
	rcle_enter();
	rcle_shown = shown ? prompt : NULL;
	rcle_dropsoon();
	ttyowed = shown;
	rcle_say();
	syncvars();
	rcle_loadhistory(historylines(), takehistory);
	state = WAITING;
	result = NULL;
	rl_reset_screen_size();	/* the window may have changed meanwhile */
	keepvi();
	if (rcle_shown != NULL)
		takeover(prompt);
	else {
		freshline();
		install(prompt);
	}
	rcle_shown = NULL;
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
		rcle_remember(line, len, add_history);
}

static void
ed_fini(void)
{
	if (!ready)
		return;
	rcle_enter();
	if (installed)
		uninstall();
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
	ed_fini,
	ed_readshown
};

const struct rc_le_editor *
rc_lineedit_entry(void)
{
	return &table;
}
