--- script
~ a '*' || echo quoted-star-literal
~ '*' '*' && echo star-matches-itself
--- stdout
quoted-star-literal
star-matches-itself
