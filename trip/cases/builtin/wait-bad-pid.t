The message is the C library's strerror(ECHILD): glibc and musl word it
differently.
--- script
wait 1
echo $status
--- stdout
1
--- stderr-match
rc: wait: No child process(es)?
