A function from the environment is read as fn, its name quoted as
whatis quotes a variable (so a keyword or an empty name stays one
word), then its text; every line of the text is parsed, and its errors
said, before the body is judged; one that is no definition goes on to
children as an empty body.
--- env
fn_if=(a b)
fn_k={echo k}
--- script
whatis if k
env 'fn_f={echo a}
{' 'fn_g=
{fn x {echo}}{' 'fn_h={echo a}
echo b' 'fn_=(a b)' rc -c 'whatis f g h ''''; tripping env fn_if fn_f fn_g fn_h fn_k fn_'
--- stdout
fn if {}
fn k {echo k}
fn f {}
fn g {}
fn h {}
fn '' {}
fn_={()}
fn_f={()}
fn_g={()}
fn_h={()}
fn_if={()}
fn_k={echo k}
--- stderr
rc: line 1: syntax error near '('
rc: line 2: syntax error near eof
rc: line 2: syntax error near '{'
rc: line 1: syntax error near '('
