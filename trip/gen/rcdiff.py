#!/usr/bin/env python3
"""rcdiff: runs generated rc scripts under two shells and groups the differences.

    python3 rcdiff.py --seed S --count N [--start I] [--jobs J] [--small]
                      [--ours PATH] [--ref PATH] [--deliberate FILE]
                      [--minimise [--top K] [--budget R]] [--report FILE]
                      [--coverage] [--keep DIR] [--save FILE | --load FILE]
                      [--progress N] [--show I | --run I]

Each script (rcgen.py, deterministic per seed and index) runs under both
shells in a fresh scratch directory with a fixed environment (env -i; PATH
starts with a bin directory holding `rc`, a link to the shell being run, so
child rc calls reach the same shell; HOME is the scratch directory;
TERM=dumb; USER=tester; default signal dispositions, but for the signals a
case starts the shell with ignored) and a timeout (a hang is a result).  stdout, stderr and the exit status are compared after
replacing the scratch root with @S@, the shell's path with @RC@, and the
build part of $version.  A difference is grouped by its signature: the
first differing stretch of the first differing stream (or the statuses),
as the differing words of the two lines with numbers, quoted words and
generated names abstracted; the report also says which streams differed.
Every --sample'th script is run again under the reference, and a
differing one up to --reruns times (and, unless --no-recheck-ours, as
often under ours, and when ours gives two results or the difference is
not a deliberate one, ten times as often under the reference, then both
pinned to one CPU): a script the reference does not repeat, or whose
result follows the scheduling, is counted as nondeterministic, not as a
difference.  So a race of the script's own
(the order of two children's -x lines, a SIGPIPE that depends on which
side of a pipe ends first) is told from a difference even when the
reference loses it only one time in ten.  --minimise shrinks one script per
group (flags, arguments, files, lines, words) while its signature stays
the same.  Exit status: 0 when no difference is left after the deliberate
list, 1 otherwise, 2 on a usage error.
"""

import argparse
import collections
import difflib
import multiprocessing
import os
import pickle
import re
import resource
import shutil
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rcgen  # noqa: E402

TIMEOUT = 5.0
FIXED_FILES = {
    'f1': ('one\ntwo\n', 0o644),
    'nx': ('echo nx\n', 0o644),
    'a1': ('', 0o644), 'a2': ('', 0o644), 'b1': ('', 0o644), '.h': ('', 0o644),
    'd1/s': ('s\n', 0o644),
    'd1/sub/t': ('', 0o644),
}
EX_SCRIPT = '#!/bin/sh\necho ex "$@"\n'

# ---------------------------------------------------------------- running


class Shell:
    """One shell under test: its path and its bin directory (rc, ex, and
    the programs in EXTRA_BIN, name -> path)."""

    def __init__(self, path, root, tag):
        self.path = os.path.abspath(path)
        # the two roots differ only three levels up: a script that goes
        # up with cd .. and prints where it is sees the same names
        self.root = os.path.join(root, tag, 'up', 'up', 'up')
        self.bin = os.path.join(self.root, 'bin')
        os.makedirs(self.bin, exist_ok=True)
        os.symlink(self.path, os.path.join(self.bin, 'rc'))
        for name, target in EXTRA_BIN.items():
            os.symlink(os.path.abspath(target), os.path.join(self.bin, name))
        with open(os.path.join(self.bin, 'ex'), 'w') as f:
            f.write(EX_SCRIPT)
        os.chmod(os.path.join(self.bin, 'ex'), 0o755)


def write_file(path, text, mode=0o644):
    d = os.path.dirname(path)
    if d and not os.path.isdir(d):
        os.makedirs(d)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    try:
        os.write(fd, text.encode('utf-8', 'surrogateescape'))
    finally:
        os.close(fd)
    if mode & 0o022 != os.stat(path).st_mode & 0o022 or mode & 0o100:
        os.chmod(path, mode)


def setup(work, case):
    os.makedirs(os.path.join(work, 'd1', 'sub'))
    for name, (text, mode) in FIXED_FILES.items():
        write_file(os.path.join(work, name), text, mode)
    write_file(os.path.join(work, 'ex'), EX_SCRIPT, 0o755)
    for name, text in case.files.items():
        write_file(os.path.join(work, name), text)
    write_file(os.path.join(work, 'script'), case.script)


def sandbox_child():
    """In the child before exec, under --sandbox: limits, then a user of its
    own, so a script cannot write outside its scratch directory or signal
    any process but the run's own."""
    uid = SANDBOX
    for res, lim in ((resource.RLIMIT_NPROC, 256),
                     (resource.RLIMIT_FSIZE, 16 << 20),
                     (resource.RLIMIT_CPU, 30)):
        resource.setrlimit(res, (lim, lim))
    os.setgroups([])
    os.setgid(uid)
    os.setuid(uid)


def reap_sandbox():
    """Kill every process of the sandbox user (a job that left the process
    group, by newpgrp say, as well as the group's)."""
    pid = os.fork()
    if pid == 0:
        try:
            os.setgid(SANDBOX)
            os.setuid(SANDBOX)
            os.kill(-1, signal.SIGKILL)
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


def kill_session(sid):
    """Kill what is left of a run's session: a background job of an
    interactive shell has a process group of its own, which killpg of
    the shell's group misses, and may loop on after the shell is gone."""
    for name in os.listdir('/proc'):
        if not name.isdigit():
            continue
        try:
            with open('/proc/%s/stat' % name, 'rb') as f:
                fields = f.read().rsplit(b')', 1)[1].split()
        except OSError:
            continue
        if len(fields) > 3 and int(fields[3]) == sid:
            try:
                os.kill(int(name), signal.SIGKILL)
            except OSError:
                pass


def chown_tree(top, uid):
    os.chown(top, uid, uid)
    for d, dirs, files in os.walk(top):
        for n in dirs + files:
            os.lchown(os.path.join(d, n), uid, uid)


def spawn(argv, **kw):
    """Popen, tried again for a minute while the machine has no process
    to spare (fork's EAGAIN, when other jobs fill the process table): the
    script has not run yet, so waiting changes no result."""
    for _ in range(60):
        try:
            return subprocess.Popen(argv, **kw)
        except BlockingIOError:
            time.sleep(1)
    return subprocess.Popen(argv, **kw)


def run_one(shell, case, name):
    """Run case under shell in a fresh directory; (stdout, stderr, status)."""
    work = os.path.join(shell.root, name)
    shutil.rmtree(work, ignore_errors=True)
    setup(work, case)
    if SANDBOX:
        chown_tree(work, SANDBOX)
    env = {b'PATH': (shell.bin + ':/usr/bin:/bin').encode(),
           b'HOME': work.encode(), b'TERM': b'dumb', b'USER': b'tester'}
    # a case may carry its own environment entries and standard input
    for k, v in getattr(case, 'env', {}).items():
        env[k.encode('utf-8', 'surrogateescape')] = \
            v.encode('utf-8', 'surrogateescape')
    argv = [a.encode('utf-8', 'surrogateescape') for a in case.argv()]
    stdin_name = os.devnull
    if case.mode == 'stdin':
        stdin_name = os.path.join(work, 'script')
    elif getattr(case, 'stdin', None) is not None:
        stdin_name = os.path.join(work, '.stdin')
        write_file(stdin_name, case.stdin)
    stdin = open(stdin_name, 'rb')
    ignore = getattr(case, 'ignore', None)

    def child():
        # signals the case starts the shell with ignored, as nohup or a
        # POSIX shell's & would
        for name in ignore or ():
            signal.signal(getattr(signal, name), signal.SIG_IGN)
        if PIN is not None:
            os.sched_setaffinity(0, {PIN})
        if SANDBOX:
            sandbox_child()
    try:
        p = spawn(argv, executable=shell.path, cwd=work, env=env, stdin=stdin,
                  stdout=subprocess.PIPE,
                  stderr=subprocess.STDOUT if case.merge else subprocess.PIPE,
                  start_new_session=True,
                  preexec_fn=child if ignore or SANDBOX or PIN is not None else None)
        try:
            out, err = p.communicate(timeout=TIMEOUT)
            status = p.returncode
            if status < 0:
                status = 128 - status
        except subprocess.TimeoutExpired:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except OSError:
                pass
            p.kill()
            if SANDBOX:
                reap_sandbox()
            else:
                kill_session(p.pid)
            out, err = p.communicate()
            status = 'timeout'
        # only a job can leave the shell's group: spare the others the scan
        if not SANDBOX and ('&' in case.script or 'newpgrp' in case.script):
            kill_session(p.pid)
    finally:
        stdin.close()
    shutil.rmtree(work, ignore_errors=True)
    return (normalise(out or b'', shell), normalise(err or b'', shell),
            status)


VERSION_RE = re.compile(rb'(@\(#\)rc [0-9.]+ )\([^)$]*\)')


def normalise(data, shell):
    data = re.sub(re.escape(shell.root.encode()), b'@S@', data,
                  flags=re.IGNORECASE)
    # the root reversed (a script piping $home to rev) is the root too
    data = re.sub(re.escape(shell.root[::-1].encode()), b'@S@'[::-1], data,
                  flags=re.IGNORECASE)
    data = data.replace(shell.path.encode(), b'@RC@')
    return VERSION_RE.sub(rb'\1(@BUILD@)', data)


# ---------------------------------------------------------------- comparing

STREAMS = ('stdout', 'stderr', 'status')
# Words the generator puts in scripts and their outputs: abstracted to V.
WORDS = rcgen.NAMES + ['hello', 'x1', 'one', 'two', 'ab', 'AB', 'c', 'rcrc',
                       'i', 'n', 'q', 'e', 'r', 'ex', 'a1', 'a2', 'b1', 's',
                       't', 'hi', 'HELLO', 'X1', 'A', 'B', 'ONE', 'TWO', 'p',
                       'zero', 'star', 'bg', 'ok', 'sub', 'x.y', 'a-b', 'y',
                       'no', 'E', 'F', 'd', 'mine', 'int', 'term', 'E']
NAME_RE = re.compile(r'(?<![\w.-])(%s)(?![\w-])' % '|'.join(
    re.escape(n) for n in sorted(set(WORDS), key=len, reverse=True)))


def abstract(line):
    """A line of output with its incidental parts abstracted."""
    s = line.decode('utf-8', 'backslashreplace')
    s = re.sub(r"'[^']*'", "'Q'", s)
    s = re.sub(r'[0-9]+', 'N', s)
    s = NAME_RE.sub('V', s)
    s = re.sub(r'\s+', ' ', s).strip()
    s = re.sub(r"\b([VN]|'Q')( \1)+", r'\1+', s)
    return s[:90]


def differing(a, b):
    return [s for i, s in enumerate(STREAMS) if a[i] != b[i]]


def first_hunk(ours, ref):
    """The first differing stretch of two outputs, as (ours line, ref line);
    '-' when one side has nothing there, '<end>' at its end."""
    a, b = ours.split(b'\n'), ref.split(b'\n')
    sm = difflib.SequenceMatcher(None, b, a, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == 'equal':
            continue
        la = abstract(a[j1]) if j1 < j2 else ('<end>' if j1 >= len(a) - 1
                                              else '-')
        lb = abstract(b[i1]) if i1 < i2 else ('<end>' if i1 >= len(b) - 1
                                              else '-')
        if la in ('<end>', '-'):
            return 'ref-only', lb
        if lb in ('<end>', '-'):
            return 'ours-only', la
        if la == lb:   # differs only in what was abstracted
            la = a[j1].decode('utf-8', 'backslashreplace')[:60] \
                if j1 < j2 else la
            lb = b[i1].decode('utf-8', 'backslashreplace')[:60] \
                if i1 < i2 else lb
        return la, lb
    return '?', '?'


def signature(ours, ref, merge):
    """The class of a difference: streams that differ + first differing line."""
    diff = differing(ours, ref)
    if not diff:
        return None
    if ours[2] == ref[2] == 'timeout' and all(
            a.startswith(b) or b.startswith(a) for a, b in zip(ours[:2],
                                                             ref[:2])):
        # both hang: what each wrote by the timeout depends on its speed,
        # so one's output need only be the start of the other's
        return None
    names = ['out+err' if (s == 'stdout' and merge) else s for s in diff]
    if 'timeout' in (ours[2], ref[2]):
        return '%s: timeout ours=%s ref=%s' % (','.join(names), ours[2],
                                                ref[2])
    first = diff[0]
    if first == 'status':
        return 'status: ours=%s ref=%s' % (ours[2], ref[2])
    i = STREAMS.index(first)
    la, lb = first_hunk(ours[i], ref[i])
    if la in ('ref-only', 'ours-only'):
        return '%s: %s[%s]' % (','.join(names), la, lb)
    return '%s: %s' % (','.join(names), word_diff(la, lb))


def group_key(sig):
    """Differences are grouped by their line difference, whatever streams
    it showed in (a merged stream shows stderr's lines in stdout)."""
    if sig.startswith('status:'):
        return sig
    return sig.split(': ', 1)[1]


def word_diff(la, lb):
    """Two differing lines as their first differing words, with the first
    word of the line and the two words before the change as context."""
    a, b = la.split(' '), lb.split(' ')
    sm = difflib.SequenceMatcher(None, b, a, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == 'equal':
            continue
        ctx = [w for w in b[:i1] if w != ';']
        lead = (ctx[:1] + ['..'] + ctx[-1:]) if len(ctx) > 2 else ctx
        n = 2 if ctx else 4
        return ('%s ours[%s] ref[%s]' % (' '.join(lead),
                                         ' '.join(a[j1:min(j2, j1 + n)]),
                                         ' '.join(b[i1:min(i2, i1 + n)]))
                ).strip()
    return 'ours[%s] ref[%s]' % (la, lb)


# ---------------------------------------------------------------- workers

def clean_signals():
    """Default dispositions and an empty mask, inherited by the shells: a
    run started under nohup or in the background (SIGHUP, SIGINT, SIGQUIT
    ignored) must not change what the shells do."""
    for name in ('SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGTERM', 'SIGPIPE',
                 'SIGTSTP', 'SIGTTIN', 'SIGTTOU', 'SIGCHLD', 'SIGUSR1',
                 'SIGUSR2', 'SIGALRM', 'SIGXFSZ'):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


_shells = None
SMALL = False
RECHECK_OURS = True
# How often a differing script is run again under the reference, to tell
# a race of its own (the order of two children's output) from a
# difference.
RERUNS = 6
# Another source of cases (rcmut.py's mutants): a function (seed, index)
# -> Case, used instead of rcgen's grammar; and programs to put in bin.
GENERATOR = None
EXTRA_BIN = {}
PROG = 'rcdiff'
# --sandbox: the uid (and gid) the shells run as; 0 for not at all.
SANDBOX = 0
# A function (results) -> text added to the report after the rate tables
# (rcmatrix.py's counts per flag set and mode).
REPORT_HOOK = None


def gen(seed, index):
    if GENERATOR is not None:
        return GENERATOR(seed, index)
    return rcgen.generate(seed, index, SMALL)


def plain_dir(parent, prefix):
    """A new directory whose name adds digits only to the prefix: a script
    that splits $path at a letter (ifs=a) must not cut the scratch root
    where normalising would no longer find it."""
    while True:
        path = os.path.join(parent, '%s%d' % (prefix, int.from_bytes(os.urandom(4), 'big')))
        try:
            os.mkdir(path, 0o700)
            return path
        except FileExistsError:
            pass


def init_worker(ours, ref, root, small=False, recheck_ours=True,
                generator=None, extra_bin=None, sandbox=False,
                deliberate=None, reruns=RERUNS, leave_out_undefined=False):
    global _shells, SMALL, RECHECK_OURS, GENERATOR, EXTRA_BIN, SANDBOX
    global REWRITES, RERUNS, ENTRIES, UNDEFINED
    SMALL, RECHECK_OURS, RERUNS = small, recheck_ours, reruns
    entries = load_deliberate(deliberate)
    UNDEFINED = [e for e in entries if 'undefined' in e] \
        if leave_out_undefined else []
    REWRITES = [e for e in entries if 'rewrite' in e]
    ENTRIES = [e for e in entries if 'rewrite' not in e]
    if generator is not None:
        GENERATOR = generator
    if extra_bin is not None:
        EXTRA_BIN = extra_bin
    # a uid of each worker's own, unused on this machine (see sandbox_child)
    if sandbox and os.geteuid() == 0:
        SANDBOX = 61000 + os.getpid() % 1000
    clean_signals()
    base = plain_dir(root, 'w')
    os.chmod(base, 0o755)
    _shells = (Shell(ours, base, 'o'), Shell(ref, base, 'r'))


def run_pair(case, tag='c'):
    o = run_one(_shells[0], case, tag)
    r = run_one(_shells[1], case, tag)
    return o, r


def refvaries(case, r, res, n):
    """Run case under the reference up to n times; True (and res marked
    nondeterministic under the reference) when a run differs from r."""
    if r[2] == 'timeout':
        n = min(n, 1)	# a hang takes the timeout each time
    for _ in range(n):
        sig = signature(r, run_one(_shells[1], case, 'c'), case.merge)
        if sig is not None:
            res['nondet'], res['nondet_sig'] = 'ref', sig
            return True
    return False


# The one CPU a run is pinned to (see pinned), or None for any.
PIN = None


def pinned(case, o, r, res):
    """Run each shell on one CPU, where the order in which a fork's two
    sides run is another: True (and res marked nondeterministic) when
    ours then gives the reference's result or the reference ours, so
    that the difference depends on scheduling (two children writing to
    one stream), not on the shell."""
    global PIN
    if not hasattr(os, 'sched_setaffinity'):
        return False
    PIN = min(os.sched_getaffinity(0))
    try:
        for _ in range(RERUNS):
            if signature(run_one(_shells[0], case, 'c'), r, case.merge) is None \
                    or signature(o, run_one(_shells[1], case, 'c'),
                                 case.merge) is None:
                res['nondet'] = 'ref'
                res['nondet_sig'] = 'by scheduling: ' + signature(o, r,
                                                                  case.merge)
                return True
    finally:
        PIN = None
    return False


def check(args):
    """Worker: generate, run, compare one script."""
    seed, index, sample = args
    case = gen(seed, index)
    res = {'index': index, 'features': sorted(case.features),
           'flags': case.flags, 'mode': case.mode, 'merge': case.merge,
           'sig': None, 'nondet': None}
    o = run_one(_shells[0], case, 'c')
    res['left_out'] = undefined_by(UNDEFINED, case, o)
    if res['left_out']:
        return res
    r = run_one(_shells[1], case, 'c')
    sig = signature(o, r, case.merge)
    if sig or sample:
        # the reference again: a script it does not repeat is the
        # generator's fault, not a difference
        if refvaries(case, r, res, RERUNS if sig else 1):
            return res
        if sig and RECHECK_OURS:
            osig = None
            for _ in range(RERUNS if o[2] != 'timeout' else 1):
                osig = signature(o, run_one(_shells[0], case, 'c'),
                                 case.merge)
                if osig is not None:
                    break
            if osig is not None:
                # ours gives two results: a race of the script's own
                # (two children's output) if the reference gives two as
                # well when asked often enough
                if refvaries(case, r, res, 10 * RERUNS):
                    return res
                res['nondet'], res['nondet_sig'] = 'ours', osig
                sig = 'ours-nondeterministic ' + osig
    if sig:
        res['why'] = rewritten_away(case)
        if not res['why'] and not sig.startswith('ours-nondeterministic') \
                and not is_deliberate(ENTRIES, group_key(sig), case, r, o):
            # a difference nobody explains: a race the reference loses one
            # time in twenty is found by this many runs of it, and one that
            # turns on which side of a fork runs first, by running on one CPU
            if refvaries(case, r, res, 10 * RERUNS) or pinned(case, o, r, res):
                return res
        res['sig'] = sig
        res['ours'], res['ref'] = o, r
        res['size'] = len(case.script)
    return res


REWRITES = []
ENTRIES = []	# the deliberate list's other entries
UNDEFINED = []	# entries marked undefined:, when such scripts are left out


def rewritten_away(case):
    """The reason of the first 'rewrite' entry whose rewriting of the
    script (a change that keeps its meaning but steers clear of one
    reference bug) makes the two shells agree, or None."""
    for e in REWRITES:
        pat, _, repl = e['rewrite'].partition(' => ')
        # the files a script sources are rewritten too (not the script's
        # own prefix, a rewrite anchored at ^)
        names = [n for n, v in case.files.items()
                 if not pat.startswith('^') and re.search(pat, str(v))]
        if not re.search(pat, case.script) and not names:
            continue
        t = case.copy()
        t.script = re.sub(pat, repl, case.script)
        t.files = dict(case.files)
        for n in names:
            t.files[n] = re.sub(pat, repl, str(case.files[n]))
        o, r = run_pair(t, 'w')
        if signature(o, r, t.merge) is None:
            return e['reason']
    return None


def minimise_job(args):
    seed, index, sig, budget = args
    case = gen(seed, index)
    m = Minimiser(case, sig, budget)
    small = m.run()
    o, r = run_pair(small)
    return index, small, o, r, m.tests


class Minimiser:
    """Delta debugging on flags, arguments, lines, then words."""

    def __init__(self, case, sig, budget):
        self.case, self.sig, self.budget, self.tests = case, sig, budget, 0

    def ok(self, c):
        if self.tests >= self.budget:
            return False
        self.tests += 1
        o, r = run_pair(c, 'm')
        s = signature(o, r, c.merge)
        return s is not None and group_key(s) == self.sig

    def run(self):
        c = self.case.copy()
        # flags and arguments one at a time
        for field in ('flags', 'args'):
            i = 0
            while i < len(getattr(c, field)):
                t = c.copy()
                del getattr(t, field)[i]
                if self.ok(t):
                    c = t
                else:
                    i += 1
        for name in list(c.files):
            t = c.copy()
            del t.files[name]
            if self.ok(t):
                c = t
        c = self.ddmin_lines(c)
        for name in list(c.files):
            c = self.ddmin_lines(c, name)
        c = self.words(c)
        c = self.ddmin_lines(c)
        return c

    def ddmin_lines(self, c, name=None):
        """Drop lines of the script (or of file NAME) by delta debugging."""
        text = c.script if name is None else c.files[name]
        lines = text.split('\n')
        trail = ''
        if lines and lines[-1] == '':
            lines.pop()
            trail = '\n'

        def build(ls):
            t = c.copy()
            if name is None:
                t.script = '\n'.join(ls) + trail
            else:
                t.files[name] = '\n'.join(ls) + trail
            return t
        n = 2
        while len(lines) >= 2:
            chunk = max(1, len(lines) // n)
            reduced = False
            for start in range(0, len(lines), chunk):
                rest = lines[:start] + lines[start + chunk:]
                if rest and self.ok(build(rest)):
                    lines = rest
                    n = max(n - 1, 2)
                    reduced = True
                    break
            if not reduced:
                if chunk == 1:
                    break
                n = min(len(lines), n * 2)
        return build(lines)

    def words(self, c):
        """Drop single words (space separated) and ;-separated pieces."""
        for sep in ('; ', ' '):
            lines = c.script.split('\n')
            for li in range(len(lines)):
                parts = lines[li].split(sep)
                i = 0
                while len(parts) > 1 and i < len(parts):
                    trial = parts[:i] + parts[i + 1:]
                    ls = lines[:]
                    ls[li] = sep.join(trial)
                    t = c.copy()
                    t.script = '\n'.join(ls)
                    if self.ok(t):
                        c, parts, lines = t, trial, ls
                    else:
                        i += 1
        return c


# ---------------------------------------------------------------- report

def load_deliberate(path):
    """Blocks of 'KEY: REGEX' lines and a 'reason: TEXT', separated by blank
    lines.  Keys: match (searched in the signature), script (in the
    script), ref (in the reference's stdout and stderr), ours (in ours'),
    refstatus (the reference's status, 139 for SIGSEGV), invocation (in the
    command line), rewrite ('REGEX => REPLACEMENT': the script rewritten
    so, run again under both shells, must agree; checked by the workers,
    see rewritten_away).  An entry needs a reason and at least one regex; every
    regex it has must be found."""
    entries = []
    if not path:
        return entries
    cur = {}
    with open(path) as f:
        for line in f.read().split('\n') + ['']:
            if line.startswith('#'):
                continue
            if not line.strip():
                if cur:
                    keys = set(cur) - {'reason'}
                    if 'reason' not in cur or not keys or \
                            keys - set(DELIBERATE_KEYS) or \
                            ('undefined' in cur and
                             not keys & set(UNDEFINED_KEYS)):
                        raise SystemExit('%s: bad entry: %r' % (path, cur))
                    entries.append(cur)
                cur = {}
                continue
            k, _, v = line.partition(':')
            cur[k.strip()] = v.strip()
    return entries


# the keys matched against a difference; undefined: is a mark, not a regex
MATCH_KEYS = ('match', 'script', 'ref', 'ours', 'refstatus', 'invocation',
              'joint', 'rewrite')
DELIBERATE_KEYS = MATCH_KEYS + ('undefined',)
# what an undefined: entry is decided by: never the reference's output
UNDEFINED_KEYS = ('script', 'invocation', 'ours')
# joint: the script, this line, then the reference's output, so that one
# regex can tie a word of the script to a message (a backreference)
JOINT_SEP = '\n--- ref ---\n'


def case_text(case):
    """The script and the files it reads, as the script: key sees them."""
    return case.script + ''.join('\n' + str(v) for v in case.files.values())


def undefined_by(entries, case, ours):
    """The reason of the first undefined: entry whose script, invocation
    and ours keys all match, or None.  Decided from the script and our own
    output alone, so that a script whose reference result is undefined
    (stale memory, a crash) is left out the same way on every machine."""
    if not entries:
        return None
    fields = {'script': case_text(case), 'invocation': case.invocation(),
              'ours': (ours[0] + ours[1]).decode('utf-8', 'backslashreplace')}
    for e in entries:
        if all(re.search(e[k], fields[k]) for k in UNDEFINED_KEYS if k in e):
            return e['reason']
    return None


def is_deliberate(entries, sig, case, ref, ours=(b'', b'', 0)):
    """The reason one difference is deliberate, or None.  ref and ours are
    the shells' (stdout, stderr, status)."""
    text = case_text(case)
    fields = {'match': sig, 'script': text,
              'ref': (ref[0] + ref[1]).decode('utf-8', 'backslashreplace'),
              'ours': (ours[0] + ours[1]).decode('utf-8', 'backslashreplace'),
              'refstatus': str(ref[2]),
              'invocation': case.invocation()}
    fields['joint'] = text + JOINT_SEP + fields['ref']
    for e in entries:
        if 'rewrite' in e:
            continue
        if all(re.search(e[k], fields[k]) for k in MATCH_KEYS if k in e):
            return e['reason']
    return None


def show_output(label, res):
    out, err, status = res
    lines = []
    for name, data in (('stdout', out), ('stderr', err)):
        text = data.decode('utf-8', 'backslashreplace')
        if len(text) > 1500:
            text = text[:1500] + '\n...[cut]'
        if text:
            lines.append('%s %s:\n%s' % (label, name, indent(text)))
    lines.append('%s status: %s' % (label, status))
    return '\n'.join(lines)


def visible(text):
    """Control bytes other than newline and tab, and bytes that are not
    UTF-8 (surrogate escapes in a script), as \\ooo."""
    return re.sub(r'[\x00-\x08\x0b-\x1f\x7f\udc80-\udcff]',
                  lambda m: '\\%03o' % (ord(m.group()) & 0xff), text)


def indent(text):
    text = visible(text)
    return '\n'.join('    ' + l for l in text.rstrip('\n').split('\n')) + \
        ('' if text.endswith('\n') else '\n    [no newline at end]')


def script_block(case):
    s = ['    invocation: ' + case.invocation(), '    script:']
    s.append(indent(case.script))
    for name, text in sorted(case.files.items()):
        s.append('    file %s:' % name)
        s.append(indent(text if len(text) < 800 else text[:600] +
                        '\n...[cut]'))
    return '\n'.join(s)


def rate_table(results, key_fn, title):
    tot, bad = collections.Counter(), collections.Counter()
    for r in results:
        for k in key_fn(r):
            tot[k] += 1
            if r['sig']:
                bad[k] += 1
    lines = ['%s:' % title]
    for k in sorted(tot, key=lambda k: (-tot[k], k)):
        lines.append('  %-14s %5d / %-5d %5.1f%%' % (k, bad[k], tot[k],
                                                    100.0 * bad[k] / tot[k]))
    return '\n'.join(lines)


def flag_keys(r):
    letters = set(''.join(w[1:] for w in r['flags'] if w != '--'))
    return ['-' + c for c in sorted(letters)] or ['(none)']


def scratch_base():
    """Where scratch directories go: $RCDIFF_TMP, else /dev/shm when it is a
    writable directory (creating and removing directories there is two
    hundred times cheaper than on this machine's disk), else $TMPDIR."""
    for d in (os.environ.get('RCDIFF_TMP'), '/dev/shm'):
        if d and os.path.isdir(d) and os.access(d, os.W_OK | os.X_OK):
            return d
    return None


def make_parser(description=None):
    """The options, for rcdiff and for tools that reuse its runner."""
    ap = argparse.ArgumentParser(
        description=description or __doc__.split('\n')[0])
    ap.add_argument('--seed', default='1')
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--start', type=int, default=0)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--ours', default=os.environ.get('RC', 'src/rc'))
    ap.add_argument('--ref', default=os.environ.get('RC_REF', '/usr/bin/rc'))
    ap.add_argument('--minimise', action='store_true')
    ap.add_argument('--top', type=int, default=1000,
                    help='minimise only the largest groups')
    ap.add_argument('--budget', type=int, default=200,
                    help='runs allowed to minimise one group')
    ap.add_argument('--report', help='write the grouped report here')
    ap.add_argument('--keep', help='write every differing script here')
    ap.add_argument('--deliberate', help='file of deliberate differences')
    ap.add_argument('--show', type=int, help='print script I and exit')
    ap.add_argument('--run', type=int, help='run script I, print outputs')
    ap.add_argument('--try', dest='try_file', metavar='FILE',
                    help='run the script in FILE (e.g. a minimised one) '
                    'under both shells, with --mode, --flags, --merge, '
                    'and any arguments after the options')
    ap.add_argument('--mode', default='file', choices=('file', 'c', 'stdin'))
    ap.add_argument('--flags', default='', help='e.g. --flags="-x -i"')
    ap.add_argument('--merge', action='store_true',
                    help='stdout and stderr in one stream')
    ap.add_argument('args', nargs='*', help='arguments for --try')
    ap.add_argument('--coverage', action='store_true',
                    help='print the coverage summary')
    ap.add_argument('--sample', type=int, default=20,
                    help='rerun every Nth script to look for nondeterminism')
    ap.add_argument('--reruns', type=int, default=RERUNS, metavar='N',
                    help='run a differing script again under the reference '
                    'up to N times to look for a race (default %d)' % RERUNS)
    ap.add_argument('--timeout', type=float, default=TIMEOUT)
    ap.add_argument('--quiet', action='store_true')
    ap.add_argument('--save', help='save the raw results to FILE')
    ap.add_argument('--load', help='report on results saved by --save')
    ap.add_argument('--progress', type=int, default=0, metavar='N',
                    help='report progress on stderr every N scripts')
    ap.add_argument('--no-recheck-ours', action='store_true',
                    help='rerun only the reference on a differing script')
    ap.add_argument('--small', action='store_true',
                    help='shorter scripts (make check\'s batch)')
    ap.add_argument('--leave-out-undefined', action='store_true',
                    help='leave out the scripts where the reference\'s '
                    'result is undefined (deliberate entries marked '
                    'undefined:), decided from the script and our output '
                    'alone (make check\'s batch)')
    ap.add_argument('--sandbox', action='store_true',
                    help='when run as root, run the shells as a user of '
                    'their own, with limits on processes, file size and CPU')
    return ap


def main(a=None):
    if a is None:
        a = make_parser().parse_args()
    globals()['TIMEOUT'] = a.timeout
    globals()['SMALL'] = a.small

    if a.show is not None:
        c = gen(a.seed, a.show)
        print(script_block(c))
        print('    features: ' + ' '.join(sorted(c.features)))
        return 0
    for p in (a.ours, a.ref):
        if not os.access(p, os.X_OK):
            print('rcdiff: no executable shell at %s' % p, file=sys.stderr)
            return 2
    root = plain_dir(scratch_base(), 'rcdiff.')
    os.chmod(root, 0o755)
    try:
        return run(a, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def run(a, root):
    t0 = time.time()
    if a.run is not None or a.try_file:
        init_worker(a.ours, a.ref, root, a.small, True, GENERATOR, EXTRA_BIN,
                    a.sandbox, a.deliberate)
        if a.try_file:
            c = rcgen.Case('try', 0)
            with open(a.try_file, encoding='utf-8',
                      errors='surrogateescape') as f:
                c.script = f.read()
            c.mode, c.merge = a.mode, a.merge
            c.flags = a.flags.split()
            c.args = a.args
        else:
            c = gen(a.seed, a.run)
        o, r = run_pair(c)
        print(script_block(c))
        print(show_output('ours', o))
        print(show_output('ref', r))
        print('signature:', signature(o, r, c.merge))
        return 0
    jobs = [(a.seed, i, a.sample and i % a.sample == 0)
            for i in range(a.start, a.start + a.count)]
    if a.load:
        with open(a.load, 'rb') as f:
            saved = pickle.load(f)
        jobs = []
        a.seed, a.start, a.count, a.small = (saved['seed'], saved['start'],
                                             saved['count'], saved['small'])
        globals()['SMALL'] = a.small
    pool = multiprocessing.Pool(a.jobs, init_worker,
                                (a.ours, a.ref, root, a.small,
                                 not a.no_recheck_ours, GENERATOR, EXTRA_BIN,
                                 a.sandbox, a.deliberate, a.reruns,
                                 a.leave_out_undefined))
    results = []
    try:
        for res in pool.imap_unordered(check, jobs, chunksize=4):
            results.append(res)
            if a.progress and len(results) % a.progress == 0:
                print('%s: %d/%d run, %d differ, %.0f s' % (PROG,
                    len(results), len(jobs),
                    sum(1 for r in results if r['sig']), time.time() - t0),
                    file=sys.stderr, flush=True)
        if a.load:
            results = saved['results']
            elapsed_run = saved['elapsed']
        else:
            elapsed_run = time.time() - t0
        results.sort(key=lambda r: r['index'])
        if a.save:
            with open(a.save, 'wb') as f:
                pickle.dump({'seed': a.seed, 'start': a.start,
                             'count': a.count, 'small': a.small,
                             'results': results, 'elapsed': elapsed_run}, f)
        groups = collections.defaultdict(list)
        for r in results:
            if r['sig']:
                groups[group_key(r['sig'])].append(r)
        minimised = {}
        if a.minimise and groups:
            mjobs = []
            top = sorted(groups.items(), key=lambda kv: -len(kv[1]))
            for sig, rs in top[:a.top]:
                best = min(rs, key=lambda r: (r['size'], r['index']))
                mjobs.append((a.seed, best['index'], sig, a.budget))
            for index, small, o, r, n in pool.imap_unordered(minimise_job,
                                                             mjobs):
                minimised[index] = (small, o, r, n)
    finally:
        pool.close()
        pool.join()
    elapsed = time.time() - t0

    deliberate = load_deliberate(a.deliberate)
    n = len(results)
    left_out = [r for r in results if r.get('left_out')]
    results = [r for r in results if not r.get('left_out')]
    nondet = [r for r in results if r['nondet'] == 'ref']
    diff = [r for r in results if r['sig']]
    counted = [r for r in results if r['sig'] or r['nondet'] != 'ref']
    unexplained = 0
    out = []
    out.append('%s: seed %s, scripts %d..%d, ours %s, ref %s' % (
        PROG, a.seed, a.start, a.start + a.count - 1, a.ours, a.ref))
    out.append('%d scripts, %d differ (%.1f%%), %d groups, %d nondeterministic'
               ' under the reference (not counted), %.1f s to run, %.1f s '
               'in all' % (n, len(diff), 100.0 * len(diff) / max(1, len(counted)),
                           len(groups), len(nondet), elapsed_run, elapsed))
    if left_out:
        out.append('%d scripts left out, where the reference\'s result is '
                   'undefined:' % len(left_out))
        for why, k in collections.Counter(r['left_out']
                                          for r in left_out).most_common():
            out.append('  %d: %s' % (k, why))
    out.append('(outputs after normalising: scratch root @S@, shell path @RC@, '
               '$version build @BUILD@; control bytes shown as \\ooo)')
    out.append('')
    out.append(rate_table(counted, flag_keys, 'difference rate by flag'))
    out.append(rate_table(counted, lambda r: [r['mode']],
                          'difference rate by mode'))
    out.append(rate_table(counted, lambda r: ['merged' if r['merge']
                                              else 'separate'],
                          'difference rate by stream capture'))
    if REPORT_HOOK is not None:
        out.append(REPORT_HOOK(results))
    out.append('')
    order = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for gi, (sig, rs) in enumerate(order, 1):
        best = min(rs, key=lambda r: (r['size'], r['index']))
        case = gen(a.seed, best['index'])
        o, r = best['ours'], best['ref']
        note = ''
        if best['index'] in minimised:
            case, o, r, tests = minimised[best['index']]
            note = ' (minimised in %d runs)' % tests
        # each script on its own: a group's signature may hide several causes
        why = [r_.get('why') or
               is_deliberate(deliberate, sig, gen(a.seed, r_['index']),
                             r_['ref'], r_['ours']) for r_ in rs]
        unexplained += why.count(None)
        reason = why[0] if None not in why else None
        if None in why and any(why):
            reason = None
            sig += '  (%d of %d deliberate)' % (len(why) - why.count(None),
                                                 len(why))
        flags = collections.Counter(f for r_ in rs for f in flag_keys(r_))
        modes = collections.Counter(r_['mode'] for r_ in rs)
        out.append('=' * 72)
        out.append('group %d: %d scripts%s  %s' % (
            gi, len(rs), ' [deliberate: %s]' % reason if reason else '', sig))
        streams = collections.Counter(r_['sig'].split(': ', 1)[0]
                                      for r_ in rs)
        out.append('  streams: ' + ' '.join('%s:%d' % kv for kv in
                                            streams.most_common()))
        out.append('  flags: %s; modes: %s' % (
            ' '.join('%s:%d' % kv for kv in flags.most_common()),
            ' '.join('%s:%d' % kv for kv in modes.most_common())))
        out.append('  scripts: ' + ' '.join(str(r_['index']) for r_ in rs[:20])
                   + (' ...' if len(rs) > 20 else ''))
        if None in why and any(why):
            out.append('  unexplained: ' + ' '.join(
                str(r_['index']) for r_, w in zip(rs, why) if w is None))
        out.append('  example: script %d%s' % (best['index'], note))
        out.append(script_block(case))
        out.append(show_output('  ours', o))
        out.append(show_output('  ref ', r))
    if nondet:
        out.append('=' * 72)
        out.append('nondeterministic under the reference (a generator bug):')
        for r in nondet[:30]:
            out.append('  script %d: %s' % (r['index'], r['nondet_sig']))
    if a.coverage:
        out.append('=' * 72)
        out.append(coverage(results))
    text = '\n'.join(out) + '\n'
    if a.report:
        with open(a.report, 'w') as f:
            f.write(text)
    if not a.quiet or not a.report:
        sys.stdout.write(text)
    else:
        sys.stdout.write('\n'.join(out[:2]) + '\n')
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
        for r in diff:
            c = gen(a.seed, r['index'])
            with open(os.path.join(a.keep, '%d.txt' % r['index']), 'w',
                      errors='surrogateescape') as f:
                f.write(script_block(c) + '\nsignature: %s\n' % r['sig'])
    if unexplained:
        print('%s: %d scripts differ without a deliberate reason'
              % (PROG, unexplained))
        return 1
    return 0


def coverage(results):
    cnt = collections.Counter(f for r in results for f in r['features'])
    lines = ['coverage (scripts using each feature, of %d):' % len(results)]
    by_kind = collections.defaultdict(list)
    for f, k in cnt.items():
        by_kind[f.split(':')[0]].append((f, k))
    for kind in sorted(by_kind):
        items = sorted(by_kind[kind])
        lines.append('  ' + kind + ': ' + ', '.join(
            '%s %d' % (f.split(':', 1)[1] if ':' in f else f, k)
            for f, k in items))
    return '\n'.join(lines)


if __name__ == '__main__':
    sys.exit(main())
