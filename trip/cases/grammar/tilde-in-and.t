--- script
~ a a && ~ b b && echo both
--- stdout
both
