/* history.c: appending command lines to $history and the editor's memory. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "history.h"
#include "lineedit.h"
#include "mem.h"
#include "print.h"
#include "var.h"

/* Blank lines and lines that are only a comment are not history. */
static int
worthkeeping(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len && (line[i] == ' ' || line[i] == '\t'))
		i++;
	return i < len && line[i] != '#';
}

static void
complain(const char *path, int err)
{
	const char *msg = rc_strerror(err);
	size_t pl = strlen(path), ml = strlen(msg);
	char *buf = ealloc(pl + ml + 7);

	memcpy(buf, "rc: ", 4);
	memcpy(buf + 4, path, pl);
	memcpy(buf + 4 + pl, ": ", 2);
	memcpy(buf + 6 + pl, msg, ml);
	buf[6 + pl + ml] = '\n';
	(void)!write(2, buf, pl + ml + 7);
	efree(buf);
}

/*
 * One write on an O_APPEND descriptor: shells appending side by side can
 * interleave whole lines but never tear one.  Like the reference, a file
 * that cannot be opened is reported on every line; a failed write is not.
 */
static void
append(const char *path, const char *line, size_t len)
{
	char *buf;
	int fd;

	fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0) {
		complain(path, errno);
		return;
	}
	buf = ealloc(len + 1);
	memcpy(buf, line, len);
	buf[len] = '\n';
	(void)!write(fd, buf, len + 1);
	efree(buf);
	close(fd);
}

void
history_add(const char *line, size_t len)
{
	char *path;

	if (!worthkeeping(line, len))
		return;
	path = var_flat("history");
	if (path != NULL) {
		append(path, line, len);
		efree(path);
	}
	lineedit_remember(line, len);
}
