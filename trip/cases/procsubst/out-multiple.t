# A >{} in a pipeline's command: its process is the command's child, which
# no wait of the shell's covers, so the case polls for its output.
--- script
echo x | tee >{sed s/x/A/ >f} > /dev/null
for (i in `{seq 1000}) if (! ~ `{cat f >[2]/dev/null} A) sleep 0.05
cat f
--- stdout
A
