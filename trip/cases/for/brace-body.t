--- script
for (i in 1 2) {
	echo start $i
	echo end $i
}
--- stdout
start 1
end 1
start 2
end 2
