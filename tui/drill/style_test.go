package drill

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestStyleTellsTellStylesApart: over many questions, the tells the drill
// counts from what the table sees separate the styles as the styles are
// written (a maniac plays and raises more than a rock, a station calls
// later bets more than a rock), and only a showdown shows down cards.
func TestStyleTellsTellStylesApart(t *testing.T) {
	t.Parallel()
	type sum struct{ hands, vpip, raised, faced, calls int }
	by := map[string]*sum{}
	advised := 0
	n := 60
	if testing.Short() {
		n = 24
	}
	for i := range n {
		l := Difficulty(i % 3)
		q := Style.New(Rand(9, Style, l, i), l).(*StyleQuestion)
		st := q.Choices[q.Truth]
		if by[st] == nil {
			by[st] = &sum{}
		}
		tl := q.Tells()
		s := by[st]
		s.hands += tl.Hands
		s.vpip += tl.VPIP
		s.raised += tl.Raised
		s.faced += tl.LaterFaced
		s.calls += tl.LaterCalls
		for _, h := range q.Hands {
			if len(h.Showed) > 0 && h.Dropped {
				t.Fatalf("question %d: a folded hand's cards shown", i)
			}
		}
		if !q.Check(Answer{Value: q.Truth}) || q.Check(Answer{Value: (q.Truth + 1) % len(q.Choices)}) {
			t.Fatalf("question %d: the check is wrong", i)
		}
		if i < 6 { // the coach's advice is slow: a few questions
			if _, ok := q.Advice(); ok {
				advised++
			}
			f := q.Explain(Answer{}, engine.Card.String)
			if !strings.Contains(strings.Join(f.More, " "), "VPIP") || !strings.Contains(f.Key[0], st) {
				t.Errorf("question %d feedback: %v", i, f)
			}
		}
		if lines := q.Spot(engine.Card.String); len(lines) != len(q.Hands)+2 {
			t.Errorf("question %d: %d lines for %d hands", i, len(lines), len(q.Hands))
		}
	}
	rate := func(a, b int) float64 { return float64(a) / float64(max(b, 1)) }
	rock, maniac, station := by["rock"], by["maniac"], by["station"]
	if rock == nil || maniac == nil || station == nil {
		t.Fatalf("styles asked: %v", by)
	}
	if rate(maniac.vpip, maniac.hands) <= rate(rock.vpip, rock.hands) || rate(maniac.raised, maniac.hands) <= rate(rock.raised, rock.hands) {
		t.Errorf("maniac VPIP %d/%d raised %d, rock VPIP %d/%d raised %d", maniac.vpip, maniac.hands, maniac.raised, rock.vpip, rock.hands, rock.raised)
	}
	if rate(station.calls, station.faced) <= rate(rock.calls, rock.faced) {
		t.Errorf("station called %d/%d later bets, rock %d/%d", station.calls, station.faced, rock.calls, rock.faced)
	}
	if advised == 0 {
		t.Error("no question had a decision against the watched seat")
	}
}
