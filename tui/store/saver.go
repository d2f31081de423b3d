package store

import (
	"errors"
	"sync"
)

// A Saver saves a table's finished hands in the order they were played. A
// hand that could not be saved (a full disk) is kept in memory and saved
// before the next one by the next Flush, numbered in order: while the
// program runs no hand is lost and no number skipped. The zero Saver is
// ready; it is safe for use by several goroutines (a screen keeps hands
// in Update and flushes them in a command).
type Saver struct {
	mu   sync.Mutex
	kept []keptHand
}

type keptHand struct {
	want   int // the number the player saw
	encode func(number int, b []byte) []byte
}

// Keep queues a finished hand to be saved by the next Flush: encode
// appends its hand-log line numbered number (see Encoder); want is the
// number it was played as, the first free number after it is used.
func (s *Saver) Keep(want int, encode func(number int, b []byte) []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.kept = append(s.kept, keptHand{want, encode})
}

// Numbered is a hand Flush saved: the number it was kept under (Keep's
// want), the number the history gave it, and its line's length without
// the newline (as the history's index counts it: a key of the reviews
// kept, ReviewKey).
type Numbered struct{ Want, Number, Length int }

// Flush appends every kept hand to h in one write (History.Append) and
// forgets those saved; the others stay kept, for the next Flush. It
// returns the hands saved with their numbers, the damage found on the way
// and why some are not saved.
func (s *Saver) Flush(h *History) ([]Numbered, *Problem, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	kept := s.kept
	if len(kept) == 0 {
		return nil, nil, nil
	}
	numbers := make([]Numbered, len(kept))
	_, problem, err := h.Append(len(kept), kept[0].want, func(i, number int, b []byte) []byte {
		out := kept[i].encode(number, b)
		numbers[i] = Numbered{kept[i].want, number, len(out) - len(b)}
		return out
	})
	saved := len(kept)
	if err != nil {
		saved = 0
		var se *SaveError
		if errors.As(err, &se) {
			saved = se.Saved
		}
	}
	s.kept = append([]keptHand(nil), kept[saved:]...)
	return numbers[:saved], problem, err
}

// Pending is how many hands are kept, not saved yet.
func (s *Saver) Pending() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.kept)
}
