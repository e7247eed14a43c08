# -n -x prints a heredoc's $$ as a word of its own, and an empty heredoc
# as ().
--- script
x=1; cat <<eof
a $x b $$ c $x^d $$x e
$$$$
eof
cat <<eof
eof
fn f {cat <<eof
a$$b
eof
}
--- rcflags
-n
-x
--- stderr
x=1;cat <<<'a '^$^x^' b '^'$'^' c '^$^x^'d '^'$'^'x e
'^'$'^'$'^'
'
cat <<<()
fn f {cat <<<a^'$'^'b
'}
