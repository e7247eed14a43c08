--- script
mkdir sub
cd sub
cd
~ `{pwd} $home && echo at-home
--- stdout
at-home
