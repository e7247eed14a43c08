# return takes numbers (mod 256) and the names of signals, +core or not;
# anything else is "bad status" and 1.
--- script
fn f {return $*}
for (a in 007 256 300 65537 sigfpe sigfpe+core sigint+core sigkill 1x '' sigexit sigunknown40 -1 sigunknown32 sigunknown64 sigunknown65 sigunknown0 sigstkflt sigcld +core sig+core) {
	f $a
	echo $a: $status
}
--- stdout
007: 7
256: 0
300: 44
65537: 1
sigfpe: sigfpe
sigfpe+core: sigfpe+core
sigint+core: sigint+core
sigkill: sigkill
1x: 1
: 0
sigexit: 1
sigunknown40: sigunknown40
-1: 1
sigunknown32: sigunknown32
sigunknown64: sigunknown64
sigunknown65: 1
sigunknown0: 1
sigstkflt: sigstkflt
sigcld: 1
+core: 0
sig+core: 1
--- stderr
bad status
bad status
bad status
bad status
bad status
bad status
bad status
