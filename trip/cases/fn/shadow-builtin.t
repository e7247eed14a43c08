--- script
fn echo { builtin echo wrapped $* }
echo hi
--- stdout
wrapped hi
