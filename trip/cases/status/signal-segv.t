--- script
tripping die 11
echo $status
--- stdout
sigsegv
--- stderr
segmentation violation
