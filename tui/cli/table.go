package cli

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"razz/bots"
	"razz/engine"
)

// TableFlags are the table options shared by sim and play.
type TableFlags struct {
	Players int
	Stakes  string
	Stack   int
	Stacks  string
	Rules   engine.Rules // the house rules, one flag each (engine.HouseRules)
	Seed    uint64
}

// DefaultTableFlags is the table a flag left out gives: six players,
// default stakes, stacks and house rules.
func DefaultTableFlags() TableFlags {
	return TableFlags{Players: 6, Stakes: engine.DefaultStakes.String(), Stack: engine.DefaultStack, Rules: engine.DefaultRules}
}

// Register declares the table flags on fs.
func (f *TableFlags) Register(fs *pflag.FlagSet) {
	d := DefaultTableFlags()
	fs.IntVar(&f.Players, "players", d.Players, "players at the table, 2 to 8")
	fs.StringVar(&f.Stakes, "stakes", d.Stakes, "the ante/bring-in/small bet/big bet")
	fs.IntVar(&f.Stack, "stack", d.Stack, "chips each player sits down with")
	fs.StringVar(&f.Stacks, "stacks", "", "chips per seat, comma-separated (overrides --stack)")
	f.Rules = d.Rules
	for _, hr := range engine.HouseRules {
		fl := fs.VarPF(ruleFlag{hr, &f.Rules}, hr.Name, "", hr.Usage)
		if hr.Kind == engine.SettingSwitch {
			fl.NoOptDefVal = "true"
		}
	}
	fs.Uint64Var(&f.Seed, "seed", 0, "seed for the deal (0: a new one each run)")
}

// Table builds and checks the table; every problem is a usage error.
func (f *TableFlags) Table(names []string) (engine.Table, error) {
	st, err := engine.ParseStakes(f.Stakes)
	if err != nil {
		return engine.Table{}, Usage("--%v", err)
	}
	if f.Players < 2 || f.Players > engine.MaxPlayers {
		return engine.Table{}, Usage("--players %d: a stud table seats 2 to %d", f.Players, engine.MaxPlayers)
	}
	if err := stackFits(fmt.Sprintf("--stack %d", f.Stack), f.Stack, st); err != nil {
		return engine.Table{}, err
	}
	stacks := make([]int, f.Players)
	for i := range stacks {
		stacks[i] = f.Stack
	}
	if f.Stacks != "" {
		parts := strings.Split(f.Stacks, ",")
		if len(parts) != f.Players {
			return engine.Table{}, Usage("--stacks has %d values for %d players", len(parts), f.Players)
		}
		for i, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || n <= 0 {
				return engine.Table{}, Usage("--stacks wants whole numbers of chips separated by commas, not %q", strings.TrimSpace(p))
			}
			if err := stackFits(fmt.Sprintf("--stacks: seat %d has %d chips", i+1, n), n, st); err != nil {
				return engine.Table{}, err
			}
			stacks[i] = n
		}
	}
	r := f.Rules
	if err := r.Validate(); err != nil {
		return engine.Table{}, Usage("--%v", err)
	}
	t := engine.NewTable(names, stacks, st, r)
	if err := t.Validate(); err != nil {
		return engine.Table{}, Usage("%v", err)
	}
	return t, nil
}

// ruleFlag is a house rule as a flag: its setting in Rules, parsed and
// checked by the rule's own declaration.
type ruleFlag struct {
	hr engine.HouseRule
	r  *engine.Rules
}

func (f ruleFlag) String() string {
	if f.r == nil {
		return f.hr.Default
	}
	return f.hr.Get(*f.r)
}

func (f ruleFlag) Set(s string) error { return f.hr.Set(f.r, s) }

func (f ruleFlag) Type() string {
	switch f.hr.Kind {
	case engine.SettingNumber:
		return "int"
	case engine.SettingSwitch:
		return "bool"
	}
	return "string"
}

// IsBoolFlag lets a switch stand alone: --headsup-uncapped.
func (f ruleFlag) IsBoolFlag() bool { return f.hr.Kind == engine.SettingSwitch }

// stackFits checks one stack against the stakes: more than the ante, so
// that a hand is more than an all-in on the ante, and at most the
// engine's MaxStack (so that no sum of chips can overflow).
// what names the stack in the message ("--stack 3").
func stackFits(what string, n int, st engine.Stakes) error {
	switch {
	case n <= st.Ante:
		return Usage("%s: a stack must be more than the ante (%d), or every hand is all in on the ante", what, st.Ante)
	case n > engine.MaxStack:
		return Usage("%s: too many chips; razz plays stacks up to %d", what, engine.MaxStack)
	}
	return nil
}

// Check refuses bad table flags before anything else happens (the
// terminal opens, files are read): the same checks as Table.
func (f *TableFlags) Check() error {
	_, err := f.Table(nil)
	return err
}

// SeedOrNow picks a seed from the clock when none was given (the engine
// has no clock of its own).
func SeedOrNow(s uint64) uint64 {
	if s != 0 {
		return s
	}
	return uint64(time.Now().UnixNano())
}

// PlayTable is the table `razz play` and the menu's Play sit at: the user
// in seat 1, bots of the level after, and the policy that replaces a
// busted bot.
type PlayTable struct {
	Table  engine.Table
	Bots   []bots.Bot
	NewBot func(seat, hand int, taken []string) (bots.Bot, string)
}

// NewPlayTable seats the user in seat 1 and bots of the level after.
func NewPlayTable(tf *TableFlags, lv bots.Level, seed uint64) (PlayTable, error) {
	if tf.Players < 2 || tf.Players > engine.MaxPlayers {
		return PlayTable{}, Usage("--players %d: a stud table seats 2 to %d", tf.Players, engine.MaxPlayers)
	}
	lineup, err := bots.Lineup(lv, tf.Players-1, rand.New(rand.NewPCG(seed, 0x7ab1e)))
	if err != nil {
		return PlayTable{}, Usage("%v", err)
	}
	names := []string{Hero}
	for _, b := range lineup {
		names = append(names, bots.DisplayName(b))
	}
	t, err := tf.Table(names)
	if err != nil {
		return PlayTable{}, err
	}
	return PlayTable{Table: t, Bots: lineup, NewBot: bots.Replacer(lv, seed)}, nil
}
