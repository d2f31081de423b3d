package serve_test

import (
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"razz/engine"
	"razz/tui/store"
)

// Two sessions on one key (the same user in two terminals) share one
// folder: the hands they save get numbers of their own, each table shows
// the number its hand was saved under, and the quiz record keeps both
// sessions' answers.
func TestTwoSessionsOneKey(t *testing.T) {
	ts := startServer(t, nil)
	key := newKey(t)
	dir := ts.userDir(key)
	instant(t, dir)
	a := openTerm(t, dial(t, ts, key), 80, 24)
	b := openTerm(t, dial(t, ts, key), 80, 24)
	for _, tm := range []*term{a, b} {
		tm.waitScreen(t, "Razz trainer")
	}

	// One quiz answer each, the second session's made after the first's
	// was saved: the record on disk keeps both.
	for i, tm := range []*term{a, b} {
		tm.in.Write([]byte("jj\r\r")) // Quiz (below Learn and Play), then its first drill
		tm.waitScreen(t, "Which low wins")
		tm.in.Write([]byte("1"))
		waitFor(t, fmt.Sprintf("%d quiz answers on disk", i+1), func() bool { return answered(dir) == i+1 })
		tm.key("\x1b") // back to the drill list
		time.Sleep(100 * time.Millisecond)
		tm.key("q") // and the menu
		tm.waitScreen(t, "sit at a table against bots")
	}

	// Hands from both tables, interleaved.
	for _, tm := range []*term{a, b} {
		tm.in.Write([]byte("p\r"))
		tm.waitScreen(t, "Play · hand")
	}
	var wrong []string // hands shown under another number than saved
	playHand(t, a, dir)
	wrong = append(wrong, a.shows(t, lastHand(t, dir))...)
	playHand(t, b, dir)
	wrong = append(wrong, b.shows(t, lastHand(t, dir))...)
	a.in.Write([]byte("n"))
	playHand(t, a, dir)
	wrong = append(wrong, a.shows(t, lastHand(t, dir))...)

	h := store.OpenHistory(filepath.Join(dir, store.HistoryFile))
	logs, _, _, err := h.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var numbers []int
	byNumber := map[int]engine.HandLog{}
	for _, l := range logs {
		numbers = append(numbers, l.Hand)
		byNumber[l.Hand] = l
	}
	if fmt.Sprint(numbers) != "[1 2 3]" {
		t.Errorf("hand numbers in the history: %v, want [1 2 3]", numbers)
	}
	// The coach reviewed each hand under the number it was saved as: a
	// mistake kept for the drill is that hand.
	rec, _ := store.Home{Data: dir}.QuizFile().Load()
	for _, sp := range rec.Spots {
		l, err := engine.ParseLog([]byte(sp.Log))
		if err != nil {
			t.Fatal(err)
		}
		if saved := byNumber[l.Hand]; !reflect.DeepEqual(saved.Deal, l.Deal) {
			wrong = append(wrong, fmt.Sprintf("the coach kept a mistake of hand %d, which is another hand in the history", l.Hand))
		}
	}
	if got := answered(dir); got != 2 {
		t.Errorf("%d quiz answers on disk, want 2", got)
	}
	for _, w := range wrong {
		t.Error(w)
	}
}

// answered is the number of quiz answers in the user's record.
func answered(dir string) int {
	rec, _ := store.Home{Data: dir}.QuizFile().Load()
	n := 0
	for _, levels := range rec.Drills {
		for _, tl := range levels {
			n += tl.Answered
		}
	}
	return n
}

// lastHand is the number of the last hand in the user's history.
func lastHand(t testing.TB, dir string) int {
	t.Helper()
	logs, _, _, err := store.OpenHistory(filepath.Join(dir, store.HistoryFile)).ReadAll()
	if err != nil || len(logs) == 0 {
		t.Fatalf("no hand in the history: %v", err)
	}
	return logs[len(logs)-1].Hand
}

var handTitle = regexp.MustCompile(`Play · hand (\d+) ·`)

// resized is which sessions were made one column wider (by shows).
var resized = map[*term]bool{}

// shows says what is wrong if the table's title does not name hand want. A change of size
// makes the program draw the whole screen again, so the title is in the
// output in full (a redraw writes only the cells that changed).
func (tm *term) shows(t testing.TB, want int) []string {
	t.Helper()
	// The history is written before the table hears that it was (the save
	// is a command whose message follows): redraw (by a resize) until the
	// title shows the saved number or a few seconds pass.
	n := 0
	for deadline := time.Now().Add(5 * time.Second); ; {
		resized[tm] = !resized[tm]
		width := 80
		if resized[tm] {
			width = 81
		}
		from := tm.out.Len()
		if err := tm.sess.WindowChange(24, width); err != nil {
			t.Fatal(err)
		}
		var got [][]string
		waitFor(t, "the table's title after a resize", func() bool {
			got = handTitle.FindAllStringSubmatch(ansi.Strip(tm.out.String()[from:]), -1)
			return len(got) > 0
		})
		if n, _ = strconv.Atoi(got[len(got)-1][1]); n == want || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if n != want {
		return []string{fmt.Sprintf("the table shows hand %d, the history saved it as hand %d", n, want)}
	}
	return nil
}
