--- script
exit sigint
--- status
1
