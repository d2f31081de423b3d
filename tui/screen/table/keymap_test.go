package table

import (
	"reflect"
	"testing"

	"charm.land/bubbles/v2/key"

	"razz/engine"
	"razz/tui/app"
	"razz/tui/keys"
	"razz/tui/tuitest"
)

// Within one list of keys a key means one thing: the table's ? groups, and
// each screen's group where keys are not alternatives of one another.
func TestKeyMeansOneThingPerList(t *testing.T) {
	sh := tuitest.Ctx(t, app.Options{})
	tb := &Table{ctx: sh}
	for _, g := range tableKeyGroups(tb.ctx.Keys().Table, tb.ctx.Keys().Global) {
		seen := map[string]string{}
		for _, b := range g.keys {
			for _, k := range b.Keys() {
				if d, ok := seen[k]; ok {
					t.Errorf("%s: %q is both %q and %q", g.title, k, d, b.Help().Desc)
				}
				seen[k] = b.Help().Desc
			}
		}
	}
	// The table's keys during a hand (actions, any time, the log) never
	// share a key with one another.
	k := sh.Keys().Table
	inHand := []key.Binding{k.Fold, k.Check, k.Call, k.BringIn, k.Complete, k.Bet, k.BetBig, k.Raise, k.RaiseBig, k.Hint,
		k.Explain, k.Why, k.Learn, k.FullHelp, k.LogUp, k.LogDown, k.LogPageUp, k.LogPageDown, k.LogTop, k.LogEnd,
		sh.Keys().Global.Back, sh.Keys().Global.Esc, sh.Keys().Global.Quit}
	seen := map[string]string{}
	for _, b := range inHand {
		for _, key := range b.Keys() {
			if d, ok := seen[key]; ok {
				t.Errorf("in a hand %q is both %q and %q", key, d, b.Help().Desc)
			}
			seen[key] = b.Help().Desc
		}
	}
	// Every group of the key map is filled in.
	v := reflect.ValueOf(sh.Keys())
	for i := range v.NumField() {
		g := v.Field(i)
		for j := range g.NumField() {
			if b, ok := g.Field(j).Interface().(key.Binding); ok && len(b.Keys()) == 0 {
				t.Errorf("%s.%s has no key", v.Type().Field(i).Name, g.Type().Field(j).Name)
			}
		}
	}
}

// TestActionKeysAreTheLetters: the table's keys for the actions are the
// letters the actions go by (engine.ActionKind.Letter), which the drills'
// lines of play and plain mode write.
func TestActionKeysAreTheLetters(t *testing.T) {
	k := keys.Default().Table
	for _, kind := range []engine.ActionKind{engine.Fold, engine.Check, engine.Call, engine.BringIn, engine.Complete, engine.Bet, engine.Raise} {
		if got := k.ActionKey(kind); got != kind.Letter() {
			t.Errorf("%v: the table's key %q, the letter %q", kind, got, kind.Letter())
		}
	}
}
