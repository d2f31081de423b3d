package tuitest

import (
	"strings"
	"testing"

	"razz/engine"
	"razz/tui/drill"
	"razz/tui/keys"
)

// Answer is the keys that answer q, rightly or not, worked out from the
// engine (the quiz's tests, and the screens' that answer a question on
// their way).
func Answer(t testing.TB, q drill.Question, right bool) []string {
	t.Helper()
	switch q := q.(type) {
	case *drill.CompareQuestion:
		keys := map[int]string{1: "1", -1: "2", 0: "="}
		w := engine.Compare(engine.LowOf(q.Hands[0].Cards), engine.LowOf(q.Hands[1].Cards)).Winner
		if !right {
			w = map[int]int{1: -1, -1: 0, 0: 1}[w]
		}
		return []string{keys[w]}
	case *drill.BringInQuestion, *drill.FirstQuestion:
		var seat, n int
		if f, ok := q.(*drill.FirstQuestion); ok {
			seat, n = engine.ExplainFirst(f.Street, f.Boards, nil).Seat, len(f.Boards)
		} else {
			b := q.(*drill.BringInQuestion)
			seat, n = engine.ExplainBringIn(b.Doors, engine.TieBySuit, b.HasChips()).Seat, len(b.Doors)
		}
		if !right {
			seat = seat%n + 1
		}
		return []string{string(rune('0' + seat))}
	case *drill.BoardsQuestion, *drill.HorseSeats:
		seat, n := q.(interface{ Seat() int }).Seat(), len(q.Form().Choices)
		if b, ok := q.(*drill.BoardsQuestion); ok && !b.Drawing {
			seat = engine.ExplainFirst(b.Street, b.Boards, nil).Seat // who is ahead, by the engine
		}
		if !right {
			seat = seat%n + 1
		}
		return []string{string(rune('0' + seat))}
	case *drill.HorseFact:
		for _, c := range q.Form().Choices {
			if q.Check(drill.Answer{Value: c.Value}) == right {
				return c.Keys[:1]
			}
		}
		t.Fatalf("no choice to answer %v", right)
	case *drill.LaterQuestion:
		return Answer(t, q.ThirdQuestion, right)
	case *drill.PotOddsQuestion:
		v := q.Right
		if !right {
			v = (v + 1) % len(q.Options)
		}
		return []string{string(rune('1' + v))}
	case *drill.SidePotQuestion:
		if q.Ask == drill.AskPotWho {
			v := q.Right
			if !right {
				v = v%len(q.Seats) + 1
			}
			return []string{string(rune('0' + v))}
		}
		v := q.Right
		if !right {
			v = (v + 1) % len(q.Options)
		}
		return []string{string(rune('1' + v))}
	case *drill.ThirdQuestion:
		q.UseActionKeys(keys.Default().Table.ActionKey) // as the quiz does
		want := drill.ThirdAnswer(q.Advice.Option.Kind)
		for _, c := range q.Form().Choices {
			if (c.Value == want) == right {
				return c.Keys[:1]
			}
		}
		t.Fatalf("no choice to answer %v", right)
	case *drill.BestFiveQuestion:
		e, _ := engine.Evaluate(q.Hand.Cards)
		for skip1 := range 7 {
			for skip2 := skip1 + 1; skip2 < 7; skip2++ {
				var keys []string
				var five []engine.Card
				for i, c := range q.Hand.Cards {
					if i != skip1 && i != skip2 {
						keys = append(keys, string(rune('1'+i)))
						five = append(five, c)
					}
				}
				if (engine.LowOf(five) == e.Low) == right {
					return append(keys, "enter")
				}
			}
		}
		t.Fatalf("no five to answer %v", right)
	case *drill.StyleQuestion:
		v := q.Truth
		if !right {
			v = (v + 1) % len(q.Choices)
		}
		return []string{string(rune('1' + v))}
	case *drill.DeadQuestion:
		typed := q.Typed() // after two keys that skip the frames of third street
		if !right {
			// wrong, but an answer (one that is none is refused, not
			// graded): a count, or rank 9, which nobody needs
			typed = "99"
			if strings.Contains(q.Prompt(), "seats") {
				typed = map[bool]string{true: "1", false: "none"}[q.Typed() == "none"]
			}
		}
		return append(append([]string{"enter", "enter"}, strings.Split(strings.ToLower(typed), "")...), "enter")
	case *drill.NameQuestion:
		name := engine.LowOf(q.Hand.Cards).ShortName()
		if !right {
			name = "KKKK"
			if engine.LowOf(q.Hand.Cards).ShortName() == name {
				name = "w"
			}
		}
		return append(strings.Split(strings.ToLower(name), ""), "enter")
	}
	t.Fatalf("no answer keys for %T", q)
	return nil
}
