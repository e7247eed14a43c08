A heredoc with 50000 substitutions: the child expanding it must not crash.
--- script
{ echo 'cat <<EOF | wc -l'; for (i in `{seq 50000}) echo '$t'; echo EOF } >subst.rc
t = x rc subst.rc
--- ref-differs: the reference's heredoc child dies of SIGSEGV and cat reads nothing
--- stdout
50000
