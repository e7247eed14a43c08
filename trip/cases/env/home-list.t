# home and HOME are copies of each other, lists and all: no colons.
--- script
HOME=/tmp:/usr; echo $#home $home
home=(/tmp /usr); echo $#HOME $HOME; tripping env HOME
HOME=(a b); whatis HOME home
HOME=:; whatis home
home=(); whatis HOME
--- stdout
1 /tmp:/usr
2 /tmp /usr
HOME=/tmp\001/usr
HOME=(a b)
home=(a b)
home=:
--- stderr
HOME not found
--- status
1
