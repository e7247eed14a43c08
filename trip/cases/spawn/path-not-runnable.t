# A file found by $path that is not a runnable regular file (no execute
# permission, a directory, a named pipe) is not found at all.
--- script
mkdir d d/dir
touch d/noexec
mkfifo d/fifo
chmod 755 d/fifo
path=`{pwd}^/d
noexec; echo $status
dir; echo $status
fifo; echo $status
exec noexec
echo not reached
--- stdout
1
1
1
--- stderr
rc: cannot find `noexec'
rc: cannot find `dir'
rc: cannot find `fifo'
rc: cannot find `noexec'
--- status
1
