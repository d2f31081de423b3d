package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"razz/tui/theme"
)

// The log laid out line by line as it is said (layOut on the lines laid
// out before) is the log laid out whole, at each line, and again after
// the width or the theme changed, several lines said at once included.
func TestLogLaidOutAsItGrows(t *testing.T) {
	dark, light := theme.New(theme.Options{}, true), theme.New(theme.Options{}, false)
	l := newDealerLog()
	th, width := &dark, 40
	for i := range 60 {
		l.say(narration{text: fmt.Sprintf("line %d: %s", i, strings.Repeat("seat two calls the bet ", i%5))})
		if i%7 == 3 {
			l.say(narration{text: "and one more said at once"})
		}
		switch i {
		case 20:
			width = 33
		case 40:
			th = &light
		}
		l.layOut(th, width)
		if want := l.laidOutTo(th, width); !slices.Equal(l.cache.Lines, want) {
			t.Fatalf("after line %d at width %d: laid out\n%q\nwhole\n%q", i, width, l.cache.Lines, want)
		}
	}
}
