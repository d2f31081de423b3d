#!/usr/bin/env bash
# samecheck.sh REF_BINARY NEW_BINARY: a change that must not move any decision (a speedup, a
# refactor) prints "same": sim --json, --explain and --session output, byte for byte, on
# lineups heads-up, 6-max and eight-handed with Grinders and Sharks, three seeds each. Build the
# reference from the commit before the change: git worktree add --detach /tmp/ref REV &&
# (cd /tmp/ref && go build -o /tmp/razz-ref .); go build -o /tmp/razz-new . ; bash .ci/samecheck.sh /tmp/razz-ref /tmp/razz-new
ref=$1; new=$2; bad=0
export XDG_DATA_HOME=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d)
run() { # args...
  a=$("$ref" sim "$@" 2>&1 | grep -v -e "^elapsed" -e "^hands/second" | sha1sum); b=$("$new" sim "$@" 2>&1 | grep -v -e "^elapsed" -e "^hands/second" | sha1sum)
  if [ "$a" != "$b" ]; then echo "DIFF: sim $*"; bad=1; fi
}
for seed in 3 11 29; do
  run --json --hands 200 --seed $seed --bots grinder,shark
  run --json --hands 100 --seed $seed --bots grinder,rock,maniac,station,grinder,rock
  run --json --hands 60 --seed $seed --bots shark,grinder,station,rock,maniac,grinder
  run --explain --hands 20 --seed $seed --players 8 --level hard
  run --explain --hands 40 --seed $seed --bots grinder,shark
  run --explain --hands 20 --seed $seed --players 6 --level easy
done
run --json --hands 100 --seed 5 --session --bots grinder,rock,shark,station
[ $bad = 0 ] && echo same
