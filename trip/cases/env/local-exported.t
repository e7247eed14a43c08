--- script
v = local tripping env v
tripping env v
--- stdout
v=local
