# whatis says why a file it tried last could not run: not found only when
# it does not exist.
--- script
mkdir d d/dir
touch d/noexec
mkfifo d/fifo
chmod 755 d/fifo
here=`{pwd}
path=$here/d
whatis dir noexec fifo; echo $status
whatis $here/d/dir $here/d/noexec $here/d/fifo $here/nonexistent ./d/noexec d/noexec; echo $status
path=($here/d $here/d/dir) whatis noexec fifo
path=($here/d/dir $here/d) whatis noexec dir
whatis -p noexec d; echo $status
whatis $here/d/noexec/x
--- stdout
1
1
1
--- stderr
rc: dir: Permission denied
rc: noexec: Permission denied
rc: fifo: Permission denied
rc: @TMP@/c/w.run/d/dir: Permission denied
rc: @TMP@/c/w.run/d/noexec: Permission denied
rc: @TMP@/c/w.run/d/fifo: Permission denied
@TMP@/c/w.run/nonexistent not found
rc: ./d/noexec: Permission denied
d/noexec not found
noexec not found
fifo not found
rc: noexec: Permission denied
rc: dir: Permission denied
rc: noexec: Permission denied
d not found
rc: @TMP@/c/w.run/d/noexec/x: Not a directory
--- status
1
