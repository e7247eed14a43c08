--- args
a
--- script
shift 2
echo after $status
--- stdout
after 1
--- stderr
rc: cannot shift
