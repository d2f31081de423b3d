package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestHouseRulesDeclaredOnce: each house rule's declaration is whole and
// agrees with DefaultRules; every setting goes through Set and Get, the
// slow and the fast log writers and the log reader and comes back the same;
// a bad setting is refused by the house-rule rule.
func TestHouseRulesDeclaredOnce(t *testing.T) {
	t.Parallel()
	names, fields := map[string]bool{}, map[string]bool{}
	for i, hr := range HouseRules {
		if hr.Name == "" || hr.Field == "" || hr.Usage == "" || hr.Wants == "" || hr.Explain == "" || hr.get == nil || hr.set == nil {
			t.Fatalf("house rule %d is not declared whole: %+v", i, hr)
		}
		if names[hr.Name] || fields[hr.Field] {
			t.Errorf("%s: name or field %q used twice", hr.Name, hr.Field)
		}
		names[hr.Name], fields[hr.Field] = true, true
		if got := hr.Get(DefaultRules); got != hr.Default || hr.Changed(DefaultRules) {
			t.Errorf("%s: DefaultRules has %q, the declaration's default is %q", hr.Name, got, hr.Default)
		}
		if got, ok := HouseRuleNamed(hr.Name); !ok || got.Name != hr.Name {
			t.Errorf("HouseRuleNamed(%q) = %v", hr.Name, ok)
		}
		settings := hr.Values
		switch hr.Kind {
		case SettingSwitch:
			settings = []string{"false", "true"}
		case SettingNumber:
			settings = []string{"0", "2", "3", "4", "8"}
		}
		for _, v := range settings {
			r := DefaultRules
			if err := hr.Set(&r, v); err != nil {
				t.Fatalf("%s %s: %v", hr.Name, v, err)
			}
			if got := hr.Get(r); got != v || hr.Changed(r) != (v != hr.Default) {
				t.Errorf("%s set to %q reads %q (changed %v)", hr.Name, v, got, hr.Changed(r))
			}
			if hr.Changed(r) && len(r.InForce()) != 1 {
				t.Errorf("%s %s: in force %q", hr.Name, v, r.InForce())
			}
			// Through a hand log and back.
			h, err := NewHand(NewTable(nil, []int{100, 100}, DefaultStakes, r), DeckDealer{NewDeck(4)})
			if err != nil {
				t.Fatal(err)
			}
			for !h.Done() {
				h.Apply(h.Legal()[0].Action())
			}
			slow, _ := json.Marshal(h.Log(1, 1))
			for _, line := range [][]byte{slow, h.AppendLog(nil, LogMeta{Seed: 1, Hand: 1})} {
				l, err := ParseLog(line)
				if err != nil {
					t.Fatal(err)
				}
				back, err := l.Table()
				if err != nil || back.Rules != r {
					t.Errorf("%s %s: the log %s reads back as %+v (%v)", hr.Name, v, line, back.Rules, err)
				}
				_, hasRules := l.Rules[hr.Field]
				if hr.Field != "cap" && hasRules != hr.Changed(r) {
					t.Errorf("%s %s: rules field written %v: %s", hr.Name, v, hasRules, line)
				}
			}
		}
		r := DefaultRules
		if err := hr.Set(&r, "bogus"); !RefusedBy(err, RuleHouseRule) || r != DefaultRules {
			t.Errorf("%s bogus: %v", hr.Name, err)
		}
	}
	// A log's rules of the wrong type are refused, naming what is wanted.
	l := HandLog{Rules: LogRules{"odd_chip": true}}
	if _, err := l.Table(); !RefusedBy(err, RuleHouseRule) || !strings.Contains(err.Error(), "seat or suit") {
		t.Errorf("odd_chip true: %v", err)
	}
	l = HandLog{Rules: LogRules{"headsup_uncapped": "yes"}}
	if _, err := l.Table(); !RefusedBy(err, RuleHouseRule) {
		t.Errorf("headsup_uncapped \"yes\": %v", err)
	}
}
