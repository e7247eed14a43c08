--- script
exit 42
--- status
42
