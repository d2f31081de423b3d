package serve_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// A teacher watches a member play a hand over razz serve: the member
// shares (t, s) and gets a code, the teacher enters it (t, c, the code)
// and sees the member's table live with the coach's view of the member's
// decisions, and sends a note that shows in the member's log. The
// teacher's stream holds the member's own down cards but never a down
// card of a bot that did not show down; the member sees who watches and
// ends the watch, and the teacher is told.
func TestWatch(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob := newKey(t), newKey(t)
	instant(t, ts.userDir(alice))
	player := openTerm(t, dial(t, ts, alice), 80, 24)
	teacher := openTerm(t, dial(t, ts, bob), 100, 30)
	player.waitScreen(t, "Razz trainer")
	teacher.waitScreen(t, "Razz trainer")

	player.in.Write([]byte("ts"))
	player.waitScreen(t, "Your code: ")
	code := regexp.MustCompile(`Your code: ([A-Z0-9]+)`).FindStringSubmatch(player.screen())[1]
	teacher.in.Write([]byte("tc"))
	teacher.waitScreen(t, "the code, e.g.")
	teacher.in.Write([]byte(code + "\r"))
	teacher.waitScreen(t, "Watching member")
	player.waitScreen(t, "is watching your table")

	player.in.Write([]byte("qp")) // back to the menu, Play
	player.waitScreen(t, "Third street")
	teacher.waitScreen(t, "Third street")
	teacher.waitScreen(t, "coach says")
	teacher.in.Write([]byte("n"))
	teacher.waitScreen(t, "a short note")
	teacher.in.Write([]byte("mind the door cards\r"))
	player.waitScreen(t, "): mind the door cards")
	playHand(t, player, ts.userDir(alice))
	teacher.waitScreen(t, "Hand 1")

	b, err := os.ReadFile(filepath.Join(ts.userDir(alice), "history.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Seats []struct {
			Seat int
			Name string
		}
		Deal     map[string][]string
		Showdown []struct{ Seat int }
	}
	if err := json.Unmarshal(b, &log); err != nil {
		t.Fatal(err)
	}
	shown := map[int]bool{}
	for _, s := range log.Showdown {
		shown[s.Seat] = true
	}
	seen := teacher.screen()
	hidden := 0
	for _, s := range log.Seats {
		deal := log.Deal[itoa(s.Seat)]
		for _, i := range []int{0, 1, 6} {
			if i >= len(deal) {
				continue
			}
			card := pretty(deal[i])
			switch {
			case s.Seat == 1: // the member's own: the teacher sees them
				if !strings.Contains(seen, card) {
					t.Errorf("the teacher never saw the member's down card %s", card)
				}
			case !shown[s.Seat]:
				hidden++
				if strings.Contains(seen, card) {
					t.Errorf("the teacher saw %s, a down card of %s that was never shown", card, s.Name)
				}
			}
		}
	}
	if hidden == 0 {
		t.Fatal("no bot's card stayed hidden: the check checked nothing")
	}

	// To the menu: q closes a box, leaves a finished hand, or has the
	// table ask (y leaves). One key at a time, each answered, so that no q
	// reaches the menu (it quits).
	since := func(mark int) string { return ansi.Strip(player.out.String()[mark:]) }
	for menu := false; !menu; {
		mark := player.out.Len()
		player.in.Write([]byte("q"))
		waitFor(t, "an answer to q", func() bool { return player.out.Len() > mark })
		time.Sleep(100 * time.Millisecond)
		switch got := since(mark); {
		case strings.Contains(got, "enter choose"):
			menu = true
		case strings.Contains(got, "y leave"):
			mark = player.out.Len()
			player.in.Write([]byte("y"))
			waitFor(t, "the menu", func() bool { return strings.Contains(since(mark), "enter choose") })
			menu = true
		}
	}
	mark := player.out.Len()
	player.in.Write([]byte("t"))
	waitFor(t, "the Watch screen", func() bool { return strings.Contains(since(mark), "Your code: ") })
	player.in.Write([]byte("x"))
	// The teacher's screen goes from the table to the Watch screen, all
	// of it drawn anew (the player's changes a line, drawn as a diff).
	teacher.waitScreen(t, "The watch ended: member")
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// pretty is a card as the table draws it: "Kh" as "K♥".
func pretty(c string) string {
	if len(c) != 2 {
		return c
	}
	return c[:1] + map[byte]string{'h': "♥", 'd': "♦", 'c': "♣", 's': "♠"}[c[1]]
}
