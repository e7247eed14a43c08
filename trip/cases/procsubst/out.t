--- script
# the >{} of a redirection runs in the command's child: the shell's wait
# does not wait for it; the pipe's reader waits for its writer instead
{echo to-proc > >{cat}} | cat
--- stdout
to-proc
