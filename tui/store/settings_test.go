package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSettingsRoundTrip(t *testing.T) {
	t.Parallel()
	f := NewSettingsFile(filepath.Join(t.TempDir(), "razz", SettingsFileName))
	s, p := f.Load()
	if p != nil || s != DefaultSettings() || !s.Learn {
		t.Fatalf("no file: %+v, %v; want the defaults, learning on", s, p)
	}
	s.Learn, s.ASCII, s.FourColor, s.Speed, s.Level = false, true, true, Duration(300*time.Millisecond), "hard"
	if err := f.Save(s); err != nil {
		t.Fatal(err)
	}
	if got, p := f.Load(); got != s || p != nil {
		t.Errorf("read back %+v (%v), saved %+v", got, p, s)
	}
	data, _ := os.ReadFile(f.Path())
	if !strings.Contains(string(data), `"speed": "300ms"`) {
		t.Errorf("speed not written as a duration:\n%s", data)
	}
	// Update changes one choice and keeps the others.
	if err := f.Update(func(s *Settings) { s.Learn = true }); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.Load(); !got.Learn || !got.ASCII || got.Level != "hard" {
		t.Errorf("after Update: %+v", got)
	}
}

func TestSettingsLeftOutKeepDefaults(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), SettingsFileName)
	os.WriteFile(path, []byte(`{"version":1,"ascii":true}`), 0o600)
	s, p := NewSettingsFile(path).Load()
	want := DefaultSettings()
	want.ASCII = true
	if s != want || p != nil {
		t.Errorf("got %+v (%v), want %+v", s, p, want)
	}
}

func TestSettingsCorruptFile(t *testing.T) {
	t.Parallel()
	for _, content := range []string{
		"{{ not json",
		`{"version":1,"speed":"5"}`,
		`{"version":1,"speed":"-1s"}`,
		`{"version":1,"level":"brutal"}`,
		`{"version":7}`,
		`{"version":1,"learn":"yes"}`,
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, SettingsFileName)
		os.WriteFile(path, []byte(content), 0o640)
		f := NewSettingsFile(path)
		s, p := f.Load()
		if p == nil || s != DefaultSettings() {
			t.Errorf("%s: %+v, problem %v", content, s, p)
			continue
		}
		if kept, _ := os.ReadFile(p.Kept); string(kept) != content {
			t.Errorf("%s: kept %q as %s", content, kept, p.Kept)
		}
		if !strings.Contains(p.String(), p.Kept) || strings.Contains(p.String(), "\n") {
			t.Errorf("%s: message %q", content, p)
		}
		// Replaced by the defaults, and said once.
		if s, again := f.Load(); again != nil || s != DefaultSettings() {
			t.Errorf("%s: second load %+v, %v", content, s, again)
		}
	}
}
