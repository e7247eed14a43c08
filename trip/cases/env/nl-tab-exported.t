--- script
tripping env nl tab
--- stdout
nl=\012
tab=\011
