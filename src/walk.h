/* walk.h: running parse trees: commands, control flow, functions. */
#ifndef RC_WALK_H
#define RC_WALK_H
#include "tree.h"
#include "list.h"
#include "flag.h"	/* flag_e, flag_n, flag_x */

/* What a walk asks of its callers besides setting $status. */
enum { WALK_OK, WALK_BREAK, WALK_CONTINUE, WALK_RETURN };

struct Redir;
int walk(Node *, int last);
_Noreturn void walk_child(Node *);	/* in a forked child: run, then exit */
int walk_command(List *, struct Redir *, int last, int nofn);
void walk_eflag_check(void);		/* -e: exit now if the status is false */
int walk_execleft(void);		/* an exec'd builtin was left: errors end rc */
void walk_reset(int syntax);			/* after an error caught at the top */
int walk_exec(List *args, struct Redir *);	/* exec with a command: WALK_ after a builtin's return */
void enter_child(int kind);		/* first thing in every forked child */
int walk_call(const char *fname, List *args);	/* WALK_OK when no such fn */
int run_input(void);				/* parse and run to the end */
void sig_check(void);			/* run the handlers of caught signals: safe points only */
_Noreturn void rc_exit(int);
_Noreturn void rc_exit_syntax(void);	/* status 1, $status kept for fn sigexit */
_Noreturn void rc_exit_interrupt(void);	/* the same, for a script's ^C */

extern int loop_depth, fn_depth;	/* is_child: sig.h */

/* expand.c: words to lists. */
List *expand(Node *);			/* one word, metacharacters marked */
List *expand_words(Node *args);		/* an N_ARGS chain */
List *expand_upto(Node *args, Node *end);	/* ... up to, not including, end */
List *expand_glob(Node *args);		/* ... and file names expanded */
char *expand_name(Node *);		/* a variable's name: one word */
List *expand_nameword(Node *);		/* its words, and the checks after */
char *expand_namecheck(List *);

#endif
