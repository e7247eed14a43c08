A login shell with no HOME starts and runs its command.
--- script
env -i rc -l -c 'echo ok $#home'
--- stdout
ok 0
