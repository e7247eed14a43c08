--- script
a = b
b = c
c = end
echo $$$a
--- stdout
end
