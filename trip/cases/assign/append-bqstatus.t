# $bqstatus is read where it stands among the words: before a backquote
# that follows it sets it, after one that comes first.
--- ref-differs: the reference reads $bqstatus after a later backquote has freed it, and crashes
--- script
bqstatus=(a b c)
bqstatus=($bqstatus `{echo 2})
echo $bqstatus
bqstatus=(x y)
bqstatus=(`{echo 2} $bqstatus)
echo $bqstatus
bqstatus=(x y)
bqstatus=(`{echo 2} $bqstatus `{echo 3})
echo $bqstatus
--- stdout
a b c 2
2 0
2 0 3
