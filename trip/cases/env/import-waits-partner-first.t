An imported HOME or CDPATH whose lower-case partner is the first name
used: the partner is set from it, and both list where the import put them.
--- script
echo $#cdpath $cdpath
~ $home $HOME && echo same
whatis | grep -E '^(cdpath|CDPATH|A|B)='
--- env
A=1
CDPATH=a::b
B=2
--- stdout
3 a  b
same
A=1
cdpath=(a '' b)
B=2
CDPATH=a::b
