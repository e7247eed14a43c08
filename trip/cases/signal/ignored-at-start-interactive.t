--- file s.rc
whatis sigint
fn sigint {echo caught}
kill -INT $pid
echo after
--- script
sh -c 'trap "" INT QUIT TERM; exec rc -i s.rc' >[2=1]
sh -c 'trap "" INT QUIT TERM; exec rc -c ''whatis sigint sigquit sigterm'''
sh -c 'trap "" INT QUIT TERM; exec rc -d -c ''whatis sigint sigquit sigterm'''
sh -c 'trap "" INT QUIT TERM; exec rc -d -i -c ''whatis sigint sigquit sigterm'''
--- stdout
; sigint not found
; ; caught
; after
; fn sigint {}
fn sigquit {}
fn sigterm {}
fn sigint {}
fn sigquit {}
fn sigterm {}
fn sigquit {}
fn sigterm {}
--- stderr
sigint not found
--- status
1
