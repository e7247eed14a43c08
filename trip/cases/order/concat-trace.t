--- rcflags
-x
--- script
echo x^`{echo 1 >>log}^`{echo 2 >>log}^`{echo 3 >>log}
--- stdout
x
--- stderr
echo 1
echo 2
echo 3
echo x
