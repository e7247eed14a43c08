A ^C during a script's last command still ends it with status 1.
--- script
sh -c 'kill -INT $PPID'
--- status
1
