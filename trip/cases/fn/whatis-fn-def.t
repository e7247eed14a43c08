--- script
fn f { fn g { echo inner }; fn h }
whatis f
--- stdout
fn f {fn g {echo inner};fn h}
