# Every word after -c's command is $*: options and -- included.
--- script
rc -c 'echo $#* $*' -x a
rc -c 'echo $#* $*' -- a
rc -c 'echo $#* $*' -- -- a
rc -x -c 'echo $#*' -e a >[2=1]
--- stdout
2 -x a
2 -- a
3 -- -- a
echo 2
2
