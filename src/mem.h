/* mem.h: the permanent heap and the per-command arena. */
#ifndef RC_MEM_H
#define RC_MEM_H
#include <stddef.h>

/* The permanent heap: variables, functions, history.  Dies on exhaustion. */
void *ealloc(size_t);
void *erealloc(void *, size_t);
void efree(void *);
char *estrdup(const char *);
char *estrndup(const char *, size_t);

/* The arena: everything a command needs while it runs. */
typedef struct Mark {
	struct Chunk *chunk;
	char *next;
} Mark;

void *nalloc(size_t);
char *nstrdup(const char *);
char *nstrndup(const char *, size_t);
Mark arena_mark(void);
void arena_release(Mark);

#endif
