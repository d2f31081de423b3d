package practice

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
	"razz/engine/enginetest"
)

// hands are hands as the table saves them, the user (seat 1, played here
// by a Station) the hero and the bots' styles written, with at least two
// decisions of the user's each.
func hands(t *testing.T, n int) []engine.HandLog {
	t.Helper()
	bs, err := bots.Seat([]string{"station", "grinder", "maniac", "rock"}, bots.Normal)
	if err != nil {
		t.Fatal(err)
	}
	tab := engine.NewTable([]string{"You", "Greta", "Max", "Rita"}, []int{500, 500, 500, 500}, engine.DefaultStakes, engine.DefaultRules)
	styles := bots.StylesOf(tab, bs)
	delete(styles, 1)
	var out []engine.HandLog
	for k := 1; len(out) < n && k < 200; k++ {
		p, err := bots.NewPlay(tab, bs, 7, k)
		if err != nil {
			t.Fatal(err)
		}
		for !p.Hand.Done() {
			if _, err := p.Step(); err != nil {
				t.Fatal(err)
			}
		}
		l := p.Hand.LogWith(engine.LogMeta{Seed: 7, Hand: k, Hero: 1, Bots: styles})
		if Decisions(l) >= 2 {
			out = append(out, l)
		}
	}
	if len(out) < n {
		t.Fatalf("%d hands with two decisions", len(out))
	}
	return out
}

// TestOpenNeedsTheUsersSeat: a hand is practised from the seat its record
// says is the user's, never from a name; a hand without one, or whose
// user's cards nobody saw, says why it cannot be.
func TestOpenNeedsTheUsersSeat(t *testing.T) {
	t.Parallel()
	l := hands(t, 1)[0]
	h, err := Open(l)
	if err != nil || h.Hero != 1 || len(h.Steps) == 0 || h.Steps[0].Index != -1 {
		t.Fatalf("hero %d, %d steps, %v", h.Hero, len(h.Steps), err)
	}
	noHero := l
	noHero.Hero = 0 // a seat named You is nobody's in a version-2 log
	if _, err := Open(noHero); !errors.Is(err, ErrNoHero) || Practisable(noHero) {
		t.Errorf("without a hero: %v", err)
	}
	unseen := l
	unseen.Source, unseen.Deal = "pokerstars", maps.Clone(l.Deal)
	cs := slices.Clone(l.Deal["1"])
	cs[0] = engine.UnknownCard
	unseen.Deal["1"] = cs
	if _, err := Open(unseen); err == nil || !strings.Contains(err.Error(), "never shown in pokerstars") || Practisable(unseen) {
		t.Errorf("the user's cards unseen: %v", err)
	}
}

// TestDecisionsAreTheWalks: the decisions practised are the steps where
// the user was to act with more than one legal action, and each verdict
// counts once in the score.
func TestDecisionsAreTheWalks(t *testing.T) {
	t.Parallel()
	l := hands(t, 1)[0]
	h, _ := Open(l)
	n := 0
	for at, st := range h.Steps {
		if !st.Decides {
			continue
		}
		n++
		if st.View.ToAct != 1 || len(st.View.Legal) < 2 || !h.Waiting(at) {
			t.Fatalf("step %d: a decision with seat %d to act and %d options", at, st.View.ToAct, len(st.View.Legal))
		}
		v := h.Judge(at, h.Steps[at+1].Played())()
		h.Keep(v)
		h.Keep(v)
		if h.Waiting(at) || v.Played.Did != v.Mine.Did {
			t.Fatalf("step %d: answered, yet waiting; or the user's choice (what was done) judged otherwise", at)
		}
	}
	if n != Decisions(l) || h.Score.Decisions != n {
		t.Fatalf("%d decisions walked, %d counted, %d scored", n, Decisions(l), h.Score.Decisions)
	}
}

// TestPlayOnDealsWhatTheUserSaw: played on from a decision, the hand is
// dealt the user's cards and every up card as the user saw them, bet as
// the log bet it up to there, then the user's choice; the bots who finish
// it are the coach's Grinders, read as such whatever the seats' names.
func TestPlayOnDealsWhatTheUserSaw(t *testing.T) {
	t.Parallel()
	for _, l := range hands(t, 3) {
		h, _ := Open(l)
		at := -1
		for i, st := range h.Steps {
			if st.Decides && st.View.Street > 3 {
				at = i
			}
		}
		if at < 0 {
			continue
		}
		v := h.Steps[at].View
		chose := v.Legal[0].Action()
		p, err := h.PlayOn(at, chose)
		if err != nil {
			t.Fatal(err)
		}
		own := p.Hand.Cards(1)
		if !slices.Equal(own[:len(v.Own)], v.Own) {
			t.Errorf("hand %d: played on with %v, the user held %v", l.Hand, own, v.Own)
		}
		for _, sv := range v.Seats {
			if up := p.Hand.View(0).Seats; sv.Seat != 1 && !slices.Equal(seatOf(up, sv.Seat).Up[:len(sv.Up)], sv.Up) {
				t.Errorf("hand %d: seat %d's up cards dealt again otherwise", l.Hand, sv.Seat)
			}
		}
		acts := p.Hand.Actions()
		last := acts[len(acts)-1]
		if last.Seat != 1 || last.Kind != chose.Kind {
			t.Errorf("hand %d: the last action is %v, want the user's %v", l.Hand, last, chose)
		}
		for seat := 2; seat <= 4; seat++ {
			if m := p.Models()(seat, "Max"); m.Params.Style != bots.Grinder.Style {
				t.Errorf("seat %d, a Grinder played on, is read as %s", seat, m.Params.Title)
			}
		}
	}
}

func seatOf(svs []engine.SeatView, seat int) engine.SeatView {
	for _, s := range svs {
		if s.Seat == seat {
			return s
		}
	}
	return engine.SeatView{}
}

// TestImportsNoScreen: practice is hand logic, testable without a program:
// no Bubble Tea, Lip Gloss or screen.
func TestImportsNoScreen(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/engine", "razz/bots", "razz/bots/record", "razz/bots/review", "razz/tui/store")
}
