--- ref-differs: the reference fails an assertion (except.c:32) and aborts after the loop
--- script
for (f in <{echo one} <{echo two}) cat $f
--- stdout
one
two
