# A syntax error leaves $status as it was for fn sigexit; rc still exits 1.
--- script
rc -c 'fn sigexit {echo exiting $status}
if' >[2=1]
echo $status
rc -c 'fn sigexit {echo exiting $status}; fn f {return 3}; f
if' >[2=1]
echo $status
rc -c 'fn f {return 3}; f
if' >[2=1]
echo $status
rc -ic 'true
eval ''if''
echo $status' >[2=1]
--- stdout
rc: line 2: syntax error near if
exiting 0
0
rc: line 2: syntax error near if
exiting 3
0
rc: line 2: syntax error near if
1
rc: line 1: syntax error near if
0
