package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"

	"razz/engine"
)

// times are the only part of the text output that changes from run to run.
var times = regexp.MustCompile(`in [0-9.]+ (ms|s)\n`)

func runEquity(t *testing.T, o EquityOptions, stdin string, args ...string) (string, string, error) {
	t.Helper()
	var out, errs bytes.Buffer
	err := Equity(o, args, strings.NewReader(stdin), &out, &errs)
	return times.ReplaceAllString(out.String(), "in T\n"), errs.String(), err
}

func TestEquityText(t *testing.T) {
	out, _, err := runEquity(t, EquityOptions{}, "", "As 2h 3d", "Kc Qd Js")
	want := "As 2h 3d   equity  92.2126%   win  92.2106%   tie   0.0040%\n" +
		"Kc Qd Js   equity   7.7874%   win   7.7854%   tie   0.0040%\n" +
		"exact: 18,265,297,050 outcomes (3,290,596 rank patterns) in T\n"
	if err != nil || out != want {
		t.Errorf("err %v, got\n%s\nwant\n%s", err, out, want)
	}
	out, _, err = runEquity(t, EquityOptions{Trials: 70000, Seed: 5, SeedSet: true, Dead: "8c 9d"}, "", "As 2h 3d", "4c", "7h")
	if err != nil || !strings.Contains(out, "dead: 8c 9d\nsampled: 70,000 trials, seed 5, each equity ± its 95% interval, in T\n") ||
		!regexp.MustCompile(`(?m)^4c         equity  \d\d\.\d\d% ±0\.\d\d   win `).MatchString(out) {
		t.Errorf("err %v, sampled output:\n%s", err, out)
	}
	again, _, _ := runEquity(t, EquityOptions{Trials: 70000, Seed: 5, SeedSet: true, Dead: "8c 9d"}, "", "As 2h 3d", "4c", "7h")
	if again != out {
		t.Errorf("the same seed gave\n%s\nthen\n%s", out, again)
	}
}

func TestEquityJSON(t *testing.T) {
	out, _, err := runEquity(t, EquityOptions{JSON: true}, "", "As 2h 3d", "Kc Qd Js")
	want := `{"hands":[{"cards":"As 2h 3d","equity":0.922126,"win":0.922106,"tie":0.00004},{"cards":"Kc Qd Js","equity":0.077874,"win":0.077854,"tie":0.00004}],"dead":"","method":"exact","outcomes":18265297050}` + "\n"
	if err != nil || out != want {
		t.Errorf("err %v\ngot  %s\nwant %s", err, out, want)
	}
	out, _, err = runEquity(t, EquityOptions{JSON: true, Trials: 1000, Seed: 2, SeedSet: true}, "", "As 2h 3d", "Kc Qd Js")
	var v struct {
		Hands []struct {
			Equity, Margin float64
		}
		Method string
		Trials int
		Seed   uint64
	}
	if err != nil || json.Unmarshal([]byte(out), &v) != nil || v.Method != "sampled" || v.Trials != 1000 || v.Seed != 2 || v.Hands[0].Margin <= 0 {
		t.Errorf("err %v, sampled JSON %s", err, out)
	}
}

func TestEquityStdin(t *testing.T) {
	in := `{"hands":["As 2d 4d 9c 7s","Ad 3c 6h 8s Kd"],"dead":"2s"}` + "\n" +
		`{"hands":["As 2d","As 3c"]}` + "\n\n" +
		`not json` + "\n" +
		`{"hands":["As 2d"],"deadd":"4c"}` + "\n" +
		`{"hands":["As 2d 4d 9c 7s 8h","Ad 3c 6h 8s Kd 4h","2s 4s 5c 7d Qh 3h"]}` + "\n"
	out, _, err := runEquity(t, EquityOptions{JSON: true}, in)
	if !errors.Is(err, ErrReported) {
		t.Errorf("error %v, want ErrReported (exit 1)", err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d lines, want 5:\n%s", len(lines), out)
	}
	for i, want := range []string{`"method":"exact"`, `"error":"As is given twice (hand 1 and hand 2)`, `"error":"not a JSON spot`, `"error":"not a JSON spot: json: unknown field \"deadd\""`, `"method":"exact"`} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d: %s\nwant it to hold %s", i+1, lines[i], want)
		}
	}
	if !strings.Contains(lines[1], `{"hands":["As 2d","As 3c"],"dead":"","error":`) {
		t.Errorf("a bad line should echo its hands: %s", lines[1])
	}
	text, errs, err := runEquity(t, EquityOptions{}, in)
	if !errors.Is(err, ErrReported) || strings.Count(text, "exact: ") != 2 {
		t.Errorf("text mode: %v\n%s", err, text)
	}
	el := strings.Split(strings.TrimSpace(errs), "\n")
	if len(el) != 3 || !strings.HasPrefix(el[0], "razz equity: line 2: As is given twice") || !strings.HasPrefix(el[1], "razz equity: line 4: ") {
		t.Errorf("errors:\n%s", errs)
	}
}

func TestEquityRefusals(t *testing.T) {
	eight := strings.Fields("As Ks Qs Js Ts 9s 8s 7s 6s")
	for _, c := range []struct {
		o    EquityOptions
		args []string
		want string
	}{
		{EquityOptions{}, []string{"As 2h 3d"}, "give 2 to 8 hands"},
		{EquityOptions{}, eight, "give 2 to 8 hands, each in quotes as in \"As 2h 3d\" \"Kc Qd Js\" (got 9)"},
		{EquityOptions{}, []string{"As 2h 3d", "As"}, "As is given twice (hand 1 and hand 2); there is one of each card"},
		{EquityOptions{Dead: "Kc"}, []string{"As 2h 3d", "Kc"}, "Kc is given twice (hand 2 and the dead cards)"},
		{EquityOptions{Dead: "Zz"}, []string{"As 2h 3d", "Kc"}, "dead cards: bad card"},
		{EquityOptions{}, []string{"As 2h 3d 4d 5d 6d 7d 8d", "Kc"}, "hand 1 has 8 cards; a hand has at most 7"},
		{EquityOptions{}, []string{"As 2h 3d", ""}, "hand 2 has no cards"},
		{EquityOptions{}, []string{"As 2h 3d", "Kc Xd"}, "hand 2: bad card"},
		{EquityOptions{Dead: engine.FormatCards(engine.FullDeck.Cards()[8:])}, []string{"As 2h", "Ac"}, "the hands need 11 more cards (10 with a community card) and only 5 are unseen"},
	} {
		_, _, err := runEquity(t, c.o, "", c.args...)
		if ExitCode(err) != 1 || err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q dead %q: exit %d, error %v; want one line saying %q", c.args, c.o.Dead, ExitCode(err), err, c.want)
		}
	}
	if err := CheckEquityFlags(EquityOptions{Exact: true, Trials: 5}, true); ExitCode(err) != 2 {
		t.Errorf("--exact with --trials: %v", err)
	}
	if err := CheckEquityFlags(EquityOptions{Trials: 0}, true); ExitCode(err) != 2 {
		t.Errorf("--trials 0: %v", err)
	}
}

// FuzzEquitySpot: no line of input makes the spot parser (or the quick
// answer after it) panic, and every refusal is one line.
func FuzzEquitySpot(f *testing.F) {
	f.Add(`{"hands":["As 2h 3d","Kc Qd Js"],"dead":"4c"}`)
	f.Add(`{"hands":["As 2s 3s 4s 5s 6s","Ah 2h 3h 4h 5h 6h","Ad 2d 3d 4d 5d 6d","Ac 2c 3c 4c 5c 6c","7s 8s 9s Ts Js Qs","7h 8h 9h Th Jh Qh","7d 8d 9d Td Jd Qd","7c 8c 9c Tc Jc Qc"]}`)
	f.Add(`{"hands":["10s A♠ kd","2c,3c"],"dead":"  "}`)
	f.Add(`{"hands":[]}`)
	f.Fuzz(func(t *testing.T, line string) {
		var s equitySpot
		if err := decodeStrict([]byte(line), &s); err != nil {
			return
		}
		r, err := parseRunout(s)
		if err != nil {
			if strings.Contains(OneLine(err.Error()), "\n") {
				t.Fatalf("two lines: %v", err)
			}
			return
		}
		res, err := r.Sample(50, 1, 1)
		if err != nil {
			t.Fatalf("parsed %q but Sample refuses it: %v", line, err)
		}
		sum := 0.0
		for _, h := range res.Hands {
			sum += h.Equity
		}
		if sum < 0.999 || sum > 1.001 {
			t.Fatalf("%q: equities add up to %v", line, sum)
		}
	})
}

func TestEquityWarnsOfLongCounts(t *testing.T) {
	parse := func(hands ...string) engine.Runout {
		r, err := parseRunout(equitySpot{Hands: hands})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	var w bytes.Buffer
	warnLongCount(&w, parse("As 2h 3d", "Kc Qd Js"))
	if w.Len() != 0 {
		t.Errorf("a quick count warns: %q", w.String())
	}
	warnLongCount(&w, parse("As 2h 3d", "4c 5d 6s", "7h 8c Kd", "9s Td Jc"))
	if w.Len() != 0 {
		t.Errorf("a count that will be refused warns: %q", w.String())
	}
	warnLongCount(&w, parse("As", "4c", "7h 8c Kd Ks"))
	if !regexp.MustCompile(`^razz equity: counting 1\.4e\+11 rank patterns exactly will take about \d+ (seconds|minutes) here; --trials N samples instead\n$`).MatchString(w.String()) {
		t.Errorf("warning %q", w.String())
	}
	for secs, want := range map[float64]string{40: "40 seconds", 600: "10 minutes", 4 * 3600: "4 hours", 12 * 86400: "12 days"} {
		if got := roughDuration(secs); got != want {
			t.Errorf("%v s: %q, want %q", secs, got, want)
		}
	}
}
