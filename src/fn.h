/* fn.h: shell functions: definition, lazy import, reference-counted bodies. */
#ifndef RC_FN_H
#define RC_FN_H
#include "tree.h"
#include "list.h"

typedef struct Fn Fn;

Fn *fn_lookup(const char *);		/* parses an imported body on first use */
void fn_define(const char *, const Node *);
void fn_remove(const char *);
void fn_drop(const char *);		/* remove if it exists; parses nothing */
void fn_import(const char *name, const char *body, const char *env);	/* env: passed on as it came */
Node *fn_body(Fn *);
void *fn_hold(Fn *);		/* a call keeps the body alive ... */
Node *fn_heldtree(void *);
void fn_release(void *);	/* ... until it is done with it */
void fn_each(void (*)(const char *, void *), void *);
void fn_inorder(void (*)(const char *, void *), void *);	/* whatis's order, the reference's */
/*
 * Each function to export, and the slot where its fn_name={...} string is
 * kept until it changes (an imported one has the string it came in; the
 * caller makes the others' when the slot is NULL, from text if it is not
 * NULL, else from body; fn.c frees it).
 */
void fn_export(void (*)(const char *name, const char *text, const Node *body,
    char **enc, void *), void *);
extern int fn_changes;

#endif
