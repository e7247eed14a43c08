# exec and builtin before exec's command are prefixes; a function is not
# looked up right after builtin.  exec builtin alone keeps redirections.
--- script
fn echo {builtin echo F $*}
rc -c 'fn echo {builtin echo F $*}; exec builtin echo one'
rc -c 'exec builtin exec echo two'
rc -c 'fn echo {builtin echo F $*}; exec exec echo three'
exec builtin >out
echo four
exec >[1=2]
cat out
--- stdout
one
F two
F three
--- stderr
F four
