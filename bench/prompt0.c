/*
 * prompt0: a program that only prompts: "; " on standard error at once and
 * after each read of its input, until the end of it.  Timed through a pty
 * beside the shells, it is the floor of the first-prompt measurement: what
 * the harness, the pty and the exec of a static program cost before any
 * shell does anything.
 */
#include <unistd.h>

int
main(void)
{
	char buf[256];

	do
		if (write(2, "; ", 2) != 2)
			return 1;
	while (read(0, buf, sizeof buf) > 0);
	return 0;
}
