/* gateplugin.c: a test editor plugin that holds the load until the test opens a gate, then hands over to a real plugin, or to none. */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rc-lineedit.h"

/*
 * The pty tests need a load that lasts exactly as long as they want:
 * keys typed meanwhile must wait for the editor, whatever the machine's
 * speed.  RC_TEST_GATE names a FIFO: opening it for reading waits until
 * the test opens it for writing.  Then RC_TEST_PLUGIN names the plugin to
 * hand over to; unset or empty, there is none, and rc must fall back to
 * plain input with the keys typed so far.  Both are read from the
 * environment rc started with, which this C library has.
 */
const struct rc_le_editor *
rc_lineedit_entry(void)
{
	const char *gate = getenv("RC_TEST_GATE");
	const char *real = getenv("RC_TEST_PLUGIN");
	rc_le_entry_fn entry;
	void *h, *sym;
	int fd;

	if (gate != NULL && (fd = open(gate, O_RDONLY)) >= 0)
		close(fd);
	if (real == NULL || *real == '\0')
		return NULL;
	if ((h = dlopen(real, RTLD_NOW | RTLD_LOCAL)) == NULL ||
	    (sym = dlsym(h, RC_LE_ENTRY)) == NULL)
		return NULL;
	memcpy(&entry, &sym, sizeof entry);
	return entry();
}
