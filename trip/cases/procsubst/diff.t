--- script
cmp <{echo x} <{echo x} && echo same
--- stdout
same
