--- script
a_b = 1
tripping env a_b
--- stdout
a_b=1
