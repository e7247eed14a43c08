A fn sigexit that defines fn sigexit again arms it again, as in the reference: an exit after that runs the new one, whose exit status rc ends with.
--- script
fn sigexit { fn sigexit {echo second $status; exit 5}; echo first; exit 2 }
echo main
--- stdout
main
first
second 2
--- status
5
