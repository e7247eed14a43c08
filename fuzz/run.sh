#!/bin/sh
# run.sh: runs the parser fuzzer (built by build.sh) over a working copy of the corpus.
#
# usage: sh fuzz/run.sh SECONDS [OUTDIR]   (OUTDIR as for build.sh)
# One job, restarted after each finding (-fork=1 -ignore_crashes=1), so a
# known bug does not stop the run.  New inputs go to OUTDIR/work, findings
# to OUTDIR/art/; the log is OUTDIR/run.log.  Known, not yet fixed bugs are
# silenced by lsan.supp and ubsan.supp here.
here=$(cd "$(dirname "$0")" && pwd)
secs=${1:-600}
out=${2:-${TMPDIR:-/tmp}/rc-fuzz}
test -x "$out/parse_fuzz" || { echo "run.sh: build first: sh $here/build.sh $out" >&2; exit 1; }
mkdir -p "$out/work" "$out/art"
cp "$here"/corpus/* "$out/work/"
LSAN_OPTIONS=suppressions=$here/lsan.supp
UBSAN_OPTIONS=suppressions=$here/ubsan.supp:halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS UBSAN_OPTIONS
cd "$out" && ./parse_fuzz -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
	-dict="$here/rc.dict" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
	-close_fd_mask=3 -artifact_prefix="$out/art/" -max_total_time="$secs" \
	work >"$out/run.log" 2>&1
tail -3 "$out/run.log"
echo "findings: $(ls "$out/art" | wc -l) in $out/art"
