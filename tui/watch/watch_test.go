package watch

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// A player shares, a watcher enters the code, sees the newest frame and
// the coach's lines, sends a note; the player sees who watches and ends
// it, and the watcher is told.
func TestShareWatchNoteEnd(t *testing.T) {
	t.Parallel()
	h := NewHub()
	alice, bob := h.Join("alice"), h.Join("bob")
	defer alice.Close()
	defer bob.Close()
	code := alice.Share()
	if len(code) != CodeLen || alice.Share() != code {
		t.Fatalf("code %q, then %q", code, alice.Share())
	}
	alice.Publish(Frame{Title: "hand 1", Body: "first"})
	if _, err := bob.Watch("nope"); !errors.Is(err, ErrNoCode) {
		t.Fatalf("a wrong code: %v", err)
	}
	if _, err := alice.Watch(code); !errors.Is(err, ErrYourself) {
		t.Fatalf("one's own code: %v", err)
	}
	name, err := bob.Watch(strings.ToLower(code[:3]) + "-" + code[3:])
	if err != nil || name != "alice" {
		t.Fatalf("watch: %q %v", name, err)
	}
	if e := alice.Wait(); !reflect.DeepEqual(e, Watchers{Names: []string{"bob"}}) {
		t.Fatalf("alice was told %#v", e)
	}
	if e := bob.Wait(); !reflect.DeepEqual(e, Frame{Title: "hand 1", Body: "first"}) {
		t.Fatalf("bob first got %#v, want the last frame", e)
	}
	alice.Publish(Frame{Body: "second"})
	alice.Publish(Frame{Body: "third"})
	alice.Coach("Coach: fold")
	if e := bob.Wait(); e != (Coach{Line: "Coach: fold"}) {
		t.Fatalf("bob got %#v, want the coach's line first", e)
	}
	if e := bob.Wait(); e != (Frame{Body: "third"}) {
		t.Fatalf("bob got %#v, want the newest frame only", e)
	}
	if err := bob.Note("  watch   the door cards  "); err != nil {
		t.Fatal(err)
	}
	if e := alice.Wait(); e != (Note{From: "bob", Text: "watch the door cards"}) {
		t.Fatalf("alice got %#v", e)
	}
	if err := bob.Note(strings.Repeat("x", 500)); err != nil {
		t.Fatal(err)
	}
	if e := alice.Wait().(Note); len([]rune(e.Text)) != MaxNote {
		t.Errorf("a long note is %d characters", len([]rune(e.Text)))
	}
	alice.Unshare()
	if e := bob.Wait(); e != (Ended{Why: "alice ended the watch"}) {
		t.Fatalf("bob got %#v", e)
	}
	if bob.Watching() != "" || len(alice.Watchers()) != 0 {
		t.Error("the watch is still on")
	}
	if _, err := bob.Watch(code); !errors.Is(err, ErrNoCode) {
		t.Errorf("an ended code still works: %v", err)
	}
}

// After MaxTries wrong codes, even the right one is refused.
func TestTries(t *testing.T) {
	t.Parallel()
	h := NewHub()
	alice, eve := h.Join("alice"), h.Join("eve")
	code := alice.Share()
	for range MaxTries - 1 {
		if _, err := eve.Watch("WRONG1"); !errors.Is(err, ErrNoCode) {
			t.Fatal(err)
		}
	}
	if _, err := eve.Watch("WRONG1"); !errors.Is(err, ErrTries) {
		t.Fatalf("the last try: %v", err)
	}
	if _, err := eve.Watch(code); !errors.Is(err, ErrTries) {
		t.Fatalf("after the tries: %v", err)
	}
}

// Close wakes Wait with nil, and the watcher of a member who leaves is told.
func TestClose(t *testing.T) {
	t.Parallel()
	h := NewHub()
	alice, bob := h.Join("alice"), h.Join("bob")
	if _, err := bob.Watch(alice.Share()); err != nil {
		t.Fatal(err)
	}
	done := make(chan Event)
	go func() {
		for {
			e := alice.Wait()
			if e == nil {
				close(done)
				return
			}
		}
	}()
	alice.Close()
	<-done
	if e := bob.Wait(); e != (Ended{Why: "alice left"}) {
		t.Fatalf("bob got %#v", e)
	}
	bob.Close()
	if bob.Wait() != nil {
		t.Error("Wait after Close")
	}
}
