--- script
fn a { x && }
fn b { x || }
fn c { ! }
fn d { if (x) }
fn e { x; || y }
fn f { while (x) }
fn g { for (i) }
fn h { @ }
fn i { fn j {} }
fn k { while () {x} }
fn l { if () {x} }
fn m { x=1 | y }
fn n { ! | y }
fn o { x | y | ; z }
whatis a b c d e f g h i k l m n o
--- stdout
fn a {x&&()}
fn b {x||()}
fn c {!()}
fn d {if(x)()}
fn e {x;()||y}
fn f {while(x)()}
fn g {for(i in $*)()}
fn h {@ ()}
fn i {fn j {()}}
fn k {while(()){x}}
fn l {if(()){x}}
fn m {x=1 ()|y}
fn n {!()|y}
fn o {x|y|();z}
