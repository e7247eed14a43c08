--- rcflags
-e
--- script
@{ false }
echo not-reached
--- status
1
