--- script
{ { { echo deep } } }
--- stdout
deep
