# A subshell (@{}, a redirected block) runs the fn sigexit it defined when
# it ends, or at exit, but not after a simple command that was its last;
# a pipeline's, a backquote's or a background child runs none.
--- script
@{fn sigexit {echo bye}}; echo A
@{fn sigexit {echo bye}; x=1}; echo B
@{fn sigexit {echo bye}; echo in}; echo C
@{fn sigexit {echo bye}; exit 3; echo x}; echo D $status
@{fn sigexit {echo bye}; exit 3}; echo E $status
{fn sigexit {echo bye}} >[2=1]; echo F
@{fn sigexit {echo bye}; echo in | cat}; echo G
@{fn sigexit {echo bye; exit 5}; ~ a a}; echo H $status
@{fn sigexit {echo bye}; for (i in 1) echo $i}; echo I
x=`{fn sigexit {echo bye}; x=1}; echo J $x
{fn sigexit {echo bye}; x=1} | cat; echo K
fn sigexit {echo top}
@{x=1}; echo L
fn sigexit
--- stdout
bye
A
bye
B
in
C
bye
D 0
E 3
bye
F
in
bye
G
bye
H 5
1
bye
I
J
K
L
