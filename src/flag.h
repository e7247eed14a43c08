/* flag.h: the table of rc's option letters, below every module that reads it. */
#ifndef RC_FLAG_H
#define RC_FLAG_H

/*
 * rc_flags[c] is set for each option letter c given on the command line;
 * flag c + and flag c - change it.  It is the one record of rc's options.  It lives at the bottom of the core so
 * that any layer may read it (the builtins, the parser's fuzz harness)
 * without reaching main.
 */
extern char rc_flags[128];
void flag_set(int c, int on);	/* the one writer: options, flag c +/- */

/*
 * The letters that change how rc runs are read and set in the table
 * itself, by these names.  Interactivity is not among them: flag_i
 * (input.h) is what rc is now, which eval and . change for their text,
 * while rc_flags['i'] is what was asked (-i, flag i +).
 */
#define flag_e rc_flags['e']	/* exit when a command is false */
#define flag_n rc_flags['n']	/* parse, do not run */
#define flag_v rc_flags['v']	/* echo input as it is read */
#define flag_x rc_flags['x']	/* print each command before it runs */

#endif
