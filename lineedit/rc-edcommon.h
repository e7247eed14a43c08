/* rc-edcommon.h: what the readline and editline plugins share (internal to them, not the ABI). */
#ifndef RC_EDCOMMON_H
#define RC_EDCOMMON_H

#include <limits.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>

#include "rc-lineedit.h"
#include "../src/quote.h"

/*
 * This code is compiled into each plugin module, and into the core in the
 * linked modes: hence the rcle_ prefix.  A module exports nothing of it.
 */
#if defined __GNUC__
#pragma GCC visibility push(hidden)
#endif

/* The terminal as this side's streams: fd 0 to read, fd 2 to show. */
extern FILE *rcle_in, *rcle_out;

/* Check the host's table and open the streams; 0, or -1 with why. */
int rcle_begin(const struct rc_le_host *h, char *why, size_t whysize);

/* Around every call from the host: our private environment in, then out. */
void rcle_enter(void);
void rcle_leave(void);

/* The host's callbacks, run with the host's environment. */
void *rcle_alloc(size_t n);
int rcle_interrupted(void);
void rcle_ttyrestore(void);	/* nothing, for a host without it */

/*
 * The first prompt, shown by the host before the editor was loaded (see
 * readshown in rc-lineedit.h).  The editor sets rcle_shown to it while
 * it is on the screen untouched; rcle_leaveprompt, before anything else
 * is written, moves to the next line and clears it, and the editor then
 * draws the prompt itself.
 */
extern const char *rcle_shown;
void rcle_leaveprompt(void);

/*
 * Around the editor library's start: what it writes to fd 2 is kept
 * back, to be written by rcle_say at the first read (after leaving the
 * prompt, if it is shown).  rcle_keep keeps back text got another way.
 */
void rcle_hush(void);
void rcle_unhush(void);
void rcle_keep(const char *s, size_t n);
void rcle_say(void);

/*
 * Before a prompt: if the cursor is not at the start of a line (the last
 * command's output did not end in a newline), mark where that output
 * ends with a % in standout and move to the start of the next line;
 * otherwise stay.  Done without knowing where the cursor is: the mark
 * and spaces fill the width of the terminal (cols; am: it wraps at the
 * margin; xn: only when the next character comes) from the cursor, the
 * line is then left by a carriage return and cleared with ce.  Nothing
 * when the terminal cannot, or when $nopartial is set.
 */
void rcle_freshline(int cols, int am, int xn, const char *so, const char *se,
    const char *ce);

/*
 * How many screen rows above the cursor the text s starts, when it was
 * written from the start of a row of a terminal cols wide: its newlines
 * and the rows it wraps onto.  Bytes between \001 and \002 (readline's
 * invisible parts) take no room.
 */
int rcle_rowsabove(const char *s, int cols);

/*
 * May the editor's startup file at path (NULL: none) be opened?  1 when
 * it is a regular file, or is not there at all; otherwise (a FIFO would
 * hold the shell at start-up until something wrote to it) 0, and a line
 * saying so is kept back for the first read (rcle_keep).
 */
int rcle_openable(const char *path);

/* Our own heap; out of memory aborts. */
void *rcle_xmalloc(size_t n);
char *rcle_xstrndup(const char *s, size_t n);

/*
 * Copy TERM, the locale variables and the rest from the host into the
 * private environment, with rcfile (the editor's startup file variable)
 * among them, and set LC_CTYPE from them.  Returns what changed since the
 * last call (never anything on the first).
 */
enum { RCLE_NEWTERM = 1, RCLE_NEWLOCALE = 2 };
int rcle_sync(const char *rcfile);

/*
 * At most this many history entries are loaded when the editor sets no
 * limit of its own; at most RCLE_HISTBYTES bytes an entry are read (never
 * less than a MiB, never more than RCLE_HISTCAP, whatever the limit:
 * RCLE_UNLIMITED when the user asks for no limit), so a file of overlong
 * lines, or a sparse one, costs a bounded read.
 */
#define RCLE_HISTLINES 1000
#define RCLE_HISTBYTES 200
#define RCLE_HISTCAP (256L << 20)
#define RCLE_UNLIMITED LONG_MAX

/*
 * When $history names a file other than the last one loaded, hand its
 * last lines (at most max, oldest first, each in our heap and now the
 * taker's) to take, which adds them after those the editor holds: a new
 * name adds lines, and neither a new name nor an unset $history drops
 * any.  The file is read from its end, so its size costs nothing; a
 * failure is one line on the terminal and the lines got so far.
 */
void rcle_loadhistory(long max, void (*take)(char **lines, long n));

/* Add a borrowed line to the history, between enter and leave. */
void rcle_remember(const char *line, size_t len, void (*add)(const char *));

/*
 * Sleep until fd is readable, letting the signals in block in only while
 * asleep.  1: input; 0: a signal came, or pending() says one had; -1: error.
 */
int rcle_wait(int fd, const sigset_t *block, int (*pending)(void));

/*
 * The next rcle_wait that would sleep first gives the host's idle pages
 * back (rc-lineedit.h's idle); an editor asks for it once a line.
 */
void rcle_dropsoon(void);

/*
 * ^C while a line is read is the editor's, whatever the shell does with
 * SIGINT meanwhile (even ignore it, under fn sigint {}): catchint saves
 * the shell's disposition and puts a handler of ours in its place,
 * holdint puts ours back after an editor that installs its own,
 * releaseint puts the shell's back.  rcle_interrupted tells whether ours
 * or the shell's noted one (the shell's, before the read began), and
 * forgets it; rcle_intpending only looks at ours.
 */
void rcle_catchint(void);
void rcle_holdint(void);
void rcle_releaseint(void);
int rcle_intpending(void);

/*
 * SIGCONT while a line is read: the shell was stopped (^Z, or SIGSTOP
 * from anyone) and continued, and what was on the screen may be gone:
 * the editor draws its line again.  catchcont notes it from then on,
 * releasecont puts the shell's disposition back; rcle_contpending tells
 * whether it came, rcle_continued the same and forgets it.
 */
void rcle_catchcont(void);
void rcle_releasecont(void);
int rcle_contpending(void);
int rcle_continued(void);

/*
 * One key from the terminal, for questions asked in the middle of an
 * edit; ^C (noted, not forgotten), end of file or an error give -1.
 * Other signals (pending() tells that the editor noted one) are handed
 * to other(), which returns nonzero to give -1 as well.
 */
int rcle_getkey(const sigset_t *block, int (*pending)(void),
    int (*other)(void));

/* Completion candidates, each in our heap. */
enum {
	RCLE_NAMES,		/* commands or variables: shown as they are */
	RCLE_FILES,		/* file names: quoted, shown by their last part */
	RCLE_USERS		/* ~user words: shown as they are, never quoted */
};

struct rcle_list {
	char **v;
	size_t n, max;
	int kind;
	size_t sigil;		/* bytes of $, $#, $^ or $" before each name */
	int incomplete;		/* out of memory: names are missing */
};

/* How names match what was typed: the editor's settings. */
struct rcle_how {
	int foldcase;		/* letters match either case */
	int mapcase;		/* - and _ match each other (with foldcase) */
	int hidden;		/* .names match with no . typed */
};

/*
 * The words that may replace text, the word that starts at start in line
 * (inquote: after an open quote), as rc would read them, unquoted: the
 * editor quotes them.  A ~ or ~user at the start of a file name is
 * replaced by the home directory, which rc would not do.  Sorted and
 * without repeats; files that are directories have no / after them.  l
 * starts empty.
 */
void rcle_candidates(struct rcle_list *l, const struct rcle_how *how,
    const char *text, const char *line, int start, int inquote);
void rcle_freelist(struct rcle_list *l);

/* The length of the prefix all of l's names share (l not empty). */
size_t rcle_common(const struct rcle_list *l);

/* Is name a directory (after ~ is replaced, or under $cdpath for cd)? */
int rcle_isdir(const char *name);

/*
 * While the candidates are cd's: where under $cdpath the directory name
 * is, when it is not one here.  Our heap, or NULL.
 */
char *rcle_cdfull(const char *name);

/*
 * name as rc must read it: inside single quotes with any quote doubled,
 * when it holds a character rc treats specially; open: leave the
 * closing quote off (for the editor to add, or not, after a directory).
 * Our heap.
 */
char *rcle_quote(const char *name, int open);

/* The characters that need quotes in a word: rc's own (the core's quote.h). */
#define RCLE_SPECIAL RC_QUOTECHARS


/* The word as rc would read it: quotes removed.  Our heap. */
char *rcle_dequote(const char *s, int inquote);

/*
 * The home directory of user ("" for our own: $HOME), from /etc/passwd
 * and never from the name service, which a static rc cannot call.  Our
 * heap, or NULL.
 */
char *rcle_home(const char *user);

#if defined __GNUC__
#pragma GCC visibility pop
#endif

#endif
