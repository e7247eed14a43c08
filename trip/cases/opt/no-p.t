--- env
fn_f={echo from-env}
--- script
f
--- stdout
from-env
