--- script
~ $version *rc* && echo has-version
--- stdout
has-version
