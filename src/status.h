/* status.h: $status, the exit status of the last command or pipeline. */
#ifndef RC_STATUS_H
#define RC_STATUS_H
#include "list.h"

void set_status(int);
void set_status_wait(int wstatus, int report);	/* from waitpid */
void set_status_prog(int wstatus);	/* a program's, reported */
void set_status_list(List *);
int set_status_words(List *);		/* checked; 0, or -1 after "bad status" */
void status_pipe_store(int wstatus, int i, int n);	/* command i of n, the last first */
void set_status_pipe(int n);		/* from what status_pipe_store stored */
int status_wait_true(int wstatus);	/* a child that exited 0 */
List *get_status(void);
int status_true(void);
int status_exitcode(void);
void status_report_pid(long pid, int wstatus);	/* "1234: terminated" */
unsigned long status_count(void);	/* grows each time $status is set */

#endif
