# Function calls nest one for each 4 KiB of the stack limit (2048 under
# 8 MiB): as deep as the reference goes (about 1600) works, and a
# recursion that never ends stops with an error at the cap, well before
# the stack runs out (the reference dies of SIGSEGV near 1600, so this is
# not recorded from it).
--- script
fn g {if (~ $#* 1600) {echo 1600 deep; return}; g $* 1}
g
limit stacksize 8m
rc -c 'fn f {n=($n 1); if (~ $#n 2049) echo beyond the cap; f}; f'
echo $status
--- stdout
1600 deep
1
--- stderr
rc: line 0: too many nested calls (stack exhausted)
