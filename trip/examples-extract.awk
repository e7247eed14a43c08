# examples-extract.awk: splits the reference EXAMPLES text into runnable rc pieces.
#
# Usage: awk -v dir=DIR -f examples-extract.awk EXAMPLES
#
# Writes DIR/NNN (the code of piece NNN, numbered from 001) and prints one
# index line per piece on stdout:
#	NNN KIND LINE NAME...
# KIND is "fn" (a function definition; NAME... are its names), "script"
# (a #! script, running to the next mail separator or section heading) or
# "top" (a run of top-level rc statements outside functions and scripts).
# LINE is the line of EXAMPLES where the piece starts.

# scan(s): advances the lexical state (brace depth, quoting) over one line.
# Braces inside quotes or comments do not count.  Sets "cont" when the line
# ends in an unquoted backslash (rc joins it with the next line).
function scan(s,    i, c, n, prev) {
	n = length(s)
	prev = ""
	cont = 0
	for (i = 1; i <= n; i++) {
		c = substr(s, i, 1)
		if (inq) {
			if (c == "'")
				inq = 0
		} else if (c == "'") {
			inq = 1
		} else if (c == "#" && (prev == "" || prev ~ /[ \t;{]/)) {
			break
		} else if (c == "{") {
			depth++
			opened = 1
		} else if (c == "}") {
			depth--
		} else if (c == "\\" && i == n) {
			cont = 1
		}
		prev = c
	}
}

# codestart(s): does s look like the start of a top-level rc statement?
function codestart(s,    w) {
	if (s ~ /^[A-Za-z_][A-Za-z0-9_]*[ \t]*=/)
		return 1
	if (s ~ /^(if|switch|for|while)[ \t]*\(/)
		return 1
	if (s ~ /^(umask|exec|builtin)[ \t]/)
		return 1
	w = s
	sub(/[ \t].*/, "", w)
	return (w in known)
}

function emit(kind, from, to, names,    f, i) {
	np++
	f = sprintf("%s/%03d", dir, np)
	printf "" > f
	for (i = from; i <= to; i++)
		print line[i] > f
	close(f)
	printf "%03d %s %d%s\n", np, kind, from, names
}

{ line[NR] = $0 }

END {
	nl = NR
	# Function definitions, wherever they are (scripts contain some).
	for (i = 1; i <= nl; i++) {
		if (line[i] !~ /^fn[ \t]+[A-Za-z_]/)
			continue
		names = line[i]
		sub(/^fn[ \t]+/, "", names)
		sub(/[ \t]*[{\\].*$/, "", names)
		depth = 0; inq = 0; opened = 0
		for (j = i; j <= nl; j++) {
			scan(line[j])
			if (opened && depth <= 0 && !inq && !cont)
				break
		}
		if (j > nl) {
			print "examples-extract: unterminated fn at line " i > "/dev/stderr"
			exit 1
		}
		n = split(names, w, /[ \t]+/)
		for (k = 1; k <= n; k++)
			known[w[k]] = 1
		start[i] = "fn"; stop[i] = j; label[i] = " " names
		for (k = i; k <= j; k++)
			used[k] = 1
		i = j
	}
	# #! scripts: up to a "From " line or a heading (a line over dashes).
	for (i = 1; i <= nl; i++) {
		if (line[i] !~ /^#!/)
			continue
		for (j = i + 1; j <= nl; j++)
			if (line[j] ~ /^From / || (j < nl && line[j+1] ~ /^---+$/))
				break
		for (j--; j > i && line[j] ~ /^[ \t]*$/; j--)
			;
		start[i] = "script"; stop[i] = j; label[i] = ""
		for (k = i; k <= j; k++)
			if (!(k in start))
				used[k] = 1
		i = j
	}
	# Top-level statements: a line that looks like code, continued while a
	# brace, quote or backslash is open, and joined with later such lines
	# across blank lines.
	for (i = 1; i <= nl; i++) {
		if ((i in used) || (i in start) || !codestart(line[i]))
			continue
		depth = 0; inq = 0; cont = 0; last = 0
		for (j = i; j <= nl && !(j in used) && !(j in start); j++) {
			if (depth <= 0 && !inq && !cont) {
				if (line[j] ~ /^[ \t]*$/)
					continue
				if (!codestart(line[j]))
					break
			}
			scan(line[j])
			last = j
		}
		start[i] = "top"; stop[i] = last; label[i] = ""
		for (k = i + 1; k <= last; k++)
			used[k] = 1
		i = last
	}
	for (i = 1; i <= nl; i++)
		if (i in start)
			emit(start[i], i, stop[i], label[i])
}
