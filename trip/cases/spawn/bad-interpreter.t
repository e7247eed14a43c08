--- file s
#!/nonexistent/interp
echo no
--- script
chmod +x s
./s
echo $status
--- stdout
1
--- stderr
rc: ./s: No such file or directory
