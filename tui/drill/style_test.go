package drill

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"razz/bots"
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

// The styles' rates the drill reads samples by (styleRates) are what its
// tables play: each style's hands dealt as the drill deals them, with no
// sample set aside, keep to them within four standard errors.
func TestStyleRatesAsPlayed(t *testing.T) {
	t.Parallel()
	n := 240
	if testing.Short() {
		n = 90
	}
	for s, want := range styleRates {
		var tl StyleTells
		for i := range n {
			q := &StyleQuestion{Choices: []string{s}}
			r := Rand(uint64(i), Style, Hard, len(s))
			lineup := []string{"grinder", "rock", "maniac", "station", "grinder"}
			q.Seat = 2 + r.IntN(4)
			lineup[q.Seat-1] = s
			players, err := bots.Seat(lineup, bots.Normal)
			if err != nil {
				t.Fatal(err)
			}
			for len(q.Hands) < 2 {
				q.playHand(r, players)
			}
			x := q.Tells()
			tl.Hands, tl.VPIP, tl.Raised = tl.Hands+x.Hands, tl.VPIP+x.VPIP, tl.Raised+x.Raised
			tl.LaterFaced, tl.LaterCalls = tl.LaterFaced+x.LaterFaced, tl.LaterCalls+x.LaterCalls
			tl.LaterActs, tl.LaterAggro = tl.LaterActs+x.LaterActs, tl.LaterAggro+x.LaterAggro
		}
		for _, c := range []struct {
			what string
			k, n int
			p    float64
		}{{"played", tl.VPIP, tl.Hands, want.Played}, {"raised", tl.Raised, tl.Hands, want.Raised},
			{"called", tl.LaterCalls, tl.LaterFaced, want.Calls}, {"bet or raised", tl.LaterAggro, tl.LaterActs, want.Aggro}} {
			got := float64(c.k) / float64(max(c.n, 1))
			if se := math.Sqrt(c.p * (1 - c.p) / float64(max(c.n, 1))); math.Abs(got-c.p) > 4*se+0.01 {
				t.Errorf("%s %s %.2f of %d, the drill reads it as %.2f", s, c.what, got, c.n, c.p)
			}
		}
	}
}

// Every sample the drill deals reads as its style: the tells are at least
// twice as likely from it as from any other choice (a hard-level Grinder
// with 17% played and no bets was dealt, and read as a Rock; a Maniac that
// folded seven of ten starts was told "it plays most starts"); and the
// feedback gives the style's rates beside the likeliest other's.
func TestStyleSamplesRead(t *testing.T) {
	t.Parallel()
	for i := range 45 {
		l := Difficulty(i % 3)
		q := Style.New(Rand(31, Style, l, i), l).(*StyleQuestion)
		ok, next := q.readable()
		if !ok {
			t.Errorf("question %d (%s): a %s's sample reads as a %s: %+v", i, l, q.Choices[q.Truth], next, q.Tells())
		}
		if i < 3 {
			f := strings.Join(q.Explain(Answer{}, engine.Card.String).More, " ")
			if !strings.Contains(f, "a "+next+", the likeliest other") || !strings.Contains(f, "seat 1's share") && strings.Contains(f, "share") || strings.Contains(f, "your share") {
				t.Errorf("question %d feedback: %s", i, f)
			}
			if regexp.MustCompile(`coach says [A-Z]|but [A-Z][a-z]+ (\(|[0-9])`).MatchString(f) { // an action mid-sentence is lower case
				t.Errorf("question %d feedback capitalises an action mid-sentence: %s", i, f)
			}
		}
	}
}
