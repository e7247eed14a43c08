# A word with a backslash in it prints quoted, as the reference prints it.
--- script
fn f {echo a\b a* \ x\* [a\]] \\; if (~ $y \*) echo}
whatis f
--- stdout
fn f {echo 'a\b' a* '\' 'x\*' '[a\]]' '\\';if(~ $y '\*')echo}
