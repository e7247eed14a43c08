# Matching a case leaves $status alone; an empty command in the body
# (between ; and a newline, or ;; ) makes it true; these print as nothing.
--- script
false; switch (a) {case a; echo $status}
false; switch (a) {case a
echo $status
}
false; switch (a) {case a;
echo $status}
switch (a) {case a; false;
echo $status}
switch (a) {case a; false;; echo $status}
false; switch (a) {case a
}; echo $status
fn f {switch (a) {case a; false;
echo $status;;
case b
}}
whatis f
--- stdout
1
1
0
0
0
0
fn f {switch(a){case a;false;echo $status;case b;}}
