Malformed imported functions never run; well-formed ones do.
--- script
env 'fn_x={echo ok}; echo pwned' 'fn_y=echo pwned' 'fn_z={echo good}' 'fn_v={ echo pwned' 'fn_t=`{echo pwned}' 'fn_u={echo one} {echo pwned}' rc -c 'x; y; z; v; t; u; echo end' >[2]/dev/null
echo status $status
--- stdout
good
end
status 0
