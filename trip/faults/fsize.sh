# fsize.sh: a limit on file size (SIGXFSZ, EFBIG), set inside and outside
# the shell: what writes past it dies or fails as in the reference, says
# so, and the shell goes on.

cat >inside.rc <<'EOF'
limit filesize 4k
tripping long 10000 >big1; echo a $status
wc -c <big1
x=`{tripping long 3000}
echo $x $x >big2; echo b $status
wc -c <big2
echo $x >big3; echo $x >>big3; echo c $status
wc -c <big3
cat <<END >big4
$x $x
END
echo d $status
wc -c <big4
{echo $x; echo $x} >big5; echo e $status
wc -c <big5
echo end
EOF
same inside 'rc inside.rc'
same inside-stdin 'rc <inside.rc'
sed 1d inside.rc >outside.rc
same outside 'tripping limit fsize 4k rc outside.rc'

# The shell's own standard output is a file past the limit: a builtin
# writing there gets SIGXFSZ, in the reference too.
cat >own.rc <<'EOF'
x=`{tripping long 3000}
echo $x
echo $x
echo not reached >[1=2]
EOF
same own-stdout 'tripping limit fsize 4k rc own.rc >own.out; echo status $?; wc -c <own.out'
# ... and with SIGXFSZ ignored the write fails with EFBIG, said (the
# reference says nothing: doc/rc.1, DIFFERENCES, a builtin's output).
try ignored 'tripping ignore 25 tripping limit fsize 4k rc own.rc >own.out; echo status $?; wc -c <own.out'
check own-stdout-ignored "test \"\$(cat ignored.out)\" = 'status 0
4096' && test \"\$(cat ignored.err)\" = 'rc: echo: write error: File too large
not reached'" || show ignored
