Braces, if and switch do not end the pipe of an assignment's <{}: a
newline inside braces is still the same input line.
--- script
{x = <{echo in braces}; cat $x}
{x = <{echo over a newline}
cat $x}
if (true) {x = <{echo from if}}; cat $x
switch (a) {case a; x = <{echo from case}}; cat $x
--- stdout
in braces
over a newline
from if
from case
