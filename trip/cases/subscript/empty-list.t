--- script
x = (a b)
echo $x() end
--- stdout
end
