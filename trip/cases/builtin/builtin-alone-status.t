--- script
true | false; builtin; echo $status
sh -c 'exit 3' | true; builtin; echo $status
sh -c 'exit 3'; builtin; echo $status
fn f {return sigterm}; f; builtin; echo $status
fn f {return 300}; f; builtin; echo $status
false | false; builtin builtin; echo $status
false | false; exec builtin; echo $status
--- mode
both
--- stdout
1
1
3
1
44
1
1 1
