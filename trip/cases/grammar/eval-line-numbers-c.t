# The same under -c, where the first line shows as line 0.
--- mode
c
--- script
eval 'cat >()'
echo
eval '
'
cat >()
eval 'fn g {
echo
}
cat >()'
cat >()
--- stdout

--- stderr
rc: line 0: null filename in redirection
rc: line 6: null filename in redirection
rc: line 12: null filename in redirection
rc: line 13: null filename in redirection
--- status
1
