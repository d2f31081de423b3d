package quiz

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/tui/drill"
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

// TestDeadCardsRefusesFoo: at "which ranks showed", typing foo and enter
// is refused with one line saying why, and the question stays to answer:
// it used to drop the f silently and grade "OO".
func TestDeadCardsRefusesFoo(t *testing.T) {
	sh := testCtx(t, opts{})
	for seed := uint64(1); seed < 40; seed++ {
		z := newQuiz(sh, Options{Drill: drill.DeadCards, Chosen: true, Level: drill.Easy, Seed: seed})
		z.SetSize(76, 20)
		z.Init()
		if q := z.q.(*drill.DeadQuestion); !strings.Contains(q.Prompt(), "Which ranks") {
			continue
		}
		z.fr.frame = 2 // past the frames
		z.Update(press("f"))
		if !strings.Contains(z.hint, "F is not") {
			t.Errorf("f pressed: hint %q", z.hint)
		}
		for _, k := range []string{"o", "o", "enter"} {
			z.Update(press(k))
		}
		if z.state != quizAsk || z.asked != 0 {
			t.Fatalf("foo was graded: state %v, asked %d", z.state, z.asked)
		}
		v := ansi.Strip(z.View())
		if !strings.Contains(v, "OO is not a list of ranks") {
			t.Errorf("no reason shown:\n%s", v)
		}
		return
	}
	t.Fatal("no which-ranks question dealt")
}
