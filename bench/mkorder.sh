# mkorder.sh: the functions a static core runs from exec to an idle prompt and in a first command, for src/hot.order (issue 27).
# usage: sh mkorder.sh PTYTRACE RC >hot.order
# RC: a static core with its symbols, as built (any order); the plugin it
# loads is named by RC_LINEEDIT as usual.  POSIX sh, awk, nm, readelf.

# The list is a union over the ways a terminal starts a shell: with
# SIGPIPE at its default or ignored (rc then defines fn sigpipe at start),
# and the first line typed after the editor is loaded or before (the
# core then reads the line itself).  Then what a first command adds,
# forked children included (a child faults in each window of code it
# runs: trip/counts.test bounds that): those names come after, so that
# an idle shell's code is the first windows alone.  Nothing here is
# timed; it takes minutes (every instruction is a stop under ptrace).

set -e
trace=$1 rc=$2
tmp=${TMPDIR:-/tmp}/mkorder.$$
trap 'rm -f "$tmp".*' 0

# the executable segment's bounds
set -- $(readelf -lW "$rc" | awk '$1 == "LOAD" && ($7 ~ /E/ || $8 == "E") { print $3, $6; exit }')
lo=${1#0x} hi=$(printf '%x' $(($1 + $2)))

# a first command: variables and functions made and dropped, children
# forked and executed, a pipe, a backquote, a redirection, a dot (no
# "; " in it: its echo would look like the prompt)
first='x=1;x=();fn f {};fn f;for (i in 1 2) @{~ 0 0};/bin/true >/dev/null;y=`{echo a|cat};if (~ $y a) echo $y;. /dev/null'

# four runs at once: each is slow, mostly in the kernel
"$trace" "$lo" "$hi" '; ' "$rc" -i >"$tmp.1" &
(trap '' PIPE; exec "$trace" "$lo" "$hi" '; ' "$rc" -i) >"$tmp.2" &
(trap '' PIPE; exec "$trace" -e "$lo" "$hi" '; ' "$rc" -i) >"$tmp.3" &
(trap '' PIPE; exec "$trace" -l "$first" "$lo" "$hi" '; ' "$rc" -i) >"$tmp.4" &
wait

nm -n -S --defined-only "$rc" | awk 'NF == 4 && $3 ~ /^[tTWi]$/ { print $1, $2, $4 }' >"$tmp.syms"

# names ADDRFILE...: the functions holding those addresses, in address
# order, each once
names()
{
	sort -u "$@" | awk '{ printf "%016s\n", $1 }' | tr ' ' 0 >"$tmp.addr"
	awk '
	function hex(s,    i, c, v) {
		v = 0
		for (i = 1; i <= length(s); i++) {
			c = index("0123456789abcdef", tolower(substr(s, i, 1))) - 1
			v = v * 16 + c
		}
		return v
	}
	NR == FNR { a[NR] = hex($1); s[NR] = hex($2); n[NR] = $3; ns = NR; next }
	{
		x = hex($1)
		while (j < ns && a[j + 1] <= x)
			j++
		for (k = j; k > 0 && a[k] == a[j]; k--)
			if (x < a[k] + (s[k] ? s[k] : 1) && !(n[k] in seen)) {
				seen[n[k]] = 1
				print n[k]
			}
	}' "$tmp.syms" "$tmp.addr"
}

echo '# hot.order: the functions a static core runs from exec to an idle prompt, then in a first command, then the data a fork writes: laid out first, in this order, by lld (issue 27); made by bench/mkorder.sh, one name a line; lld takes this line for a name that matches nothing'
names "$tmp.1" "$tmp.2" "$tmp.3" >"$tmp.idle"
cat "$tmp.idle"
names "$tmp.4" | grep -v -x -F -f "$tmp.idle"

# Data: what a fork's parent and child write each time, together at the
# head of .bss, so that a child copies as few pages as it can (trip's
# counts.test: 18 faults a child with these scattered by lld, 16 so; 17
# linked as GNU ld lays them out).  Found with perf record -e page-faults
# -d on a loop of @{ ~ 0 0 } (bench/faults.sh does that for start-up).
printf '%s\n' proc var_changes bucket newest tried __fork_generation _dl_stack_user
