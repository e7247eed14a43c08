A non-interactive rc given SIGINT exits 1 (the reference catches it), it does not die of the signal.
--- script
kill -INT $pid
echo after
--- status
1
