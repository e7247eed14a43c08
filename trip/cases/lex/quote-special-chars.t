--- script
echo '$x ^ ` ; & | < > ( ) { } # ~ ='
--- stdout
$x ^ ` ; & | < > ( ) { } # ~ =
