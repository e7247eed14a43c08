/* flag.c: the table of rc's option letters (flag.h). */
#include "flag.h"

char flag_letters[128];

void
flag_set(int c, int on)
{
	flag_letters[c] = (char)on;
}
