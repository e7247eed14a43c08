# cd found through $cdpath prints where it went when interactive; a
# cdpath of / adds no second slash.
--- script
rc -ic 'cdpath=/ cd tmp; pwd'
rc -c 'cdpath=/ cd tmp; pwd'
--- stdout
/tmp
/tmp
/tmp
