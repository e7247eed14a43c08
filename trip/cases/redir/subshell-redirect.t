--- script
@{ echo inside } > f
cat f
--- stdout
inside
