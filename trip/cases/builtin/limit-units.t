--- script
limit filesize 1m
limit filesize
limit filesize 2k
limit filesize
limit filesize unlimited
limit filesize
--- stdout
filesize 	1m
filesize 	2k
filesize 	unlimited
