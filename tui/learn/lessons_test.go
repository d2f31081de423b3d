package learn

import (
	"io/fs"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"razz/assets"
	"razz/bots/review"
	"razz/engine/enginetest"
	"razz/tui/drill"
	"razz/tui/store"
)

// TestPathInTheIssuesOrder: the lessons come in the order the path
// teaches, each text under its id, and no text lies outside the path.
func TestPathInTheIssuesOrder(t *testing.T) {
	t.Parallel()
	want := []string{"The low and naming it", "The bring-in", "Acting first", "The showdown and split pots",
		"All-ins and side pots", "Third-street starts", "Dead cards", "Reading boards", "Fourth-street decisions",
		"Fifth to seventh street", "Pot odds and the bets to come", "Playing against each style", "The HORSE switch"}
	var got []string
	for i, l := range Path() {
		got = append(got, l.Title)
		if l.N != i+1 {
			t.Errorf("%s is number %d", l.ID, l.N)
		}
		if f, ok := Find(l.ID); !ok || f.N != l.N {
			t.Errorf("Find(%q) = %v", l.ID, f.Name())
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the path:\n%q\nwant\n%q", got, want)
	}
	files, _ := fs.Glob(assets.Lessons, "learn/*.md")
	if len(files) != len(want) {
		t.Errorf("%d lesson texts, %d lessons", len(files), len(want))
	}
	if l, ok := Find("3"); !ok || l.ID != "acting-first" {
		t.Errorf("lesson 3 is %q", l.ID)
	}
}

// TestLessonsFitTheScreen: each lesson is one screen of text, TextLines
// lines at most of TextWidth columns, and its exercise is said in a line.
func TestLessonsFitTheScreen(t *testing.T) {
	t.Parallel()
	for _, l := range Path() {
		ls := l.Lines(TextWidth)
		if len(ls) > TextLines {
			t.Errorf("%s: %d lines, a screen has %d", l.ID, len(ls), TextLines)
		}
		for _, x := range append(ls, l.Exercise.Words()) {
			if utf8.RuneCountInString(x) > TextWidth {
				t.Errorf("%s: a line of %d columns: %q", l.ID, utf8.RuneCountInString(x), x)
			}
		}
		if got := l.Lines(0); len(got) >= len(ls) {
			t.Errorf("%s: unwrapped, %d lines (wrapped %d)", l.ID, len(got), len(ls))
		}
		if strings.ContainsAny(strings.Join(l.Lines(0), ""), "*`{}") {
			t.Errorf("%s: marks left in the plain text: %q", l.ID, l.Lines(0))
		}
	}
}

// TestLessonsQuoteTheRules: a rule a lesson teaches is the Rules page's
// block quoted word for word ({{rule ...}}), each quote names exactly one
// block, the lessons on the rules quote them, and the Rules page's
// sections on all-ins, short all-ins and show order each reach a lesson.
// No lesson writes a rule's sentence out itself: one source for each.
func TestLessonsQuoteTheRules(t *testing.T) {
	t.Parallel()
	quoted := map[string]bool{}
	for _, l := range Path() {
		src, err := fs.ReadFile(assets.Lessons, "learn/"+l.ID+".md")
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, m := range regexp.MustCompile(`\{\{rule ([^}]+)\}\}`).FindAllStringSubmatch(string(src), -1) {
			r, err := Rule(m[1])
			if err != nil {
				t.Errorf("%s: %v", l.ID, err)
				continue
			}
			if !strings.Contains(l.Text(), r) {
				t.Errorf("%s: the quote of %q is not the Rules page's words", l.ID, m[1])
			}
			quoted[r] = true
			n++
		}
		teaches := map[string]bool{"low": true, "bring-in": true, "acting-first": true, "showdown": true, "all-ins": true, "reading-boards": true, "fifth-to-seventh": true}
		if teaches[l.ID] && n == 0 {
			t.Errorf("%s teaches a rule and quotes none of the Rules page", l.ID)
		}
		own := flat(plain(placeholder.ReplaceAllString(string(src), "")))
		for _, b := range rules {
			for _, sentence := range strings.Split(plain(b.text), ". ") {
				if len(sentence) >= 40 && strings.Contains(own, flat(sentence)) {
					t.Errorf("%s writes out the Rules page's %q instead of quoting it", l.ID, sentence)
				}
			}
		}
	}
	for _, begins := range []string{"A player short of chips", "What everyone put in", "At the showdown the last player to bet or raise", "A bet, completion or raise all-in for less", "**A short bring-in.**"} {
		r, err := Rule(begins)
		if err != nil || !quoted[r] {
			t.Errorf("no lesson quotes the Rules page's %q (%v)", begins, err)
		}
	}
	if _, err := Rule("- "); err == nil {
		t.Error("a quote that fits every list item was taken")
	}
	if _, err := Rule("Nothing of the kind"); err == nil {
		t.Error("a quote of nothing was taken")
	}
}

// TestLessonsOfABadText: a text that quotes what the Rules page does not
// say, or has no title, is refused (the build's assets are read so).
func TestLessonsOfABadText(t *testing.T) {
	t.Parallel()
	good := fstest.MapFS{}
	for _, p := range path {
		good["learn/"+p.id+".md"] = &fstest.MapFile{Data: []byte("# A title\n\nWords.\n")}
	}
	if _, err := readLessons(good); err != nil {
		t.Fatalf("good texts refused: %v", err)
	}
	for name, text := range map[string]string{"no rule": "# T\n\n- {{rule Nothing said}}\n", "no title": "Words.\n", "no class": "# T\n{{class nine-ish}}\n", "no style": "# T\n{{style shark}}\n"} {
		bad := fstest.MapFS{}
		for k, v := range good {
			bad[k] = v
		}
		bad["learn/"+path[2].id+".md"] = &fstest.MapFile{Data: []byte(text)}
		if _, err := readLessons(bad); err == nil {
			t.Errorf("%s: taken", name)
		}
	}
	delete(good, "learn/"+path[0].id+".md")
	if _, err := readLessons(good); err == nil {
		t.Error("a missing text was taken")
	}
}

// TestExercisesAskTheirDrills: an exercise's questions are its drills'
// in turn, at the stated level, the same for the same seed; the fourth
// and later-street lessons ask only their streets.
func TestExercisesAskTheirDrills(t *testing.T) {
	t.Parallel()
	for _, l := range Path() {
		e := l.Exercise
		if e.Questions != 10 || e.Pass != 8 || !strings.HasPrefix(e.Words(), "10 questions (") || !strings.Contains(e.Words(), "8"+drill.Keep+"right pass") {
			t.Errorf("%s: %+v %q", l.ID, e, e.Words())
		}
		if l.ID == "fourth-street" || l.ID == "fifth-to-seventh" || l.ID == "third-street" || l.ID == "styles" {
			continue // dealt and checked below, or slow: the coach's range read
		}
		for n := range len(e.Parts) * 2 {
			q := l.Question(7, n)
			if q.Level() != e.Parts[n%len(e.Parts)].Level {
				t.Errorf("%s %d: level %s", l.ID, n, q.Level())
			}
			if !reflect.DeepEqual(q, l.Question(7, n)) {
				t.Errorf("%s %d: seed 7 gave two questions", l.ID, n)
			}
		}
	}
	for id, streets := range map[string][]int{"fourth-street": {4}, "fifth-to-seventh": {5, 6, 7}} {
		l, _ := Find(id)
		for n := range 3 {
			q := l.Question(5, n).(*drill.LaterQuestion)
			if s := q.View.Street; s < streets[0] || s > streets[len(streets)-1] {
				t.Errorf("%s %d: a question on street %d", id, n, s)
			}
		}
	}
	if l, _ := Find("horse"); len(l.Exercise.Parts) < 2 {
		t.Error("the HORSE switch asks one drill")
	}
}

// TestNextStep: the next step is the first lesson not passed (a lesson
// tried and failed says so, a retake that fails keeps a pass); after the
// path, the costliest leak names its lesson and drill; with no leak, the
// table.
func TestNextStep(t *testing.T) {
	t.Parallel()
	rec := store.NewLearnRecord()
	if s := Next(rec, nil); s.Lesson.ID != "low" || s.Words != "Next: 1. The low and naming it." || s.Short != "Start here: 1. The low and naming it" {
		t.Errorf("fresh: %+v", s)
	}
	rec.Took("low", 9, true)
	rec.Took("bring-in", 6, false)
	if s := Next(rec, nil); s.Lesson.ID != "bring-in" || !strings.HasPrefix(s.Words, "Next, again: 2.") || s.Short != "Next, again: 2. The bring-in" {
		t.Errorf("after a failed try: %+v", s)
	}
	rec.Took("low", 3, false) // a retake that falls short
	if !rec.Lessons["low"].Passed || rec.Lessons["low"].Best != 9 || rec.Lessons["low"].Tries != 2 {
		t.Errorf("the retake lost the pass: %+v", rec.Lessons["low"])
	}
	for _, l := range Path() {
		rec.Took(l.ID, 10, true)
	}
	leaks := LeaksOf(&store.QuizRecord{Leaks: map[string]store.Leak{
		"passive": {Count: 2, CostBB: 0.6}, "folded-odds": {Count: 4, CostBB: 2.3}, "chased": {Count: 1, CostBB: 0.4}}})
	if leaks[0].Kind != review.FoldedOdds || leaks[2].Kind != review.Chased {
		t.Fatalf("leaks not costliest first: %+v", leaks)
	}
	s := Next(rec, leaks)
	if s.Lesson == nil || s.Lesson.ID != "pot-odds" || s.Drill != drill.PotOdds || s.Leak.Kind != review.FoldedOdds ||
		!strings.Contains(s.Words, "folded with the pot odds to call (4 times, 2.30 big bets)") || !strings.Contains(s.Words, "11. Pot odds and the bets to come") ||
		!strings.Contains(s.Short, "Path done; for your leak: 11. Pot odds") {
		t.Errorf("after the path: %+v", s)
	}
	for k := range leakLessons {
		if _, ok := Find(leakLessons[k].lesson); !ok {
			t.Errorf("leak %s leads to no lesson", k)
		}
	}
	if s := Next(rec, nil); s.Lesson != nil || !strings.Contains(s.Words, "razz play") {
		t.Errorf("no leak: %+v", s)
	}
}

// TestImportsNoScreen: the path draws nothing.
func TestImportsNoScreen(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/assets", "razz/bots", "razz/bots/review", "razz/tui/drill", "razz/tui/store")
}
