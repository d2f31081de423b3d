package keys

import (
	"reflect"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/exp/golden"
)

// TestKeyMapAsWritten: the key map, binding by binding with every key it
// takes, is testdata/TestKeyMapAsWritten.golden (read the diff, then
// -update): a key taken off a binding (left off practice's step back), or
// a binding dropped, fails here before a user finds it missing.
func TestKeyMapAsWritten(t *testing.T) {
	golden.RequireEqual(t, []byte(Doc(Default())))
}

// TestDocNamesEveryGroup: every group of the map has its title in the
// key list, and every binding its keys.
func TestDocNamesEveryGroup(t *testing.T) {
	doc := Doc(Default())
	v := reflect.ValueOf(Default())
	for i := range v.NumField() {
		name := v.Type().Field(i).Name
		if groups[name] == "" || !strings.Contains(doc, "## "+groups[name]+"\n") {
			t.Errorf("the key list has no title for %s", name)
		}
		g := v.Field(i)
		for j := range g.NumField() {
			if b, ok := g.Field(j).Interface().(key.Binding); ok && len(b.Keys()) == 0 {
				t.Errorf("%s.%s takes no key", name, g.Type().Field(j).Name)
			}
		}
	}
}
