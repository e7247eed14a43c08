--- script
cat <<<[3] three <[0=3]
--- stdout noeol
three
