--- script
fn sigexit {echo top}
@{. ./inc.rc}
@{. ./inc.rc} | cat
x=`{. ./inc.rc}; echo bq $x
cat <{. ./inc.rc}
@{fn sigexit {echo ex}; . ./empty}
@{fn sigexit {echo ex}; true}
@{. ./inc.rc; true}
@{fn sigexit {echo ex}}|cat
echo end
--- file inc.rc
fn sigexit {echo from inc $status}
true
--- file empty
--- stdout
from inc 0
from inc 0
bq from inc 0
from inc 0
end
top
