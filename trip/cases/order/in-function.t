--- script
fn f {echo x^`{echo a >f; echo a}^`{cat f}^`{cat f}}
f
--- stdout
xaaa
