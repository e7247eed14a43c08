--- script
for (c in a 5 Z) {
	switch ($c) {
	case [a-z]
		echo lower
	case [0-9]
		echo digit
	case [~a-z0-9]
		echo other
	}
}
--- stdout
lower
digit
other
