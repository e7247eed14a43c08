# A backslash that ends the input keeps the end of input in the word as
# the byte 0377, as the reference's does.
--- script
rc -c 'echo a\' | od -An -c
rc -c 'echo \' | od -An -c
--- stdout
   a   \ 377  \n
   \ 377  \n
