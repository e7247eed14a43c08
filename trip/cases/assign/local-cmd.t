--- script
a = outer
a = inner echo $a
a = inner { echo $a }
echo $a
--- stdout
inner
inner
outer
