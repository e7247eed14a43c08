# $prompt, $version and $ifs are taken from the environment, and
# $prompt and $version go back out to children.
--- env
prompt=x
version=y
ifs=z
--- script
whatis prompt version ifs
tripping env prompt version ifs
--- stdout
prompt=x
version=y
ifs=z
prompt=x
version=y
