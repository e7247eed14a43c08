--- script

