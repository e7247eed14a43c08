#!/usr/bin/env python3
"""rename.py: gives the core's exported names their module's prefix, as tools/renames.map says.

usage: tools/rename.py [--check] [TOPDIR]

Renames each old name of renames.map, as a whole word, in the C sources
(src/, fuzz/, lineedit/, trip/: *.c *.h *.y): in code and in comments,
never inside a string or character constant; a name marked "code" (an
English word, or part of a file's name: raised, mk) in code only.  In
the few other files that name functions (PROSE below) the unmarked names
are renamed as whole words too, and in a list of symbols (LISTS: the
link order, one name a line) every name is.  Run it again after merging a branch
that still uses old names: a name already renamed is left alone (the new
names never contain an old one as a word).  --check changes nothing and
exits 1, listing them, when an old name is still used in code.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CDIRS = ("src", "fuzz", "lineedit", "trip")
CEXT = (".c", ".h", ".y")
# Files besides the C sources that name the core's functions.
PROSE = ("src/TOUR", "fuzz/README", "bench/profile.sh", "bench/README.md")
# Lists of symbols, one a line (the link order of a static core, made by
# bench/mkorder.sh where it exists): each name in them is code's.
LISTS = ("src/hot.order",)

# What a C file is made of, outside code: comments, strings, characters.
NONCODE = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"'
                     r"|'(?:\\.|[^'\\\n])*'", re.S)


def readmap(path):
    renames, codeonly = {}, set()
    with open(path) as f:
        for n, line in enumerate(f, 1):
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if len(words) not in (2, 3) or (len(words) == 3 and words[2] != "code"):
                sys.exit("%s:%d: want \"old new\" or \"old new code\"" % (path, n))
            old, new = words[0], words[1]
            if old in renames:
                sys.exit("%s:%d: %s renamed twice" % (path, n, old))
            renames[old] = new
            if len(words) == 3:
                codeonly.add(old)
    news = list(renames.values())
    if len(set(news)) != len(news):
        sys.exit("%s: two names renamed to one" % path)
    return renames, codeonly


def pattern(names):
    if not names:
        return None
    alts = "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))
    return re.compile(r"(?<![\w$])(" + alts + r")(?![\w$])")


def recode(text, codepat, commentpat, renames):
    """text with the names renamed: codepat's in code, commentpat's in comments."""
    out, pos = [], 0
    swap = lambda m: renames[m.group(1)]
    for m in NONCODE.finditer(text):
        out.append(codepat.sub(swap, text[pos:m.start()]))
        piece = m.group(0)
        if piece.startswith("/") and commentpat is not None:
            piece = commentpat.sub(swap, piece)
        out.append(piece)
        pos = m.end()
    out.append(codepat.sub(swap, text[pos:]))
    return "".join(out)


def sources(top):
    listed = subprocess.run(["git", "-C", top, "ls-files"] + list(CDIRS),
                            capture_output=True, text=True, check=True).stdout
    return [f for f in listed.split() if f.endswith(CEXT)]


def main(argv):
    check = len(argv) > 1 and argv[1] == "--check"
    args = argv[2:] if check else argv[1:]
    top = args[0] if args else os.path.dirname(HERE)
    renames, codeonly = readmap(os.path.join(HERE, "renames.map"))
    codepat = pattern(renames)
    commentpat = pattern([n for n in renames if n not in codeonly])
    left, changed = [], 0
    for rel in sources(top):
        path = os.path.join(top, rel)
        with open(path) as f:
            text = f.read()
        new = recode(text, codepat, commentpat, renames)
        if new == text:
            continue
        if check:
            left.append(rel)
            continue
        with open(path, "w") as f:
            f.write(new)
        changed += 1
    for rel in PROSE + LISTS:
        path = os.path.join(top, rel)
        if check or not os.path.exists(path):
            continue
        with open(path) as f:
            text = f.read()
        if rel in LISTS:
            new = "".join(renames.get(line.rstrip("\n"), line.rstrip("\n"))
                          + ("\n" if line.endswith("\n") else "")
                          for line in text.splitlines(True))
        else:
            new = commentpat.sub(lambda m: renames[m.group(1)], text)
        if new != text:
            with open(path, "w") as f:
                f.write(new)
            changed += 1
    if check:
        for rel in left:
            print("rename.py: %s uses old names" % rel)
        return 1 if left else 0
    print("rename.py: %d files changed" % changed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
