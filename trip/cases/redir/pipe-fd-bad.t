--- script
echo x |[a] cat
--- stderr
rc: line 0: expected digit after '[' near end of line
--- status
1
