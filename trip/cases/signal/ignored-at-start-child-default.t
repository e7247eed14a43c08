--- file s.rc
sh -c 'kill -INT $$; echo child survived'
fn sigint {echo handler}
sh -c 'kill -INT $$; echo child survived'
echo $status
--- script
sh -c 'trap "" INT; exec rc s.rc'
--- stdout
child survived
sigint
