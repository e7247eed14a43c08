--- mode
c
--- script
flag c && echo c-set
flag e || echo e-unset
--- stdout
c-set
e-unset
