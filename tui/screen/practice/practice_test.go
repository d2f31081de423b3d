package practice

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
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
	"razz/bots/record"
	"razz/engine"
	"razz/engine/hhfmt"
	"razz/tui/app"
	"razz/tui/keys"
	pr "razz/tui/practice"
	"razz/tui/recap"
	"razz/tui/screen"
	"razz/tui/store"
	"razz/tui/theme"
	"razz/tui/tuitest"
)

// practiceSample is the hands of a PokerStars sample that the hero has
// decisions in.
func practiceSample(t *testing.T, file string) []engine.HandLog {
	t.Helper()
	data, err := os.ReadFile(tuitest.Repo("engine/hhfmt/testdata/real/" + file))
	if err != nil {
		t.Fatal(err)
	}
	hs, err := hhfmt.ReadPokerStars(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []engine.HandLog
	for i, h := range hs {
		if h.Err == nil && pr.Decisions(h.Log) > 0 {
			h.Log.Hand = i + 1
			out = append(out, h.Log)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no hand to practise", file)
	}
	return out
}

// playedHands are hands played here by bots, the user ("You") in seat 1:
// every card of every seat in the log.
func playedHands(t *testing.T, n int) []engine.HandLog {
	t.Helper()
	tab := engine.Table{Stakes: engine.Stakes{Ante: 1, BringIn: 2, Small: 5, Big: 10}, Rules: engine.DefaultRules}
	var players []bots.Bot
	for i := range 6 {
		name := fmt.Sprintf("Bot%d", i)
		if i == 0 {
			name = "You"
		}
		tab.Players = append(tab.Players, engine.Player{Seat: i + 1, Name: name, Stack: 500})
		players = append(players, &bots.Player{Params: bots.Station, Name: name})
	}
	var out []engine.HandLog
	for k := 1; len(out) < n && k < 200; k++ {
		p, err := bots.NewPlay(tab, players, 7, k)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Hand.Done() {
			if _, err := p.Step(); err != nil {
				t.Fatal(err)
			}
		}
		l := p.Hand.LogWith(engine.LogMeta{Seed: 7, Hand: k, Hero: 1}) // as the table saves it: seat 1 the user's
		if pr.Decisions(l) >= 2 {
			out = append(out, l)
		}
	}
	return out
}

// opponentsDown is every opponent's down card as the screen would name it,
// the stand-ins the engine deals for a card nobody saw included.
func opponentsDown(th *theme.Theme, l engine.HandLog, hero int) map[string]string {
	out := map[string]string{}
	h, err := engine.Replay(l)
	if err != nil {
		return out
	}
	for _, p := range h.Table().Players {
		if p.Seat == hero {
			continue
		}
		for i, c := range h.Cards(p.Seat) {
			if i == 0 || i == 1 || i == 6 {
				out[th.CardName(c)] = "seat " + strconv.Itoa(p.Seat)
			}
		}
	}
	return out
}

// TestPracticeHidesOpponentsDownCards renders every step of hands practised
// blind, answering each decision, and checks that no opponent's down card
// is on the screen before the showdown (the stand-ins of an import's
// unshown cards included, at the showdown too).
func TestPracticeHidesOpponentsDownCards(t *testing.T) {
	t.Parallel()
	hands := append(practiceSample(t, "horse_cash.txt"), practiceSample(t, "horse_tournament.txt")...)
	hands = append(hands, playedHands(t, 4)...)
	sizes := goldenSizes
	if testing.Short() { // the race run: the sample's hands at 80x24
		hands, sizes = hands[:3], goldenSizes[:1]
	}
	checked := 0
	for _, l := range hands {
		// One practice a hand, each step drawn at every size (the
		// terminal resized to each in turn): the choices, and the coach's
		// verdicts on them, are the same at every size, so are judged once.
		d := newDriver(t, opts{Start: screen.Practice, Practice: []engine.HandLog{l}}, sizes[0][0], sizes[0][1])
		s := d.practice()
		p := s.cur
		if p.err != nil {
			t.Fatalf("hand %d: %v", l.Hand, p.err)
		}
		hidden := opponentsDown(d.ctx().Theme(), l, p.Hero)
		for guard := 0; guard < 200; guard++ {
			st := p.Steps[p.at]
			shown := false
			for _, e := range st.Story.Events {
				shown = shown || e.Kind == engine.EventShowdown
			}
			screens := make([]string, len(sizes))
			for i, sz := range sizes {
				if len(sizes) > 1 {
					d.Feed(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				}
				screen := ansi.Strip(d.view())
				for card, seat := range hidden {
					stand := record.Open(l).Seen(atoi(seat[5:])) != nil
					if (!shown || stand) && strings.Contains(screen, card) {
						t.Fatalf("hand %d step %d (%dx%d): %s's down card %s is on the screen:\n%s", l.Hand, p.at, sz[0], sz[1], seat, card, screen)
					}
				}
				screens[i] = screen
				checked++
			}
			if p.at == len(p.Steps)-1 {
				break
			}
			if p.Waiting(p.at) {
				// What was done stays hidden until the user chooses.
				// (a line the narration has told already may show again)
				next := p.Steps[p.at+1]
				told := map[string]bool{}
				for _, ln := range p.narr.Dealer(&st.Story, -1) {
					told[ln.Text] = true
				}
				for i, screen := range screens {
					for _, ln := range p.narr.DealerFrom(&next.Story, len(st.Story.Events), -1) {
						if !told[ln.Text] && strings.Contains(screen, ln.Text) || strings.Contains(screen, "In the hand:") {
							t.Fatalf("hand %d step %d (%dx%d): what was done (%q) shows before the choice:\n%s", l.Hand, p.at, sizes[i][0], sizes[i][1], ln.Text, screen)
						}
					}
				}
				o := st.View.Legal[guard%len(st.View.Legal)]
				d.keys(d.ctx().Keys().Table.ForAction(o.Kind, false).Keys()[0])
				if !p.judging && p.Waiting(p.at) {
					t.Fatalf("hand %d step %d: the key for %v did not answer", l.Hand, p.at, o)
				}
				continue
			}
			d.keys("right")
		}
		if p.at != len(p.Steps)-1 {
			t.Fatalf("hand %d: the practice never reached the end", l.Hand)
		}
	}
	t.Logf("%d screens of %d hands checked", checked, len(hands))
	if checked < 20 {
		t.Fatalf("only %d screens checked", checked)
	}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// TestPracticeScoreGoesToStats plays a hand through, answering as the coach
// would at each decision, and checks the score the quiz record keeps.
func TestPracticeScoreGoesToStats(t *testing.T) {
	t.Parallel()
	l := practiceSample(t, "horse_cash.txt")[0]
	dir := t.TempDir()
	d := newDriver(t, opts{Start: screen.Practice, Practice: []engine.HandLog{l}, DataDir: dir}, 80, 24)
	s := d.practice()
	p := s.cur
	for p.at < len(p.Steps)-1 {
		if p.Waiting(p.at) {
			a := bots.Advise(p.Steps[p.at].View, nil)
			d.keys(d.ctx().Keys().Table.ForAction(a.Option.Kind, false).Keys()[0])
			if vd, _ := p.Verdict(p.at); vd.Mine.Differs {
				t.Fatalf("step %d: the coach's own choice %v differs from the coach", p.at, a.Option)
			}
			continue
		}
		d.keys("right")
	}
	want := pr.Decisions(l)
	rec := d.rec().Practice
	if rec == nil || rec.Hands != 1 || rec.Decisions != want || rec.Matched != want || rec.CostBB != 0 {
		t.Fatalf("practice record %+v, want 1 hand, %d decisions all matched, nothing given up", rec, want)
	}
	saved, problem := store.NewQuizFile(filepath.Join(dir, store.StatsFile)).Load()
	if problem != nil || saved.Practice == nil || saved.Practice.Recent[0] != (store.PracticeHand{Hand: l.Hand, Source: "pokerstars", Decisions: want, Matched: want}) {
		t.Fatalf("the record on disk: %+v (%v)", saved.Practice, problem)
	}
	if v := ansi.Strip(d.view()); !strings.Contains(v, fmt.Sprintf("%d of %d decisions as the coach would", want, want)) {
		t.Fatalf("the hand's end does not give the score:\n%s", v)
	}
	d.keys("q", "s", "enter") // the menu, then Stats
	if v := ansi.Strip(d.view()); !strings.Contains(v, fmt.Sprintf("Practised blind: 1 hand · %d of %d as the coach (100%%) · 0.00 BB given up", want, want)) {
		t.Fatalf("the Stats screen does not give the practice's score:\n%s", v)
	}
}

// TestGoldenPractice: the first decision of a PokerStars HORSE hand, the
// verdict after a choice, and the hand's end with its score.
func TestGoldenPractice(t *testing.T) {
	l := practiceSample(t, "horse_cash.txt")[0]
	h, err := pr.Open(l)
	steps := h.Steps
	if err != nil {
		t.Fatal(err)
	}
	first := 0
	for !steps[first].Decides {
		first++
	}
	toFirst := strings.Split(strings.Repeat("right ", first), " ")[:first]
	fold := keys.Default().Table.ForAction(steps[first].View.Legal[0].Kind, false).Keys()[0]
	// The hand's end, the first legal action taken at every decision:
	// driven without a terminal, each verdict's command run in turn.
	for _, sz := range goldenSizes {
		t.Run(fmt.Sprintf("end/%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := newDriver(t, opts{Start: screen.Practice, Practice: []engine.HandLog{l}}, sz[0], sz[1])
			for _, st := range steps[:len(steps)-1] {
				if st.Decides {
					d.keys(keys.Default().Table.ForAction(st.View.Legal[0].Kind, false).Keys()[0])
				}
				d.keys("right")
			}
			golden.RequireEqual(t, []byte(d.M.View().Content))
		})
	}
	cases := []struct {
		name string
		keys []string
		wait string
	}{
		{"decision", toFirst, "Your decision"},
		{"verdict", append(toFirst, fold), "In the hand:"},
	}
	for _, c := range cases {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", c.name, sz[0], sz[1]), func(t *testing.T) {
				o := opts{Start: screen.Practice, Practice: []engine.HandLog{l}, Background: "dark", DataDir: tuitest.TempDir(t)}
				tm := teatest.NewTestModel(t, app.New(appOptions(o)), teatest.WithInitialTermSize(sz[0], sz[1]),
					teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.TrueColor)))
				for _, k := range c.keys {
					tm.Send(press(k))
				}
				teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(c.wait)) },
					teatest.WithDuration(10*time.Second))
				if err := tm.Quit(); err != nil {
					t.Fatal(err)
				}
				m := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*app.Model)
				golden.RequireEqual(t, []byte(m.View().Content))
			})
		}
	}
}

// TestHistoryPractiseAndDay: on the History screen d sums up the day's
// hands, 1 practises the costliest of them blind, q comes back to History
// and p practises the hand under the cursor.
func TestHistoryPractiseAndDay(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	hands := playedHands(t, 3)
	var b bytes.Buffer
	at := time.Date(2026, 11, 28, 19, 0, 0, 0, time.UTC)
	for i := range hands {
		hands[i].Hand = i + 1
		hands[i].Time = at.Add(time.Duration(i) * time.Minute).Format(time.RFC3339)
		js, _ := json.Marshal(hands[i])
		b.Write(append(js, '\n'))
	}
	if err := os.WriteFile(filepath.Join(dir, store.HistoryFile), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	want := recap.OfWith(hands, recap.Options{})
	if len(want.Costliest) == 0 {
		t.Fatal("no costly hand: the test shows nothing")
	}
	d := newDriver(t, opts{Start: screen.History, DataDir: dir, Location: time.UTC}, 80, 24)
	d.keys("d")
	v := ansi.Strip(d.view())
	for _, s := range []string{"Recap of 2026-11-28", "3 Razz hands", fmt.Sprintf("1 practise hand %d", want.Costliest[0].Hand)} {
		if !strings.Contains(v, s) {
			t.Fatalf("the day's recap lacks %q:\n%s", s, v)
		}
	}
	d.keys("1")
	if d.current() != screen.Practice {
		t.Fatalf("1 on the recap opened screen %d, not the practice", d.current())
	}
	if got := d.practice().cur.log.Hand; got != want.Costliest[0].Hand {
		t.Fatalf("1 practises hand %d, want the costliest, %d", got, want.Costliest[0].Hand)
	}
	d.keys("q")
	if d.current() != screen.History {
		t.Fatalf("q in practice went to screen %d, not back to History", d.current())
	}
	d.keys("p") // the newest hand, 3, is under the cursor
	if d.current() != screen.Practice || d.practice().cur.log.Hand != 3 {
		t.Fatalf("p did not practise hand 3 (screen %d)", d.current())
	}
	d.keys("q", "enter", "right", "p") // replaying hand 3, p practises it from its start
	if p := d.practice().cur; d.current() != screen.Practice || p.log.Hand != 3 || p.at != 0 {
		t.Fatalf("p in the replay did not practise hand 3 from its start (screen %d)", d.current())
	}
}

// TestPlayOnHidesOpponentsDownCards plays hands on against bots from the
// first decision and checks at every screen that no opponent's down card
// of the hand dealt again shows before the showdown.
func TestPlayOnHidesOpponentsDownCards(t *testing.T) {
	t.Parallel()
	hands := append(practiceSample(t, "horse_cash.txt"), playedHands(t, 3)...)
	if testing.Short() {
		hands = hands[:2]
	}
	for _, l := range hands {
		d := newDriver(t, opts{Start: screen.Practice, Practice: []engine.HandLog{l}}, 80, 24)
		p := d.practice().cur
		for !p.Waiting(p.at) {
			d.keys("right")
		}
		legal := p.Steps[p.at].View.Legal
		d.keys(d.ctx().Keys().Table.ForAction(legal[len(legal)-1].Kind, false).Keys()[0], "p")
		if p.playOn == nil {
			t.Fatalf("hand %d: p did not play on: %v", l.Hand, p.playOnErr)
		}
		h := p.playOn.Hand
		for guard := 0; guard < 100; guard++ {
			screen := ansi.Strip(d.view())
			if h.Showdown() == nil {
				for _, sv := range h.View(0).Seats {
					cs := h.Cards(sv.Seat)
					for i, c := range cs {
						if sv.Seat != p.Hero && (i < 2 || i == 6) && strings.Contains(screen, d.ctx().Theme().CardName(c)) {
							t.Fatalf("hand %d played on: seat %d's down card %s shows:\n%s", l.Hand, sv.Seat, d.ctx().Theme().CardName(c), screen)
						}
					}
				}
			}
			if h.Done() {
				break
			}
			v := h.View(p.Hero)
			if v.ToAct != p.Hero {
				t.Fatalf("hand %d played on: a bot's turn was left waiting", l.Hand)
			}
			stay := v.Legal[len(v.Legal)-1] // stay in to the showdown: check or call when there is one
			for _, o := range v.Legal {
				if o.Kind == engine.Check || o.Kind == engine.Call {
					stay = o
				}
			}
			d.keys(d.ctx().Keys().Table.ForAction(stay.Kind, false).Keys()[0])
		}
		if !h.Done() {
			t.Fatalf("hand %d played on never ended", l.Hand)
		}
	}
}

// TestPracticeLinesWhole: at 80x24 nothing practice draws is cut: at every
// step of cash and played hands no line is wider than the screen or ends
// cut ("…"), every seat's row is there with its stack in the hand's money,
// the seat to act is marked, the bring-in's row says it (its one word at
// 80 columns, before "to act"), every
// legal option is offered whole in the hand's money, and a hand that
// cannot be practised says why in full.
func TestPracticeLinesWhole(t *testing.T) {
	t.Parallel()
	hands := append(practiceSample(t, "horse_cash.txt"), playedHands(t, 2)...)
	for _, l := range hands {
		d := newDriver(t, opts{Start: screen.Practice, Practice: []engine.HandLog{l}}, 80, 24)
		p := d.practice().cur
		m := l.Money()
		for guard := 0; guard < 200; guard++ {
			st := p.Steps[p.at]
			screen := ansi.Strip(d.view())
			where := fmt.Sprintf("hand %d step %d", l.Hand, p.at)
			for _, line := range strings.Split(screen, "\n") {
				if ansi.StringWidth(line) > 80 || strings.HasSuffix(strings.TrimSpace(line), "…") && !strings.Contains(line, "looking at your choice") {
					t.Fatalf("%s: a line is cut: %q\n%s", where, line, screen)
				}
			}
			for _, sv := range st.View.Seats {
				name := l.Seats[0].Name
				for _, s := range l.Seats {
					if s.Seat == sv.Seat {
						name = s.Name
					}
				}
				if sv.Seat == p.Hero {
					name = "You (seat"
				}
				row := ""
				for _, line := range strings.Split(screen, "\n") {
					if strings.Contains(line, name) && strings.Contains(line, m.Amount(sv.Stack)) {
						row = line
					}
				}
				switch {
				case row == "":
					t.Fatalf("%s: no row for seat %d (%s, stack %s):\n%s", where, sv.Seat, name, m.Amount(sv.Stack), screen)
				case st.View.ToAct == sv.Seat && !strings.HasPrefix(strings.TrimSpace(row), "▸"):
					t.Fatalf("%s: seat %d is to act, its row says %q", where, sv.Seat, row)
				case st.View.ToAct == sv.Seat && !strings.Contains(row, "to act"):
					t.Fatalf("%s: seat %d is to act, its row says %q", where, sv.Seat, row)
				case sv.BroughtIn && st.View.Street == 3 && st.View.ToAct != sv.Seat && !sv.Folded && !sv.AllIn && !st.View.Done && !strings.Contains(row, "bring-in"):
					t.Fatalf("%s: seat %d brought in, its row says %q", where, sv.Seat, row)
				}
			}
			if p.at == len(p.Steps)-1 {
				break
			}
			if p.Waiting(p.at) {
				flat := strings.Join(strings.Fields(screen), " ")
				for _, o := range st.View.Legal {
					if !strings.Contains(flat, o.In(m)) {
						t.Fatalf("%s: the option %q is not offered whole:\n%s", where, o.In(m), screen)
					}
				}
				d.keys(d.ctx().Keys().Table.ForAction(st.View.Legal[0].Kind, false).Keys()[0])
				continue
			}
			d.keys("right")
		}
	}
	// A hand nobody in is the user's: the reason, whole.
	l := hands[0]
	l.Hero, l.Seats = 0, slices.Clone(l.Seats)
	for i := range l.Seats {
		l.Seats[i].Name = "P" + strconv.Itoa(l.Seats[i].Seat)
	}
	d := newDriver(t, opts{Start: screen.Practice, Practice: []engine.HandLog{l}}, 80, 24)
	flat := strings.Join(strings.Fields(ansi.Strip(d.view())), " ")
	if want := "cannot be practised: " + pr.ErrNoHero.Error(); !strings.Contains(flat, want) {
		t.Fatalf("the reason is not said whole: want %q in\n%s", want, flat)
	}
}

// A hand played on (p) counts the decisions judged before it, in the
// session's tally and the record's: a mistake flagged before p was left
// out of "So far, 5 hands: 8 of 24 decisions" (the walk-through).
func TestPlayOnCountsTheDecisionsBefore(t *testing.T) {
	hands := playedHands(t, 1)
	d := newDriver(t, opts{Start: screen.Practice, Practice: hands}, 80, 24)
	s := d.practice()
	p := s.cur
	for !p.Waiting(p.at) {
		d.keys("right")
	}
	legal := p.Steps[p.at].View.Legal
	d.keys(d.ctx().Keys().Table.ForAction(legal[0].Kind, false).Keys()[0], "p")
	if p.playOn == nil {
		t.Fatalf("p did not play on: %v", p.playOnErr)
	}
	if s.done.Decisions != 1 {
		t.Errorf("after one decision and p the tally has %d decisions", s.done.Decisions)
	}
	if got := d.ctx().Record().Get().Practice; got == nil || got.Hands != 1 || got.Decisions != 1 {
		t.Errorf("the record keeps %+v, want one practised hand of one decision", got)
	}
}
