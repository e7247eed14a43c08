/* quote.h: rc's word and quoting characters, one definition for the core and the editor plugins. */
#ifndef RC_QUOTE_H
#define RC_QUOTE_H
#include <string.h>

/* The bytes that end a word: rc reads each as syntax. */
#define RC_SYNTAXCHARS " \t\n#;&|^$=~!@`'{}()<>"

/*
 * The bytes a word is quoted for when it is printed (whatis, -x, a
 * completion) to be read back by rc: the syntax ones, the glob
 * characters that start a pattern, and \ (which joins lines before a
 * newline).  A ']' alone is an ordinary byte, which the reference
 * leaves bare in a list (a quoted word of a tree quotes it: see
 * print_treeword).
 */
#define RC_QUOTECHARS RC_SYNTAXCHARS "\\*?["

/* A byte of a word; c is a byte as input_gchar gives it, or -1 (EOF). */
static inline int
rc_wordchar(int c)
{
	return c != -1 && c != '\0' && strchr(RC_SYNTAXCHARS, c) == NULL;
}

/* A byte of a variable's name after $. */
static inline int
rc_namechar(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	    || (c >= '0' && c <= '9') || c == '_' || c == '*';
}

/* Whether s must be quoted to be read back as this one word. */
static inline int
rc_needsquote(const char *s)
{
	return *s == '\0' || s[strcspn(s, RC_QUOTECHARS)] != '\0';
}

/* rc's keywords, in the order rc_keyword numbers them from 1. */
#define RC_KEYWORDS "case", "else", "fn", "for", "if", "in", "not", "switch", "while"

/* 1 + the index of s in RC_KEYWORDS, or 0 when s is no keyword. */
static inline int
rc_keyword(const char *s)
{
	static const char *const kw[] = { RC_KEYWORDS, NULL };
	int i;

	for (i = 0; kw[i] != NULL; i++)
		if (strcmp(s, kw[i]) == 0)
			return i + 1;
	return 0;
}

#endif
