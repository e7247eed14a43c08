--- script
v = (a 'b c' '')
whatis v
--- stdout
v=(a 'b c' '')
