# A backquote's child keeps the script's descriptor open, so a <{} made
# there gets the next number; a function or . run last in that child
# closes it first, as in the reference.  Other children close it at once.
--- file inc
echo dot <{true}
--- script
echo top <{true}
echo bq `{echo <{true}}
x = `{echo <{true}}; echo $x
@{echo at <{true}}
fn g {echo g <{true}}
echo fnlast `{g}
echo fnmid `{g; true}
echo dotlast `{true; . ./inc}
echo dotmid `{. ./inc; true}
--- stdout
top /dev/fd/4
bq /dev/fd/4
/dev/fd/4
at /dev/fd/3
fnlast g /dev/fd/3
fnmid g /dev/fd/4
dotlast dot /dev/fd/4
dotmid dot /dev/fd/5
