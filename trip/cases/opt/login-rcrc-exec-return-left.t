# An exec of return in $home/.rcrc gives up reading it: the next read fails, and rc ends, status 1, running no fn sigexit, as a script exec gave up does.
--- file .rcrc
fn g {exec return 2}; g; echo $status
fn sigexit {echo exiting $status}
echo next
--- file s.rc
echo script
--- script
rc -l s.rc >[2=1]
echo $status
--- stdout
2
next
rc: read: Bad file descriptor
1
