/* tree.h: the parse tree: node kinds, constructors, copying and printing. */
#ifndef RC_TREE_H
#define RC_TREE_H

typedef enum Ntype {
	/* words */
	N_WORD,		/* s; q when quoted */
	N_VAR,		/* $a */
	N_VARSUB,	/* $a(b) */
	N_COUNT,	/* $#a */
	N_FLAT,		/* $^a, $"a */
	N_CONCAT,	/* a^b */
	N_PAREN,	/* (a): a is an N_ARGS chain or NULL */
	N_BACKQ,	/* `{b}, or ``a{b} when a is not NULL */
	N_NMPIPE,	/* <{a} when i == 0, >{a} when i == 1 */
	N_ARGS,		/* a word (or redirection), b the rest */
	/* redirections, also found inside N_ARGS */
	N_REDIR,	/* i: kind, fd: descriptor, a: target word */
	N_DUP,		/* >[fd=fd2], fd2 < 0 closes; i: '<' or '>' */
	/* commands */
	N_SEQ,		/* a; b */
	N_NOWAIT,	/* a & */
	N_BRACE,	/* {a} b: b is an N_ARGS chain of redirections */
	N_PIPE,		/* a |[fd=fd2] b */
	N_ANDAND,
	N_OROR,
	N_BANG,
	N_SUBSHELL,	/* @ a */
	N_MATCH,	/* ~ a b... : a subject, b an N_ARGS chain */
	N_IF,		/* if (a) b */
	N_ELSE,		/* a else b, only as the body of N_IF */
	N_IFNOT,	/* if not a */
	N_FOR,		/* for (a in b) c; b NULL means $* */
	N_WHILE,	/* while (a) b */
	N_SWITCH,	/* switch (a) {b} */
	N_CASE,		/* case a, only inside a switch body */
	N_ASSIGN,	/* a = b */
	N_PRE,		/* a (N_ASSIGN or redirection) applied to command b */
	N_SIMPLE,	/* a: an N_ARGS chain of words and redirections */
	N_NEWFN,	/* fn a {b} */
	N_RMFN		/* fn a */
} Ntype;

enum { R_FROM, R_CREATE, R_APPEND, R_HERESTRING, R_HEREDOC };

/*
 * 32 bytes: a script's words are most of its tree, and every page of it
 * is a page table entry that each fork copies.  No node needs more than
 * one member of the union.
 */
typedef struct Node Node;
struct Node {
	Ntype t;
	int i;		/* quoted flag, redirection kind, pipe/redir_nmpipe direction */
	union {
		char *s;		/* N_WORD: the text */
		Node *c;		/* N_FOR: the body; N_ARGS: the tail, while parsing */
		/*
		 * N_VAR, N_ASSIGN: the variable a plain name word names,
		 * once found (var.h's var_ref: it names no other after).
		 */
		struct Var *var;
		struct {
			int fd, fd2;	/* redirections, dups and pipes */
		};
	};
	Node *a, *b;
};

Node *tree_mk(Ntype, Node *, Node *, Node *);
Node *tree_mkword(char *, int quoted);
Node *tree_mkredir(int kind, int fd, Node *target);
Node *tree_mkdup(int dir, int fd, int fd2);
Node *tree_mkpipe(int fd, int fd2, Node *, Node *);
Node *tree_mkseq(Node *, Node *);

/* Function bodies outlive the command that defined them. */
Node *tree_dup_heap(const Node *);
void tree_free_heap(Node *);

/* Print a tree back as rc source; the format of whatis and fn_ exports. */
struct Buf;
void tree_print(struct Buf *, const Node *);

#endif
