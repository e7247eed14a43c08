# head reads the shell's input from where the shell's last read of 256
# bytes stopped, in the middle of a line; the shell then goes on from
# where head left it.
--- script
awk 'BEGIN { printf "x=%0200d\nhead -1\n", 0; for (i = 0; i < 100; i++) printf "y"; printf "\necho after\n" }' >s
rc <s >[2=1]
--- stdout
yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
rc: cannot find `yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyecho'
--- status
1
