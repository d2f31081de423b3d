package table

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/bots"
	"razz/bots/record"
	"razz/bots/review"
	"razz/engine"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/tuitest"
)

// caller is bots.Caller: it brings in, checks or calls, and never raises
// or folds, so hands reach the showdown.
type caller = bots.Caller

func tableOptions(t *testing.T, players int, learn bool) options {
	names := []string{"You", "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"}
	stacks := make([]int, players)
	var bs []bots.Bot
	for i := range stacks {
		stacks[i] = 1000
		if i > 0 {
			bs = append(bs, caller{})
		}
	}
	tab := engine.NewTable(names[:players], stacks, engine.DefaultStakes, engine.DefaultRules)
	return options{Background: "dark", DataDir: t.TempDir(),
		Table: Options{Table: tab, Bots: bs, Seed: 7, Learn: learn, Review: unreviewed,
			NewBot: func(seat, hand int, _ []string) (bots.Bot, string) { return caller{}, fmt.Sprintf("New %d", hand) }}}
}

// unreviewed is the table's review for tests that only play hands: the
// hand's number and the seat, no decisions (the coach's review, with its
// range reads and lookahead, is most of a played hand's CPU). Tests of the
// review and the mistakes it keeps set Review back to nil, the coach's.
func unreviewed(_ context.Context, r record.Record, seat int) (review.Hand, error) {
	return review.Hand{Hand: r.Log.Hand, Seat: seat}, nil
}

func (d *driver) table() *Table { return d.Live.Made[screen.Play].(*Table) }

// step presses the one key a passive player would: enter on a box, n when
// the hand is over, else check, call or bring in.
func (d *driver) step() string {
	tb := d.table()
	k := "n"
	switch {
	case len(tb.ov.Boxes()) > 0:
		k = "enter"
	case tb.p.over():
	case len(tb.p.options(engine.Check)) > 0:
		k = "k"
	case len(tb.p.options(engine.Call)) > 0:
		k = "c"
	default:
		k = "i"
	}
	d.keys(k)
	return k
}

// playPassively plays until n hands are over, and returns the keys pressed.
func (d *driver) playPassively(hands int) []string {
	var pressed []string
	for steps := 0; steps < 2000; steps++ {
		tb := d.table()
		if tb.p.over() && len(tb.ov.Boxes()) == 0 && tb.p.sess.Dealt() >= hands {
			return pressed
		}
		pressed = append(pressed, d.step())
	}
	d.t.Fatal("the hands did not end")
	return nil
}

// readHistory reads the hands of a history file, after skip lines.
func readHistory(t *testing.T, path string, skip int) []engine.HandLog {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []engine.HandLog
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if skip > 0 {
			skip--
			continue
		}
		l, err := engine.ParseLog(sc.Bytes())
		if err != nil {
			t.Fatalf("history line %d: %v", len(out)+1, err)
		}
		out = append(out, l)
	}
	return out
}

func TestTablePlaysHandsThroughKeys(t *testing.T) {
	o := tableOptions(t, 4, true)
	d := newDriver(t, o, 100, 30)
	d.playPassively(3)
	logs := readHistory(t, filepath.Join(o.DataDir, store.HistoryFile), 0)
	if len(logs) != 3 {
		t.Fatalf("%d hands in the history, want 3", len(logs))
	}
	for i, l := range logs {
		if l.Hand != i+1 || l.Seed != 7 {
			t.Errorf("hand %d: number %d seed %d", i+1, l.Hand, l.Seed)
		}
		// Who each seat is: the user the hero, each bot by its style.
		if l.Version != engine.LogVersion || l.Hero != 1 {
			t.Errorf("hand %d saved as version %d with hero %d", l.Hand, l.Version, l.Hero)
		}
		for _, s := range l.Seats {
			if want := map[bool]string{true: "", false: "caller"}[s.Seat == 1]; s.Bot != want {
				t.Errorf("hand %d: seat %d saved as bot %q, want %q", l.Hand, s.Seat, s.Bot, want)
			}
		}
		h, err := engine.Replay(l)
		if err != nil {
			t.Fatalf("hand %d does not replay: %v", i+1, err)
		}
		total := 0
		for _, c := range h.Stacks() {
			total += c.Amount
		}
		if total != 4000 {
			t.Errorf("hand %d: %d chips", i+1, total)
		}
	}
	// Stacks carry over from hand to hand.
	if logs[1].Seats[0].Stack != logs[0].StacksAfter["1"] {
		t.Errorf("hand 2 starts with %d, hand 1 ended with %d", logs[1].Seats[0].Stack, logs[0].StacksAfter["1"])
	}
	if v := d.view(); !strings.Contains(v, "Hand over") {
		t.Errorf("after the hands:\n%s", v)
	}
}

func TestTableExplainsInLearningMode(t *testing.T) {
	d := newDriver(t, tableOptions(t, 4, true), 100, 30)
	tb := d.table()
	if len(tb.ov.Boxes()) == 0 || tb.ov.Boxes()[0].Title != "Who brings in?" {
		t.Fatalf("no bring-in explanation at the start: %+v", tb.ov.Boxes())
	}
	seen := map[string]bool{}
	for steps := 0; steps < 300 && !(tb.p.over() && len(tb.ov.Boxes()) == 0); steps++ {
		if len(tb.ov.Boxes()) > 0 {
			seen[tb.ov.Boxes()[0].Title] = true
		}
		d.step()
	}
	for _, want := range []string{"Who brings in?", "Who acts first on fourth street?", "Who acts first on seventh street?", "Showdown"} {
		if !seen[want] {
			t.Errorf("no %q explanation; saw %v", want, seen)
		}
	}
}

func TestTableRefusesWithTheRule(t *testing.T) {
	d := newDriver(t, tableOptions(t, 4, false), 100, 30)
	tb := d.table()
	for steps := 0; steps < 100 && !tb.p.over(); steps++ {
		if len(tb.p.options(engine.Check)) > 0 {
			break
		}
		switch {
		case len(tb.ov.Boxes()) > 0:
			d.keys("enter")
		case len(tb.p.options(engine.BringIn)) > 0:
			d.keys("i")
		default:
			d.keys("c")
		}
	}
	if len(tb.p.options(engine.Check)) == 0 {
		t.Fatal("the seed never gave the user a free check")
	}
	d.keys("f")
	if !strings.Contains(tb.note, "No free fold") {
		t.Errorf("fold with a free check: note %q", tb.note)
	}
	if !strings.Contains(d.view(), "No free fold") {
		t.Error("the reason is not on screen")
	}
	if tb.p.hand().ToAct() != tb.p.user() {
		t.Error("a refused action moved the hand on")
	}
}

// The table's first hand is the first hand of `razz sim` with the same
// seed, players, stakes and stacks.
func TestTableDealsLikeSim(t *testing.T) {
	o := tableOptions(t, 6, false)
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	a := &bots.Arena{Table: o.Table.Table, Bots: append([]bots.Bot{caller{}}, o.Table.Bots...), Seed: o.Table.Seed}
	h, _, err := a.PlayHand(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range o.Table.Table.Players {
		got, want := tb.p.hand().Cards(p.Seat)[:3], h.Cards(p.Seat)[:3]
		if engine.FormatCards(got) != engine.FormatCards(want) {
			t.Errorf("seat %d: table %v, sim %v", p.Seat, got, want)
		}
	}
}

// The history starts torn, as a crash mid-save leaves it: the table's
// saves keep every earlier hand, set the torn line aside, say so once, and
// number the new hands after the last saved one, with a time.
func TestHistoryIsAppendedNeverTruncated(t *testing.T) {
	o := tableOptions(t, 3, false)
	path := filepath.Join(o.DataDir, store.HistoryFile)
	old := []byte("{\"an earlier hand\":1,\"hand\":40}\n{\"another\":2,\"hand\":41}\n")
	torn := []byte(`{"version":1,"game":"razz","seed":3,"hand":42,"lim`)
	if err := os.WriteFile(path, append(append([]byte(nil), old...), torn...), 0o640); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, o, 100, 30)
	d.playPassively(1)
	if tb := d.table(); !strings.Contains(tb.note, "set aside in "+path+".bad") {
		t.Errorf("the torn line was not reported: note %q", tb.note)
	}
	d.playPassively(2)
	if tb := d.table(); strings.Contains(tb.note, "set aside") {
		t.Errorf("reported twice: note %q", tb.note)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(got, old) {
		t.Fatalf("the earlier hands were lost:\n%s", got)
	}
	logs := readHistory(t, path, len(bytes.Split(old, []byte("\n")))-1)
	if len(logs) != 2 {
		t.Fatalf("%d hands appended, want 2", len(logs))
	}
	for i, l := range logs {
		if l.Hand != 42+i {
			t.Errorf("hand %d saved as number %d, want %d", i+1, l.Hand, 42+i)
		}
	}
	if bad, _ := os.ReadFile(path + ".bad"); !bytes.Equal(bad, append(torn, '\n')) {
		t.Errorf(".bad holds %q", bad)
	}
	if !bytes.Contains(got, []byte(`"time":"`)) {
		t.Errorf("no time saved")
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("the history's mode changed to %v", fi.Mode().Perm())
	}
	// No temporary file is left behind.
	entries, _ := os.ReadDir(o.DataDir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func TestQuitMidHandWritesNothing(t *testing.T) {
	o := tableOptions(t, 3, false)
	d := newDriver(t, o, 100, 30)
	d.keys("ctrl+c")
	if !d.Quit {
		t.Fatal("ctrl+c did not quit")
	}
	if _, err := os.Stat(filepath.Join(o.DataDir, store.HistoryFile)); !os.IsNotExist(err) {
		t.Errorf("a hand cut short was written: %v", err)
	}
}

func TestTableTooSmall(t *testing.T) {
	d := newDriver(t, tableOptions(t, 6, true), 40, 12)
	if v := d.view(); !strings.Contains(v, "terminal too small (80x24 needed)") {
		t.Errorf("at 40x12:\n%s", v)
	}
	d.feed(teaSize(80, 24))
	if v := d.view(); strings.Contains(v, "too small") || !strings.Contains(v, "Who brings in?") {
		t.Errorf("after growing to 80x24:\n%s", v)
	}
}

// brokeDriver: a three-handed table at w x h whose user starts with three
// antes and is played on until a hand is over with the user out of chips.
func brokeDriver(t *testing.T, w, h int) *driver {
	t.Helper()
	o := tableOptions(t, 3, false)
	o.Table.Table.Players[0].Stack = 3 * o.Table.Table.Stakes.Ante // soon all in
	d := newDriver(t, o, w, h)
	tb := d.table()
	for steps := 0; !(tb.p.over() && tb.p.userStack() == 0); steps++ {
		if steps > 5000 {
			t.Fatal("the user never went broke")
		}
		d.step()
	}
	return d
}

func TestBustedUserRebuysAndBotsAreReplaced(t *testing.T) {
	d := brokeDriver(t, 100, 30)
	tb := d.table()
	ante := tb.p.sess.Table().Stakes.Ante
	n := tb.p.sess.Dealt()
	var botStacks []int
	for _, c := range tb.p.hand().Stacks()[1:] {
		botStacks = append(botStacks, c.Amount)
	}
	d.keys("n") // no next hand without chips
	if tb.p.sess.Dealt() != n || !strings.Contains(ansi.Strip(d.view()), "Out of chips: r rebuys") {
		t.Fatalf("n dealt a hand to a broke user: hand %d:\n%s", tb.p.sess.Dealt(), d.view())
	}
	d.keys("r")
	if tb.p.sess.Dealt() != n+1 || tb.p.sess.Table().Players[0].Stack != 3*ante || tb.p.sess.Bought() != 6*ante {
		t.Errorf("after r: hand %d (was %d), buy-in %d, bought %d; want %d and %d",
			tb.p.sess.Dealt(), n, tb.p.sess.Table().Players[0].Stack, tb.p.sess.Bought(), 3*ante, 6*ante)
	}
	if len(tb.p.hand().Cards(tb.p.user())) == 0 {
		t.Errorf("the user was not dealt in after rebuying")
	}
	for i, want := range botStacks {
		if got := tb.p.sess.Table().Players[i+1].Stack; got != want {
			t.Errorf("seat %d's stack %d after the rebuy, was %d: the bots' stacks carry over", i+2, got, want)
		}
	}
	// A bot that goes broke is replaced in its seat: bots/session's
	// TestStacksCarryAndBotsAreReplaced plays sessions until bots do.
}

func BenchmarkTableView(b *testing.B) {
	o := options{Background: "dark", DataDir: b.TempDir()}
	names := []string{"You", "Ann", "Bob", "Cat", "Dan", "Eve"}
	stacks := []int{1000, 1000, 1000, 1000, 1000, 1000}
	o.Table = Options{Table: engine.NewTable(names, stacks, engine.DefaultStakes, engine.DefaultRules),
		Bots: []bots.Bot{caller{}, caller{}, caller{}, caller{}, caller{}}, Seed: 7, History: "-"}
	d := tuitest.Open(b, appOptions(o), nil)
	m := d.M
	m.Update(teaSize(120, 40))
	d.Live.Made[screen.Play].(*Table).Enter()
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

func teaSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

func TestBigBetKeys(t *testing.T) {
	o := tableOptions(t, 3, false)
	d := newDriver(t, o, 100, 30)
	tb := d.table()
	// Play to the user's first decision on fourth street.
	for steps := 0; steps < 100 && !(tb.p.hand().Street() == 4 && tb.p.hand().ToAct() == tb.p.user()); steps++ {
		d.step()
	}
	if tb.p.hand().Street() != 4 || tb.p.hand().ToAct() != tb.p.user() {
		t.Fatal("never the user's turn on fourth street")
	}
	d.keys("B") // no open pair rule: the big bet is refused with the reason
	if !strings.Contains(tb.note, "open pair") || !strings.Contains(tb.note, "house rule") || tb.p.hand().ToAct() != tb.p.user() {
		t.Errorf("B without the open-pair rule: note %q", tb.note)
	}
}

// L turns learning mode off and on at the table, and the settings file
// remembers the last choice for the next run (issue #9 item 5).
func TestLearnChoiceIsRemembered(t *testing.T) {
	o := tableOptions(t, 3, true)
	settings := store.NewSettingsFile(filepath.Join(t.TempDir(), "razz", store.SettingsFileName))
	settings.Save(store.Settings{Learn: true, ASCII: true, Speed: store.Duration(time.Second), Level: "hard"})
	o.Settings = settings
	d := newDriver(t, o, 100, 30)
	d.keys("L")
	if s, _ := settings.Load(); s.Learn || !s.ASCII || s.Level != "hard" {
		t.Errorf("after L: %+v; want learning off and the rest kept", s)
	}
	d.keys("L")
	if s, _ := settings.Load(); !s.Learn {
		t.Errorf("after L twice: learning still off in the file")
	}
}

// TestBrokeFooterFitsEightyColumns: out of chips at 80x24, the help line
// still shows how to leave (q back) and is not cut by the terminal's edge.
func TestBrokeFooterFitsEightyColumns(t *testing.T) {
	d := brokeDriver(t, 80, 24)
	tb := d.table()
	for i := 0; len(tb.ov.Boxes()) > 0 && i < 20; i++ {
		d.keys("enter")
	}
	f := d.footer()
	if !strings.Contains(f, "r rebuy") || !strings.Contains(f, "q back") || ansi.StringWidth(f) > 80 {
		t.Errorf("footer when broke (%d columns): %q", ansi.StringWidth(f), f)
	}
}

// Out of chips is told once on the screen, even after a key that cannot
// deal (n): not in the status line and twice in the dealer's log.
func TestBrokeToldOnce(t *testing.T) {
	d := brokeDriver(t, 100, 30)
	tb := d.table()
	for i := 0; len(tb.ov.Boxes()) > 0 && i < 20; i++ {
		d.keys("enter")
	}
	for _, k := range []string{"", "n", "n"} {
		if k != "" {
			d.keys(k)
		}
		if v := ansi.Strip(d.view()); strings.Count(strings.ToLower(v), "out of chips") != 1 {
			t.Fatalf("after %q, %d times out of chips:\n%s", k, strings.Count(strings.ToLower(v), "out of chips"), v)
		}
	}
}

// TestTheHistorysNumberIsTheHandsNumber: while this table plays its first
// hand, another razz on the same history (a second SSH session on the same
// key) saves three hands. The number the history gives the hand is the one
// on screen, in the review and in the mistakes kept, and the next hand
// follows it (issue 18: the table showed hand 1, the file stored 4 and the
// review said 1).
func TestTheHistorysNumberIsTheHandsNumber(t *testing.T) {
	o := tableOptions(t, 3, false)
	o.Table.FirstHand, o.Table.Review = 1, nil // the coach's review
	path := filepath.Join(o.DataDir, store.HistoryFile)
	d := newDriver(t, o, 100, 30)
	h, err := engine.NewHand(o.Table.Table, engine.DeckDealer{Deck: engine.DeckForHand(1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := store.OpenHistory(path).Append(3, 1, func(_, n int, b []byte) []byte {
		return h.AppendLog(b, engine.LogMeta{Seed: 1, Hand: n})
	}); err != nil {
		t.Fatal(err)
	}
	d.playPassively(1)
	tb := d.table()
	logs := readHistory(t, path, 3)
	if len(logs) != 1 || logs[0].Hand != 4 {
		t.Fatalf("the table's hand saved as %+v, want hand 4", logs)
	}
	if !strings.Contains(tb.Title(), "hand 4 ") {
		t.Errorf("the screen says %q for the hand saved as 4", tb.Title())
	}
	if r := tb.coach.reviewed; r == nil || r.hand != 4 || r.rev.Hand != 4 {
		t.Errorf("the review is not of hand 4: %v", r != nil && r.rev.Hand == 4)
	}
	d.keys("n")
	if !strings.Contains(tb.Title(), "hand 5 ") {
		t.Errorf("the next hand is %q, want hand 5", tb.Title())
	}
}

// TestTwoSittingsTwoRuns: two sittings at the table with one seed (the
// menu's Play twice, or razz play --seed 7 twice) save their hands under
// two runs, so History lists them as two sessions.
func TestTwoSittingsTwoRuns(t *testing.T) {
	o := tableOptions(t, 3, false)
	for range 2 {
		d := newDriver(t, o, 100, 30)
		d.playPassively(2)
	}
	logs := readHistory(t, filepath.Join(o.DataDir, store.HistoryFile), 0)
	if len(logs) != 4 {
		t.Fatalf("%d hands saved", len(logs))
	}
	if r := logs[0].Run; r == "" || logs[1].Run != r || logs[2].Run == r || logs[3].Run != logs[2].Run {
		t.Errorf("runs %q %q %q %q: want two, one a sitting", logs[0].Run, logs[1].Run, logs[2].Run, logs[3].Run)
	}
}
