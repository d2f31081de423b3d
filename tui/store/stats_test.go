package store

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
)

func TestStatsRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	st := NewQuizFile(filepath.Join(dir, "razz", StatsFile))
	s, problem := st.Load()
	if problem != nil || len(s.Drills) != 0 {
		t.Fatalf("missing file: got %+v, %v", s, problem)
	}
	s.Record("compare", "hard", true)
	s.Record("compare", "hard", true)
	s.Record("compare", "hard", false)
	s.Record("name", "easy", true)
	s.RecordTimed("bring-in", 17)
	if _, _, err := st.Update(func(r *QuizRecord) { *r = *s }); err != nil {
		t.Fatal(err)
	}
	again, problem := st.Load()
	if problem != nil || !reflect.DeepEqual(again, s) {
		t.Fatalf("read back %+v, wrote %+v", again, s)
	}
	tl := again.Tally("compare", "hard")
	if tl.Answered != 3 || tl.Right != 2 || tl.Streak != 0 || tl.BestStreak != 2 || tl.Recent != "++-" {
		t.Errorf("tally %+v", tl)
	}
	// no temporary files left behind
	entries, _ := os.ReadDir(filepath.Dir(st.Path()))
	if len(entries) != 1 {
		t.Errorf("files in the data dir: %v", entries)
	}
}

// Two writers on one file (two processes: each has its own QuizFile and
// its own view of the record) lose nothing: each update lands on what the
// other wrote.
func TestStatsTwoWriters(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), StatsFile)
	const each = 20
	var wg sync.WaitGroup
	for w, drill := range []string{"compare", "name"} {
		f := NewQuizFile(path)
		wg.Go(func() {
			for i := range each {
				_, _, err := f.Update(func(r *QuizRecord) {
					r.Record("compare", "easy", w == 0)
					r.Record(drill, "hard", true)
					r.AddMistake("passive", 1, Spot{Log: drill, Index: i})
				})
				if err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	got, problem := NewQuizFile(path).Load()
	tl := got.Tally("compare", "easy")
	if problem != nil || tl.Answered != 2*each || tl.Right != each {
		t.Errorf("compare: %+v (%v); want %d answers, %d right", tl, problem, 2*each, each)
	}
	if a, b := got.Tally("compare", "hard").Answered, got.Tally("name", "hard").Answered; a != each || b != each {
		t.Errorf("each writer's own drill: %d and %d answers, want %d", a, b, each)
	}
	if l := got.Leaks["passive"]; l.Count != 2*each || len(got.Spots) != 2*each {
		t.Errorf("mistakes: %+v, %d spots; want %d", l, len(got.Spots), 2*each)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("files left beside the record: %v", entries)
	}
}

// A record damaged on disk by someone else is set aside by the next
// update, which goes on a fresh record and says so.
func TestStatsUpdateSetsDamageAside(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, StatsFile)
	os.WriteFile(path, []byte("{{{"), 0o644)
	rec, problem, err := NewQuizFile(path).Update(func(r *QuizRecord) { r.Record("name", "easy", true) })
	if err != nil || problem == nil || problem.Kept == "" || rec.Tally("name", "easy").Answered != 1 {
		t.Fatalf("update over a damaged file: %+v, %v, %v", rec, problem, err)
	}
	if b, _ := os.ReadFile(problem.Kept); string(b) != "{{{" {
		t.Errorf("kept %q", b)
	}
	if got, p := NewQuizFile(path).Load(); p != nil || got.Tally("name", "easy").Answered != 1 {
		t.Errorf("after: %+v, %v", got, p)
	}
}

func TestStatsCorruptFile(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, content string }{
		{"not json", "{{{ not json"},
		{"truncated", `{"version": 1, "drills": {"compare": {"easy": {"answered": 3`},
		{"wrong types", `{"version": 1, "drills": {"compare": 7}}`},
		{"future version", `{"version": 99}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, StatsFile)
			os.WriteFile(path, []byte(tc.content), 0o644)
			st := NewQuizFile(path)
			rec, problem := st.Load()
			warning := problem.String()
			if warning == "" || strings.Contains(warning, "\n") {
				t.Errorf("warning %q: want one line", warning)
			}
			if rec == nil || len(rec.Drills) != 0 {
				t.Errorf("want fresh stats, got %+v", rec)
			}
			backups, _ := filepath.Glob(filepath.Join(dir, StatsFile+".bad-*"))
			if len(backups) != 1 {
				t.Fatalf("backups %v", backups)
			}
			if problem.Kept != backups[0] || !strings.Contains(warning, backups[0]) {
				t.Errorf("warning %q does not say where the old file was kept (%s)", warning, backups[0])
			}
			if _, again := st.Load(); again != nil {
				t.Errorf("reported twice: %v", again)
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
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, StatsFile)
	os.Mkdir(path, 0o755) // a directory where the file should be: unreadable
	rec, problem := NewQuizFile(path).Load()
	if problem == nil || rec == nil {
		t.Errorf("got %+v, %v", rec, problem)
	}
}

func TestDirs(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/x/data")
	t.Setenv("XDG_CONFIG_HOME", "/x/config")
	if d, _ := DataDir(); d != "/x/data/razz" {
		t.Errorf("with XDG_DATA_HOME: %q", d)
	}
	if d, _ := ConfigDir(); d != "/x/config/razz" {
		t.Errorf("with XDG_CONFIG_HOME: %q", d)
	}
	t.Setenv("XDG_DATA_HOME", "relative/is/ignored")
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "/home/u")
	if d, _ := DataDir(); d != "/home/u/.local/share/razz" {
		t.Errorf("without XDG_DATA_HOME: %q", d)
	}
	if d, _ := ConfigDir(); d != "/home/u/.config/razz" {
		t.Errorf("without XDG_CONFIG_HOME: %q", d)
	}
}

// TestMistakeSpotsSpacedRepetition: a spot answered right comes back later
// each time, one answered wrong comes back after the next answer; leaks
// add up by kind; the record survives a save and a load.
func TestMistakeSpotsSpacedRepetition(t *testing.T) {
	t.Parallel()
	r := NewQuizRecord()
	r.AddMistake("rough-start", 0.5, Spot{Log: `{"hand":1}`, Index: 3})
	r.AddMistake("passive", 1.0, Spot{Log: `{"hand":2}`, Index: 7})
	r.AddMistake("rough-start", 0.25, Spot{Log: `{"hand":3}`, Index: 4})
	if l := r.Leaks["rough-start"]; l.Count != 2 || l.CostBB != 0.75 {
		t.Errorf("leak %+v", l)
	}
	first := r.NextSpot()
	if r.Spots[first].Kind != "passive" {
		t.Fatalf("the costliest due spot first, got %+v", r.Spots[first])
	}
	r.AnswerSpot(first, true) // back after 2 answers
	next := r.NextSpot()
	if next == first {
		t.Fatal("a spot answered right came straight back")
	}
	r.AnswerSpot(next, false) // back after 1 answer
	gaps := []int{}
	for range 3 {
		i := r.NextSpot()
		gaps = append(gaps, i)
		r.AnswerSpot(i, true)
	}
	if gaps[0] != 2 && gaps[0] != next { // the third spot, never answered, or the wrong one
		t.Errorf("order %v", gaps)
	}
	if r.Spots[first].Gap < 2 || r.Spots[next].Gap < 2 {
		t.Errorf("gaps %+v", r.Spots)
	}
	f := NewQuizFile(t.TempDir() + "/stats.json")
	if _, _, err := f.Update(func(rec *QuizRecord) { *rec = *r }); err != nil {
		t.Fatal(err)
	}
	got, p := f.Load()
	if p != nil || len(got.Spots) != 3 || got.Leaks["passive"].Count != 1 || got.SpotAnswers != r.SpotAnswers || string(got.Spots[0].Log) != `{"hand":1}` {
		t.Errorf("loaded %+v, %v", got, p)
	}
	for range MaxSpots {
		r.AddMistake("passive", 2, Spot{})
	}
	if len(r.Spots) != MaxSpots || r.Spots[0].CostBB == 0.25 {
		t.Errorf("kept %d spots", len(r.Spots))
	}
}

// A record kept when the quiz called its middle level medium reads with
// those answers under normal, the name every command gives it now, added
// to the answers kept since.
func TestQuizRecordMediumIsNormal(t *testing.T) {
	f := Home{Data: t.TempDir()}.QuizFile()
	old := `{"version":1,"drills":{"compare":{"medium":{"answered":4,"right":3,"streak":2,"best_streak":3,"recent":"+-++"},"normal":{"answered":1,"right":1,"streak":1,"best_streak":1,"recent":"+"}},"name":{"medium":{"answered":2,"right":0,"streak":0,"best_streak":0,"recent":"--"}}},"timed_best":{}}`
	if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	rec, p := f.Load()
	if p != nil {
		t.Fatal(p)
	}
	want := map[string]Tally{
		"compare": {Answered: 5, Right: 4, Streak: 1, BestStreak: 3, Recent: "+-+++"},
		"name":    {Answered: 2, Recent: "--"},
	}
	for d, w := range want {
		if got := rec.Tally(d, "normal"); got != w {
			t.Errorf("%s at normal: %+v, want %+v", d, got, w)
		}
		if _, ok := rec.Drills[d]["medium"]; ok {
			t.Errorf("%s still has a medium tally", d)
		}
	}
}
