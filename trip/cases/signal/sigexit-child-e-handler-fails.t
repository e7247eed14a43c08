# Under -e, a child's fn sigexit that itself fails is not run again: the
# child ends there, and the parent's -e ends rc.
--- rcflags
-e
--- script
@{fn sigexit {echo own; false; echo more}; false; echo after}; echo A $status
--- stdout
own
--- status
1
