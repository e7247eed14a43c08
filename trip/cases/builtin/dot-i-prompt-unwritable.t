# . -i with standard error closed: its prompts cannot be written, which
# fails nothing; $status is the sourced commands'.
--- file inc
echo interactive-dot
--- script
{. -i ./inc} >[2=]
echo st $status
--- stdout
interactive-dot
st 0
