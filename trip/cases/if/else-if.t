--- script
x = 2
if (~ $x 1) { echo one } else if (~ $x 2) { echo two } else { echo other }
--- stdout
two
