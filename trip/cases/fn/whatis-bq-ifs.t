--- script
fn f { x = ``(: ,){echo}; y = `ls }
whatis f
--- stdout
fn f {x=``(: ,){echo};y=`{ls}}
