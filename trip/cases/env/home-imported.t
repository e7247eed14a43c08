--- script
~ $home $HOME && echo same
--- stdout
same
