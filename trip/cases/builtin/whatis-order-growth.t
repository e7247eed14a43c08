--- script
for (i in `{seq 1 70}) fn f^$i {}
for (i in `{seq 1 40}) v^$i = $i
for (i in `{seq 1 70 3}) fn f^$i
for (i in `{seq 2 40 3}) v^$i = ()
fn late {}; late = 1
whatis | grep -v '^pid=\|^version='
--- stdout
v30=30
v29=29
v28=28
ifs=(' ' '	' '
')
v4=4
v19=19
i=2
tab='	'
v3=3
v18=18
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
v9=9
v39=39
late=1
v1=1
v38=38
HOME=@TMP@/c/w.run
v8=8
v13=13
v37=37
v21=21
path=(@TMP@/bin /usr/bin /bin)
v12=12
v20=20
v36=36
v11=11
v23=23
v35=35
nl='
'
v7=7
v10=10
v34=34
home=@TMP@/c/w.run
v22=22
v25=25
v17=17
v33=33
bqstatus=0
v40=40
v24=24
v6=6
v16=16
v32=32
v27=27
v15=15
v31=31
v26=26
v5=5
v14=14
fn f60 {}
fn f61 {}
fn f3 {}
fn f18 {}
fn f62 {}
fn f19 {}
fn f63 {}
fn f64 {}
fn f65 {}
fn f66 {}
fn f38 {}
fn f67 {}
fn f39 {}
fn f12 {}
fn f36 {}
fn f68 {}
fn f8 {}
fn f13 {}
fn f37 {}
fn f69 {}
fn f10 {}
fn f34 {}
fn f11 {}
fn f35 {}
fn f6 {}
fn f16 {}
fn f32 {}
fn f17 {}
fn f33 {}
fn f14 {}
fn f30 {}
fn f15 {}
fn f52 {}
fn f31 {}
fn f28 {}
fn f4 {}
fn f53 {}
fn f29 {}
fn f50 {}
fn f51 {}
fn f2 {}
fn f56 {}
fn f48 {}
fn f57 {}
fn f49 {}
fn f54 {}
fn f70 {}
fn late {}
fn f9 {}
fn f55 {}
fn f44 {}
fn f20 {}
fn f45 {}
fn f21 {}
fn f46 {}
fn f7 {}
fn f58 {}
fn f22 {}
fn f47 {}
fn f59 {}
fn f23 {}
fn f40 {}
fn f24 {}
fn f41 {}
fn f25 {}
fn f42 {}
fn f26 {}
fn f5 {}
fn f43 {}
fn f27 {}
