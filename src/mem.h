/* mem.h: the permanent heap and the per-command arena. */
#ifndef RC_MEM_H
#define RC_MEM_H
#include <stddef.h>

/* The permanent heap: variables, functions, history.  Dies on exhaustion. */
void *mem_alloc(size_t);
void *mem_realloc(void *, size_t);
void mem_free(void *);
char *mem_strdup(const char *);
char *mem_strndup(const char *, size_t);

/* The arena: everything a command needs while it runs. */
typedef struct Mark {
	struct Chunk *chunk;
	char *next;
} Mark;

void *mem_nalloc(size_t);
char *mem_nstrdup(const char *);
char *mem_nstrndup(const char *, size_t);
Mark mem_mark(void);
void mem_release(Mark);

#endif
