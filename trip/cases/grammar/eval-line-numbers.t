# Eval'd text counts its lines from one before its caller's line, and the
# caller goes on from one past where they ended; messages show the line
# before the current one.
--- script
echo
echo
eval 'cat >()
cat >()
cat >()'
eval 'cat >()
cat >()'
cat >()
eval 'eval ''cat >()'''
eval 'echo; eval ''echo
cat >()'''
cat >()
--- stdout




--- stderr
rc: line 5: null filename in redirection
rc: line 6: null filename in redirection
rc: line 6: null filename in redirection
rc: line 9: null filename in redirection
rc: line 9: null filename in redirection
rc: line 11: null filename in redirection
rc: line 10: null filename in redirection
rc: line 14: null filename in redirection
rc: line 17: null filename in redirection
--- status
1
