package engine

import (
	"encoding/json"
	"testing"
)

// The fast writer writes a float as encoding/json does, byte for byte.
func TestAppendJSONFloat(t *testing.T) {
	for _, f := range []float64{0, 0.15, 0.04, 1, 0.1 + 0.2, 1e-6, 9.99e-7, 1e-7, 1.5e-12, 1e20, 1e21, 12345678.25, -0.5, -3e-9} {
		want, _ := json.Marshal(f)
		if got := appendJSONFloat(nil, f); string(got) != string(want) {
			t.Errorf("%v: %s, encoding/json %s", f, got, want)
		}
	}
}

// A seat's mistakes is a chance: ParseLog refuses one outside 0 to 1 with
// a line that says so, and reads one inside.
func TestParseLogMistakes(t *testing.T) {
	line := func(m string) []byte {
		return []byte(`{"version":2,"game":"razz","seed":1,"hand":1,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":4},"seats":[{"seat":1,"name":"A","stack":1000},{"seat":2,"name":"B","stack":1000,"bot":"rock","mistakes":` + m + `}],"deal":{},"community":null,"actions":[],"showdown":[],"returned":[],"awards":[],"stacks_after":{}}`)
	}
	for _, m := range []string{"-0.01", "1.5", "7"} {
		if _, err := ParseLog(line(m)); err == nil || err.Error() != "seat 2's mistakes "+m+": want a chance from 0 to 1" {
			t.Errorf("mistakes %s: %v", m, err)
		}
	}
	for _, m := range []string{"0", "0.15", "1"} {
		l, err := ParseLog(line(m))
		if err != nil || l.Seats[1].Mistakes == nil || l.Seats[0].Mistakes != nil {
			t.Errorf("mistakes %s: %v %+v", m, err, l.Seats)
		}
	}
}
