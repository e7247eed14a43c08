/* out.c: rc's writes of its own output: whole, the errno of one that failed, and echoes held to go out as one write. */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include "out.h"

struct Held {
	unsigned short end[OUT_HELDECHOES];	/* where each echo's bytes end */
	char buf[PIPE_BUF];
};

struct Out out_st;

/* The failed write's errno, set to e; 0 for none. */
int
out_errswap(int e)
{
	int was = out_st.err;
	out_st.err = e;
	return was;
}

int
out_err(void)
{
	return out_st.err;
}

/* A write of n bytes at s, the interrupted retried: how many went; errno set when short. */
static size_t
writeall(int fd, const char *s, size_t n)
{
	size_t done = 0;
	while (done < n) {
		ssize_t r = write(fd, s + done, n - done);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		done += (size_t)r;
	}
	return done;
}

int
out_write(int fd, const char *s, size_t n)
{
	if (out_st.n > 0)
		out_release();
	if (writeall(fd, s, n) < n) {
		out_st.err = errno;
		return -1;
	}
	return 0;
}

/*
 * Room for n bytes of one echo at the end of the held output, written
 * out first when they would not fit; NULL for more than it ever holds.
 */
char *
out_holdroom(size_t n)
{
	if (out_st.held == NULL && (out_st.held = malloc(sizeof *out_st.held)) == NULL)
		return NULL;	/* echo writes alone */
	if (out_st.n + n > sizeof out_st.held->buf || out_st.k == OUT_HELDECHOES)
		out_release();
	return n <= sizeof out_st.held->buf ? out_st.held->buf + out_st.n : NULL;
}

/*
 * The n bytes put at out_holdroom's place are an echo's, whose status is
 * tag.  One of no bytes cannot fail: nothing is held for it.
 */
void
out_hold(size_t n, unsigned long tag, void (*failed)(int, unsigned long))
{
	if (n == 0)
		return;
	out_st.n += n;
	out_st.held->end[out_st.k++] = (unsigned short)out_st.n;
	out_st.tag = tag;
	out_st.failed = failed;
	out_st.age = 0;
}

void
out_age(void)
{
	if (++out_st.age > 64)
		out_release();
}

/*
 * Write the held output out.  When a write fails, the bytes before it
 * are out, as they would have been; the echo whose bytes it was writing
 * failed with its errno, and each echo after it writes alone, as it
 * would have, failing or not: failed says so for each that failed (tag
 * 0 but for the last).
 */
void
out_release(void)
{
	size_t n = out_st.n, done;
	unsigned k = out_st.k, j;

	if (n == 0)
		return;
	out_st.n = 0;		/* failed writes messages: they come here again */
	out_st.k = 0;
	done = writeall(1, out_st.held->buf, n);
	if (done == n)
		return;
	for (j = 0; out_st.held->end[j] <= done; j++)
		;
	out_st.failed(errno, j + 1 == k ? out_st.tag : 0);
	while (++j < k) {
		size_t start = out_st.held->end[j - 1], len = out_st.held->end[j] - start;
		if (writeall(1, out_st.held->buf + start, len) < len)
			out_st.failed(errno, j + 1 == k ? out_st.tag : 0);
	}
}
