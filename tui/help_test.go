package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"

	"razz/assets"
	"razz/tui/drill"
	"razz/tui/keys"
	"razz/tui/tuitest"
)

// footer is the last line of the screen: the help line.
func (d *driver) footer() string { return d.Footer() }

// flat is a screen's text with every run of spaces as one.
func flat(view string) string { return tuitest.Flat(view) }

// TestFullHelp: ? lists every key of the menu and of the quiz, grouped;
// any key closes the list and does nothing else.
func TestFullHelp(t *testing.T) {
	d := newDriver(t, Options{Start: ScreenMenu}, 80, 24)
	if !strings.Contains(d.footer(), "? keys") {
		t.Errorf("menu footer does not offer ?: %q", d.footer())
	}
	d.keys("?")
	v := flat(d.view())
	for _, want := range []string{"Keys", "enter choose", "q quit", "ctrl+c quit", "any key closes"} {
		if !strings.Contains(v, want) {
			t.Errorf("? on the menu: no %q\n%s", want, v)
		}
	}
	d.keys("j") // closes, and does not move the cursor
	if v := ansi.Strip(d.view()); strings.Contains(v, "any key closes") || !strings.Contains(v, "▸ l Learn") {
		t.Errorf("a key after ?: still open or acted\n%s", v)
	}

	d.keys("j", "j", "enter", "?") // the drill list
	v = flat(d.view())
	for _, want := range []string{"l level", "t timed", "r rounds", "esc back"} {
		if !strings.Contains(v, want) {
			t.Errorf("? on the drill list: no %q\n%s", want, v)
		}
	}
	d.keys("q") // closes the list, stays in the quiz
	if d.current() != ScreenQuiz {
		t.Fatalf("q closing the keys left the quiz")
	}

	d = newDriver(t, Options{Start: ScreenQuiz, Quiz: QuizOptions{Drill: drill.Compare, Chosen: true, Seed: 1}}, 80, 24)
	d.keys("?")
	v = flat(d.view())
	for _, want := range []string{"hand 1", "= split", "next question"} {
		if !strings.Contains(v, want) {
			t.Errorf("? in a question: no %q\n%s", want, v)
		}
	}
	d.keys("esc")
	if v := flat(d.view()); !strings.Contains(v, "question 1 · 0 right") || strings.Contains(v, "Right:") || strings.Contains(v, "Not quite") {
		t.Errorf("esc closing the keys acted on the quiz:\n%s", d.view())
	}
}

// TestKeysPageCoversTheTrainer: the keys page at the end of the Rules
// screen names every key the table offers and every drill of the quiz, so
// a key or a drill added later is not left out of it.
func TestKeysPageCoversTheTrainer(t *testing.T) {
	k := keys.Default().Table
	for _, b := range []key.Binding{k.Fold, k.Check, k.Call, k.BringIn, k.Complete, k.Bet, k.BetBig, k.Raise, k.RaiseBig,
		k.NextHand, k.Rebuy, k.Review, k.Explain, k.Why, k.Hint, k.Learn, k.FullHelp} {
		if !strings.Contains(assets.Help, "`"+b.Help().Key+"`") {
			t.Errorf("the keys page never names `%s` (%s)", b.Help().Key, b.Help().Desc)
		}
	}
	for _, d := range drill.All() {
		if !strings.Contains(assets.Help, d.Title()) {
			t.Errorf("the keys page never names the drill %q", d.Title())
		}
	}
}
