/* assign.c: assignments: a name's value set, local to a command or not, checked, traced, grown in place. */
#include <string.h>
#include "eval.h"
#include "expand.h"
#include "error.h"
#include "flag.h"
#include "glob.h"
#include "print.h"
#include "var.h"

/* A name that can be assigned: rc could not export one with = in it. */
void
assign_checkname(const char *name)
{
	if (strchr(name, '=') != NULL)
		error_msg("'=' in variable name");
	if (var_isnumeric(name))
		error_msg("numeric variable name");
}

void
assign_trace(const char *name, List *val)
{
	char space[512];
	Buf b = BUFFD(space, 2);
	print_name(&b, name, val != NULL);	/* the reference's if=() has no quotes */
	print_buf(&b, "=%W\n", val);
	print_flush(&b);
}

/* Whether word n is $name itself. */
static int
isvalue(Node *n, const char *name)
{
	return n->t == N_VAR && n->a->t == N_WORD && strcmp(n->a->s, name) == 0;
}

/*
 * x=($x words) and x=(words $x), rc's way to build a list, grow x's
 * value in place instead of copying it: amortised O(1) a word, where a
 * copy makes a loop of appends quadratic.  The other words are expanded
 * first, so an error among them leaves x alone.  Reading $x after them
 * is the same as reading it first because expanding words assigns no
 * variable but $status and $bqstatus (backquotes), left to the general
 * path, as are -x (it prints the whole value) and local assignments.
 */
static int
extendvar(const char *name, Node *val)
{
	Node *first, *last;

	if (val == NULL || val->t != N_PAREN || (first = val->a) == NULL || flag_x
	    || !var_plain(name) || strcmp(name, "bqstatus") == 0
	    || strchr(name, '=') != NULL)
		return 0;
	for (last = first; last->b != NULL; last = last->b)
		;
	if (isvalue(first->a, name))
		var_extend(name, glob_expand(expand_words(first->b)), 0);
	else if (isvalue(last->a, name))
		var_extend(name, glob_expand(expand_upto(first, last)), 1);
	else
		return 0;
	return 1;
}

void
assign_var(Node *a, Local *local)
{
	char *name;
	List *nl, *val;

	/*
	 * A name that must be worked out is, as in the reference, after the
	 * value in an assignment alone and before it in one local to a
	 * command; either way the name is checked after the value (''=$x(0)
	 * is a bad subscript).
	 */
	/*
	 * A plain name's variable, found the first time (below): what is
	 * left of the work is the value's.  x=(... $x ...) still goes to
	 * extendvar, which looks at the words each time.
	 */
	/*
	 * x = `{...}: the output's words go straight into x's value block.
	 * The name is known good before the command runs, so no error
	 * comes between the block and x, and nothing else tells.
	 */
	if (local == NULL && a->a->t == N_WORD && a->b != NULL && a->b->t == N_BACKQ && !flag_x) {
		if (a->var == NULL && strchr(a->a->s, '=') == NULL)
			a->var = var_refmake(a->a->s);
		if (a->var != NULL) {
			var_refsetheap(a->var, expand_bqheap(a->b));
			return;
		}
	}
	if (a->var != NULL && local == NULL && (a->b == NULL || a->b->t != N_PAREN)) {
		val = expand(a->b);
		if (a->b != NULL && a->b->t != N_VAR)	/* a variable's words never glob */
			val = glob_expand(val);
		if (flag_x)
			assign_trace(a->a->s, val);
		var_refset(a->var, val);
		return;
	}
	if (a->a->t == N_WORD || local != NULL) {
		nl = expand_nameword(a->a);
		if (local == NULL && nl->n == NULL && nl->w[0] != '\0'
		    && extendvar(nl->w, a->b))	/* it takes only plain names */
			return;
		val = glob_expand(expand(a->b));
	} else {
		val = glob_expand(expand(a->b));
		nl = expand_nameword(a->a);
	}
	name = expand_namecheck(nl);
	assign_checkname(name);
	/* the reference traces no local *=() */
	if (flag_x && !(local != NULL && val == NULL && strcmp(name, "*") == 0))
		assign_trace(name, val);
	if (local != NULL)
		var_local(local, name, val);
	else {
		var_set(name, val);
		if (a->a->t == N_WORD)
			a->var = var_ref(name);
	}
}
