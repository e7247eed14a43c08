--- script
cd /
x = `{echo /bi*}
echo $x
x = `{echo '/bi*'}
echo $x
--- stdout
/bin
/bi*
