--- script
@{ false }
echo $status
--- stdout
1
