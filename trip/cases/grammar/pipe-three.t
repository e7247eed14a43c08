--- script
echo hello | tr a-z A-Z | rev
--- stdout
OLLEH
