--- script
echo x`{echo y}
--- stdout
xy
