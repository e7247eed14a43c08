#!/usr/bin/env python3
"""rcsoup: runs random token sequences under two shells.

    python3 rcsoup.py --seed S --count N [rcdiff's options]

rcgen writes scripts that mean something; rcsoup writes lines of rc's
tokens in any order (keywords, redirections of every form, heredoc
markers, quotes, backquotes, braces, subscripts, newlines), mostly wrong
in ways nobody would think to write down.  Those reach the parser's and
lexer's error paths, the places where a heredoc is read, the words a
syntax error is said to be near and the printing of odd trees by -n -x:
each difference is a class of fault in how ours reads rc.  The scripts
run as rcdiff runs rcgen's (fresh directory, both shells, the same
grouping, minimising and deliberate file), under -n, -x, -e, -i, -v and
none, from a file, -c or standard input.

Tokens that only make noise are left out: & (a background job's pid is
printed at a prompt, its output races), a bare whatis (it lists the
environment in hash order) and $pid, $apid.
"""

import random
import sys

import rcdiff
import rcgen

TOKENS = [
    # words and commands
    'echo', 'echo', 'true', 'false', 'x', 'a', 'b', '--', '-', 'cat',
    "'q'", "''", "'a b'", "'a\nb'", '*', '?', '[a-z]', '%',
    # assignment and variables
    '=', 'x=1', 'x=(a b)', '$x', '$#x', '$^x', '$"x', '$*', '$1', '$',
    'x(1)', '$x(2)', '$x(1 2)', '(a b)', '()', '^',
    # backquotes and named pipes
    '`{', '`', '``', '`(', '<{', '>{', '{', '}', '(', ')',
    # separators
    '|', '|[2]', '|[1=2]', '&&', '||', ';', '\n', '\n', '!', '~', '@',
    # keywords
    'for', 'in', 'if', 'not', 'if not', 'else', 'while', 'switch', 'case',
    'fn', 'fn f', 'return', 'break', 'exit', 'builtin', 'eval', 'exec',
    '.', 'shift',
    # redirections and heredocs, and a heredoc cut short in eval, after
    # which the next line's errors must still be said (at a prompt too)
    '<', '>', '>>', '<<', '<<<', "<<'E'", '<<E', 'E', '>[2]', '>[2=1]',
    '>[2=]', '<[3]', '>x', '<f', "eval 'cat <<E'", "eval 'cat <<E\nx'",
    '$00', '$#00', 'return 256',
    # blanks, comments, continuations
    '\t', '#c\n', '\\\n',
]

FLAGSETS = [[], [], ['-n'], ['-n', '-x'], ['-x'], ['-e'], ['-i'], ['-v'],
            ['-e', '-x'], ['-i', '-x']]
MODES = ['file', 'file', 'c', 'stdin']


def soup(seed, index):
    r = random.Random('%s/%d' % (seed, index))
    c = rcgen.Case(seed, index)
    lines = []
    for _ in range(r.randint(1, 3)):
        toks = []
        for _ in range(r.randint(1, 12)):
            toks.append(r.choice(TOKENS) + r.choice([' ', ' ', ' ', '', '']))
        lines.append(''.join(toks))
    # a well-formed line after the soup shows where reading goes on
    if r.random() < .5:
        lines.append(r.choice(['echo after', 'echo $status', 'x\nE',
                               'E\necho after', '}\necho after']))
    c.script = '\n'.join(lines) + ('\n' if r.random() < .8 else '')
    c.mode = r.choice(MODES)
    if c.mode == 'c' and '\0' in c.script:
        c.mode = 'file'
    c.flags = list(r.choice(FLAGSETS))
    c.merge = r.random() < .3
    c.files = {'f': 'in f\n'}
    c.features = {'soup', 'mode:' + c.mode,
                  'flags:' + (''.join(c.flags) or 'none')}
    return c


def main():
    ap = rcdiff.make_parser(__doc__.split('\n')[0])
    a = ap.parse_args()
    rcdiff.PROG = 'rcsoup'
    rcdiff.GENERATOR = soup
    return rcdiff.main(a)


if __name__ == '__main__':
    sys.exit(main())
