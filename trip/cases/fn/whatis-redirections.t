--- script
fn f { cat <in >out >>app >[2=1] >[3=] <<<s }
whatis f
--- stdout
fn f {cat <in >out >>app >[2=1] >[3=] <<<s}
