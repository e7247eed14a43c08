--- args
a
--- script
tripping env '*'
