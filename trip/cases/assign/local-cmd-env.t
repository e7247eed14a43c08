--- script
a = local-value tripping env a
--- stdout
a=local-value
