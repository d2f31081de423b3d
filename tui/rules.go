package tui

import (
	"regexp"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"

	"razz/assets"
)

// rules shows the embedded rules and keys, scrollable.
type rules struct {
	sh *Shared
	vp viewport.Model
	w  int
}

func newRules(sh *Shared) Screen {
	return &rules{sh: sh, vp: viewport.New()}
}

func (r *rules) Title() string { return "Rules" }
func (r *rules) Help() []key.Binding {
	return []key.Binding{r.sh.Keys.Up, r.sh.Keys.Down, r.sh.Keys.PageDown}
}

func (r *rules) SetSize(width, height int) {
	r.w = width
	r.vp.SetWidth(width)
	r.vp.SetHeight(height)
	r.vp.SetContent(renderMarkdown(r.sh.Theme, assets.Rules+"\n"+assets.Help, min(width, 78)))
}

func (r *rules) Update(msg tea.Msg) (Screen, tea.Cmd) {
	var cmd tea.Cmd
	r.vp, cmd = r.vp.Update(msg)
	return r, cmd
}

func (r *rules) View() string { return r.vp.View() }

var (
	mdBold = regexp.MustCompile(`\*\*([^*]+)\*\*`)
	mdEm   = regexp.MustCompile(`\*([^*]+)\*`)
	mdCode = regexp.MustCompile("`([^`]+)`")
)

// renderMarkdown draws the small Markdown of assets: headings, lists,
// **bold**, *emphasis* and `keys`, wrapped to width.
func renderMarkdown(t Theme, md string, width int) string {
	inline := func(s string) string {
		s = mdBold.ReplaceAllStringFunc(s, func(m string) string { return t.Accent.Render(m[2 : len(m)-2]) })
		s = mdCode.ReplaceAllStringFunc(s, func(m string) string { return t.Key.Render(m[1 : len(m)-1]) })
		return mdEm.ReplaceAllStringFunc(s, func(m string) string { return t.Text.Italic(true).Render(m[1 : len(m)-1]) })
	}
	var out []string
	// join the continuation lines of a paragraph or list item
	var para []string
	indent := ""
	flush := func() {
		if len(para) == 0 {
			return
		}
		hang := strings.Repeat(" ", len([]rune(indent)))
		for i, l := range wrapWords(inline(strings.Join(para, " ")), width-len([]rune(indent))) {
			if i == 0 {
				out = append(out, indent+l)
			} else {
				out = append(out, hang+l)
			}
		}
		para = nil
	}
	listItem := regexp.MustCompile(`^(- |\d+\. )`)
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
			out = append(out, "")
		case strings.HasPrefix(trimmed, "#"):
			flush()
			out = append(out, t.Title.Render(strings.TrimLeft(trimmed, "# ")))
		case listItem.MatchString(trimmed):
			flush()
			m := listItem.FindString(trimmed)
			indent = "  " + strings.Replace(m, "- ", "• ", 1)
			para = []string{strings.TrimPrefix(trimmed, m)}
		default:
			if len(para) == 0 {
				indent = ""
			}
			para = append(para, trimmed)
		}
	}
	flush()
	return strings.Join(out, "\n")
}
