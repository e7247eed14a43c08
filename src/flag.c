/* flag.c: the table of rc's option letters (flag.h). */
#include "flag.h"

char rc_flags[128];
