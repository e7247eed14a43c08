--- file a
--- script
echo `{echo '*'}
--- stdout
*
