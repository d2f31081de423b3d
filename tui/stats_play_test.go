package tui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
	"razz/tui/store"
)

// TestStatsCountsOnlyOwnHands: hands imported into the history (with a
// source) are someone's play, maybe the user's own exported and imported
// again: the Stats screen counts only the hands played at this table.
func TestStatsCountsOnlyOwnHands(t *testing.T) {
	bs, err := bots.Seat([]string{"station", "grinder", "rock"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	var own, imported bytes.Buffer
	a := &bots.Arena{Table: engine.NewTable([]string{"You", "Greta", "Rita"}, []int{1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		Bots: bs, Seed: 4, Workers: 1}
	a.Observe = func(n int, h *engine.Hand, _ []bots.SeatReason) {
		line := h.AppendLog(nil, engine.LogMeta{Seed: 4, Hand: n})
		own.Write(append(line, '\n'))
		l, err := engine.ParseLog(line)
		if err != nil {
			t.Fatal(err)
		}
		l.Hand, l.Source = n+12, "pokerstars"
		js, _ := json.Marshal(l)
		imported.Write(append(js, '\n'))
	}
	a.Run(12)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), append(own.Bytes(), imported.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Options{DataDir: dir}, 100, 30)
	d.keys("s", "enter")
	v := d.view()
	if d.m.current != ScreenStats || !strings.Contains(v, "12 hands   result") {
		t.Fatalf("Stats does not count the 12 hands played here alone:\n%s", v)
	}
	if !strings.Contains(v, "12 imported hands not counted") {
		t.Errorf("Stats does not say the imported hands are left out:\n%s", v)
	}
}
