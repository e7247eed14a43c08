--- script
~ m [a-z] && echo in
~ M [a-z] || echo out
~ - [a-] && echo dash-end
--- stdout
in
out
dash-end
