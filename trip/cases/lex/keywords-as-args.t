--- script
echo if for while switch case fn in not else
--- stdout
if for while switch case fn in not else
