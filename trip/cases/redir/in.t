--- file in
contents
--- script
cat < in
--- stdout
contents
