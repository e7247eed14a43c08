--- script
home = /a
echo $HOME
HOME = /b
echo $home
--- stdout
/a
/b
