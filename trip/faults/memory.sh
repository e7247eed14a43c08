# memory.sh: a limit on the address space, set inside (limit memoryuse)
# and outside: running out of memory is said in the reference's words,
# status 1, with no crash.  A sanitizer's shadow memory needs terabytes
# of address space: skipped there.

if sanitized; then
	skip memory-all a sanitizer build maps terabytes of shadow memory
	return 0 2>/dev/null || exit 0
fi
for how in 'tripping limit as 64m rc -c' "rc -c 'limit memoryuse 64m; eval \$*'"; do
	n=${n:-0}
	n=$((n + 1))
	same "backquote-$n" "$how 'x=\`{tripping long 100000000}; echo not reached'"
	same "doubling-$n" "$how 'x=xxxxxxxxxxxxxxxx; while (~ a a) x=\$x^\$x'"
	same "list-$n" "$how 'x=(); while (~ a a) x=(\$x \$x xxxxxxxxxxxxxxxx)'"
	# what echoes wrote just before is not lost with the shell (src/out.c)
	same "echoed-$n" "$how 'for (i in 1 2 3) echo \$i; x=xxxxxxxxxxxxxxxx; while (~ a a) x=\$x^\$x'"
done
# A child that runs out says so, and the shell goes on.
same child "tripping limit as 64m rc -c '@{x=xxxxxxxxxxxxxxxx; while (~ a a) x=\$x^\$x}; echo after \$status'"
