--- script
tripping bytes 'echo a\n{true; if not echo x\n}\n' >s1
tripping bytes 'echo a\ntrue; if not echo x\necho b\n' >s2
tripping bytes 'echo a\nif (true\nif not false) echo x\n' >s3
for (f in s1 s2 s3) rc $f
--- stdout
a
a
a
--- stderr
rc: line 2: `if not' must follow `if'
rc: line 2: `if not' must follow `if'
rc: line 2: `if not' must follow `if'
--- status
1
