/* slots.h: the reference's open-addressed table of names, for the order whatis lists them in. */
#ifndef RC_SLOTS_H
#define RC_SLOTS_H

/*
 * The reference keeps variables and functions in open-addressed tables
 * (Paul Haahr's hash, linear probing, a deleted name left as a tombstone
 * unless the next slot is empty, doubled when half full counting the
 * tombstones) and lists them by walking the slots.  A Slots holds only
 * names, put in and taken out as the reference's table would be, so that
 * whatis lists in its order; lookups go through the caller's own table.
 * A name is the caller's string, which must live while it is in.
 */
typedef struct Slots {
	const char **slot;	/* NULL: empty; slots_dead: a tombstone */
	unsigned size, used;	/* used counts tombstones, as the reference does */
} Slots;

void slots_add(Slots *, const char *name);	/* name must not be in */
void slots_del(Slots *, const char *name);	/* if it is in */
void slots_each(const Slots *, void (*)(const char *, void *), void *);

#endif
