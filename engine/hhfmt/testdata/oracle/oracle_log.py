#!/usr/bin/env python3
"""Rewrites a razz hand log (JSON Lines) into what the shared oracles compare against.

usage: oracle_log.py fpdb|phh IN.jsonl OUT.jsonl

The hand log keeps cash amounts in cents (with "currency"), the rake taken out of the awards and
stacks, and the rules' low for a hand mucked at the showdown. The oracles know none of these:
- fpdb: a hand mucked at the showdown (seat in "mucked", or with cards never shown) has no low
  in the text, so it leaves the showdown list. (The shared check reads a log with a currency in
  cents itself.)
- phh: PokerKit cannot rake from a PHH file, so it plays a raked hand to the stacks before the
  rake: the rake goes back to the seats that paid it (each award's shortfall from the rules'
  award is not in the log, so a raked hand with several winners is refused here, loudly).
"""
import json, sys
from decimal import Decimal

mode, src, dst = sys.argv[1:4]
out = []
for line in open(src):
    if not line.strip():
        continue
    l = json.loads(line)
    if mode == "fpdb":
        hidden = {int(k) for k, v in (l.get("hidden") or {}).items() if v}
        won = {a["seat"] for a in l["awards"] if Decimal(a["amount"]) > 0}
        mucked = set(l.get("mucked") or []) | hidden
        l["showdown"] = [s for s in l["showdown"] if s["seat"] in won or s["seat"] not in mucked]
    elif mode == "phh" and l.get("rake"):
        winners = [a for a in l["awards"] if a["amount"] > 0]
        if len(winners) != 1:
            sys.exit(f"hand {l['hand']}: a raked pot split {len(winners)} ways; not checked")
        seat = str(winners[0]["seat"])
        l["stacks_after"][seat] += l["rake"]
    out.append(json.dumps(l))
open(dst, "w").write("\n".join(out) + "\n")
