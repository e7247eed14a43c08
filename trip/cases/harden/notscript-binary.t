Control bytes and high bytes, no newline at the end.
--- script
tripping bytes '\177ELF\002\001\001\000\000\003\000>\000\001\000\300\377\376\001\002\033[0m' >bin
rc bin >[2]/dev/null
echo status $status
--- stdout
status 1
