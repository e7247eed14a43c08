/* rc-edcommon.h: what the readline and editline plugins share (internal to them, not the ABI). */
#ifndef RC_EDCOMMON_H
#define RC_EDCOMMON_H

#include <signal.h>
#include <stddef.h>
#include <stdio.h>

#include "rc-lineedit.h"

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

/* When $history names another file: clear, then add each line of it. */
void rcle_loadhistory(void (*clear)(void), void (*add)(const char *));

/* Add a borrowed line to the history, between enter and leave. */
void rcle_remember(const char *line, size_t len, void (*add)(const char *));

/*
 * Sleep until fd is readable, letting the signals in block in only while
 * asleep.  1: input; 0: a signal came, or pending() says one had; -1: error.
 */
int rcle_wait(int fd, const sigset_t *block, int (*pending)(void));

/* Completion candidates, each in our heap. */
struct rcle_list {
	char **v;
	size_t n, max;
};

/*
 * The names that may replace text, the word that starts at start in line,
 * as it must be typed (quoted if need be; inquote: after an open quote),
 * sorted and without repeats.  l starts empty.
 */
void rcle_candidates(struct rcle_list *l, const char *text, const char *line,
    int start, int inquote);

/* The length of the prefix all of l's names share (l not empty). */
size_t rcle_common(const struct rcle_list *l);

#if defined __GNUC__
#pragma GCC visibility pop
#endif

#endif
