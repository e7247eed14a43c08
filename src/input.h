/* input.h: the stack of input sources the lexer reads from. */
#ifndef RC_INPUT_H
#define RC_INPUT_H
#include <stddef.h>

#ifndef EOF
#define EOF (-1)
#endif

enum { PROMPT_NONE, PROMPT_FIRST, PROMPT_MORE };

void input_push_fd(int fd, int interactive);
void input_push_string(const char *, size_t);
void input_pop(void);
int input_depth(void);
int input_source_interactive(void);
void input_set_interactive(int);	/* of the source on top: rc -i -c */
int input_interactive(void);	/* rc is interactive now: input_flag_i */
int input_setinteractive(int);	/* input_flag_i's one writer; returns it as it was */
int input_eof(void);		/* the current source has reached its end */
int input_noexec(void);		/* parse only: -n when this source was opened */
int input_gchar(void);
void input_ugchar(int);
int input_lineno(void);
int input_lastchar(void);	/* the last byte read, lookahead included */
size_t input_offset(void);	/* bytes of the current string source read so far */
void input_setlineno(int);
void input_closefds(void);	/* in a child: the shell's own input is not its */
void input_dropfds(void);	/* exec of a builtin: a read of the script after it fails */
void input_newline(void);	/* after an error: a fresh prompt; a terminal's ^D is forgotten */
void input_prompt(int);		/* which prompt the next line read shows */
void input_endcommand(void);	/* the parser has read a command: its lines are history */


/*
 * What input.c needs from the layers above it, installed by main at
 * start-up: $prompt; the line editor (editstart: 1 when it reads this
 * terminal's lines, editread: as lineedit_read); the history, given each
 * command read interactively, its lines joined by newlines (see pend); and the ^C that came during a read (takeintr: 1 once for
 * each, which it forgets).  With none, input reads plain descriptors and
 * strings, as the parser's fuzz harness does.
 */
struct List;
typedef struct InputHooks {
	struct List *(*prompt)(void);
	int (*editstart)(const char *prompt);
	int (*editread)(const char *prompt, char **line, size_t *len);
	void (*remember)(const char *line, size_t len);
	int (*takeintr)(void);
	void (*afterread)(void);	/* each read returned: count the signals that came */
} InputHooks;
void input_hooks(const InputHooks *);

/*
 * rc's one interactive flag (-i, a terminal at start, flag i, . -i): it
 * decides prompts on descriptor sources, the prompt function, and
 * whether messages carry a line number.  Eval and . clear it for their
 * text; . -i sets it.  Read it here; set it with input_setinteractive.
 */
extern int input_flag_i;

#endif
