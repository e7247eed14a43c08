#!/usr/bin/env python3
"""rcdrive.py: fuzzes the rc binary past the parser: every input source, fn_ round trips, hostile words.

usage: python3 fuzz/rcdrive.py --rc PATH [--seconds N | --count N] [--seed S]
           [--corpus DIR] [--keep DIR]

A driver around a (sanitizer-built) rc, where parse_fuzz cannot reach:
it mutates the corpus with hostile bytes (NUL, 0377, 001, 002, bytes over
0177, backslashes, cut heredocs, no final newline) and for each mutant
checks three things, none of which runs a command of the mutant's:

  sources   the text as a file, on standard input, after -c and through
            eval and . (both under flag n +) is only parsed: no run may die of a
            signal, report a sanitizer error or hang; and the trees printed
            by -n -x from a file, from standard input and from -c (the same
            bytes) must be the same.
  fn_       the text as an imported function (fn_f={TEXT}): what a child's
            whatis prints of it, imported again by another child, must
            print the same (braces aside: an if with an else gains a pair
            each time, as in the reference).
  words     a list of hostile words, encoded as rc exports one (001
            between elements, 002 before a 001 or 002 inside one), imported
            and expanded: $#x, $^x, each element, $x(n), ~ and a join.

A finding prints the check, the seed and the input (as octal escapes),
saves it under --keep if given, and the exit status is 1.  The same seed
gives the same inputs.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HOSTILE = [b'\0', b'\377', b'\001', b'\002', b'\200', b'\177', b'\\', b'\n',
           b"'", b'$', b'^', b'`', b'{', b'}', b'(', b')', b'<<EOF\n', b'#',
           b'\\\n', b'\r', b'\t', b' ', b'\303\251', b'=', b'"', b'<<\'\'\n']
LIMIT = 10   # seconds for one run of rc: past it, a hang


class Finding(Exception):
    pass


def sanitizer(err):
    return b'Sanitizer' in err or b'runtime error:' in err


def run(rc, args, stdin=b'', env=None, cwd=None):
    """(status, stdout, stderr); a signal death, sanitizer report or hang
    raises Finding."""
    e = {'PATH': '/usr/bin:/bin', 'HOME': cwd or '/',
         'ASAN_OPTIONS': 'abort_on_error=1:detect_leaks=0',
         'UBSAN_OPTIONS': 'halt_on_error=1:abort_on_error=1:print_stacktrace=1'}
    e.update(env or {})
    try:
        p = subprocess.run([rc] + args, input=stdin, capture_output=True,
                           env={k.encode() if isinstance(k, str) else k:
                                v.encode() if isinstance(v, str) else v
                                for k, v in e.items()},
                           cwd=cwd, timeout=LIMIT)
    except subprocess.TimeoutExpired:
        raise Finding('hang (%d s): rc %r' % (LIMIT, args))
    if p.returncode < 0 or p.returncode > 128 or sanitizer(p.stderr):
        raise Finding('rc %r: status %d\n%s' % (
            args, p.returncode, p.stderr.decode('utf-8', 'backslashreplace')[-2000:]))
    return p.returncode, p.stdout, p.stderr


def trees(err):
    """The lines of -n -x that are trees, not messages."""
    return [l for l in err.split(b'\n') if l and not l.startswith(b'rc:')]


def check_sources(rc, text, tmp):
    f = os.path.join(tmp, 's')
    with open(f, 'wb') as fh:
        fh.write(text)
    _, _, e1 = run(rc, ['-n', '-x', 's'], cwd=tmp)
    _, _, e2 = run(rc, ['-n', '-x'], stdin=text, cwd=tmp)
    if trees(e1) != trees(e2):
        raise Finding('file and stdin parse differently:\n%r\n%r' % (e1, e2))
    if b'\0' not in text:
        _, _, e3 = run(rc, ['-n', '-x', '-c', text], cwd=tmp)
        if trees(e1) != trees(e3):
            raise Finding('file and -c parse differently:\n%r\n%r' % (e1, e3))
    run(rc, ['-c', 'x = ``() {cat s}; flag n +; eval $x'], cwd=tmp)
    run(rc, ['-c', 'flag n +; . ./s'], cwd=tmp)


def same(a, b):
    """Equal but for braces, which an if with an else gains at each print
    (as in the reference), and `{fn} against `{fn ()}, which the reference
    prints so too (`fn reads back as the command fn with no names)."""
    def norm(x):
        return x.replace(b'{', b'').replace(b'}', b'').replace(b'fn ()', b'fn')
    return norm(a) == norm(b)


# Trees the reference cannot print so that they read back, and that rc
# prints as it does (parse_fuzz.c: quirky): a keyword as a word, a word
# that starts with [ after a pipe or a redirection, a variable's name with
# bytes no name has.  Printed text with any of these is held only to reach
# a fixed point after one more round.
QUIRK = re.compile(rb'(?<![A-Za-z0-9_])(?:fn|if|for|in|while|switch|case|else|not)'
                   rb'(?![A-Za-z0-9_])|\[|\$[#^"]?\(*[^ ()]*[\x00-\x1f\x7f-\xff]')


def whatis(rc, body, tmp):
    st, w, err = run(rc, ['-c', 'whatis f'], env={'fn_f': body}, cwd=tmp)
    if st != 0 or not w.startswith(b'fn f ') or not w.endswith(b'\n'):
        return None, err
    return w, err


def check_fn(rc, text, tmp):
    if b'\0' in text:
        return
    w1, _ = whatis(rc, b'{' + text + b'}', tmp)
    if w1 is None:
        return   # not one function: the import said so, or dropped it
    w2, err = whatis(rc, w1[5:-1], tmp)
    if w2 is None:
        raise Finding('fn_ round trip: what whatis printed does not import:\n%r\n%r'
                      % (w1, err))
    if QUIRK.search(w1[5:]):
        w1, w2 = w2, whatis(rc, w2[5:-1], tmp)[0]
    if w2 is None or not same(w1, w2):
        raise Finding('fn_ round trip: imported, printed and imported again, '
                      'the function changes:\n%r\n%r' % (w1, w2))


def encode(words):
    """A list as rc exports it: 001 between words, 002 before a 001 or 002."""
    q = [re.sub(b'([\001\002])', b'\002\\1', w) for w in words]
    return b'\001'.join(q)


WORDS_SCRIPT = r'''echo $#x
for (e in $x) echo -n $e^'|'
echo
echo x$^x
echo x$x(2)
if (~ $x(1) $x(1)) echo self; if not echo other
y = $x^-; echo $#y
fn g {echo $#*}; g $x
'''


def check_words(rc, rng, tmp):
    n = rng.choice([1, 1, 2, 3, 5])
    words = []
    for _ in range(n):
        w = b''.join(rng.choice(HOSTILE + [b'a', b'b', b'*', b'?', b'[', b'-'])
                     for _ in range(rng.randint(1, 6)))
        words.append(w.replace(b'\0', b''))
    if any(w == b'' for w in words):
        words = [w or b'e' for w in words]
    st, out, err = run(rc, ['-c', WORDS_SCRIPT], env={'x': encode(words)}, cwd=tmp)
    # a value's bytes are no pattern: ~ $x(1) $x(1) always matches
    want = b'%d\n%s\nx%s\nx%s\nself\n%d\n%d\n' % (
        n, b''.join(w + b'|' for w in words), b' '.join(words),
        words[1] if n > 1 else b'', n, n)
    ok = st == 0 and out == want
    if not ok:
        raise Finding('hostile words %r expand wrongly:\n%r\n%r' % (words, out, err))


def mutate(rng, seeds):
    t = bytearray(rng.choice(seeds))
    for _ in range(rng.randint(1, 6)):
        k = rng.randrange(8)
        pos = rng.randint(0, len(t))
        if k <= 2:
            t[pos:pos] = rng.choice(HOSTILE)
        elif k == 3 and t:
            del t[pos:pos + rng.randint(1, 8)]
        elif k == 4 and t:
            a = rng.randrange(len(t))
            t[pos:pos] = t[a:a + rng.randint(1, 16)]
        elif k == 5:
            t[pos:pos] = rng.choice(seeds)[:rng.randint(0, 64)]
        elif k == 6 and t.endswith(b'\n'):
            del t[-1]
        elif k == 7:
            del t[pos:]
    return bytes(t[:2048])


def octal(b):
    return ''.join(chr(c) if 32 <= c < 127 and c != 92 else '\\%03o' % c for c in b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--rc', required=True)
    ap.add_argument('--seconds', type=float, default=0)
    ap.add_argument('--count', type=int, default=0)
    ap.add_argument('--seed', type=int, default=None)
    ap.add_argument('--corpus', default=os.path.join(os.path.dirname(
        os.path.abspath(__file__)), 'corpus'))
    ap.add_argument('--keep', default=None)
    a = ap.parse_args()
    rc = os.path.abspath(a.rc)
    seed = a.seed if a.seed is not None else int(time.time() * 1000) % 1000000007
    rng = random.Random(seed)
    seeds = []
    for n in sorted(os.listdir(a.corpus)):
        with open(os.path.join(a.corpus, n), 'rb') as f:
            seeds.append(f.read()[:2048])
    if not a.seconds and not a.count:
        a.count = 100
    end = time.time() + a.seconds if a.seconds else None
    done = 0
    print('rcdrive: seed %d, %d seeds, rc %s' % (seed, len(seeds), rc), flush=True)
    with tempfile.TemporaryDirectory(prefix='rcdrive.') as tmp:
        while (not a.count or done < a.count) and (end is None or time.time() < end):
            text = mutate(rng, seeds)
            what = 'sources'
            try:
                check_sources(rc, text, tmp)
                what = 'fn_'
                check_fn(rc, text, tmp)
                what = 'words'
                check_words(rc, rng, tmp)
            except Finding as f:
                print('rcdrive: finding (%s check) after %d inputs, seed %d\ninput: %s\n%s'
                      % (what, done, seed, octal(text), f), flush=True)
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    with open(os.path.join(a.keep, 'rcdrive-%d-%d' % (seed, done)), 'wb') as fh:
                        fh.write(text)
                return 1
            done += 1
    print('rcdrive: %d inputs, seed %d, no finding' % (done, seed), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
