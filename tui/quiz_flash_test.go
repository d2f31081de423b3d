package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"razz/tui/drill"
	"razz/tui/store"
)

// TestDeadCardsFramesTick: the frames of a dead-cards question go by on
// their ticks, also when the question is dealt again as the quiz record
// comes in, and then the question is asked.
func TestDeadCardsFramesTick(t *testing.T) {
	sh := &Shared{Keys: DefaultKeys(), Theme: NewTheme(ThemeOptions{}, true), Stats: store.NewQuizRecord()}
	z := newQuiz(sh, QuizOptions{Drill: drill.DeadCards, Chosen: true, Level: drill.Easy, Seed: 3}).(*quiz)
	z.SetSize(76, 20)
	first := z.Init()
	z.statsLoaded() // deals again: the first tick is an old one now
	if !z.flashing() || first == nil {
		t.Fatal("no frames at the start")
	}
	msg := quizFrameMsg{gen: z.frameGen - 1}
	for range 4 {
		_, cmd := z.Update(msg)
		if cmd == nil {
			break
		}
		msg = quizFrameMsg{gen: z.frameGen}
	}
	if z.flashing() {
		t.Fatalf("still on frame %d", z.frame)
	}
	if v := ansi.Strip(z.View()); !strings.Contains(v, "Answer:") || strings.Contains(v, "the door cards") {
		t.Errorf("after the frames:\n%s", v)
	}
}
