# -x traces fn once for each name it defines or deletes.
--- script
rc -xc 'fn a b {}; fn c d {echo x}; fn a; fn a b; x=(p q); fn $x {echo}; x=(); fn $x; fn ''if'' ''a b'' {}' >[2=1]
--- stdout
fn a {()}
fn b {()}
fn c {echo x}
fn d {echo x}
fn a
fn a
fn b
x=(p q)
fn p {echo}
fn q {echo}
x=()
fn if {()}
fn 'a b' {()}
