/* flag.h: the table of rc's option letters, below every module that reads it. */
#ifndef RC_FLAG_H
#define RC_FLAG_H

/*
 * rc_flags[c] is set for each option letter c given on the command line;
 * flag c + and flag c - change it.  It lives at the bottom of the core so
 * that any layer may read it (the builtins, the parser's fuzz harness)
 * without reaching main.
 */
extern char rc_flags[128];

#endif
