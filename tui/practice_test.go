package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/tui/store"
)

// practiceLog is an imported HORSE cash hand (PokerStars, rake taken):
// the user sat in seat 3; the folders' down cards were never shown.
func practiceLog(t *testing.T) engine.HandLog {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "practice_hand.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := engine.ParseLog(b)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The practice screen at its three moments: a decision, the user's
// choice judged beside what was done, and the hand's end with the score.
func TestGoldenPractice(t *testing.T) {
	l := practiceLog(t)
	// Every decision answered with the first key the footer offers.
	var all []string
	p := newPractice(&Shared{Keys: DefaultKeys(), Stats: store.NewQuizRecord()}, l)
	for range p.spots {
		all = append(all, p.actionHelp()[0].Keys()[0], "enter")
		p.key(press(p.actionHelp()[0].Keys()[0]))
		p.key(press("enter"))
	}
	for _, st := range []struct {
		name string
		keys []string
	}{{"decide", nil}, {"chosen", []string{"o"}}, {"end", all}, {"play-on", []string{"o", "a"}}} {
		for _, sz := range goldenSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", st.name, sz[0], sz[1]), func(t *testing.T) {
				runGolden(t, Options{Start: ScreenPractice, Background: "dark", Practice: &l}, sz[0], sz[1], st.keys)
			})
		}
	}
}

// No down card of an opponent reaches the screen before the showdown: at
// every decision, after every choice and while playing on, the screen
// shows none of them; at the end it shows those the showdown turned over,
// and never a card the source did not show (a stand-in).
func TestPracticeHidesDownCards(t *testing.T) {
	l := practiceLog(t)
	sh := &Shared{Keys: DefaultKeys(), Theme: NewTheme(ThemeOptions{}, true), Stats: store.NewQuizRecord()}
	down := map[string]bool{}    // opponents' down cards
	standIn := map[string]bool{} // cards the source never showed
	for k, cs := range l.Deal {
		seat, _ := strconv.Atoi(k)
		if seat == 3 {
			continue
		}
		for i, c := range cs {
			if i < 2 || i == 6 {
				card, _ := engine.ParseCard(c)
				name := sh.Theme.CardName(card)
				down[name] = true
				if l.HidesCards(seat) {
					standIn[name] = true
				}
			}
		}
	}
	check := func(where, screen string, allowShown bool) {
		t.Helper()
		for c := range down {
			if strings.Contains(screen, c) && (!allowShown || standIn[c]) {
				t.Errorf("%s: opponent's down card %s on the screen:\n%s", where, c, screen)
			}
		}
	}
	p := newPractice(sh, l)
	p.SetSize(80, 24)
	if len(p.spots) != 8 {
		t.Fatalf("%d decisions, want 8", len(p.spots))
	}
	for i := range p.spots {
		check(fmt.Sprintf("decision %d", i+1), ansi.Strip(p.View()), false)
		p.key(press(p.actionHelp()[len(p.actionHelp())-1].Keys()[0]))
		check(fmt.Sprintf("decision %d chosen", i+1), ansi.Strip(p.View()), false)
		if i == 2 { // play on from here, then back
			p.key(press("a"))
			for range 6 {
				check("playing on", ansi.Strip(p.View()), p.on.hand.Done())
				if hb := p.on.help(); len(hb) > 0 {
					p.key(press(hb[0].Keys()[0]))
				}
			}
			p.on = nil
		}
		p.key(press("enter"))
	}
	end := ansi.Strip(p.View())
	check("the end", end, true)
	shown := 0
	for c := range down {
		if strings.Contains(end, c) {
			shown++
		}
	}
	if shown != 3 { // Knut77's three down cards, shown down
		t.Errorf("%d opponents' down cards at the showdown, want 3:\n%s", shown, end)
	}
	if !strings.Contains(end, "Your score: ") || !strings.Contains(end, "won 103") {
		t.Errorf("the end:\n%s", end)
	}
}
