--- script
cat <<$x echo
echo (
--- rcflags
-n
--- stderr
rc: line 0: eof-marker not a single literal word near echo
rc: line 3: syntax error near eof
