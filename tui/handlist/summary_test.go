package handlist

import (
	"path/filepath"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

const vectorDir = "../../engine/testdata/vectors"

func vectorLogs(t testing.TB, name string) []engine.HandLog {
	t.Helper()
	return enginetest.ReadLogs(t, filepath.Join(vectorDir, name))
}

func TestSummarize(t *testing.T) {
	t.Parallel()
	logs := vectorLogs(t, "hands_phh.jsonl")
	for _, c := range []struct {
		i    int
		want string
	}{
		{0, "showdown: you won the main pot (18) with 9-7-5-4-A; Ann won the side pot (64) with T-9-8-3-2"},
		{1, "you folded on 3rd street; Cat 6-5-4-3-2 won the showdown"},
		{4, "showdown: you lost with 8-7-5-2-A to Dan 6-5-4-3-2"},
		{8, "Ann folded on 7th street; you won"},
	} {
		s := Summarize(logs[c.i])
		if s.Ended != c.want {
			t.Errorf("hand %d: %q, want %q", logs[c.i].Hand, s.Ended, c.want)
		}
	}
	s := Summarize(logs[0])
	if s.Seat != 1 || s.Result != 12 || s.BigBets != 0.6 || s.Street != 7 || !s.Showdown {
		t.Errorf("%+v", s)
	}
}
