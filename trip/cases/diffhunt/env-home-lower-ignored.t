--- env
home=/x
--- script
~ $home /x && echo imported
echo $home $HOME
--- stdout
@TMP@/c/w.run @TMP@/c/w.run
