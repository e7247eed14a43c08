# An error in a redirection's target (bad subscript, bad concatenation)
# fails that command only, as a failed redirection does.
--- file inc.rc
cat <<<(a b)^(1 2 3)
echo after in inc
--- script
cat >$y(a); echo st $status
cat <<<(a b)^(1 2 3); echo st $status
{echo} >$y(a); echo st $status
>$y(a) echo; echo st $status
cat >$y(a) >$z(b); echo st $status
. ./inc.rc; echo st $status
eval 'cat <<<(a b)^(1 2 3)'; echo st $status
--- stdout
st 1
st 1
st 1
st 1
st 1
after in inc
st 0
st 1
--- stderr
rc: line 1: bad subscript
rc: line 2: bad concatenation
rc: line 3: bad subscript
rc: line 4: bad subscript
rc: line 5: bad subscript
rc: line 1: bad concatenation
rc: line 6: bad concatenation
