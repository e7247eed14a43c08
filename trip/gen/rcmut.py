#!/usr/bin/env python3
"""rcmut: mutates real rc scripts and runs them under two shells.

    python3 rcmut.py --seed S --count N [rcdiff's options] [--corpus WHAT]
                     [--tripping PATH] [--seeds | --seed-text K]

A second instrument beside rcdiff.py's grammar: its scripts start from rc
code people wrote, so they reach what a grammar does not think of.  The
seed corpus is every `script` section of trip/cases/**/*.t (with its
files, flags, arguments, mode, environment and standard input), the
top-level pieces of trip/scripts/*.rc (with lib.rc beside them), the
functions, scripts and statement runs of the reference's EXAMPLES (split
by trip/examples-extract.awk), the code examples of `man rc.byron` and
the realistic scripts of trip/corpus/ (cut into pieces when long).
Mutant I of seed S is deterministic: one to five mutations, drawn from
random.Random('S:I'), applied to one seed (see MUTATIONS).  Running,
comparing, grouping, minimising, the rerun that drops what the reference
does not repeat, and the report are rcdiff.py's; so are its options.
Scripts run under --sandbox when rcmut is run as root (a mutant may say
`kill -9 -1` or `cd /; rm *`).
"""

import gzip
import hashlib
import os
import random
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rcdiff  # noqa: E402
import rcgen  # noqa: E402
import rccorpus  # noqa: E402

TRIP = os.path.dirname(HERE)
EXAMPLES = '/usr/share/doc/rc/EXAMPLES.gz'
MANPAGE = '/usr/share/man/man1/rc.byron.1.gz'

# Seeds whose output depends on the clock, the machine or the user, or
# that take long whatever is done to them: left out of the corpus.
MACHINE_RE = re.compile(
    r'\b(date|uname|hostname|who|whoami|users|tty|stty|ps|df|du|uptime|'
    r'finger|mail|lpr|telnet|rlogin|ssh|ping|nslookup|getent|id|logname|'
    r'fortune|clear|tput|xterm|vi|emacs|less|more)\b|/proc|/dev/tty|'
    r'\bsleep +([1-9]|0\.[5-9])|\bls +-[a-zA-Z]*l|\$(pid|apid)\b|\btime\b')
MAX_SEED = 3000     # bytes: longer seeds are cut into their pieces


class MCase(rcgen.Case):
    """A case with environment entries, standard input and its origin."""

    def __init__(self, seed, index):
        super().__init__(seed, index)
        self.env = {}
        self.stdin = None
        self.origin = ''

    def copy(self):
        c = MCase(self.seed, self.index)
        c.script, c.mode, c.flags = self.script, self.mode, self.flags[:]
        c.args, c.files, c.merge = self.args[:], dict(self.files), self.merge
        c.features = set(self.features)
        c.env, c.stdin, c.origin = dict(self.env), self.stdin, self.origin
        return c

    def invocation(self):
        text = super().invocation()
        if self.env:
            text = 'env ' + ' '.join(
                '%s=%s' % (k, repr(v) if re.search(r'[^\w./:-]', v) else v)
                for k, v in sorted(self.env.items())) + ' ' + text
        if self.stdin is not None and self.mode != 'stdin':
            text += '  (stdin: %r)' % self.stdin[:200]
        return text + '\n    from: ' + self.origin


# ---------------------------------------------------------------- corpus

class Seed:
    """A piece of real rc code and how it was meant to run."""

    def __init__(self, origin, script, mode='file', flags=(), args=(),
                 files=None, env=None, stdin=None):
        self.origin, self.script, self.mode = origin, script, mode
        self.flags, self.args = list(flags), list(args)
        self.files, self.env = dict(files or {}), dict(env or {})
        self.stdin = stdin


def read_case(path):
    """The sections of a .t case: name -> text (file NAME -> files)."""
    sections, files, cur, body, noeol = {}, {}, None, [], False

    def flush():
        if cur is None:
            return
        text = '\n'.join(body) + ('' if noeol or not body else '\n')
        if cur.startswith('file '):
            files[cur[5:]] = text
        else:
            sections[cur] = text
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    for line in lines:
        if line.startswith('--- '):
            flush()
            head = line[4:]
            noeol = head.endswith(' noeol')
            cur = head[:-6] if noeol else head
            if cur.startswith('ref-differs'):
                cur = 'ref-differs'
            body = []
        elif cur is not None:
            body.append(line)
    flush()
    return sections, files


def case_seeds():
    out = []
    root = os.path.join(TRIP, 'cases')
    for d, _, names in sorted(os.walk(root)):
        for n in sorted(names):
            if not n.endswith('.t'):
                continue
            path = os.path.join(d, n)
            sec, files = read_case(path)
            # a deliberate difference would only be found again
            if 'script' not in sec or 'ref-differs' in sec:
                continue
            mode = sec.get('mode', 'file\n').strip()
            if mode == 'both':
                mode = 'file'
            env = {}
            for line in sec.get('env', '').split('\n'):
                if '=' in line:
                    k, _, v = line.partition('=')
                    env[k] = v
            out.append(Seed(os.path.relpath(path, TRIP), sec['script'],
                            mode, sec.get('rcflags', '').split(),
                            sec.get('args', '').split('\n')[:-1],
                            files, env, sec.get('stdin')))
    return out


def scan_depth(line, state):
    """Advances (depth, in quote) over one line of rc; the new state and
    whether the line ends in a joining backslash."""
    depth, inq = state
    prev = ' '
    for i, c in enumerate(line):
        if inq:
            if c == "'":
                inq = False
        elif c == "'":
            inq = True
        elif c == '#' and prev in ' \t;{':
            break
        elif c in '{(':
            depth += 1
        elif c in '})':
            depth -= 1
        prev = c
    return (depth, inq), (not inq and line.endswith('\\'))


def closed(line):
    """Whether line, alone, ends outside every brace, paren and quote."""
    state, cont = scan_depth(line, (0, False))
    return state == (0, False) and not cont


def top_pieces(text):
    """Top-level pieces of a script: runs of lines at depth 0, each piece
    ending where a statement ends."""
    pieces, cur, state = [], [], (0, False)
    for line in text.split('\n'):
        cur.append(line)
        state, cont = scan_depth(line, state)
        if state[0] <= 0 and not state[1] and not cont:
            state = (0, False)
            if any(l.strip() and not l.strip().startswith('#') for l in cur):
                pieces.append('\n'.join(cur) + '\n')
            cur = []
    if any(l.strip() for l in cur):
        pieces.append('\n'.join(cur) + '\n')
    return pieces


def script_seeds():
    out = []
    d = os.path.join(TRIP, 'scripts')
    try:
        with open(os.path.join(d, 'lib.rc')) as f:
            lib = f.read()
    except OSError:
        return out
    for n in sorted(os.listdir(d)):
        if not n.endswith('.rc') or n == 'lib.rc':
            continue
        with open(os.path.join(d, n), encoding='utf-8',
                  errors='surrogateescape') as f:
            pieces = top_pieces(f.read())
        for i, p in enumerate(pieces):
            out.append(Seed('scripts/%s piece %d' % (n, i + 1),
                            '. ./lib.rc\n' + p, files={'lib.rc': lib}))
    return out


def example_seeds():
    """EXAMPLES, split as examples.test splits it: functions, #! scripts,
    runs of top-level statements."""
    out = []
    if not os.path.exists(EXAMPLES):
        return out
    with tempfile.TemporaryDirectory() as tmp:
        with gzip.open(EXAMPLES, 'rb') as f:
            data = f.read()
        with open(os.path.join(tmp, 'EXAMPLES'), 'wb') as f:
            f.write(data)
        os.mkdir(os.path.join(tmp, 'ex'))
        r = subprocess.run(
            ['awk', '-v', 'dir=' + os.path.join(tmp, 'ex'), '-f',
             os.path.join(TRIP, 'examples-extract.awk'),
             os.path.join(tmp, 'EXAMPLES')],
            stdout=subprocess.PIPE, check=False)
        for line in r.stdout.decode('utf-8', 'replace').split('\n'):
            w = line.split()
            if len(w) < 3:
                continue
            with open(os.path.join(tmp, 'ex', w[0]), encoding='utf-8',
                      errors='surrogateescape') as f:
                text = f.read()
            names = ' '.join(w[3:])
            if w[1] == 'fn' and w[3:]:
                # defined, then called with harmless arguments
                text += '%s a b\n' % w[3]
            out.append(Seed('EXAMPLES line %s (%s %s)' % (w[2], w[1], names),
                            text))
    return out


MAN_ESC = [(r'\(aq', "'"), (r'\(ga', '`'), (r'\`', '`'), (r"\'", "'"),
           (r'\-', '-'), (r'\e', '\\'), (r'\^', ''), (r'\&', ''),
           (r'\|', ''), (r'\(em', '--'), (r'\ ', ' ')]


def man_text(line):
    """A .Cr/.Ci/.Ic line of the manual as the text it shows."""
    m = re.match(r'\.(Cr|Ci|Ic|B|I|Cb)\s*(.*)', line)
    if m:
        rest, words = m.group(2), []
        for q, bare in re.findall(r'"((?:[^"]|"")*)"|(\S+)', rest):
            words.append(q if q or not bare else bare)
        line = ''.join(words)
    elif line.startswith('.'):
        return None
    for a, b in MAN_ESC:
        line = line.replace(a, b)
    return line


def man_seeds():
    out = []
    if not os.path.exists(MANPAGE):
        return out
    with gzip.open(MANPAGE, 'rt', encoding='utf-8', errors='replace') as f:
        lines = f.read().split('\n')
    block, start = None, 0
    for i, line in enumerate(lines, 1):
        if line.startswith('.Ds'):
            block, start = [], i
        elif line.startswith('.De') and block is not None:
            text = '\n'.join(block).strip('\n')
            # code, not an output shown after it
            if text and '%%' not in text and re.search(r'[=;{}()$`<>|~@]|^(echo|for|if|fn|cat|'
                                  r'while|switch|cd|cmp|cc|command)\b', text):
                out.append(Seed('rc.byron line %d' % start, text + '\n'))
            block = None
        elif block is not None:
            t = man_text(line)
            if t is not None:
                block.append(t)
    return out


def realworld_seeds():
    """trip/corpus/*.rc, the realistic scripts, with the first flag set,
    mode and arguments each names (see rccorpus.py)."""
    out = []
    for n, text in rccorpus.scripts(os.path.join(TRIP, 'corpus')):
        d = rccorpus.directives(text)
        mode = d['modes'][0]
        out.append(Seed('corpus/' + n, text, mode, d['flags'][0],
                        d['args'] if mode != 'stdin' else []))
    return out


_corpus = None
CORPUS_KINDS = ('cases', 'scripts', 'examples', 'man', 'corpus')


def corpus(kinds=CORPUS_KINDS):
    """The seeds, in a fixed order; long ones cut into their pieces, and
    those that depend on the machine left out."""
    global _corpus
    if _corpus is not None:
        return _corpus
    seeds = []
    for kind, fn in (('cases', case_seeds), ('scripts', script_seeds),
                     ('examples', example_seeds), ('man', man_seeds),
                     ('corpus', realworld_seeds)):
        if kind in kinds:
            seeds.extend(fn())
    out = []
    for s in seeds:
        if MACHINE_RE.search(s.script):
            continue
        if len(s.script) > MAX_SEED:
            for i, p in enumerate(top_pieces(s.script)):
                if len(p) <= MAX_SEED and not MACHINE_RE.search(p):
                    t = Seed('%s piece %d' % (s.origin, i + 1), p, s.mode,
                             s.flags, s.args, s.files, s.env, s.stdin)
                    out.append(t)
            continue
        out.append(s)
    _corpus = out
    return out


def corpus_digest(seeds):
    h = hashlib.sha1()
    for s in seeds:
        h.update(s.origin.encode() + b'\0' + s.script.encode(
            'utf-8', 'surrogateescape') + b'\0')
    return h.hexdigest()[:12]


# ---------------------------------------------------------------- mutations

ODD_WORDS = ["''", '()', "'a b'", '*', '$*', '$#*', '-', '--', "'='", "'^'",
             "'\\'", '$nosuch', '$status', 'sigint', "'#'", '0', '-1',
             '99999999999', "'()'", '$"*', '$^*', '.', '/', '..', '$0', '~',
             "'!'", '@', '%', '--x', '$path', '$ifs', 'nx', 'ex', './ex',
             '/nonexistent/x', 'f1', 'd1', '$1', '$2', '`{echo a b}',
             "`{printf 'a\\001b'}", "'" + 'w' * 300 + "'", "'é'", 'x=y',
             '-e', '-n', "'a''b'", '$#nosuch', '$*(2)', '(a b c)', '[ab]*',
             '?', "'$x'", '$home', '$prompt', 'break', 'return', 'if',
             'fn', 'exit', 'eval', "'\t'", '$nl', '<{echo a}', 'sigexit',
             'status', 'a^b', '$x^$y', '(a b)^(c d)', "'-'", '0x1', '+']
FLAGS = ['-e', '-x', '-v', '-n', '-i', '-p', '-s', '-l', '-I', '-o', '-d']
ENV_ODD = [('pid', '123'), ('apid', '45'), ('bqstatus', '3'),
           ('apids', '7'), ('status', '2'), ('*', 'a'), ('0', 'zero'),
           ('path', '/nowhere'), ('cdpath', 'd1'), ('home', '/nohome'),
           ('HOME', '/h1\x01/h2'), ('CDPATH', '.:d1'), ('ifs', ':'),
           ('prompt', '%'), ('version', 'mine'), ('fn_sigexit', '{echo bye}'),
           ('fn_f', '{echo F $*}'), ('fn_sigint', '{echo int}'),
           ('fn_prompt', '{echo P}'), ('x', 'a\x01b'), ('fn_x', 'junk'),
           ('nl', 'NL'), ('history', 'hist'), ('fn_cd', '{echo CD}'),
           ('fn_echo', '{builtin echo E $*}'), ('noexport', '1'),
           ('a__2db', 'dash'), ('fn_a__2db', '{echo dashfn}')]
PIPE_TO = ['cat', 'sort', 'wc -l', "tr a-z A-Z", 'cat -n', 'rev']
REDIRS = ['>[2=1]', '>[2]/dev/null', '>/dev/null', '>out', '>>out', '<f1',
          '<nosuch', '>[1=]', '>[2=]', '<[0=]', '>[1=2]', '>d1', '<d1',
          '>[3=1]', '<>out', '>out >[2=1]', '>[2=1] >out']
STATUS_SET = ['false', "sh -c 'exit 3'", 'true', '! true',
              'tripping die 13 >[2]/dev/null',
              "sh -c 'kill -TERM $$'", '~ a b']
WORD_RE = re.compile(r"'(?:[^']|'')*'?|[^\s;&|(){}<>^=`$'#!@~]+|"
                     r"\$[#^\"]?[A-Za-z_*0-9]+|\s+|.")


def tokens(line):
    return WORD_RE.findall(line)


def is_word(t):
    return bool(t.strip()) and (t[0] not in ';&|(){}<>^=`#!@~' or
                                len(t) > 1)


def rc_quote(s):
    return "'" + s.replace("'", "''") + "'"


class Mutator:
    """Applies mutations to one case; each returns False when it could not
    apply (the caller then draws another)."""

    def __init__(self, r, seeds, case):
        self.r, self.seeds, self.c = r, seeds, case

    def lines(self):
        return self.c.script.rstrip('\n').split('\n') \
            if self.c.script.strip() else []

    def set_lines(self, ls):
        self.c.script = '\n'.join(ls) + '\n'

    def pick_line(self, ls):
        real = [i for i, l in enumerate(ls) if l.strip()]
        return self.r.choice(real) if real else None

    def other_seed(self):
        return self.r.choice(self.seeds)

    def span(self, ls):
        """A run of lines to wrap or move: mostly whole top-level
        statements, sometimes any lines (start, end)."""
        if not ls:
            return None
        if self.r.random() < .2:
            i = self.r.randrange(len(ls))
            return i, min(len(ls), i + self.r.choice([1, 1, 2, 3]))
        bounds, state, start = [], (0, False), 0
        for k, l in enumerate(ls):
            state, cont = scan_depth(l, state)
            if state[0] <= 0 and not state[1] and not cont:
                state = (0, False)
                bounds.append((start, k + 1))
                start = k + 1
        if start < len(ls):
            bounds.append((start, len(ls)))
        a = self.r.randrange(len(bounds))
        b = min(len(bounds), a + self.r.choice([1, 1, 1, 2, 3]))
        return bounds[a][0], bounds[b - 1][1]

    # -- lines
    def m_line_swap(self):
        ls = self.lines()
        if len(ls) < 2:
            return False
        i, j = self.r.sample(range(len(ls)), 2)
        ls[i], ls[j] = ls[j], ls[i]
        self.set_lines(ls)
        return True

    def m_line_dup(self):
        ls = self.lines()
        i = self.pick_line(ls)
        if i is None:
            return False
        ls.insert(self.r.randrange(len(ls) + 1), ls[i])
        self.set_lines(ls)
        return True

    def m_line_del(self):
        ls = self.lines()
        if len(ls) < 2:
            return False
        del ls[self.r.randrange(len(ls))]
        self.set_lines(ls)
        return True

    # -- tokens
    def _tok_edit(self, edit, least=1, keep=lambda t: t.strip()):
        """Apply edit(tokens, indices) to a random line's tokens whose
        indices (those keep() accepts) number at least `least`; edit
        changes the list in place."""
        ls = self.lines()
        i = self.pick_line(ls)
        if i is None:
            return False
        ts = tokens(ls[i])
        w = [k for k, t in enumerate(ts) if keep(t)]
        if len(w) < least:
            return False
        edit(ts, w)
        ls[i] = ''.join(ts)
        self.set_lines(ls)
        return True

    def m_tok_swap(self):
        def swap(ts, w):
            a, b = self.r.sample(w, 2)
            ts[a], ts[b] = ts[b], ts[a]
        return self._tok_edit(swap, least=2)

    def m_tok_dup(self):
        def dup(ts, w):
            k = self.r.choice(w)
            ts.insert(k, ts[k] + (' ' if is_word(ts[k]) else ''))
        return self._tok_edit(dup)

    def m_tok_del(self):
        def delete(ts, w):
            del ts[self.r.choice(w)]
        return self._tok_edit(delete)

    def m_odd_word(self):
        def odd(ts, w):
            k = self.r.choice(w)
            # not the command word, mostly: arguments are where odd words go
            if k == w[0] and len(w) > 1 and self.r.random() < .7:
                k = self.r.choice(w[1:])
            ts[k] = self.r.choice(ODD_WORDS)
        return self._tok_edit(odd, keep=is_word)

    # -- seeds together
    def m_splice(self):
        o = self.other_seed()
        a, b = self.lines(), o.script.rstrip('\n').split('\n')
        how = self.r.choice(['head-tail', 'insert', 'append'])
        if how == 'head-tail' and a and b:
            ls = a[:self.r.randrange(len(a) + 1)] + \
                b[self.r.randrange(len(b)):]
        elif how == 'insert':
            k = self.r.randrange(len(a) + 1)
            ls = a[:k] + b + a[k:]
        else:
            ls = a + b
        for n, t in o.files.items():
            self.c.files.setdefault(n, t)
        self.c.origin += ' + ' + o.origin
        self.set_lines(ls)
        return True

    def m_dot(self):
        """The script, or part of it, run by . from a file."""
        ls = self.lines()
        sp = self.span(ls)
        if sp is None:
            return False
        i, j = sp
        self.c.files['inc.rc'] = '\n'.join(ls[i:j]) + '\n'
        ls[i:j] = [self.r.choice(['. inc.rc', '. ./inc.rc',
                                  '. inc.rc a b', '. -i inc.rc',
                                  '. inc.rc; echo dot $status'])]
        self.set_lines(ls)
        return True

    # -- how rc is run
    def m_flag(self):
        f = self.r.choice(FLAGS)
        if f in self.c.flags:
            self.c.flags.remove(f)
        else:
            self.c.flags.insert(self.r.randrange(len(self.c.flags) + 1), f)
        if f == '-l':
            self.c.files.setdefault('.rcrc', self.r.choice(
                ['echo rcrc $#*\n', 'x=from-rcrc\n', 'fn f {echo F}\n',
                 self.other_seed().script]))
        return True

    def m_mode(self):
        self.c.mode = self.r.choice([m for m in ('file', 'c', 'stdin')
                                     if m != self.c.mode])
        return True

    def m_args(self):
        if self.c.args and self.r.random() < .3:
            del self.c.args[self.r.randrange(len(self.c.args))]
        else:
            self.c.args.append(self.r.choice(
                ['a', 'b c', '', '-x', '--', '*', 'x=y', "it's", '-']))
        return True

    def m_merge(self):
        self.c.merge = not self.c.merge
        return True

    def m_env(self):
        k, v = self.r.choice(ENV_ODD)
        self.c.env[k] = v
        return True

    # -- syntax
    def m_syntax(self):
        ls = self.lines()
        bad = self.r.choice(rcgen.SYNTAX_BAD)
        k = self.r.randrange(len(ls) + 1)
        if self.r.random() < .5 and ls:
            k = self.pick_line(ls)
            ls[k] = ls[k] + ('; ' if self.r.random() < .5 else ' ') + bad
        else:
            ls.insert(k, bad)
        self.set_lines(ls)
        return True

    # -- wrapping a run of lines
    def _rewrite_span(self, build):
        """Replace a random run of lines by build(its text)."""
        ls = self.lines()
        sp = self.span(ls)
        if sp is None:
            return False
        i, j = sp
        ls[i:j] = [build('\n'.join(ls[i:j]))]
        self.set_lines(ls)
        return True

    def _wrap(self, before, after):
        return self._rewrite_span(lambda text: '\n'.join((before, text,
                                                           after)))

    def m_wrap_fn(self):
        name = self.r.choice(['w', 'f', 'echo', 'cd', 'sigexit', 'sigint',
                              'prompt'])
        call = {'sigexit': '', 'sigint': "sh -c 'kill -INT $PPID'",
                'prompt': ''}.get(name, name + ' ' + self.r.choice(
                    ['', 'a', 'a b', "''", '$*']))
        return self._wrap('fn %s {' % name, '}' + ('\n' + call if call
                                                      else ''))

    def m_wrap_if(self):
        c = self.r.choice(['true', 'false', '~ a a', '! true', 'test -f f1'])
        if self.r.random() < .3:
            return self._wrap('if (%s) {' % c, '} else {\necho else\n}')
        tail = self.r.choice(['}', '}\nif not echo ifnot'])
        return self._wrap('if (%s) {' % c, tail)

    def m_wrap_sub(self):
        return self._wrap('@{', '}')

    def m_wrap_brace(self):
        r = self.r.choice(REDIRS + ['', '', '| cat'])
        return self._wrap('{', '} ' + r)

    def m_wrap_loop(self):
        h = self.r.choice(['for (i in 1 2) {', 'for (i) {',
                           'while (~ $#w 0 1) {w=($w 1)', "for (i in '') {"])
        return self._wrap(h, self.r.choice(['}', 'break\n}', '}\necho $i']))

    def m_wrap_switch(self):
        return self._wrap('switch (%s) {\ncase %s' % (
            self.r.choice(['a', '$1', '()', "''"]),
            self.r.choice(['a', '*', '()', "''", '? *'])), '}')

    def m_wrap_local(self):
        return self._wrap('%s {' % self.r.choice(
            ['x=1', 'ifs=()', 'path=()', "*=(a b)", 'status=3', 'ifs=:',
             'home=()', 'x=() y=2']), '}')

    def m_wrap_eval(self):
        return self._rewrite_span(lambda text: self.r.choice(
            ['eval ', 'eval echo ev; eval ']) + rc_quote(text))

    def m_wrap_rc(self):
        """A child rc: same shell through $path; exports and imports."""
        def child(text):
            how = self.r.choice(['rc -c ', 'rc -ec ', 'rc -xc ', 'rc -pc ',
                                 'rc -nc ', 'rc -ic '])
            return how + rc_quote(text) + self.r.choice(
                ['', '; echo rc $status', ' a b', ' >[2=1]'])
        return self._rewrite_span(child)

    def m_wrap_bq(self):
        def quote(body):
            form = self.r.choice(['x=`{%s}; echo $#x $x', 'echo `{%s}',
                                  'x=``(%s){%s}; echo $#x $x',
                                  'echo <{%s}', 'cat <{%s}',
                                  'x=`{%s}; echo $bqstatus $status'])
            if form.count('%s') == 2:
                return form % ("''", body)
            return form % body
        return self._rewrite_span(quote)

    def m_wrap_not(self):
        return self._wrap(self.r.choice(['! {', 'true && {', 'false || {',
                                         '{']), self.r.choice(
            ['}', '} || echo or', '} && echo and']))

    # -- single lines
    def m_pipe(self):
        ls = self.lines()
        i = self.pick_line(ls)
        if i is None:
            return False
        if not closed(ls[i]):
            return self._wrap('{', '} | ' + self.r.choice(PIPE_TO))
        ls[i] = ls[i] + ' | ' + self.r.choice(PIPE_TO)
        self.set_lines(ls)
        return True

    def m_redir(self):
        ls = self.lines()
        i = self.pick_line(ls)
        if i is None:
            return False
        if not closed(ls[i]):
            return False
        ls[i] = ls[i] + ' ' + self.r.choice(REDIRS)
        self.set_lines(ls)
        return True

    def m_status_first(self):
        ls = self.lines()
        k = self.r.randrange(len(ls) + 1)
        ls.insert(k, self.r.choice(STATUS_SET))
        if self.r.random() < .5:
            ls.insert(k + 1 + self.r.randrange(len(ls) - k),
                      self.r.choice(['echo $status', 'echo $#status $status',
                                     'whatis status']))
        self.set_lines(ls)
        return True

    def m_sigexit(self):
        ls = self.lines()
        ls.insert(0, self.r.choice(['fn sigexit {echo bye $status}',
                                    'fn sigexit {echo bye; exit 3}',
                                    'fn sigint {echo int}',
                                    'fn sigterm {echo term}',
                                    'fn sighup {}', 'fn sigexit',
                                    'fn prompt {echo -n P}']))
        self.set_lines(ls)
        return True

    def m_assign_prefix(self):
        ls = self.lines()
        i = self.pick_line(ls)
        if i is None:
            return False
        ls[i] = self.r.choice(['x=1 ', 'a=() ', "ifs='' ", 'path=() ',
                               'status=2 ', '*=z ']) + ls[i].lstrip()
        self.set_lines(ls)
        return True

    def m_special(self):
        """A line that reaches into rc's own state."""
        ls = self.lines()
        k = self.r.randrange(len(ls) + 1)
        ls.insert(k, self.r.choice([
            'whatis -s', 'whatis -v status', "whatis -f f", 'whatis path',
            'echo $#* $*', 'shift', 'shift 2', 'echo $0', 'flag e +',
            'flag x +', 'flag x -', 'flag', 'exit', 'exit 3', 'return 2',
            'break', 'continue', 'builtin echo b', 'exec', 'umask',
            'cd d1', 'cd; pwd', 'cd nosuch', 'echo $history',
            "ifs=() {echo `{echo a b}}", 'fn f', 'fn', 'wait',
            'path=()', 'home=()', "status=(1 0)", '~ $status 0',
            'echo $bqstatus', 'eval', "eval 'echo a'", 'newpgrp',
            '@{exit 3}; echo $status', 'true &', 'echo $#apids',
            "limit -h 2>/dev/null >/dev/null", 'echo $version(1)']))
        self.set_lines(ls)
        return True


MUTATIONS = {
    # name: weight
    'line_swap': 4, 'line_dup': 4, 'line_del': 4,
    'tok_swap': 4, 'tok_dup': 3, 'tok_del': 4, 'odd_word': 6,
    'splice': 5, 'dot': 2,
    'flag': 4, 'mode': 2, 'args': 2, 'merge': 1, 'env': 3,
    'syntax': 3,
    'wrap_fn': 3, 'wrap_if': 2, 'wrap_sub': 2, 'wrap_brace': 2,
    'wrap_loop': 2, 'wrap_switch': 1, 'wrap_local': 2, 'wrap_eval': 3,
    'wrap_rc': 3, 'wrap_bq': 3, 'wrap_not': 2,
    'pipe': 3, 'redir': 4, 'status_first': 3, 'sigexit': 2,
    'assign_prefix': 2, 'special': 5,
}
_mut_names = sorted(MUTATIONS)
_mut_weights = [MUTATIONS[n] for n in _mut_names]


def mutant(seed, index):
    """Mutant INDEX of run SEED: a seed of the corpus and 1-5 mutations."""
    seeds = corpus()
    r = random.Random('%s:%s' % (seed, index))
    s = seeds[r.randrange(len(seeds))]
    c = MCase(seed, index)
    c.script, c.mode, c.flags, c.args = s.script, s.mode, s.flags[:], \
        s.args[:]
    c.files, c.env, c.stdin, c.origin = dict(s.files), dict(s.env), \
        s.stdin, s.origin
    m = Mutator(r, seeds, c)
    n = 1
    while n < 5 and r.random() < .5:
        n += 1
    done = 0
    tries = 0
    while done < n and tries < 20:
        tries += 1
        name = r.choices(_mut_names, _mut_weights)[0]
        if getattr(m, 'm_' + name)():
            done += 1
            c.features.add('mutation:' + name)
    # how rc is run matters as much as what it runs: drawn apart too
    for name, p in (('flag', .35), ('flag', .1), ('mode', .2), ('merge', .1)):
        if r.random() < p and getattr(m, 'm_' + name)():
            c.features.add('mutation:' + name)
    c.features.add('origin:' + s.origin.split('/')[0].split(' ')[0])
    c.features.add('mode:' + c.mode)
    for f in c.flags:
        c.features.add('flag:' + f)
    return c


def find_tripping(ours):
    d = os.path.dirname(os.path.dirname(os.path.abspath(ours)))
    p = os.path.join(d, 'trip', 'tripping')
    return p if os.access(p, os.X_OK) else None


def main():
    ap = rcdiff.make_parser(__doc__.split('\n')[0])
    ap.add_argument('--tripping', help='the tripping helper, put in the '
                    'shells\' bin (default: trip/tripping beside --ours)')
    ap.add_argument('--corpus', default=','.join(CORPUS_KINDS),
                    help='seed kinds to use: cases,scripts,examples,man')
    ap.add_argument('--seeds', action='store_true',
                    help='list the seed corpus and exit')
    ap.add_argument('--seed-text', type=int, metavar='K',
                    help='print seed K of the corpus and exit')
    ap.set_defaults(sandbox=os.geteuid() == 0)
    a = ap.parse_args()
    rcdiff.PROG = 'rcmut'
    seeds = corpus(tuple(a.corpus.split(',')))
    if a.seeds:
        for k, s in enumerate(seeds):
            print('%5d %5d %s' % (k, len(s.script), s.origin))
        print('%d seeds, digest %s' % (len(seeds), corpus_digest(seeds)))
        return 0
    if a.seed_text is not None:
        s = seeds[a.seed_text]
        print('from: %s  mode %s flags %s args %s' % (s.origin, s.mode,
                                                      s.flags, s.args))
        sys.stdout.write(s.script)
        return 0
    rcdiff.GENERATOR = mutant
    trip = a.tripping or find_tripping(a.ours)
    if trip:
        rcdiff.EXTRA_BIN = {'tripping': trip}
    sys.stderr.write('rcmut: %d seeds (corpus %s)%s\n' % (
        len(seeds), corpus_digest(seeds),
        '' if trip else '; no tripping helper'))
    return rcdiff.main(a)


if __name__ == '__main__':
    sys.exit(main())
