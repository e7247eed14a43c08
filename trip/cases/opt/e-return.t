# -e does not act on the status a function returns, only on failures
# inside it.
--- script
rc -ec 'fn f {return 1}; f; echo after; f || echo x; echo y'
rc -ec 'fn f {status=1}; f; echo after'
rc -ec 'fn f {false; echo in}; f; echo after'
echo $status
--- stdout
after
x
y
after
1
