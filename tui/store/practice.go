package store

// PracticeRecord is the score of the hands practised blind (razz practice,
// History's p): at each of the user's decisions, whether the choice was
// the coach's, and what the mistakes gave up in big bets.
type PracticeRecord struct {
	Hands     int            `json:"hands"`
	Decisions int            `json:"decisions"`
	Matched   int            `json:"matched"` // choices that were the coach's
	CostBB    float64        `json:"cost_bb"` // big bets the mistakes gave up
	Recent    []PracticeHand `json:"recent,omitempty"`
}

// PracticeHand is one hand's score.
type PracticeHand struct {
	Hand      int     `json:"hand"`
	Source    string  `json:"source,omitempty"`
	Decisions int     `json:"decisions"`
	Matched   int     `json:"matched"`
	CostBB    float64 `json:"cost_bb"`
}

// RecentPractice is how many hands' scores the record keeps one by one.
const RecentPractice = 20

// AddPractice counts a hand practised.
func (s *QuizRecord) AddPractice(h PracticeHand) {
	if s.Practice == nil {
		s.Practice = &PracticeRecord{}
	}
	p := s.Practice
	p.Hands++
	p.Decisions += h.Decisions
	p.Matched += h.Matched
	p.CostBB += h.CostBB
	p.Recent = append(p.Recent, h)
	if n := len(p.Recent); n > RecentPractice {
		p.Recent = append([]PracticeHand(nil), p.Recent[n-RecentPractice:]...)
	}
}
