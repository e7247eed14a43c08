Echoes held together whose write fails each say so, in order, as each would alone, and the status they leave is known before anything reads it.
--- ref-differs: the reference's echo is silent and returns 0, losing the data (issue 12)
--- script
rc -c 'echo a; echo b; echo c' >/dev/full
echo exit $status
rc -c 'for (i in 1 2) { echo $i; break }; echo status $status >[1=2]' >/dev/full
rc -c 'echo a; if (echo b) echo yes >[1=2]; if not echo no >[1=2]; echo c && echo and >[1=2]; ! echo d && echo bang >[1=2]' >/dev/full
rc -e -c 'echo a; echo b' >/dev/full
echo exit $status
rc -c 'fn f { echo $1 }; f a; echo status $status >[1=2]; for (i in 1 2 3) echo $i; ~ x x; echo status $status >[1=2]' >/dev/full
--- stdout
exit 1
exit 1
--- stderr
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
status 1
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
no
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
bang
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
status 1
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
status 0
