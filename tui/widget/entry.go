package widget

import (
	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"
)

// NewEntry is a line of text to type (Bubbles' textinput), made one way
// for every screen that takes text (History's hand number, Settings' name,
// the Watch screen's code and note): prompt before it, at most limit
// characters, and a steady cursor (a blinking one redraws the screen
// twice a second for nothing). style, when not nil, is the prompt's and
// the text's, typed or not.
func NewEntry(prompt string, limit int, style *lipgloss.Style) textinput.Model {
	ti := textinput.New()
	ti.Prompt, ti.CharLimit = prompt, limit
	st := ti.Styles()
	st.Cursor.Blink = false
	if style != nil {
		st.Focused.Prompt, st.Focused.Text = *style, *style
		st.Blurred.Prompt, st.Blurred.Text = *style, *style
	}
	ti.SetStyles(st)
	return ti
}
