#!/bin/bash
# Exports the user's history (XDG_DATA_HOME) as PokerStars text and PHH and has the shared
# oracles read them back: FPDB (each hand against its log) and PokerKit (final stacks).
# usage: check.sh [razz binary]   (run from anywhere; needs /work/shared/oracle set up)
set -euo pipefail
razz=${1:-razz}
here=$(cd "$(dirname "$0")" && pwd)
oracle=${ORACLE:-/work/shared/oracle}
tmp=$(mktemp -d)
"$razz" history export --format jsonl >"$tmp/all.jsonl"
"$razz" history export --format pokerstars >"$tmp/hands.txt"
"$razz" history export --format phh >"$tmp/hands.phhs" 2>"$tmp/phh.err" || true
python3 "$here/oracle_log.py" fpdb "$tmp/all.jsonl" "$tmp/fpdb.jsonl"
echo "== FPDB"
python3 "$oracle/fpdb/check.py" "$tmp/hands.txt" --log "$tmp/fpdb.jsonl" | tail -n "${TAIL:-3}"
# PHH leaves out the hands it cannot express (named in phh.err); the log for PokerKit is the rest.
"$razz" history export --format jsonl | python3 -c '
import json,sys
left={int(l.split("hand ")[1].split(" ")[0]) for l in open(sys.argv[1]) if " left out" in l}
for line in sys.stdin:
    if line.strip() and json.loads(line)["hand"] not in left: print(line, end="")' "$tmp/phh.err" >"$tmp/phh.jsonl"
python3 "$here/oracle_log.py" phh "$tmp/phh.jsonl" "$tmp/phh2.jsonl"
echo "== PokerKit ($(grep -c ' left out' "$tmp/phh.err" || true) left out of PHH)"
PYTHONPATH=/tmp/anchors/pokerkit python3 "$oracle/phh_check.py" "$tmp/hands.phhs" "$tmp/phh2.jsonl" | tail -n "${TAIL:-3}"
rm -rf "$tmp"
