--- script
fn sigusr1 {echo caught $s}
for (s in a b) kill -USR1 $pid
for (s in c d) kill -USR1 $pid | cat
for (s in e f) @{kill -USR1 $pid}
for (s in g h) {kill -USR1 $pid} >/dev/null
echo done
--- stdout
caught a
caught b
caught c
caught d
caught e
caught f
caught g
caught h
done
