--- mode
c
--- script
echo $00 $^000 $#00
--- args
p
--- stdout
@RC@ @RC@ 1
