return or break in a child of the shell ends that child, which exits
with that status; the function or loop goes on in the shell.
--- ref-differs: the reference's child goes back to the function or loop and runs the rest of the script beside the shell (after 3, in f 0, after 0; end printed three times)
--- script
fn f {@{return 3}; echo in f $status; return 4 | true; echo $status}
f
echo after $status
for (i in 1 2) {@{break}; echo $i}
echo end
--- stdout
in f 3
4 0
after 0
1
2
end
