--- script
echo (1 2 3)^x
--- stdout
1x 2x 3x
