package bots

import (
	"strings"
	"testing"

	"razz/assets"
)

// TestStrategyFile: the embedded strategy reads, every class has its
// reason and source, and a broken file is refused with the reason.
func TestStrategyFile(t *testing.T) {
	t.Parallel()
	s, err := ParseStrategy(assets.Strategy)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Classes) != 5 || Grinder.Play != s.Third.Play || Grinder.Value != s.Third.Value {
		t.Errorf("classes %d, Grinder %+v", len(s.Classes), Grinder)
	}
	for _, c := range s.Classes {
		if c.Why == "" || !strings.Contains(assets.StrategyNotes, "**"+c.Source+"**") {
			t.Errorf("class %s: no reason, or its source %q is not in strategy.md", c.ID, c.Source)
		}
	}
	bad := map[string]string{
		"not json":      `{`,
		"unknown class": `{"classes":[{"id":"a"}],"starts":{"rows":[{"class":"b"}]},"third_street":{"play":1,"value":2}}`,
		"no catch-all":  `{"classes":[{"id":"a"}],"starts":{"rows":[{"lows":3,"class":"a"}]},"third_street":{"play":1,"value":2}}`,
		"value < play":  `{"classes":[{"id":"a"}],"starts":{"rows":[{"class":"a"}]},"third_street":{"play":5,"value":2}}`,
		"no rows":       `{"classes":[{"id":"a"}],"third_street":{"play":1,"value":2}}`,
	}
	for name, b := range bad {
		if _, err := ParseStrategy([]byte(b)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// FuzzParseStrategy: any bytes give a strategy or an error, never a panic.
func FuzzParseStrategy(f *testing.F) {
	f.Add(assets.Strategy)
	f.Add([]byte(`{"starts":{"rows":[]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if s, err := ParseStrategy(b); err == nil && len(s.Starts.Rows) == 0 {
			t.Fatal("a strategy with no rows")
		}
	})
}
