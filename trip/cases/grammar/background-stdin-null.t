--- stdin
some input
--- script
cat &
wait
echo end
--- stdout
end
