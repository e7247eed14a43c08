# bytes.sh: hostile bytes in every input source (a script file, standard
# input, -c, eval, ., a here document, a backquote's output, arguments,
# the environment and imported functions): read and run as the
# reference does, with no crash, hang or loss.  Byte 0377 ends the
# reference's input (its characters are signed): issue 26, item 6.

# The payloads, by name: each is printf's format for the bytes.
payloads='soh:\001 stx:\002 cr:\r esc:\033 del:\177 overlong:\300\200 fe:\376 nul:\000 ff:\377 mixed:\001\002\377\376\000'

# code NAME CMD: a payload in rc's code; with 0377 in it, our rule
# instead of the reference's: the byte is read like any other, the rest
# runs (the line after it says next or after).
code() {
	case $2 in
	ff* | mixed*)
		try "$1" "$3"
		check "$1" "sane $1 && grep -q 377 $1.out && grep -q 'next\\|after' $1.out" || show "$1"
		;;
	*) same "$1" "$3" ;;
	esac
}

for pl in $payloads; do
	name=${pl%%:*}
	b=${pl#*:}
	printf "echo a${b}b | od -An -c\necho next\n" >$name.rc
	printf "a${b}b" >$name.bytes
	printf "cat <<EOF | od -An -c\na${b}b\nEOF\necho next\n" >$name-here.rc
	code "$name-file" $name "rc $name.rc"
	code "$name-stdin" $name "rc <$name.rc"
	code "$name-dot" $name "rc -c '. ./$name.rc; echo after'"
	code "$name-here" $name "rc $name-here.rc"
	code "$name-eval" $name "rc -c 'x = \`\`() {cat $name.rc}; eval \$x; echo after'"
	# data, never parsed
	same "$name-backquote" "rc -c 'x = \`{cat $name.bytes}; echo \$#x; echo \$x | od -An -c'"
	case $name in
	nul | mixed) ;;	# no NUL in argv or the environment
	*)
		code "$name-c" $name "rc -c \"\$(cat $name.rc)\""
		code "$name-fn" $name "env \"fn_f={echo \$(cat $name.bytes)}\" rc -c 'f | od -An -c; echo after'"
		same "$name-arg" "rc -c 'echo \$1 | od -An -c' \"\$(cat $name.bytes)\""
		same "$name-env" "env v=\"\$(cat $name.bytes)\" rc -c 'echo \$v | od -An -c'"
		;;
	esac
done

# A line of a million bytes, in a script, a here document and a backquote.
awk 'BEGIN { printf "x = "; for (i = 0; i < 1000000; i++) printf "y"; print ""; print "echo $#x; echo $x | wc -c" }' >long.rc
awk 'BEGIN { print "cat <<EOF | wc -c"; for (i = 0; i < 1000000; i++) printf "y"; print ""; print "EOF" }' >longhere.rc
same long-line 'rc long.rc'
same long-line-stdin 'rc <long.rc'
same long-here 'rc longhere.rc'
same long-backquote "rc -c 'x = \`{tripping long 1000000 y}; echo \$#x; echo \$x | wc -c'"
# The last line with no newline.
printf 'echo one\necho two' >nonl.rc
same no-newline 'rc nonl.rc'
same no-newline-stdin 'rc <nonl.rc'
