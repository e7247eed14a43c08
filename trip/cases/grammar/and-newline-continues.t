--- script
true &&
echo next
false ||
echo other
--- stdout
next
other
