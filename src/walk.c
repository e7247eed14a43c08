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
#include "out.h"
#include "print.h"
#include "redir.h"
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
	 * The innermost loop is testing a while's condition again: a break
	 * there ends the loop, but continue has no round to go on to.
	 */
	int retesting;
	/*
	 * "if not" on a later line than its if: the reference remembers the
	 * outcome of the first if run since the last "if not" consumed one.
	 */
	enum { IF_NONE, IF_TRUE, IF_FALSE } ifstate;
	unsigned long inputend;	/* status_count() when walk_input last ended */
	Var *star;	/* $*, which every call binds: found at the first */
	int promptfailed;	/* fn prompt ended in an error: not run before the next line */
} ctx;

/*
 * Function calls nest at most one for each 4 KiB of the stack's limit,
 * 2048 to 16384 of them (2048 under the usual 8 MiB): the reference needs
 * 5 KiB a call and crashes beyond, so any recursion it survives runs
 * here, and one that never ends stops within a second or two, not after
 * tens of thousands of calls each running a program.  The stack guard
 * (error_stackcheck) stops any nesting, calls too, that would not fit.
 */
static int
fncap(void)
{
	size_t n = error_stacksize() >> 12;
	return n < 2048 ? 2048 : n > 16384 ? 16384 : (int)n;
}

/*
 * After an error caught at the top, or in the session of a . -i:
 * nothing is running any more.  But a syntax error (in eval or .)
 * inside a condition (of if or while, or before && or ||) leaves -e off
 * for the rest of the session, as the reference's flag for it is left
 * set then.
 */
void
walk_reset(int syntax)
{
	ctx.loop_depth = ctx.fn_depth = 0;
	if (!syntax)
		ctx.cond_depth = 0;
}

unsigned long
walk_inputend(void)
{
	return ctx.inputend;
}

int
walk_inloop(void)
{
	return ctx.loop_depth != 0;
}

int
walk_cancontinue(void)
{
	return ctx.loop_depth != 0 && !ctx.retesting;
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
	error_framepush(&t->f, undo_top);
}

/* A function call: the body it holds, and the caller's loop depth. */
typedef struct Call {
	Frame f;
	void *hold;
	int loop_depth;
	int interactive;	/* input_flag_i at the call: return puts it back */
} Call;

static void
undo_fncall(Frame *f)
{
	Call *c = (Call *)f;
	ctx.fn_depth--;
	ctx.loop_depth = c->loop_depth;
	fn_release(c->hold);
}

/* The pipes an assignment's <{...} keeps (os_keep) stay within a scope:
 * a function call, a round of a loop's body, a local assignment's
 * command, an input line. */
typedef struct Scope {
	Frame f;		/* first: the frame is the scope */
	unsigned long outer;
} Scope;

static void
undo_scope(Frame *f)
{
	os_endscope(((Scope *)f)->outer);
}

static void
scope_push(Scope *s)
{
	s->outer = os_scope();
	error_framepush(&s->f, undo_scope);
}

int
walk_fn(Fn *f, List *args)
{
	Frame *top = error_frametop();
	Call hold;
	Local star, zero;
	Scope sc;
	List name;
	int r;

	if (ctx.fn_depth >= fncap())
		error_msg("too many nested calls (stack exhausted)");
	hold.hold = fn_hold(f);
	hold.loop_depth = ctx.loop_depth;
	hold.interactive = input_flag_i;
	ctx.fn_depth++;
	ctx.loop_depth = 0;		/* break in a function does not leave the caller's loop */
	error_framepush(&hold.f, undo_fncall);
	scope_push(&sc);
	name = *args;
	name.n = NULL;
	if (ctx.star == NULL)
		ctx.star = var_refbind("*");
	var_reflocal(&star, ctx.star, args->n);
	var_local(&zero, "0", &name);
	r = walk(fn_heldtree(hold.hold));	/* an empty body is true, as any no command */
	error_unwind(top);
	if (r == WALK_RETURN)	/* -i as at the call, as in the reference */
		input_setinteractive(hold.interactive);
	return r == WALK_RETURN ? WALK_OK : r;
}

int
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

/* A chain of prefixes that ends without a command: ">f" or "x=1 >f". */
static int
nocommand(Node *n)
{
	for (; n != NULL; n = n->b)
		if (n->t != N_PRE)
			return 0;
	return 1;
}

/*
 * Assignments and redirections in front of a command.  As in the
 * reference, an assignment is local to the command that follows it and
 * global when none does, and a command after a redirection prefix runs
 * in a subshell.
 */
static int
pre(Node *n)
{
	Node *a = n->a;
	Frame *top;
	Redir *rd;
	int r;

	if (a->t == N_ASSIGN) {
		if (nocommand(n->b)) {
			int mark = os_holdmark();
			assign_var(a, NULL);
			os_keep(mark);
			status_set(0);
			return walk_tail(n->b);
		}
		top = error_frametop();
		assign_var(a, mem_nalloc(sizeof(Local)));
		scope_push(mem_nalloc(sizeof(Scope)));
		r = walk_tail(n->b);
		error_unwind(top);
		return r;
	}
	/* the reference neither traces the missing command nor applies a last >[2=1] */
	if (n->b == NULL && a->t == N_DUP)
		return WALK_OK;
	if (flag_x && n->b == NULL)
		cmd_trace("()", NULL);
	rd = redir_prepare(a, NULL);
	if (n->b == NULL) {
		status_set(redir_only(rd) < 0 ? 1 : status_exitcode());
		os_endcmd();
		proc_eflag_check();
		return WALK_OK;
	}
	return cmd_insubshell(NULL, NULL, NULL, n->b, rd);
}

/*
 * A condition (of if or while, or before && or ||): -e is off inside it.
 * As in the reference, whose flag for it a jump does not put back, a
 * break, continue or return that leaves one leaves -e off after it too,
 * until an error (walk_reset) turns it on again.
 */
static int
condition(Node *n)
{
	int r;

	ctx.cond_depth++;
	r = walk(n);
	if (r == WALK_OK)
		ctx.cond_depth--;
	return r;
}

/*
 * A loop running: the part (condition or body) of the enclosing loop it
 * runs in, and for a for loop the value it walks when that is not a copy.
 */
typedef struct Loop {
	Frame f;
	int retesting;	/* the enclosing loop's */
	Hlist *pinned;
} Loop;

static void
undo_loop(Frame *f)
{
	Loop *lp = (Loop *)f;
	ctx.loop_depth--;
	ctx.retesting = lp->retesting;
	if (lp->pinned != NULL)
		list_hunpin(lp->pinned);
}

/* lp->pinned is set (or NULL) first: the frame unpins it. */
static void
loop_push(Loop *lp)
{
	lp->retesting = ctx.retesting;
	ctx.loop_depth++;
	ctx.retesting = 0;
	error_framepush(&lp->f, undo_loop);
}

/*
 * After one pass of a loop body: whether the loop ends; *r is its result.
 * break and continue put -i back as it was when the loop or the pass
 * began, as the reference's do (flag i - in a loop).
 */
static int
loopdone(int *r, int ibreak, int icont)
{
	int end = *r == WALK_BREAK;
	if (end || *r == WALK_CONTINUE) {
		input_setinteractive(end ? ibreak : icont);
		*r = WALK_OK;
	}
	return end || *r != WALK_OK;
}

/*
 * for (i in $x) and for (i) walk the variable's own cells, pinned (see
 * list.h), instead of a copy of what may be a long list: a variable's
 * words are never globbed, and a body that changes it changes a copy.
 * NULL, and *done 0, for a list that is not one plain variable's.
 */
static List *
sharedlist(Node *n, Hlist **pinned, int *done)
{
	Node *w = n->b;
	Var *v;

	*done = 0;
	if (w != NULL && w->t == N_ARGS && w->b == NULL)
		w = w->a;
	v = w == NULL ? var_ref("*") : expand_plainvar(w);
	if (v == NULL)
		return NULL;
	*done = 1;
	return var_refpin(v, pinned);
}

static int
forloop(Node *n)
{
	List *nl = expand_nameword(n->a), *l;
	char *name;
	Var *var = NULL;
	Loop lf;
	Scope sc;
	int r = WALK_OK, ibreak, icont, shared;

	lf.pinned = NULL;
	l = sharedlist(n, &lf.pinned, &shared);
	if (shared)
		;
	else if (n->b != NULL)
		l = n->b->t == N_ARGS ? expand_glob(n->b) : glob_expand(expand(n->b));
	else {
		Node v;
		memset(&v, 0, sizeof v);
		v.t = N_VAR;
		v.a = tree_mkword("*", 1);
		l = expand(&v);
	}
	if (l == NULL)	/* the reference looks at the name only to set it */
		return WALK_OK;
	loop_push(&lf);
	name = expand_namecheck(nl);
	assign_checkname(name);
	ibreak = input_flag_i;
	for (; l != NULL; l = l->n) {
		Mark m = mem_mark();
		List one = *l;
		out_tick();
		one.n = NULL;
		one.m = NULL;
		if (var == NULL) {
			var_set(name, &one);
			var = var_ref(name);	/* the same variable every round */
		} else
			var_refset(var, &one);
		if (flag_x)
			assign_trace(name, &one);
		scope_push(&sc);
		icont = input_flag_i;
		r = walk(n->c);
		error_framepop(&sc.f);
		mem_release(m);
		if (loopdone(&r, ibreak, icont))
			break;
	}
	error_framepop(&lf.f);
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
	Loop lf;
	Scope sc;
	unsigned long kept = os_keptmark();
	int r = WALK_OK, ibreak = -1, icont;

	for (;;) {
		Mark m = mem_mark();
		out_tick();
		os_unkeep(kept);
		kept = os_keptmark();
		r = condition(n->a);	/* while () loops: no command is true */
		/* a later test's break is this loop's, as one in its body */
		if ((ibreak >= 0 && loopdone(&r, ibreak, ibreak)) || r != WALK_OK || !status_true()) {
			mem_release(m);
			break;
		}
		/*
		 * As in the reference, the loop begins after the first test:
		 * a break or continue in that test leaves the loop around it.
		 */
		if (ibreak < 0) {
			ibreak = input_flag_i;
			lf.pinned = NULL;
			loop_push(&lf);
		}
		ctx.retesting = 0;
		scope_push(&sc);
		icont = input_flag_i;
		r = walk(n->b);
		error_framepop(&sc.f);
		mem_release(m);
		if (loopdone(&r, ibreak, icont))
			break;
		ctx.retesting = 1;
	}
	if (ibreak >= 0)
		error_framepop(&lf.f);
	return r;
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
			found = cmd_matchany(subject, expand_words(e->a));	/* $status stays */
		} else if (found && (r = walk(e)) != WALK_OK)	/* an empty one is true */
			return r;
		if (found && emptyafter)
			status_set(0);
	}
	return WALK_OK;
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
	if ((*r = walk(n->a)) != WALK_OK)
		return NULL;
	if (n->i && n->b == NULL)
		status_set(0);	/* the empty command after a final ; */
	return n->b;
}

/* {{{x}}} nests without a C frame a level; a redirected block is cmd_brace's. */
static Node *
block(Node *n, int *r)
{
	if (n->b == NULL && n->a != NULL)
		return n->a;
	*r = cmd_brace(n);
	return NULL;
}

static Node *
andor(Node *n, int *r)
{
	*r = condition(n->a);	/* "&& x" at the start of a line: nothing, true */
	if (*r != WALK_OK || status_true() != (n->t == N_ANDAND))
		return NULL;
	if (n->b == NULL)
		status_set(0);	/* false || ; is true */
	return n->b;
}

static int
bang(Node *n)
{
	int r;

	if (n->a == NULL) {
		status_set(1);	/* ! and nothing is false */
		proc_eflag_check();
		return WALK_OK;
	}
	r = walk(n->a);	/* -e looks inside a !, as the reference's does */
	if (r != WALK_OK)
		return r;
	status_set(status_true() ? 1 : 0);
	proc_eflag_check();
	return WALK_OK;
}

static Node *
ifcmd(Node *n, int *r)
{
	int t;

	*r = condition(n->a);	/* if () is true: no command is */
	if (*r != WALK_OK)
		return NULL;
	t = status_true();
	if (ctx.ifstate == IF_NONE)
		ctx.ifstate = t ? IF_TRUE : IF_FALSE;
	if (n->b != NULL && n->b->t == N_ELSE)
		return t ? n->b->a : n->b->b;
	if (t)
		return n->b;
	status_set(0);
	return NULL;
}

static int
ifnot(Node *n)
{
	int r;

	if (n->i || ctx.ifstate == IF_NONE)
		error_msg("`if not' must follow `if'");
	if (ctx.ifstate != IF_FALSE) {
		ctx.ifstate = IF_NONE;
		return WALK_OK;
	}
	/* the ifs its command runs do not count for a later if not */
	r = walk_tail(n->a);
	ctx.ifstate = IF_NONE;
	return r;
}

/* One case a construct: a tail construct (see seq) loops here, the others return. */
static int
dispatch(Node *n)
{
	int r = WALK_OK;

	while (n != NULL) {
		error_stackcheck();
		if (sig_any)
			proc_sigcheck();
		switch (n->t) {
		case N_SEQ:	n = seq(n, &r); break;
		case N_BRACE:	n = block(n, &r); break;
		case N_ANDAND:
		case N_OROR:	n = andor(n, &r); break;
		case N_IF:	n = ifcmd(n, &r); break;
		case N_SIMPLE:	return cmd_simple(n);
		case N_NOWAIT:	cmd_background(n->a); return WALK_OK;
		case N_PIPE:	cmd_pipeline(n); return WALK_OK;
		case N_BANG:	return bang(n);
		case N_SUBSHELL:	return cmd_subshell(n);
		case N_MATCH:	return cmd_match(n);
		case N_IFNOT:	return ifnot(n);
		case N_FOR:	return forloop(n);
		case N_WHILE:	return whileloop(n);
		case N_SWITCH:	return switchcmd(n);
		case N_PRE:	return pre(n);
		case N_NEWFN:
		case N_RMFN:	cmd_definefns(n); return WALK_OK;
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
walk_tail(Node *n)
{
	Held held;
	int r;

	if (n == NULL) {	/* no command is true, as in the reference */
		status_set(0);
		return WALK_OK;
	}
	held.mark = os_holdmark();
	error_framepush(&held.f, undo_held);
	r = dispatch(n);
	error_framepop(&held.f);
	return r;
}

/* Parse and run lines from the current input until it ends. */
int
walk_input(void)
{
	int execute = !input_noexec();	/* a flag n + acts on the next input, even after an error */

	for (;;) {
		Mark m = mem_mark();
		int how, interactive = input_interactive();
		Node *t;

		/* as in the reference, a fn prompt that fails is skipped once, or it would be all rc does */
		if (interactive) {
			proc_sigcheck();
			if (!flag_n && fn_lookup("prompt") != NULL && !ctx.promptfailed) {
				ctx.promptfailed = 1;
				walk_call("prompt", NULL);
			}
			ctx.promptfailed = 0;
		}
		t = parse_line(&how);
		if (how == PARSE_ERROR) {
			mem_release(m);
			if (!execute) {	/* -n only checks: go on to the end */
				if (input_eof())
					break;
				if (interactive)
					input_newline();	/* what is left of the line gets a prompt */
				continue;
			}
			/* $status is left alone, as in the reference; a forked child ends */
			if (!interactive || !input_source_interactive() || proc_inchild() || proc_isexecleft())
				error_raise(E_SYNTAX);
			input_newline();
			continue;
		}
		if (!execute && flag_x && t != NULL) {
			char space[512];
			Buf b = BUFFD(space, 2);
			tree_print(&b, t);
			print_c(&b, '\n');
			print_flush(&b);
		}
		if (execute && t != NULL) {
			Scope sc;
			scope_push(&sc);
			walk(t);
			error_framepop(&sc.f);
		}
		/* a signal that came during the line's last command is acted on now, at the end of input too */
		if (sig_any)
			proc_sigcheck();
		mem_release(m);
		if (how == PARSE_EOF)
			break;
	}
	ctx.inputend = status_count();
	return WALK_OK;
}
