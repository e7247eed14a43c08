--- file x1
--- file y1
--- script
echo (x y)^*
--- stdout
x1 y1
