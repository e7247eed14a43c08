#!/usr/bin/env python3
"""rccorpus: runs the scripts of trip/corpus/ under two shells, as rcdiff runs rcgen's.

    python3 rccorpus.py [--corpus DIR] [rcdiff's options]

The corpus holds whole scripts of the kinds people write in rc (an HTML
index generator, CGI, dotfiles, build helpers, text reports, option
loops, a test harness, an interactive session), written for this suite.
Each file says how to run it in lines of its own:

    #@ flags: | -e | -x      flag sets, separated by |, an empty one too
                             (default: none)
    #@ modes: file stdin c   how the script reaches rc (default: file
                             and stdin)
    #@ args: a b c           the arguments (default: none)

Every file runs once for each flag set and mode (a cell), in a fresh
scratch directory with rcdiff.py's fixed files and environment; the
cells are numbered in file order, so --start, --count, --show I and
--run I work as with rcdiff.py, whose comparing, grouping, reruns of
the reference, deliberate list and report are used unchanged.  Exit
status 0 when no difference is left after the deliberate list.
"""

import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rcdiff  # noqa: E402
import rcgen  # noqa: E402

CORPUS = os.path.join(os.path.dirname(HERE), 'corpus')
CELLS = []


def scripts(corpus=CORPUS):
    """(name, text) of each corpus/*.rc, in name order."""
    out = []
    if not os.path.isdir(corpus):
        return out
    for name in sorted(os.listdir(corpus)):
        if name.endswith('.rc'):
            with open(os.path.join(corpus, name), encoding='utf-8',
                      errors='surrogateescape') as f:
                out.append((name, f.read()))
    return out


def directives(text):
    d = {'flags': [[]], 'modes': ['file', 'stdin'], 'args': []}
    for line in text.split('\n'):
        if not line.startswith('#@ '):
            continue
        key, _, val = line[3:].partition(':')
        key = key.strip()
        if key == 'flags':
            d['flags'] = [s.split() for s in val.split('|')]
        elif key == 'modes':
            d['modes'] = val.split()
        elif key == 'args':
            d['args'] = val.split()
        else:
            raise SystemExit('rccorpus: unknown directive %r' % line)
    return d


def load(corpus):
    cells = []
    for name, text in scripts(corpus):
        d = directives(text)
        for flags in d['flags']:
            for mode in d['modes']:
                cells.append((name, text, flags, mode, d['args']))
    return cells


def cell(seed, index):
    name, text, flags, mode, args = CELLS[index]
    c = rcgen.Case(seed, index)
    c.script, c.flags, c.mode = text, list(flags), mode
    c.args = list(args) if mode != 'stdin' else []	# they would name a script
    c.features = {'corpus:' + name, 'mode:' + mode,
                  'flags:' + (''.join(flags) or 'none')}
    return c


def main():
    ap = rcdiff.make_parser(__doc__.split('\n')[0])
    ap.add_argument('--corpus', default=CORPUS)
    ap.set_defaults(seed='corpus', sample=0, count=-1)
    a = ap.parse_args()
    CELLS.extend(load(a.corpus))
    if a.start < 0 or a.start >= len(CELLS):
        raise SystemExit('rccorpus: --start %d: the corpus has cells 0..%d'
                         % (a.start, len(CELLS) - 1))
    if a.count < 0 or a.start + a.count > len(CELLS):
        a.count = len(CELLS) - a.start	# every cell from start on, once
    rcdiff.PROG = 'rccorpus'
    rcdiff.GENERATOR = cell
    return rcdiff.main(a)


if __name__ == '__main__':
    sys.exit(main())
