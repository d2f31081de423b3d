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
	for _, g := range tableKeyGroups(tb.ctx.Keys().Table, tb.ctx.Keys().Global, true) {
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

// TestKeysThroughTheMap: each of the table's bindings, pressed by every
// key the key map gives it in a state where it works, changes the screen,
// and all its keys alike (an action key not legal now says why: that is
// its doing too); and every binding of the table's group is pressed here.
func TestKeysThroughTheMap(t *testing.T) {
	toAct := func(t *testing.T) *driver { // the user's turn, nothing open
		o := tableOptions(t, 4, false)
		o.Table.History = "-"
		d := newDriver(t, o, 80, 24)
		for tb := d.table(); tb.p.hand().ToAct() != tb.p.user() || len(tb.ov.Boxes()) > 0; {
			d.step()
		}
		return d
	}
	then := func(state func(*testing.T) *driver, ks ...string) func(*testing.T) *driver {
		return func(t *testing.T) *driver {
			d := state(t)
			d.keys(ks...)
			return d
		}
	}
	over := func(t *testing.T) *driver { // a hand over, a few in the log
		o := tableOptions(t, 4, false)
		o.Table.History = "-"
		d := newDriver(t, o, 80, 24)
		d.playPassively(2)
		return d
	}
	broke := func(t *testing.T) *driver { return brokeDriver(t, 80, 24) }
	cases := []struct {
		binding  string
		state    func(*testing.T) *driver
		distinct bool
	}{
		{"Fold", toAct, false}, {"Check", toAct, false}, {"Call", toAct, false}, {"BringIn", toAct, false},
		{"Complete", toAct, false}, {"Bet", toAct, false}, {"BetBig", toAct, false}, {"Raise", toAct, false},
		{"RaiseBig", toAct, false}, {"Hint", toAct, false},
		{"Explain", toAct, false}, {"Why", toAct, false}, {"Learn", toAct, false}, {"Speed", toAct, false},
		{"FullHelp", toAct, false},
		{"NextHand", over, false}, {"Review", over, false}, {"Rebuy", broke, false},
		{"LogUp", over, false}, {"LogPageUp", over, false}, {"LogTop", over, false},
		{"LogDown", then(over, "pgup"), false}, {"LogPageDown", then(over, "pgup", "pgup"), false}, {"LogEnd", then(over, "pgup"), false},
		{"BoxScroll", then(toAct, "?", "down", "down"), true},
		{"Close", then(toAct, "e"), false},
		{"Leave", then(toAct, "q"), false}, {"Stay", then(toAct, "q"), false},
	}
	k := reflect.ValueOf(keys.Default().Table)
	tested := map[string]bool{}
	for _, c := range cases {
		tested[c.binding] = true
		b := k.FieldByName(c.binding).Interface().(key.Binding)
		t.Run(c.binding, func(t *testing.T) {
			base := c.state(t).view()
			after := map[string]string{}
			for _, ks := range b.Keys() {
				d := c.state(t)
				d.keys(ks)
				if after[ks] = d.view(); after[ks] == base {
					t.Errorf("%s (%s) did nothing:\n%s", ks, c.binding, flat(base))
				}
			}
			if c.distinct {
				return
			}
			for _, ks := range b.Keys()[1:] {
				if after[ks] != after[b.Keys()[0]] {
					t.Errorf("%s and %s, both %s, differ:\n%s\n\n%s", b.Keys()[0], ks, c.binding, flat(after[b.Keys()[0]]), flat(after[ks]))
				}
			}
		})
	}
	for i := range k.NumField() {
		if name := k.Type().Field(i).Name; !tested[name] {
			t.Errorf("Table.%s: no test presses its keys", name)
		}
	}
}

// c brings in where the user must bring in, as the drills take it ("i/c
// bring in"): it stays in cheaply, where it was refused at the table (the
// walk-through pressed it 65 times).
func TestCallKeyBringsIn(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		o := tableOptions(t, 4, false)
		o.Table.History, o.Table.Seed = "-", seed
		d := newDriver(t, o, 80, 24)
		tb := d.table()
		for tb.p.hand().ToAct() != tb.p.user() || len(tb.ov.Boxes()) > 0 {
			d.step()
		}
		h := tb.p.hand()
		if len(tb.p.options(engine.BringIn)) == 0 {
			continue
		}
		n := len(h.Actions())
		d.keys("c")
		if acts := h.Actions(); len(acts) <= n || acts[n].Seat != tb.p.user() || acts[n].Kind != engine.BringIn {
			t.Fatalf("seed %d: c at the bring-in took %+v", seed, acts[n:])
		}
		return
	}
	t.Fatal("the user brought in on none of 59 seeds: nothing was tested")
}
