--- script
fn sigexit {echo top}
@{exec . ./inc.rc}
fn f {fn sigexit {echo from f}}
exec f
echo not reached
--- file inc.rc
fn sigexit {echo from inc}
--- stdout
from inc
from f
