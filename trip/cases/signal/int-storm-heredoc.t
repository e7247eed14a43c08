--- file feed.sh
# feed.sh PID N: rc (PID) reads this on its standard input; N SIGINTs
# come while it reads a here document, each only when rc is back in its
# read with the last one taken, so none can merge with another.
pid=$1 n=$2
inread() {
	s=$(cat /proc/$pid/status) || exit 1
	case $s in *"State:	S"*) ;; *) return 1 ;; esac
	p=$(printf '%s\n' "$s" | sed -n -e 's/^SigPnd:[[:space:]]*//p' -e 's/^ShdPnd:[[:space:]]*//p')
	for m in $p; do
		test $((0x$m & 2)) -eq 0 || return 1
	done
}
printf 'fn sigint {echo int}\necho ready >[1=2]\n'
until grep -q ready err 2>/dev/null; do sleep 0.01; done
printf 'cat <<EOF\nfirst line\n'
i=0
while test $i -lt $n; do
	until inread; do :; done
	kill -INT $pid
	i=$((i + 1))
done
until inread; do :; done
printf 'last line\nEOF\necho done $status\n'
--- script
mkfifo in
rc <in >out >[2]err &
sh feed.sh $apid 100 >in
wait
grep -c '^int$' out
grep -v '^int$' out
cat err
--- timeout
60
--- stdout
100
first line
last line
done 0
ready
