/* walk.c: the tree walker: dispatch, control flow, function calls, the input loop; where evaluation is (ctx). */
#include <string.h>
#include "walk.h"
#include "eval.h"
#include "expand.h"
#include "builtin.h"
#include "error.h"
#include "fn.h"
#include "glob.h"
#include "input.h"
#include "mem.h"
#include "os.h"
#include "parse_api.h"
#include "print.h"
#include "lex.h"
#include "signal.h"
#include "status.h"
#include "var.h"

/*
 * Where evaluation is: what break, continue and return may leave,
 * whether -e applies, what "if not" follows.  A function call saves
 * and restores the loop depth (Call), eval and . both depths
 * (WalkTop); an error caught at the top resets it (walk_reset).
 * Interactivity is input.c's one field (input_setinteractive), saved
 * by the same frames.
 */
static struct {
	int loop_depth;	/* loops around this command, within its function */
	int fn_depth;	/* function calls around it */
	int cond_depth;	/* conditions around it: -e does not apply */
	/*
	 * "if not" on a later line than its if: the reference remembers the
	 * outcome of the first if run since the last "if not" consumed one.
	 */
	enum { IF_NONE, IF_TRUE, IF_FALSE } ifstate;
} ctx;

unsigned long walk_inputend;	/* status_count() when run_input last ended */

/*
 * Function calls nest at most one for each 4 KiB of the stack's limit,
 * 2048 to 16384 of them (2048 under the usual 8 MiB): the reference needs
 * 5 KiB a call and crashes beyond, so any recursion it survives runs
 * here, and one that never ends stops within a second or two, not after
 * tens of thousands of calls each running a program.  The stack guard
 * (stack_check) stops any nesting, calls too, that would not fit.
 */
static int
fncap(void)
{
	size_t n = stack_size() >> 12;
	return n < 2048 ? 2048 : n > 16384 ? 16384 : (int)n;
}

/*
 * After an error caught at the top: nothing is running any more.  But
 * a syntax error (in eval or .) inside a condition (of if or while, or
 * before && or ||) leaves -e off for the rest of the session, as the
 * reference's flag for it is left set then.
 */
void
walk_reset(int syntax)
{
	walk_attop();
	if (!syntax)
		ctx.cond_depth = 0;
}

void
walk_attop(void)
{
	ctx.loop_depth = ctx.fn_depth = 0;
}

int
walk_inloop(void)
{
	return ctx.loop_depth != 0;
}

int
walk_infn(void)
{
	return ctx.fn_depth != 0;
}

/* -e does not apply inside a condition (of if or while, or before && or ||). */
int
walk_incond(void)
{
	return ctx.cond_depth;
}

static void
undo_top(Frame *f)
{
	WalkTop *t = (WalkTop *)f;
	ctx.fn_depth = t->fn_depth;
	ctx.loop_depth = t->loop_depth;
	input_setinteractive(t->interactive);
}

void
walk_pushtop(WalkTop *t, int interactive)
{
	t->fn_depth = ctx.fn_depth;
	t->loop_depth = ctx.loop_depth;
	t->interactive = input_setinteractive(interactive);
	ctx.fn_depth = ctx.loop_depth = 0;
	frame_push(&t->f, undo_top);
}

/* -x for ~: the subject as a list, the patterns as words, () for none. */
static void
tracematch(List *subject, List *pats)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	bufprint(&b, "~ %W ", subject);
	if (pats == NULL)
		bufs(&b, "()");
	for (; pats != NULL; pats = pats->n) {
		bufword(&b, pats->w);
		if (pats->n != NULL)
			bufc(&b, ' ');
	}
	bufc(&b, '\n');
	bufflush(&b);
}

/* A function call: the body it holds, and the caller's loop depth. */
typedef struct Call {
	Frame f;
	void *hold;
	int loop_depth;
} Call;

static void
undo_fncall(Frame *f)
{
	Call *c = (Call *)f;
	ctx.fn_depth--;
	ctx.loop_depth = c->loop_depth;
	fn_release(c->hold);
}


static void
undo_scope(Frame *f)
{
	os_endscope(((Scope *)f)->outer);
}

void
walk_scope(Scope *s)
{
	s->outer = os_scope();
	frame_push(&s->f, undo_scope);
}

int
walk_fn(Fn *f, List *args)
{
	Frame *top = frame_top();
	Call hold;
	Local star, zero;
	Scope sc;
	List name;
	int r;

	if (ctx.fn_depth >= fncap())
		rc_error("too many nested calls (stack exhausted)");
	hold.hold = fn_hold(f);
	hold.loop_depth = ctx.loop_depth;
	ctx.fn_depth++;
	ctx.loop_depth = 0;		/* break in a function does not leave the caller's loop */
	frame_push(&hold.f, undo_fncall);
	walk_scope(&sc);
	name = *args;
	name.n = NULL;
	var_local(&star, "*", args->n);
	var_local(&zero, "0", &name);
	r = walk(fn_heldtree(hold.hold), 0);	/* an empty body is true, as any no command */
	frame_unwind(top);
	return r == WALK_RETURN ? WALK_OK : r;
}

static int
walk_call(const char *fname, List *args)
{
	Fn *f = fn_lookup(fname);
	List name;
	if (f == NULL)
		return WALK_OK;
	name.w = (char *)fname;
	name.m = NULL;
	name.n = args;
	return walk_fn(f, &name);
}

/*
 * Called where it is safe to run rc code.  signal.c only records what
 * came; here a signal with a function runs it, and an interactive ^C
 * without one abandons the command.
 */
void
sig_check(void)
{
	int i;
	unsigned times;
	if (!sig_any)
		return;
	sig_anyclear();
	for (i = sig_take(1, &times); i != 0; i = sig_take(i + 1, &times)) {
		if (sig_byfn(i) && fn_lookup(sig_name(i)) != NULL)
			while (times-- > 0 && sig_byfn(i) && fn_lookup(sig_name(i)) != NULL)
				walk_call(sig_name(i), NULL);
		else if (i == SIGINT) {
			int quiet = sig_quietintr();
			if ((sig_interactive || input_interactive()) && !quiet)
				fprint(2, "\n");
			rc_raise(E_INTERRUPT);
		}
	}
}

static void
undo_loop(Frame *f)
{
	(void)f;
	ctx.loop_depth--;
}

/* After one pass of a loop body: whether the loop ends; *r is its result. */
static int
loopdone(int *r)
{
	if (*r == WALK_BREAK) {
		*r = WALK_OK;
		return 1;
	}
	if (*r == WALK_CONTINUE)
		*r = WALK_OK;
	return *r != WALK_OK;
}

static int
forloop(Node *n)
{
	List *nl = expand_nameword(n->a), *l;
	char *name;
	Frame lf;
	Scope sc;
	int r = WALK_OK;

	if (n->b != NULL)
		l = n->b->t == N_ARGS ? expand_glob(n->b) : glob_expand(expand(n->b));
	else {
		Node v;
		memset(&v, 0, sizeof v);
		v.t = N_VAR;
		v.a = mkword_node("*", 1);
		l = expand(&v);
	}
	if (l == NULL)	/* the reference looks at the name only to set it */
		return WALK_OK;
	name = expand_namecheck(nl);
	cmd_checkname(name);
	ctx.loop_depth++;
	frame_push(&lf, undo_loop);
	for (; l != NULL; l = l->n) {
		Mark m = arena_mark();
		List one = *l;
		one.n = NULL;
		one.m = NULL;
		var_set(name, &one);
		if (flag_x)
			cmd_traceassign(name, &one);
		walk_scope(&sc);
		r = walk(n->c, 0);
		frame_pop(&sc.f);
		arena_release(m);
		if (loopdone(&r))
			break;
	}
	frame_pop(&lf);
	return r;
}

/*
 * The condition is not in the body's scope: as in the reference, what
 * an assignment there keeps outlasts the loop, but a round closes what
 * the condition of the round before kept.
 */
static int
whileloop(Node *n)
{
	Frame lf;
	Scope sc;
	unsigned long kept = os_keptmark();
	int r = WALK_OK;

	ctx.loop_depth++;
	frame_push(&lf, undo_loop);
	for (;;) {
		Mark m = arena_mark();
		os_unkeep(kept);
		kept = os_keptmark();
		ctx.cond_depth++;	/* while () loops: no command is true */
		r = walk(n->a, 0);
		ctx.cond_depth--;
		if (r != WALK_OK || !status_true()) {
			arena_release(m);
			break;
		}
		walk_scope(&sc);
		r = walk(n->b, 0);
		frame_pop(&sc.f);
		arena_release(m);
		if (loopdone(&r))
			break;
	}
	frame_pop(&lf);
	return r;
}

static int
matchany(List *subject, List *pats)
{
	List *s, *p;
	if (subject == NULL) {
		/* the empty list matches no pattern, or one that matches "" */
		if (pats == NULL)
			return 1;
		for (p = pats; p != NULL; p = p->n)
			if (p->m != NULL && glob_match("", p->w, p->m))
				return 1;
		return 0;
	}
	for (s = subject; s != NULL; s = s->n)
		for (p = pats; p != NULL; p = p->n)
			if (glob_match(s->w, p->w, p->m))
				return 1;
	return 0;
}

static int
switchcmd(Node *n)
{
	List *subject = expand(n->a);
	Node *b;
	int found = 0, r;

	for (b = n->b; b != NULL; ) {
		Node *e = b->t == N_SEQ ? b->a : b;
		/* a ; or newline that ends the body leaves an empty command, true */
		int emptyafter = b->t == N_SEQ && b->b == NULL;
		b = b->t == N_SEQ ? b->b : NULL;
		if (e != NULL && e->t == N_CASE) {
			if (found)
				break;
			found = matchany(subject, expand_words(e->a));	/* $status stays */
		} else if (found && (r = walk(e, 0)) != WALK_OK)	/* an empty one is true */
			return r;
		if (found && emptyafter)
			set_status(0);
	}
	return WALK_OK;
}

static void
definefns(Node *n)
{
	List *names = expand_words(n->a);
	if (names == NULL && n->t == N_NEWFN)
		rc_error("null function name");
	for (; names != NULL; names = names->n) {
		if (flag_x) {	/* one line for each name, as the reference traces */
			char space[512];
			Buf b = BUFFD(space, 2);
			bufs(&b, "fn ");
			bufname(&b, names->w, 0);
			if (n->t == N_NEWFN && n->b == NULL)
				bufs(&b, " {()}");
			else if (n->t == N_NEWFN) {
				bufs(&b, " {");
				treeprint(&b, n->b);
				bufc(&b, '}');
			}
			bufc(&b, '\n');
			bufflush(&b);
		}
		if (n->t == N_NEWFN) {
			fn_define(names->w, n->b);
			/* defined all the same, as in the reference; see sig_fn_changed */
			if (sig_number(names->w) == SIGCHLD)
				rc_error("can't trap SIGCHLD");
		} else
			fn_remove(names->w);
	}
	set_status(0);
}

/*
 * The constructs whose last part runs in their place (the tail: a
 * list's last command, a branch of if, what follows && or ||) return
 * that part, which dispatch then runs without a C frame of its own;
 * they return NULL when nothing follows, with *r set if the status to
 * return is not WALK_OK.
 */
static Node *
seq(Node *n, int *r)
{
	if ((*r = walk(n->a, 0)) != WALK_OK)
		return NULL;
	if (n->i && n->b == NULL)
		set_status(0);	/* the empty command after a final ; */
	return n->b;
}

/* {{{x}}} nests without a C frame a level; a redirected block is cmd_brace's. */
static Node *
block(Node *n, int last, int *r)
{
	if (n->b == NULL && n->a != NULL)
		return n->a;
	*r = cmd_brace(n, last);
	return NULL;
}

static Node *
andor(Node *n, int *r)
{
	ctx.cond_depth++;	/* "&& x" at the start of a line: nothing, true */
	*r = walk(n->a, 0);
	ctx.cond_depth--;
	if (*r != WALK_OK || status_true() != (n->t == N_ANDAND))
		return NULL;
	if (n->b == NULL)
		set_status(0);	/* false || ; is true */
	return n->b;
}

static int
bang(Node *n)
{
	int r;

	if (n->a == NULL) {
		set_status(1);	/* ! and nothing is false */
		walk_eflag_check();
		return WALK_OK;
	}
	r = walk(n->a, 0);	/* -e looks inside a !, as the reference's does */
	if (r != WALK_OK)
		return r;
	set_status(status_true() ? 1 : 0);
	walk_eflag_check();
	return WALK_OK;
}

static int
match(Node *n)
{
	List *subject = glob_expand(expand(n->a)), *pats = expand_words(n->b);
	if (flag_x)
		tracematch(subject, pats);
	set_status(matchany(subject, pats) ? 0 : 1);
	walk_eflag_check();
	return WALK_OK;
}

static Node *
ifcmd(Node *n, int *r)
{
	int t;

	ctx.cond_depth++;	/* if () is true: no command is */
	*r = walk(n->a, 0);
	ctx.cond_depth--;
	if (*r != WALK_OK)
		return NULL;
	t = status_true();
	if (ctx.ifstate == IF_NONE)
		ctx.ifstate = t ? IF_TRUE : IF_FALSE;
	if (n->b != NULL && n->b->t == N_ELSE)
		return t ? n->b->a : n->b->b;
	if (t)
		return n->b;
	set_status(0);
	return NULL;
}

static int
ifnot(Node *n, int last)
{
	int r;

	if (n->i || ctx.ifstate == IF_NONE)
		rc_error("`if not' must follow `if'");
	if (ctx.ifstate != IF_FALSE) {
		ctx.ifstate = IF_NONE;
		return WALK_OK;
	}
	/* the ifs its command runs do not count for a later if not */
	r = walk(n->a, last);
	ctx.ifstate = IF_NONE;
	return r;
}

/* One case a construct: a tail construct (see seq) loops here, the others return. */
static int
dispatch(Node *n, int last)
{
	int r = WALK_OK;

	while (n != NULL) {
		stack_check();
		if (sig_any)
			sig_check();
		switch (n->t) {
		case N_SEQ:	n = seq(n, &r); break;
		case N_BRACE:	n = block(n, last, &r); break;
		case N_ANDAND:
		case N_OROR:	n = andor(n, &r); break;
		case N_IF:	n = ifcmd(n, &r); break;
		case N_SIMPLE:	return cmd_simple(n, last);
		case N_NOWAIT:	cmd_background(n->a); return WALK_OK;
		case N_PIPE:	cmd_pipeline(n); return WALK_OK;
		case N_BANG:	return bang(n);
		case N_SUBSHELL:	return cmd_subshell(n);
		case N_MATCH:	return match(n);
		case N_IFNOT:	return ifnot(n, last);
		case N_FOR:	return forloop(n);
		case N_WHILE:	return whileloop(n);
		case N_SWITCH:	return switchcmd(n);
		case N_PRE:	return cmd_pre(n, last);
		case N_NEWFN:
		case N_RMFN:	definefns(n); return WALK_OK;
		default:	return WALK_OK;
		}
	}
	return r;
}

/* The descriptors a command holds from this mark on. */
typedef struct Held {
	Frame f;
	int mark;
} Held;

static void
undo_held(Frame *f)
{
	os_release(((Held *)f)->mark);
}

/*
 * Every command closes the descriptors it opened for <{...} and >{...}
 * when it ends, whether it ends normally, by break or return, or by an
 * error: a condition or a switch subject as much as a simple command.
 * Only an assignment hands its pipes on (see pre and os_keep).
 */
int
walk(Node *n, int last)
{
	Held held;
	int r;

	if (n == NULL) {	/* no command is true, as in the reference */
		set_status(0);
		return WALK_OK;
	}
	held.mark = os_holdmark();
	frame_push(&held.f, undo_held);
	r = dispatch(n, last);
	frame_pop(&held.f);
	return r;
}

/* Parse and run lines from the current input until it ends. */
int
run_input(void)
{
	int execute = !input_noexec();	/* a flag n + acts on the next input, even after an error */

	for (;;) {
		Mark m = arena_mark();
		int how, interactive = input_interactive();
		Node *t;

		if (interactive) {
			sig_check();
			if (!flag_n && fn_lookup("prompt") != NULL)
				walk_call("prompt", NULL);
		}
		t = parse_line(&how);
		if (how == PARSE_ERROR) {
			arena_release(m);
			if (!execute) {	/* -n only checks: go on to the end */
				if (input_eof())
					break;
				if (interactive)
					input_newline();	/* what is left of the line gets a prompt */
				continue;
			}
			/* $status is left alone, as in the reference; a forked child ends */
			if (!interactive || !input_source_interactive() || walk_inchild() || walk_execleft())
				rc_raise(E_SYNTAX);
			input_newline();
			continue;
		}
		if (!execute && flag_x && t != NULL) {
			char space[512];
			Buf b = BUFFD(space, 2);
			treeprint(&b, t);
			bufc(&b, '\n');
			bufflush(&b);
		}
		if (execute && t != NULL) {
			Scope sc;
			walk_scope(&sc);
			walk(t, 0);
			frame_pop(&sc.f);
		}
		/* a signal that came during the line's last command is acted on now, at the end of input too */
		if (sig_any)
			sig_check();
		arena_release(m);
		if (how == PARSE_EOF)
			break;
	}
	walk_inputend = status_count();
	return WALK_OK;
}
