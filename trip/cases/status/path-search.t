--- script
mkdir bin
echo '#!/bin/sh
echo mine' > bin/mycmd
chmod +x bin/mycmd
path = (`{pwd}^/bin $path)
mycmd
--- stdout
mine
