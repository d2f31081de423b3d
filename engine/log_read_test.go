package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// asJSON is encoding/json's reading of line into a zero HandLog.
func asJSON(line []byte) (HandLog, error) {
	var l HandLog
	err := json.Unmarshal(line, &l)
	return l, err
}

// checkAsJSON fails where the hand-made reader read line other than
// encoding/json does; it reports whether it read it.
func checkAsJSON(t *testing.T, line []byte) bool {
	t.Helper()
	fast, ok := decodeFast(line)
	want, err := asJSON(line)
	if ok && err != nil {
		t.Fatalf("read a line encoding/json refuses (%v): %.300s", err, line)
	}
	if ok && !reflect.DeepEqual(fast, want) {
		t.Fatalf("read\n%+v\nwhere encoding/json reads\n%+v\nfrom %.500s", fast, want, line)
	}
	got, gerr := DecodeLog(line)
	if (gerr != nil) != (err != nil) || gerr != nil && gerr.Error() != err.Error() || !reflect.DeepEqual(got, want) {
		t.Fatalf("DecodeLog: %+v, %v; encoding/json: %+v, %v", got, gerr, want, err)
	}
	return ok
}

// Every log this program writes, the vectors' and the spec's are read by
// hand, as encoding/json reads them; lines it is not sure of go to
// encoding/json, which gives the same log or the same error.
func TestDecodeLogAsJSON(t *testing.T) {
	t.Parallel()
	var lines [][]byte
	for _, name := range []string{"hands.jsonl", "hands_phh.jsonl"} {
		f, err := os.Open(filepath.Join(vectorDir, name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			lines = append(lines, bytes.Clone(sc.Bytes()))
		}
		f.Close()
	}
	// Hands with every optional field the writer writes, by both writers.
	tab := NewTable([]string{"You", "Rita (Rock)", "Zoë", "Max (Maniac)", "Greta", "Sue"},
		[]int{1000, 1000, 1000, 1000, 1000, 1000}, DefaultStakes, Rules{Cap: 4, HeadsUpUncapped: true, OpenPairDouble: true})
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 40 {
		h, err := NewHand(tab, DeckDealer{NewDeckFrom(r)})
		if err != nil {
			t.Fatal(err)
		}
		for !h.Done() {
			legal := h.Legal()
			h.Apply(legal[r.IntN(len(legal))].Action())
		}
		m := LogMeta{Seed: r.Uint64(), Hand: i + 1, Time: time.Unix(1.8e9, 0), Source: "phh", SourceID: "x-7", Run: "r1", Hero: 1,
			Bots: map[int]string{2: "rock", 4: "maniac"}, Mistakes: map[int]float64{2: 0.05, 4: 1e-7}}
		lines = append(lines, h.AppendLog(nil, m))
		l := h.LogWith(m)
		l.Rake, l.Currency, l.TableName, l.Mixed, l.Button, l.Club, l.TableMax, l.HeroName = 3, "USD", "Dazzle", "HORSE", 2, "club", 6, "me"
		l.Tournament = &LogTournament{ID: "1", Level: "IV", BuyIn: "$200+$15", Name: "Main", Round: "I"}
		l.Mucked, l.Hidden = []int{3}, map[string][]int{"3": {0, 1}}
		b, _ := json.Marshal(l)
		lines = append(lines, b)
	}
	read := 0
	for _, line := range lines {
		if checkAsJSON(t, line) {
			read++
		}
	}
	if read != len(lines) {
		t.Errorf("read %d of %d lines by hand, want every one: the rest went to encoding/json", read, len(lines))
	}
	// JSON's corners it reads as encoding/json does: empty arrays and
	// objects (not nil), nulls (nil, or the zero value), white space,
	// fields it does not know.
	spec := string(lines[0])
	edit := func(old, new string) string {
		t.Helper()
		if !strings.Contains(spec, old) {
			t.Fatalf("no %s in the line", old)
		}
		return strings.Replace(spec, old, new, 1)
	}
	for _, corner := range []string{
		edit(`"showdown":[`, `"mucked":[],"hidden":{},"rules":{},"returned":[],"showdown":[`),
		edit(`"showdown":[`, `"mucked":null,"hidden":{"1":null,"2":[]},"rules":{"a":null,"b":false},"tournament":null,"showdown":[`),
		edit(`"community":null`, `"community":"Kd","time":null,"run":null`),
		edit(`"cap":5`, `"cap":null`),
		edit(`"stack":15}`, `"stack":15,"mistakes":null}`),
		edit(`"seats":[`, `"seats":[null,`),
		edit(`"deal":{`, `"deal":{"9":null,"0":["As",null],`),
		edit(`"version":1`, "\t\n\r \"version\" :\n 1 ,\"x\":{\"a\\u00e9\":[1,-0.5E-3,\"\\u00e9\\n\",true,{}]}"),
		edit(`"hand":1,`, `"hand":-0,`),
	} {
		if !checkAsJSON(t, []byte(corner)) {
			t.Errorf("left to encoding/json: %s", corner)
		}
	}
	// What it leaves to encoding/json, which reads it or refuses it.
	for _, odd := range []string{
		edit(`"game"`, `"Game"`),                             // a key in another case
		edit(`"hand":1,`, `"hand":1,"hand":2,`),              // a key twice
		edit(`"name":"You"`, `"name":"Y\"ou"`),               // an escape
		edit(`"hand":1`, `"hand":1.0`),                       // a float for an int
		edit(`"hand":1`, `"hand":"1"`),                       // a string for an int
		edit(`"hand":1`, `"hand":01`),                        // not JSON
		edit(`"showdown":`, `"rules":{"cap":4},"showdown":`), // a number it leaves
		spec + "x", spec[:len(spec)-1], "", "null", "[]", `{"seed":-1}`, `{"seed":18446744073709551616}`,
	} {
		if checkAsJSON(t, []byte(odd)) && odd != "null" {
			t.Errorf("read by hand: %.200s", odd)
		}
	}
}

// FuzzDecodeLog: whatever line the hand-made reader reads, encoding/json
// reads too, to the same log.
func FuzzDecodeLog(f *testing.F) {
	f.Add([]byte(`{"version":2,"game":"razz","seed":1,"hand":3,"limits":{"ante":5,"bring_in":10,"small_bet":20,"big_bet":40,"cap":null},"rules":{"community":true,"x":"y"},"seats":[{"seat":1,"name":"You","stack":1000,"mistakes":0.5}],"deal":{"1":["Kh","??"]},"community":"2c","actions":[],"showdown":[{"seat":1,"low":["8","7"]}],"returned":null,"awards":[],"stacks_after":{"1":985},"hidden":{"1":[0]},"tournament":{"id":"7"},"mucked":[1]}`))
	f.Add([]byte(` { "version" : 1 , "deal" : { "1" : [ "As" , null ] } , "u" : [ { "k" : -1.5e+3 } ] } `))
	f.Fuzz(func(t *testing.T, line []byte) {
		checkAsJSON(t, line)
	})
}
