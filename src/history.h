/* history.h: appending command lines to $history. */
#ifndef RC_HISTORY_H
#define RC_HISTORY_H
#include <stddef.h>

/*
 * Every line read interactively (without its newline): append it to the
 * file named by $history in one write, and to the editor's history.
 */
void history_add(const char *line, size_t len);

#endif
