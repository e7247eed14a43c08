--- script
echo x | tee >{sed s/x/A/ >[1=2]} > /dev/null
wait
--- stderr
A
