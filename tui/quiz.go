package tui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"razz/engine"
	"razz/tui/store"
)

// QuizOptions come from `razz quiz` flags.
type QuizOptions struct {
	Drill  Drill
	Chosen bool   // a drill was given: skip the drill list
	Level  Level  // LevelMixed leans toward the levels the user gets wrong
	Timed  bool   // 60 seconds, as many as possible
	Rounds int    // questions in a round; 0 for no end
	Seed   uint64 // the same seed gives the same questions
}

// TimedSeconds is the length of a timed round.
const TimedSeconds = 60

type quizState int

const (
	quizPick quizState = iota // choosing a drill
	quizAsk
	quizFeedback
	quizDone // a round or the time is over
)

// quizTickMsg counts down a timed round; gen tells old timers apart.
type quizTickMsg struct{ gen int }

// quiz is the quiz screen: a drill list, then questions and feedback.
type quiz struct {
	sh   *Shared
	o    QuizOptions
	w, h int

	state  quizState
	cursor int // in the drill list
	n      int // questions dealt this session: the seed's index
	q      question

	// the answer being given
	chosen [7]bool // best five
	at     int     // best five: the card under the cursor
	typed  string  // name that low
	hint   string

	// the answer given
	pick  int // compare: +1, -1, 0; seats: the seat
	five  []engine.Card
	right bool

	// this round
	asked, correct, streak, bestStreak int
	timeLeft, gen                      int
	newBest                            bool
	// flash is the verdict on the last answer of a timed round: a timed
	// round never waits on feedback, the next question comes at once.
	flash string
}

func newQuiz(sh *Shared, o QuizOptions) Screen {
	z := &quiz{sh: sh, o: o, cursor: int(o.Drill)}
	if o.Chosen {
		z.state = quizAsk
	}
	return z
}

// Init starts the first question when the quiz opens on one.
func (z *quiz) Init() tea.Cmd {
	if z.state == quizAsk {
		return z.start()
	}
	return nil
}

// Enter is called when the menu opens the quiz: the drill list.
func (z *quiz) Enter() tea.Cmd {
	z.Back()
	return nil
}

func (z *quiz) Title() string {
	if z.state == quizPick {
		return "Quiz"
	}
	return "Quiz · " + z.o.Drill.Title()
}

func (z *quiz) SetSize(width, height int) { z.w, z.h = width, height }

// Typing: the name drill takes letters, q included.
func (z *quiz) Typing() bool { return z.state == quizAsk && z.o.Drill == DrillName }

// Back leaves a round for the drill list.
func (z *quiz) Back() bool {
	if z.state == quizPick {
		return false
	}
	z.state = quizPick
	z.gen++ // stops the timer
	return true
}

func (z *quiz) Help() []key.Binding {
	k := z.sh.Keys
	switch z.state {
	case quizPick:
		return []key.Binding{k.Up, k.Down, k.Enter, k.Level, k.Timed}
	case quizFeedback:
		return []key.Binding{k.Next}
	case quizDone:
		again := k.Enter
		again.SetHelp("enter", "play again")
		return []key.Binding{again}
	}
	switch z.o.Drill {
	case DrillCompare:
		return []key.Binding{k.Hand1, k.Hand2, k.Split}
	case DrillBringIn, DrillFirst:
		seat := k.Seat
		seat.SetHelp(fmt.Sprintf("1-%d", z.q.seats()), "seat")
		return []key.Binding{seat}
	case DrillBestFive:
		return []key.Binding{k.Pick, k.Move, k.Toggle, k.Answer}
	default:
		return []key.Binding{k.Answer, k.Erase} // the root adds esc back: q is a letter here
	}
}

// start begins a round of the chosen drill.
func (z *quiz) start() tea.Cmd {
	z.asked, z.correct, z.streak, z.bestStreak, z.newBest = 0, 0, 0, 0, false
	z.flash = ""
	z.next()
	if !z.o.Timed {
		return nil
	}
	z.timeLeft = TimedSeconds
	z.gen++
	return z.tick()
}

func (z *quiz) tick() tea.Cmd {
	gen := z.gen
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return quizTickMsg{gen} })
}

// next deals the next question.
func (z *quiz) next() {
	l := z.o.Level
	if l == LevelMixed {
		l = pickLevel(z.o.Seed, z.o.Drill, z.n, z.sh.Stats)
	}
	z.q = newQuestion(z.o.Drill, l, questionRand(z.o.Seed, z.o.Drill, l, z.n))
	z.n++
	z.state = quizAsk
	z.chosen, z.at, z.typed, z.hint, z.five = [7]bool{}, 0, "", "", nil
}

func (z *quiz) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case quizTickMsg:
		if msg.gen != z.gen || z.state == quizPick || z.state == quizDone {
			return z, nil
		}
		z.timeLeft--
		if z.timeLeft > 0 {
			return z, z.tick()
		}
		return z, z.finish()
	case tea.KeyPressMsg:
		return z, z.key(msg)
	}
	return z, nil
}

// finish ends a round; a timed round keeps its best score.
func (z *quiz) finish() tea.Cmd {
	z.state = quizDone
	z.gen++
	if !z.o.Timed {
		return nil
	}
	d, score := z.o.Drill, z.correct
	return z.sh.update(func(s *store.QuizRecord) { z.newBest = s.RecordTimed(d.ID(), score) || z.newBest })
}

func (z *quiz) key(k tea.KeyPressMsg) tea.Cmd {
	keys := z.sh.Keys
	switch z.state {
	case quizPick:
		ds := Drills()
		switch {
		case key.Matches(k, keys.Up):
			z.cursor = (z.cursor + len(ds) - 1) % len(ds)
		case key.Matches(k, keys.Down):
			z.cursor = (z.cursor + 1) % len(ds)
		case key.Matches(k, keys.Level):
			z.o.Level = map[Level]Level{LevelMixed: Easy, Easy: Medium, Medium: Hard, Hard: LevelMixed}[z.o.Level]
		case key.Matches(k, keys.Timed):
			z.o.Timed = !z.o.Timed
		case key.Matches(k, keys.Enter):
			z.o.Drill = ds[z.cursor]
			return z.start()
		}
		return nil
	case quizFeedback:
		if key.Matches(k, keys.Next) {
			if (z.o.Timed && z.timeLeft <= 0) || (!z.o.Timed && z.o.Rounds > 0 && z.asked >= z.o.Rounds) {
				return z.finish()
			}
			z.next()
		}
		return nil
	case quizDone:
		if key.Matches(k, keys.Enter) {
			return z.start()
		}
		return nil
	}
	return z.answerKey(k)
}

// answerKey reads an answer to the question on screen.
func (z *quiz) answerKey(k tea.KeyPressMsg) tea.Cmd {
	keys := z.sh.Keys
	q := z.q
	switch z.o.Drill {
	case DrillCompare:
		switch {
		case key.Matches(k, keys.Hand1):
			return z.answer(1, q.gradeCompare(1))
		case key.Matches(k, keys.Hand2):
			return z.answer(-1, q.gradeCompare(-1))
		case key.Matches(k, keys.Split):
			return z.answer(0, q.gradeCompare(0))
		}
	case DrillBringIn, DrillFirst:
		if key.Matches(k, keys.Seat) {
			seat := int(k.String()[0] - '0')
			if seat <= q.seats() {
				return z.answer(seat, q.gradeSeat(seat))
			}
			z.hint = seatRange(q.seats())
		}
	case DrillBestFive:
		switch {
		case key.Matches(k, keys.Pick):
			z.at = int(k.String()[0] - '1')
			z.chosen[z.at] = !z.chosen[z.at]
			z.hint = "" // the count below the cards says the rest
		case key.Matches(k, keys.Left):
			z.at = (z.at + 6) % 7
		case key.Matches(k, keys.Right):
			z.at = (z.at + 1) % 7
		case key.Matches(k, keys.Toggle):
			z.chosen[z.at] = !z.chosen[z.at]
			z.hint = ""
		case key.Matches(k, keys.Answer):
			var five []engine.Card
			for i, c := range q.hand.Cards {
				if z.chosen[i] {
					five = append(five, c)
				}
			}
			if len(five) != 5 {
				z.hint = fmt.Sprintf("Choose exactly five cards (%d chosen).", len(five))
				return nil
			}
			z.five = five
			return z.answer(0, q.gradeFive(five))
		}
	case DrillName:
		switch {
		case key.Matches(k, keys.Answer):
			if strings.TrimSpace(z.typed) == "" {
				z.hint = "Type a short name first, like 86 or KK."
				return nil
			}
			return z.answer(0, q.gradeName(z.typed))
		case key.Matches(k, keys.Erase):
			if r := []rune(z.typed); len(r) > 0 {
				z.typed = string(r[:len(r)-1])
			}
		case len(k.Text) == 1 && len(z.typed) < 8 && strings.ContainsAny(k.Text, "0123456789AaJjQqKkTtWwHhEeLl-"):
			z.typed += strings.ToUpper(k.Text)
		}
	}
	return nil
}

// answer grades and records an answer.
func (z *quiz) answer(pick int, right bool) tea.Cmd {
	z.pick, z.right = pick, right
	z.state = quizFeedback
	z.asked++
	if right {
		z.correct++
		z.streak++
		z.bestStreak = max(z.bestStreak, z.streak)
	} else {
		z.streak = 0
	}
	d, l := z.q.drill, z.q.level
	save := z.sh.update(func(s *store.QuizRecord) { s.Record(d.ID(), l.String(), right) })
	if z.o.Timed {
		// the clock never waits for the user to read: say right or wrong
		// in one line above the next question
		z.flash = z.verdict(z.answerText())
		z.next()
	}
	return save
}

// answerText is the answer to the question on screen, said in a few words.
func (z *quiz) answerText() string {
	q := z.q
	switch q.drill {
	case DrillCompare:
		if q.cmp.Winner == 0 {
			return "a split pot."
		}
		return fmt.Sprintf("hand %d wins.", map[int]int{1: 1, -1: 2}[q.cmp.Winner])
	case DrillBringIn:
		return fmt.Sprintf("seat %d.", q.bring.Seat)
	case DrillFirst:
		return fmt.Sprintf("seat %d.", q.first.Seat)
	case DrillBestFive:
		return "the best five make " + withArticle(q.hand.Low.Name()) + "."
	}
	l := q.hand.Low
	return fmt.Sprintf("%s, %s (%s).", l.ShortName(), l.Name(), l.Dashed())
}

// The grading: every answer is checked against the engine's own result.

func (q question) gradeCompare(winner int) bool { return winner == q.cmp.Winner }

func (q question) gradeSeat(seat int) bool {
	if q.drill == DrillBringIn {
		return seat == q.bring.Seat
	}
	return seat == q.first.Seat
}

func (q question) gradeFive(five []engine.Card) bool {
	return len(five) == 5 && engine.LowOf(five) == q.hand.Low
}

func (q question) gradeName(typed string) bool {
	return normalizeName(typed) == strings.ToUpper(q.hand.Low.ShortName())
}

// seatRange names the seats of a table: "Seats 1 and 2.", "Seats 1 to 5.".
func seatRange(n int) string {
	if n == 2 {
		return "Seats 1 and 2."
	}
	return fmt.Sprintf("Seats 1 to %d.", n)
}

func (q question) seats() int {
	if q.drill == DrillBringIn {
		return len(q.doors)
	}
	return len(q.boards)
}

// --- drawing ---

func (z *quiz) View() string {
	switch z.state {
	case quizPick:
		return z.viewPick()
	case quizDone:
		return z.viewDone()
	}
	t := z.sh.Theme
	var body []string
	switch z.o.Drill {
	case DrillCompare:
		body = z.viewCompare()
	case DrillBringIn, DrillFirst:
		body = z.viewSeats()
	case DrillBestFive:
		body = z.viewBestFive()
	default:
		body = z.viewName()
	}
	if z.state == quizAsk && z.hint != "" {
		body = append(body, "", t.Warn.Render(z.hint))
	}
	return z.statusLine() + "\n" + z.flash + "\n" + strings.Join(body, "\n")
}

// statusLine: the drill and level on the left, the score on the right.
func (z *quiz) statusLine() string {
	t := z.sh.Theme
	left := t.Title.Render(z.o.Drill.Title()) + t.Subtle.Render("  "+z.q.level.String())
	if z.o.Level == LevelMixed {
		left += t.Subtle.Render(" (mixed)")
	}
	// the score, longest first: the first that fits is shown
	var rights []string
	switch {
	case z.o.Timed:
		rights = []string{fmt.Sprintf("%d:%02d left · %d right", max(z.timeLeft, 0)/60, max(z.timeLeft, 0)%60, z.correct)}
	default:
		n := z.asked + 1
		if z.state == quizFeedback {
			n = z.asked
		}
		num := fmt.Sprint(n)
		if z.o.Rounds > 0 {
			num += fmt.Sprintf(" of %d", z.o.Rounds)
		}
		score := fmt.Sprintf(" · %d right", z.correct)
		streak := fmt.Sprintf(" · streak %d", z.streak)
		rights = []string{"question " + num + score + streak, num + score + streak, num + score}
	}
	right := rights[len(rights)-1]
	for _, r := range rights {
		if lipgloss.Width(left)+1+lipgloss.Width(r) <= z.w {
			right = r
			break
		}
	}
	right = t.Subtle.Render(right)
	gap := max(z.w-lipgloss.Width(left)-lipgloss.Width(right), 1)
	return left + strings.Repeat(" ", gap) + right
}

// verdict is the first line of feedback.
func (z *quiz) verdict(what string) string {
	t := z.sh.Theme
	if z.right {
		return t.Good.Render("✓ Right: " + what)
	}
	return t.Bad.Render("✗ Not quite: " + what)
}

// wrap wraps explanation lines to the screen, each in style st.
func (z *quiz) wrap(lines []string, st lipgloss.Style) []string {
	var out []string
	for _, l := range lines {
		for _, w := range wrapWords(l, z.w) {
			out = append(out, st.Render(w))
		}
	}
	return out
}

var pickBlurbs = [numDrills]string{
	"two hands: which low is better?",
	"door cards: which seat must bring in?",
	"boards on fourth to seventh street: who acts first?",
	"seven cards: choose the five that make the best low",
	"type a low's short name: 86, w, KK",
}

func (z *quiz) viewPick() string {
	t := z.sh.Theme
	var b strings.Builder
	b.WriteString(t.Title.Render("Choose a drill") + "\n\n")
	for i, d := range Drills() {
		if i == z.cursor {
			b.WriteString(t.Selected.Render("▸ "+padRight(d.Title(), 22)) + t.Text.Render(pickBlurbs[d]) + "\n")
		} else {
			b.WriteString("  " + t.Text.Render(padRight(d.Title(), 22)) + t.Subtle.Render(pickBlurbs[d]) + "\n")
		}
	}
	level := z.o.Level.String()
	if z.o.Level == LevelMixed {
		level += t.Subtle.Render(" — leans toward the questions you get wrong")
	}
	timed := "off"
	if z.o.Timed {
		timed = fmt.Sprintf("on — %d seconds, as many right answers as you can", TimedSeconds)
	}
	rounds := "no end"
	if z.o.Rounds > 0 {
		rounds = fmt.Sprintf("%d questions", z.o.Rounds)
	}
	b.WriteString("\n")
	b.WriteString(t.Key.Render("l") + t.Text.Render(" level  ") + level + "\n")
	b.WriteString(t.Key.Render("t") + t.Text.Render(" timed  ") + timed + "\n")
	b.WriteString(t.Subtle.Render("  round  " + rounds))
	if z.o.Timed {
		if best, ok := z.sh.Stats.Timed[Drills()[z.cursor].ID()]; ok {
			b.WriteString("\n" + t.Subtle.Render(fmt.Sprintf("  best timed score for this drill: %d", best)))
		}
	}
	return b.String()
}

func (z *quiz) viewDone() string {
	t := z.sh.Theme
	var lines []string
	if z.o.Timed {
		lines = append(lines, t.Title.Render("Time!"), "")
		lines = append(lines, z.wrap([]string{fmt.Sprintf("%d right out of %d in %d seconds.", z.correct, z.asked, TimedSeconds)}, t.Text)...)
		best, ok := z.sh.Stats.Timed[z.o.Drill.ID()]
		switch {
		case z.newBest:
			lines = append(lines, z.wrap([]string{fmt.Sprintf("A new best for %s: %d.", z.o.Drill.Title(), best)}, t.Good)...)
		case !ok: // a score of 0 is not kept
			lines = append(lines, z.wrap([]string{"No best score yet for this drill."}, t.Subtle)...)
		default:
			lines = append(lines, z.wrap([]string{fmt.Sprintf("Your best: %d.", best)}, t.Subtle)...)
		}
	} else {
		lines = append(lines, t.Title.Render("Round over"), "")
		lines = append(lines, z.wrap([]string{fmt.Sprintf("%d right out of %d (%.0f%%), best streak %d.",
			z.correct, z.asked, 100*float64(z.correct)/float64(max(z.asked, 1)), z.bestStreak)}, t.Text)...)
	}
	lines = append(lines, "")
	lines = append(lines, z.wrap([]string{"enter plays again; q goes back to the drills.", "Your record is on the Stats screen."}, t.Subtle)...)
	return strings.Join(lines, "\n")
}

// --- which low wins ---

func (z *quiz) viewCompare() []string {
	t := z.sh.Theme
	q := z.q
	boxW := (z.w - 2) / 2
	box := func(i int) string {
		e := q.hands[i]
		title := fmt.Sprintf("Hand %d", i+1)
		var lines []string
		if z.state == quizAsk {
			lines = []string{t.Cards(e.Cards)}
		} else {
			mark := q.cmp.Position
			name := t.Accent.Render(e.Low.Name())
			if mark < 0 {
				name = t.Highlight.Render(e.Low.Name())
			}
			lines = []string{t.HandWithOut(e), t.BestFive(e, mark) + t.Subtle.Render("  plays"), name}
			won := q.cmp.Winner == 0 || (q.cmp.Winner == 1) == (i == 0)
			if won {
				title += " ★"
			}
		}
		st := t.Box.Width(boxW)
		if z.state == quizFeedback && z.pick != 0 && (z.pick == 1) == (i == 0) {
			title += "  (your pick)"
		}
		return st.Render(t.Accent.Render(title) + "\n" + strings.Join(lines, "\n"))
	}
	out := []string{lipgloss.JoinHorizontal(lipgloss.Top, box(0), "  ", box(1))}
	if z.state == quizAsk {
		ask := "Which low is better?"
		if len(q.hands[0].Cards) > 5 {
			ask = "Seven cards each: find each best five. Which low is better?"
		}
		return append(out, "", t.Text.Render(ask))
	}
	what := z.answerText()
	lines := showdownText(t, [2]string{"Hand 1", "Hand 2"}, q.hands, q.cmp)
	out = append([]string{z.verdict(what), ""}, out...)
	out = append(out, "")
	out = append(out, z.wrap(lines[2:], t.Highlight)...)
	return append(out, z.wrap(lines[:2], t.Text)...)
}

// --- who brings in, who acts first ---

func (z *quiz) viewSeats() []string {
	t := z.sh.Theme
	q := z.q
	answer := q.bring.Seat
	var out []string
	if z.q.drill == DrillBringIn {
		out = append(out, t.Text.Render("Third street. Who must bring in?"))
	} else {
		answer = q.first.Seat
		out = append(out, t.Text.Render(capitalize(engine.Street(q.street).Name)+". Who acts first?"))
	}
	out = append(out, "")
	rows := make([]string, q.seats())
	width := 0
	for i := range rows {
		downs := 2
		var up []engine.Card
		if q.drill == DrillBringIn {
			up = []engine.Card{q.doors[i].Card}
		} else {
			up = q.boards[i].Cards
			if q.street == 7 {
				downs = 3
			}
		}
		rows[i] = t.Text.Render(fmt.Sprintf("Seat %d  ", i+1)) + strings.Repeat(t.CardBack()+" ", downs) + " " + t.Cards(up)
		width = max(width, lipgloss.Width(rows[i]))
	}
	for i, row := range rows {
		seat := i + 1
		if z.state == quizFeedback {
			var notes []string
			if q.drill == DrillFirst {
				notes = append(notes, q.boards[i].Partial())
			}
			if seat == answer {
				notes = append(notes, t.Good.Render("◀ "+map[bool]string{true: "brings in", false: "acts first"}[q.drill == DrillBringIn]))
			}
			if seat == z.pick && !z.right {
				notes = append(notes, t.Bad.Render("your pick"))
			}
			note := t.Subtle.Render(strings.Join(notes, "  "))
			row = padCells(row, min(width+3, z.w-lipgloss.Width(note))) + note
		}
		out = append(out, row)
	}
	if z.state == quizAsk {
		return out
	}
	var lines []string
	if q.drill == DrillBringIn {
		lines = bringInText(t, q.bring)
	} else {
		lines = firstText(t, q.first)
	}
	what := z.answerText()
	out = append([]string{z.verdict(what), ""}, out...)
	out = append(out, "")
	out = append(out, z.wrap(lines[:1], t.Highlight)...)
	return append(out, z.wrap(lines[1:], t.Text)...)
}

// padCells pads a styled string to n cells.
func padCells(s string, n int) string {
	if w := lipgloss.Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s + " "
}

// --- best five from seven ---

func (z *quiz) viewBestFive() []string {
	t := z.sh.Theme
	q := z.q
	if z.state == quizAsk {
		var cards, nums []string
		n := 0
		for i, c := range q.hand.Cards {
			if z.chosen[i] {
				cards = append(cards, t.CardPicked(c))
				n++
			} else {
				cards = append(cards, t.Card(c))
			}
			num := fmt.Sprintf(" %d  ", i+1)
			if i == z.at {
				num = t.Accent.Render(" ▲  ")
			}
			nums = append(nums, num)
		}
		return []string{
			t.Text.Render("Choose the five cards that make the best low."), "",
			"  " + strings.Join(cards, " "),
			"  " + strings.Join(nums, " "), "",
			t.Subtle.Render(fmt.Sprintf("%d of 5 chosen.", n)),
		}
	}
	yours := mustEval(z.five)
	best := q.hand
	if z.right {
		// suits never matter: the user's own five are shown as the best
		best = playedAs(q.hand, z.five)
	}
	what := z.answerText()
	out := []string{z.verdict(what), "",
		t.Text.Render("Dealt      ") + t.HandWithOut(best),
		t.Text.Render("Best five  ") + t.BestFive(best, -1) + "  " + t.Accent.Render(q.hand.Low.Name()),
	}
	if !z.right {
		out = append(out, t.Text.Render("Your five  ")+t.BestFive(yours, -1)+"  "+t.Bad.Render(yours.Low.Name()))
	}
	out = append(out, "")
	lines := []string{capitalize(outText(t, best)) + "."}
	if q.hand.Forced {
		lines = append(lines, "Fewer than five different ranks: a pair cannot be avoided, so play the least paired hand.")
	}
	if !z.right {
		lines = append(lines, capitalize(engine.Compare(q.hand.Low, yours.Low).Reason())+".")
	}
	return append(out, z.wrap(lines, t.Highlight)...)
}

// playedAs is the hand e played with the five cards chosen: they are the
// best five (in the written order of their low) and the other cards are
// left out, each with its reason. It is how a right answer that picked
// another suit of a rank than the engine did is shown.
func playedAs(e engine.Evaluation, five []engine.Card) engine.Evaluation {
	y := mustEval(five)
	p := engine.Evaluation{Cards: e.Cards, Low: y.Low, Best: y.Best, Forced: e.Forced}
	var in engine.CardSet
	var ranks uint16
	for _, c := range five {
		in |= c.Bit()
		ranks |= 1 << c.Rank()
	}
	for _, c := range e.Cards {
		if in.Has(c) {
			continue
		}
		why := engine.OutHigh
		if ranks&(1<<c.Rank()) != 0 {
			why = engine.OutPair
		}
		p.Out = append(p.Out, engine.LeftOut{Card: c, Reason: why})
	}
	return p
}

// --- name that low ---

func (z *quiz) viewName() []string {
	t := z.sh.Theme
	q := z.q
	if z.state == quizAsk {
		ask := "Name this low."
		if len(q.hand.Cards) > 5 {
			ask = "Name the best low of these seven cards."
		}
		lines := []string{
			t.Text.Render(ask), "",
			"  " + t.Cards(q.hand.Cards), "",
			t.Text.Render("Short name: ") + t.Accent.Render(z.typed) + t.Subtle.Render("█"), "",
		}
		for _, l := range wrapItems(nameExamples, " · ", z.w) {
			lines = append(lines, t.Subtle.Render(l))
		}
		return lines
	}
	l := q.hand.Low
	what := z.answerText()
	out := []string{z.verdict(what), "",
		t.Text.Render("Dealt      ") + t.HandWithOut(q.hand),
		t.Text.Render("Best five  ") + t.BestFive(q.hand, -1),
	}
	if !z.right {
		out = append(out, t.Text.Render("You typed   ")+t.Bad.Render(z.typed))
	}
	out = append(out, "")
	var lines []string
	switch l.Category() {
	case engine.NoPair:
		lines = append(lines, fmt.Sprintf("Read the best five from the top: %s is %s, named by its two highest cards.", l.Dashed(), withArticle(l.Name())))
	default:
		lines = append(lines, fmt.Sprintf("%s is %s: a paired low is named by its pairs.", l.Dashed(), withArticle(l.Name())))
	}
	if out := outText(t, q.hand); out != "" {
		lines = append(lines, capitalize(out)+".")
	}
	return append(out, z.wrap(lines, t.Highlight)...)
}

var nameExamples = []string{"w wheel", "86 eight-six low", "KK pair of kings", "3322 two pair",
	"777 three sevens", "KKK22 full house", "KKKK four kings"}

// withArticle: "an eight-six low", "a pair of kings", "the wheel".
func withArticle(name string) string {
	switch {
	case name == "wheel":
		return "the wheel"
	case strings.HasPrefix(name, "two pair"), strings.HasPrefix(name, "three "), strings.HasPrefix(name, "four "):
		return name
	case strings.ContainsAny(name[:1], "ae"):
		return "an " + name
	}
	return "a " + name
}
