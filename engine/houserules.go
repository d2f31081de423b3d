package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// SettingKind is how a house rule is set.
type SettingKind uint8

// The kinds of settings.
const (
	SettingNumber SettingKind = iota // a whole number (the cap)
	SettingSwitch                    // on or off
	SettingChoice                    // one of the rule's Values
)

// HouseRule declares one house rule of the rules file, once: its name (the
// flag's too), its settings and default, its hand-log field and the words
// that explain it. The flags, the hand log's reader and writer and the
// explanations read it from HouseRules; a new house rule is a field of
// Rules, the engine's use of it and one entry there.
type HouseRule struct {
	Name    string      // as the rules file and the flag write it: "headsup-uncapped"
	Kind    SettingKind //
	Values  []string    // a choice's settings, in the order of its type's constants
	Default string      // the default setting, as a flag writes it
	// Field is the hand log's field: inside "limits" for the cap, inside
	// "rules" for the others (written only when not the default).
	Field string
	Usage string // the flag's help line
	Wants string // what a setting must be, for an error: "seat or suit"
	// Explain says what the rule does when it is not the default: one
	// sentence for a screen that lists the rules in force.
	Explain string

	get func(Rules) string
	set func(*Rules, string) error
}

// The house rules by index in HouseRules.
const (
	HouseCap = iota
	HouseHeadsUpUncapped
	HouseOpenPairDouble
	HouseBringInTie
	HouseOddChip
	HouseShowOrder
	HouseDeckOut
	numHouseRules
)

// The settings of the choices, in the order of their constants.
var (
	bringInTieNames = []string{"suit", "seat"}
	oddChipNames    = []string{"seat", "suit"}
	showOrderNames  = []string{"board", "seat"}
	deckOutNames    = []string{"community", "reshuffle"}
)

// HouseRules are the house rules of the rules file, in the order flags
// and explanations list them.
var HouseRules = [numHouseRules]HouseRule{
	HouseCap: {Name: "cap", Kind: SettingNumber, Default: "4", Field: "cap",
		Usage:   "bets a street (bet or completion plus raises), 2 to 8; 0 for no cap",
		Wants:   "a whole number of bets a street, 2 to 8, or 0 for no cap",
		Explain: "A street allows %s (the bet or completion, then raises; the bring-in is not a bet).",
		get:     func(r Rules) string { return strconv.Itoa(r.Cap) },
		set: func(r *Rules, s string) error {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil {
				return refuse(RuleHouseRule, "cap %q: want a whole number of bets, 2 to 8, or 0 for none", s)
			}
			c := Rules{Cap: n}
			if err := c.Validate(); err != nil {
				return err
			}
			r.Cap = n
			return nil
		}},
	HouseHeadsUpUncapped: {Name: "headsup-uncapped", Kind: SettingSwitch, Default: "false", Field: "headsup_uncapped",
		Usage:   "no cap on a betting round that begins with two players",
		Wants:   "true or false, or no value",
		Explain: "No cap on a betting round that begins with only two players.",
		get:     func(r Rules) string { return strconv.FormatBool(r.HeadsUpUncapped) },
		set: func(r *Rules, s string) error {
			b, err := parseSwitch("headsup-uncapped", s)
			if err == nil {
				r.HeadsUpUncapped = b
			}
			return err
		}},
	HouseOpenPairDouble: {Name: "open-pair-double", Kind: SettingSwitch, Default: "false", Field: "open_pair_double",
		Usage: "allow the big bet on fourth street when a board shows a pair",
		Wants: "true or false, or no value",
		Explain: "On fourth street, when any board shows a pair, any player may bet the big bet; " +
			"once someone has, raises on that street are by the big bet.",
		get: func(r Rules) string { return strconv.FormatBool(r.OpenPairDouble) },
		set: func(r *Rules, s string) error {
			b, err := parseSwitch("open-pair-double", s)
			if err == nil {
				r.OpenPairDouble = b
			}
			return err
		}},
	HouseBringInTie: {Name: "bring-in-tie", Kind: SettingChoice, Values: bringInTieNames, Default: "suit", Field: "bring_in_tie",
		Usage:   "break a door-card rank tie by suit or seat",
		Wants:   "suit or seat",
		Explain: "When door cards tie on rank, the lowest seat brings in instead of the higher suit.",
		get:     func(r Rules) string { return r.BringInTie.String() },
		set: func(r *Rules, s string) error {
			i, err := choice("bring-in-tie", s, bringInTieNames)
			if err == nil {
				r.BringInTie = BringInTie(i)
			}
			return err
		}},
	HouseOddChip: {Name: "odd-chip", Kind: SettingChoice, Values: oddChipNames, Default: "seat", Field: "odd_chip",
		Usage:   "odd chip of a split pot to the lowest seat or by suit (seat|suit)",
		Wants:   "seat or suit",
		Explain: "Each odd chip of a split pot goes in turn to the tied winner holding the lowest card by suit (clubs lowest), not the lowest seat.",
		get:     func(r Rules) string { return r.OddChip.String() },
		set: func(r *Rules, s string) error {
			i, err := choice("odd-chip", s, oddChipNames)
			if err == nil {
				r.OddChip = OddChip(i)
			}
			return err
		}},
	HouseShowOrder: {Name: "show-order", Kind: SettingChoice, Values: showOrderNames, Default: "board", Field: "show_order",
		Usage:   "who shows first when nobody bet on seventh street: the best board or the lowest seat (board|seat)",
		Wants:   "board or seat",
		Explain: "When nobody bets on seventh street, the lowest seat shows first instead of the best board.",
		get:     func(r Rules) string { return r.ShowOrder.String() },
		set: func(r *Rules, s string) error {
			i, err := choice("show-order", s, showOrderNames)
			if err == nil {
				r.ShowOrder = ShowOrder(i)
			}
			return err
		}},
	HouseDeckOut: {Name: "deck-out", Kind: SettingChoice, Values: deckOutNames, Default: "community", Field: "deck_out",
		Usage:   "when the deck runs short on seventh street: one community card, or reshuffle the folded cards (community|reshuffle)",
		Wants:   "community or reshuffle",
		Explain: "When the deck runs short on seventh street, the folded hands are shuffled and dealt as the seventh cards; a community card only if they are still too few.",
		get:     func(r Rules) string { return r.DeckOut.String() },
		set: func(r *Rules, s string) error {
			i, err := choice("deck-out", s, deckOutNames)
			if err == nil {
				r.DeckOut = DeckOut(i)
			}
			return err
		}},
}

// DefaultRules are the rules file's defaults: a cap of four bets,
// everything else off, by suit or by board.
var DefaultRules = defaultRules()

func defaultRules() Rules {
	var r Rules
	for _, hr := range HouseRules {
		if err := hr.set(&r, hr.Default); err != nil {
			panic("engine: house rule " + hr.Name + ": bad default: " + err.Error())
		}
	}
	return r
}

// Get is the rule's setting in r, as a flag writes it.
func (hr HouseRule) Get(r Rules) string { return hr.get(r) }

// Set changes the rule's setting in r, or says (as a *Refusal) why s is
// not a setting of the rule.
func (hr HouseRule) Set(r *Rules, s string) error { return hr.set(r, s) }

// Changed reports whether r sets the rule otherwise than the default.
func (hr HouseRule) Changed(r Rules) bool { return hr.get(r) != hr.Default }

// Describe is the rule as set in r, for a screen: "cap 3", "odd-chip
// suit", "headsup-uncapped".
func (hr HouseRule) Describe(r Rules) string {
	if hr.Kind == SettingSwitch {
		if hr.get(r) == "true" {
			return hr.Name
		}
		return "no " + hr.Name
	}
	return hr.Name + " " + hr.get(r)
}

// Note is how an explanation credits the rule: "(house rule open-pair-double)".
func (hr HouseRule) Note() string { return "(house rule " + hr.Name + ")" }

// HouseRuleNamed finds a house rule by its name.
func HouseRuleNamed(name string) (HouseRule, bool) {
	for _, hr := range HouseRules {
		if hr.Name == name {
			return hr, true
		}
	}
	return HouseRule{}, false
}

// InForce explains every house rule r sets otherwise than the default,
// one sentence each, in the order of HouseRules.
func (r Rules) InForce() []string {
	var out []string
	for _, hr := range HouseRules {
		if !hr.Changed(r) {
			continue
		}
		if hr.Kind == SettingNumber { // the cap's sentence takes its number
			bets := "at most " + plural(r.Cap, "bet")
			if r.Cap == 0 {
				bets = "any number of bets"
			}
			out = append(out, fmt.Sprintf(hr.Explain, bets))
			continue
		}
		out = append(out, hr.Explain)
	}
	return out
}

func parseSwitch(rule, s string) (bool, error) {
	b, err := strconv.ParseBool(strings.TrimSpace(s))
	if err != nil {
		return false, refuse(RuleHouseRule, "%s %q: want true or false", rule, s)
	}
	return b, nil
}

func choice(rule, s string, names []string) (int, error) {
	for i, n := range names {
		if s == n {
			return i, nil
		}
	}
	return 0, refuse(RuleHouseRule, "%s %q: want %s", rule, s, strings.Join(names, " or "))
}
