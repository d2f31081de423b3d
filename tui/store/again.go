package store

// Repeats is one drill's questions to ask again: each one the user got
// wrong, named by the drill's key for it, on the schedule of the mistakes
// (a right answer pushes it back twice as far, a wrong one brings it back
// after the next answer). A question answered right MaxRepeatGap answers
// apart is learned and dropped.
type Repeats struct {
	Answers int      `json:"answers"` // the drill's answers so far: the clock of the schedule
	Due     []Repeat `json:"due,omitempty"`
}

// Repeat is one question to ask again.
type Repeat struct {
	Key string `json:"key"`
	Due int    `json:"due"` // asked again when Answers reaches it
	Gap int    `json:"gap"`
}

// MaxRepeats is how many questions a drill keeps to ask again (the oldest
// go first); MaxRepeatGap is the gap at which one is learned.
const (
	MaxRepeats   = 30
	MaxRepeatGap = 16
)

// NextAgain is the key of drill's question due now, if any: the one due
// longest.
func (s *QuizRecord) NextAgain(drill string) (string, bool) {
	r := s.Again[drill]
	best := -1
	for i, x := range r.Due {
		if x.Due <= r.Answers && (best < 0 || x.Due < r.Due[best].Due) {
			best = i
		}
	}
	if best < 0 {
		return "", false
	}
	return r.Due[best].Key, true
}

// AnswerAgain records an answer to drill's question key: a wrong answer
// keeps it (due after the next answer), a right one pushes it back or,
// past MaxRepeatGap, drops it.
func (s *QuizRecord) AnswerAgain(drill, key string, right bool) {
	if s.Again == nil {
		s.Again = map[string]Repeats{}
	}
	r := s.Again[drill]
	r.Answers++
	i := -1
	for j, x := range r.Due {
		if x.Key == key {
			i = j
		}
	}
	switch {
	case i < 0 && !right:
		r.Due = append(r.Due, Repeat{Key: key, Due: r.Answers + 1, Gap: 1})
		if len(r.Due) > MaxRepeats {
			r.Due = r.Due[1:]
		}
	case i >= 0 && right:
		x := &r.Due[i]
		x.Gap = max(2, x.Gap*2)
		x.Due = r.Answers + x.Gap
		if x.Gap > MaxRepeatGap {
			r.Due = append(r.Due[:i:i], r.Due[i+1:]...)
		}
	case i >= 0:
		r.Due[i].Gap, r.Due[i].Due = 1, r.Answers+1
	}
	s.Again[drill] = r
}
