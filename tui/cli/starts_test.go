package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"razz/engine"
	"razz/tui/chart"
)

func runStarts(t *testing.T, o StartsOptions) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := Starts(o, &out)
	return out.String(), err
}

// TestStartsHeadsUpMatchesEquity: a start's heads-up equity against a
// random hand is the average, over the opponent's first card, of `razz
// equity`'s exact answer against that one card (each of the 49 unseen
// cards as likely): the chart and `razz equity` agree.
func TestStartsHeadsUpMatchesEquity(t *testing.T) {
	starts := []string{"As 2h 3d", "Kc Kd 7s"}
	if testing.Short() {
		starts = starts[:1]
	}
	c, err := chart.New(1, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, start := range starts {
		own, _ := engine.ParseCards(start)
		held := engine.SetOf(own...)
		var sum float64
		for r := engine.Ace; r <= engine.King; r++ {
			n, first := 0, ""
			for s := engine.Suit(0); s < engine.NumSuits; s++ {
				if x := engine.NewCard(r, s); !held.Has(x) {
					n++
					if first == "" {
						first = x.String()
					}
				}
			}
			if n == 0 {
				continue
			}
			out, _, err := runEquity(t, EquityOptions{JSON: true, Exact: true}, "", start, first)
			var v struct{ Hands []struct{ Equity float64 } }
			if err != nil || json.Unmarshal([]byte(out), &v) != nil {
				t.Fatalf("razz equity %q %q: %v %s", start, first, err, out)
			}
			sum += float64(n) * v.Hands[0].Equity
		}
		want := sum / 49
		got := c.Of(own[0].Rank(), own[1].Rank(), own[2].Rank()).Equity
		if math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: chart %.7f, razz equity averaged %.7f", start, got, want)
		}
	}
}

func TestStartsJSON(t *testing.T) {
	out, err := runStarts(t, StartsOptions{Opponents: 1, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 91*13 {
		t.Fatalf("%d lines, want one a down pair and door card (%d)", len(lines), 91*13)
	}
	want := `{"down":"A2","door":"3","opponents":1,"equity":0.7347,"interval":0,"eight_or_better":0.4827,"class":"three to a wheel"}`
	if !strings.Contains(out, want+"\n") {
		t.Errorf("no line %s", want)
	}
	// The same start, its cards in another order, has the same numbers.
	if !strings.Contains(out, `{"down":"23","door":"A","opponents":1,"equity":0.7347,`) {
		t.Error("2-3 with the ace up differs from A-2 with the three up")
	}
	out, err = runStarts(t, StartsOptions{Opponents: 3, JSON: true, Dead: "Ac Ad Ah"})
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(strings.NewReader(out))
	n := 0
	for sc.Scan() {
		var v startJSON
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		if v.Opponents != 3 || v.Interval <= 0 || v.Interval > 0.01 {
			t.Fatalf("sampled line %s", sc.Text())
		}
		if v.Down == "AA" {
			t.Fatalf("A-A dealt with three aces dead: %s", sc.Text())
		}
		n++
	}
	if n != 91*13-13-12 {
		t.Errorf("%d starts with one ace live, want %d", n, 91*13-13-12)
	}
}

func TestStartsText(t *testing.T) {
	out, err := runStarts(t, StartsOptions{Opponents: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"down  A  2  3  4  5  6  7  8  9  T  J  Q  K\n",
		"A2   50 49 73 73 73 73 72 70 66 61 55 50 47\n",
		"KK   21 21 21 21 21 21 21 20 19 17 14  9  4\n",
		"exact, every deal counted.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colour written to a buffer")
	}
	for _, o := range []StartsOptions{{Opponents: 0}, {Opponents: 8}, {Opponents: 1, Dead: "As As"}, {Opponents: 1, Dead: "Xx"}} {
		if _, err := runStarts(t, o); ExitCode(err) == 0 {
			t.Errorf("%+v taken", o)
		}
	}
}
