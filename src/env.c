/* env.c: importing and exporting variables and functions through environ. */
#include <stdlib.h>
#include <string.h>
#include "env.h"
#include "var.h"
#include "fn.h"
#include "mem.h"
#include "print.h"

static const char hex[] = "0123456789abcdef";

/* Names are exported as letters, digits and _; anything else as __XX. */
static void
encodename(Buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
		    || (c >= '0' && c <= '9') || (c == '_' && s[1] != '_'))
			print_c(b, c);
		else {
			print_s(b, "__");
			print_c(b, hex[c >> 4]);
			print_c(b, hex[c & 15]);
		}
	}
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Into space (of size bytes) when the name fits, as nearly every one
 * does: a block freed on the heap after each would be left between the
 * variables, where a script's first new variable then goes (see
 * defaults in main.c).
 */
static char *
decodename(const char *s, size_t n, char *space, size_t size)
{
	char *d = n < size ? space : mem_alloc(n + 1), *q = d;
	size_t i;
	for (i = 0; i < n; i++) {
		int h, l;
		if (s[i] == '_' && i + 3 < n + 0 && s[i + 1] == '_'
		    && (h = hexval((unsigned char)s[i + 2])) >= 0
		    && (l = hexval((unsigned char)s[i + 3])) >= 0) {
			*q++ = (char)(h << 4 | l);
			i += 3;
		} else
			*q++ = s[i];
	}
	*q = '\0';
	return d;
}

static char *
finish(Buf *b)
{
	print_c(b, '\0');
	return b->p;
}

static char *
encodevar(const char *name, const List *val)
{
	Buf b = BUFHEAP;
	encodename(&b, name);
	print_c(&b, '=');
	for (; val != NULL; val = val->n) {
		const char *p;
		for (p = val->w; *p != '\0'; p++) {
			if (*p == '\001' || *p == '\002')
				print_c(&b, '\002');	/* a separator byte inside a word */
			print_c(&b, *p);
		}
		if (val->n != NULL)
			print_c(&b, '\001');
	}
	return finish(&b);
}

static char *
encodefn(const char *name, const Node *body)
{
	Buf b = BUFHEAP;
	print_s(&b, "fn_");
	encodename(&b, name);
	print_s(&b, "={");
	if (body != NULL)
		tree_print(&b, body);
	print_c(&b, '}');
	return finish(&b);
}

static char *
encodefntext(const char *name, const char *text)
{
	Buf b = { NULL, 0, 0, -1, 0 };
	print_s(&b, "fn_");
	encodename(&b, name);
	print_c(&b, '=');
	print_s(&b, text);
	return finish(&b);
}

/*
 * \001 separates words; \002 makes the \001 or \002 after it a byte of
 * one.  A value of one plain word is given as one, a cell of the
 * caller's pointing into val (var_set copies it): start-up then leaves
 * the arena alone, see defaults in main.c.  Others are built in the arena.
 */
static List *
env_words(const char *val, List *one)
{
	List *head = one, **tail = &head;
	char *w, *q;

	one->w = (char *)val;
	one->m = NULL;
	one->n = NULL;
	if (strpbrk(val, "\001\002") == NULL)
		return one;
	w = q = mem_nalloc(strlen(val) + 1);
	for (;; val++) {
		if (*val == '\002' && (val[1] == '\001' || val[1] == '\002')) {
			*q++ = *++val;
			continue;
		}
		if (*val != '\001' && *val != '\0') {
			*q++ = *val;
			continue;
		}
		*q++ = '\0';
		*tail = list_mkword(w, NULL);
		tail = &(*tail)->n;
		if (*val == '\0')
			break;
		w = q;
	}
	return head;
}

/*
 * When rc would export the variable as this very string, it keeps no
 * copy of it (var_set, not var_import) and makes it again if exported;
 * such a one waits unparsed until it is used (var_defer).
 */
static void
importvar(const char *name, const char *val, const char *env, int same)
{
	List one;

	if (same && var_defer(name, env))
		return;
	if (same)
		var_set(name, env_words(val, &one));
	else
		var_import(name, env_words(val, &one), env);
}

/*
 * Whether encodevar gives back the entry s (name ending at eq) from the
 * variable importvar makes of it: a name of letters, digits and single
 * underscores, and a value with no \002 to undo.
 */
static int
reencodes(const char *s, const char *eq)
{
	for (; s < eq; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')
		    || (*s >= '0' && *s <= '9') || (*s == '_' && s[1] != '_')))
			return 0;
	return strchr(eq + 1, '\002') == NULL;
}

/* What env.c keeps: the numeric entries imported, and the exec environment. */
static struct envstate {
	/*
	 * Entries with numeric names ($0, $1, ...) are not variables here,
	 * but the reference hands them on to its children: so do we, as
	 * they came.
	 */
	char **numeric;		/* the strings environ has, NULL at the end */
	/*
	 * The exec environment is cached and rebuilt only after a change:
	 * when var_changes or fn_changes has moved from what it was.
	 */
	char **cache;
	size_t n, max;
	int vars, fns;
} ev = { .vars = -1, .fns = -1 };

static void
forget(char *name, const char *space)
{
	if (name != space)
		mem_free(name);
}

void
env_import(char **envp, int nofns)
{
	/*
	 * $* and $status are never taken from outside, nor $apids, which
	 * lists this shell's own children.  $pid, $apid and $bqstatus are,
	 * as in the reference, and so are path, home and cdpath when the
	 * environment lacks PATH, HOME or CDPATH, whose copies they are.
	 */
	static const char *const skip[] = { "*", "status", "apids", NULL };
	static const char *const alias[][2] = {
		{ "path", "PATH" }, { "home", "HOME" }, { "cdpath", "CDPATH" }
	};
	unsigned char upperseen[3] = { 0, 0, 0 };	/* rc imports once: no need to keep it */
	size_t n = 0, bytes = 0;

	for (; envp != NULL && envp[n] != NULL; n++)
		if (strchr(envp[n], '=') != NULL)
			bytes += (size_t)(strchr(envp[n], '=') - envp[n]) + 1;
	var_expect(n, bytes, env_words);
	for (; envp != NULL && *envp != NULL; envp++) {
		const char *s = *envp, *eq = strchr(s, '=');
		char *name, space[128];
		size_t i;
		int take = 1;
		if (eq == NULL || eq == s)
			continue;
		if (eq - s >= 3 && strncmp(s, "fn_", 3) == 0) {
			if (nofns)
				continue;
			name = decodename(s + 3, (size_t)(eq - s - 3), space, sizeof space);
			/* a signal's function is imported, but as no handler; fn_ names '' */
			fn_import(name, eq + 1, s);
			forget(name, space);
			continue;
		}
		name = decodename(s, (size_t)(eq - s), space, sizeof space);
		for (i = 0; skip[i] != NULL; i++)
			if (strcmp(name, skip[i]) == 0)
				take = 0;
		/*
		 * As in the reference, a lower-case one is not taken after
		 * its upper-case copy (it is the copy's), nor put in the
		 * table whatis lists in order.
		 */
		for (i = 0; i < sizeof alias / sizeof alias[0]; i++)
			if (strcmp(name, alias[i][1]) == 0)
				upperseen[i] = 1;
			else if (strcmp(name, alias[i][0]) == 0 && upperseen[i])
				break;
		if (i < sizeof alias / sizeof alias[0]) {
			forget(name, space);
			continue;
		}
		if (!take || var_isnumeric(name))
			var_slot(name, 1);	/* the reference lists it, as it lists $status */
		if (take && var_isnumeric(name)) {
			size_t k = 0;
			while (ev.numeric != NULL && ev.numeric[k] != NULL)
				k++;
			ev.numeric = mem_realloc(ev.numeric, (k + 2) * sizeof *ev.numeric);
			ev.numeric[k] = (char *)s;
			ev.numeric[k + 1] = NULL;
		} else if (take)
			importvar(name, eq + 1, s, reencodes(s, eq));
		forget(name, space);
	}
}

static void
addenv(char *s, void *arg)
{
	(void)arg;
	if (ev.n + 1 >= ev.max) {
		ev.max = ev.max ? ev.max * 2 : 64;
		ev.cache = mem_realloc(ev.cache, ev.max * sizeof *ev.cache);
	}
	ev.cache[ev.n++] = s;
}

static void
addvar(const char *name, const List *val, char **enc, void *arg)
{
	if (*enc == NULL)
		*enc = encodevar(name, val);
	addenv(*enc, arg);
}

static void
addfn(const char *name, const char *text, const Node *body, char **enc, void *arg)
{
	if (*enc == NULL)
		*enc = text != NULL ? encodefntext(name, text) : encodefn(name, body);
	addenv(*enc, arg);
}

static int
bystring(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A child sees its environment sorted, whole strings by strcmp, as the reference sorts it. */
char **
env_get(void)
{
	size_t i;

	/* the strings belong to the variables and functions, which keep them */
	if (ev.cache != NULL && ev.vars == var_changes && ev.fns == fn_changes)
		return ev.cache;
	ev.n = 0;
	var_export(addvar, NULL);
	fn_export(addfn, NULL);
	for (i = 0; ev.numeric != NULL && ev.numeric[i] != NULL; i++)
		addenv(ev.numeric[i], NULL);
	qsort(ev.cache, ev.n, sizeof *ev.cache, bystring);
	addenv(NULL, NULL);
	ev.n--;
	ev.vars = var_changes;
	ev.fns = fn_changes;
	return ev.cache;
}
