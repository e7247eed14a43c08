--- script
echo `{echo `{echo deep}}
--- stdout
deep
