/* lex.h: the lexer: tokens for the grammar, free carets, heredocs. */
#ifndef RC_LEX_H
#define RC_LEX_H

union YYSTYPE;
int lex_token(union YYSTYPE *);	/* the next token; its value in *lval */
void lex_syntaxerror(const char *);	/* the parser's syntax error, said */
void lex_reset(void);		/* forget lexer state after an error */
void lex_forget(void);		/* forget all it carries between lines too */
int lex_error(void);		/* a syntax error was reported in this parse */
int lex_heredoc_atend(void);	/* a heredoc of this parse ended the input */
void lex_clear_error(void);
int lex_heredoc_marker(void);	/* after << word: 0 when the word is no literal (said) */
int lex_heredocs(int atend);	/* at a command's newline or the end: read the heredocs; 0 after an error */

#endif
