--- script
~ '' ? || echo empty-no-q
~ ab ?? && echo two
--- stdout
empty-no-q
two
