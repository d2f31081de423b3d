package bots

import (
	"strings"
	"testing"

	"razz/engine"
)

// TestNoCompletingAgainstAnAllInBringIn: heads-up against a bring-in that
// went all-in, a strong start can only call; the coach says so, instead of
// "Call ...: worth completing for value".
func TestNoCompletingAgainstAnAllInBringIn(t *testing.T) {
	t.Parallel()
	l, err := engine.ParseLog([]byte(`{"version":1,"game":"razz","seed":1,"hand":1,
		"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},
		"seats":[{"seat":1,"name":"You","stack":1000},{"seat":2,"name":"Ann","stack":14}],
		"deal":{"1":["As","2s","3s"],"2":["7h","8h","Kd"]},"community":null,
		"actions":[{"street":3,"seat":1,"action":"ante","put":5,"to":5},{"street":3,"seat":2,"action":"ante","put":5,"to":5},
		{"street":3,"seat":2,"action":"bring-in","put":9,"to":9}],"awards":[],"stacks_after":{}}`))
	if err != nil {
		t.Fatal(err)
	}
	h, err := l.Redeal()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range l.Actions[2:] {
		kind, _ := engine.ParseActionKind(a.Action)
		if err := h.Apply(engine.Action{Kind: kind}); err != nil {
			t.Fatal(err)
		}
	}
	v := h.View(1)
	for _, o := range v.Legal {
		if o.Kind == engine.Complete {
			t.Fatalf("a completion is open: %v", v.Legal)
		}
	}
	a := Advise(v, nil)
	if strings.Contains(a.Reason, "worth completing for value") {
		t.Errorf("%s: %q", a.Option, a.Reason)
	}
	if a.Option.Kind == engine.Call && !strings.Contains(a.Reason, "all-in") {
		t.Errorf("the call does not say why it is no completion: %q", a.Reason)
	}
}
