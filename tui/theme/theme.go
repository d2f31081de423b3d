// Package theme is every style razz draws with (the one styles file, as
// crush keeps its styles): the colours on a light or a dark background,
// the card faces and the Starts chart's scale. Screens never make styles
// of their own. It imports engine (for cards) and lipgloss only.
package theme

import (
	"image/color"
	"sync"

	"charm.land/lipgloss/v2"

	"razz/engine"
)

// Options are the display choices a user makes on the command line.
type Options struct {
	FourColor bool // spades black/white, hearts red, diamonds blue, clubs green
	ASCII     bool // suits as s h d c instead of ♠ ♥ ♦ ♣
	NoColor   bool // NO_COLOR: attributes (bold, strikethrough) but no colours
}

// Theme holds every style razz draws with. Build it with New; screens
// never make styles of their own.
type Theme struct {
	Opts Options
	Dark bool

	Title     lipgloss.Style // screen titles
	Bar       lipgloss.Style // the header bar
	Subtle    lipgloss.Style // secondary text
	Text      lipgloss.Style // body text: the terminal's own colour, right on any background
	Accent    lipgloss.Style // names, emphasis
	Good      lipgloss.Style // right answers
	Bad       lipgloss.Style // wrong answers, errors
	Warn      lipgloss.Style // one-line warnings (a corrupt stats file)
	Highlight lipgloss.Style // the part of an explanation that decided
	Selected  lipgloss.Style // the chosen menu item
	Box       lipgloss.Style // a framed panel
	Key       lipgloss.Style // a key name in running text

	HelpKey, HelpDesc, HelpSep lipgloss.Style

	face   [4]lipgloss.Style // a card face, by suit
	out    [4]lipgloss.Style // a card left out (struck through), by suit
	mark   [4]lipgloss.Style // a decisive card, by suit
	picked [4]lipgloss.Style // a card the user has chosen
	dead   [4]lipgloss.Style // a folded player's face-up card: dimmed, still visible
	hidden [4]lipgloss.Style // the user's own face-down card: face up, tinted as a card back
	back   lipgloss.Style    // a card back
	drawn  *faces            // every card drawn in each of the six ways above, once a theme

	ToAct lipgloss.Style // the seat to act
	Dim   lipgloss.Style // a folded seat's text

	// Heat is the Starts chart's scale, 0 (worst) to 9 (best): red
	// through yellow to green; with NO_COLOR no colour at all (the cells'
	// digits carry the scale). HeatCursor marks the chosen cell.
	Heat       [10]lipgloss.Style
	HeatCursor lipgloss.Style
}

// heatBG is the Starts chart's scale, from red through yellow (a fair
// share) to green, the same on dark and light backgrounds.
var heatBG = [10]string{"#7a1f1f", "#9c2a22", "#b83c26", "#c9592a", "#d47b2c", "#c9a227", "#9aa832", "#6f9e3a", "#4a8f3f", "#2f7d3f"}

// New builds the styles for a dark or light background.
func New(o Options, dark bool) Theme {
	ld := lipgloss.LightDark(dark)
	c := func(light, darkc string) color.Color {
		if o.NoColor {
			return lipgloss.NoColor{}
		}
		return ld(lipgloss.Color(light), lipgloss.Color(darkc))
	}
	var (
		fg     = c("#1a1a1a", "#e8e8e8") // on a highlight or the bar, never as body text
		subtle = c("#6b6b6b", "#8a8a8a")
		accent = c("#6a3fc1", "#b49cff")
		good   = c("#1b7a2f", "#5fd17a")
		bad    = c("#b3261e", "#ff6b6b")
		warn   = c("#8a5a00", "#f2c14e")
		barBG  = c("#dcd6f7", "#2e2a4a")
		hiBG   = c("#ffe08a", "#5c4a00")
		downBG = c("#d4e2fb", "#c5d8fa") // the user's hidden cards: tinted like a card back
		cardBG = c("#f4f1ea", "#f4f1ea") // cards are paper on both backgrounds
		pickBG = c("#cfe3ff", "#9cc3ff")
		backFG = c("#2f5fb3", "#6f9be8")
		// with four colours the diamonds are blue: the backs turn brown
		// so a diamond is never taken for a card back
		backFG4 = c("#8a5a2b", "#8a5a2b")
		downBG4 = c("#eadbc4", "#eadbc4")
		black   = c("#1a1a1a", "#1a1a1a")
		red     = c("#c0262d", "#c0262d")
		blue    = c("#1f4fc4", "#1f4fc4")
		green   = c("#1b7a2f", "#1b7a2f")
		outText = c("#8a8a8a", "#8a8a8a")
	)
	t := Theme{Opts: o, Dark: dark}
	base := lipgloss.NewStyle()
	// Body text keeps the terminal's foreground: it is readable on a light
	// or a dark background even before the terminal says which it is.
	t.Text = base
	t.Title = base.Bold(true).Foreground(accent)
	t.Bar = base.Bold(true).Foreground(fg).Background(barBG)
	t.Subtle = base.Foreground(subtle)
	t.Accent = base.Bold(true).Foreground(accent)
	t.Good = base.Bold(true).Foreground(good)
	t.Bad = base.Bold(true).Foreground(bad)
	t.Warn = base.Foreground(warn)
	t.Highlight = base.Bold(true).Underline(true).Foreground(fg).Background(hiBG)
	t.Selected = base.Bold(true).Foreground(accent)
	t.Box = base.Border(lipgloss.RoundedBorder()).BorderForeground(subtle).Padding(0, 1)
	t.Key = base.Bold(true).Foreground(accent)
	t.HelpKey = base.Foreground(subtle).Bold(true)
	t.HelpDesc = base.Foreground(subtle)
	t.HelpSep = base.Foreground(subtle)

	suitFG := [4]color.Color{black, red, red, black} // clubs, diamonds, hearts, spades
	if o.FourColor {
		suitFG = [4]color.Color{green, blue, red, black}
		backFG, downBG = backFG4, downBG4
	}
	for s := range 4 {
		face := base.Padding(0, 1).Foreground(suitFG[s]).Background(cardBG)
		if o.NoColor {
			face = base.Padding(0, 1).Reverse(true)
		}
		t.face[s] = face
		t.out[s] = base.Padding(0, 1).Strikethrough(true).Foreground(outText).Faint(o.NoColor)
		t.mark[s] = face.Bold(true).Underline(true).Background(hiBG)
		t.dead[s] = base.Padding(0, 1).Faint(true).Foreground(outText)
		t.hidden[s] = face.Background(downBG)
		if o.NoColor {
			t.hidden[s] = base.Padding(0, 1).Underline(true)
		}
		t.picked[s] = face.Bold(true).Background(pickBG)
		if o.NoColor {
			t.mark[s] = face.Bold(true).Underline(true)
			t.picked[s] = base.Padding(0, 1).Bold(true).Underline(true)
		}
	}
	for i, bg := range heatBG {
		t.Heat[i] = base.Foreground(lipgloss.Color("#ffffff")).Background(lipgloss.Color(bg))
		if o.NoColor {
			t.Heat[i] = base
		}
	}
	t.HeatCursor = base.Reverse(true).Bold(true)
	t.ToAct = base.Bold(true).Foreground(accent)
	t.Dim = base.Faint(true).Foreground(subtle)
	t.back = base.Padding(0, 1).Foreground(backFG).Background(cardBG)
	if o.NoColor {
		t.back = base.Padding(0, 1)
	}
	t.drawn = facesFor(o, dark)
	return t
}

// shared is the faces of each theme New builds: a theme is a function of
// its options and background alone, so every theme built alike (each
// screen's, each SSH session's) draws its cards once between them.
var shared = struct {
	sync.Mutex
	of map[sharedKey]*faces
}{of: map[sharedKey]*faces{}}

type sharedKey struct {
	o    Options
	dark bool
}

func facesFor(o Options, dark bool) *faces {
	shared.Lock()
	defer shared.Unlock()
	f := shared.of[sharedKey{o, dark}]
	if f == nil {
		f = &faces{}
		shared.of[sharedKey{o, dark}] = f
	}
	return f
}

// faces is every card drawn each way (a face, left out, marked, picked,
// dead, hidden), made the first time a theme built alike draws a card
// (facesFor): lipgloss's
// Render was the dearest part of drawing a table or a quiz question, and
// a card is drawn alike each time.
type faces struct {
	once  sync.Once
	drawn [6][engine.NumCards]string
	back  string // a card's back (CardBack)
}

// The ways to draw a card, in faces.
const (
	faceUp = iota
	faceOut
	faceMarked
	facePicked
	faceDead
	faceHidden
)

// draw is card c drawn the given way (faceUp ...).
func (t *Theme) draw(way int, c engine.Card) string {
	styles := [...]*[4]lipgloss.Style{&t.face, &t.out, &t.mark, &t.picked, &t.dead, &t.hidden}
	if t.drawn == nil || !c.Valid() {
		return styles[way][c.Suit()].Render(t.CardName(c))
	}
	t.draws()
	return t.drawn.drawn[way][c]
}

// draws fills the theme's faces, once.
func (t *Theme) draws() {
	t.drawn.once.Do(func() {
		styles := [...]*[4]lipgloss.Style{&t.face, &t.out, &t.mark, &t.picked, &t.dead, &t.hidden}
		for k, st := range styles {
			for d := range engine.Card(engine.NumCards) {
				t.drawn.drawn[k][d] = st[d.Suit()].Render(t.CardName(d))
			}
		}
		t.drawn.back = t.back.Render(t.backName())
	})
}

// ID tells the dark theme from the light one, whose laid out contents
// differ (a layout cached for one is redone for the other).
func (t *Theme) ID() int {
	if t.Dark {
		return 1
	}
	return 0
}
