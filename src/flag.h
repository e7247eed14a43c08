/* flag.h: the table of rc's option letters, below every module that reads it. */
#ifndef RC_FLAG_H
#define RC_FLAG_H

/*
 * flag_letters[c] is set for each option letter c given on the command line;
 * flag c + and flag c - change it.  It is the one record of rc's options.  It lives at the bottom of the core so
 * that any layer may read it (the builtins, the parser's fuzz harness)
 * without reaching main.
 */
extern char flag_letters[128];
void flag_set(int c, int on);	/* the one writer: options, flag c +/- */

/*
 * The letters that change how rc runs are read and set in the table
 * itself, by these names.  Interactivity is not among them: input_flag_i
 * (input.h) is what rc is now, which eval and . change for their text,
 * while flag_letters['i'] is what was asked (-i, flag i +).
 */
#define flag_e flag_letters['e']	/* exit when a command is false */
#define flag_n flag_letters['n']	/* parse, do not run */
#define flag_v flag_letters['v']	/* echo input as it is read */
#define flag_x flag_letters['x']	/* print each command before it runs */

#endif
