--- script
x = `{echo '  a    b  '}
echo $#x
--- stdout
2
