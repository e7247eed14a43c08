/* signal.h: signals (signal.c): handlers that only set flags, and rc's sig* functions. */
#ifndef RC_SIGNAL_H
#define RC_SIGNAL_H
#include <signal.h>

#ifndef NSIG
#define NSIG 65
#endif

const char *sig_name(int);		/* "sigint" */
const char *sig_message(int);		/* "terminated", or "" */
int sig_number(const char *);		/* 0 when not a signal function name */
/*
 * dflag: -d, QUIT and TERM left alone.  ignorefn defines an empty
 * function (fn sigXXX {} for a signal that came in ignored); drop removes
 * a function by name if it is defined or imported: a signal function
 * imported for a signal caught from the start, a forked child's handlers
 * and sigexit (signal.c calls nothing above it, so the function table is
 * reached through these).
 */
void sig_init(int interactive, int dflag, void (*ignorefn)(const char *),
    void (*drop)(const char *));
int sig_pending(int);
void sig_clear(int);
int sig_takeone(int);		/* n pending? then no longer */
/* For the evaluator's proc_sigcheck, which runs the handlers: */
int sig_take(int from, unsigned *times);	/* the next caught signal >= from, cleared; 0 none */
void sig_anyclear(void);		/* sig_any's one writer outside the handler: every sig_take to come */
void sig_readintr(void);		/* a read of input was interrupted: count the signals */
int sig_byfn(int);			/* handled by its fn sigXXX */
int sig_quietintr(void);		/* a child took the last ^C; cleared */
void sig_fn_changed(const char *name, int defined, int empty);	/* fn sigXXX defined or deleted */
/* what a forked child is, for sig_child; CHILD_NONE is the shell itself */
enum { CHILD_NONE, CHILD_PLAIN, CHILD_HELPER, CHILD_JOB, CHILD_BQ, CHILD_SUBSHELL };
void sig_child(int kind);		/* in a forked child: reset dispositions */
int sig_exitfn(void);			/* fn sigexit was defined (not imported) and is armed */
void sig_lastcmd(void);		/* as if about to exec: defaults, no handlers, no sigexit */
int sig_listed(int n);		/* whatis -s: 1 the function, 0 just the name */
void sig_exec_defaults(void);		/* in a vfork child: defaults back before exec */
void sig_waited(int exited);		/* a foreground child ended: exited, or by a signal */
extern volatile sig_atomic_t sig_any;

#endif
