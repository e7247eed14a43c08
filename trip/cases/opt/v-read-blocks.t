# -v echoes each read as it is made: 256 bytes at a time, interleaved
# with the output of the commands read so far.
--- script
awk 'BEGIN { for (i = 0; i < 40; i++) printf "echo line%04d\n", i }' >s
rc -v s >[2=1]
rc -v <s >[2=1]
cat s | rc -v >[2=1]
--- stdout
echo line0000
echo line0001
echo line0002
echo line0003
echo line0004
echo line0005
echo line0006
echo line0007
echo line0008
echo line0009
echo line0010
echo line0011
echo line0012
echo line0013
echo line0014
echo line0015
echo line0016
echo line0017
echoline0000
line0001
line0002
line0003
line0004
line0005
line0006
line0007
line0008
line0009
line0010
line0011
line0012
line0013
line0014
line0015
line0016
line0017
 line0018
echo line0019
echo line0020
echo line0021
echo line0022
echo line0023
echo line0024
echo line0025
echo line0026
echo line0027
echo line0028
echo line0029
echo line0030
echo line0031
echo line0032
echo line0033
echo line0034
echo line0035
echo linline0018
line0019
line0020
line0021
line0022
line0023
line0024
line0025
line0026
line0027
line0028
line0029
line0030
line0031
line0032
line0033
line0034
line0035
e0036
echo line0037
echo line0038
echo line0039
line0036
line0037
line0038
line0039
echo line0000
echo line0001
echo line0002
echo line0003
echo line0004
echo line0005
echo line0006
echo line0007
echo line0008
echo line0009
echo line0010
echo line0011
echo line0012
echo line0013
echo line0014
echo line0015
echo line0016
echo line0017
echoline0000
line0001
line0002
line0003
line0004
line0005
line0006
line0007
line0008
line0009
line0010
line0011
line0012
line0013
line0014
line0015
line0016
line0017
 line0018
echo line0019
echo line0020
echo line0021
echo line0022
echo line0023
echo line0024
echo line0025
echo line0026
echo line0027
echo line0028
echo line0029
echo line0030
echo line0031
echo line0032
echo line0033
echo line0034
echo line0035
echo linline0018
line0019
line0020
line0021
line0022
line0023
line0024
line0025
line0026
line0027
line0028
line0029
line0030
line0031
line0032
line0033
line0034
line0035
e0036
echo line0037
echo line0038
echo line0039
line0036
line0037
line0038
line0039
echo line0000
echo line0001
echo line0002
echo line0003
echo line0004
echo line0005
echo line0006
echo line0007
echo line0008
echo line0009
echo line0010
echo line0011
echo line0012
echo line0013
echo line0014
echo line0015
echo line0016
echo line0017
echoline0000
line0001
line0002
line0003
line0004
line0005
line0006
line0007
line0008
line0009
line0010
line0011
line0012
line0013
line0014
line0015
line0016
line0017
 line0018
echo line0019
echo line0020
echo line0021
echo line0022
echo line0023
echo line0024
echo line0025
echo line0026
echo line0027
echo line0028
echo line0029
echo line0030
echo line0031
echo line0032
echo line0033
echo line0034
echo line0035
echo linline0018
line0019
line0020
line0021
line0022
line0023
line0024
line0025
line0026
line0027
line0028
line0029
line0030
line0031
line0032
line0033
line0034
line0035
e0036
echo line0037
echo line0038
echo line0039
line0036
line0037
line0038
line0039
