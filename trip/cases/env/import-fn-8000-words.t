A child rc imports and runs a function of 8000 words.
--- ref-differs: the reference's child dies of SIGSEGV or stops with rc panic: unexpected node in treecpy! from about 7,900 words
--- script
w = ()
for (i in `{seq 8000}) w = ($w w)
eval 'fn f {echo '^$"w^' | wc -w}'
rc -c 'f; echo ok'
--- stdout
8000
ok
