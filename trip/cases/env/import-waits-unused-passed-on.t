Imported variables never used go to children byte for byte, a list's
separators and an odd value too, and whatis lists them in the
environment's order, a name given twice where it first came.
--- script
env L=`{tripping bytes 'a\001b\001'} E= D=1 U=x=y D=2 rc -c 'printenv L | od -An -c; printenv E U D; whatis | grep -E ''^(L|E|D|U)='''
--- stdout
   a 001   b 001  \n

x=y
2
E=''
U='x=y'
D=2
L=(a b '')
