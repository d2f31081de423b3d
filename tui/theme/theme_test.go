package theme

import (
	"image/color"
	"math"
	"testing"

	"charm.land/lipgloss/v2"

	"razz/engine"
)

// TestTextColoursFollowTheBackground: body text takes the terminal's own
// colour, and every other text colour differs between a light and a dark
// background (lipgloss.LightDark), so none assumes a dark terminal.
func TestTextColoursFollowTheBackground(t *testing.T) {
	light, dark := New(Options{}, false), New(Options{}, true)
	for _, th := range []Theme{light, dark} {
		if _, ok := th.Text.GetForeground().(lipgloss.NoColor); !ok {
			t.Errorf("dark=%v: body text has a colour of its own: %v", th.Dark, th.Text.GetForeground())
		}
	}
	styles := map[string]func(Theme) lipgloss.Style{
		"Title": func(t Theme) lipgloss.Style { return t.Title }, "Subtle": func(t Theme) lipgloss.Style { return t.Subtle },
		"Accent": func(t Theme) lipgloss.Style { return t.Accent }, "Good": func(t Theme) lipgloss.Style { return t.Good },
		"Bad": func(t Theme) lipgloss.Style { return t.Bad }, "Warn": func(t Theme) lipgloss.Style { return t.Warn },
		"Selected": func(t Theme) lipgloss.Style { return t.Selected }, "Key": func(t Theme) lipgloss.Style { return t.Key },
		"HelpKey": func(t Theme) lipgloss.Style { return t.HelpKey }, "HelpDesc": func(t Theme) lipgloss.Style { return t.HelpDesc },
		"ToAct": func(t Theme) lipgloss.Style { return t.ToAct }, "Dim": func(t Theme) lipgloss.Style { return t.Dim },
	}
	for name, st := range styles {
		l, d := st(light).GetForeground(), st(dark).GetForeground()
		if rgb(l) == rgb(d) {
			t.Errorf("%s: the same colour %v on light and dark backgrounds", name, l)
		}
	}
}

// TestFourColorDiamondsApartFromBacks: with four colours the diamonds are
// blue; card backs (and the tint of the user's own down cards) must not be.
func TestFourColorDiamondsApartFromBacks(t *testing.T) {
	const diamonds = 1 // clubs, diamonds, hearts, spades
	for _, dark := range []bool{false, true} {
		th := New(Options{FourColor: true}, dark)
		d := th.face[diamonds].GetForeground()
		if dist := colorDistance(d, th.back.GetForeground()); dist < 120 {
			t.Errorf("dark=%v: diamonds %v and card backs %v are %.0f apart", dark, rgb(d), rgb(th.back.GetForeground()), dist)
		}
		if dist := colorDistance(th.hidden[diamonds].GetBackground(), d); dist < 200 {
			t.Errorf("dark=%v: a diamond on the down-card tint is hard to read (%.0f apart)", dark, dist)
		}
	}
}

func rgb(c color.Color) [3]uint32 {
	r, g, b, _ := c.RGBA()
	return [3]uint32{r >> 8, g >> 8, b >> 8}
}

// colorDistance is a rough perceptual distance between two colours (the
// "redmean" weighting of RGB), 0 to about 765.
func colorDistance(a, b color.Color) float64 {
	x, y := rgb(a), rgb(b)
	rm := float64(x[0]+y[0]) / 2
	dr, dg, db := float64(x[0])-float64(y[0]), float64(x[1])-float64(y[1]), float64(x[2])-float64(y[2])
	return math.Sqrt((2+rm/256)*dr*dr + 4*dg*dg + (2+(255-rm)/256)*db*db)
}

// TestCardFacesAsRendered: the theme's drawn cards are its styles'
// rendering, for every card, every way and a card's back, and every choice
// of theme (themes built alike share them; a theme built by hand, with
// nothing drawn, renders as it goes).
func TestCardFacesAsRendered(t *testing.T) {
	t.Parallel()
	for _, o := range []Options{{}, {ASCII: true}, {FourColor: true}, {NoColor: true}} {
		for _, dark := range []bool{false, true} {
			th := New(o, dark)
			if got, want := th.CardBack(), th.back.Render(th.backName()); got != want {
				t.Fatalf("%+v dark %v: a card's back drawn as %q, want %q", o, dark, got, want)
			}
			for c := range engine.Card(engine.NumCards) {
				ways := []struct {
					got   string
					style lipgloss.Style
				}{{th.Card(c), th.face[c.Suit()]}, {th.CardOut(c), th.out[c.Suit()]}, {th.CardMarked(c), th.mark[c.Suit()]},
					{th.CardPicked(c), th.picked[c.Suit()]}, {th.CardDead(c), th.dead[c.Suit()]}, {th.CardHidden(c), th.hidden[c.Suit()]}}
				for k, w := range ways {
					if want := w.style.Render(th.CardName(c)); w.got != want {
						t.Fatalf("%+v dark %v: %s drawn way %d as %q, want %q", o, dark, c, k, w.got, want)
					}
				}
			}
		}
	}
	if got := (&Theme{}).Card(engine.NewCard(engine.Ace, engine.Spades)); got != "A♠" {
		t.Errorf("a bare theme draws %q", got)
	}
}
