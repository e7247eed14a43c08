--- file ab
--- file abc
--- file a
--- script
echo a?
--- stdout
ab
