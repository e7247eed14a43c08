#!/usr/bin/env python3
"""modgraph.py: the core's module graph, read from its built objects.

usage: modgraph.py [--check] OBJDIR

Each object's undefined symbols (nm) are matched to the object that
defines them: an edge from module to module.  Prints every module's
edges and the knots (sets of modules that reach one another).  With
--check, exits 1 when the graph breaks the layering of src/TOUR:

  - an edge goes up a layer;
  - a knot holds a module outside the evaluator, or more than 6 modules;
  - lex, parse or tree reach (through any path) a module outside the
    base and front-end layers: the parser links without the rest;
  - an object is in no layer (a new module must be given one here).
"""
import os
import subprocess
import sys

# Bottom to top, as src/TOUR lists them.  The editor sources compiled
# into a static or dynamic core (rc-readline.o, rc-edcommon.o) are the
# top layer's.
LAYERS = [
    ("base", "mem list print error flag slots"),
    ("system", "os signal"),
    ("front end", "input lex parse tree"),
    ("state", "status var fn env"),
    ("evaluator", "walk expand glob redir builtin"),
    ("top", "lineedit history main readline edcommon editline"),
]
RANK = {}
for rank, (_, mods) in enumerate(LAYERS):
    for m in mods.split():
        RANK[m] = rank
KNOT_LAYER = RANK["walk"]
KNOT_MAX = 6
PARSER = ("lex", "parse", "tree")
PARSER_RANKS = (RANK["mem"], RANK["input"])  # base and front end


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


def main(argv):
    check = len(argv) > 1 and argv[1] == "--check"
    args = argv[2:] if check else argv[1:]
    if len(args) != 1:
        sys.stderr.write("usage: modgraph.py [--check] OBJDIR\n")
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
    bad = problems(edges, comps)
    for b in bad:
        print("modgraph: " + b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
