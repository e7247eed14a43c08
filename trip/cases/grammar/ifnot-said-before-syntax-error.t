# A misplaced if not whose list is built before the next token turns out
# wrong is said, not the syntax error after it, on the line the reference
# says: here the if's condition is never closed, and the brace that ends
# the if not is the syntax error.
--- script
true
if(()()l
if not}
echo not reached
--- stderr
rc: line 2: `if not' must follow `if'
--- status
1
