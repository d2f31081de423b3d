package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"razz/tui/drill"
)

// doc is what a command's help says: its use line, one-line summary,
// description and examples.
type doc struct{ use, short, long, example string }

// docs holds every command's help by the command's name, so that
// main.go declares commands and flags and nothing else.
var docs = map[string]doc{
	"settings": {
		use:   "settings [NAME=VALUE...]",
		short: "Show or change the settings razz remembers",
		long: "Show the settings file ($XDG_CONFIG_HOME/razz/settings.json, else\n" +
			"~/.config/razz) and what razz remembers in it, or change settings with NAME=VALUE.\n" +
			"A flag such as --ascii or --speed overrides a setting for one run; L at the\n" +
			"table changes learn.",
		example: "  razz settings\n  razz settings ascii=true speed=300ms level=hard",
	},
	"help": {
		use:   "help [COMMAND | TOPIC]",
		short: "Help on a command, or one of the docs",
		long: "Help on a command, as its --help gives it, or one of the docs, as text:\n" +
			"trainer, coach, data, tools, formats, serve, measurements, architecture,\n" +
			"commands (every command and flag) and keys (every key of every screen).",
		example: "  razz help play\n  razz help coach\n  razz help keys",
	},
	"razz": {
		use:   "razz",
		short: "A terminal trainer for fixed-limit Razz (seven-card stud, ace-to-five low)",
		long: "razz teaches fixed-limit Razz: ace-to-five lows, the bring-in, who acts first,\n" +
			"and how one low beats another.",
	},
	"eval": {
		use:   "eval [CARDS...]",
		short: "The best ace-to-five low of 5 to 7 cards",
		long: "Show the best low of 5 to 7 cards, its name, its rank among the 6,175 lows and\n" +
			"which cards were left out and why. With no cards, read one hand a line from\n" +
			"standard input. Cards: As, as, A♠, Ts or 10s.",
		example: "  razz eval As 2d 3c 4h 5s Kd Kc\n  printf 'As 2d 3c 4h 5s\\n' | razz eval --json",
	},
	"equity": {
		use:   `equity [flags] HAND HAND...`,
		short: "Each hand's share of the pot at showdown",
		long: "Each hand's equity (its expected share of the pot: wins plus split shares), win\n" +
			"and tie chances. A HAND is the cards known for one player, in quotes, 1 to 7:\n" +
			"for your own seat your cards, for an opponent its up cards. Every hand is dealt\n" +
			"the rest of seven cards from the cards not seen; --dead are other cards seen.\n" +
			"Exact when the count fits about two seconds, else sampled on every core.\n" +
			"With no hands, read one spot a line from standard input as JSON:\n" +
			`{"hands":["As 2h 3d","Kc Qd Js"],"dead":"4c"}.`,
		example: `  razz equity "As 2h 3d" "Kc Qd Js"` + "\n" +
			`  razz equity --dead "8c 9d" "As 2d 4d 9c 7s" "Ad 3c 6h 8s" "2s 4s 5c 7d"` + "\n" +
			`  razz equity --trials 1000000 --seed 7 "As 2h 3d" "4c" "7h"`,
	},
	"odds": {
		use:   "odds [flags] CARDS",
		short: "The exact chance of each low, 3 to 6 cards",
		long: "From 3 to 6 known cards, the exact chance of ending with each best low by its\n" +
			"top card (a wheel, a six, ... a king) or paired, and of this or better. --dead\n" +
			"are other cards seen. With no cards, read one question a line from standard\n" +
			`input as JSON: {"cards":"As 2h 3d","dead":"4c"}.`,
		example: `  razz odds "As 2h 3d"` + "\n" + `  razz odds --dead "4c 5d Kh" --json As 2h 3d`,
	},
	"starts": {
		use:   "starts [flags]",
		short: "Every three-card start's equity, a heat map",
		long: "Every three-card start (455 rank patterns, shown by down pair and door card)\n" +
			"against 1 to 7 random hands: its equity (exact heads-up, else sampled with its\n" +
			"95% interval), its chance of an eight or better by seventh street and its class\n" +
			"in the coach's strategy. --dead takes cards showing out of the deck. The same\n" +
			"chart is on the Starts screen.",
		example: "  razz starts\n  razz starts --opponents 4 --dead \"4c 5d 5h\"\n  razz starts --json | grep '\"down\":\"A2\"'",
	},
	"compare": {
		use:     `compare "HAND" "HAND"`,
		short:   "Say which of two lows wins, and why",
		example: `  razz compare "7h 5c 4d 2s As 9c Kd" "8c 6d 4s 3h 2c Qh Jd"`,
	},
	"sim": {
		use:   "sim",
		short: "Bots play many hands: each seat's figures",
		long: "Play hands between bots (grinder, rock, maniac, station, random) and print a\n" +
			"summary and a table a seat: VPIP, completion/raise rate, showdowns, and the\n" +
			"result in big bets per 100 hands with a 95% confidence interval. Every hand\n" +
			"starts from the given stacks. The same seed deals the same hands and makes\n" +
			"the same decisions.",
		example: "  razz sim --bots grinder,rock,maniac,station --hands 20000 --seed 11\n" +
			"  razz sim --explain --hands 1 --seed 3\n" +
			"  razz sim --players 8 --level hard --stats-json stats.json",
	},
	"quiz": {
		use:   "quiz",
		short: "Drill lows, the bring-in and who acts first",
		long: "Open the quiz. --drill takes a drill's id, or the start of one id alone\n(dead is dead-cards). Drills:\n" + drillList() +
			"Scores are kept in $XDG_DATA_HOME/razz/stats.json (else ~/.local/share/razz).",
		example: "  razz quiz\n  razz quiz --drill compare --level hard --rounds 10\n  razz quiz --drill name --timed",
	},
	"learn": {
		use:   "learn [--lesson N]",
		short: "The learner's path: lessons and exercises",
		long: "The path from the first low to a session's decisions: 13 lessons in order, each a\n" +
			"page of text with a worked example on real cards and an exercise of 10 questions\n" +
			"from the drills (8 right pass). Progress is kept in $XDG_DATA_HOME/razz/learn.json\n" +
			"(else ~/.local/share/razz); a passed lesson can be taken again. After the path, the\n" +
			"next step comes from the leaks the coach found in your play. It opens the Learn\n" +
			"screen (Learn on the menu); --plain gives it as lines of text, for screen readers\n" +
			"and scripts.",
		example: "  razz learn\n  razz learn --lesson 5\n  razz learn --plain\n  printf '\\nyes\\n' | razz learn --plain --seed 7",
	},
	"warmup": {
		use:   "warmup [--minutes 10]",
		short: "A timed warm-up: quiz, hands, your figures",
		long: "A timed routine for before a session: first a mixed round of quiz questions, each\n" +
			"from a drill drawn with your weak drills weighted up, then fast hands at the table (no\n" +
			"boxes, quick bots, the next hand dealt by itself) with the coach reviewing each, and one\n" +
			"summary screen: accuracy and seconds an answer by drill against your last warm-ups, the\n" +
			"hands' result and the coach's mistakes. q in the quiz goes on to the hands; q at the\n" +
			"table makes the hand in play the last. Warm-ups are kept in warmups.jsonl in the data\n" +
			"directory.",
		example: "  razz warmup\n  razz warmup --minutes 4",
	},
	"play": {
		use:   "play",
		short: "Play against bots, every rule explained",
		long: "Play fixed-limit Razz against rule-based bots. You sit in seat 1. In learning\n" +
			"mode (on until you turn it off) the trainer explains the bring-in, who acts first on each\n" +
			"street, the limits and the showdown as they happen; otherwise press e for them. h asks the\n" +
			"coach about the decision in front of you; v after a hand reviews your decisions. Finished\n" +
			"hands are appended to history.jsonl in $XDG_DATA_HOME/razz (else ~/.local/share/razz).\n" +
			"--plain plays as lines of text for a screen reader or a script: one line an event, a\n" +
			"prompt naming your actions, answered by a line (the word or the table's key).",
		example: "  razz play\n  razz play --players 6 --seed 7 --level normal --stakes 5/10/20/40\n" +
			"  printf 'call\\ncheck\\ncall\\n' | razz play --plain --seed 7 --hands 1",
	},
	"replay": {
		use:   "replay [FILE]",
		short: "Check hand logs against the rules",
		long: "Read hand logs (one JSON object a line, as razz sim --json and the table's\n" +
			"history.jsonl write them), PokerStars-format Razz text or PHH (.phh, .phhs) and\n" +
			"replay each hand through the engine: the same player to act at every step, the\n" +
			"same amounts, lows and stacks. Prints one line a hand and the first action that\n" +
			"does not fit, with the reason. With no FILE, standard input.",
		example: "  razz replay ~/.local/share/razz/history.jsonl\n  razz sim --hands 100 --json 2>/dev/null | razz replay\n  razz replay hands.phhs",
	},
	"review": {
		use:   "review [FILE]",
		short: "The coach goes over your hand logs",
		long: "Review every decision of one seat in hand logs (your history by default, - for\n" +
			"standard input): the cards as they were, your action, the coach's advice with its\n" +
			"reason, equity and pot odds; a costly difference is a mistake with its estimated\n" +
			"cost in big bets. Antes and a forced bring-in are not decisions. A summary ends it.\n" +
			"--json writes one object a decision instead: hand, action_index (its place in the\n" +
			"log's actions, from 0), street, action, equity, pot_odds, advice, reason, mistake, cost_bb,\n" +
			"cost_half (its 95% half-width), cost_deals (the deals each choice was played on).",
		example: "  razz review\n  razz sim --hands 20 --json 2>/dev/null | razz review - --seat 3\n  razz review history.jsonl --json",
	},
	"history": {
		use:   "history",
		short: "Browse, replay, list, export, import hands",
		long: "The hands you played are saved in history.jsonl in $XDG_DATA_HOME/razz (else\n" +
			"~/.local/share/razz). With no subcommand, open the History screen: the hands\n" +
			"newest first by session, with filters, and a step-by-step replay of each. Or list\n" +
			"them, export them for a tracker (PokerStars-format text, read by FPDB) or for\n" +
			"PokerKit (PHH), or import hands from either.",
	},
	"history list": {
		use:   "list [FILE]",
		short: "One line a hand: time, players, result",
		long: "One line per hand of your history (or of FILE, hand logs, PokerStars text or\n" +
			"PHH): its number, when it ended, the players, your result in chips and big bets,\n" +
			"and how it ended.",
		example: "  razz history list\n  razz history list --json | tail -3",
	},
	"history export": {
		use:   "export [FILE]",
		short: "Write hands as logs, PokerStars or PHH",
		long: "Write the hands of your history (or of FILE, any hand-log file) to standard\n" +
			"output: jsonl (hand logs as saved), pokerstars (the text PokerStars writes for\n" +
			"Razz, which FPDB and other trackers import) or phh (PokerKit's hand-history\n" +
			"format, one [n] section a hand). PHH's Razz caps a street at four bets and has\n" +
			"no community card: other hands are left out with a line on standard error.",
		example: "  razz history export --format pokerstars > razz.txt\n" +
			"  razz history export --format phh --from 100 --to 199 > hands.phhs\n" +
			"  razz sim --hands 50 --json | razz history export --format pokerstars -",
	},
	"serve": {
		use:   "serve",
		short: "Serve the trainer over SSH to a class",
		long: "Serve the whole trainer (menu, table, quiz, rules, stats, coach) to every SSH\n" +
			"session with a terminal: ssh -p 23234 HOST. A member is their public key: each\n" +
			"key gets its own folder DIR/users/FOLDER with its history, stats and settings.\n" +
			"No passwords; --allow lets in only the keys of an authorized_keys file (reread\n" +
			"when it changes). Commands, sessions without a terminal, forwarding and sftp are\n" +
			"refused. One log line a connect and a disconnect goes to standard error.\n" +
			"SIGINT or SIGTERM stops: sessions are told, finished hands are saved.",
		example: "  razz serve\n  razz serve --listen :23234 --data /var/lib/razz --allow members.keys",
	},
	"history import": {
		use:   "import FILE | --follow DIR",
		short: "Add PHH or PokerStars hands to history",
		long: "Read PHH (.phh, .phhs, as PokerKit writes them) or PokerStars-format Razz text\n" +
			"(Razz tables, HORSE, 8-Game and home games, cash and tournaments, any encoding),\n" +
			"check every hand against the rules (the same replay as razz replay; the rake\n" +
			"taken out), and add those that fit to your history, marked with their source,\n" +
			"keeping rake, currency, table and tournament. Hands that do not fit are listed\n" +
			"with the reason; other games of a mixed file are counted and skipped; a hand\n" +
			"imported before is not added again. You are the player whose down cards the\n" +
			"file shows, or --hero NAME (remembered). Down cards the file does not show get\n" +
			"stand-ins: the highest cards nobody was seen holding, which never decide a pot; a\n" +
			"hand the file cuts short is refused, and imported whole later. The import ends\n" +
			"with its summary, the hands refused and the session's recap.\n" +
			"--follow DIR follows the site's hand-history folder while you play: each Razz\n" +
			"hand is imported as soon as it is written whole, one live line shows the\n" +
			"session (r opens the last hand's review), ctrl+c ends it.",
		example: "  razz history import HH20261128-HORSE.txt\n  razz history import --hero lowjoe club.txt\n  razz history import --follow ~/PokerStars/HandHistory/lowjoe",
	},
	"practice": {
		use:   "practice [FILE]",
		short: "Practise your own hands blind",
		long: "Replay hands from your seat without showing how they went: at each of your\n" +
			"decisions the trainer stops and you choose with the table's keys; only then\n" +
			"does it show what was done, the coach's view and what your choice cost.\n" +
			"Opponents' down cards show only at the showdown. The score of each hand goes\n" +
			"to the Stats screen; p at a decision plays the rest against bots.\n" +
			"FILE is a hand log, PokerStars text or PHH; without it, your history (its\n" +
			"last 50 hands with a decision of yours), one hand after another. --hand N\n" +
			"practises hand N alone: its number in the history, its place among FILE's\n" +
			"Razz hands.",
		example: "  razz practice\n  razz practice --hand 1042\n  razz practice HH20261128-HORSE.txt --hand 3",
	},
}

// Document gives c the help of the command name and returns it.
func Document(name string, c *cobra.Command) *cobra.Command {
	d, ok := docs[name]
	if !ok {
		panic("no help for command " + name) // a programming error: TestHelpText runs every command
	}
	c.Use, c.Short, c.Long, c.Example = d.use, d.short, reflow(d.long), d.example
	return c
}

// reflow joins each paragraph of a command's long help into one line
// (an indented line, a list's, stays its own), so that the help wraps it
// to the terminal: written wrapped at 85 columns, it came apart on an
// 80-column terminal ("each", "at the", "the data" alone on lines).
func reflow(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if n := len(out); n > 0 && out[n-1] != "" && l != "" && !strings.HasPrefix(l, " ") && !strings.HasPrefix(out[n-1], " ") {
			out[n-1] += " " + l
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// drillList is every drill of the registry, a line each: its id (what
// --drill takes) and what it asks, so the help never falls behind the
// drills there are.
func drillList() string {
	var b strings.Builder
	for _, d := range drill.All() {
		fmt.Fprintf(&b, "  %-13s %s\n", d.ID(), d.About())
	}
	return b.String()
}

// DrillIDs names the drills --drill takes: "compare, bring-in, … or style".
func DrillIDs() string {
	var ids []string
	for _, d := range drill.All() {
		ids = append(ids, d.ID())
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " or " + ids[len(ids)-1]
}
