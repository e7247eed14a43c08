# A line that ends in ; ends with an empty command that makes $status
# true, as in the reference; so does an if not merged at the end of a list.
--- script
rc -c 'false;'; echo $status
rc -c 'false; ;'; echo $status
rc -c 'false; ; echo $status'
rc -c 'false;
echo $status'
rc -c 'false
;
echo $status'
rc -c '{false;}; echo $status'
rc -c 'fn f {false;}; f; echo $status; whatis f'
rc -c 'if (true) false; if not echo x'; echo $status
rc -c 'if (true) false; if not echo x; echo $status'
rc -c 'fn f {if (false) echo a; if not {echo b; false}}; f; echo $status'
rc -nxc 'false;' >[2=1]
--- stdout
0
0
1
0
1
1
1
fn f {false}
0
1
b
0
false
