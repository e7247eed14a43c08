--- script
~ x a b x && echo yes
--- stdout
yes
