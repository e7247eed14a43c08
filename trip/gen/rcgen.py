"""rcgen: random rc scripts from a weighted grammar, one per (seed, index).

A Case is everything one differential run needs: the script text, how it
is given to rc (file, -c or stdin), the flags and arguments, the extra files
of the scratch directory, whether stdout and stderr share one stream, and
the set of features the generator used (for the coverage summary).

The generator only makes scripts whose output cannot depend on pids, times,
the machine or scheduling: background jobs are silent or waited for at
once, pipeline elements other than the last keep their stderr out of the
shared stream, and nothing prints $pid or $apid.
"""

import random

VARS = ['a', 'b', 'x', 'y', 'l']
FNS = ['f', 'g', 'h']
# Words that name things in generated scripts: the signature abstracts them.
NAMES = VARS + FNS + ['f1', 'd1', 'nx', 'ex', 'inc.rc', 'out', 'o2', 'nosuch',
                      'script', 'sub', 'tf']
FLAGS = ['-x', '-e', '-v', '-n', '-i', '-p', '-l', '-I', '-s', '-o']
# How often each flag is chosen: the hot spots weigh most.
FLAG_P = {'-x': .33, '-e': .15, '-v': .22, '-n': .10, '-i': .22, '-p': .05,
          '-l': .05, '-I': .04, '-s': .03, '-o': .03}
FRONT_FLAG_P = {'-x': .5, '-e': .1, '-v': .35, '-n': .3, '-i': .3,
                '-p': .02, '-l': .02, '-I': .04, '-s': .03, '-o': .02}
MODES = [('file', 45), ('c', 30), ('stdin', 25)]

LITERALS = ['a', 'b', 'hello', 'x1', "'a b'", "'it''s'", "''", '-n', '--',
            "'x.y'", '1', '0', '42', "'*'", "'$x'", "'#'", 'a=b', "'a=b'",
            '-e', '-', "'a;b'", "'^'", 'd1', 'f1', 'nosuch', "'\\'"]
GLOBS = ['*', '?', '[ab]*', '[~a]*', '*1', 'd1/*', '.*', '[a-c]?', "'*'",
         'a\'*\'', '[]a]', 'x*', '*[12]']
SPECIAL = ['$nl', '$tab', '$ifs', '$*', '$0', '$1', '$2', '$#*', '$status',
           '$prompt', '$version', '$path', '$PATH', '$home', '$HOME',
           '$cdpath', '$#path', '$"*', '$^path']
SIGNALS = ['sigpipe', 'sigterm', 'sigint', 'sighup', 'sigkill', 'sigusr1',
           'sigsegv']
STATUSES = ['0', '1', '2', '3', '255', '256', '-1', '(3 0 sigpipe)', '(0 0)',
            '()', 'sigpipe', 'sigterm+core', '1+core', 'x', "''",
            '(1 x)', 'sigfoo', '0x1', '(sigint 2)', '0 1']
# Statuses the reference keeps in the bits above a byte: they read as
# their low byte but test as the whole (256 reads 0 and is false).
BIGSTATUSES = ['256', '512', '257', '65536', '16777216', '16777472',
               '4294967296', '4294967552', '2147483647', '2147483648',
               '(0 256)', '(256 0)', '+core', '(0 +core)', '0256', '000']
# Signals a wrapper (nohup, a POSIX shell's &) may start the shell with
# ignored.
IGNORABLE = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGTERM', 'SIGUSR1', 'SIGUSR2',
             'SIGPIPE', 'SIGALRM']
# Words whose quoting the printers (-x, -n -x, whatis) must get right:
# empty, quotes, control bytes, keywords, = ^ $ # \, non-ASCII, globs.
ODD_WORDS = ["''", "'it''s'", "''''", "'a b'", "'\x01'", "'a\x7fb'",
             "'\x1b[m'", "'a\tb'", "'a\nb'", 'a#b', "'#'", "'a#b'", 'if',
             "'if'", 'for', 'in', 'not', "'not'", 'fn', 'else', 'case',
             'switch', 'while', "'='", "a'='b", "'a=b'", "'^'", "a'^'b",
             "'$'", "'$x'", "'\\'", 'a\\b', '\\', "'\xe9'", '\xe9',
             "'\udcff'", "'*'", "'?'", "'['", "a'*'", "'~'", "'!'", "'@'",
             "'`'", "'&'", "'|'", "';'", "'('", "')'", "'{'", "'}'", "'<'",
             "'>'", "'\"'", '"', "'-'", "x'y'z", "'x'y", "'a''b'c", 'a~b',
             'a!b', 'a@b', '=a', "'a '", "' '", 'a\x01b', 'a\x7f', "'\r'",
             '%', '+', ',', '.', ':', '/', 'a/b', '-n', "'-n'", '--',
             "'x y'z", "a' 'b", '\u20ac', "'\u20ac'", "'a\\b'", "'\\n'",
             '[a]', "'[a]'", 'a*', '?', "'\x7f'", "'\x1f'"]
# Variable references that are not plain $name: the printers spell them.
ODD_VARS = ["$'x.y'", "$'if'", "$'*'", "$'1'", "$''", "$'a b'", '$$$x',
            '$#$x', '$^$x', '$"$x', '$(x)', '$#(x)', '$^(x)', '$*(1)',
            '$x(`{echo 1})', '$x(())', '$x()', '$x((1) 2)', '$x(2-)',
            '$x(-1)', '$x($#x)', "$x('1')", '$x(1 2 3)', '$#*', '$"*',
            '$^*', '$0', '$1(1)', '$ x', '$"x(1)', '$^x(1)', '$$x(1)',
            '$#x(1)', '$x(1)^$y(2)', '$x^$y', '$x$y', "$x'.c'", '$x.c',
            '$x-', '$x_y', '$x:y', "$'x-y'", '$*x', '$10', '$x(2-1)',
            '$x(a)', '$x(0)', '$x(9)', "$'\xe9'", '$\xe9', "$'='",
            "$#'x.y'", "$^'a b'"]
# Fragments that break the syntax, in the places the generator puts them.
# (Not 'echo a |' at the end: the reference exits 0 or 1 at random there.)
SYNTAX_BAD = ['{', '}', '(', ')', "echo 'open", 'echo >',
              'if not echo x', '= x', 'fn {', 'echo a && ', '&& echo b',
              'for(i in) echo $i', 'for(i in a b echo', 'while', 'x=(a',
              'echo `{echo', 'echo $', 'echo $(', 'echo >[2', 'echo >[2=x] a',
              'switch (a) case a', 'echo a ||| echo b', 'echo ^a', 'fn f {',
              '@', '!', 'if', 'echo a b >', '~', 'echo <<', 'echo a; ;',
              'case a; echo x', 'echo `', "eval 'echo {'", 'fn', 'fn f g {',
              'echo a )', 'echo ((a)', 'echo a^', '$x=1', 'echo $#(a)',
              'echo if', 'echo fn x', 'echo case', 'echo while', 'x=if',
              'echo !', 'echo not', 'for = 1', 'echo a=b=c', 'else echo x',
              'if (true) echo a; else echo b', 'echo a >[1=2=3]',
              'echo >>[2] x', 'echo <<<', 'echo a |[', 'echo a |[2=x] cat']


# Those that make the next line part of the same command: only at the end.
SYNTAX_CONT = {'{', '(', "echo 'open", 'fn {', 'echo a && ',
               'for(i in a b echo', 'x=(a', 'echo `{echo', 'fn f {', '!',
               '@', 'echo <<', 'echo ((a)', 'echo $(', 'if', 'while', '~',
               'echo `', 'echo a ||| echo b', 'for(i in) echo $i',
               'switch (a) case a', 'fn'}


def rcq(s):
    """s as one rc word in quotes."""
    return "'" + s.replace("'", "''") + "'"


class Case:
    """One script and how to run it."""

    def __init__(self, seed, index):
        self.seed = seed
        self.index = index
        self.script = ''
        self.mode = 'file'
        self.flags = []
        self.args = []
        self.files = {}
        self.merge = False
        self.features = set()
        self.ignore = []    # signals (SIGHUP, ...) the shell starts with ignored

    def argv(self):
        """The command line, argv[0] first; script files are relative."""
        if self.mode == 'file':
            return ['rc'] + self.flags + ['script'] + self.args
        if self.mode == 'c':
            return ['rc'] + self.flags + ['-c', self.script] + self.args
        return ['rc'] + self.flags + self.args

    def invocation(self):
        def q(w):
            if w and all(c.isalnum() or c in '-_./=+' for c in w):
                return w
            return "'" + w.replace("'", "'\\''") + "'"
        shown = self.argv()
        if self.mode == 'c':
            shown = shown[:]
            shown[shown.index('-c') + 1] = '"$script"'
        text = ' '.join(q(w) if w != '"$script"' else w for w in shown)
        if self.mode == 'stdin':
            text += ' < script'
        if self.merge:
            text += '  (stdout and stderr in one stream)'
        if getattr(self, 'ignore', None):
            text += '  (started with %s ignored)' % ' '.join(self.ignore)
        return text

    def copy(self):
        c = Case(self.seed, self.index)
        c.script, c.mode, c.flags = self.script, self.mode, self.flags[:]
        c.args, c.files, c.merge = self.args[:], dict(self.files), self.merge
        c.features = set(self.features)
        c.ignore = list(getattr(self, 'ignore', []))
        return c


class Gen:
    def __init__(self, seed, index, small=False):
        self.r = random.Random('%s:%s' % (seed, index))
        self.small = small
        self.case = Case(seed, index)
        self.depth = 0
        self.in_fn = 0
        self.in_loop = 0
        self.allow_bg = True
        self.xtrace = False     # -x may be on: traces come from children too
        self.no_calls = False   # inside a function body: no calls (no loops)
        self.no_dot = False     # inside inc.rc: no '.' (no loops)
        self.frontw = 15        # weight of the front-end statements

    # ------------------------------------------------------------ helpers
    def feat(self, name):
        self.case.features.add(name)

    def p(self, x):
        return self.r.random() < x

    def pick(self, seq):
        return self.r.choice(seq)

    def wpick(self, table):
        """table: list of (item, weight)."""
        total = sum(w for _, w in table)
        n = self.r.uniform(0, total)
        for item, w in table:
            n -= w
            if n <= 0:
                return item
        return table[-1][0]

    # ------------------------------------------------------------ words
    def var(self):
        return self.pick(VARS)

    def sub(self):
        s = self.pick(['1', '2', '2-', '-2', '3 1', '0', '9', 'a', '1-', '2-3',
                       '$#x', '3-1', '-', '1 1', "'1'"])
        self.feat('word:subscript')
        if s in ('0', 'a', '-', "'1'"):
            self.feat('word:bad-subscript')
        return s

    def word(self, ctx='arg'):
        """One word; ctx 'arg' may be a list or glob, 'one' must stay simple."""
        self.depth += 1
        try:
            return self._word(ctx)
        finally:
            self.depth -= 1

    def _word(self, ctx):
        deep = self.depth > 2
        kind = self.wpick([
            ('lit', 30), ('var', 18), ('count', 4), ('flat', 4), ('sub', 6),
            ('indirect', 2), ('caret', 7), ('special', 7),
            ('glob', 4 if ctx == 'arg' else 0),
            ('bq', 0 if deep else 5), ('bqifs', 0 if deep else 2),
            ('bqshort', 0 if deep else 1), ('list', 3 if ctx == 'arg' else 0),
            ('quotedq', 2), ('bytes', 1), ('procsub', 0 if deep else 1),
        ])
        self.feat('word:' + kind)
        v = self.var()
        if kind == 'lit':
            return self.pick(LITERALS)
        if kind == 'var':
            return '$' + v
        if kind == 'count':
            return '$#' + v
        if kind == 'flat':
            return self.pick(['$^', '$"']) + v
        if kind == 'sub':
            return '$%s(%s)' % (v, self.sub())
        if kind == 'indirect':
            return '$$' + v
        if kind == 'caret':
            forms = ['$%s^%s' % (v, self.pick(['a', '.c', '$' + self.var()])),
                     '%s^$%s' % (self.pick(['a', 'x.', "'-'"]), v),
                     '(a b)^(1 2)', '(a b)^(1 2 3)', '()^a', '(a b)^()',
                     'a^(1 2)', '$%s.c' % v, 'x$%s' % v, "$%s'q'" % v,
                     '(a b)^$%s' % v, '$%s^$%s' % (v, self.var()),
                     '$%s^()' % v, '`{echo a b}^x']
            w = self.pick(forms)
            if w in ('(a b)^(1 2 3)',):
                self.feat('word:bad-concatenation')
            return w
        if kind == 'special':
            return self.pick(SPECIAL)
        if kind == 'glob':
            return self.pick(GLOBS)
        if kind == 'bq':
            return '`{%s}' % self.simple_cmd(bq=True)
        if kind == 'bqifs':
            return '``(%s){%s}' % (self.pick(["''", '$nl', "' '", 'a', '()',
                                              "(: ' ')"]),
                                   self.simple_cmd(bq=True))
        if kind == 'bqshort':
            return '`' + self.pick(['echo', 'pwd', "{echo a b}", 'date'
                                    if False else 'true'])
        if kind == 'list':
            n = self.wpick([(0, 2), (1, 2), (2, 3), (3, 2)])
            return '(' + ' '.join(self.word('one') for _ in range(n)) + ')'
        if kind == 'quotedq':
            return self.pick(["'a''b'", "''''", "'$'", "'`{x}'", "'&'",
                              "' '", "'a\tb'", "'\\n'"])
        if kind == 'bytes':
            self.feat('word:raw-bytes')
            return self.pick(["'\x01'", "'a\x02b'", "`{printf '\\001'}",
                              "`{printf 'a\\002b'}", "'\xc3\xa9'"])
        if kind == 'procsub':
            # the child's -x trace would race with the parent's
            return '<{{echo %s} >[2]/dev/null}' % self.pick(['a', 'b c', '$x'])
        return 'a'

    def words(self, lo=0, hi=3):
        return [self.word() for _ in range(self.r.randint(lo, hi))]

    # ------------------------------------------------------------ commands
    def simple_cmd(self, bq=False):
        """A cheap command, safe anywhere (inside backquotes too)."""
        k = self.wpick([('echo', 10), ('printf', 2), ('cat', 2), ('tr', 1),
                        ('true', 1), ('false', 1), ('ext', 1)])
        self.feat('cmd:' + k)
        if k == 'echo':
            pre = self.wpick([('', 8), ('-n ', 1), ('-- ', 1)])
            return ('echo ' + pre + ' '.join(self.words(0, 3))).rstrip()
        if k == 'printf':
            return self.pick(["printf '%s\\n' a b", "printf 'x\\ty\\n'",
                              "printf '\\001\\n'", "printf ''",
                              "printf 'no newline'"])
        if k == 'cat':
            return self.pick(['cat f1', 'cat nosuch', 'cat d1', 'cat f1 f1'])
        if k == 'tr':
            return "tr a-z A-Z <<<ab"
        if k == 'ext':
            return self.pick(['./ex a', 'ex b', 'nosuchcmd', './nx',
                              'd1', '/bin/echo ext'])
        return k

    def cmd_words(self):
        return ' '.join(self.words(0, 3))

    def redirection(self):
        k = self.wpick([('>', 6), ('>>', 3), ('<', 3), ('<>', 1), ('>[2]', 4),
                        ('>[2=1]', 4), ('>[1=2]', 3), ('>[1=]', 1), ('<[3]', 1),
                        ('bad', 3)])
        self.feat('redir:' + k)
        target = self.pick(['out', 'out', 'o2', 'f1', '/dev/null'])
        if k in ('>[2=1]', '>[1=2]', '>[1=]'):
            return k
        if k == '<':
            return '<' + self.pick(['f1', 'nosuch', 'd1', '/dev/null'])
        if k == '<[3]':
            return '<[3]f1'
        if k == 'bad':
            self.feat('redir:bad-target')
            return self.pick(['>()', '>(a b)', "> ''", '>d1', '<nosuch',
                              '>$nosuchvar', '>[9=8]', '>nosuchdir/x',
                              '>[a]x', '>[2=3]'])
        return k + target

    def heredoc(self):
        quoted = self.p(.35)
        self.feat('heredoc:quoted' if quoted else 'heredoc:plain')
        body = self.pick(['text $x', '$x^y end', 'a\nb $#x', "it's $a.",
                          '$x(1) and $$a', '', 'plain', '$', 'x$nl y',
                          '  indented\ttab', '$x^', '$x^^y', '$"x'])
        tag = self.pick(['EOF', 'x'])
        cmd = self.pick(['cat', 'cat', 'tr a-z A-Z', 'wc -l'])
        head = '%s <<%s' % (cmd, "'%s'" % tag if quoted else tag)
        return '\n'.join([head] + ([body] if body else []) + [tag])

    def block(self, n_lo=1, n_hi=2):
        self.depth += 1
        try:
            n = self.r.randint(n_lo, n_hi)
            body = [self.stmt() for _ in range(n)]
        finally:
            self.depth -= 1
        if any('\n' in b or '#' in b for b in body) or self.p(.2):
            return '{\n' + '\n'.join(body) + '\n}'
        return '{' + '; '.join(body) + '}'

    def cond(self):
        k = self.wpick([('match', 5), ('cmd', 3), ('not', 2), ('andor', 2),
                        ('status', 2)])
        self.feat('cond:' + k)
        if k == 'match':
            return '~ %s %s' % (self.word('one'), self.pattern())
        if k == 'cmd':
            return self.pick(['true', 'false', 'test -d d1', 'test -f nosuch',
                              '~ $#x 0', self.simple_cmd()])
        if k == 'not':
            return '! ' + self.cond()
        if k == 'andor':
            return '%s %s %s' % (self.pick(['true', 'false']),
                                 self.pick(['&&', '||']),
                                 self.pick(['true', 'false', '~ a a']))
        return self.pick(['sh -c \'exit 3\'', '{false}', '{}', '@{true}'])

    def pattern(self):
        k = self.wpick([('glob', 4), ('lit', 3), ('list', 2), ('quoted', 2),
                        ('var', 1)])
        self.feat('match:' + k)
        if k == 'glob':
            return self.pick(['*', '?', 'a*', '[abc]', '[~a]*', '[a-z]?',
                              '*.c', '[]]', '[~]', '?*?', '[', 'x[', '\\*'])
        if k == 'lit':
            return self.pick(['a', 'b', "''", 'hello', '1'])
        if k == 'list':
            return '(' + ' '.join(self.pick(['a', 'b*', '?', "'*'"]) for _ in
                                  range(self.r.randint(0, 3))) + ')'
        if k == 'quoted':
            return self.pick(["'*'", "'?'", "'['", "a'*'", "'[ab]'"])
        return self.pick(['$x', '$a', '$*'])

    def stmt(self):
        self.depth += 1
        try:
            return self._stmt()
        finally:
            self.depth -= 1

    def while_jump(self):
        """A while whose condition breaks or continues: in its first test
        (the loop around it is left, or there is none), or in a later one
        (break ends this loop; continue has no round to go on to).  Each
        is bounded by a counter that grows in the condition."""
        form = self.pick(['first-break', 'first-continue', 'later-break',
                          'later-continue', 'if-break', 'fn-break'])
        self.feat('while:' + form)
        jump = 'continue' if 'continue' in form else 'break'
        self.in_loop += 1
        try:
            body = self.block(1, 1)[1:-1]
        finally:
            self.in_loop -= 1
        if form.startswith('first'):
            test = self.pick(['%s' % jump, '{%s}' % jump, 'false || %s' % jump,
                              '~ $#n 0 && %s' % jump])
            return 'n=(); while (%s) {n=($n 1); %s}; echo w $status' % (test, body)
        if form.startswith('later'):
            return ('n=(); while ({n=($n 1); ~ $#n 2 && %s; ! ~ $#n 3}) '
                    '{%s}; echo w $#n $status' % (jump, body))
        if form == 'if-break':
            return ('n=(); while (if (~ $#n 1) break; n=($n 1)) {%s}; '
                    'echo w $#n' % body)
        return ('fn wb {n=(); while ({n=($n 1); ~ $#n %s && break; '
                '! ~ $#n 3}) {%s}; echo wb $#n}; for (i in 1 2) {wb; echo i $i}'
                % (self.pick(['1', '2']), body))

    def _stmt(self):
        deep = self.depth > 2
        kind = self.wpick([
            ('echo', 14), ('assign', 9), ('if', 0 if deep else 6),
            ('for', 0 if deep else 5), ('while', 0 if deep else 2),
            ('switch', 0 if deep else 3), ('fndef', 0 if deep or self.in_fn
                                           else 5),
            ('call', 0 if self.no_calls else 6), ('group', 0 if deep else 3),
            ('subshell', 0 if deep else 3), ('pipe', 5), ('andor', 5),
            ('bang', 2), ('redir', 7), ('heredoc', 3), ('herestring', 2),
            ('builtin', 16), ('match', 4), ('status', 5), ('export', 5),
            ('whatis', 5), ('bq', 3), ('flag', 2), ('bg', 1 if self.allow_bg
                                                   else 0),
            ('signal', 1), ('local', 3), ('cont', 2),
            ('front', self.frontw), ('exact', 0 if deep else 9),
        ])
        self.feat('stmt:' + kind)
        v = self.var()
        if kind == 'echo':
            return self.simple_cmd()
        if kind == 'assign':
            form = self.wpick([('one', 5), ('list', 4), ('empty', 2),
                               ('multi', 2), ('quoted-name', 1), ('odd', 1)])
            self.feat('assign:' + form)
            if form == 'one':
                return '%s=%s' % (v, self.word('one'))
            if form == 'list':
                return '%s=(%s)' % (v, ' '.join(self.words(1, 4)))
            if form == 'empty':
                return self.pick(['%s=()' % v, '%s=' % v, "%s=''" % v])
            if form == 'multi':
                return '%s=%s %s=(%s)' % (v, self.word('one'), self.var(),
                                          ' '.join(self.words(0, 2)))
            if form == 'quoted-name':
                return self.pick(["'x.y'=1", "'a-b'=(1 2)", "'if'=1",
                                  "'*'=star", "'1'=one", "''=e"])
            return self.pick(['%s = (a b) c' % v, '%s=a=b' % v,
                              '%s=(a)(b)' % v, '$%s=1' % v,
                              'path=(/usr/bin /bin)', 'ifs=:', 'ifs=()',
                              'prompt=(\'> \' \'>> \')', 'status=3',
                              'home=()', 'cdpath=(. d1)', '*=(p q r)',
                              '0=zero', 'nl=x', 'HOME=/nonexistent-dir'])
        if kind == 'if':
            s = 'if (%s) %s' % (self.cond(), self.block())
            if self.p(.4):
                self.feat('stmt:if-not')
                s += ('\nif not ' if self.p(.7) else '; if not ') + \
                    self.block()
            elif self.p(.15):
                self.feat('stmt:else')
                s += ' else ' + self.block()
            return s
        if kind == 'for':
            self.in_loop += 1
            try:
                if self.p(.2):
                    self.feat('for:no-in')
                    return 'for (i) %s' % self.block()
                return 'for (i in %s) %s' % (' '.join(self.words(0, 3)),
                                             self.block())
            finally:
                self.in_loop -= 1
        if kind == 'while':
            if self.p(.35):
                return self.while_jump()
            self.in_loop += 1
            try:
                # bounded: the counter grows before anything can continue
                return 'n=(); while (! ~ $#n 2) {n=($n 1); %s}' % \
                    self.block(1, 1)[1:-1]
            finally:
                self.in_loop -= 1
        if kind == 'switch':
            cases = []
            for _ in range(self.r.randint(1, 3)):
                cases.append('case %s\n\t%s' % (self.pattern(), self.stmt()))
            if self.p(.3):
                self.feat('switch:empty-last')
                cases.append('case *')
            return 'switch (%s) {\n%s\n}' % (self.word('one'), '\n'.join(cases))
        if kind == 'fndef':
            names = self.pick([['f'], ['g'], ['f', 'g'], ['h'], ["'x.y'"],
                               ['f', 'h', 'g']])
            form = self.wpick([('body', 6), ('empty', 1), ('delete', 1),
                               ('sig', 0)])
            self.feat('fn:' + form)
            if form == 'empty':
                return 'fn %s {}' % ' '.join(names)
            if form == 'delete':
                return 'fn %s' % ' '.join(names)
            self.in_fn += 1
            self.no_calls = True
            try:
                body = self.block(1, 3)
            finally:
                self.in_fn -= 1
                self.no_calls = False
            return 'fn %s %s' % (' '.join(names), body)
        if kind == 'call':
            return '%s %s' % (self.pick(FNS), self.cmd_words())
        if kind == 'group':
            r = ' ' + self.redirection() if self.p(.3) else ''
            return self.block() + r
        if kind == 'subshell':
            return '@' + self.block()
        if kind == 'pipe':
            return self.pipeline()
        if kind == 'andor':
            return '%s %s %s' % (self.simple_cmd(), self.pick(['&&', '||']),
                                 self.simple_cmd())
        if kind == 'bang':
            return '! ' + self.pick([self.simple_cmd(), 'true', 'false',
                                     '{false}'])
        if kind == 'redir':
            if self.p(.25):     # a builtin with redirections
                self.feat('redir:on-builtin')
                b = self.pick(['cd nosuch', 'whatis x f', 'echo -n b',
                               'shift 5', 'umask 999', 'eval echo ev',
                               'builtin echo bi', 'wait x', 'flag q +',
                               '. nosuch', 'exit 3', 'return 2'])
                return '%s %s; echo $status' % (b, self.redirection())
            c = self.pick([self.simple_cmd(), 'cat <f1', 'cat f1',
                           'echo a >out; cat out', 'echo x >>out; cat out'])
            r = self.redirection()
            if self.p(.3):
                r += ' ' + self.redirection()
            s = c + ' ' + r if self.p(.7) else r + ' ' + c
            if self.p(.3):
                s += '; cat out'
            return s
        if kind == 'heredoc':
            return self.heredoc()
        if kind == 'herestring':
            self.feat('herestring')
            return '%s <<<%s' % (self.pick(['cat', 'tr a-z A-Z', 'wc -c']),
                                 self.word('one'))
        if kind == 'builtin':
            return self.builtin()
        if kind == 'match':
            return '~ %s %s; echo $status' % (' '.join(self.words(0, 2)) or
                                              self.word('one'), self.pattern())
        if kind == 'status':
            return self.status_stmt()
        if kind == 'export':
            return self.export()
        if kind == 'whatis':
            return self.whatis()
        if kind == 'bq':
            return '%s=`{%s}; echo $#%s $%s' % (v, self.simple_cmd(bq=True),
                                                v, v)
        if kind == 'flag':
            return self.flag_stmt()
        if kind == 'bg':
            self.feat('bg')
            # braced, stderr away: a -x trace from the background child
            # would race with the parent's
            return self.pick(['{%s} >/dev/null >[2=1] &; wait; echo $status' %
                              self.simple_cmd(),
                              '{sh -c \'exit 3\'} >[2]/dev/null &; wait; '
                              'echo $status',
                              '{echo bg} >out >[2]/dev/null &; wait; cat out',
                              '{true} >[2]/dev/null &'])
        if kind == 'signal':
            self.feat('signal-handler')
            return self.pick([
                'fn sigexit {echo exiting $status}',
                'fn sigint {echo got int}; sh -c \'kill -INT $PPID\'; '
                'echo after',
                'fn sigterm {echo got term}; {whatis -s} >[2]/dev/null | grep term',
                'fn sigexit',
                'fn sighup {}; whatis sighup sigint',
                # a handler called as a command: where the shell has
                # dropped it (a child, exec) it runs nothing
                'fn sigint {echo got int; exit 3}; sigint a >out; '
                'echo $status; cat out',
                'fn sighup {echo hup}; sighup | cat; echo $status',
                'fn sigint {echo int}; x=`{sigint >[2]/dev/null}; '
                'echo $status $#x',
                'fn sigexit {echo bye}; sigexit >[2=1]; echo $status',
                'fn sigusr1 {echo usr1}; @{sigusr1 >[1=2]}; echo $status',
                'fn sigint {echo int}; exec sigint >[2=1]'])
        if kind == 'local':
            self.feat('local-assign')
            return '%s=%s %s' % (v, self.word('one'), self.pick([
                'echo $%s' % v, self.simple_cmd(), 'rc -c \'echo $%s\'' % v,
                '%s' % self.pick(FNS), 'whatis %s' % v]))
        if kind == 'front':
            return self.front()
        if kind == 'exact':
            return self.exact()
        if kind == 'cont':
            return self.pick(['echo a; echo b', 'echo a\necho b',
                              'echo a &&\necho b', 'echo a \\\nb',
                              'echo a # comment', '# only a comment',
                              '', 'echo a;', ';'])
        return 'echo ?'

    def pipeline(self):
        kind = self.wpick([('|', 6), ('|[2]', 2), ('|[1=2]', 1)])
        n = 2 if kind == '|[1=2]' else self.r.randint(2, 3)
        self.feat('pipe:' + kind)
        # Only the last element writes where the test reads, and every
        # element after the first reads all its input: no race decides
        # the order of lines or a sigpipe status.
        first = self.pick(['echo a b', "printf 'x\\ny\\n'", 'cat f1',
                           self.simple_cmd(), 'echo one; echo two'])
        elems = [first] + [self.pick(['cat', 'tr a-z A-Z', 'sort'])
                           for _ in range(n - 2)]
        last = self.pick(['cat', 'tr a-z A-Z', 'wc -l', 'sort'])
        if kind == '|' and self.p(.1):
            elems, last = ['yes'], 'head -1'
            self.feat('pipe:sigpipe')
        if kind == '|':
            elems = ['{%s} >[2]/dev/null' % c for c in elems]
        elif kind == '|[2]':
            elems = ['{%s >[1=2]} >/dev/null' % c for c in elems]
        else:
            elems = ['{%s} >[2]/dev/null' % c for c in elems]
            last = 'cat <[0=2]'
        s = (' %s ' % kind).join(elems) + ' %s ' % kind + last
        if self.p(.4):
            s += '; echo $status'
        return s

    def status_stmt(self):
        k = self.wpick([('return', 4), ('sh-exit', 2), ('signal', 2),
                        ('false', 1), ('pipe', 2), ('bang', 1), ('empty', 1),
                        ('wait', 1)])
        self.feat('status:' + k)
        if k == 'return':
            return 'fn r {return %s}; r; echo $status' % self.pick(STATUSES)
        if k == 'sh-exit':
            return "sh -c 'exit %s'; echo $status" % self.pick(
                ['0', '1', '3', '255'])
        if k == 'signal':
            return "sh -c 'kill -%s $$'; echo $status" % self.pick(
                ['TERM', 'KILL', 'SEGV', 'PIPE', 'USR1', 'HUP', 'ABRT'])
        if k == 'false':
            return 'false; echo $status'
        if k == 'pipe':
            return '{false} >[2]/dev/null | {sh -c \'exit 2\'} >[2]/dev/null | ' \
                   'true; echo $status'
        if k == 'bang':
            return '! false; echo $status; ! true; echo $status'
        if k == 'empty':
            return self.pick(['{}; echo $status', 'false; {}; echo $status',
                              'false; @{}; echo $status'])
        return 'wait; echo $status'

    def export(self):
        k = self.wpick([('value', 6), ('fn', 3), ('odd-name', 2), ('special', 2),
                        ('env', 3), ('listing', 2)])
        self.feat('export:' + k)
        child = self.pick(["rc -c 'whatis %s'", "rc -c 'echo $#%s $%s'"])
        if k == 'value':
            v = self.var()
            val = self.pick(["'a b'", '(a b c)', '()', '$nl', "'x\x01y'",
                             "'\x02'", "`{printf 'a\\001b'}", "''",
                             "('' '')", "(a '')", "'a\nb'", '$tab^x'])
            if '\x01' in val or '\x02' in val or '\\00' in val:
                self.feat('export:bytes')
            return '%s=%s; %s' % (v, val, child.replace('%s', v))
        if k == 'fn':
            f = self.pick(FNS)
            return self.pick([
                'fn %s {echo hi $*}; rc -c \'%s a; whatis %s\'' % (f, f, f),
                'fn %s {}; rc -c \'whatis %s\'' % (f, f),
                "fn %s {echo 'q''q'}; rc -c 'whatis %s'" % (f, f),
                'fn %s {echo a\necho b}; rc -c \'whatis %s\'' % (f, f),
                'fn %s; rc -c \'whatis %s\'' % (f, f)])
        if k == 'odd-name':
            return self.pick([
                "'x.y'=1; rc -c 'whatis x.y'", "'a-b'=(1 2); rc -c 'whatis a-b'",
                "'if'=1; rc -c 'whatis if'", "'x.y'=1; printenv x.y",
                "fn 'x.y' {echo d}; rc -c 'whatis x.y'"])
        if k == 'special':
            return self.pick([
                "prompt=('% ' '- '); rc -c 'whatis prompt'",
                "ifs=:; rc -c 'whatis ifs'", "version=mine; rc -c 'echo $version'",
                "home=(/a /b); rc -c 'echo $home; echo $HOME'",
                "HOME=(/a /b); rc -c 'echo $home'",
                "path=(/bin /usr/bin); rc -c 'whatis path PATH'",
                "status=(1 2); rc -c 'echo $status'",
                "cdpath=(a b); rc -c 'whatis cdpath CDPATH'",
                "'*'=(a b); rc -c 'echo $*'"])
        if k == 'listing':
            # the whole environment a child is given, in its order
            return self.pick([
                "env", "x=(a b); fn f {}; 'a.b'=1; a0=2; env",
                "fn_f='{echo G}'; fn f {echo F}; rc -c f",
                "fn f {echo F}; fn_f='{echo G}' rc -c 'f; whatis f'",
                "fn_g=zz; fn g {}; env >envout; grep '^fn_' envout",
                "%s=(1 2) env" % self.var()])
        return self.pick([
            "env 'fn_f=junk' rc -c 'whatis f'",
            "env 'fn_f={echo a}' rc -c 'f'",
            "env 'x.y=1' rc -c 'whatis x.y'",
            "env 'a=1' 'a=2' rc -c 'echo $a'",
            "env '=x' rc -c 'echo ok'",
            "env 'x=a\x01b' rc -c 'echo $#x'",
            "env 'fn_=x' rc -c 'echo ok'",
            "env 'x=' rc -c 'echo $#x'",
            "env 'HOME=/h' rc -c 'echo $home'",
            "env 'path=/x' rc -c 'echo $path'",
            "env 'fn_x.y={echo d}' rc -c 'whatis x.y'"])

    def whatis(self):
        opt = self.wpick([('', 6), ('-s', 1), ('-v ', 1), ('-f ', 1),
                          ('-p ', 1), ('-x ', 1)])
        self.feat('whatis' + (':' + opt.strip() if opt else ''))
        if opt == '-s':
            return '{whatis -s} >[2]/dev/null | grep -v \'^fn sig[a-z0-9]*$\''
        names = [self.pick(['x', 'a', 'f', 'g', 'echo', 'cd', 'if', 'for',
                            'ls', 'd1', 'nx', 'f1', 'nosuch', 'status', 'path',
                            '*', 'home', 'ifs', 'version', 'prompt', 'sigint',
                            'nl', 'builtin', '.', 'ex', './ex', '/bin/ls',
                            'cdpath', "'x.y'", "''", 'fn', '~'])
                 for _ in range(self.r.randint(1, 3))]
        return 'whatis %s%s' % (opt, ' '.join(names))

    def flag_stmt(self):
        f = self.pick(['x', 'e', 'v', 'n', 'i', 'p', 'q', 'l', 'I', 's', 'c',
                       'o', 'd', 'xx', ''])
        op = self.pick(['+', '-', '', '+ x', 'x'])
        if f == 'i' and self.allow_bg:
            f = 'x'
        if f == 'x' and op == '+':
            self.xtrace = True
        self.feat('flag-builtin')
        if f in ('x', 'e', 'v', 'n', 'i'):
            self.feat('flag-builtin:' + f + op)
        return ('flag %s %s' % (f, op)).rstrip() + '; echo $status'

    def builtin(self):
        b = self.wpick([
            ('.', 3), ('break', 2), ('builtin', 2), ('cd', 4),
            ('continue', 1), ('echo', 3), ('eval', 4), ('exec', 1),
            ('exit', 2), ('flag', 2), ('limit', 1), ('newpgrp', 1),
            ('return', 2), ('shift', 3), ('umask', 2), ('wait', 1),
            ('whatis', 2)])
        self.feat('builtin:' + b)
        if b == '.':
            if self.no_dot:
                return 'echo no-dot'
            return self.pick(['. inc.rc', '. inc.rc a b', '. nosuch',
                              '. d1', '.', '. -i inc.rc', '. ./inc.rc',
                              '. inc.rc; echo $status'])
        if b == 'break':
            return 'break' if self.in_loop or self.p(.5) else \
                'for (i in 1 2 3) {echo $i; break; echo no}'
        if b == 'continue':
            return 'continue' if self.in_loop or self.p(.5) else \
                'for (i in 1 2) {continue; echo no}; echo $i'
        if b == 'builtin':
            return self.pick(['builtin echo x', 'builtin ls', 'builtin',
                              'fn echo {builtin echo E $*}; echo a; fn echo',
                              'builtin cd nosuch', 'builtin builtin echo y',
                              'builtin fn'])
        if b == 'cd':
            # in a subshell: with home=() the reference's cd goes to /, and
            # nothing a script writes may land outside its scratch directory
            return '@{%s; pwd}' % self.pick(['cd d1; echo $status; cd', 'cd nosuch',
                              'cd f1', 'cd d1 d1', "cd ''", 'cd; echo $status',
                              'home=(); cd', 'home=(d1 x); cd',
                              'cdpath=(d1); cd sub; cd',
                              'cdpath=(. d1); cd sub; cd', 'cd d1/sub; cd',
                              'cdpath=(); cd sub', 'cd ./d1; cd',
                              'cdpath=\'\'; cd sub'])
        if b == 'echo':
            return self.pick(['echo -n a; echo b', 'echo -- -n', 'echo -n',
                              'echo -n -- a', 'echo --', 'echo -nn x',
                              'echo -e a', "echo '-n'", 'echo'])
        if b == 'eval':
            return self.pick(["eval 'echo $x'", 'eval echo a b',
                              "eval 'x=(1 2)'; echo $x", "eval 'echo {'",
                              'eval', "eval ''", "eval 'fn f {echo F}'; f",
                              'eval $x', "eval 'exit 4'", "eval 'echo a;' 'echo b'",
                              "eval 'if (true) echo y'"])
        if b == 'exec':
            return self.pick(['exec >out; echo hidden; exec >/dev/tty',
                              '@{exec echo sub}', 'exec echo last',
                              'exec nosuchcmd', 'exec', '@{exec >[2=1]}',
                              'exec sh -c \'exit 5\'',
                              # a builtin or function after exec runs in the shell
                              '@{exec cd /; echo no}; echo $status',
                              '@{exec echo -- a}', '@{exec builtin exec echo b}',
                              "@{fn f {echo F $*; return 3}; exec f 1}; echo $status",
                              "@{exec eval 'echo e; exit 4'}; echo $status",
                              '@{exec shift 3; echo no}; echo $status',
                              'fn g {exec return 2}; g; echo $status',
                              '@{exec builtin >[2=1]; echo eb}',
                              '/bin/echo abs; fn ./nosuch {echo F}; ./nosuch'])
        if b == 'exit':
            return 'exit ' + self.pick(STATUSES + ['', ''])
        if b == 'flag':
            return self.flag_stmt()
        if b == 'limit':
            return self.pick(['limit coredumpsize', 'limit nosuch',
                              'limit coredumpsize 0; limit coredumpsize',
                              'limit -h nosuch', 'limit filesize x',
                              'limit cputime 1h; limit cputime'])
        if b == 'newpgrp':
            return self.pick(['newpgrp', 'newpgrp x'])
        if b == 'return':
            return 'return ' + self.pick(STATUSES + [''])
        if b == 'shift':
            return self.pick(['shift; echo $*', 'shift 2; echo $*',
                              'shift 5', 'shift x', 'shift -1', 'shift 0',
                              'shift 1 2'])
        if b == 'umask':
            return self.pick(['umask', 'umask 022; umask', 'umask 999',
                              'umask x', 'umask 0777; umask', 'umask 1 2'])
        if b == 'wait':
            return self.pick(['wait', 'wait 1', 'wait x', 'wait 1 2'])
        return self.whatis()

    # ------------------------------------------------------------ exactness
    # Shapes the grammar above was blind to (issue 24): the order words
    # are worked out in, $ with digit strings, statuses above 255, handlers
    # of signals the shell may have come in ignoring, listings of many
    # definitions, here-document errors followed by more lines, and the
    # long scripts people write.

    def exact(self):
        k = self.wpick([('chain', 5), ('digits', 3), ('bigstatus', 3),
                        ('listing', 3), ('sigself', 2), ('docerr', 2),
                        ('real', 6)])
        self.feat('exact:' + k)
        return getattr(self, 'exact_' + k)()

    def effect(self, n):
        """A piece of a chain: a backquote that leaves a mark in the file
        log as it runs, reads what an earlier one wrote, or sets
        $bqstatus for a later piece to read."""
        return self.pick([
            '`{echo %d >>log; echo %d}' % (n, n),
            '`{echo %d >>log}' % n,
            '`{cat log >[2]/dev/null}',
            '`{echo p%d >f%d; echo p}' % (n, n),
            '`{cat f%d >[2]/dev/null}' % (n - 1),
            '`{exit %d}' % (n % 4),
            '$bqstatus', '$#bqstatus', 'x', "'-'", '$x', '(a b)',
            '$x(`{echo %d >>log; echo 1})' % n])

    def chain(self):
        n = self.r.randint(3, 5)
        return '^'.join(self.effect(i + 1) for i in range(n))

    def exact_chain(self):
        k = self.wpick([('echo', 5), ('assign', 2), ('local', 2), ('args', 2),
                        ('case', 1), ('redir', 1), ('fn', 1)])
        self.feat('chain:' + k)
        c = self.chain()
        tail = self.pick(['; cat log >[2]/dev/null', '', '; echo $bqstatus'])
        if k == 'echo':
            return 'echo ' + c + tail
        if k == 'assign':
            return 'x=' + c + '; echo $x' + tail
        if k == 'local':
            v = self.var()
            return ('`{echo 1 >>log; echo %s}=%s `{echo 2 >>log; echo b}='
                    '`{echo 3 >>log; echo w} echo $%s $b%s' % (v, c, v, tail))
        if k == 'args':
            return 'echo %s %s %s%s' % (self.effect(1), c, self.effect(9), tail)
        if k == 'case':
            return 'switch (%s) {case %s; echo m; case *; echo d}%s' % (
                self.chain(), c, tail)
        if k == 'redir':
            return 'echo %s >%s; cat log out >[2]/dev/null' % (
                c, self.pick(['out', '`{echo 9 >>log; echo out}']))
        return 'fn f {echo %s}; f; f%s' % (c, tail)

    def exact_digits(self):
        d = self.pick(['0', '00', '000', '01', '001', '0001', '10', '010',
                       '1', '2', '02', '4294967296', '4294967297'])
        w = self.pick(['$%s', '$#%s', '$"%s', '$^%s', '$%s(1)', "$'%s'"]) % d
        self.feat('digits:' + ('zero' if d.strip('0') == '' else 'num'))
        return self.pick([
            'echo %s' % w,
            'x=%s; echo $$x $#$x' % d,
            'fn f {echo %s $*}; f a b' % w,
            '*=(p q); echo %s' % w,
            'echo %s^%s' % (w, self.pick(['a', '$0', '$1'])),
            '%s=v; echo $status' % d])

    def exact_bigstatus(self):
        st = self.pick(BIGSTATUSES)
        self.feat('bigstatus')
        return self.pick([
            'fn r {return %s}; r && echo t || echo f; echo $status' % st,
            'fn r {return %s}; if (r) echo t\nif not echo f' % st,
            'fn r {return %s}; r; ~ $status 0 && echo z; ! r && echo bang' % st,
            'fn r {return %s}; while (r) {echo loop; break}; echo w $status'
            % st,
            'fn r {return %s}; fn s {r}; s && echo t || echo f' % st,
            "rc -c 'exit %s'; echo $status" % st,
            'fn r {return %s}; r; @{exit}; echo $status' % st,
            'fn r {return %s}; x=`{r}; echo $bqstatus' % st])

    def exact_listing(self):
        n = self.r.randint(2, 40)
        self.feat('listing')
        make = self.pick([
            'for (i in `{seq %d}) fn f^$i {echo $i}' % n,
            'for (i in `{seq %d}) v^$i=$i' % n,
            'for (i in `{seq %d}) {fn g^$i {}; w^$i=(a $i)}' % n,
            'fn b {}; fn a {}; fn c {}; ab=1; ba=2',
            'for (n in %s) fn $n {}' % ' '.join(self.pick(
                ['a', 'b', 'zz', 'x1', "'\xe9'", "'f.g'", "'a b'", 'sig',
                 'path', "'if'"]) for _ in range(self.r.randint(2, 6)))])
        drop = self.pick([
            '', 'fn f3; fn f1', 'v2=(); v5=()',
            'for (i in `{seq 1 3 %d}) fn f^$i' % n,
            'for (i in `{seq 2 4 %d}) v^$i=()' % n,
            'x=1 y=2 true', 'path=(/bin); home=(); cdpath=x'])
        shows = ['whatis -f', '@{whatis -f}', "rc -c 'whatis -f'",
                 'fn t {whatis -f}; t']
        if not self.xtrace:     # the children of a pipeline trace in any order
            shows += ["whatis -v | grep -v '^\\(pid\\|version\\)='",
                      "whatis | grep -v '^\\(pid\\|version\\)='"]
        show = self.pick(shows)
        return '; '.join(x for x in (make, drop, show) if x)

    def exact_sigself(self):
        sig = self.pick(['HUP', 'USR1', 'USR2', 'ALRM', 'TERM', 'QUIT',
                         'INT', 'PIPE'])
        low = sig.lower()
        self.feat('sigself')
        # without a handler, a signal that is not ignored ends the script;
        # sh sends it to its parent, so that no pid is in a -x trace
        kill = "sh -c 'kill -%s $PPID'" % sig
        return self.pick([
            'fn sig%s {echo caught %s}; %s; echo after' % (low, low, kill),
            'whatis sig%s >[2=1]; whatis -s | grep %s' % (low, low),
            'fn sig%s {echo one}; %s; fn sig%s {}; %s; echo after' % (
                low, kill, low, kill),
            'fn sig%s {echo h}; for (i in 1 2) %s; echo n' % (low, kill),
            "fn sig%s {echo h}; sh -c 'kill -%s $$'; echo $status" % (
                low, sig),
            '@{fn sig%s {echo sub}; %s}; echo $status' % (low, kill)])

    def exact_docerr(self):
        self.feat('docerr')
        first = self.pick(["eval 'cat <<DOT'", "eval 'cat <<A; cat <<B'",
                           "eval 'cat <<DOT\nno end'", "eval 'cat <<'''''"])
        then = self.pick(['echo )', 'echo (', "eval 'echo )'", 'echo >[1=x]',
                          'echo after', "eval 'cat <<DOT'", 'if (', '}'])
        return first + '\n' + then + self.pick(['\necho last', ''])

    # --- the long scripts people write: option loops, switch, if not,
    # --- functions, text processing with the usual tools, dotfiles

    def exact_real(self):
        for _ in range(10):
            k = self.wpick([('opts', 3), ('cgi', 2), ('dotfile', 2),
                            ('build', 2), ('text', 2), ('files', 2),
                            ('lists', 2), ('report', 1)])
            text = getattr(self, 'real_' + k)()
            # under -x the children of a pipeline trace in any order
            if not self.xtrace or '|' not in text:
                break
        self.feat('real:' + k)
        return text

    def real_opts(self):
        args = ' '.join(self.pick(['-v', '-o', 'out', '-n', '3', '--', 'a',
                                   "'b c'", '-x', "''", '-', '-vn', 'f1'])
                        for _ in range(self.r.randint(0, 6)))
        return '''*=(%s)
verbose=0 out=() n=1
while (! ~ $#* 0) {
	switch ($1) {
	case -v
		verbose=1
	case -o
		out=$2; shift
	case -n
		n=$2; shift
	case --
		shift; break
	case -?*
		echo bad flag $1 >[1=2]
	case *
		break
	}
	shift
}
if (~ $verbose 1) echo verbose
if not echo quiet
echo out $out n $n rest $#* $*''' % args

    def real_cgi(self):
        qs = self.pick(['a=1&b=two+words&c=', 'name=x%20y&flag',
                        '&&x=1', 'k=v=w', '', 'q=%41%42&r=a+b+c'])
        return '''QUERY_STRING='%s'
fn param {
	for (pair in `{echo $QUERY_STRING | tr '&' ' '}) {
		if (~ $pair $1^'='*) {
			echo $pair | sed 's/^[^=]*=//; s/+/ /g; s/%%20/ /g'
			return 0
		}
	}
	return 1
}
for (p in a b name k q r flag) {
	v=`{param $p}
	if (~ $bqstatus 0) echo $p is $#v: $v
	if not echo $p missing
}''' % qs

    def real_dotfile(self):
        return self.pick(['''fn l {ls -F $*}
fn h {echo hist $*}
fn cdup {@{cd ..; pwd}}
prompt=('rc% ' '	')
fn x {
	switch ($#*) {
	case 0
		echo usage: x cmd
	case *
		$*
	}
}
x; x echo hi; l d1; whatis l h x''', '''fn ll {ls $* | sort -r}
fn e {if (~ $#* 0) echo no file
if not cat $*}
ll d1; e; e f1
fn path {echo $path}
fn home {}
whatis -f''', '''history=()
fn today {echo fixed}
fn now {today; echo $status}
now
fn today
now >[2=1]'''])

    def real_build(self):
        srcs = ' '.join(self.pick(['a.c', 'b.c', 'main.c', 'x.h', 'lib.c',
                                   'mk.rc', "'sp ace.c'"])
                        for _ in range(self.r.randint(1, 5)))
        return '''srcs=(%s)
objs=()
for (s in $srcs) {
	switch ($s) {
	case *.c
		o=`{echo $s | sed 's/\\.c$/.o/'}
		objs=($objs $o)
		echo cc -c $s -o $o
	case *.h
		echo header $s
	case *
		echo skip $s
	}
}
if (~ $#objs 0) echo nothing to link
if not echo ld -o prog $objs''' % srcs

    def real_text(self):
        return self.pick(['''cat <<EOF >words
the quick brown fox
jumps over the lazy dog the end
EOF
tr ' ' '\\n' <words | sort | uniq -c | sort -rn
n=`{wc -w <words}
echo $n words''', '''lines=`{cat f1}
for (l in $lines) echo '>' $l
ifs=$nl {all=`{cat f1}}
echo $#all $#lines''', '''fn trim {echo $* | sed 's/^ *//; s/ *$//'}
fn upper {echo $* | tr a-z A-Z}
x=`{trim '  padded  '}
echo [$x] `{upper $x}'''])

    def real_files(self):
        return self.pick(['''for (f in * .*) {
	if (test -d $f) echo dir $f
	if not if (test -f $f) echo file $f
}''', '''n=0
for (f in d1/*) {
	~ $f *.bak && continue
	n=`{expr $n + 1}
}
echo $n entries''', '''fn exists {test -e $1}
for (f in f1 nosuch d1/s) {
	if (exists $f) echo $f exists
	if not echo $f missing
}'''])

    def real_lists(self):
        return self.pick(['''x=()
for (i in 1 2 3 4) x=($x item$i)
echo $#x $x(2) $x(4 1)
y=($x(3) $x)
echo $#y $^y''', '''fn count {echo $#*}
fn rev {
	r=()
	for (i) r=($i $r)
	echo $r
}
count a b c; rev a b c; rev''', '''stack=()
fn push {stack=($1 $stack)}
fn pop {echo $stack(1); stack=$stack(2-)}
push a; push b; pop; push c; pop; pop; echo left $#stack'''])

    def real_report(self):
        return '''fn die {echo $0: $* >[1=2]; return 1}
fn check {
	if (! ~ $#* 1) {die usage: check file; return}
	if (! test -r $1) {die cannot read $1; return}
	echo ok $1
}
for (f in f1 nosuch d1) check $f
check
check a b
echo $status'''

    # ------------------------------------------------------------ front end
    # The lexer, the parser and the printers (-x traces, -n -x trees,
    # whatis and fn_ exports), -v echo, -i prompts and syntax errors.

    def front(self):
        k = self.wpick([('tree', 10), ('trace', 12), ('evalcode', 4),
                        ('syntax', 5), ('long', 3), ('prompt', 3),
                        ('lex', 6), ('values', 3)])
        self.feat('front:' + k)
        if k == 'tree':
            return self.treefn()
        if k == 'trace':
            return self.tracecmd()
        if k == 'evalcode':
            return self.evalcode()
        if k == 'syntax':
            return self.syntax_in()
        if k == 'long':
            return self.longline()
        if k == 'prompt':
            return self.prompt_stmt()
        if k == 'lex':
            return self.lexcorner()
        return self.values()

    # --- printed, never run: any construct at all

    def tword(self, d=0):
        """A word of any form, for a command that is only printed."""
        k = self.wpick([('lit', 5), ('odd', 10), ('oddvar', 6), ('var', 4),
                        ('join', 4), ('list', 3), ('bq', 3 if d < 2 else 0),
                        ('procsub', 1 if d < 2 else 0), ('glob', 1),
                        ('long', 0.3)])
        self.feat('tword:' + k)
        v = self.var()
        if k == 'lit':
            return self.pick(LITERALS)
        if k == 'odd':
            return self.pick(ODD_WORDS)
        if k == 'oddvar':
            return self.pick(ODD_VARS)
        if k == 'var':
            w = self.pick(['$', '$#', '$^', '$"', '$$']) + v
            if w[1] in '$' + v[0] and self.p(.3):
                w += '(%s)' % self.sub()
            return w
        if k == 'join':
            return self.joined(d)
        if k == 'list':
            return '(' + ' '.join(self.tword(d + 1) for _ in
                                  range(self.r.randint(0, 3))) + ')'
        if k == 'bq':
            f = self.wpick([('{', 4), ('ifs', 2), ('word', 1)])
            if f == '{':
                return '`{%s}' % self.tbody(d + 1, nl=False)
            if f == 'ifs':
                return '``%s{%s}' % (self.pick(["''", '$nl', '(a b)', 'x',
                                                "' '", '()', "'\x01'"]),
                                     self.tbody(d + 1, nl=False))
            return '`' + self.pick(['echo', '$x', "'a b'", 'ls'])
        if k == 'procsub':
            return self.pick(['<', '>']) + '{%s}' % self.tbody(d + 1, nl=False)
        if k == 'glob':
            return self.pick(GLOBS)
        return self.pick(['x', 'a b ', "'"]) * self.r.randint(90, 200)

    def joined(self, d):
        """Words joined by carets, free ones (a$x) and written ones."""
        def part():
            return self.wpick([
                (self.pick(['a', 'x.', '-', '1', 'b']), 4),
                (self.pick(["'q'", "''", "'a b'", "'$'", "'^'"]), 3),
                ('$' + self.var(), 4), ('$#' + self.var(), 1),
                ('`{echo a}', 1), ('$%s(1)' % self.var(), 1),
                (self.pick(['if', 'for', 'fn']), 1)])
        w = part()
        for _ in range(self.r.randint(1, 3)):
            nxt = part()
            if self.p(.5) or w.endswith(')') or nxt[0] not in "$'`" and \
                    w[-1] not in "'}" and not w.startswith('$'):
                w += '^' + nxt
            else:
                w += nxt
        if self.p(.15):
            w = self.pick(['(a b)^', '()^', '(a b c)^']) + w
        if self.p(.15):
            w += self.pick(['^(1 2)', '^()', '^(x)'])
        return w

    def tnames(self):
        return self.pick([['f'], ['f', 'g'], ["'x.y'"], ['g', 'f', 'h'],
                          ["'a b'"], ["'if'"], ['$x'], ['f^g'], ["''"],
                          ['`{echo f}'], ['(f g)'], ["'='"]])

    def tbody(self, d, nl=None):
        """Commands for a brace: ; & or newline separated."""
        n = self.wpick([(0, 1), (1, 5), (2, 4), (3, 2)])
        items = [self.anycmd(d, alone=nl is not False) for _ in range(n)]
        if nl is False or not any('\n' in i for i in items) and self.p(.7):
            out = ''
            for i, it in enumerate(items):
                out += it
                if i < len(items) - 1:
                    out += self.pick([';', '; ', '&', ' & '])
            if self.p(.1) and items:
                out += self.pick([';', '&'])
            return out
        return '\n' + '\n'.join(items) + '\n'

    def tbrace(self, d):
        return '{%s}' % self.tbody(d + 1)

    def tredir(self, d=0):
        k = self.wpick([('>', 3), ('>>', 2), ('<', 2), ('<>', 1), ('<<<', 2),
                        ('fd', 3), ('dup', 3), ('close', 1)])
        self.feat('tredir:' + k)
        t = self.tword(d + 1) if self.p(.4) else self.pick(['out', 'f1'])
        if k == 'fd':
            return self.pick(['>[2]', '<[3]', '>>[5]', '<<<[4]', '>[0]',
                              '<[1]']) + t
        if k == 'dup':
            return self.pick(['>[2=1]', '>[1=2]', '<[0=3]', '>[3=2]',
                              '<[5=0]', '>[10=1]'])
        if k == 'close':
            return self.pick(['>[1=]', '<[0=]', '>[2=]'])
        return k + t

    def anycmd(self, d=0, alone=False):
        deep = d >= 3
        k = self.wpick([
            ('simple', 12), ('redir', 5), ('brace', 0 if deep else 3),
            ('if', 0 if deep else 3), ('else', 0 if deep else 1),
            ('ifnot', 0 if deep else 2), ('for', 0 if deep else 2),
            ('while', 0 if deep else 2), ('switch', 0 if deep else 2),
            ('match', 3), ('bang', 2), ('subshell', 2), ('assign', 3),
            ('local', 3), ('fn', 0 if deep else 2), ('rmfn', 1),
            ('pipe', 3), ('andor', 3), ('bg', 1), ('empty', 1),
            ('heredoc', 2 if alone else 0), ('herestring', 1)])
        self.feat('tcmd:' + k)
        sub = lambda: self.anycmd(d + 1)            # noqa: E731
        tail = lambda: self.anycmd(d + 1, alone)    # noqa: E731
        nl = lambda: self.pick(['', '', '\n'])     # noqa: E731
        if k == 'simple':
            head = self.wpick([(self.pick(['echo', 'cat', 'f', 'ls', 'true']),
                                6), (self.tword(d + 1), 2),
                               (self.pick(['builtin echo', 'eval', 'exec',
                                           '.', 'wait', 'whatis', 'cd',
                                           'return', 'exit 1', 'break']), 2)])
            return ' '.join([head] + [self.tword(d + 1) for _ in
                                      range(self.r.randint(0, 3))])
        if k == 'redir':
            c = self.anycmd(d + 1) if self.p(.3) else \
                'echo ' + self.tword(d + 1)
            rs = ' '.join(self.tredir(d) for _ in range(self.r.randint(1, 2)))
            if self.p(.3):
                return rs + ' ' + c
            return c + ' ' + rs
        if k == 'brace':
            s = self.tbrace(d)
            if self.p(.3):
                s += self.pick(['', ' ']) + self.tredir(d)
            return s
        if k == 'if':
            return 'if (%s)%s%s' % (self.tbody(d + 1, nl=False),
                                    self.pick([' ', '', '\n']), tail())
        if k == 'else':
            return 'if (%s) %s else%s %s' % (sub(), self.tbrace(d), nl(),
                                             tail())
        if k == 'ifnot':
            if self.p(.05):
                self.feat('tcmd:ifnot-alone')
                return 'if not ' + tail()
            return 'if (%s) %s%s if not %s' % (
                sub(), sub(), self.pick([';', '\n']), tail())
        if k == 'for':
            var = self.pick(['i', 'i', "'x.y'", '$x', '*', 'if', 'status'])
            if self.p(.2):
                return 'for (%s)%s %s' % (var, nl(), tail())
            return 'for (%s in %s)%s %s' % (var, ' '.join(
                self.tword(d + 1) for _ in range(self.r.randint(0, 3))),
                nl(), tail())
        if k == 'while':
            return 'while (%s)%s %s' % (self.tbody(d + 1, nl=False), nl(),
                                       tail())
        if k == 'switch':
            cases = []
            for _ in range(self.r.randint(0, 3)):
                pats = ' '.join(self.tword(d + 1)
                                for _ in range(self.r.randint(0, 2)))
                cases.append('case %s%s%s' % (
                    pats, self.pick([';', '\n']),
                    self.anycmd(d + 1, True) if self.p(.8) else ''))
            sep = self.pick(['\n', ';'])
            if any('\n' in c for c in cases):
                sep = '\n'
            return 'switch (%s)%s{%s%s%s}' % (
                self.tword(d + 1), nl(), sep, sep.join(cases), sep)
        if k == 'match':
            return '~ ' + ' '.join(self.tword(d + 1) for _ in
                                   range(self.r.randint(0, 3)))
        if k == 'bang':
            return '!' + self.pick([' ', '']) + tail()
        if k == 'subshell':
            return '@' + self.pick([' ', '']) + tail()
        if k in ('assign', 'local'):
            names = ['x', 'y', "'x.y'", "'if'", '*', 'a^b', "'1'", 'x', 'y',
                     "'a b'", '$x', 'b']
            s = '%s=%s' % (self.pick(names), self.tword(d + 1)
                           if self.p(.8) else '')
            if k == 'local':
                s += ' ' + tail()
            return s
        if k == 'fn':
            return 'fn %s %s' % (' '.join(self.tnames()), self.tbrace(d))
        if k == 'rmfn':
            return 'fn ' + ' '.join(self.tnames())
        if k == 'pipe':
            op = self.pick(['|', '|', '|[2]', '|[2=3]', '|[1=0]', '|[3=0]'])
            return '%s %s%s %s' % (sub(), op, nl(), tail())
        if k == 'andor':
            return '%s %s%s %s' % (sub(), self.pick(['&&', '||']), nl(),
                                   tail())
        if k == 'bg':
            return sub() + ' &'
        if k == 'empty':
            return self.pick(['{}', '@{}', '{;}', '{ }'])
        if k == 'herestring':
            return 'cat <<<' + self.tword(d + 1)
        return self.heredoc_any()

    def heredoc_any(self):
        quoted = self.p(.3)
        self.feat('theredoc:' + ('quoted' if quoted else 'plain'))
        tag = self.pick(['EOF', 'x', 'end'])
        lines = [self.pick(['text $x', "it's $a.", '$x(1) and $$a', 'plain',
                            '$', '$x^', '$x^^y', '$"x', "$'x'", '$#x $^x',
                            '\ttab', '', "'q'", '\\', 'a\\', '$$', '$x$y',
                            'back`{echo}', '#c', 'x' * 300,
                            '$1 $* $x.c'])
                 for _ in range(self.r.randint(0, 3))]
        return '\n'.join(['cat <<%s' % ("'%s'" % tag if quoted else tag)] +
                         lines + [tag])

    def treefn(self):
        """A function of any body, printed by whatis (in the shell and in
        a child, through the environment) and traced by -x."""
        name = self.pick(['tf', 'tf', 'tf', "'t.f'"])
        body = self.tbody(0)
        show = self.pick(['whatis %s', 'whatis %s', "rc -c 'whatis %s'",
                          "whatis %s; rc -c 'whatis %s'", 'whatis -v %s'])
        self.feat('treefn')
        return 'fn %s {%s}; %s' % (name, body, show.replace('%s', name))

    # --- run and traced

    def oddword(self):
        return self.wpick([(self.pick(ODD_WORDS), 6),
                           (self.pick(ODD_VARS), 3),
                           (self.pick(LITERALS), 2), (self.joined(1), 2)])

    def tracecmd(self):
        k = self.wpick([('echo', 6), ('local', 6), ('redir', 6),
                        ('builtin', 3), ('exec', 2), ('match', 3),
                        ('assign', 3), ('dot', 0 if self.no_dot else 2),
                        ('loop', 3), ('pipe', 2)])
        self.feat('trace:' + k)
        v = self.var()
        if k == 'echo':
            return 'echo ' + ' '.join(self.oddword() for _ in
                                      range(self.r.randint(1, 4)))
        if k == 'local':
            assigns = ' '.join('%s=%s' % (self.pick([v, v, "'x.y'", 'y']),
                                          self.pick([self.oddword(), '()',
                                                     '(a b)', '', "''",
                                                     '(a (b c))']))
                               for _ in range(self.r.randint(1, 2)))
            cmd = self.pick([
                'echo $%s' % v, '{echo $%s; echo $#%s}' % (v, v),
                '@{echo $%s}' % v, 'builtin echo $%s' % v,
                "eval 'echo $%s'" % v, "rc -c 'echo $#%s'" % v,
                'whatis %s' % v, "if (true) echo $%s" % v,
                'for (i in $%s) echo $i' % v, '~ $%s a' % v,
                '! echo $%s' % v, '{echo $%s} >[2]/dev/null | cat' % v,
                "{echo $%s} >out; cat out" % v, 'true', 'cat <<<$%s' % v,
                '%s=b echo $%s' % (v, v), 'fn f {echo $%s}' % v,
                "echo $'x.y'"])
            return '%s %s' % (assigns, cmd)
        if k == 'redir':
            c = self.wpick([('{echo a; echo b >[1=2]}', 2),
                            ('@{echo a}', 2), ('if (true) echo a', 2),
                            ('for (i in 1 2) echo $i', 2),
                            ('echo ' + self.oddword(), 3),
                            ('~ a a', 1), ('! echo a', 1), ('cat', 2),
                            ('builtin echo b', 1), ("eval 'echo e'", 1),
                            ('x=1 echo $x', 1), ('{}', 1),
                            ('switch (a) {case a; echo s}', 1),
                            ('{echo a} >[2]/dev/null | cat', 1), ('fn f {echo}', 1)])
            r = self.pick(['>out', '>>out', '>[2=1]', '>[2]out', '<f1',
                           '<>o2', '<<<' + self.oddword(), '>/dev/null',
                           '>[2]/dev/null', '<[3]f1', '>>[2]out',
                           '>[1=2] >[2]out', '<f1 >out', '>out >[2=1]',
                           '<nosuch', '>d1', '>' + self.oddword(), '< f1'])
            s = self.pick(['%s %s', '%s %s', '%s %s'])
            text = s % (c, r) if self.p(.8) or c[0] in '{@ifsw' else s % (r, c)
            return text + self.pick(['', '; cat out', '; echo $status'])
        if k == 'builtin':
            return self.pick([
                'builtin echo ' + self.oddword(), "builtin eval 'echo ev'",
                'builtin builtin echo x', '@{builtin exec echo bx}',
                "builtin whatis echo", 'builtin cd d1; builtin cd',
                'builtin ' + self.oddword()])
        if k == 'exec':
            return self.pick([
                '@{exec echo ' + self.oddword() + '}',
                '@{exec >out; echo a}; cat out', '@{exec <f1; cat}',
                '@{x=1 exec rc -c \'echo $x\'}', '@{exec >[2=1]; echo b}',
                '@{exec nosuch}; echo $status', '@{exec cd d1}; echo $status',
                '@{exec whatis echo}', '@{exec exec echo xx}'])
        if k == 'match':
            subj = self.pick(['()', '(a b)', '$' + v, '$%s(2)' % v,
                              '`{echo a b}', self.oddword(), "''", '(a ())'])
            pats = ' '.join(self.pick([self.oddword(), '*', '?', '()',
                                       '(a b)', "'*'", '[a]', '$' + v])
                            for _ in range(self.r.randint(0, 2)))
            return ('~ %s %s' % (subj, pats)).rstrip() + '; echo $status'
        if k == 'assign':
            val = self.pick([self.oddword(), '(%s %s)' % (self.oddword(),
                                                         self.oddword()),
                             '()', "''"])
            name = self.pick([v, "'x.y'", "'if'", "'*'", "'a b'", v])
            return '%s=%s; %s' % (name, val, self.pick([
                'echo $%s' % name, 'whatis %s' % name,
                'echo $#%s' % name]))
        if k == 'dot':
            return self.pick(['. inc.rc', '. inc.rc ' + self.oddword(),
                              "x=1 . inc.rc", '. inc.rc >[2=1]',
                              '{. inc.rc} >out; cat out'])
        if k == 'loop':
            return self.pick([
                'for (i in %s) echo $i' % self.oddword(),
                'for (%s in a b) echo $%s' % (v, v),
                "for ('x.y' in a) echo $'x.y'",
                'for (i) echo $i',
                'n=(); while (! ~ $#n 1) {n=($n 1); echo %s}' %
                self.oddword(),
                'switch (%s) {case %s; echo m; case *; echo d}' % (
                    self.oddword(), self.oddword()),
                'if (! ~ a b) echo %s' % self.oddword(),
                'if (false) echo x\nif not echo y',
                'if (false) {echo x} else if (true) echo z'])
        # -x traces only from the last element (the first races with it)
        return self.pick(['{echo %s} >[2]/dev/null | cat',
                          '{echo %s >[1=2]} |[2] cat']) % self.oddword()

    def evalcode(self):
        """eval with rc source in a string: lexed and parsed again."""
        k = self.wpick([('code', 4), ('words', 3), ('bad', 3), ('lines', 2)])
        self.feat('eval:' + k)
        if k == 'code':
            return 'eval ' + rcq(self.simple_cmd())
        if k == 'words':
            return 'eval echo ' + ' '.join(self.oddword() for _ in
                                           range(self.r.randint(1, 3)))
        if k == 'bad':
            return 'eval %s%s; echo $status' % (
                rcq('echo a') + ' ' if self.p(.5) else '',
                rcq(self.pick(SYNTAX_BAD)))
        body = [self.simple_cmd(), self.pick(SYNTAX_BAD + ['echo ok'] * 6),
                self.simple_cmd()]
        return 'eval ' + rcq('\n'.join(body)) + '; echo $status'

    def syntax_in(self):
        """A syntax error inside something: a function body, a block, a
        child rc, a . file, several lines down."""
        bad = self.pick([b for b in SYNTAX_BAD if b not in SYNTAX_CONT])
        k = self.wpick([('fnbody', 3), ('block', 3), ('child', 2),
                        ('after', 3), ('dotfile', 0 if self.no_dot else 2)])
        self.feat('syntax-in:' + k)
        if k == 'fnbody':
            return 'fn f {\necho a\n%s\n}\necho after' % bad
        if k == 'block':
            return self.pick(['if (true) {\necho a\n%s\necho b\n}\necho c',
                              'for (i in 1 2) {\n%s\n}',
                              '{echo x; %s}\necho y',
                              'switch (a) {\ncase a\n%s\n}']) % bad
        if k == 'child':
            return "rc -c %s; echo $status" % rcq('echo a\n' + bad)
        if k == 'after':
            return 'echo before; %s' % bad
        if 'inc.rc' not in self.case.files:
            self.case.files['inc.rc'] = 'echo inc\n%s\necho inc2\n' % bad
        return '. inc.rc; echo $status'

    def longline(self):
        """Lines past the 256 bytes the reference reads at a time."""
        k = self.wpick([('word', 2), ('words', 3), ('semis', 3),
                        ('comment', 1), ('cont', 2), ('heredoc', 1)])
        self.feat('long:' + k)
        n = self.r.randint(200, 700)
        if k == 'word':
            return 'echo ' + 'x' * n
        if k == 'words':
            return 'echo ' + ' '.join('w%03d' % i for i in range(n // 5))
        if k == 'semis':
            return '; '.join('echo s%02d' % i for i in range(n // 10))
        if k == 'comment':
            return 'echo c # ' + 'c' * n
        if k == 'cont':
            return 'echo ' + ' \\\n'.join('p%02d' % i for i in range(n // 20))
        return 'cat <<EOF\n' + '\n'.join('line %03d' % i
                                         for i in range(n // 9)) + '\nEOF'

    def prompt_stmt(self):
        """Prompts: odd values and prompt functions, then a construct of
        several lines (the second prompt)."""
        p = self.pick(["prompt=('% ' '> ')", 'prompt=()', "prompt=''",
                       'prompt=(a)', "prompt=(%s %s)" % (self.oddword(),
                                                         self.oddword()),
                       "prompt=('1 ' '2 ' '3 ')", 'prompt=$nl',
                       'fn prompt {echo -n P}', 'fn prompt {false}',
                       'fn prompt {echo $status}', 'fn prompt',
                       "fn prompt {echo p; prompt=('x ' 'y ')}",
                       'fn prompt {echo (}', "prompt=('' '')"])
        more = self.pick(['', 'if (true) {\necho in\n}', "echo 'a\nb'",
                          'echo a \\\nb', 'cat <<EOF\nh\nEOF',
                          'fn g {\necho g\n}', '{echo a} >[2]/dev/null |\ncat',
                          'x=(a\nb); echo $x', 'echo (\necho b'])
        return p + ('\n' + more if more else '')

    def lexcorner(self):
        k = self.wpick([('bytes', 3), ('caret', 3), ('dollar', 4),
                        ('quote', 3), ('comment', 2), ('backslash', 3),
                        ('sub', 3), ('space', 2), ('nul', 1)])
        self.feat('lex:' + k)
        if k == 'bytes':
            return 'echo ' + self.pick(['a\x01b', '\x1b', 'a\rb', '\x7f',
                                        '\xe9t\xe9', '\udcff\udcfe',
                                        '\x02\x03', "'\x01'\x01"])
        if k == 'caret':
            return self.pick(['echo a ^ b', 'echo a^ b', 'echo a ^b',
                              'echo ^a', 'echo a^$x^b', 'echo $x^',
                              'echo a^^b', 'echo (a b)^^c', "echo '^'^^",
                              'echo a^`{echo b}^c', 'echo $x^(1 2)',
                              'x^y=1; echo $xy', 'echo a^(b)^c',
                              'echo a^ \\\nb'])
        if k == 'dollar':
            return 'echo ' + self.pick([
                '$', '$-', '$!', '$.', '$#', '$^', '$"', "$#'x'", '$"(a)',
                '$^^', '$#$', '$$', '$ $x', '$`{echo x}', '$"$"x',
                '$#$#x', '$(a b)', '$()', '$#()', "$'x' ", '$x(', '$x)',
                '$\x01', '$\xe9', '$$$$x', '$0(1)', '$*(0)', '$#*(1)',
                "$'' ", '$*^*', '$x^$', '$@', '$=', '$~', '$#=', '$"='])
        if k == 'quote':
            return 'echo ' + self.pick([
                "a'b'c", "'a'b", "''a", "a''", "'''a'", "'a'''", "'''",
                "'a\nb\nc'", "'#'#x", "'\\'\\", "'a'^'b'", "'x'$x'y'",
                "a'' b", "'\t'", "'$x'$x"])
        if k == 'comment':
            return self.pick(['echo a #b', 'echo a#b', '#', '# x \\',
                              'echo a;#b\necho c', 'echo \'#\'#x',
                              'echo a # \'unclosed', '#\x01\xe9',
                              'echo $x#y', 'echo `{echo a#b\n}'])
        if k == 'backslash':
            return self.pick(['echo a\\\nb', 'echo \\\\', 'echo a\\b',
                              'echo \\ a', 'echo a \\\n\\\nb', '\\\necho c',
                              'echo \\#', 'echo \\$x', "echo \\'", 'echo a\\'
                              ' b', 'echo `{echo a\\\nb}', 'x=\\; echo $x'])
        if k == 'sub':
            v = self.var()
            return 'echo $%s(%s)' % (v, self.pick([
                ' ', '1-2-3', 'a b', '1\n2', '$#%s' % v, '`{echo 1}',
                '(1) 2', '1-$#%s' % v, "'1' 2", '2-1', '-', '1 -', '- 1',
                '1-x', '$*', '1^2', "''", '01', '+1', '1 1 1']))
        if k == 'space':
            return self.pick(['echo\ta\tb', 'echo  a   b', '\techo t',
                              'echo a\t;\techo b', '  ', '\t\n  echo s'])
        # NUL bytes cannot be in an argument: only in file and stdin mode
        if self.case.mode == 'c':
            return 'echo nul'
        return self.pick(['echo a\x00b', "echo 'a\x00b'", 'echo \x00',
                          '\x00echo x', 'echo a # \x00', 'cat <<EOF\na\x00b\nEOF'])

    def values(self):
        """Values with odd words, printed by whatis, -x and a child."""
        v = self.var()
        val = self.pick(['(%s)' % ' '.join(self.oddword() for _ in
                                           range(self.r.randint(0, 3))),
                         self.oddword()])
        return '%s=%s; %s' % (v, val, self.pick([
            'whatis %s' % v, "rc -c 'whatis %s'" % v, 'echo $%s' % v,
            'echo $#%s $^%s' % (v, v), 'whatis -v %s' % v]))

    # ------------------------------------------------------------ script
    def generate(self):
        c = self.case
        c.mode = self.wpick(MODES)
        # some scripts lean on the front end: its flags, its statements
        front = self.p(.4)
        if front:
            self.feat('profile:front')
            self.frontw = 50
        for f in FLAGS:
            if self.p((FRONT_FLAG_P if front else FLAG_P)[f]):
                c.flags.append(f)
        if '-s' in c.flags:
            c.mode = 'stdin'
        if c.mode != 'c' and '-s' not in c.flags and self.p(.05):
            c.flags.append('-s')
            c.mode = 'stdin'
        # several flags in one word sometimes
        if len(c.flags) > 1 and self.p(.3):
            joined = '-' + ''.join(f[1] for f in c.flags)
            self.feat('flags:joined')
            c.flags = [joined]
        if self.p(.05):
            c.flags.append('--')
            self.feat('flags:--')
        for f in FLAGS:
            if any(w.startswith('-') and w != '--' and f[1] in w[1:]
                   for w in c.flags):
                self.feat('flag:' + f)
        flags = ''.join(w[1:] for w in c.flags if w != '--')
        if not flags:
            self.feat('flag:none')
        self.xtrace = 'x' in flags
        self.allow_bg = 'i' not in flags and self.p(.5)
        c.merge = self.p(.3)
        if self.p(.1):
            c.ignore = sorted(self.r.sample(IGNORABLE, self.r.randint(1, 3)))
            for sig in c.ignore:
                self.feat('ignored:' + sig)
        self.feat('mode:' + c.mode)
        self.feat('merge' if c.merge else 'separate')
        if c.mode == 'stdin' and '-s' not in c.flags:
            c.args = []
        else:
            c.args = [self.pick(['a', 'b c', '-x', '--', '', '-e', "x'y", '1'])
                      for _ in range(self.wpick([(0, 4), (1, 2), (2, 2),
                                                 (3, 1)]))]
        if c.args:
            self.feat('args')
        if '-l' in flags or 'l' in flags:
            c.files['.rcrc'] = self.pick(['echo rcrc $#*', 'x=from-rcrc',
                                          'fn f {echo rcrc-f}', 'echo {',
                                          'exit 3', 'flag x +'])
        if self.small:      # make check's batch: about half the commands
            n = self.wpick([(1, 3), (2, 4), (3, 2)])
        else:
            n = self.wpick([(1, 2), (2, 4), (3, 5), (4, 4), (5, 3), (6, 2),
                            (8, 1)])
        lines = []
        if self.p(.4):
            lines.append('%s=(%s)' % (self.var(), ' '.join(self.words(1, 3))))
        for _ in range(n):
            lines.append(self.stmt())
        if any(s.startswith('. ') or s.startswith('.;') or '. inc.rc' in s
               or '. -i' in s or './inc' in s for s in lines) or self.p(.1):
            self.no_dot = self.no_calls = True
            inc = [self.stmt() for _ in range(self.r.randint(1, 2))]
            self.no_dot = self.no_calls = False
            c.files['inc.rc'] = '\n'.join(inc) + '\n'
        if self.p(.14):
            self.feat('syntax-error')
            bad = self.pick(SYNTAX_BAD)
            if self.p(.5) or bad in SYNTAX_CONT:
                lines.append(bad)
            else:
                lines.insert(self.r.randint(0, len(lines)), bad)
        if self.p(.04):
            self.feat('syntax-error:heredoc-incomplete')
            lines.append('cat <<EOF\nno end')
        sep = self.wpick([('\n', 8), ('; ', 2)])
        if any('\n' in x or '#' in x for x in lines):
            sep = '\n'
        script = sep.join(lines)
        if sep == '; ':
            self.feat('sep:semicolon')
        if self.p(.9):
            script += '\n'
        else:
            self.feat('no-final-newline')
        c.script = script
        return c


def generate(seed, index, small=False):
    return Gen(seed, index, small).generate()
