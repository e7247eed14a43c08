--- script
false
tripping env status
