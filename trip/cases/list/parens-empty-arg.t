--- script
tripping args () a () b
--- stdout
2 <a> <b>
