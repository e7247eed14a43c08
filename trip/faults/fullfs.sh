# fullfs.sh: a full filesystem, a tmpfs of 8 KiB mounted in a mount
# namespace of the run's own (root only): what cannot be written is said,
# the shell's own input and output elsewhere are untouched, and the
# script goes on.

mkdir full
if ! isroot || ! unshare -m sh -c 'mount -t tmpfs -o size=8k tmpfs full' 2>/dev/null; then
	skip fullfs-all "a private tmpfs needs root, unshare -m and mount"
	return 0 2>/dev/null || exit 0
fi
# infull SCRIPT: run rc SCRIPT with full/ a fresh tmpfs of 8 KiB
infull() {
	echo "unshare -m sh -c 'mount -t tmpfs -o size=8k tmpfs full && exec rc $1'"
}

# Commands that write there fail as in the reference.
cat >commands.rc <<'EOF'
x=`{tripping long 3000}
tripping long 20000 >full/b; echo b $status
cat <<END >full/c
$x $x $x
END
echo c $status
cat <<END >>full/c
$x
END
echo c2 $status
ls full
echo end
EOF
same commands "$(infull commands.rc)"
same commands-stdin "$(infull '<commands.rc')"

# A builtin's write error is said, once for each builtin (the reference
# says nothing: doc/rc.1, DIFFERENCES, a builtin's output); a here
# document needs no file, so TMPDIR on the full disk changes nothing.
cat >builtins.rc <<'EOF'
x=`{tripping long 3000}
echo $x >full/a; echo a $status
echo $x >>full/a; echo $x >>full/a; echo $x >>full/a; echo b $status
{echo $x; echo $x} >full/d; echo d $status
whatis x >full/e; echo e $status
TMPDIR=$PWD/full cat <<END | wc -c
$x $x $x
END
echo end
EOF
try builtins "$(infull builtins.rc)"
check builtins "test \"\$(cat builtins.out)\" = 'a 0
b 1
d 1
e 1
9003
end' && test \"\$(sort -u builtins.err)\" = 'rc: echo: write error: No space left on device
rc: whatis: write error: No space left on device'" || show builtins

# The shell's own standard output on the full disk.
cat >own.rc <<'EOF'
x=`{tripping long 3000}
echo $x; echo $x; echo $x
echo st $status >[1=2]
EOF
try own "unshare -m sh -c 'mount -t tmpfs -o size=8k tmpfs full && rc own.rc >full/out; echo status \$?; wc -c <full/out'"
check own-stdout "test \"\$(cat own.out)\" = 'status 0
8192' && test \"\$(cat own.err)\" = 'rc: echo: write error: No space left on device
st 1'" || show own

# History on the full disk: a line is written whole or not at all, and a
# failed write is said once, not at every prompt (issue 26, item 3).
awk 'BEGIN { for (i = 1; i <= 40; i++) { printf "echo line %03d ", i; for (j = 0; j < 290; j++) printf "x"; print "" } }' >hist.in
try hist "unshare -m sh -c 'mount -t tmpfs -o size=8k tmpfs full && history=full/h rc -i <hist.in >/dev/null; cp full/h hist.got'"
check history-whole "test \"\$(grep -c -v '^echo line [0-9][0-9][0-9] x\\{290\\}\$' hist.got)\" = 0 &&
	test \"\$(tail -c 1 hist.got | od -An -c | tr -d ' ')\" = '\\n' &&
	test \"\$(grep -c 'No space left on device' hist.err)\" = 1" || show hist
