--- script
echo 'it''s'
--- stdout
it's
