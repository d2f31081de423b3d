package tui

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestStatsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	st := &statsStore{path: filepath.Join(dir, "razz", statsFile)}
	first := st.load().(statsLoadedMsg)
	if first.warning != "" || len(first.stats.Drills) != 0 {
		t.Fatalf("missing file: got %+v", first)
	}
	s := first.stats
	s.Record(DrillCompare, Hard, true)
	s.Record(DrillCompare, Hard, true)
	s.Record(DrillCompare, Hard, false)
	s.Record(DrillName, Easy, true)
	s.RecordTimed(DrillBringIn, 17)
	if msg := st.save(s, 1)(); msg.(statsSavedMsg).err != nil {
		t.Fatal(msg)
	}
	again := st.load().(statsLoadedMsg)
	if again.warning != "" || !reflect.DeepEqual(again.stats, s) {
		t.Fatalf("read back %+v, wrote %+v", again.stats, s)
	}
	tl := again.stats.Tally(DrillCompare, Hard)
	if tl.Answered != 3 || tl.Right != 2 || tl.Streak != 0 || tl.BestStreak != 2 || tl.Recent != "++-" {
		t.Errorf("tally %+v", tl)
	}
	// no temporary files left behind
	entries, _ := os.ReadDir(filepath.Dir(st.path))
	if len(entries) != 1 {
		t.Errorf("files in the data dir: %v", entries)
	}
}

// A save that finishes late never overwrites a newer one.
func TestStatsLateSaveLoses(t *testing.T) {
	st := &statsStore{path: filepath.Join(t.TempDir(), statsFile)}
	old, cur := newStats(), newStats()
	cur.Record(DrillFirst, Medium, true)
	newer, older := st.save(cur, 2), st.save(old, 1)
	newer()
	older()
	got := st.load().(statsLoadedMsg).stats
	if got.Tally(DrillFirst, Medium).Answered != 1 {
		t.Errorf("the older snapshot overwrote the newer one")
	}
}

func TestStatsCorruptFile(t *testing.T) {
	tests := []struct{ name, content string }{
		{"not json", "{{{ not json"},
		{"truncated", `{"version": 1, "drills": {"compare": {"easy": {"answered": 3`},
		{"wrong types", `{"version": 1, "drills": {"compare": 7}}`},
		{"future version", `{"version": 99}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, statsFile)
			os.WriteFile(path, []byte(tc.content), 0o644)
			st := &statsStore{path: path}
			msg := st.load().(statsLoadedMsg)
			if msg.warning == "" || strings.Contains(msg.warning, "\n") {
				t.Errorf("warning %q: want one line", msg.warning)
			}
			if msg.stats == nil || len(msg.stats.Drills) != 0 {
				t.Errorf("want fresh stats, got %+v", msg.stats)
			}
			backups, _ := filepath.Glob(filepath.Join(dir, statsFile+".bad-*"))
			if len(backups) != 1 {
				t.Fatalf("backups %v", backups)
			}
			if b, _ := os.ReadFile(backups[0]); string(b) != tc.content {
				t.Errorf("backup holds %q", b)
			}
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Errorf("the corrupt file is still in place")
			}
		})
	}
}

func TestStatsUnreadable(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, statsFile)
	os.Mkdir(path, 0o755) // a directory where the file should be: unreadable
	msg := (&statsStore{path: path}).load().(statsLoadedMsg)
	if msg.warning == "" || msg.stats == nil {
		t.Errorf("got %+v", msg)
	}
}

func TestDataDir(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/x/data")
	if d, _ := DataDir(); d != "/x/data/razz" {
		t.Errorf("with XDG_DATA_HOME: %q", d)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/u")
	if d, _ := DataDir(); d != "/home/u/.local/share/razz" {
		t.Errorf("without XDG_DATA_HOME: %q", d)
	}
}
