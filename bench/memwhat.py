#!/usr/bin/env python3
"""memwhat.py: what each private dirty page of an idle interactive shell holds (issue 27).

usage: memwhat.py [--ptymem PATH] [--prompt P] [--pages] shell [arg ...]

Starts one shell idle on a terminal (bench's ptymem -w: the prompt
shown, an empty line read, the prompt shown again), then reads its
/proc/PID/smaps and /proc/PID/pagemap and prints, for every mapping that
holds private dirty pages, how many, and for a mapping of a file (an
executable or a library, and the anonymous pages right after it, its
.bss), which ELF sections and the largest symbols each dirty page
holds.  For the heap and other anonymous memory it prints how many
pages are present and, with --pages, per page the bytes in use (not
zero) and the longest strings found there.  Run as root, or with
ptrace rights over the shell, to read pagemap and mem.  Nothing here
is timed.
"""
import argparse
import os
import re
import struct
import subprocess
import sys

PAGE = os.sysconf('SC_PAGE_SIZE')


def maps(pid):
    out = []
    cur = None
    with open('/proc/%d/smaps' % pid) as f:
        for line in f:
            m = re.match(r'([0-9a-f]+)-([0-9a-f]+) (\S+) ([0-9a-f]+) \S+ \d+\s*(.*)$', line)
            if m:
                cur = {'start': int(m.group(1), 16), 'end': int(m.group(2), 16),
                       'perms': m.group(3), 'offset': int(m.group(4), 16),
                       'path': m.group(5).strip()}
                out.append(cur)
                continue
            k = re.match(r'(\w+):\s+(\d+) kB', line)
            if k and cur is not None:
                cur[k.group(1)] = int(k.group(2))
    return out


def pages(pid, vma):
    """The pages of vma present and private (anonymous: written, or a .bss or heap page)."""
    n = (vma['end'] - vma['start']) // PAGE
    res = []
    with open('/proc/%d/pagemap' % pid, 'rb') as f:
        f.seek(vma['start'] // PAGE * 8)
        data = f.read(n * 8)
    for i in range(n):
        (e,) = struct.unpack_from('<Q', data, i * 8)
        present, filepage = e >> 63 & 1, e >> 61 & 1
        if present and not filepage:
            res.append(vma['start'] + i * PAGE)
    return res


def elfinfo(path):
    """(first PT_LOAD vaddr, sections [(name, addr, size)], symbols [(addr, size, name)])"""
    ph = subprocess.run(['readelf', '-lW', path], capture_output=True, text=True).stdout
    first = min(int(l.split()[2], 16) for l in ph.splitlines() if l.split()[:1] == ['LOAD'])
    secs = []
    for l in subprocess.run(['readelf', '-SW', path], capture_output=True, text=True).stdout.splitlines():
        m = re.match(r'\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)', l)
        if m and int(m.group(2), 16):
            secs.append((m.group(1), int(m.group(2), 16), int(m.group(3), 16)))
    syms = {}
    for flag in ([], ['-D']):
        r = subprocess.run(['nm', '-S', '--defined-only'] + flag + [path], capture_output=True, text=True)
        for l in r.stdout.splitlines():
            f = l.split()
            if len(f) == 4 and f[2] in 'bBdDgGsSvVuV':
                syms[(int(f[0], 16), f[3])] = int(f[1], 16)
    return first & ~(PAGE - 1), secs, sorted((a, s, n) for (a, n), s in syms.items())


def describe(vaddr, secs, syms, top=4):
    lo, hi = vaddr, vaddr + PAGE
    sec = ['%s %d' % (n, min(hi, a + s) - max(lo, a)) for n, a, s in secs if a < hi and a + s > lo]
    inpage = [(min(hi, a + s) - max(lo, a), n) for a, s, n in syms if a < hi and a + max(s, 1) > lo]
    inpage.sort(reverse=True)
    return ', '.join(sec), ', '.join('%s %d' % (n, b) for b, n in inpage[:top])


def strings(pid, addr, minlen=6, top=3):
    try:
        with open('/proc/%d/mem' % pid, 'rb') as f:
            f.seek(addr)
            data = f.read(PAGE)
    except OSError:
        return '?', ''
    used = sum(1 for b in data if b)
    found = sorted(set(re.findall(rb'[\x20-\x7e]{%d,}' % minlen, data)), key=len, reverse=True)[:top]
    return used, ' | '.join(s[:40].decode() for s in found)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ptymem', default=os.environ.get('PTYMEM', 'ptymem'))
    ap.add_argument('--prompt', default='; ')
    ap.add_argument('--pages', action='store_true')
    ap.add_argument('shell', nargs=argparse.REMAINDER)
    a = ap.parse_args()
    if not a.shell:
        ap.error('no shell')
    p = subprocess.Popen([a.ptymem, '-w', a.prompt] + a.shell, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    line = p.stdout.readline()
    if not line:
        sys.exit('memwhat: the shell never became idle')
    f = line.split()
    pid = int(f[0])
    print('%s: pid %d, rss %s kB, pss %s kB, private dirty %s kB, readline mapped: %s'
          % (' '.join(a.shell), pid, f[1], f[2], f[4], f[8]))
    try:
        vmas = maps(pid)
        elves = {}
        prev = None
        total = 0
        for v in vmas:
            dirty = v.get('Private_Dirty', 0)
            path = v['path']
            owner = path
            # the anonymous part of a .bss follows its file's last mapping
            if (not path and prev is not None and prev['path'].startswith('/') and prev['end'] == v['start']
                    and prev['perms'].startswith('rw')):
                owner = prev['path']
            prev = v
            if dirty == 0:
                continue
            total += dirty
            print('\n%6d kB dirty  %x-%x %s %s%s' % (dirty, v['start'], v['end'], v['perms'],
                                                   path or '[anonymous]',
                                                   '' if owner == path else ' (after ' + os.path.basename(owner) + ': its .bss)'))
            pg = pages(pid, v)
            if owner.startswith('/') and os.path.exists(owner):
                if owner not in elves:
                    try:
                        elves[owner] = elfinfo(owner)
                    except (OSError, ValueError):
                        elves[owner] = None
                e = elves[owner]
                if e is None:
                    continue
                firstload, secs, syms = e
                base = min(x['start'] for x in vmas if x['path'] == owner and x['offset'] == 0) - firstload
                for addr in pg:
                    s, y = describe(addr - base, secs, syms)
                    print('    %x  %s;  %s' % (addr - base, s, y))
            else:
                print('    %d pages present' % len(pg))
                if a.pages:
                    for addr in pg:
                        used, st = strings(pid, addr)
                        print('    %x  %s bytes not zero  %s' % (addr, used, st))
        print('\n%6d kB private dirty in all' % total)
    finally:
        p.stdin.close()
        p.wait()


if __name__ == '__main__':
    main()
