--- rcflags
-e
--- script
false | true
echo survived-pipeline
true | false
echo not-reached
--- status
1
