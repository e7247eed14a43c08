--- script
echo ^a
--- mode
both
--- stderr
rc: cannot find `echoa'
--- status
1
