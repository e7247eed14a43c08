# fn sigexit sees $status as exit or the end of input left it.
--- script
for (s in 'exit 3 sigpipe' 'exit 0 sigfpe' 'false | true' 'fn f {return sigpipe}; f' 'exit bad' 'exit 5')
	rc -c 'fn sigexit {echo ex $status}; '^$s
--- stdout
ex 3 sigpipe
ex 0 sigfpe
ex 1 0
ex sigpipe
ex 1
ex 5
--- stderr
bad status
