--- script
fn cd { echo fn-cd }
builtin cd /
pwd
--- stdout
/
