--- script
switch ('*') {
case 'x'
	echo x
case '*'
	echo literal-star
}
--- stdout
literal-star
