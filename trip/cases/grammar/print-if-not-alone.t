# if not with no command prints as if not (), as the reference reads it.
--- script
fn f {if not; echo}
|if not
a | if not
if not
--- rcflags
-n
-x
--- stderr
fn f {if not ();echo}
()|if not a|if not if not ()
