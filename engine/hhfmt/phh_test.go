package hhfmt

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

const vectors = "../testdata/vectors"

func readLogs(t testing.TB, name string) []engine.HandLog {
	t.Helper()
	return enginetest.ReadLogs(t, filepath.Join(vectors, name))
}

// sameHand compares what a reader can know: stakes, seats, stacks after,
// the actions with their amounts, the showdown and the cards.
func sameHand(t *testing.T, what string, got, want engine.HandLog) {
	t.Helper()
	if !reflect.DeepEqual(got.Limits, want.Limits) {
		t.Errorf("%s: limits %+v, want %+v", what, got.Limits, want.Limits)
	}
	if !reflect.DeepEqual(got.Seats, want.Seats) {
		t.Errorf("%s: seats %+v, want %+v", what, got.Seats, want.Seats)
	}
	if !reflect.DeepEqual(got.StacksAfter, want.StacksAfter) {
		t.Errorf("%s: stacks after %v, want %v", what, got.StacksAfter, want.StacksAfter)
	}
	if !reflect.DeepEqual(nonAnte(got.Actions), nonAnte(want.Actions)) {
		t.Errorf("%s: actions\n%v\nwant\n%v", what, nonAnte(got.Actions), nonAnte(want.Actions))
	}
	if !reflect.DeepEqual(antes(got.Actions), antes(want.Actions)) {
		t.Errorf("%s: antes %v, want %v", what, antes(got.Actions), antes(want.Actions))
	}
	if !reflect.DeepEqual(lows(got.Showdown), lows(want.Showdown)) {
		t.Errorf("%s: showdown %v, want %v", what, got.Showdown, want.Showdown)
	}
}

func nonAnte(as []engine.LogAction) []engine.LogAction {
	var out []engine.LogAction
	for _, a := range as {
		if a.Action != "ante" {
			out = append(out, a)
		}
	}
	return out
}

func antes(as []engine.LogAction) map[int]int {
	m := map[int]int{}
	for _, a := range as {
		if a.Action == "ante" {
			m[a.Seat] = a.Put
		}
	}
	return m
}

func lows(ss []engine.LogShow) map[int]string {
	m := map[int]string{}
	for _, s := range ss {
		m[s.Seat] = strings.Join(s.Low, ",")
	}
	return m
}

// PokerKit's own PHH file reads into the vectors' hand logs.
func TestReadPHHVectors(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(vectors, "hands.phhs"))
	if err != nil {
		t.Fatal(err)
	}
	hands, err := ReadPHH(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	logs := readLogs(t, "hands_phh.jsonl")
	if len(hands) != len(logs) || len(hands) != 57 {
		t.Fatalf("%d hands read, %d logs", len(hands), len(logs))
	}
	for i, h := range hands {
		if h.Err != nil {
			t.Errorf("hand %d: %v", i+1, h.Err)
			continue
		}
		want := logs[i]
		sameHand(t, "phh hand "+h.ID, h.Log, want)
		if !reflect.DeepEqual(h.Log.Deal, want.Deal) {
			t.Errorf("hand %s: deal %v, want %v", h.ID, h.Log.Deal, want.Deal)
		}
		if h.Log.Hand != want.Hand || h.Log.Source != "phh" || h.Log.SourceID != h.ID {
			t.Errorf("hand %s: number %d source %q %q", h.ID, h.Log.Hand, h.Log.Source, h.Log.SourceID)
		}
		if _, err := engine.Replay(h.Log); err != nil {
			t.Errorf("hand %s: the imported log does not replay: %v", h.ID, err)
		}
	}
}

// The vectors' hand logs written as PHH read back as the same hands; and
// PokerKit's own file is what the writer writes, showdowns aside.
func TestWritePHHRoundTrip(t *testing.T) {
	t.Parallel()
	logs := readLogs(t, "hands_phh.jsonl")
	var buf bytes.Buffer
	for i, l := range logs {
		if i > 0 {
			buf.WriteByte('\n')
		}
		if err := WritePHH(&buf, l, i+1); err != nil {
			t.Fatalf("hand %d: %v", l.Hand, err)
		}
	}
	hands, err := ReadPHH(buf.Bytes(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(hands) != len(logs) {
		t.Fatalf("%d hands back, want %d", len(hands), len(logs))
	}
	for i, h := range hands {
		if h.Err != nil {
			t.Errorf("hand %d: %v", logs[i].Hand, h.Err)
			continue
		}
		sameHand(t, "round trip", h.Log, logs[i])
		if !reflect.DeepEqual(h.Log.Deal, logs[i].Deal) {
			t.Errorf("hand %d: deal %v, want %v", logs[i].Hand, h.Log.Deal, logs[i].Deal)
		}
	}
	pk, err := os.ReadFile(filepath.Join(vectors, "hands.phhs"))
	if err != nil {
		t.Fatal(err)
	}
	got, want := sections(buf.String()), sections(string(pk))
	for i := range want {
		if i < len(got) && got[i] != want[i] {
			t.Errorf("section %d differs from PokerKit's:\n%s\nwant\n%s", i+1, got[i], want[i])
		}
	}
}

// sections splits a .phhs file into hands, leaving out the "sm" actions:
// PokerKit lets players show in any order, and its writer mucks losers.
func sections(s string) []string {
	var out []string
	for _, sec := range strings.Split(strings.TrimSpace(s), "\n\n") {
		out = append(out, smRE.ReplaceAllString(sec, ""))
	}
	return out
}

var smRE = regexp.MustCompile(`, 'p\d sm[^']*'`)

func TestWritePHHRefuses(t *testing.T) {
	t.Parallel()
	logs := readLogs(t, "hands.jsonl")
	refused := 0
	for _, l := range logs {
		err := WritePHH(&bytes.Buffer{}, l, 1)
		cap4 := l.Limits.Cap != nil && *l.Limits.Cap == 4 && l.Community == nil
		switch {
		case cap4 && err != nil:
			t.Errorf("hand %d: %v", l.Hand, err)
		case !cap4 && !errors.Is(err, ErrNotPHH):
			t.Errorf("hand %d (cap %v, community %v): written, want a refusal", l.Hand, l.Limits.Cap, l.Community)
		case !cap4:
			refused++
		}
	}
	if refused == 0 {
		t.Error("no vector hand was refused; the test checks nothing")
	}
}

// An imported hand's cards that were never shown are written unknown, and
// their seat mucks: PHH keeps what the source did not say unsaid.
func TestWritePHHHiddenCards(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("testdata", "tournament.txt"))
	if err != nil {
		t.Fatal(err)
	}
	hands, err := ReadPokerStars(data, nil)
	if err != nil || hands[0].Err != nil {
		t.Fatalf("%v %+v", err, hands)
	}
	var b bytes.Buffer
	if err := WritePHH(&b, hands[0].Log, 1); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"'d dh p2 ????4d'", "'d dh p2 ??'", "'p2 sm'", "'p3 sm 2s3h5c6dKd7hQs'"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s not in\n%s", want, b.String())
		}
	}
	back, err := ReadPHH(b.Bytes(), nil)
	if err != nil || back[0].Err != nil || back[0].Unknown != 7 || !reflect.DeepEqual(back[0].Log.StacksAfter, hands[0].Log.StacksAfter) {
		t.Errorf("read back: %v %+v", err, back)
	}
}

// The log's time goes out as PHH's optional time, time_zone, day, month
// and year fields and comes back on import; a hand with no time writes
// none of them; an offset zone is read in UTC, a named zone razz cannot
// place gives no time rather than a wrong one.
func TestPHHTime(t *testing.T) {
	t.Parallel()
	l := readLogs(t, "hands_phh.jsonl")[0]
	l.Time = "2026-11-30T19:05:07Z"
	var buf bytes.Buffer
	if err := WritePHH(&buf, l, 0); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\ntime = 19:05:07\n", "\ntime_zone = 'UTC'\n", "\nday = 30\n", "\nmonth = 11\n", "\nyear = 2026\n"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("no %q in\n%s", want, buf.String())
		}
	}
	hands, err := ReadPHH(buf.Bytes(), nil)
	if err != nil || hands[0].Err != nil {
		t.Fatal(err, hands)
	}
	if got := hands[0].Log.Time; got != l.Time {
		t.Errorf("time back %q, want %q", got, l.Time)
	}
	for zone, want := range map[string]string{"-05:00": "2026-12-01T00:05:07Z", "America/Toronto": ""} {
		other := strings.Replace(buf.String(), "time_zone = 'UTC'", "time_zone = '"+zone+"'", 1)
		if hands, err := ReadPHH([]byte(other), nil); err != nil || hands[0].Err != nil || hands[0].Log.Time != want {
			t.Errorf("time_zone %s: %v %+v, want time %q", zone, err, hands, want)
		}
	}
	l.Time = ""
	buf.Reset()
	if err := WritePHH(&buf, l, 0); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "time") || strings.Contains(buf.String(), "year") {
		t.Errorf("a hand with no time:\n%s", buf.String())
	}
	if hands, err := ReadPHH(buf.Bytes(), nil); err != nil || hands[0].Log.Time != "" {
		t.Errorf("no time: %v %+v", err, hands)
	}
}
