/* out.h: rc's writes of its own output (out.c). */
#ifndef RC_OUT_H
#define RC_OUT_H
#include <limits.h>
#include <stddef.h>

int out_write(int fd, const char *, size_t);	/* all of it, or -1 (out_err says why) */
int out_err(void);		/* errno of the last failed write, until cleared; 0 for none */
int out_errswap(int);		/* set it, return it as it was */

/* Echoes held at most; their bytes fill at most one write a pipe takes whole. */
#define OUT_HELDECHOES 256

/*
 * The module's state: the errno of the last failed write, and the held
 * output.  Held output is what echoes in a row wrote to descriptor 1,
 * written out as one write when anything else is about to happen:
 * before any other write, a read of input, a fork, a redirection, a
 * command other than echo, an exit, a read of the status the last of
 * them left, and after 64 rounds of a loop that echoes nothing.  So no
 * other process, and nothing in the shell, sees it late except by the
 * clock; a write that fails is put down to the echo whose bytes it was
 * writing, as if each had written alone (see out_release).  Extern
 * for the inline tests below, which run at every command.
 */
struct Out {
	int err;
	size_t n;		/* bytes held */
	unsigned k;		/* echoes held */
	unsigned age;		/* loop rounds since the last echo */
	unsigned long tag;	/* the last echo's, for failed */
	void (*failed)(int err, unsigned long tag);
	struct Held *held;	/* made at the first echo: a shell that never echoes has no page of it */
};
extern struct Out out_st;

char *out_holdroom(size_t);
void out_hold(size_t, unsigned long tag, void (*failed)(int err, unsigned long tag));
void out_release(void);		/* write it out now */

static inline int
out_holding(void)
{
	return out_st.n > 0;
}

/* Held output whose last echo's status is tag (still $status, unread). */
static inline int
out_holds(unsigned long tag)
{
	return out_st.n > 0 && out_st.tag == tag;
}

/* A round of a loop: one that has echoed nothing for a while lets go. */
void out_age(void);
static inline void
out_tick(void)
{
	if (out_st.n > 0)
		out_age();
}

#endif
