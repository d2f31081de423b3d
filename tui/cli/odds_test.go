package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func runOdds(t *testing.T, o OddsOptions, stdin string, args ...string) (string, string, error) {
	t.Helper()
	var out, errs bytes.Buffer
	err := Odds(o, args, strings.NewReader(stdin), &out, &errs)
	return times.ReplaceAllString(out.String(), "in T\n"), errs.String(), err
}

func TestOddsText(t *testing.T) {
	out, _, err := runOdds(t, OddsOptions{}, "", "As 2h 3d")
	want := `As 2h 3d: the best low after seven cards, from 211,876 ways to deal the other 4
low           made   or better
5 wheel      7.15%       7.15%
6 six       11.80%      18.95%
7 seven     14.30%      33.25%
8 eight     15.02%      48.27%
9 nine      14.32%      62.59%
T ten       12.56%      75.16%
J jack      10.11%      85.26%
Q queen      7.33%      92.59%
K king       4.57%      97.16%
paired       2.84%
exact, in T
`
	if err != nil || out != want {
		t.Errorf("err %v, got\n%s\nwant\n%s", err, out, want)
	}
	// Cards as separate arguments, and dead cards.
	out, _, err = runOdds(t, OddsOptions{Dead: "4c 5d"}, "", "As", "2h", "3d")
	if err != nil || !strings.HasPrefix(out, "As 2h 3d: the best low after seven cards, from 178,365 ways to deal the other 4 (dead: 4c 5d)\n") {
		t.Errorf("err %v:\n%s", err, out)
	}
}

func TestOddsJSON(t *testing.T) {
	out, _, err := runOdds(t, OddsOptions{JSON: true}, "", "As 2h 3d")
	want := `{"cards":"As 2h 3d","dead":"","outcomes":211876,` +
		`"made":{"5":0.071532,"6":0.117994,"7":0.143008,"8":0.150201,"9":0.143197,"T":0.125621,"J":0.101097,"Q":0.07325,"K":0.045706,"paired":0.028394},` +
		`"or_better":{"5":0.071532,"6":0.189526,"7":0.332534,"8":0.482735,"9":0.625932,"T":0.751553,"J":0.85265,"Q":0.9259,"K":0.971606}}` + "\n"
	if err != nil || out != want {
		t.Errorf("err %v\ngot  %s\nwant %s", err, out, want)
	}
}

func TestOddsStdinAndRefusals(t *testing.T) {
	in := `{"cards":"As 2h 3d","dead":"4c"}` + "\n" + `{"cards":"As 2h"}` + "\n" + `{"cards":"As 2h 3d","dead":"As"}` + "\n" + `{"cards":"Kc Kd Ks 2c 3c 4c"}` + "\n"
	out, _, err := runOdds(t, OddsOptions{JSON: true}, in)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !errors.Is(err, ErrReported) || len(lines) != 4 {
		t.Fatalf("err %v, out:\n%s", err, out)
	}
	for i, want := range []string{`"outcomes":194580`, `"error":"give 3 to 6 cards, as on third to sixth street (got 2)"`, `"error":"As is given twice (the cards and the dead cards)`, `"outcomes":46`} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d: %s\nwant it to hold %s", i+1, lines[i], want)
		}
	}
	for _, c := range []struct {
		o    OddsOptions
		args []string
		want string
	}{
		{OddsOptions{}, []string{"As 2h"}, "give 3 to 6 cards"},
		{OddsOptions{}, []string{"As 2h 3d 4c 5c 6c 7c"}, "(got 7)"},
		{OddsOptions{}, []string{"As 2h 3x"}, "bad card"},
		{OddsOptions{Dead: "2h"}, []string{"As 2h 3d"}, "2h is given twice"},
	} {
		_, _, err := runOdds(t, c.o, "", c.args...)
		if ExitCode(err) != 1 || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q dead %q: exit %d, %v; want %q", c.args, c.o.Dead, ExitCode(err), err, c.want)
		}
	}
}

// FuzzOddsSpot: no line of input makes the odds parser panic.
func FuzzOddsSpot(f *testing.F) {
	f.Add(`{"cards":"As 2h 3d","dead":"4c"}`)
	f.Add(`{"cards":"As,2h,3d,4d,5d,6d","dead":"7c 8c 9c"}`)
	f.Fuzz(func(t *testing.T, line string) {
		var s oddsSpot
		if decodeStrict([]byte(line), &s) != nil {
			return
		}
		var out, errs bytes.Buffer
		err := Odds(OddsOptions{JSON: true}, nil, strings.NewReader(line), &out, &errs)
		if err != nil && !errors.Is(err, ErrReported) {
			t.Fatalf("%q: %v", line, err)
		}
		if strings.Count(out.String(), "\n") != 1 {
			t.Fatalf("%q: %q", line, out.String())
		}
	})
}
