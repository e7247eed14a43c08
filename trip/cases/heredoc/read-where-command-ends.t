# A heredoc's body is read at the newline that ends a command, as the
# reference reads it: not at one after |, &&, || or an if's condition,
# where the command goes on.
--- script
if (cat <<EOF)
echo body
hello
EOF
echo after
cat <<EOF &&
echo second
there
EOF
echo end
--- mode
both
--- stdout
hello
body
after
there
second
end
