/* var.h: variables: lookup, assignment, local bindings, aliases. */
#ifndef RC_VAR_H
#define RC_VAR_H
#include "list.h"
#include "error.h"

List *var_get(const char *);		/* do not free or keep */
typedef struct Var Var;
Var *var_ref(const char *);		/* a plain name's variable, to keep; NULL: none yet, or not plain */
List *var_refget(Var *);		/* var_get by the variable */
List *var_refnth(Var *, long);		/* var_nth by the variable */
Var *var_refmake(const char *);		/* var_ref, made if need be */
Var *var_refbind(const char *);		/* any name's, made if need be: for var_reflocal */
void var_refset(Var *, List *);		/* var_set by the variable */
void var_refsetheap(Var *, Hlist *);	/* ... to a block made for it, which it takes */
List *var_refpin(Var *, Hlist **);	/* its value, not copied: pinned (list.h) until list_hunpin */
void var_set(const char *, List *);	/* copies the list */
int var_plain(const char *);		/* stored as assigned: not $status, $apids, $1... */
void var_extend(const char *, List *, int front);	/* x=($x words), x=(words $x) */
long var_len(const char *);		/* $#x in O(1) */
List *var_nth(const char *, long);	/* $x(k) in O(1), from 1; do not keep */
void var_setstr(const char *, const char *);
void var_import(const char *, List *, const char *env);	/* exported as env until changed */
int var_defer(const char *, const char *env);	/* imported from env when first used; 0: do it now */
/* room for n var_defers, and how a value's words are found (env.c's) */
void var_expect(size_t n, size_t namebytes, List *(*words)(const char *, List *one));
/*
 * A local binding: popping its frame gives the variable its old value
 * back, and its alias partner (path for PATH) the partner's own, as the
 * reference pops both, whether or not one was the other's copy.
 */
typedef struct Local {
	Frame f;
	struct Var *var, *partner;
	struct Hlist *old, *pold;
} Local;
void var_local(Local *, const char *, List *);
void var_reflocal(Local *, Var *, List *);	/* by the variable */
void var_setargs(List *);		/* $* */
int var_shift(long);			/* drop words of $*; -1 when it has too few */
int var_isnumeric(const char *);
void var_init(void);

char *var_flat(const char *);		/* heap, elements joined by spaces */
void var_each(void (*)(const char *, void *), void *);
void var_inorder(void (*)(const char *, void *), void *);	/* whatis's order, the reference's */
void var_slot(const char *, int in);	/* a name with no value kept, in that order or out */

/*
 * Export: each exported variable, with the slot where its name=value
 * string in rc's format is kept until the variable changes (the caller
 * makes it when the slot is NULL; var.c frees it).  A variable not yet
 * imported (var_defer) comes as its environment string alone, with no
 * name and no list.
 */
void var_export(void (*)(const char *, const List *, char **enc, void *), void *);
extern int var_changes;		/* bumped by every assignment, for caches */

#endif
