--- script
fn f { echo 'it''s' $x(2) >[1=2] && ~ a b || ! true }
whatis f > def
fn f
. ./def
whatis f
--- stdout
fn f {echo 'it''s' $x(2) >[1=2]&&~ a b||!true}
