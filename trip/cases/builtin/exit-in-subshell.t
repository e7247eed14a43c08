--- script
@{ exit 5 }
echo still here $status
--- stdout
still here 5
