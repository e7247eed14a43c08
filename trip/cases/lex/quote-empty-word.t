--- script
tripping args '' a ''
--- stdout
3 <> <a> <>
