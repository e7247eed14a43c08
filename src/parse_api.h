/* parse_api.h: what the rest of rc asks of the grammar. */
#ifndef RC_PARSE_API_H
#define RC_PARSE_API_H
#include "tree.h"

enum { PARSE_OK, PARSE_EOF, PARSE_ERROR };

/* One line from the current input; *how says whether it ended the input. */
Node *parse_line(int *how);
/* The body of an imported function, or NULL when the text is not one. */
Node *parse_fndef(const char *name, const char *text);

#endif
