/* rc-lineedit.h: the one ABI between the rc core and a line-editing plugin. */
#ifndef RC_LINEEDIT_H
#define RC_LINEEDIT_H

#include <stddef.h>

/*
 * The core and the plugin may run on two different C libraries (a static
 * core dlopens a plugin that brings its own libc), so nothing crosses this
 * seam that belongs to one libc: no FILE *, no errno, no memory that the
 * other side must free, no environ.  Strings passed as arguments are only
 * borrowed for the duration of the call; whoever wants to keep one copies
 * it into its own heap.
 *
 * Versioning: RC_LE_ABI is bumped on any incompatible change.  Fields are
 * only ever appended to the two structures, and each side records the size
 * it was built with, so a newer side can tell which fields the older one
 * knows about.  A side accepts a table at least as large as the first one
 * of this ABI (RC_LE_HOST_MIN, RC_LE_EDITOR_MIN below) and uses a field
 * appended later only when the size says the other side has it.
 */
#define RC_LE_ABI 1

/* The one exported symbol of a plugin: a function returning its table. */
#define RC_LE_ENTRY "rc_lineedit_entry"

/*
 * What the host can enumerate for completion (the names callback).  A
 * host that does not know a kind calls put no times.
 */
enum {
	RC_LE_BUILTINS = 1,
	RC_LE_FUNCTIONS = 2,
	RC_LE_VARIABLES = 3,
	RC_LE_PATH = 4,		/* the elements of $path, in order */
	RC_LE_CDPATH = 5	/* appended: the elements of $cdpath, in order */
};

/* A span of memory: see the host's idle field. */
struct rc_le_span {
	void *start;
	size_t len;
};

/* Callbacks the host (the core) gives the plugin. */
struct rc_le_host {
	unsigned int abi;	/* RC_LE_ABI */
	size_t size;		/* sizeof (struct rc_le_host) in the host */

	/* Host heap: the line handed back by read lives here. */
	void *(*alloc)(size_t n);

	/*
	 * Copy the value of rc variable `name` (elements joined by single
	 * spaces) into buf, NUL-terminated and truncated to size-1 bytes.
	 * Returns the full length of the value, or -1 when it is unset.
	 */
	long (*getvar)(const char *name, char *buf, size_t size);

	/* 1 if the host saw SIGINT since the last call (and forgets it). */
	int (*interrupted)(void);

	/* Call put once per name of the given kind; put copies what it keeps. */
	void (*names)(int kind, void (*put)(const char *name, void *arg),
	    void *arg);

	/* Appended: see readshown below. */

	/*
	 * Give the terminal back as it was before the host showed the first
	 * prompt (the host turned echo and canonical mode off meanwhile, so
	 * that keys typed while the editor loads wait, unseen, in the input
	 * queue).  readshown calls it just before the editor takes the
	 * terminal over; calling it again does nothing.
	 */
	void (*ttyrestore)(void);

	/* Appended: the host's pages an idle editor may give back. */

	/*
	 * Spans of the host's memory mapped from its own file and never
	 * written (its code and constant data), ended by a span of length
	 * 0; NULL when there are none to give.  While the editor waits for
	 * the first key of a line with no key already waiting, it may take
	 * their pages out of the process's page table with
	 * madvise(MADV_DONTNEED), all but any page written all the same (a
	 * debugger's breakpoint): they stay in the page cache and come
	 * back by a minor fault when the host runs again.  The host runs
	 * none of this memory while the editor waits, so an idle shell maps
	 * none of it.
	 */
	const struct rc_le_span *idle;
};

/* The size of the host table in the first host of this ABI. */
#define RC_LE_HOST_MIN offsetof(struct rc_le_host, ttyrestore)

/* What the plugin gives the host. */
struct rc_le_editor {
	unsigned int abi;	/* RC_LE_ABI */
	size_t size;		/* sizeof (struct rc_le_editor) in the plugin */
	const char *name;	/* e.g. "readline", for messages */

	/*
	 * Set up with fds 0 (input) and 2 (prompt and echo).  Returns 0, or
	 * -1 with a one-line reason (no newline) copied into why.
	 */
	int (*init)(const struct rc_le_host *host, char *why, size_t whysize);

	/*
	 * Read one line after showing prompt.  1: *line is in host memory
	 * (from host->alloc), NUL-terminated, without the newline, *len its
	 * length.  0: end of file.  -1: interrupted, the line was dropped.
	 */
	int (*read)(const char *prompt, char **line, size_t *len);

	/* Remember a line in the in-memory history (borrowed, copied). */
	void (*remember)(const char *line, size_t len);

	/* Restore the terminal and flush; the plugin may be dlclosed next. */
	void (*fini)(void);

	/* Appended: the first prompt before the editor is loaded. */

	/*
	 * read, for the first prompt, which the host has already written
	 * to fd 2 before loading the editor, so that the user sees it at
	 * once; the cursor is just after it.  The editor takes that prompt
	 * over without drawing it again where it can, calling
	 * host->ttyrestore just before it sets the terminal up, and keys
	 * typed meanwhile are read as if typed after the prompt.  Anything
	 * the editor writes first (a warning) goes on a line of its own, and
	 * the prompt is drawn again after it.  NULL, or a table that stops
	 * before this field: the host calls ttyrestore itself, returns to
	 * the start of the line and calls read, which draws the prompt over
	 * its own.
	 */
	int (*readshown)(const char *prompt, char **line, size_t *len);
};

/* The size of the editor table in the first editor of this ABI. */
#define RC_LE_EDITOR_MIN offsetof(struct rc_le_editor, readshown)

typedef const struct rc_le_editor *(*rc_le_entry_fn)(void);

/* Declared for the link modes that compile an editor into the core. */
const struct rc_le_editor *rc_lineedit_entry(void);

#endif
