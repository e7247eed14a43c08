--- script
cat <<$x echo b
echo (
--- rcflags
-n
--- stderr
rc: line 1: eof-marker not a single literal word near echo
rc: line 2: syntax error near eof
