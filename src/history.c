/* history.c: appending commands to $history and the editor's memory. */
#define _POSIX_C_SOURCE 200809L
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "history.h"
#include "lineedit.h"
#include "mem.h"
#include "print.h"
#include "var.h"

/* Does the text hold more than blanks? */
static int
blank(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i == len;
}

/*
 * The file takes what the reference writes: not a command whose first
 * line is blank or only a comment.
 */
static int
worthwriting(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i < len && s[i] != '\n' && s[i] != '#';
}

static void
complain(const char *path, const char *what, const char *why)
{
	print_fd(2, "rc: %s: %s%s\n", path, what, why);
}

/*
 * A failed write loses history until one succeeds: that is said once,
 * not at every prompt (see append).
 */
static int failing;

static void
failed(const char *path, const char *why)
{
	if (failing)
		return;
	failing = 1;
	complain(path, "history not written: ", why);
}

/*
 * Take back the n bytes a short write left at the end of the file, so
 * that no torn line stays there for the next line to be fused to: only
 * while they are still the end (another shell may have appended since).
 */
static void
untear(int fd, size_t n)
{
	struct stat st;
	off_t end = lseek(fd, 0, SEEK_CUR);

	if (end >= (off_t)n && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size == end)
		(void)!ftruncate(fd, end - (off_t)n);
}

/*
 * A write that stopped after done bytes: the rest is tried once, for the
 * reason it fails (a full disk, a size limit), and then what went in is
 * taken back.  len, or -1 with the reason in *err.
 */
static ssize_t
rest(int fd, const char *text, size_t done, size_t len, int *err)
{
	ssize_t m = write(fd, text + done, len - done);

	if (m >= 0 && (size_t)m == len - done)
		return (ssize_t)len;
	*err = m < 0 ? errno : ENOSPC;
	untear(fd, done + (m > 0 ? (size_t)m : 0));
	return -1;
}

/*
 * One write on an O_APPEND descriptor: shells appending side by side can
 * interleave whole commands but never tear one, and a disk that fills
 * up keeps none of a command it could not take whole.  The file is
 * opened without waiting: a FIFO with no reader would otherwise hold the
 * shell before every command.  Like the reference, a file that cannot be
 * opened is reported on every line; a failed write, once.  SIGXFSZ is
 * ignored meanwhile, so that a file size limit fails the write instead
 * of killing the shell.
 */
static void
append(const char *path, const char *text, size_t len)
{
	struct sigaction ign, old;
	ssize_t n;
	int fd, err;

	fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK,
	    0666);
	if (fd < 0 && errno == ENXIO) {
		failed(path, "a FIFO with no reader");
		return;
	}
	if (fd < 0) {
		complain(path, "", print_strerror(errno));
		return;
	}
	memset(&ign, 0, sizeof ign);
	ign.sa_handler = SIG_IGN;
	sigemptyset(&ign.sa_mask);
	sigaction(SIGXFSZ, &ign, &old);
	n = write(fd, text, len);
	err = errno;
	if (n >= 0 && (size_t)n < len)
		n = rest(fd, text, (size_t)n, len, &err);
	sigaction(SIGXFSZ, &old, NULL);
	close(fd);
	if (n < 0)
		failed(path, print_strerror(err));
	else
		failing = 0;
}

/* The text, its newline, and the mark of a command of several lines. */
static char *
entry(const char *s, size_t len, size_t *outlen)
{
	size_t lines = 1, i, n;
	char num[24], *b;

	for (i = 0; i < len; i++)
		lines += s[i] == '\n';
	n = lines > 1 ? strlen(print_num(num, (long)lines)) + 2 : 0;
	b = mem_alloc(len + 1 + n);
	memcpy(b, s, len);
	b[len] = '\n';
	if (n > 0) {
		b[len + 1] = '#';
		memcpy(b + len + 2, num, n - 2);
		b[len + n] = '\n';
	}
	*outlen = len + 1 + n;
	return b;
}

void
history_add(const char *text, size_t len)
{
	char *path, *b;
	size_t n;

	if (blank(text, len))
		return;
	if (worthwriting(text, len) && (path = var_flat("history")) != NULL) {
		b = entry(text, len, &n);
		append(path, b, n);
		mem_free(b);
		mem_free(path);
	}
	lineedit_remember(text, len);
}
