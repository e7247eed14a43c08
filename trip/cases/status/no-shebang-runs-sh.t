--- file f
echo from sh $0
--- script
chmod +x f
./f
--- stdout
from sh ./f
