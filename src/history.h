/* history.h: appending commands to $history and the editor's memory. */
#ifndef RC_HISTORY_H
#define RC_HISTORY_H
#include <stddef.h>

/*
 * Each command read interactively, its lines joined by newlines, without
 * the last: append it to the file named by $history in one write (one of
 * several lines followed by a line #N, N its number of lines, so that it
 * reads back as one), and to the editor's history.
 */
void history_add(const char *text, size_t len);

#endif
