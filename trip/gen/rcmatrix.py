#!/usr/bin/env python3
"""rcmatrix: runs real rc scripts under every flag set and input mode.

    python3 rcmatrix.py [rcdiff's options] [--corpus WHAT] [--sets LIST]
                        [--modes LIST] [--tripping PATH] [--list]

A third instrument beside rcdiff.py's grammar and rcmut.py's mutants: the
scripts are rcmut's seed corpus unchanged (the script sections of
trip/cases/**/*.t with their files, arguments, environment and standard
input; the top-level pieces of trip/scripts/*.rc), and what varies is only
how rc is run.  Script I is one (seed, flag set, mode) of the cross
product, in that order with the seed varying slowest, so --start and
--count take a slice, and --every N a sample; the default --count is the
whole matrix.  A seed's
own flags stay after the matrix's.  A seed that has a standard input of
its own is not run in stdin mode.  Running, comparing, grouping,
minimising, deliberate-judging and the report are rcdiff.py's; the report
ends with the difference counts per flag set and per mode.
"""

import collections
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rcdiff  # noqa: E402
import rcmut  # noqa: E402

SETS = ['', '-x', '-v', '-n', '-e', '-i', '-p', '-x -v', '-e -x', '-n -x',
        '-i -x', '-i -v', '-i -e', '-n -v', '-e -v', '-i -n', '-e -i -x',
        '-p -x']
MODES = ['file', 'c', 'stdin']

_cells = None
_kinds = ('cases', 'scripts')


def cells(sets=None, modes=None, every=1):
    """The matrix: (seed number, flag set, mode), the seed varying
    slowest; every EVERY'th cell only when EVERY > 1."""
    global _cells
    if _cells is None:
        seeds = rcmut.corpus(_kinds)
        out = []
        for k, s in enumerate(seeds):
            for fs in sets or SETS:
                for m in modes or MODES:
                    if m == 'stdin' and s.stdin is not None:
                        continue
                    out.append((k, fs, m))
        _cells = out[::every]
    return _cells


def matrix_case(seed, index):
    """Script INDEX of the matrix (seed is ignored: the matrix is fixed)."""
    k, fs, m = cells()[index]
    s = rcmut.corpus(_kinds)[k]
    c = rcmut.MCase('matrix', index)
    c.script, c.mode = s.script, m
    c.flags = fs.split() + [f for f in s.flags if f not in fs.split()]
    c.args, c.files, c.env = s.args[:], dict(s.files), dict(s.env)
    c.stdin, c.origin = s.stdin, s.origin
    c.features = {'set:' + (fs or '(none)'), 'mode:' + m,
                  'origin:' + s.origin.split('/')[0].split(' ')[0]}
    return c


def per_set(results):
    """Difference counts per flag set, per mode and per both."""
    tot, bad = collections.Counter(), collections.Counter()
    for r in results:
        if r['nondet'] == 'ref' and not r['sig']:
            continue
        fs = [f[4:] for f in r['features'] if f.startswith('set:')][0]
        for key in (fs, 'mode ' + r['mode'], fs + ' / ' + r['mode']):
            tot[key] += 1
            if r['sig']:
                bad[key] += 1
    lines = ['differences per flag set and mode:']
    for k in sorted(tot, key=lambda k: ('/' in k, k.startswith('mode'), k)):
        lines.append('  %-22s %5d / %-5d' % (k, bad[k], tot[k]))
    return '\n'.join(lines)


def main():
    global _kinds
    ap = rcdiff.make_parser(__doc__.split('\n')[0])
    ap.add_argument('--tripping', help='the tripping helper, put in the '
                    'shells\' bin (default: trip/tripping beside --ours)')
    ap.add_argument('--corpus', default='cases,scripts',
                    help='seed kinds: cases,scripts,examples,man')
    ap.add_argument('--tree', metavar='DIR',
                    help='take the corpus from DIR (a trip directory, e.g. '
                    'an older commit\'s, to compare two shells on the same '
                    'cells)')
    ap.add_argument('--sets', help='flag sets, comma separated (- for none)')
    ap.add_argument('--modes', help='modes, comma separated')
    ap.add_argument('--every', type=int, default=1, metavar='N',
                    help='every Nth cell only (a sample of the matrix; '
                    'choose N prime to the number of sets times modes)')
    ap.add_argument('--list', action='store_true',
                    help='print the size of the matrix and exit')
    ap.set_defaults(count=-1, sample=0)
    a = ap.parse_args()
    _kinds = tuple(a.corpus.split(','))
    if a.tree:
        rcmut.TRIP = os.path.abspath(a.tree)
    sets = [('' if s == '-' else s) for s in a.sets.split(',')] \
        if a.sets else None
    modes = a.modes.split(',') if a.modes else None
    n = len(cells(sets, modes, a.every))
    if a.list:
        print('%d seeds, %d cells' % (len(rcmut.corpus(_kinds)), n))
        return 0
    if a.count < 0:
        a.count = n - a.start
    a.count = min(a.count, n - a.start)
    rcdiff.PROG = 'rcmatrix'
    rcdiff.GENERATOR = matrix_case
    rcdiff.REPORT_HOOK = per_set
    trip = a.tripping or rcmut.find_tripping(a.ours)
    if trip:
        rcdiff.EXTRA_BIN = {'tripping': trip}
    return rcdiff.main(a)


if __name__ == '__main__':
    sys.exit(main())
