/* lineedit.h: the core's side of line editing: start, read a line, stop. */
#ifndef RC_LINEEDIT_H_HOST
#define RC_LINEEDIT_H_HOST
#include <stddef.h>

/*
 * Before each interactive read from a terminal, with the prompt that read
 * shows: 1 if an editor is active, 0 if the core reads plain lines
 * itself.  The first call shows the prompt at once, then loads the editor
 * (the plugin), which takes that prompt over at the first lineedit_read.
 * A failure is reported once, on a line of its own after the prompt, and
 * then plain input is used for good (the caller shows the prompt again).
 * RC_LINEEDIT=none turns editing off silently.
 */
int lineedit_start(const char *prompt);

/*
 * Read one line after showing prompt.  1: *line is mem_alloc'd, without the
 * newline, *len its length.  0: end of file.  -1: ^C dropped the line
 * (the editor has already moved to a fresh line).
 */
int lineedit_read(const char *prompt, char **line, size_t *len);

/* At exit and before exec: restore the terminal and flush. */
void lineedit_stop(void);

/*
 * In a forked child: the editor, its terminal state and its buffers are
 * the parent's, so the child drops it unused and never loads one.
 */
void lineedit_forget(void);

/* Add a line to the editor's in-memory history (history_add calls this). */
void lineedit_remember(const char *line, size_t len);

#endif
