--- script
fn b {}; fn a {}; fn c {}
whatis -f
fn a
fn d {echo d}; fn a {echo a}
whatis -f
--- stdout
fn a {}
fn c {}
fn b {}
fn c {}
fn a {echo a}
fn b {}
fn d {echo d}
