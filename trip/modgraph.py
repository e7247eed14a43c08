#!/usr/bin/env python3
"""modgraph.py: the core's module graph, read from its built objects.

usage: modgraph.py [--check] OBJDIR [USERDIR...]

Each object's undefined symbols (nm) are matched to the object that
defines them: an edge from module to module.  Prints every module's
edges and the knots (sets of modules that reach one another).  With
--check, exits 1 when the graph breaks the layering of src/TOUR:

  - an edge goes up a layer;
  - a knot holds a module outside the evaluator, or more than 6 modules;
  - lex, parse or tree reach (through any path) a module outside the
    base and front-end layers: the parser links without the rest;
  - an object is in no layer (a new module must be given one here).

and when it breaks the house rules of src/TOUR ("House rules"), read
from the objects' relocations (objdump -dr):

  - an extern that no other object uses (a function never called, or
    called from its own file only: static, where -Wall's unused-function
    then finds the dead ones);
  - an extern variable written (an instruction's destination) outside
    the object that defines it;
  - a name defined at file scope in two objects (static or not);
  - an exported name without its module's prefix (PREFIX);
  - more mutable file-scope objects (objects in .data or .bss, not
    .data.rel.ro) than MUTABLE allows.

USERDIR holds objects that may use the core's externs but are no part
of it (the parser's fuzz harness, fuzz/).  GENERATED and KEPT list the
names the rules let be, in one place.
"""
import re
import os
import subprocess
import sys

# Bottom to top, as src/TOUR lists them.  The editor sources compiled
# into a static or dynamic core (rc-readline.o, rc-edcommon.o) are the
# top layer's.
LAYERS = [
    ("base", "out mem list print error flag slots"),
    ("system", "os signal"),
    ("front end", "input lex parse tree"),
    ("state", "status var fn env"),
    ("evaluator", "walk assign cmd proc expand glob redir builtin"),
    ("top", "lineedit history main readline edcommon editline"),
]
RANK = {}
for rank, (_, mods) in enumerate(LAYERS):
    for m in mods.split():
        RANK[m] = rank
KNOT_LAYER = RANK["walk"]
# the evaluator's knot: walk, assign, cmd and proc (the walker split by what
# it does) with expand, redir and builtin
KNOT_MAX = 7
PARSER = ("lex", "parse", "tree")
PARSER_RANKS = (RANK["mem"], RANK["input"])  # base and front end


# Names the house rules let be: the parser generator's own (bison and
# byacc differ in them), the compiler's (a sanitizer's __odr_asan.x,
# _sub_I_...), and the well-known names: main, what yacc's parser calls
# (yyerror) and the entry the plugin ABI fixes (lineedit/rc-lineedit.h).
GENERATED = re.compile(r"^(yy|__|_sub_[DI]_)")
KEPT = {"main", "yyerror", "rc_lineedit_entry"}
# The prefix of each module's exported names, where it is not the
# module's own name: NAME or NAME_... (tools/rename.py renames).  The
# editor's sources linked into a static core share the plugin's.
PREFIX = {"signal": "sig", "readline": "rcle", "edcommon": "rcle",
          "editline": "rcle"}
# What only the line editor's completion calls (lineedit.c's host_names):
# a build without an editor compiles that caller out, so there they have
# no user; with an editor the rule holds for them as for any name.
EDITOR_ONLY = {"builtin_each", "fn_each", "var_each"}
# Mutable file-scope objects (static locals included), the generator's
# excluded: at most this many in each module named (one record of its
# state, and an extern others read on a hot path) and in the whole core
# (None).  Lower these as the state moves into records; never raise them.
MUTABLE = {
    "walk": 1, "lex": 1, "signal": 2, "error": 2, "status": 2, "env": 1,
    "input": 2, "lineedit": 1, "out": 1,
    None: 51,
}


def symbols(obj):
    """(defined, undefined) global symbols of one object."""
    out = subprocess.run(["nm", "-P", obj], capture_output=True, text=True,
                         check=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        f = line.split()
        if len(f) < 2:
            continue
        name, kind = f[0], f[1]
        if kind == "U":
            undefined.add(name)
        elif kind.isupper() or kind in "vw":
            defined.add(name)
    return defined, undefined


def module(objname):
    name = objname[:-2]
    return name[3:] if name.startswith("rc-") else name


def graph(objdir):
    objs = sorted(f for f in os.listdir(objdir) if f.endswith(".o"))
    syms = {module(f): symbols(os.path.join(objdir, f)) for f in objs}
    owner = {}
    for m, (defined, _) in syms.items():
        for s in defined:
            owner[s] = m
    edges = {m: {} for m in syms}
    for m, (_, undefined) in syms.items():
        for s in sorted(undefined):
            d = owner.get(s)
            if d is not None and d != m:
                edges[m].setdefault(d, []).append(s)
    return edges


def knots(edges):
    """Strongly connected components (Tarjan), iteratively."""
    index, low, onstack, stack, comps = {}, {}, set(), [], []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        onstack.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    onstack.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    break
                if w in onstack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    low[u] = min(low[u], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        onstack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    comps.append(sorted(comp))
    return sorted(comps, key=lambda c: (-len(c), c))


def reach(edges, start):
    seen, todo = set(), [start]
    while todo:
        for d in edges[todo.pop()]:
            if d not in seen:
                seen.add(d)
                todo.append(d)
    return seen


def problems(edges, comps):
    out = []
    for m in sorted(edges):
        if m not in RANK:
            out.append("%s: in no layer" % m)
    for m in sorted(edges):
        for d in sorted(edges[m]):
            if m in RANK and d in RANK and RANK[d] > RANK[m]:
                out.append("%s -> %s goes up (%s -> %s): %s" % (
                    m, d, LAYERS[RANK[m]][0], LAYERS[RANK[d]][0],
                    " ".join(edges[m][d])))
    for c in comps:
        if len(c) > 1 and (len(c) > KNOT_MAX
                           or any(RANK.get(m) != KNOT_LAYER for m in c)):
            out.append("knot outside the evaluator: %s" % " ".join(c))
    for p in PARSER:
        if p not in edges:
            continue
        far = sorted(d for d in reach(edges, p)
                     if RANK.get(d) not in PARSER_RANKS)
        if far:
            out.append("%s reaches %s" % (p, " ".join(far)))
    return out


def uses(obj):
    """(symbols obj's code and data refer to, symbols it writes)."""
    out = subprocess.run(["objdump", "-dr", "--no-show-raw-insn", obj],
                         capture_output=True, text=True, check=True).stdout
    used, written, insn = set(), set(), None
    for line in out.splitlines():
        r = re.match(r"\s+[0-9a-f]+: R_\w+\s+([^\s+-]+)", line)
        if r:
            used.add(r.group(1))
            if insn is not None and writes(*insn):
                written.add(r.group(1))
            continue
        i = re.match(r"\s+[0-9a-f]+:\t(\S+)\s*([^#]*)", line)
        insn = (i.group(1), i.group(2).strip()) if i else None
    out = subprocess.run(["objdump", "-r", obj], capture_output=True,
                         text=True, check=True).stdout
    for line in out.splitlines():
        f = line.split()
        if len(f) == 3 and f[1].startswith("R_"):
            used.add(re.split(r"[+-]", f[2])[0])
    return used, written


def writes(mnemonic, operands):
    """Whether an x86-64 (AT&T) instruction writes its memory operand,
    its destination: the last operand.  Compares, tests, pushes, jumps
    and one-operand multiplies and divides only read.  Other machines'
    code is never taken as a write."""
    if mnemonic.startswith(("cmp", "test", "bt", "push", "call", "j",
                            "ucomis", "comis", "nop", "mul", "div",
                            "idiv", "prefetch")):
        return False
    if mnemonic.startswith("imul") and "," not in operands:
        return False
    last = re.split(r",(?![^(]*\))", operands)[-1].strip()
    return bool(last) and not last.startswith(("$", "%"))


def mutable(obj):
    """The objects obj's code may write: in .data or .bss (nm's D, B, d,
    b), not in .data.rel.ro (a const table of pointers)."""
    out = subprocess.run(["objdump", "-t", obj], capture_output=True,
                         text=True, check=True).stdout
    names = []
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 6 and f[-4] == "O" and f[-3].startswith((".data", ".bss")) \
                and not f[-3].startswith(".data.rel.ro") \
                and not GENERATED.match(f[-1]):
            names.append(f[-1])
    return names


def house(objdir, userdirs):
    """The house rules' findings, as lines."""
    objs = sorted(f for f in os.listdir(objdir) if f.endswith(".o"))
    users = [os.path.join(d, f) for d in userdirs if os.path.isdir(d)
             for f in sorted(os.listdir(d)) if f.endswith(".o")]
    defs, used, written, out, count = {}, {}, {}, [], 0
    for f in objs:
        m = module(f)
        syms = nmsyms(os.path.join(objdir, f))
        for n, k in syms:
            if k in "TtDdBb" and "." not in n:
                defs.setdefault(n, []).append((m, k))
        u, w = uses(os.path.join(objdir, f))
        for n in u:
            used.setdefault(n, set()).add(m)
        for n in w:
            written.setdefault(n, set()).add(m)
        mine = len(mutable(os.path.join(objdir, f)))
        count += mine
        if m in MUTABLE and mine > MUTABLE[m]:
            out.append("%s: %d mutable file-scope objects, more than %d"
                       % (m, mine, MUTABLE[m]))
    if count > MUTABLE[None]:
        out.append("the core: %d mutable file-scope objects, more than %d"
                   % (count, MUTABLE[None]))
    for u in users:
        for n in uses(u)[0]:
            used.setdefault(n, set()).add(None)
    le = os.path.join(objdir, "lineedit.o")
    noeditor = not os.path.exists(le) or \
        "host_names" not in {n for n, _ in nmsyms(le)}
    for n, where in sorted(defs.items()):
        if GENERATED.match(n) or n in KEPT or (noeditor and n in EDITOR_ONLY):
            continue
        if len(where) > 1:
            out.append("%s: defined in %s" % (n, " and ".join(
                sorted(m for m, _ in where))))
        for m, k in where:
            p = PREFIX.get(m, m)
            if k in "TDB" and n != p and not n.startswith(p + "_"):
                out.append("%s (%s): not named %s_..." % (n, m, p))
            if k in "TDB" and not used.get(n, set()) - {m}:
                out.append("%s (%s): no other object uses it" % (n, m))
            if k in "DB" and written.get(n, set()) - {m}:
                out.append("%s (%s): written in %s" % (n, m, " ".join(
                    sorted(written[n] - {m}))))
    return out


def nmsyms(obj):
    out = subprocess.run(["nm", "-P", obj], capture_output=True, text=True,
                         check=True).stdout
    return [tuple(line.split()[:2]) for line in out.splitlines()
            if len(line.split()) >= 2]


def main(argv):
    check = len(argv) > 1 and argv[1] == "--check"
    args = argv[2:] if check else argv[1:]
    if len(args) < 1:
        sys.stderr.write("usage: modgraph.py [--check] OBJDIR [USERDIR...]\n")
        return 2
    edges = graph(args[0])
    for m in sorted(edges):
        print("%-10s -> %s" % (m, " ".join(sorted(edges[m]))))
    comps = knots(edges)
    print()
    for c in comps:
        if len(c) > 1:
            print("knot of %d: %s" % (len(c), " ".join(c)))
    print("largest knot: %d modules" % len(comps[0]))
    if not check:
        return 0
    bad = problems(edges, comps) + house(args[0], args[1:])
    for b in bad:
        print("modgraph: " + b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
