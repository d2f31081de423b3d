package history

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"razz/bots"
	"razz/bots/review"
	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/app"
	"razz/tui/cli"
	"razz/tui/handlist"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/tuitest"
	"razz/tui/widget"
)

func historyGolden(t *testing.T, w, h int, keys ...string) {
	t.Helper()
	dir := tuitest.TempDir(t)
	writeHistory(t, dir)
	o := opts{Start: screen.History, Background: "dark", DataDir: dir, Location: time.UTC}
	tm := teatest.NewTestModel(t, app.New(appOptions(o)), teatest.WithInitialTermSize(w, h),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
	waitFor := func(s string) {
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(s)) },
			teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	}
	waitFor("of 57 hands")
	for _, k := range keys {
		tm.Send(press(k))
		if k == "enter" {
			waitFor("step ")
		}
	}
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	m := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*app.Model)
	golden.RequireEqual(t, []byte(m.View().Content))
}

// The list, a hand at the bring-in with its explanation, and the end of a
// hand with the showdown's, at both sizes.
func TestGoldenHistory(t *testing.T) {
	steps := map[string][]string{
		"list":     nil,
		"paged":    {"pgdown", "j"},
		"filtered": {"w", "s"},
		"bring-in": {"down", "enter"},
		"showdown": {"down", "down", "down", "enter", "end"},
		"end":      {"down", "enter", "end"},
		"street":   {"down", "enter", "]", "]"},
	}
	for name, keys := range steps {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", name, sz[0], sz[1]), func(t *testing.T) { historyGolden(t, sz[0], sz[1], keys...) })
		}
	}
}

// newLoadedHistory is the History screen with the vector hands loaded.
func newLoadedHistory(t *testing.T) *historyScreen {
	t.Helper()
	dir := t.TempDir()
	writeHistory(t, dir)
	sh := testCtx(t, opts{DataDir: dir})
	s := New(sh).(*historyScreen)
	s.SetSize(76, 20)
	msg := s.load()()
	s.Update(msg)
	return s
}

func (s *historyScreen) shown() []int {
	var out []int
	for _, it := range s.list.Items() {
		if r := it.(*histRow); r.session == 0 {
			out = append(out, s.all[r.entry].Number)
		}
	}
	return out
}

func TestHistoryFilters(t *testing.T) {
	s := newLoadedHistory(t)
	all := s.shown()
	if len(all) != 57 || all[0] != 57 || all[56] != 1 {
		t.Fatalf("newest first: %v", all)
	}
	if r := s.rows[0]; r.session == 0 || !strings.Contains(s.sessionLine(s.heads[r.session-1]), "27 hands") {
		t.Errorf("first row %+v, want the second session's header", s.rows[0])
	}
	count := func(keep func(handlist.Entry) bool) int {
		n := 0
		for _, e := range s.all {
			if keep(e) {
				n++
			}
		}
		return n
	}
	key := func(k string) { s.Update(press(k)) }
	key("w")
	if got, want := len(s.shown()), count(func(e handlist.Entry) bool { return e.Result > 0 }); got != want || got == 0 {
		t.Errorf("won: %d hands, want %d", got, want)
	}
	key("w")
	if got, want := len(s.shown()), count(func(e handlist.Entry) bool { return e.Result < 0 }); got != want || got == 0 {
		t.Errorf("lost: %d hands, want %d", got, want)
	}
	key("w")
	key("s")
	if got, want := len(s.shown()), count(func(e handlist.Entry) bool { return e.Showed }); got != want || got == 57 {
		t.Errorf("showdowns: %d hands, want %d", got, want)
	}
	// s means the hands the user took to showdown: none the user folded
	if n := count(func(e handlist.Entry) bool { return e.Showdown && !e.Showed }); n == 0 {
		t.Error("no showdown without the user among the vectors: the filter's test checks nothing")
	}
	for _, n := range s.shown() {
		if e := s.all[n-1]; strings.HasPrefix(e.Ended, "you folded") {
			t.Errorf("showdowns: hand %d listed, where %s", n, e.Ended)
		}
	}
	key("s")
	key("t")
	key("t")
	key("t") // reached sixth street
	if got, want := len(s.shown()), count(func(e handlist.Entry) bool { return e.Street >= 6 }); got != want || got == 57 {
		t.Errorf("reached sixth street: %d hands, want %d", got, want)
	}
	key("t")
	key("t")
	key("/")
	key("4")
	key("2")
	if got := s.shown(); len(got) != 1 || got[0] != 42 {
		t.Errorf("search 42: %v", got)
	}
	if c := s.current(); c == nil || c.Number != 42 {
		t.Errorf("cursor on %v, want hand 42", c)
	}
	s.Back()
	if len(s.shown()) != 57 {
		t.Errorf("esc leaves the search: %d hands", len(s.shown()))
	}
	// /4 is hand 4, not 4 and 40 to 49; enter then opens hand 4. The
	// field is a text input: a letter is no hand number, backspace erases.
	for _, k := range []string{"/", "4", "x", "2", "backspace", "enter"} {
		key(k)
	}
	if got := s.shown(); len(got) != 1 || got[0] != 4 {
		t.Errorf("search 4: %v", got)
	}
	if cmd := s.listKey(press("enter")); cmd == nil {
		t.Error("enter on hand 4 opened nothing")
	} else if msg, ok := cmd().(handLoadedMsg); !ok || msg.entry.Number != 4 {
		t.Errorf("enter opened %+v, want hand 4", msg.entry)
	}
	s.Back()
	// g and G go to the first and the last hand, as home and end do
	key("G")
	if c := s.current(); c == nil || c.Number != 1 {
		t.Errorf("G: cursor on %v, want the oldest hand", c)
	}
	key("g")
	if c := s.current(); c == nil || c.Number != 57 {
		t.Errorf("g: cursor on %v, want the newest hand", c)
	}
}

// TestHistoryAt80Columns: the help line keeps "? keys" (the screen's last
// keys give way), the ? list shows every group (q, esc and ctrl+c below the
// others), and a notice is shown whole, wrapped.
func TestHistoryAt80Columns(t *testing.T) {
	dir := t.TempDir()
	writeHistory(t, dir)
	d := newDriver(t, opts{Start: screen.History, DataDir: dir}, 80, 24)
	d.run(d.history().load())
	if f := d.Footer(); !strings.Contains(f, "? keys") || !strings.Contains(f, "q back") {
		t.Errorf("help line %q", f)
	}
	d.keys("?")
	v := ansi.Strip(d.view())
	for _, want := range []string{"ctrl+c", "esc", "first/last", "review", "find #"} {
		if !strings.Contains(v, want) {
			t.Errorf("the key list at 80 columns has no %q:\n%s", want, v)
		}
	}
	d.keys("x")
	s := d.history()
	s.setNote("Hand 6 could not be replayed: action 9: seat 3 puts 999999, more than the 480 it has behind; the log does not fit the rules.")
	v = strings.Join(strings.Fields(ansi.Strip(d.view())), " ")
	if !strings.Contains(v, "does not fit the rules.") {
		t.Errorf("the notice is cut:\n%s", d.view())
	}
}

func TestHistoryReplaySteps(t *testing.T) {
	s := newLoadedHistory(t)
	s.Update(press("end")) // the oldest hand: number 1
	cmd := s.listKey(press("enter"))
	if cmd == nil {
		t.Fatal("enter opened nothing")
	}
	s.Update(cmd())
	r := s.replay
	if r == nil || r.log.Hand != 1 {
		t.Fatalf("replay of %v", r)
	}
	n := len(r.steps)
	if r.at != 0 || n < 2 || r.shown().view.Street != 3 || len(r.shown().view.Own) != 3 {
		t.Errorf("opens at step %d of %d, want the table as dealt", r.at, n)
	}
	// One step a logged action that is no ante, after the deal.
	acts := 0
	for _, a := range r.log.Actions {
		if a.Action != "ante" {
			acts++
		}
	}
	if n != acts+1 {
		t.Errorf("%d steps for %d actions", n, acts)
	}
	s.Update(press("]"))
	if st := r.shown().view.Street; st != 4 || r.steps[r.at-1].view.Street != 3 {
		t.Errorf("] stops at step %d on street %d, want fourth street's first", r.at, st)
	}
	at4 := r.at
	s.Update(press("["))
	if st := r.shown().view.Street; st != 3 || r.at >= at4 {
		t.Errorf("[ back to %d (street %d), want third street", r.at, st)
	}
	s.Update(press("home"))
	if r.at != 0 {
		t.Errorf("home: %d, want 0", r.at)
	}
	s.Update(press("end"))
	s.Update(press("right"))
	if r.at != n-1 {
		t.Errorf("end: %d of %d", r.at, n)
	}
	v := r.shown().view
	for _, sv := range v.Seats {
		if want := r.log.StacksAfter[fmt.Sprint(sv.Seat)]; sv.Stack != want {
			t.Errorf("seat %d ends with %d, the log says %d", sv.Seat, sv.Stack, want)
		}
	}
	if !v.Done {
		t.Error("the last step is not the hand's end")
	}
	// the end says what the pot paid, not "pot 0"
	if head := tuitest.Flat(r.view(76, 20)); strings.Contains(head, "· pot 0 ·") {
		t.Errorf("the end of the replay: %s", head)
	}
	// the bring-in's box names each door card's seat, as the table's does
	s.Update(press("home"))
	for range 3 {
		if body, _, ok := r.box(76, 20); ok && strings.Contains(tuitest.Flat(strings.Join(body, "\n")), "Door cards") {
			if !strings.Contains(tuitest.Flat(strings.Join(body, "\n")), "seat 1 ") {
				t.Errorf("the bring-in box lists door cards without seats:\n%s", strings.Join(body, "\n"))
			}
			break
		}
		s.Update(press("right"))
	}
	s.Update(press("end"))
	// Down cards: the user's are seen, another's only once shown down.
	if v := r.view(76, 20); !strings.Contains(v, "You") {
		t.Error("the user's seat is not drawn")
	}
	// v: the coach's review, worked out in a command.
	cmd, _ = s.Update(press("v"))
	if cmd == nil {
		t.Fatal("v started no review")
	}
	s.Update(cmd())
	if r.review == nil || r.reviewErr != nil || !r.showReview || !strings.Contains(r.view(76, 20), "Review · hand 1") {
		t.Errorf("review %v, err %v, shown %v", r.review, r.reviewErr, r.showReview)
	}
	// the table's review line: the cards as they were and the pot odds
	if r.review != nil && len(r.review.Decisions) > 0 {
		d := r.review.Decisions[0]
		want := strings.Fields(ansi.Strip(widget.ReviewLine(s.ctx.Theme(), "", d)))
		if v := tuitest.Flat(r.view(120, 40)); !strings.Contains(v, strings.Join(want[:min(len(want), 8)], " ")) || (d.PotOdds > 0 && !strings.Contains(v, "odds ")) {
			t.Errorf("the review lacks %q:\n%s", strings.Join(want, " "), v)
		}
	}
	if done, _ := s.Back(); !done || s.replay != nil {
		t.Error("q does not leave the replay")
	}
}

// An imported hand keeps the cards its source never showed face down, and
// its showdown says the hand was mucked instead of showing stand-ins.
func TestHistoryImportedHiddenCards(t *testing.T) {
	data, err := os.ReadFile(tuitest.Repo("engine/hhfmt/testdata/tournament.txt"))
	if err != nil {
		t.Fatal(err)
	}
	hands, err := hhfmt.ReadPokerStars(data, nil)
	if err != nil || hands[0].Err != nil {
		t.Fatalf("%v %+v", err, hands)
	}
	dir := t.TempDir()
	l := hands[0].Log
	for i := range l.Seats {
		if l.Seats[i].Name == "Hero" {
			l.Seats[i].Name = "You" // as razz history import names the account holder
		}
	}
	js, _ := json.Marshal(l)
	os.WriteFile(filepath.Join(dir, store.HistoryFile), append(js, '\n'), 0o644)
	sh := testCtx(t, opts{DataDir: dir, Theme: theme.Options{ASCII: true, NoColor: true}})
	s := New(sh).(*historyScreen)
	s.SetSize(76, 20)
	s.Update(s.load()())
	s.Update(s.listKey(press("enter"))())
	r := s.replay
	if r == nil {
		t.Fatalf("no replay: %s", s.note)
	}
	r.at = len(r.steps) - 1 // the showdown
	v := r.view(76, 30)
	for _, want := range []string{"Imported: 7 cards never shown", "Ritter K mucked", "You win the pot (1084)"} {
		if !strings.Contains(v, want) {
			t.Errorf("%q not in\n%s", want, v)
		}
	}
	// The engine replays the unknown cards with stand-ins: none of them shows.
	h, err := engine.Replay(r.log)
	if err != nil || len(r.rec.Unknown(2)) == 0 {
		t.Fatalf("%v; unknown %v", err, r.rec.Unknown(2))
	}
	for _, standIn := range r.rec.Unknown(2) {
		c := h.Cards(2)[standIn].String()
		if strings.Contains(v, c) {
			t.Errorf("stand-in %s of Ritter K shown:\n%s", c, v)
		}
	}
}

// TestHistoryReplayBoxScrolls: a showdown box taller than the room under
// the table scrolls with ↓/↑ and every one of its lines can be read; it is
// not cut short with "…", and scrolling neither steps nor closes it.
func TestHistoryReplayBoxScrolls(t *testing.T) {
	s := newLoadedHistory(t)
	s.Update(press("home"))
	tested := 0
	for range 70 {
		if cmd := s.listKey(press("enter")); cmd != nil {
			s.Update(cmd())
			r := s.replay
			s.Update(press("end")) // the last step: the showdown
			body, room, ok := r.box(s.w, s.h)
			if ok && len(body) > room {
				tested++
				at := r.at
				seen := ansi.Strip(r.view(s.w, s.h))
				for range len(body) {
					s.Update(press("down"))
					seen += ansi.Strip(r.view(s.w, s.h))
				}
				if r.at != at || r.showReview {
					t.Fatalf("hand %d: ↓ stepped to %d from %d", r.log.Hand, r.at, at)
				}
				for _, l := range body {
					if l := strings.TrimSpace(ansi.Strip(l)); !strings.Contains(seen, l) {
						t.Errorf("hand %d: %q never shown at %dx%d", r.log.Hand, l, s.w, s.h)
					}
				}
				s.Update(press("up"))
				if !strings.Contains(ansi.Strip(r.view(s.w, s.h)), "above, 1 below)") {
					t.Errorf("hand %d: ↑ does not scroll back: %s", r.log.Hand, ansi.Strip(r.view(s.w, s.h)))
				}
			}
			s.Back()
		}
		s.Update(press("down"))
	}
	if tested == 0 {
		t.Fatal("no showdown taller than the box's room: the test checks nothing")
	}
}

// TestHistoryTwoRunsOneSeed (issue 21): two `razz play --seed 7` runs saved
// to one history are two sessions, the later run's hands in its own; they
// were one session of five hands, since both runs have the same seed.
func TestHistoryTwoRunsOneSeed(t *testing.T) {
	dir := t.TempDir()
	home := cli.Home{Data: dir, Config: t.TempDir()}
	for _, hands := range []int{3, 2} {
		tf := cli.DefaultTableFlags()
		tf.Seed = 7
		setup, err := home.Play(cli.PlayFlags{Table: tf, Level: "normal"}, func(f string) bool { return f == "seed" || f == "level" })
		if err != nil {
			t.Fatal(err)
		}
		if err := home.PlainPlay(setup, hands, true, strings.NewReader(strings.Repeat("fold\ncheck\n", 200)), io.Discard); err != nil {
			t.Fatal(err)
		}
	}
	sh := testCtx(t, opts{DataDir: dir})
	s := New(sh).(*historyScreen)
	s.SetSize(80, 24)
	s.Update(s.load()())
	var sessions []string
	for _, l := range strings.Split(ansi.Strip(s.View()), "\n") {
		if strings.HasPrefix(l, "Session") {
			sessions = append(sessions, l)
		}
	}
	if len(sessions) != 2 || !strings.Contains(sessions[0], "· 2 hands ·") || !strings.Contains(sessions[1], "· 3 hands ·") {
		t.Errorf("want the second run's 2 hands, then the first's 3, as two sessions:\n%s", ansi.Strip(s.View()))
	}
	if got := fmt.Sprint(s.shown()); got != "[5 4 3 2 1]" {
		t.Errorf("hands listed %s", got)
	}
}

// TestHistoryListKeys: the list's keys on the Bubbles list: ↑↓ j k step
// over the session headers, pgup/pgdn turn a page (and stop at the ends),
// g/G and home/end go to the ends; the cursor is always on one hand, in
// view, and a page never takes more lines than the list has.
func TestHistoryListKeys(t *testing.T) {
	s := newLoadedHistory(t)
	at := func(want int, after string) {
		t.Helper()
		c := s.current()
		if c == nil || want > 0 && c.Number != want {
			t.Fatalf("after %s: cursor on %v, want hand %d", after, c, want)
		}
		lines := strings.Split(ansi.Strip(s.View()), "\n")
		if rows := len(lines) - 2; rows > s.listHeight() {
			t.Fatalf("after %s: %d rows, the list has %d lines", after, rows, s.listHeight())
		}
		var marked []string
		for _, l := range lines {
			if strings.HasPrefix(l, "▸") {
				marked = append(marked, l)
			}
		}
		if len(marked) != 1 || !strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(marked[0], "▸")), strconv.Itoa(c.Number)+" ") {
			t.Fatalf("after %s: marked rows %q, want hand %d's", after, marked, c.Number)
		}
	}
	keys := func(ks ...string) {
		for _, k := range ks {
			s.Update(press(k))
		}
	}
	at(57, "opening")
	for range 26 {
		keys("j")
	}
	at(31, "26 j")
	keys("j")
	at(30, "j over the first session's header")
	keys("k")
	at(31, "k over it")
	keys("down", "up", "up")
	at(32, "down up up")
	keys("g")
	at(57, "g")
	keys("pgup")
	at(57, "pgup on the first page")
	keys("pgdown")
	first := s.current().Number
	at(0, "pgdown")
	if first >= 57-10 {
		t.Errorf("pgdown went to hand %d, not a page on", first)
	}
	keys("pgup")
	at(0, "pgdown pgup")
	keys("G")
	at(1, "G")
	keys("pgdown", "j")
	at(1, "pgdown j on the last page")
	keys("pgup")
	if c := s.current(); c.Number == 1 {
		t.Error("pgup on the last page stayed")
	}
	keys("home")
	at(57, "home")
	keys("end")
	at(1, "end")
}

// TestHistoryReplayLogScrolls: the dealer's log under the seats is a
// viewport: it shows its newest lines, ↑ scrolls back through every
// earlier line (a last line says how many are newer), ↓ comes back to the
// newest, and a step shows the newest again. It only ever showed the last
// lines that fit.
func TestHistoryReplayLogScrolls(t *testing.T) {
	s := newLoadedHistory(t)
	tested := 0
	for range 20 {
		if cmd := s.listKey(press("enter")); cmd != nil {
			s.Update(cmd())
			r := s.replay
			for r.at < len(r.steps)-1 {
				_, _, box := r.box(s.w, s.h)
				if texts := r.logLines(s.w); !box && len(texts) > s.h-r.tableRows()+2 {
					tested++
					tail := ansi.Strip(r.view(s.w, s.h))
					seen := tail
					for range len(texts) {
						s.Update(press("up"))
						seen += ansi.Strip(r.view(s.w, s.h))
					}
					if !strings.Contains(seen, " newer line") {
						t.Errorf("hand %d: scrolled back, no line says what is newer:\n%s", r.log.Hand, ansi.Strip(r.view(s.w, s.h)))
					}
					for _, l := range texts {
						if l := strings.TrimSpace(ansi.Strip(l)); !strings.Contains(seen, l) {
							t.Errorf("hand %d step %d: %q never shown at %dx%d", r.log.Hand, r.at, l, s.w, s.h)
						}
					}
					for range len(texts) {
						s.Update(press("down"))
					}
					if got := ansi.Strip(r.view(s.w, s.h)); got != tail {
						t.Errorf("hand %d: ↓ to the end shows\n%s\nwant\n%s", r.log.Hand, got, tail)
					}
					s.Update(press("pgup"))
					s.Update(press("right"))
					if v := ansi.Strip(r.view(s.w, s.h)); strings.Contains(v, " newer line") {
						t.Errorf("hand %d: a step keeps the log scrolled back:\n%s", r.log.Hand, v)
					}
					break
				}
				s.Update(press("right"))
			}
			s.Back()
		}
		s.Update(press("down"))
	}
	if tested == 0 {
		t.Fatal("no log longer than its room: the test checks nothing")
	}
	t.Logf("%d logs scrolled", tested)
}

// TestHistoryCashInCurrency: an imported cash game's results are in its
// currency in the list and the session's header (+$1.03, not +103), and
// at 80 columns the rows leave out the source the header already names.
func TestHistoryCashInCurrency(t *testing.T) {
	data, err := os.ReadFile(tuitest.Repo("engine/hhfmt/testdata/real/horse_cash.txt"))
	if err != nil {
		t.Fatal(err)
	}
	hands, err := hhfmt.ReadPokerStars(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var b bytes.Buffer
	n := 0
	for _, h := range hands {
		if h.Err != nil {
			continue
		}
		n++
		l := h.Log
		l.Hand = n
		js, _ := json.Marshal(l)
		b.Write(append(js, '\n'))
	}
	if n == 0 || hands[0].Log.Currency != "USD" {
		t.Fatalf("%d hands, currency %q", n, hands[0].Log.Currency)
	}
	os.WriteFile(filepath.Join(dir, store.HistoryFile), b.Bytes(), 0o644)
	for _, w := range []int{80, 120} {
		sh := testCtx(t, opts{DataDir: dir})
		s := New(sh).(*historyScreen)
		s.SetSize(w, 24)
		s.Update(s.load()())
		v := ansi.Strip(s.View())
		if !strings.Contains(v, "Imported (pokerstars)") || !strings.Contains(v, " · +$0.96 (+4.8 BB)") || !regexp.MustCompile(`[+-]\$\d+\.\d\d \([+-]\d+\.\d BB\)\s+\S`).MatchString(v) {
			t.Errorf("at %d columns, no result in dollars:\n%s", w, v)
		}
		if w == 120 && !strings.Contains(v, "showdown: you won $2.05 with 5-4-3-2-A") {
			t.Errorf("the won pot in chips:\n%s", v)
		}
		for _, e := range s.all { // razz history list's line
			if txt := e.Text(); !regexp.MustCompile(`  [+-]\$\d+\.\d\d \(`).MatchString(txt) {
				t.Errorf("history list: %s", txt)
			}
		}
		if tag := strings.Contains(v, "[pokerstars]") || strings.Contains(v, "[pokerst…"); tag != (w >= 110) {
			t.Errorf("at %d columns, the source on the rows: %v\n%s", w, tag, v)
		}
	}
}

// TestHistoryRecapKeys: while the day's recap is shown its help line
// names its keys (1 to 3 practise, as many as its costly hands; any key
// closes), and q or esc close the
// recap as any other key does; they left the History for the menu.
func TestHistoryRecapKeys(t *testing.T) {
	dir := t.TempDir()
	writeHistory(t, dir)
	d := newDriver(t, opts{Start: screen.History, DataDir: dir}, 80, 24)
	s := d.history()
	d.run(s.load())
	// As many keys as costly hands: "1-3" offered a 3 that closed a
	// recap of two.
	s.cover.put(&dayRecap{day: "2026-11-29", ready: true, lines: []string{"27 Razz hands"}, hands: []int{42, 7}})
	if f := ansi.Strip(d.Footer()); !strings.Contains(f, "1-2 practise") || strings.Contains(f, "won/lost") {
		t.Errorf("help line under the recap of two costly hands: %q", f)
	}
	d.keys("x")
	for _, k := range []string{"q", "esc"} {
		s.cover.put(&dayRecap{day: "2026-11-29", ready: true, lines: []string{"27 Razz hands"}, hands: []int{42}})
		if f := ansi.Strip(d.Footer()); !strings.Contains(f, "1 practise") || strings.Contains(f, "1-") {
			t.Errorf("help line under the recap of one costly hand: %q", f)
		}
		d.keys(k)
		if d.current() != screen.History || s.cover.on() {
			t.Fatalf("%s on the recap: screen %v, recap still open %v", k, d.current(), s.cover.on())
		}
	}
	// A day with no costly hand offers none to practise.
	s.cover.put(&dayRecap{day: "2026-11-29", ready: true, lines: []string{"2 Razz hands"}})
	if f := ansi.Strip(d.Footer()); strings.Contains(f, "1-3") || !strings.Contains(f, "close") {
		t.Errorf("help line under a recap with nothing to practise: %q", f)
	}
	// Its words say any key closes it: "any other key" (than a hand's
	// number) only where it lists hands to practise.
	if v := ansi.Strip(d.View()); !strings.Contains(v, "any key closes the recap") {
		t.Errorf("a recap with nothing to practise:\n%s", v)
	}
	s.cover.put(&dayRecap{day: "2026-11-29", ready: true, lines: []string{"27 Razz hands"}, hands: []int{42}})
	if v := ansi.Strip(d.View()); !strings.Contains(v, "any other key closes the recap") {
		t.Errorf("a recap with a hand to practise:\n%s", v)
	}
}

// TestHistoryUnfitHandSaysSo: a saved hand that does not replay says so on
// its row (it said "no showdown" until enter failed on it).
func TestHistoryUnfitHandSaysSo(t *testing.T) {
	t.Parallel()
	s := New(testCtx(t, opts{})).(*historyScreen)
	s.SetSize(80, 24)
	s.Update(historyLoadedMsg{entries: []handlist.Entry{{Number: 1, Ended: "no showdown", Brief: "no showdown", Unfit: "table: stakes 0/0/0/0: the bring-in must be at least 1"}}})
	if v := ansi.Strip(s.View()); !strings.Contains(v, "does not replay: table: stakes") {
		t.Errorf("%s", v)
	}
}

// TestHistoryEmptyListKeys: the list's keys on no hands, or on none the
// filters keep, move nothing and open nothing.
func TestHistoryEmptyListKeys(t *testing.T) {
	t.Parallel()
	s := New(testCtx(t, opts{})).(*historyScreen)
	s.SetSize(80, 24)
	s.Update(historyLoadedMsg{})
	for _, k := range []string{"j", "k", "G", "g", "pgdown", "pgup", "enter", "p", "d", "w", "w"} {
		if cmd, sends := s.Update(press(k)); cmd != nil || sends != nil || s.current() != nil {
			t.Fatalf("%s on no hands: a command %v, cursor %v", k, cmd != nil, s.current())
		}
	}
	s.Update(historyLoadedMsg{entries: []handlist.Entry{{Number: 1, Result: -5, Seat: 1}}})
	s.Update(press("w")) // lost to all,
	s.Update(press("w")) // then won: none
	for _, k := range []string{"j", "G", "pgdown", "enter"} {
		if cmd, sends := s.Update(press(k)); cmd != nil || sends != nil || s.current() != nil {
			t.Fatalf("%s on no hand kept: a command %v, cursor %v", k, cmd != nil, s.current())
		}
	}
	if v := ansi.Strip(s.View()); !strings.Contains(v, "No hand matches the filters.") {
		t.Error(v)
	}
}

// The replay's review writes a decision line's words on under its text
// (they went on under the ✗ at 80 columns), and a mistake's cost with its
// half-width and deals, as the table's review box does (it said "about
// 0.75 big bets." alone).
func TestHistoryReviewIndentsAndHasTheHalf(t *testing.T) {
	r := &handReplay{ctx: testCtx(t, opts{}), viewer: 1, log: engine.HandLog{Hand: 4}}
	d := review.Decision{Street: 3, Seat: 1, Action: "call", Differs: true, Mistake: true, Kind: review.RoughStart,
		CostBB: 0.75, CostHalf: 0.31, CostDeals: 128, Equity: 0.06, PotOdds: 0.23,
		Did: engine.Option{Kind: engine.Call, Put: 30, To: 30}, Reason: "Fold: K-K-8 has one low card, too weak to call a completion and one raise",
		Coach: bots.Advice{Option: engine.Option{Kind: engine.Fold}, Reason: "Fold: K-K-8 has one low card"}}
	r.review = &review.Hand{Hand: 4, Seat: 1, Decisions: []review.Decision{d}}
	lines := r.reviewLines(40)
	text := ansi.Strip(strings.Join(lines, "\n"))
	if !strings.Contains(tuitest.Flat(text), "about 0.75 big bets (±0.31, the advice and your play each played on 128 deals)") {
		t.Errorf("the cost without its half-width:\n%s", text)
	}
	plain := strings.Split(text, "\n")
	if len(plain) < 3 || !strings.HasPrefix(plain[1], "✗") || !strings.HasPrefix(plain[2], "  ") {
		t.Errorf("the review line goes on under its mark:\n%s", text)
	}
	for _, l := range plain {
		if ansi.StringWidth(l) > 40 {
			t.Errorf("%q is wider than 40", l)
		}
	}
}
