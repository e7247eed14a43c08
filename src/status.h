/* status.h: $status, the exit status of the last command or pipeline. */
#ifndef RC_STATUS_H
#define RC_STATUS_H
#include "list.h"

void status_set(int);
void status_setwait(int wstatus, int report);	/* from waitpid */
void status_setprog(int wstatus);	/* a program's, reported */
int status_setwords(List *);		/* checked; 0, or -1 after "bad status" */
void status_pipe_store(int wstatus, int i, int n);	/* command i of n, the last first */
void status_setpipe(int n);		/* from what status_pipe_store stored */
int status_wait_true(int wstatus);	/* a child that exited 0 */
List *status_get(void);
int status_true(void);
int status_exitcode(void);
void status_report_pid(long pid, int wstatus);	/* "1234: terminated" */
unsigned long status_count(void);	/* grows each time $status is set */

#endif
