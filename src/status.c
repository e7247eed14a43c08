/* status.c: $status as a list of strings, truth, and messages for deaths. */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include "status.h"
#include "mem.h"
#include "print.h"
#include "sig.h"

static List *status;		/* heap */
/* writable, so not in .rodata: a child's exit reads them without a fault */
static char zerotext[] = "0", onetext[] = "1";
static List zero = { zerotext, NULL, NULL }, one = { onetext, NULL, NULL };

static void
dropstatus(void)
{
	if (status != &zero && status != &one)
		listfree_heap(status);
	status = NULL;
}

void
set_status(int code)
{
	char buf[16];
	List *same = code == 0 ? &zero : code == 1 ? &one : NULL;

	if (same != NULL && status == same)
		return;		/* unchanged, as after most commands: write nothing */
	dropstatus();
	if (code == 0 || code == 1) {
		status = code ? &one : &zero;
		return;
	}
	status = listone_heap(fmtnum(buf, code));
}

void
set_status_list(List *l)
{
	dropstatus();
	status = listdup_heap(l);
}

static char *
waitword(int ws, char *buf)
{
	if (WIFEXITED(ws))
		return fmtnum(buf, WEXITSTATUS(ws));
	if (WIFSIGNALED(ws)) {
		const char *name = sig_name(WTERMSIG(ws));
		size_t n = strlen(name);
		memcpy(buf, name, n + 1);
		if (WCOREDUMP(ws))
			memcpy(buf + n, "+core", 6);
		return buf;
	}
	return fmtnum(buf, 1);
}

/*
 * A child killed by a signal gets one line, as the reference prints it;
 * a background job's line starts with its pid.
 */
void
status_report_pid(long pid, int ws)
{
	const char *msg;
	char buf[24];
	if (!WIFSIGNALED(ws))
		return;
	msg = sig_message(WTERMSIG(ws));
	if (msg == NULL || *msg == '\0')
		return;
	fprint(2, "%s%s%s%s\n", pid > 0 ? fmtnum(buf, pid) : "", pid > 0 ? ": " : "",
	    msg, WCOREDUMP(ws) ? "--core dumped" : "");
}

static void
report(int ws)
{
	status_report_pid(0, ws);
}

void
set_status_wait(int ws, int rep)
{
	char buf[40];
	if (rep)
		report(ws);
	sig_waited(WIFEXITED(ws));
	if (WIFEXITED(ws) && WEXITSTATUS(ws) <= 1) {
		set_status(WEXITSTATUS(ws));
		return;
	}
	dropstatus();
	status = listone_heap(waitword(ws, buf));
}

void
set_status_pipe(int *ws, int n)
{
	List *head = NULL, **tail = &head;
	char buf[40];
	int i;

	dropstatus();
	for (i = 0; i < n; i++) {
		report(ws[i]);
		*tail = mkword(nstrdup(waitword(ws[i], buf)), NULL);
		tail = &(*tail)->n;
	}
	status = listdup_heap(head);
}

List *
get_status(void)
{
	return status ? status : &zero;
}

int
status_true(void)
{
	List *l;
	for (l = get_status(); l != NULL; l = l->n)
		if (!(l->w[0] == '\0' || (l->w[0] == '0' && l->w[1] == '\0')))
			return 0;
	return 1;
}

/* rc exits with the number of a single status, else 0 or 1 by truth. */
int
status_exitcode(void)
{
	List *l = get_status();
	const char *p;
	int n = 0;

	if (l == NULL || l->n != NULL)
		return status_true() ? 0 : 1;
	for (p = l->w; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return status_true() ? 0 : 1;
		n = n * 10 + (*p - '0');
		n &= 0xffff;
	}
	return n & 0xff;
}
