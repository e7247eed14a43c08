--- script
if (true) {
	if (false) echo inner
	if not echo inner-not
}
if not echo outer-not
--- stdout
inner-not
