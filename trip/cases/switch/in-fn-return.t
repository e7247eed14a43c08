--- script
fn f {
	switch ($1) {
	case a
		return 5
	}
	return 6
}
f a; echo $status
f b; echo $status
--- stdout
5
6
