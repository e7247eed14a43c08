# The directory cd takes from $cdpath, as an interactive shell prints it:
# "" and . print nothing, / adds no second slash, others join with one.
--- script
mkdir -p a/b
cd a
rc -ic 'cdpath=(/nonexistent ..) cd a'
rc -ic 'cdpath=../ cd a'
rc -ic 'cdpath=. cd b'
rc -ic 'cdpath=/ cd tmp'
rc -ic 'cdpath=// cd tmp'
rc -ic 'cdpath=('''' /) cd tmp'
rc -ic 'cdpath=('''' /) cd b'
--- stdout
../a
..//a
/tmp
///tmp
/tmp
