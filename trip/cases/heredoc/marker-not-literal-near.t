# A marker that is no literal word is reported as soon as the token after
# it is read, near that token, as the reference reports it (a word ends
# at the newline it read, so its line shows one less).
--- script
for (t in '<<$x >[3=1]' 'cat <<$x foo' 'cat <<$x; echo b' 'cat <<$x |cat' 'cat <<(a b) x' 'cat <<$x >f' 'cat <<$x&' 'cat <<a^b^c x' 'cat <<a <<$b x') {
	echo $t >s
	rc s
}
rc -n s
--- stderr
rc: line 1: eof-marker not a single literal word near ']'
rc: line 0: eof-marker not a single literal word near foo
rc: line 1: eof-marker not a single literal word near ';'
rc: line 1: eof-marker not a single literal word near 'c'
rc: line 0: eof-marker not a single literal word near x
rc: line 1: eof-marker not a single literal word near 'f'
rc: line 0: eof-marker not a single literal word near end of line
rc: line 0: eof-marker not a single literal word near x
rc: line 0: eof-marker not a single literal word near x
rc: line 0: eof-marker not a single literal word near x
