// Package rules is the Rules screen: the embedded rules and keys
// (assets) in a pager, its last line saying where the reader is; s opens
// the starting-hand chart. It imports tui/screen and tui/widget.
package rules

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/assets"
	"razz/tui/screen"
	"razz/tui/widget"
)

// rules shows the embedded rules and keys in a viewport, with a last line
// saying where the reader is.
type rules struct {
	ctx screen.Context
	vp  viewport.Model
	w   int
}

// New is the Rules screen.
func New(ctx screen.Context) screen.Screen {
	r := &rules{ctx: ctx, vp: viewport.New()}
	k := ctx.Keys().Pager
	r.vp.KeyMap = viewport.KeyMap{Up: k.Up, Down: k.Down, PageUp: k.PageUp, PageDown: k.PageDown,
		HalfPageUp: k.HalfUp, HalfPageDown: k.HalfDown}
	r.vp.KeyMap.Left.SetEnabled(false) // the text is wrapped: nothing to the side
	r.vp.KeyMap.Right.SetEnabled(false)
	return r
}

func (r *rules) Title() string { return "Rules" }

// Help lists the keys that move the text from where it is: no "page down"
// at the end, no "top" at the top.
func (r *rules) Help() []key.Binding {
	k := r.ctx.Keys().Pager
	var bs []key.Binding
	if !r.vp.AtTop() {
		bs = append(bs, k.PageUp, k.Top)
	}
	if !r.vp.AtBottom() {
		bs = append(bs, k.PageDown, k.Bottom)
	}
	return append(bs, r.ctx.Keys().Starts.Open)
}

// FullHelp is every key of the pager, for `?`.
func (r *rules) FullHelp() [][]key.Binding {
	k := r.ctx.Keys().Pager
	return [][]key.Binding{{k.Up, k.Down, k.HalfUp, k.HalfDown}, {k.PageUp, k.PageDown, k.Top, k.Bottom}}
}

func (r *rules) SetSize(width, height int) {
	r.w = width
	r.vp.SetWidth(width)
	r.vp.SetHeight(max(height-1, 1)) // the last line says where the reader is
	r.vp.SetContent(widget.Markdown(r.ctx.Theme(), assets.Rules+"\n"+assets.Help, min(width, 78)))
}

func (r *rules) Update(msg tea.Msg) (tea.Cmd, []tea.Msg) {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch {
		case key.Matches(k, r.ctx.Keys().Pager.Top):
			r.vp.GotoTop()
			return nil, nil
		case key.Matches(k, r.ctx.Keys().Pager.Bottom):
			r.vp.GotoBottom()
			return nil, nil
		case key.Matches(k, r.ctx.Keys().Starts.Open):
			return nil, screen.Send(screen.Open{To: screen.Starts, Back: screen.Rules}) // q comes back to the Rules
		}
	}
	var cmd tea.Cmd
	r.vp, cmd = r.vp.Update(msg)
	return cmd, nil
}

func (r *rules) View() string {
	t := r.ctx.Theme()
	first := r.vp.YOffset() + 1
	last := min(r.vp.YOffset()+r.vp.VisibleLineCount(), r.vp.TotalLineCount())
	where := fmt.Sprintf("lines %d-%d of %d", first, last, r.vp.TotalLineCount())
	switch {
	case r.vp.AtTop() && r.vp.AtBottom():
		where = "all of it"
	case r.vp.AtBottom():
		where += " · the end"
	}
	return r.vp.View() + "\n" + t.Subtle.Render(where)
}
