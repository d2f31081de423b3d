package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/tui/app"
	"razz/tui/drill"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// driver runs the app with the screens of Options, without a terminal
// (tuitest.Driver), and keeps the screens it made to look inside them.
type driver struct {
	*tuitest.Driver
	t    *testing.T
	m    *app.Model
	live *tuitest.Live
}

// newApp is the app of o, its screens kept in live and set up by setup as
// they are made.
func newApp(o Options, live *tuitest.Live, setup ...func(ScreenID, Screen)) *app.Model {
	return app.New(appOptions(o, live.Hook(screens(o), setupAll(o, setup))))
}

// setupAll runs each of setup on a screen as it is made, and keeps a timed
// round's clock off (its ticks are sent by hand: a tick's command sleeps).
func setupAll(o Options, setup []func(ScreenID, Screen)) func(ScreenID, Screen) {
	return func(id ScreenID, s Screen) {
		for _, f := range setup {
			f(id, s)
		}
	}
}

// unstarted is a driver of o's app not started yet (no size, no Init).
func unstarted(t *testing.T, o Options, setup ...func(ScreenID, Screen)) *driver {
	t.Helper()
	ao := appOptions(o, screens(o))
	d := tuitest.Open(t, ao, setupAll(o, setup))
	return &driver{Driver: d, t: t, m: d.M, live: d.Live}
}

func newDriver(t *testing.T, o Options, w, h int, setup ...func(ScreenID, Screen)) *driver {
	t.Helper()
	d := unstarted(t, o, setup...)
	d.Start(w, h)
	return d
}

func (d *driver) feed(msg tea.Msg)  { d.Feed(msg) }
func (d *driver) keys(ks ...string) { d.Keys(ks...) }
func (d *driver) view() string      { return d.View() }

// current is the screen showing, -1 for none.
func (d *driver) current() ScreenID { return d.Current() }

// firstQuestion is the first question a quiz of o deals (at a level, not
// mixed, and no kept spot).
func firstQuestion(o QuizOptions) drill.Question {
	return o.Drill.New(drill.Rand(o.Seed, o.Drill, o.Level, 0), o.Level)
}

// answerKeys are the keys that answer q, rightly or not.
func answerKeys(t *testing.T, q drill.Question, right bool) []string {
	return tuitest.Answer(t, q, right)
}

func TestNavigation(t *testing.T) {
	d := newDriver(t, Options{Start: ScreenMenu}, 80, 24)
	if !strings.Contains(d.view(), "Play") || !strings.Contains(d.view(), "Quit") {
		t.Fatalf("menu:\n%s", d.view())
	}
	d.keys("j", "j", "enter") // Quiz, below Learn and Play
	if d.current() != ScreenQuiz || !strings.Contains(d.view(), "Choose a drill") {
		t.Fatalf("menu → quiz: at %v\n%s", d.current(), d.view())
	}
	d.keys("j", "j", "j", "j", "enter") // Name that low
	if v := flat(d.view()); !strings.Contains(v, "Quiz · "+drill.Name.Title()) || !strings.Contains(v, "Short name:") {
		t.Fatalf("not asking %s:\n%s", drill.Name.Title(), d.view())
	}
	d.keys("q", "k")
	if v := flat(d.view()); !strings.Contains(v, "Short name: QK") || d.current() != ScreenQuiz {
		t.Fatalf("typing q k:\n%s", d.view())
	}
	d.keys("esc") // back to the drill list
	if !strings.Contains(d.view(), "Choose a drill") {
		t.Fatalf("esc while typing:\n%s", d.view())
	}
	d.keys("q")
	if d.current() != ScreenMenu {
		t.Fatalf("q from the drill list: at %v", d.current())
	}
	d.keys("j", "enter") // Rules
	if d.current() != ScreenRules || !strings.Contains(d.view(), "Razz in one page") {
		t.Fatalf("rules:\n%s", d.view())
	}
	d.keys("q", "p", "enter") // Play: no table was set up in these options
	if !strings.Contains(d.view(), "razz play") {
		t.Fatalf("play:\n%s", d.view())
	}
	d.keys("q", "q")
	if !d.Quit {
		t.Errorf("q on the menu does not quit")
	}
	d = newDriver(t, Options{Start: ScreenQuiz, Quiz: QuizOptions{Drill: drill.Name, Chosen: true}}, 80, 24)
	d.keys("ctrl+c")
	if !d.Quit {
		t.Errorf("ctrl+c while typing does not quit")
	}
}

func TestStatsScreenReset(t *testing.T) {
	dir := t.TempDir()
	d := newDriver(t, Options{Start: ScreenQuiz, DataDir: dir,
		Quiz: QuizOptions{Drill: drill.BringIn, Chosen: true, Level: drill.Hard, Seed: 1}}, 80, 24)
	d.keys(answerKeys(t, firstQuestion(QuizOptions{Drill: drill.BringIn, Level: drill.Hard, Seed: 1}), true)...)
	d.keys("q", "q", "s", "enter", "tab") // tab: from the table's record to the quiz's
	if d.current() != ScreenStats || !strings.Contains(d.view(), "100%") {
		t.Fatalf("stats:\n%s", d.view())
	}
	d.keys("r")
	if !strings.Contains(d.view(), "y/n") {
		t.Fatalf("no confirmation:\n%s", d.view())
	}
	d.keys("y")
	if strings.Contains(d.view(), "100%") {
		t.Fatalf("not reset:\n%s", d.view())
	}
	if saved, _ := tuitest.LoadRecord(dir); len(saved.Drills) != 0 {
		t.Errorf("reset not saved: %+v", saved.Drills)
	}
}

func TestTooSmall(t *testing.T) {
	for _, size := range [][2]int{{79, 24}, {80, 23}, {40, 10}} {
		d := newDriver(t, Options{Start: ScreenMenu}, size[0], size[1])
		if !strings.Contains(d.view(), "terminal too small (80x24 needed)") {
			t.Errorf("%v:\n%s", size, d.view())
		}
	}
	d := newDriver(t, Options{Start: ScreenMenu}, 60, 20)
	d.feed(tea.WindowSizeMsg{Width: 80, Height: 24})
	if strings.Contains(d.view(), "too small") {
		t.Errorf("still too small after a resize")
	}
}

func TestCorruptStatsReported(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, store.StatsFile)
	if err := os.WriteFile(path, []byte("garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Options{Start: ScreenMenu, DataDir: dir}, 80, 24)
	if !strings.Contains(flat(d.view()), "The quiz record in "+path+" could not be used") {
		t.Errorf("no warning on the menu:\n%s", d.view())
	}
	d.keys("s", "enter")
	backups, _ := filepath.Glob(path + ".bad-*")
	if len(backups) != 1 {
		t.Fatalf("the corrupt file was not kept: %v", backups)
	}
	// The Stats screen names the file the old record was kept in (the
	// path may wrap, so compare without line breaks and margins).
	joined := strings.Join(strings.Fields(ansi.Strip(d.view())), "")
	if d.current() != ScreenStats || !strings.Contains(joined, strings.Join(strings.Fields(backups[0]), "")) {
		t.Errorf("the Stats screen does not say where the old record was kept (%s):\n%s", backups[0], d.view())
	}
	// Said once: the next run finds no corrupt file and says nothing.
	d = newDriver(t, Options{Start: ScreenStats, DataDir: dir}, 80, 24)
	if strings.Contains(d.view(), "could not be read") {
		t.Errorf("said again in the next run:\n%s", d.view())
	}
}
