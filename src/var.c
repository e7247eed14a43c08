/* var.c: the variable table, local bindings, and path/home/cdpath aliases. */
#include <string.h>
#include "var.h"
#include "mem.h"
#include "status.h"
#include "print.h"
#include "os.h"
#include "slots.h"

struct Var {
	char *name;
	Hlist *val;		/* owned: see list.h */
	Var *next;
	char *env;		/* its export string, made when first needed */
	unsigned char noexport;	/* HIDDEN, or UNTILSET: hidden until assigned */
	unsigned char alias;	/* index into aliases[] + 1, found once */
	unsigned char upper;	/* the colon string of its pair */
	unsigned char present;	/* in the reference's table, so in order */
	unsigned below;		/* levels of the reference's stack under the top */
	Hlist *spare;		/* a small block a local binding left, for the next */
};

enum { HIDDEN = 1, UNTILSET };

/*
 * Imported variables not yet used (see var_defer), in one block: rc -c
 * exit writes every page of its data that it uses.
 */
typedef struct Waiting {
	unsigned size, count;	/* slots, and entries not woken */
	char *names;		/* where the next name is kept */
	size_t namesleft;
	List *(*words)(const char *, List *);	/* a value's words, from env.c */
	const char *env[];	/* name=value, woke, or NULL: empty */
} Waiting;

static Var **table;
static unsigned tsize, tcount;
int var_changes;
static Waiting *waiting;

/*
 * Each lower-case list variable mirrors an upper-case colon string; home
 * and HOME are copies of each other, as in the reference.
 */
static const struct {
	const char *list, *str;
	int colons;
} aliases[] = {
	{ "path", "PATH", 1 },
	{ "home", "HOME", 0 },
	{ "cdpath", "CDPATH", 1 },
};
enum { NALIAS = sizeof aliases / sizeof aliases[0] };

static unsigned
hash(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/*
 * Chained, grown at one variable a bucket: rc starts with about 20
 * (fewer still now that imports wait), and a table no bigger than it
 * needs keeps rc -c exit's heap a page shorter.
 */
static void
grow(void)
{
	unsigned nsize = tsize ? tsize * 2 : 32, i;
	Var **nt = mem_alloc(nsize * sizeof *nt);
	memset(nt, 0, nsize * sizeof *nt);
	for (i = 0; i < tsize; i++) {
		Var *v = table[i];
		while (v != NULL) {
			Var *n = v->next;
			unsigned h = hash(v->name) & (nsize - 1);
			v->next = nt[h];
			nt[h] = v;
			v = n;
		}
	}
	mem_free(table);
	table = nt;
	tsize = nsize;
}

static int
aliasof(const char *name, int *upper)
{
	int i;
	*upper = 0;
	for (i = 0; i < NALIAS; i++) {
		if (strcmp(name, aliases[i].list) == 0)
			return i;
		if (strcmp(name, aliases[i].str) == 0) {
			*upper = 1;
			return i;
		}
	}
	return -1;
}

static Var *make(const char *, char *);
static Var *wake(const char *);
static Var *syncalias(Var *);

static Var *
lookup(const char *name, int create)
{
	unsigned h;
	Var *v;

	if (tsize == 0)
		grow();
	h = hash(name) & (tsize - 1);
	for (v = table[h]; v != NULL; v = v->next)
		if (strcmp(v->name, name) == 0)
			return v;
	if (waiting != NULL && waiting->count > 0 && (v = wake(name)) != NULL)
		return v;
	if (!create)
		return NULL;
	return make(name, NULL);
}

/*
 * rc's own variables stay out of the environment.  Known by name when
 * made, rather than made at start-up to be marked, as most are never set.
 */
static int
hidden(const char *name)
{
	static const char *const names[] = {
		"*", "0", "apid", "apids", "bqstatus", "cdpath", "home", "ifs",
		"path", "pid", "status", NULL
	};
	int i;
	for (i = 0; names[i] != NULL; i++)
		if (name[0] == names[i][0] && strcmp(name, names[i]) == 0)
			return 1;
	return 0;
}

/*
 * A new variable, unset, named by kept or else by a copy of name in the
 * same block (a Var is never freed): one heap chunk where two took 80
 * bytes, which for the twenty rc starts with keeps rc -c exit's heap a
 * page shorter.
 */
static Var *
make(const char *name, char *kept)
{
	unsigned h;
	int upper;
	Var *v;

	if (tcount >= tsize)
		grow();
	h = hash(name) & (tsize - 1);
	if (kept != NULL) {
		v = mem_alloc(sizeof *v);
		v->name = kept;
	} else {
		size_t n = strlen(name) + 1;
		v = mem_alloc(sizeof *v + n);
		v->name = memcpy(v + 1, name, n);
	}
	v->val = NULL;
	v->noexport = hidden(name) ? HIDDEN : 0;
	v->env = NULL;
	v->alias = aliasof(name, &upper) + 1;
	v->upper = upper;
	v->present = 0;
	v->below = 0;
	v->spare = NULL;
	v->next = table[h];
	table[h] = v;
	tcount++;
	return v;
}

/*
 * A Var lives as long as rc (a Local may point at it); whether the
 * reference would have it in its table, and where, is kept apart, for
 * whatis's order: it has a variable from its first assignment until ()
 * is assigned to it with no local binding under it, or the local binding
 * that made it ends.  $0, not a variable there, is never in.  (Aligned
 * as its members need, not to 16 as the compiler would put it: the
 * padding would push the C library's data, which follows rc's, across
 * one more page that start-up then writes.)
 */
static Slots order __attribute__((aligned(sizeof(void *))));

/* $0, which the reference keeps out of its table. */
static int
iszero(const char *name)
{
	return name[0] == '0' && name[1] == '\0';
}

/* A variable assigned; stack: by a local binding. */
static void
place(Var *v, int stack)
{
	if (v->present && !stack)	/* assigned again: where it was */
		return;
	if (iszero(v->name))
		return;
	if (!v->present) {
		slots_add(&order, v->name);
		v->present = 1;
		v->below = 0;
	} else if (stack)
		v->below++;
}

/* A variable given (), or a local binding ended (stack). */
static void
unplace(Var *v, int stack)
{
	if (!v->present || iszero(v->name))
		return;
	if (v->below > 0) {
		if (stack)
			v->below--;
		return;		/* emptied, not gone, under a local binding */
	}
	slots_del(&order, v->name);
	v->present = 0;
}

/*
 * A name rc keeps no value under ($status, $apids, $0 and numbers from
 * the environment) put in the order (in) or taken out, where the
 * reference would make or delete a table entry for it.
 */
void
var_slot(const char *name, int in)
{
	Var *v = lookup(name, 1);
	if (!in)
		unplace(v, 0);
	else if (!v->present) {
		slots_add(&order, v->name);
		v->present = 1;
		v->below = 0;
	}
}

/* Each variable the reference would have, in its table's order. */
void
var_inorder(void (*f)(const char *, void *), void *arg)
{
	slots_each(&order, f, arg);
}

/*
 * Most imported variables are never used: a session hands a shell dozens
 * of them, and rc -c exit, or an idle terminal, looks at PATH and HOME
 * at most.  One that would be exported again as the string it came in
 * waits as that string until its name is first looked up (or, for
 * HOME and CDPATH, its lower-case partner's): a table here points at
 * the string, where exec put it (nothing in the core changes those), and
 * only the name is copied, into the order whatis lists, in the
 * environment's order as the reference puts them in its table.
 * Exported, it goes as it came, without being woken.
 */
static const char woke[] = "=";	/* a tombstone: matches no name */

/* Whether env is name's. */
static int
isfor(const char *env, const char *name)
{
	size_t n = strlen(name);
	return strncmp(env, name, n) == 0 && env[n] == '=';
}

/* Where name waits (or waited), or the empty slot it would go in. */
static const char **
waitslot(const char *name)
{
	unsigned mask = waiting->size - 1, i = hash(name) & mask;
	while (waiting->env[i] != NULL && !isfor(waiting->env[i], name))
		i = (i + 1) & mask;
	return &waiting->env[i];
}

/*
 * Room for n more entries whose names take bytes in all: the table is
 * made once, at its size, and the names packed in one block, for a
 * session's few dozen (a table grown by doubling, or a heap chunk for
 * each name, leave more of the heap behind them than their Vars take).
 */
void
var_expect(size_t n, size_t bytes, List *(*words)(const char *, List *))
{
	Waiting *old = waiting, *w;
	unsigned size = old != NULL ? old->size : 8, i;
	size_t want = (old != NULL ? old->count : 0) + n;

	while (size * 3 < want * 4 + 4)
		size *= 2;
	if (old == NULL || size != old->size) {
		w = mem_alloc(sizeof *w + size * sizeof w->env[0]);
		memset(w, 0, sizeof *w + size * sizeof w->env[0]);
		w->size = size;
		waiting = w;
		if (old != NULL) {
			w->names = old->names;
			w->namesleft = old->namesleft;
			w->words = old->words;
			for (i = 0; i < old->size; i++)
				if (old->env[i] != NULL && old->env[i] != woke) {
					char *name = mem_strndup(old->env[i],
					    (size_t)(strchr(old->env[i], '=') - old->env[i]));
					*waitslot(name) = old->env[i];
					w->count++;
					mem_free(name);
				}
			mem_free(old);
		}
	}
	if (words != NULL)
		waiting->words = words;
	if (bytes > waiting->namesleft) {
		waiting->names = mem_alloc(bytes);
		waiting->namesleft = bytes;
	}
}

/* Like every Var's name, these live as long as rc. */
static char *
keepname(const char *name)
{
	size_t n = strlen(name) + 1;
	char *s = waiting->names;

	if (n > waiting->namesleft)
		return mem_strdup(name);
	memcpy(s, name, n);
	waiting->names += n;
	waiting->namesleft -= n;
	return s;
}

/*
 * The variable name (or its upper-case partner, which home wakes as HOME
 * does) imported now, if it waits; its partner is set from it as an
 * import would have done.
 */
static Var *
wake(const char *name)
{
	int upper, i = aliasof(name, &upper);
	const char *key = i >= 0 && !upper ? aliases[i].str : name, **w;
	Var *v, *p;
	List one;

	if (*(w = waitslot(key)) == NULL || *w == woke)
		return NULL;
	v = make(key, NULL);
	v->val = list_hnew(waiting->words(*w + strlen(key) + 1, &one));
	v->present = 1;		/* placed when it came */
	*w = woke;
	waiting->count--;
	if (i < 0)
		return v;
	p = syncalias(v);
	p->present = 1;		/* placed with it */
	return upper ? v : p;
}

/*
 * Import name from env (name=value, exported as it is) when it is first
 * used; 0 when it must be imported now: a variable rc has already, or
 * one of an aliased pair, which keep each other in step.
 */
int
var_defer(const char *name, const char *env)
{
	unsigned h;
	int upper, i;
	Var *v;
	const char **w;

	if (tsize == 0)
		grow();
	h = hash(name) & (tsize - 1);
	for (v = table[h]; v != NULL; v = v->next)
		if (strcmp(v->name, name) == 0)
			return 0;
	/* of an aliased pair, only HOME or CDPATH, as nothing has set them yet */
	i = aliasof(name, &upper);
	if ((i >= 0 && !upper) || hidden(name))
		return 0;
	if (waiting == NULL || waiting->words == NULL)
		return 0;
	if ((waiting->count + 1) * 4 > waiting->size * 3)
		var_expect(1, 0, NULL);
	w = waitslot(name);
	if (*w == NULL) {
		slots_add(&order, keepname(name));
		if (i >= 0)
			slots_add(&order, aliases[i].list);
	} else if (*w == woke)
		return 0;	/* not reached: woken, it is in the table */
	else
		waiting->count--;
	*w = env;
	waiting->count++;
	return 1;
}

int
var_isnumeric(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

/*
 * Split a colon string into a list: "a::b" gives (a '' b).  Not in the
 * arena: $PATH imported at start-up would make its first chunk there,
 * between the variables, where its far end and the heap after it are
 * written too (see defaults in main.c).
 */
static Hlist *
splitcolon(const char *s)
{
	enum { CELLS = 16, BYTES = 512 };
	List cell[CELLS] = { { NULL, NULL, NULL } }, *cells = cell;
	char buf[BYTES], *copy = buf;
	size_t len = strlen(s), n = 1, i, k;
	Hlist *h;

	for (i = 0; i < len; i++)
		if (s[i] == ':')
			n++;
	if (n > CELLS)
		cells = mem_alloc(n * sizeof *cells);
	if (len >= BYTES)
		copy = mem_alloc(len + 1);
	memcpy(copy, s, len + 1);
	for (i = k = 0; k < n; k++) {
		cells[k].w = copy + i;
		cells[k].m = NULL;
		cells[k].n = k + 1 < n ? &cells[k + 1] : NULL;
		while (copy[i] != ':' && copy[i] != '\0')
			i++;
		copy[i++] = '\0';
	}
	h = list_hnew(cells);
	if (copy != buf)
		mem_free(copy);
	if (cells != cell)
		mem_free(cells);
	return h;
}

static Hlist *
oneword(const char *s)
{
	List l;
	l.w = (char *)s;
	l.m = NULL;
	l.n = NULL;
	return list_hnew(&l);
}

/* After every change to v's value: its export string is stale. */
static void
changed(Var *v)
{
	if (v->noexport == UNTILSET)
		v->noexport = 0;
	if (v->env != NULL) {
		mem_free(v->env);
		v->env = NULL;
	}
	var_changes++;
}

static void
setheap(Var *v, Hlist *val)
{
	list_hfree(v->val);
	v->val = val;
	changed(v);
}

/* The other of an aliased pair (PATH for path), or NULL. */
static Var *
partnerof(Var *v)
{
	int i = v->alias - 1;
	if (i < 0)
		return NULL;
	return lookup(v->upper ? aliases[i].list : aliases[i].str, 1);
}

/*
 * Keep the partner of an aliased variable in step, and return it (NULL
 * for none).  Every assignment comes here, so which variables are
 * aliased is found once, in lookup.
 */
static Var *
syncalias(Var *v)
{
	const List *val;
	int i = v->alias - 1;
	Var *p;

	if (i < 0)	/* most are not aliased */
		return NULL;
	val = list_hlist(v->val);
	p = partnerof(v);
	if (!aliases[i].colons) {
		p->val = list_hset(p->val, val);
		changed(p);
	} else if (v->upper)
		setheap(p, val == NULL ? NULL : splitcolon(val->w));
	else if (val == NULL)
		setheap(p, NULL);
	else {
		char *s = list_flat_heap(val, ":");
		setheap(p, oneword(s));
		mem_free(s);
	}
	return p;
}

/*
 * The reference's table after v (and p, its partner, or NULL) was
 * assigned: () alone takes both out, as it does, except $*, which keeps
 * $0 there; anything else, or a local binding, puts them in.
 */
static void
assigned(Var *v, Var *p, int stack)
{
	if (!stack && v->val == NULL && strcmp(v->name, "*") != 0) {
		unplace(v, 0);
		if (p != NULL)
			unplace(p, 0);
		return;
	}
	place(v, stack);
	if (p != NULL)
		place(p, stack);
}

int
var_plain(const char *name)
{
	if (name[0] == 's' && strcmp(name, "status") == 0)
		return 0;
	if (name[0] == 'a' && strcmp(name, "apids") == 0)
		return 0;
	return !var_isnumeric(name);
}

void
var_set(const char *name, List *val)
{
	/*
	 * $status is always the last command's: an assignment to it (a for
	 * loop's too: for (status in 3) echo $status prints the status before
	 * it) is kept nowhere, as in the reference, but listed.
	 */
	if (name[0] == 's' && strcmp(name, "status") == 0) {
		var_slot(name, val != NULL);
		return;
	}
	if (name[0] == 'a' && strcmp(name, "apids") == 0) {	/* rc keeps it; assignments are ignored */
		var_slot(name, val != NULL);
		return;
	}
	var_refset(lookup(name, 1), val);
}

/*
 * A plain name's variable, for a caller to keep in place of the name (a
 * tree node does: see expand.c and walk.c): a Var lives as long as rc,
 * and a name, once it has one, names no other.  NULL when the name is
 * not plain (var_get and var_set treat it apart) or has no variable yet,
 * which a reader does not make: the table's order is the environment's.
 */
Var *
var_ref(const char *name)
{
	if (!var_plain(name) || name[0] == '\0')
		return NULL;
	return lookup(name, 0);
}

/* var_ref, the variable made if need be: for a writer. */
Var *
var_refmake(const char *name)
{
	if (!var_plain(name) || name[0] == '\0')
		return NULL;
	return lookup(name, 1);
}

/* Any name's variable, made if need be, for var_reflocal ($0 too). */
Var *
var_refbind(const char *name)
{
	return lookup(name, 1);
}

List *
var_refget(Var *v)
{
	return list_hlist(v->val);
}

/*
 * The variable's value to walk without a copy (a for loop's list): its
 * block pinned, for the caller to list_hunpin.  NULL for ().
 */
List *
var_refpin(Var *v, Hlist **pinned)
{
	*pinned = v->val;
	if (v->val != NULL)
		list_hpin(v->val);
	return list_hlist(v->val);
}

/* var_nth by the variable. */
List *
var_refnth(Var *v, long k)
{
	return k <= 0 ? NULL : list_hnth(v->val, (size_t)k);
}

/* var_set of a plain name's variable, to a value block made for it (list.h). */
void
var_refsetheap(Var *v, Hlist *h)
{
	setheap(v, h);
	assigned(v, syncalias(v), 0);
}

/* var_set of a plain name's variable. */
void
var_refset(Var *v, List *val)
{
	v->val = list_hset(v->val, val);
	changed(v);
	assigned(v, syncalias(v), 0);
}

/*
 * The block of a value has one owner, the variable (a local binding
 * saved the old value in a block of its own), so it can grow in place.
 */
void
var_extend(const char *name, List *words, int front)
{
	Var *v = lookup(name, 1);

	if (front)
		v->val = list_hprepend(v->val, words);
	else
		v->val = list_happend(v->val, words);
	changed(v);
	assigned(v, syncalias(v), 0);
}

/* shift: drop the first n words of $*, or fail when it has fewer. */
int
var_shift(long n)
{
	Var *v = lookup("*", 1);

	if (n < 0 || (size_t)n > list_hlen(v->val))
		return -1;
	if (n == 0)
		return 0;
	v->val = list_hdrop(v->val, (size_t)n);
	changed(v);
	syncalias(v);
	return 0;
}

/*
 * A variable from the environment goes on to children as the string it
 * came in, byte for byte, until it is assigned: the reference passes on
 * what it was given, names and separators as they were.
 */
void
var_import(const char *name, List *val, const char *env)
{
	Var *v;

	var_set(name, val);
	if ((v = lookup(name, 0)) != NULL && v->val != NULL) {
		mem_free(v->env);
		v->env = mem_strdup(env);
	}
}

void
var_setstr(const char *name, const char *s)
{
	List l;
	l.w = (char *)s;
	l.m = NULL;
	l.n = NULL;
	var_set(name, &l);
}

void
var_setargs(List *args)
{
	var_set("*", args);
}

List *
var_get(const char *name)
{
	Var *v;

	if (name[0] == 's' && strcmp(name, "status") == 0)
		return status_get();
	if (name[0] == 'a' && strcmp(name, "apids") == 0)
		return os_jobs();
	/* digits name a place in $*, by their value: $00 is $0, as in the reference */
	if (name[0] >= '0' && name[0] <= '9' && strcmp(name, "0") != 0 && var_isnumeric(name)) {
		const char *end;
		long n = (long)decimal(name, &end, 1000000000);
		List *l, *one;
		if (n == 0)
			return var_get("0");
		if ((l = var_nth("*", n)) == NULL)
			return NULL;
		one = mem_nalloc(sizeof *one);
		one->w = l->w;
		one->m = NULL;
		one->n = NULL;
		return one;
	}
	v = lookup(name, 0);
	return v ? list_hlist(v->val) : NULL;
}

long
var_len(const char *name)
{
	Var *v;

	if (!var_plain(name))
		return list_len(var_get(name));
	v = lookup(name, 0);
	return v ? (long)list_hlen(v->val) : 0;
}

List *
var_nth(const char *name, long k)
{
	Var *v;
	List *l;

	if (k <= 0)
		return NULL;
	if (!var_plain(name)) {
		for (l = var_get(name); l != NULL && --k > 0; l = l->n)
			;
		return l;
	}
	v = lookup(name, 0);
	return v ? list_hnth(v->val, (size_t)k) : NULL;
}

/*
 * A function call binds $* and $0 and gives them back: the block the
 * binding held is kept for the next one, when small (a Var lives as long
 * as rc, so a small block each is all it can hold), which then costs
 * no malloc and no free.
 */
static void
unbind(Var *v, Hlist *old)
{
	Hlist *h = v->val;
	v->val = old;
	changed(v);
	if (h != NULL && list_hsmall(h)) {
		if (v->spare != NULL)
			list_hfree(v->spare);
		v->spare = h;
	} else
		list_hfree(h);
}

static void
undolocal(Frame *f)
{
	Local *l = (Local *)f;
	unbind(l->var, l->old);
	unplace(l->var, 1);
	if (l->partner != NULL) {
		setheap(l->partner, l->pold);
		unplace(l->partner, 1);
	}
}

void
var_local(Local *l, const char *name, List *val)
{
	var_reflocal(l, lookup(name, 1), val);
}

/* var_local by the variable (var_refmake's, or lookup's). */
void
var_reflocal(Local *l, Var *v, List *val)
{
	Var *p = partnerof(v);
	l->var = v;
	l->old = v->val;
	l->partner = p;
	l->pold = NULL;
	if (p != NULL) {	/* kept for the pop, not freed by syncalias */
		l->pold = p->val;
		p->val = NULL;
	}
	v->val = list_hset(v->spare, val);
	v->spare = NULL;
	changed(v);
	assigned(v, syncalias(v), 1);
	error_framepush(&l->f, undolocal);
}

char *
var_flat(const char *name)
{
	List *l = var_get(name);
	return l == NULL ? NULL : list_flat_heap(l, " ");
}

void
var_each(void (*f)(const char *, void *), void *arg)
{
	unsigned i;
	Var *v;
	for (i = 0; i < tsize; i++)
		for (v = table[i]; v != NULL; v = v->next)
			if (v->val != NULL)
				f(v->name, arg);
	for (i = 0; waiting != NULL && i < waiting->size; i++)
		if (waiting->env[i] != NULL && waiting->env[i] != woke) {
			const char *e = waiting->env[i];
			char *name = mem_strndup(e, (size_t)(strchr(e, '=') - e));
			int upper, k = aliasof(name, &upper);
			f(name, arg);
			if (k >= 0)
				f(aliases[k].list, arg);
			mem_free(name);
		}
}

void
var_export(void (*f)(const char *, const List *, char **, void *), void *arg)
{
	unsigned i;
	Var *v;
	for (i = 0; i < tsize; i++)
		for (v = table[i]; v != NULL; v = v->next)
			if (v->val != NULL && !v->noexport)
				f(v->name, list_hlist(v->val), &v->env, arg);
	/* a waiting one goes as it came, without waking it */
	for (i = 0; waiting != NULL && i < waiting->size; i++)
		if (waiting->env[i] != NULL && waiting->env[i] != woke) {
			char *env = (char *)waiting->env[i];
			f(NULL, NULL, &env, arg);
		}
}

/*
 * After the defaults are set: $prompt and $version join the environment
 * once assigned.  rc's own variables never do (see hidden).
 */
void
var_init(void)
{
	lookup("prompt", 1)->noexport = UNTILSET;
	lookup("version", 1)->noexport = UNTILSET;
}
