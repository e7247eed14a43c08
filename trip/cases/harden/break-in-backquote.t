# return or break inside a backquote ends the backquote's child; the
# reference's child goes back to the loop or function and runs the rest
# of the script into the backquote (doc/rc.1, DIFFERENCES).
--- script
for (i in 1 2) {x = `{break}; echo i $i x $#x}
fn f {x = `{return 3}; echo in f $#x}
f
echo end $status
--- stdout
i 1 x 0
i 2 x 0
in f 0
end 0
--- ref-differs: the reference's backquote child runs the rest of the script
