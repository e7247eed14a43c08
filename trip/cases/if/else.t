--- script
if (false) { echo a } else { echo b }
--- stdout
b
