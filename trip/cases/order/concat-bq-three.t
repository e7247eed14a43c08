--- script
echo x^`{echo a >f; echo a}^`{cat f}
--- stdout
xaa
