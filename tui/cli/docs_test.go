package cli

import (
	"strings"
	"testing"

	"razz/tui/drill"
)

// The quiz's help names every drill --drill takes (it listed five of nine
// once the dead-cards, style, third and mistakes drills came).
func TestQuizHelpNamesEveryDrill(t *testing.T) {
	t.Parallel()
	long, ids := docs["quiz"].long, DrillIDs()
	for _, d := range drill.All() {
		if !strings.Contains(long, "  "+d.ID()+" ") || !strings.Contains(ids, d.ID()) {
			t.Errorf("drill %s missing from the quiz's help:\n%s\n%s", d.ID(), long, ids)
		}
	}
}
