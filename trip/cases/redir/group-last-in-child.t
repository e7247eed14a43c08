# A redirected group that is the last thing a pipeline's child does runs
# in that child, so a signal that ends its command is the pipeline's.
--- script
{yes} >[2]/dev/null | head -1; echo $status
>[2]/dev/null yes | head -1; echo $status
{yes; true} >[2]/dev/null | head -1; echo $status
{cd /; pwd} >f; cat f; ~ `{pwd} / || echo the shell stayed
--- stdout
y
sigpipe 0
y
sigpipe 0
y
0 0
/
the shell stayed
