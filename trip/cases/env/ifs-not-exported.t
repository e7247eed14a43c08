--- script
tripping env ifs
