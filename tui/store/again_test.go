package store

import "testing"

func TestAgainSchedule(t *testing.T) {
	t.Parallel()
	s := NewQuizRecord()
	if _, ok := s.NextAgain("dead-cards"); ok {
		t.Fatal("a question due with none kept")
	}
	s.AnswerAgain("dead-cards", "a", false) // wrong: kept, due after the next answer
	if _, ok := s.NextAgain("dead-cards"); ok {
		t.Fatal("due at once: it should wait one answer")
	}
	s.AnswerAgain("dead-cards", "b", true) // another question, right: not kept
	if k, ok := s.NextAgain("dead-cards"); !ok || k != "a" {
		t.Fatalf("next %q %v, want a", k, ok)
	}
	s.AnswerAgain("dead-cards", "a", true) // right: gap 2
	if _, ok := s.NextAgain("dead-cards"); ok {
		t.Fatal("due again right after a right answer")
	}
	for range 40 { // answered right each time it comes back: learned, dropped
		if k, ok := s.NextAgain("dead-cards"); ok {
			s.AnswerAgain("dead-cards", k, true)
		} else {
			s.AnswerAgain("dead-cards", "new", true)
		}
	}
	if n := len(s.Again["dead-cards"].Due); n != 0 {
		t.Errorf("%d kept after it was learned", n)
	}
	if len(s.Again) != 1 {
		t.Errorf("other drills touched: %+v", s.Again)
	}
}
