--- script
for (h in /a /bbbb) { home = $h; echo $HOME; HOME = $h^x; echo $home }
--- stdout
/a
/ax
/bbbb
/bbbbx
