# The ifs that an if not's command runs do not decide a later if not.
--- script
if (false) echo a
if not {if (true) echo b}
if (false) echo c
if not echo d
if (false) echo a
if not if (true) echo b2
if (false) echo c
if not echo d2
fn f {if (true) echo f}
if (false) echo a
if not f
if (false) echo c
if not echo d3
if (false) echo a
if not eval 'if (true) echo e'
if (false) echo c
if not echo d4
--- stdout
b
d
b2
d2
f
d3
e
d4
