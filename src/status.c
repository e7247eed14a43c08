/* status.c: $status as a list of strings, truth, and messages for deaths. */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include "status.h"
#include "mem.h"
#include "out.h"
#include "print.h"
#include "signal.h"

/*
 * What status.c keeps: $status, how often it was set, and the pipeline
 * slots below.
 */
static struct statusstate {
	List *status;		/* heap, or zero or one */
	/*
	 * A word of return or exit that reads 0 but is false: the reference
	 * keeps the number shifted left 8 bits in 32, so 256 reads 0 (its
	 * low byte) and tests false (the word is not 0); 16777216 shifts
	 * out and is true.
	 */
	int hiddenfalse;
	unsigned long sets;	/* how many times $status was set */
	/*
	 * A pipeline's statuses, stored as the reference stores them: the
	 * last command's first, each into a slot counted from the end that
	 * outlives the pipeline.  A command whose status is not stored yet
	 * shows what an earlier pipeline left in its slot, or 0: -e, acting
	 * on each false status as it is stored, sees sh -c 'exit 4' | false
	 * after a | b | c as b's status and 1.
	 */
	int *pipeslot;
	int nslots;
} st;	/* in .bss: a child's writes here fault on a page it writes anyway */

/*
 * The two statuses kept as words, apart: initialised, so in .data, and
 * writable, so not in .rodata: a child's exit reads them without a fault.
 */
static struct {
	char zerotext[2], onetext[2];
	List zero, one;
} words = {
	.zerotext = "0", .onetext = "1",
	.zero = { words.zerotext, NULL, NULL }, .one = { words.onetext, NULL, NULL },
};

unsigned long
status_count(void)
{
	return st.sets;
}

static void
dropstatus(void)
{
	st.sets++;
	if (st.status != &words.zero && st.status != &words.one)
		list_free_heap(st.status);
	st.status = NULL;
	st.hiddenfalse = 0;
}

void
status_set(int code)
{
	char buf[16];
	List *same = code == 0 ? &words.zero : code == 1 ? &words.one : NULL;

	if (same != NULL && st.status == same) {
		st.sets++;
		return;		/* unchanged, as after most commands: write nothing */
	}
	dropstatus();
	if (code == 0 || code == 1) {
		st.status = code ? &words.one : &words.zero;
		return;
	}
	st.status = list_one_heap(print_num(buf, code));
}

static void
setlist(List *l)
{
	dropstatus();
	st.status = list_dup_heap(l);
}

/*
 * A word return or exit may give: a number, or a signal's name with or
 * without +core.  A number is read as the reference reads it, modulo 2^32
 * into an int: one that comes out negative is a bad status, and *hidden
 * is set for one that reads 0 but is false.
 */
static const char *
statusword(const char *w, char *buf, int *hidden)
{
	const char *p = w;
	unsigned long n;
	size_t len;

	if ((*p >= '0' && *p <= '9') || *p == '\0') {	/* '' is 0 */
		n = (unsigned long)(decimal(p, &p, 0) & 0xffffffffu);
		if (*p != '\0' || n > 0x7fffffffu)
			return NULL;
		if ((n & 0xff) == 0 && (n & 0xffffff) != 0)
			*hidden = 1;
		return print_num(buf, (long)(n & 0xff));
	}
	len = strlen(w);
	if (len == 5 && strcmp(w, "+core") == 0) {
		*hidden = 1;	/* the reference's signal 0 with its core bit: reads 0 */
		return "0";
	}
	if (len > 5 && strcmp(w + len - 5, "+core") == 0)
		len -= 5;
	for (n = 1; n < NSIG; n++) {
		const char *name = sig_name(n);
		if (strlen(name) == len && strncmp(name, w, len) == 0)
			return w;
	}
	return NULL;
}

/* return and exit: the words become $status, or it is 1 and "bad status". */
int
status_setwords(List *l)
{
	List *head = NULL, **tail = &head, *p;
	char buf[24];
	int hidden = 0;

	for (p = l; p != NULL; p = p->n) {
		const char *w = statusword(p->w, buf, &hidden);
		if (w == NULL) {
			print_fd(2, "bad status\n");
			status_set(1);
			return -1;
		}
		*tail = list_mkword(mem_nstrdup(w), NULL);
		tail = &(*tail)->n;
	}
	setlist(head);
	st.hiddenfalse = hidden;
	return 0;
}

static char *
waitword(int ws, char *buf)
{
	if (WIFEXITED(ws))
		return print_num(buf, WEXITSTATUS(ws));
	if (WIFSIGNALED(ws)) {
		const char *name = sig_name(WTERMSIG(ws));
		size_t n = strlen(name);
		memcpy(buf, name, n + 1);
		if (WCOREDUMP(ws))
			memcpy(buf + n, "+core", 6);
		return buf;
	}
	return print_num(buf, 1);
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
	if (msg == NULL || *msg == '\0') {
		/* sigint and sigpipe: wait's pid still shows, with no newline */
		if (pid > 0)
			print_fd(2, "%s: ", print_num(buf, pid));
		return;
	}
	print_fd(2, "%s%s%s%s\n", pid > 0 ? print_num(buf, pid) : "", pid > 0 ? ": " : "",
	    msg, WCOREDUMP(ws) ? "--core dumped" : "");
}

static void
report(int ws)
{
	status_report_pid(0, ws);
}

void
status_setwait(int ws, int rep)
{
	char buf[40];
	if (rep)
		report(ws);
	if (WIFEXITED(ws) && WEXITSTATUS(ws) <= 1) {
		status_set(WEXITSTATUS(ws));
		return;
	}
	dropstatus();
	st.status = list_one_heap(waitword(ws, buf));
}

/* A program's status: whether it exited by itself matters for a ^C (see sig_waited). */
void
status_setprog(int ws)
{
	sig_waited(WIFEXITED(ws));
	status_setwait(ws, 1);
}

int
status_wait_true(int ws)
{
	return WIFEXITED(ws) && WEXITSTATUS(ws) == 0;
}

/* Store (and report) ws, the status of command i of n. */
void
status_pipe_store(int ws, int i, int n)
{
	if (n > st.nslots) {
		st.pipeslot = mem_realloc(st.pipeslot, n * sizeof *st.pipeslot);
		memset(st.pipeslot + st.nslots, 0, (n - st.nslots) * sizeof *st.pipeslot);
		st.nslots = n;
	}
	st.pipeslot[n - 1 - i] = ws;
	report(ws);
}

/* $status from the slots of a pipeline of n commands. */
void
status_setpipe(int n)
{
	List *head = NULL, **tail = &head;
	char buf[40];
	int i;

	dropstatus();
	for (i = 0; i < n; i++) {
		*tail = list_mkword(mem_nstrdup(waitword(st.pipeslot[n - 1 - i], buf)), NULL);
		tail = &(*tail)->n;
	}
	st.status = list_dup_heap(head);
}

/*
 * The status echoes whose output is held (print.c) have left is known
 * when their output is out: reading it writes that out first.
 */
List *
status_get(void)
{
	if (out_holds(st.sets))
		out_release();
	return st.status ? st.status : &words.zero;
}

int
status_true(void)
{
	List *l = status_get();
	if (st.hiddenfalse)
		return 0;
	for (; l != NULL; l = l->n)
		if (!(l->w[0] == '\0' || (l->w[0] == '0' && l->w[1] == '\0')))
			return 0;
	return 1;
}

/* rc exits with the number of a single status, else 0 or 1 by truth. */
int
status_exitcode(void)
{
	List *l = status_get();
	const char *end;
	int n;

	if (l == NULL || l->n != NULL)
		return status_true() ? 0 : 1;
	n = (int)(decimal(l->w, &end, 0) & 0xffff);
	if (*end != '\0')
		return status_true() ? 0 : 1;
	return n & 0xff;
}
