--- args
a
b
--- script
echo $"*
x = $^*
echo $#x
--- stdout
a b
1
