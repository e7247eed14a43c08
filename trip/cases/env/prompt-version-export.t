# $prompt and $version stay out of the environment until assigned, even
# locally; $ifs never goes there.
--- script
tripping env prompt version ifs
prompt=(a b) {tripping env prompt}
tripping env prompt
version=(1 2); ifs=x; tripping env version ifs
--- stdout
prompt=a\001b
prompt=; \001
version=1\0012
