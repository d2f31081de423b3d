// Package keys is every key razz answers to: the one key map, read by every
// screen's help line and ? list, by the README's and the docs' key tables
// and by the tests. It imports engine (the action kinds) and Bubbles' key.
package keys

import (
	"charm.land/bubbles/v2/key"

	"razz/engine"
)

// Map is every key razz answers to, grouped by the context a key works
// in (as crush does), so that a letter means one thing in each list: r
// raises at the table, resets on the Stats screen, sets the rounds on the
// drill list. Screens match keys against their group and list the ones
// that apply in the help line; ? lists a screen's groups in full.
type Map struct {
	Global Global
	// By context: one letter means one thing in each list.
	Menu     Menu
	Quiz     Quiz
	Pager    Pager
	Table    Table
	Stats    Stats
	History  History
	Starts   Starts
	Settings Settings
	Practice Practice
	Learn    Learn
	Watch    Watch
}

// Watch are razz serve's Watch screen's keys (w on the menu).
type Watch struct {
	Share, End, Code, Note, Send key.Binding
}

// Learn move through the learner's path: the list of lessons, a lesson's
// page, its exercise's result. enter does the page's one thing: reads the
// lesson chosen, takes the lesson's exercise, goes to the next step.
type Learn struct {
	Up, Down   key.Binding // the path's lessons
	UpDown     key.Binding // ↑ ↓ together, for the help line
	Read       key.Binding // the path: read the lesson chosen
	Take       key.Binding // a lesson: take its exercise
	Prev, Next key.Binding // a lesson: the one before, after
	Turn       key.Binding // ← → together, for the help line
	Step       key.Binding // the result: the next step
	Retake     key.Binding // the result: the exercise again
	Lesson     key.Binding // the result: the lesson again
	Drill      key.Binding // after the path: the drill the next step names
}

// Settings change the Settings screen's fields.
type Settings struct {
	Up, Down, Next, Prev, Change key.Binding
	UpDown                       key.Binding // ↑ ↓ together, for the help line
	Step                         key.Binding // ← → together, for the help line
	Keep                         key.Binding // a name typed: keep it
}

// Practice step through a hand practised blind; at the user's
// decisions the Table group's action keys answer.
type Practice struct {
	Next, Prev, PlayOn, NextHand key.Binding
}

// Starts move on the Starts chart and change what it measures.
type Starts struct {
	Up, Down, Left, Right, PageUp, PageDown key.Binding
	More, Fewer, Dead, Apply                key.Binding
	Move                                    key.Binding // ←↑↓→ together, for the help line
	Open                                    key.Binding // on the Rules: open the chart
}

// History are the History screen's: the list and a hand's replay.
type History struct {
	Up, Down, PageUp, PageDown                               key.Binding // the list
	Open, Result, Showdown, StreetFilter, Search, SearchDone key.Binding
	Next, Prev, NextStreet, PrevStreet, Review               key.Binding // the replay
	First, Last                                              key.Binding // the list's ends, or the replay's
	Step, Streets, Ends, Scroll                              key.Binding // for the help line
	Practise, Day                                            key.Binding // practise the hand blind; the day's summary
	RecapPractise, RecapClose                                key.Binding // the day's summary: for its help line
}

// Global work on every screen; the root model handles them.
type Global struct {
	Quit     key.Binding // ctrl+c, anywhere, even while typing
	Back     key.Binding // q: back to the menu, or quit from the menu
	Esc      key.Binding // back, also while typing
	FullHelp key.Binding // ?: every key of the screen
}

// Stats reset the quiz record, after a y/n.
type Stats struct {
	Reset, Yes, No key.Binding
	Page           key.Binding // the table's record or the quiz's
	Scroll         key.Binding // the page's scrolling, for the help line
}

// Table play a hand and read the log and the boxes. r raises in a hand
// and rebuys when the user is out of chips between hands.
type Table struct {
	// At the user's turn.
	Fold, Check, Call, BringIn, Complete, Bet, BetBig, Raise, RaiseBig key.Binding
	// Between hands.
	NextHand, Rebuy, Review key.Binding
	// At any moment.
	Explain, Why, Hint, Learn, Speed, FullHelp key.Binding
	// The dealer's log.
	LogUp, LogDown, LogPageUp, LogPageDown, LogTop, LogEnd key.Binding
	// An open box (an explanation or the key list).
	BoxScroll, Close key.Binding
	// "Leave the table?"
	Leave, Stay key.Binding
}

// ActionKey is the key that takes an action at the table ("k" for check),
// "" for a kind no key takes: the one source of the letters the table and
// the quiz's decision drills answer with.
func (k Table) ActionKey(kind engine.ActionKind) string {
	if ks := k.ForAction(kind, false).Keys(); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// ActionBinding is a key of the table's that takes an action (Big: the
// big bet's, the second option of its kind).
type ActionBinding struct {
	Key  key.Binding
	Kind engine.ActionKind
	Big  bool
}

// Actions are the keys that take actions, the one map of action to key
// the table, practice and the drills read.
func (k Table) Actions() []ActionBinding {
	return []ActionBinding{
		{k.Fold, engine.Fold, false}, {k.Call, engine.Call, false}, {k.Check, engine.Check, false},
		{k.Bet, engine.Bet, false}, {k.BetBig, engine.Bet, true}, {k.Raise, engine.Raise, false},
		{k.RaiseBig, engine.Raise, true}, {k.BringIn, engine.BringIn, false}, {k.Complete, engine.Complete, false},
	}
}

// ForAction is the key for an action of kind (big: its big bet's), an
// empty binding for a kind no key takes.
func (k Table) ForAction(kind engine.ActionKind, big bool) key.Binding {
	for _, a := range k.Actions() {
		if a.Kind == kind && a.Big == big {
			return a.Key
		}
	}
	return key.Binding{}
}

// Menu are the menu's keys: ↑ ↓ and enter, and each item's own key,
// shown beside it, which opens it at once. No two items share a key (nor
// one of ↑ ↓'s letters, k and j): an item added takes a key of its own.
type Menu struct {
	Up, Down, Choose key.Binding
	// The items' keys, in the menu's order.
	Learn, Play, Quiz, Rules, Chart, History, Stats, Warmup, Settings, Watch, Quit key.Binding
}

// Quiz are the quiz's keys: the drill list, answering, the round. The
// keys of a choice (a hand, a seat, an action) come with the question.
type Quiz struct {
	Up, Down, Choose, Level, Timed, Rounds         key.Binding // the drill list
	UpDown                                         key.Binding // ↑ ↓ together, for the help line
	Scroll                                         key.Binding // ↑ ↓ in a feedback taller than the screen, for the help line
	Pick, Left, Right, Move, Toggle, Answer, Erase key.Binding // answering
	Next, Finish, Again                            key.Binding // the round
	Misses, NextMiss, Score                        key.Binding // a timed round's misses, after it
	Skip                                           key.Binding // a flashing question's frames: any key goes on
}

// Pager scroll a long text (the Rules).
type Pager struct {
	Up, Down, PageUp, PageDown, HalfUp, HalfDown, Top, Bottom key.Binding
}

// Default is the key map.
func Default() Map {
	b := bind
	return Map{
		Global: Global{
			Quit:     b("ctrl+c", "quit", "ctrl+c"),
			Back:     b("q", "back", "q"),
			Esc:      b("esc", "back", "esc"),
			FullHelp: b("?", "all keys", "?"),
		},
		Stats: Stats{
			Reset: b("r", "reset", "r"),
			Yes:   b("y", "yes", "y"),
			No:    b("n", "no", "n", "esc"),
			Page:  b("tab", "table/quiz", "tab"),
			// the page's own keys are the pager's; the help line names them once
			Scroll: b("↑↓/pgup/pgdn", "scroll", "up", "down", "pgup", "pgdown"),
		},
		Menu: Menu{
			Up:       b("↑/k", "up", "up", "k"),
			Down:     b("↓/j", "down", "down", "j"),
			Choose:   b("enter", "choose", "enter"),
			Learn:    b("l", "learn", "l"),
			Play:     b("p", "play", "p"),
			Quiz:     b("z", "quiz", "z"),
			Rules:    b("r", "rules", "r"),
			Chart:    b("c", "chart", "c"),
			History:  b("h", "history", "h"),
			Stats:    b("s", "stats", "s"),
			Warmup:   b("w", "warm-up", "w"),
			Settings: b("e", "settings", "e"),
			Watch:    b("t", "watch", "t"),
			Quit:     b("q", "quit", "q"),
		},
		Quiz: Quiz{
			Up:       b("↑/k", "up", "up", "k"),
			Down:     b("↓/j", "down", "down", "j"),
			Choose:   b("enter", "choose", "enter"),
			UpDown:   b("↑/↓", "move", "up", "down", "k", "j"),
			Scroll:   b("↑/↓", "scroll", "up", "down", "k", "j"),
			Level:    b("l", "level", "l"),
			Timed:    b("t", "timed", "t"),
			Rounds:   b("r", "rounds", "r"),
			Pick:     b("1-7", "choose card", "1", "2", "3", "4", "5", "6", "7"),
			Left:     b("←", "left", "left", "h"),
			Right:    b("→", "right", "right", "l"),
			Move:     b("←/→", "move", "left", "right", "h", "l"),
			Toggle:   b("space", "choose", "space", "x"),
			Answer:   b("enter", "answer", "enter"),
			Erase:    b("backspace", "erase", "backspace"),
			Next:     b("enter", "next question", "enter", "space"),
			Finish:   b("enter", "the result", "enter", "space"),
			Again:    b("enter", "play again", "enter"),
			Misses:   b("m", "go over the misses", "m"),
			NextMiss: b("enter", "next miss", "enter", "space"),
			Score:    b("enter", "back to the score", "enter", "space"),
			Skip:     b("any key", "on", "enter", "space"),
		},
		Table:   tableKeys(),
		History: historyKeys(),
		Practice: Practice{
			Next:     b("→/enter", "go on", "right", "l", "enter", "space"),
			Prev:     b("←", "step back", "left", "h"),
			PlayOn:   b("p", "play on from here", "p"),
			NextHand: b("n", "next hand", "n"),
		},
		Learn: learnKeys(),
		Starts: Starts{
			Up:       b("↑/k", "up", "up", "k"),
			Down:     b("↓/j", "down", "down", "j"),
			Left:     b("←/h", "left", "left", "h"),
			Right:    b("→/l", "right", "right", "l"),
			PageUp:   b("pgup", "page up", "pgup", "b"),
			PageDown: b("pgdn", "page down", "pgdown", "space", "f"),
			More:     b("+", "more opponents", "+", "=", "]"),
			Fewer:    b("-", "fewer", "-", "_", "["),
			Dead:     b("d", "dead cards", "d"),
			Apply:    b("enter", "apply", "enter"),
			Move:     b("←↑↓→", "move", "up", "down", "left", "right", "h", "j", "k", "l"),
			Open:     b("s", "starting hands", "s"),
		},
		Settings: Settings{
			Up:     b("↑/k", "up", "up", "k"),
			Down:   b("↓/j", "down", "down", "j"),
			UpDown: b("↑/↓", "move", "up", "down", "k", "j"),
			Next:   b("→/l", "next value", "right", "l"),
			Prev:   b("←/h", "value before", "left", "h"),
			Change: b("enter/space", "change", "enter", "space"),
			Step:   b("←/→", "step", "left", "right", "h", "l"),
			Keep:   b("enter", "keep the name", "enter"),
		},
		Watch: Watch{
			Share: b("s", "share my table", "s"),
			End:   b("x", "end the watch", "x"),
			Code:  b("c", "enter a code", "c"),
			Note:  b("n", "write a note", "n"),
			Send:  b("enter", "send", "enter"),
		},
		Pager: Pager{
			Up:       b("↑/k", "up", "up", "k"),
			Down:     b("↓/j", "down", "down", "j"),
			PageUp:   b("pgup/b", "page up", "pgup", "b"),
			PageDown: b("pgdn/space", "page down", "pgdown", "space", "f"),
			HalfUp:   b("u", "half page up", "u", "ctrl+u"),
			HalfDown: b("d", "half page down", "d", "ctrl+d"),
			Top:      b("home/g", "top", "home", "g"),
			Bottom:   b("end/G", "end", "end", "G"),
		},
	}
}

// bind is a binding of keys, shown in help as help and desc.
func bind(help, desc string, keys ...string) key.Binding {
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
}

// tableKeys are the table's keys.
func tableKeys() Table {
	b := bind
	return Table{
		Fold:     b("f", "fold", "f"),
		Check:    b("k", "check", "k"),
		Call:     b("c", "call", "c"),
		BringIn:  b("i", "bring in", "i"),
		Complete: b("o", "complete", "o"),
		Bet:      b("b", "bet", "b"),
		BetBig:   b("B", "bet the big bet", "B"),
		Raise:    b("r", "raise", "r"),
		RaiseBig: b("R", "raise by the big bet", "R"),

		NextHand: b("n", "next hand", "n"),
		Rebuy:    b("r", "rebuy", "r"), // offered only when out of chips
		Review:   b("v", "review", "v"),

		Explain:  b("e", "explain", "e"),
		Why:      b("w", "why did they?", "w"),
		Hint:     b("h", "coach", "h"),
		Learn:    b("L", "learning mode", "L"),
		Speed:    b("s", "bots' speed", "s"),
		FullHelp: b("?", "all keys", "?"),

		LogUp:       b("↑", "back a line", "up"),
		LogDown:     b("↓", "on a line", "down"),
		LogPageUp:   b("pgup", "back a page", "pgup"),
		LogPageDown: b("pgdn", "on a page", "pgdown"),
		LogTop:      b("home/g", "first line", "home", "g"),
		LogEnd:      b("end/G", "newest line", "end", "G"),

		BoxScroll: b("↑/↓", "scroll the box", "up", "down", "pgup", "pgdown"),
		Close:     b("enter", "close the box", "enter", "space", "esc", "q"),

		Leave: b("y", "leave", "y"),
		Stay:  b("n", "stay", "n", "esc", "q"),
	}
}

// historyKeys are the History screen's keys.
func historyKeys() History {
	b := bind
	return History{
		Up:            b("↑/k", "up", "up", "k"),
		Down:          b("↓/j", "down", "down", "j"),
		PageUp:        b("pgup/b", "page up", "pgup", "b"),
		PageDown:      b("pgdn/space", "page down", "pgdown", "space", "f"),
		Open:          b("enter", "replay", "enter"),
		Result:        b("w", "won/lost", "w"),
		Showdown:      b("s", "showdowns", "s"),
		StreetFilter:  b("t", "street", "t"),
		Search:        b("/", "find #", "/"),
		SearchDone:    b("enter", "done", "enter"),
		Next:          b("→/l", "next step", "right", "l"),
		Prev:          b("←/h", "step back", "left", "h"),
		NextStreet:    b("]", "next street", "]"),
		PrevStreet:    b("[", "street back", "["),
		Review:        b("v", "review", "v"),
		Step:          b("←/→", "step", "left", "right"),
		Streets:       b("[/]", "street", "[", "]"),
		First:         b("home/g", "first", "home", "g"),
		Last:          b("end/G", "last", "end", "G"),
		Ends:          b("g/G", "first/last", "home", "end", "g", "G"),
		Scroll:        b("↑/↓", "scroll", "up", "down", "pgup", "pgdown"),
		Practise:      b("p", "practise", "p"),
		Day:           b("d", "day recap", "d"),
		RecapPractise: b("1-3", "practise a costly hand", "1", "2", "3"),
		RecapClose:    b("any key", "close", "q"),
	}
}

// learnKeys are the Learn screen's.
func learnKeys() Learn {
	b := bind
	return Learn{
		Up:     b("↑/k", "up", "up", "k"),
		Down:   b("↓/j", "down", "down", "j"),
		UpDown: b("↑/↓", "move", "up", "down", "k", "j"),
		Read:   b("enter", "read", "enter"),
		Take:   b("enter", "take the exercise", "enter"),
		Prev:   b("←/h", "lesson before", "left", "h"),
		Next:   b("→/l", "lesson after", "right", "l"),
		Turn:   b("←/→", "other lessons", "left", "right", "h", "l"),
		Step:   b("enter", "next step", "enter"),
		Retake: b("r", "retake", "r"),
		Lesson: b("b", "read the lesson again", "b"),
		Drill:  b("d", "the drill for your leak", "d"),
	}
}
