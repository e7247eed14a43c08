--- script
fn t {return $1}
for (n in 255 256 257 65536 16777216 16777472 4294967296 4294967552 2147483647 2147483648 +core) {
	t $n && echo $n true $status || echo $n false $status
}
--- stdout
255 false 255
256 false 0
257 false 1
65536 false 0
16777216 true 0
16777472 false 0
4294967296 true 0
4294967552 false 0
2147483647 false 255
2147483648 false 1
+core false 0
--- stderr
bad status
