--- script
cat <{cat <{echo nested}}
--- stdout
nested
