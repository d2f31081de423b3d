package quiz

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"razz/tui/drill"
	"razz/tui/keys"
	"razz/tui/screen"
)

// TestDeadCardsFramesTick: the frames of a dead-cards question go by on
// their ticks, also when the question is dealt again as the quiz record
// comes in, and then the question is asked.
func TestDeadCardsFramesTick(t *testing.T) {
	sh := testCtx(t, opts{})
	z := newQuiz(sh, Options{Drill: drill.DeadCards, Chosen: true, Level: drill.Easy, Seed: 3})
	z.SetSize(76, 20)
	first := z.Init()
	z.recordLoaded() // deals again: the first tick is an old one now
	if !z.fr.on() || first == nil {
		t.Fatal("no frames at the start")
	}
	msg := quizFrameMsg{gen: z.fr.frameGen - 1}
	for range 4 {
		cmd, _ := z.Update(msg)
		if cmd == nil {
			break
		}
		msg = quizFrameMsg{gen: z.fr.frameGen}
	}
	if z.fr.on() {
		t.Fatalf("still on frame %d", z.fr.frame)
	}
	if v := ansi.Strip(z.View()); !strings.Contains(v, "Answer:") || strings.Contains(v, "the door cards") {
		t.Errorf("after the frames:\n%s", v)
	}
}

// TestDeadCardsRefusesFoo: at each dead-cards question (how many, which
// ranks, which seats), typing foo shows FOO in the answer field, as typed,
// with one line saying why it is no answer, and enter refuses it: the
// question stays to answer. The field used to drop the f (no seat or rank
// starts with it) and show "OO", the letters of "none" it took.
func TestDeadCardsRefusesFoo(t *testing.T) {
	sh := testCtx(t, opts{})
	asked := map[string]bool{}
	for seed := uint64(1); seed < 60 && len(asked) < 3; seed++ {
		z := newQuiz(sh, Options{Drill: drill.DeadCards, Chosen: true, Level: drill.Easy, Seed: seed})
		z.SetSize(76, 20)
		z.Init()
		prompt := z.q.(*drill.DeadQuestion).Prompt()
		kind := strings.Fields(prompt)[0] + " " + strings.Fields(prompt)[1]
		if asked[kind] {
			continue
		}
		asked[kind] = true
		z.fr.frame = 2 // past the frames
		for _, k := range []string{"f", "o", "o"} {
			z.Update(press(k))
		}
		v := ansi.Strip(z.View())
		if !strings.Contains(v, "Answer: FOO") || !strings.Contains(v, "FOO is not") {
			t.Errorf("%s: foo typed:\n%s", kind, v)
		}
		z.Update(press("enter"))
		if z.state != quizAsk || z.asked != 0 {
			t.Fatalf("%s: foo was graded: state %v, asked %d", kind, z.state, z.asked)
		}
		if v := ansi.Strip(z.View()); !strings.Contains(v, "FOO is not") {
			t.Errorf("%s: no reason shown after enter:\n%s", kind, v)
		}
		for range 3 {
			z.Update(press("backspace"))
		}
		if v := ansi.Strip(z.View()); strings.Contains(v, "is not") {
			t.Errorf("%s: the reason stays once foo is erased:\n%s", kind, v)
		}
	}
	if len(asked) < 3 {
		t.Fatalf("asked %v, not the three questions", asked)
	}
}

// TestSkipKeys: every key of the key map's Skip moves a flashing
// question's frames on, and all alike (the frames' own ticks are off).
func TestSkipKeys(t *testing.T) {
	noTicks := func(_ screen.ID, s screen.Screen) {
		if z, ok := s.(*quiz); ok {
			z.after = func(time.Duration, func(time.Time) tea.Msg) tea.Cmd { return nil }
		}
	}
	open := func() *driver {
		return newDriver(t, opts{Quiz: Options{Drill: drill.DeadCards, Chosen: true, Level: drill.Easy, Seed: 3}}, 80, 24, noTicks)
	}
	base := open().view()
	var first string
	for i, k := range keys.Default().Quiz.Skip.Keys() {
		d := open()
		if !d.quiz().fr.on() {
			t.Fatal("no frame showing")
		}
		d.keys(k)
		v := d.view()
		switch {
		case v == base:
			t.Errorf("%s did not move the frames on", k)
		case i == 0:
			first = v
		case v != first:
			t.Errorf("%s moved the frames otherwise than %s", k, keys.Default().Quiz.Skip.Keys()[0])
		}
	}
}
