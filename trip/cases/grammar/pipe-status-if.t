--- script
if (true | false) echo yes
if not echo no
--- stdout
no
