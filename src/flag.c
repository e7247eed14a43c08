/* flag.c: the table of rc's option letters (flag.h). */
#include "flag.h"

char rc_flags[128];

void
flag_set(int c, int on)
{
	rc_flags[c] = (char)on;
}
