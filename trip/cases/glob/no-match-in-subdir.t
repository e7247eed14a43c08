--- script
echo nodir/*
--- stdout
nodir/*
