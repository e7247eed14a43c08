--- script
mkdir bin
echo '#!/bin/sh
echo mine' > bin/mycmd
chmod +x bin/mycmd
bin/mycmd
--- stderr
rc: cannot find `bin/mycmd'
--- status
1
