--- script
l = (1 2 3)
x = (a b)
rc -c '$x = $l(2-3) echo hi'
rc -c ''''' = $l(0)'
rc -c ''''' = $l(0) true'
rc -c '$nosuch = `{echo 1 >>log} true'
cat log
--- stdout
1
--- stderr
rc: line 0: bad subscript
rc: line 0: bad subscript
rc: line 0: bad subscript
rc: line 0: null variable name
