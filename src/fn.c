/* fn.c: the function table; bodies are heap trees shared with running calls. */
#include <string.h>
#include "fn.h"
#include "mem.h"
#include "error.h"
#include "signal.h"
#include "print.h"
#include "parse_api.h"
#include "slots.h"

/*
 * A Body is shared between the table and every call running it, so that
 * a function may redefine itself while it runs.
 */
typedef struct Body {
	Node *tree;	/* heap; NULL for fn f {} */
	int refs;
} Body;

struct Fn {
	char *name;
	Body *body;
	char *raw;	/* imported text, parsed on first use */
	Fn *next;
	char *env;	/* its export string, made when first needed */
	unsigned char nodef;	/* imported text that is no definition */
};

static Fn *fntable[128];
static Slots fnorder;	/* whatis's order: the reference's table (slots.h) */
int fn_changes;

static unsigned
hash(const char *s)
{
	unsigned h = 5381;
	for (; *s != '\0'; s++)
		h = h * 33 + (unsigned char)*s;
	return h & 127;
}

static Fn *
find(const char *name, Fn ***where)
{
	Fn **p = &fntable[hash(name)];
	for (; *p != NULL; p = &(*p)->next)
		if (strcmp((*p)->name, name) == 0)
			break;
	if (where != NULL)
		*where = p;
	return *p;
}

static void
bodyfree(Body *b)
{
	if (b != NULL && --b->refs == 0) {
		tree_free_heap(b->tree);
		mem_free(b);
	}
}

static Body *
mkbody(const Node *tree)
{
	Body *b = mem_alloc(sizeof *b);
	b->tree = tree ? tree_dup_heap(tree) : NULL;
	b->refs = 1;
	return b;
}

/*
 * Parse "fn name {...}" from the environment without running any of it.
 * If the parse raises an error, the text stays for the next lookup.
 */
static void
parseraw(Fn *f)
{
	Node *t = parse_fndef(f->name, f->raw);

	mem_free(f->raw);
	f->raw = NULL;
	f->body = mkbody(t);	/* empty for a non-function: the reference says nothing */
	if (t == NULL) {	/* and passes it on as the reference's empty body */
		mem_free(f->env);	/* env.c makes it again: see fn_export */
		f->env = NULL;
		f->nodef = 1;
		fn_changes++;
	}
}

Fn *
fn_lookup(const char *name)
{
	Fn *f = find(name, NULL);
	if (f != NULL && f->raw != NULL)
		parseraw(f);
	return f;
}

static int
fn_exists(const char *name)
{
	return find(name, NULL) != NULL;
}

/* The entry for name, emptied of any old definition. */
static Fn *
fresh(const char *name)
{
	Fn **where, *f = find(name, &where);
	if (f == NULL) {
		f = mem_alloc(sizeof *f);
		f->name = mem_strdup(name);
		f->next = NULL;
		f->env = NULL;
		*where = f;
		slots_add(&fnorder, f->name);
	} else {
		mem_free(f->raw);
		bodyfree(f->body);
	}
	f->raw = NULL;
	f->body = NULL;
	f->nodef = 0;
	mem_free(f->env);
	f->env = NULL;
	return f;
}

static int
fn_isempty(Fn *f)
{
	return f->body == NULL || f->body->tree == NULL;
}

void
fn_define(const char *name, const Node *body)
{
	Fn *f = fresh(name);
	f->body = mkbody(body);
	fn_changes++;
	sig_fn_changed(name, 1, fn_isempty(f));
}

void
fn_import(const char *name, const char *raw, const char *env)
{
	Fn *f = fresh(name);
	f->raw = mem_strdup(raw);
	f->env = mem_strdup(env);
	fn_changes++;
	/* an imported sigXXX is a function, not a handler: sig_init may drop it */
}

void
fn_remove(const char *name)
{
	Fn **where, *f = find(name, &where);
	if (f == NULL)
		return;
	*where = f->next;
	slots_del(&fnorder, f->name);
	mem_free(f->env);
	mem_free(f->raw);
	bodyfree(f->body);
	mem_free(f->name);
	mem_free(f);
	fn_changes++;
	sig_fn_changed(name, 0, 0);
}

/* Remove name if it is defined or imported (an imported body stays unparsed). */
void
fn_drop(const char *name)
{
	if (fn_exists(name))
		fn_remove(name);
}

Node *
fn_body(Fn *f)
{
	return f->body ? f->body->tree : NULL;
}

/* A call holds the body it started with, so redefinition cannot free it. */
void *
fn_hold(Fn *f)
{
	f->body->refs++;
	return f->body;
}

Node *
fn_heldtree(void *hold)
{
	return ((Body *)hold)->tree;
}

void
fn_release(void *hold)
{
	bodyfree(hold);
}

void
fn_each(void (*cb)(const char *, void *), void *arg)
{
	unsigned i;
	Fn *f;
	for (i = 0; i < 128; i++)
		for (f = fntable[i]; f != NULL; f = f->next)
			cb(f->name, arg);
}

/* Each function, in the order of the reference's table, as whatis lists them. */
void
fn_inorder(void (*cb)(const char *, void *), void *arg)
{
	slots_each(&fnorder, cb, arg);
}

void
fn_export(void (*cb)(const char *, const char *, const Node *, char **, void *),
    void *arg)
{
	unsigned i;
	Fn *f;
	for (i = 0; i < 128; i++)
		for (f = fntable[i]; f != NULL; f = f->next) {
			/* signal functions, handlers or not, stay in this shell */
			if (f->name[0] == 's' && sig_number(f->name) != 0)
				continue;
			cb(f->name, f->nodef ? "{()}" : NULL, f->raw != NULL ? NULL : f->body->tree,
			    &f->env, arg);	/* an imported one has its string */
		}
}
