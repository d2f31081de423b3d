// Package menu is the first screen: Learn (which names the learner's next
// step), Play, Quiz, Rules, the chart, History, Stats, the warm-up,
// Settings (Watch over razz serve) and Quit, opened with enter or the
// item's own key, drawn beside it. It imports tui/screen, tui/widget
// and tui/learn (the next step's words).
package menu

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"razz/tui/learn"
	"razz/tui/screen"
	"razz/tui/widget"
)

type menuItem struct {
	name, desc string
	id         screen.ID
	quit       bool
	key        key.Binding // its own key, drawn beside it
}

// menu is the first screen: Learn, Play, Quiz, Rules, Stats, ..., Quit.
type menu struct {
	ctx    screen.Context
	items  []menuItem
	cursor int
	w, h   int
}

// New is the menu, its cursor on start (the screen razz opened on).
func New(ctx screen.Context, start screen.ID) screen.Screen {
	k := ctx.Keys().Menu
	m := &menu{ctx: ctx, items: []menuItem{
		{"Learn", "the path: short lessons in order, each with an exercise", screen.Learn, false, k.Learn},
		{"Play", "sit at a table against bots", screen.Play, false, k.Play},
		{"Quiz", "drills for every street: lows, starts, pot odds, styles", screen.Quiz, false, k.Quiz},
		{"Rules", "Razz in one page", screen.Rules, false, k.Rules},
		{"Chart", "the starting hands: every start's equity, as a heat map", screen.Starts, false, k.Chart},
		{"History", "the hands you played, replayed step by step", screen.History, false, k.History},
		{"Stats", "your play, your leaks, your quiz scores", screen.Stats, false, k.Stats},
		{"Warm-up", "ten minutes before a session: quiz, fast hands, your figures", screen.Warmup, false, k.Warmup},
		{"Settings", "learning mode, the coach, speed, auto-deal, suits", screen.Settings, false, k.Settings},
	}}
	if ctx.Watch() != nil { // razz serve: a teacher watches a member's table
		m.items = append(m.items, menuItem{"Watch", "share your table with a teacher, or watch a member's", screen.Watch, false, k.Watch})
	}
	m.items = append(m.items, menuItem{"Quit", "leave razz", 0, true, k.Quit})
	// razz quiz (or play, rules) opens on its screen and makes the menu on
	// the way back: the cursor starts on the screen the user comes from.
	// Later the cursor stays on the item that was chosen.
	for i, it := range m.items {
		if !it.quit && it.id == start {
			m.cursor = i
		}
	}
	return m
}

// desc is an item's description: Learn's names the learner's next step
// once the record is read (the app reads it with the quiz record; the
// Learn screen keeps it up to date).
func (m *menu) desc(it menuItem) string {
	path := m.ctx.Path()
	if it.id != screen.Learn || it.quit || path == nil {
		return it.desc
	}
	return learn.Next(path, learn.LeaksOf(m.ctx.Record().Get())).Short
}

func (m *menu) Title() string             { return "Razz trainer" }
func (m *menu) SetSize(width, height int) { m.w, m.h = width, height }
func (m *menu) Help() []key.Binding {
	k := m.ctx.Keys().Menu
	return []key.Binding{k.Up, k.Down, k.Choose, m.letters()}
}

// FullHelp is every menu key, for `?`.
func (m *menu) FullHelp() [][]key.Binding {
	k := m.ctx.Keys().Menu
	var items []key.Binding
	for _, it := range m.items {
		if !it.quit { // q is listed with the keys that work everywhere
			items = append(items, it.key)
		}
	}
	return [][]key.Binding{{k.Up, k.Down, k.Choose}, items}
}

// letters is the items' keys as one entry of the help line.
func (m *menu) letters() key.Binding {
	var ks []string
	for _, it := range m.items {
		if !it.quit {
			ks = append(ks, it.key.Help().Key)
		}
	}
	return key.NewBinding(key.WithKeys(ks...), key.WithHelp("letter", "open the item"))
}

func (m *menu) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	keys := m.ctx.Keys().Menu
	switch {
	case key.Matches(k, keys.Up): // a list stops at its ends: ↑ from Play is no way to Quit
		m.cursor = max(m.cursor-1, 0)
	case key.Matches(k, keys.Down):
		m.cursor = min(m.cursor+1, len(m.items)-1)
	case key.Matches(k, keys.Choose):
		return m.open(m.cursor)
	default:
		// An item's own key, drawn beside it, opens it at once.
		for i, it := range m.items {
			if key.Matches(k, it.key) {
				m.cursor = i
				return m.open(i)
			}
		}
	}
	return nil, nil
}

// open opens item i.
func (m *menu) open(i int) (tea.Cmd, []tea.Msg) {
	if m.items[i].quit {
		return tea.Quit, nil
	}
	return nil, screen.Send(screen.Open{To: m.items[i].id})
}

func (m *menu) View() string {
	t := m.ctx.Theme()
	var b strings.Builder
	b.WriteString(t.Title.Render("Fixed-limit Razz: seven-card stud for the lowest hand") + "\n\n")
	for i, it := range m.items {
		k := t.Key.Render(it.key.Help().Key) + " "
		desc := widget.Truncate(m.desc(it), max(m.w-13, 1))
		line := "  " + k + widget.PadRight(it.name, 9) + t.Subtle.Render(desc)
		if i == m.cursor {
			line = t.Selected.Render("▸ ") + k + t.Selected.Render(widget.PadRight(it.name, 9)) + t.Text.Render(desc)
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n" + t.Subtle.Render("The ace is low, the king is high, straights and flushes do not count.") + "\n")
	b.WriteString(t.Subtle.Render("The best hand is 5-4-3-2-A, the wheel."))
	return b.String()
}
