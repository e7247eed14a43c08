#!/usr/bin/env python3
"""rcenv: differential fuzzing of what rc takes from its environment.

rcgen's scripts export values from one rc to another, so every
environment they make is one rc wrote.  This tool starts both shells
with environments nobody's rc would write: odd names (encoded or not,
keywords, numeric, special variables, fn_ with odd or empty names),
values holding the separator bytes \\001 and \\002 in every order,
bodies that do not parse, and signal functions.  Each run then does
one probe (lists variables and functions, calls them, runs a child rc,
hands the environment to a program) and the two shells' stdout, stderr
and status are compared.

Each run also starts both with a random set of signals ignored (as
nohup and a POSIX shell's & start a program), and some probes send
the shell signals, with or without a handler for them.

What differs on purpose is masked, not judged: $pid and $0 values and
the $version line.  A bare whatis lists in the reference's hash-table
order, which ours reproduces, so listings are compared as they come.

usage: rcenv.py [--seed S] [--count N] [--ours RC] [--ref RC] [--show K]
Exit status 1 when any run differs, with each difference printed.
"""
import argparse
import os
import random
import re
import signal
import subprocess
import sys
import tempfile

NAMES = [
    'x', 'y', 'a.b', 'a-b', '%', 'a__2eb', '_', 'x1', 'if', 'for', 'fn',
    'path', 'home', 'HOME', 'cdpath', 'CDPATH', 'prompt', 'ifs', 'version',
    'status', 'apids', 'apid', 'pid', 'bqstatus', '*', '0', '1', '10',
    'history', 'nl', 'tab',
]
FNAMES = ['f', 'g', '', '%', 'a.b', 'if', 'for', 'a__2eb', 'sigint',
          'sighup', 'sigusr1', 'sigexit', 'sigterm', 'sigquit', 'prompt']
PIECES = [
    '', 'a', 'a b', '\x01', '\x02', '\x01\x01', '\x02\x01', '\x02\x02',
    '\x01\x02', '\n', '\t', "'", '$x', '{', '}', '{}', '(a b)', '::', ':',
    '/bin', '{echo hi}', '{echo $*}', '{echo hi', 'echo hi}',
    "{echo 'a''b'}", '{if (true) echo y}', '{fn x {echo}}', '{echo a;}',
    '{ echo sp }', '\xff', '#', '=', '{echo a}\x01{echo b}',
    ' {echo lead}', '{echo a}\n', '\n{echo b}', '{echo $0 $#*}',
    '{return 3}', '{exit 4}', '{cat <<EOF\nx\nEOF\n}', '{echo `{echo bq}}',
    '{~ a a}', '{f}', '{g}', '\\', '"', '`', '^', '&', ';', '|',
]
PROBES = [
    'whatis x y f g',
    'whatis -v',
    'whatis',
    'whatis -f',
    "echo $#x $#y; echo $x; echo $y",
    'f; echo $status; g; echo $status',
    "echo $#home $home; echo $#path",
    'echo $prompt $#prompt; echo $#ifs',
    "echo $bqstatus $#pid $#apid $#apids $#* $#status",
    "env | grep -v '^_=' | sort",
    "x=1 y=2 env | grep -v '^_=' | sort",
    "rc -c 'whatis -v'",
    "rc -c 'whatis; env | grep -v ''^_='' | sort'",
    "fn f {echo new}; env | grep '^fn_' | sort",
    "x=(changed) y=() env | grep '^[xy]=' | sort",
    "whatis if for %; 'a.b' = 3; env | grep -v '^_=' | sort",
    "whatis -s | grep '{'",
    "rc -c 'f; g; echo $status'",
    "fn f; fn g; env | grep '^fn_' | sort",
    "f a b; echo $status; whatis f",
    "x=($x) y=($y); env | grep '^[xy]=' | sort",
    "whatis prompt ifs path home cdpath version",
    "echo $#x $#y $#nl $#tab",
    # signals, which may have come in ignored
    "kill -HUP $pid; echo after $status",
    "fn sighup {echo caught hup}; kill -HUP $pid; echo after",
    "fn sigusr1 {echo caught usr1}; kill -USR1 $pid; fn sigusr1; kill -USR1 $pid; echo after",
    "fn sigint {echo caught int}; kill -INT $pid; echo after; whatis sigint",
    "kill -INT $pid; echo after; whatis sigint sigquit sigterm",
    "kill -QUIT $pid; kill -TERM $pid; echo after",
    "sh -c 'kill -INT $$; echo child lives'; echo $status",
    "fn sigpipe {echo caught pipe}; kill -PIPE $pid; whatis -s | grep '{'",
    "@{fn sigalrm {echo a}; kill -ALRM $pid; whatis -f}; echo $status",
    "rc -c 'whatis -s' | grep '{'",
]

# signals a wrapper may leave ignored when it starts the shell
IGNORABLE = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGTERM', 'SIGUSR1', 'SIGUSR2',
             'SIGPIPE', 'SIGALRM', 'SIGTSTP', 'SIGTTIN', 'SIGTTOU', 'SIGCHLD']


def genenv(rnd):
    env = {'PATH': '/usr/bin:/bin'}
    for _ in range(rnd.randint(1, 4)):
        if rnd.random() < 0.1:
            env[''.join(rnd.choice('ab_.%-1') for _ in range(rnd.randint(1, 4)))] = \
                rnd.choice(PIECES)
            continue
        if rnd.random() < 0.35:
            name = 'fn_' + rnd.choice(FNAMES)
        else:
            name = rnd.choice(NAMES)
        val = ''.join(rnd.choice(PIECES) for _ in range(rnd.randint(1, 3)))
        env[name] = val
    return env


def genign(rnd):
    """The signals to start the shells with ignored: none half the time."""
    if rnd.random() < 0.5:
        return []
    return sorted(rnd.sample(IGNORABLE, rnd.randint(1, 4)))


def ignorer(names):
    """A function for preexec_fn: those signals ignored, the rest default."""
    def f():
        for n in IGNORABLE:
            signal.signal(getattr(signal, n), signal.SIG_IGN if n in names
                          else signal.SIG_DFL)
    return f


def mask(out, shell):
    out = out.replace(shell.encode(), b'RC')
    out = re.sub(rb'(^|\n)0=[^\n]*', rb'\g<1>0=RC', out)
    out = re.sub(rb'pid=\d+', b'pid=N', out)
    out = re.sub(rb'version=[^\n]*\n', b'', out)
    return out


def run(shell, env, probe, cwd, ign):
    benv = {k.encode('latin-1'): v.encode('latin-1') for k, v in env.items()}
    try:
        p = subprocess.run([shell, '-c', probe], env=benv, cwd=cwd,
                           capture_output=True, timeout=10,
                           preexec_fn=ignorer(ign))
    except subprocess.TimeoutExpired:
        return ('timeout',)
    return (mask(p.stdout, shell), mask(p.stderr, shell), p.returncode)


def deliberate(env):
    """Why a difference in this environment is on purpose, or None."""
    if any(k.startswith('fn_') and '\xff' in v for k, v in env.items()):
        # doc/rc.1, DIFFERENCES: the byte 0377
        return 'an imported function holds the byte 0377, which ends ' \
            'the reference\'s reading of it and is a byte here'
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', default='1')
    ap.add_argument('--count', type=int, default=300)
    ap.add_argument('--ours', default=os.environ.get('RC', 'rc'))
    ap.add_argument('--ref', default='/usr/bin/rc')
    ap.add_argument('--show', type=int, default=-1, help='print run K and exit')
    a = ap.parse_args()
    ours = os.path.abspath(a.ours) if os.sep in a.ours else a.ours
    rnd = random.Random(a.seed)
    cases = [(genenv(rnd), rnd.choice(PROBES), genign(rnd))
             for _ in range(a.count)]
    if a.show >= 0:
        print(repr(cases[a.show]))
        return 0
    differ = documented = 0
    with tempfile.TemporaryDirectory(prefix='rcenv.') as cwd:
        for i, (env, probe, ign) in enumerate(cases):
            # a name the C library cannot pass (NUL, '=' inside) is skipped
            if any('=' in k or '\0' in k + v for k, v in env.items()):
                continue
            r1 = run(ours, env, probe, cwd, ign)
            r2 = run(a.ref, env, probe, cwd, ign)
            if r1 != r2 and deliberate(env):
                documented += 1
                print('=== run %d (deliberate: %s): env %r probe %r'
                      % (i, deliberate(env), env, probe))
            elif r1 != r2:
                differ += 1
                print('=== run %d: env %r probe %r ignored %r'
                      % (i, env, probe, ign))
                print('  ours: %r' % (r1,))
                print('  ref:  %r' % (r2,))
    print('rcenv: seed %s, %d runs, %d differ, %d more as documented'
          % (a.seed, a.count, differ, documented))
    return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main())
