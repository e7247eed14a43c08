--- file foo.c
--- file bar.c
--- script
echo *^.c
--- stdout
bar.c foo.c
