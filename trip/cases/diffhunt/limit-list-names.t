--- script
limit | sed 's/	.*//'
--- stdout
cputime 
filesize 
datasize 
stacksize 
coredumpsize 
descriptors 
memoryuse 
memoryrss 
maxproc 
memorylocked 
filelocks 
