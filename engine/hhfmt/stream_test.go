package hhfmt

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"
	"unicode/utf8"
)

// ReadPHH reads a .phh file (one hand) or a .phhs file (hands under "[n]"
// headers) held whole, for the tests, and plays each hand through the engine, as CountPHH
// and ScanPHH read one as a stream. A file that is not TOML gives one
// error; a hand that does not fit gives a Hand with Err set. progress,
// when not nil, is told after each hand played how many of how many are.
func ReadPHH(data []byte, progress func(done, total int)) ([]Hand, error) {
	total, err := CountPHH(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	var out []Hand
	err = ScanPHH(bytes.NewReader(data), func(h Hand) error {
		out = append(out, h)
		if progress != nil {
			progress(len(out), total)
		}
		return nil
	})
	return out, err
}

// wholePHH is how PHH was read before the readers streamed: the whole
// document parsed at once, then each table played. The streaming reader
// must give the same hands and the same errors.
func wholePHH(data []byte) ([]Hand, error) {
	tables, err := parseTOMLFrom(string(data), 1)
	if err != nil {
		return nil, &NotPHHError{Why: err}
	}
	if len(tables) > 1 && len(tables[0].keys) == 0 {
		tables = tables[1:]
	}
	var out []Hand
	for i, t := range tables {
		if len(t.keys) == 0 {
			continue
		}
		h := Hand{Index: i + 1, Line: t.line, ID: t.name}
		tr, err := phhTranscript(t, h.Index)
		if err == nil {
			h.Log, h.Unknown, err = tr.play()
		}
		if err == nil {
			err = phhGame(t, &h.Log)
		}
		if err != nil {
			h.Err = err
		} else {
			h.Log.Source, h.Log.SourceID, h.Log.Time = "phh", t.name, phhTime(t)
		}
		out = append(out, h)
	}
	if len(out) == 0 {
		return nil, &NotPHHError{Why: errors.New("no hands in it")}
	}
	return out, nil
}

// wholePHHImported is how the import read PHH: UTF-16 decoded whole
// first.
func wholePHHImported(data []byte) ([]Hand, error) {
	if order, _ := utf16Of(data); order != nil {
		data = []byte(Decode(data))
	}
	return wholePHH(data)
}

// wholePokerStars is how PokerStars text was read before the readers
// streamed: the whole text decoded and cut into lines, every hand read
// once for the levels' bring-ins, then each played.
func wholePokerStars(data []byte) ([]Hand, error) {
	text := strings.ReplaceAll(Decode(data), "\r\n", "\n")
	lines := strings.Split(strings.ReplaceAll(text, "\r", "\n"), "\n")
	var starts []int
	for i, l := range lines {
		if psHeader.MatchString(strings.TrimSpace(l)) {
			starts = append(starts, i)
		} else if len(starts) == 0 && strings.TrimSpace(l) != "" {
			if site := OtherSite([]byte(l)); site != "" {
				return nil, OtherSiteError(site)
			}
			return nil, fmt.Errorf("line %d: not PokerStars hand-history text (a hand starts \"PokerStars Hand #\")", i+1)
		}
	}
	if len(starts) == 0 {
		return nil, errors.New("not PokerStars hand-history text: no hands in it")
	}
	levels := bringIns{}
	part := func(k int) []string {
		end := len(lines)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		return lines[starts[k]:end]
	}
	for k, start := range starts {
		r := newPSReader(k + 1)
		if _, err := r.read(part(k), start+1); err == nil {
			levels.note(r)
		}
	}
	var out []Hand
	for k, start := range starts {
		h := Hand{Index: k + 1, Line: start + 1}
		r := newPSReader(k + 1)
		h.ID, h.Err = r.read(part(k), start+1)
		if h.Err == nil {
			h.Log, h.Unknown, h.Hero, h.Err = r.reconcile(levels)
			h.Log.SourceID = h.ID
		}
		out = append(out, h)
	}
	return out, nil
}

// sameRead says what differs between two readings of a file, "" for
// nothing: the same hands (errors alike in their words) or the same error.
func sameRead(got []Hand, gerr error, want []Hand, werr error) string {
	if (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
		return fmt.Sprintf("error %v, want %v", gerr, werr)
	}
	if len(got) != len(want) {
		return fmt.Sprintf("%d hands, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if fmt.Sprint(g.Err) != fmt.Sprint(w.Err) {
			return fmt.Sprintf("hand %d: error %v, want %v", i+1, g.Err, w.Err)
		}
		g.Err, w.Err = nil, nil
		if !reflect.DeepEqual(g, w) {
			return fmt.Sprintf("hand %d:\n got %+v\nwant %+v", i+1, g, w)
		}
	}
	return ""
}

// streamedPHH reads data as the import does: through NewTextReader, a few
// bytes a read, counted first.
func streamedPHH(data []byte) ([]Hand, error) {
	text := func() io.Reader { return NewTextReader(iotest.HalfReader(bytes.NewReader(data))) }
	if _, err := CountPHH(text()); err != nil {
		return nil, err
	}
	var out []Hand
	err := ScanPHH(text(), func(h Hand) error { out = append(out, h); return nil })
	return out, err
}

func streamedPokerStars(data []byte) ([]Hand, error) {
	text := func() io.Reader { return NewTextReader(iotest.HalfReader(bytes.NewReader(data))) }
	var f PokerStarsFile
	if _, err := f.Note(text()); err != nil {
		return nil, err
	}
	var out []Hand
	err := f.Hands(text(), func(h Hand) error { out = append(out, h); return nil })
	return out, err
}

// variants are a file as sites and editors save it: CRLF or CR line ends,
// a byte-order mark, UTF-16 of either order.
func variants(data []byte) map[string][]byte {
	u16 := func(order binary.AppendByteOrder, bom bool) []byte {
		var out []byte
		if bom {
			out = order.AppendUint16(out, 0xFEFF)
		}
		for _, u := range utf16.Encode([]rune(string(data))) {
			out = order.AppendUint16(out, u)
		}
		return out
	}
	lf := bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return map[string][]byte{
		"as is": data, "lf": lf, "crlf": bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n")),
		"cr": bytes.ReplaceAll(lf, []byte("\n"), []byte("\r")), "bom": append([]byte("\ufeff"), data...),
		"utf-16le bom": u16(binary.LittleEndian, true), "utf-16be": u16(binary.BigEndian, false),
		"no last newline": bytes.TrimRight(lf, "\n"), "blank lines": bytes.ReplaceAll(lf, []byte("\n\n"), []byte("\n \n\t\n\n")),
	}
}

// The streaming readers read every real file, the vectors and the test
// files, in every encoding, as the whole-file readers did.
func TestStreamReadsAsWhole(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("testdata/real/*")
	files = append(files, "testdata/tournament.txt", filepath.Join(vectors, "hands.phhs"))
	if len(files) < 8 {
		t.Fatalf("files: %v", files)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		phh := strings.HasSuffix(file, ".phh") || strings.HasSuffix(file, ".phhs")
		for name, v := range variants(data) {
			var got, want []Hand
			var gerr, werr error
			if phh {
				got, gerr = streamedPHH(v)
				want, werr = wholePHHImported(v)
			} else {
				got, gerr = streamedPokerStars(v)
				want, werr = wholePokerStars(v)
				if ah, aerr := ReadPokerStars(v, nil); sameRead(ah, aerr, want, werr) != "" {
					t.Errorf("%s, %s: ReadPokerStars: %s", file, name, sameRead(ah, aerr, want, werr))
				}
			}
			if werr == nil && len(want) == 0 {
				t.Fatalf("%s: no hands", file)
			}
			if d := sameRead(got, gerr, want, werr); d != "" {
				t.Errorf("%s, %s: %s", file, name, d)
			}
		}
	}
}

// PHH that does not parse is refused whole by the first reading, with the
// whole-file reader's words, before any hand is handed on.
func TestStreamPHHErrors(t *testing.T) {
	t.Parallel()
	good, err := os.ReadFile(filepath.Join(vectors, "hands.phhs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []string{
		string(good) + "\n[58]\nplayers = ['a', 'b'\n",                     // an array never closed, at the end
		string(good) + "\n[58]\nx = 'open\n[59]\ny = 1\n",                  // a string never closed
		string(good) + "\n[[58]]\n",                                        // an array of tables
		string(good[:len(good)/2]) + "\n[x\n" + string(good[len(good)/2:]), // a header never closed
		"a = 1\n[1]\nb = [\n [1, 2],\n [3]\n]\n[2]\n",                      // nested arrays, lines starting "["
		"[1]\nactions = ['d dh p1 ????', # [ comment\n 'p1 cc' ]\n[2]\nx = \"[\\\"[\"\n",
		"# only a comment\n",
		"",
		"[]\nvariant = 'R'\n",
		"k = 1]\n[2]\n",
	} {
		got, gerr := streamedPHH([]byte(tc))
		want, werr := wholePHH([]byte(tc))
		if d := sameRead(got, gerr, want, werr); d != "" {
			t.Errorf("%.60q: %s", tc, d)
		}
	}
}

// A hand's text over MaxHandText is refused (PokerStars: that hand, the
// reader going on at the next; PHH: the file, as TOML that does not
// parse), after reading no more than that of it: /dev/zero as a file of
// hands is refused in its first megabyte.
func TestStreamBoundsAHand(t *testing.T) {
	t.Parallel()
	hands := shootout(t)
	huge := string(hands[0]) + strings.Repeat("Player1: says \"hello\"\n", MaxHandText/20) + string(hands[1])
	got, err := streamedPokerStars([]byte(huge))
	if err != nil || len(got) != 2 || got[0].Err == nil || !strings.Contains(got[0].Err.Error(), "over 1024 KiB of text in one hand") || got[1].Err != nil {
		t.Fatalf("a hand of %d MB: %v, %d hands %v", len(huge)>>20, err, len(got), got)
	}
	zeros := &countingReader{r: iotest.HalfReader(io.LimitReader(zeroReader{}, 300<<20))}
	_, err = CountPHH(NewTextReader(zeros))
	if err == nil || !strings.Contains(err.Error(), "over 1024 KiB") || zeros.n > 2*MaxHandText {
		t.Errorf("zeros: %v after %d bytes", err, zeros.n)
	}
	zeros.n = 0
	_, err = new(PokerStarsFile).Note(NewTextReader(zeros))
	if err == nil || zeros.n > 2*MaxHandText {
		t.Errorf("zeros as PokerStars text: %v after %d bytes", err, zeros.n)
	}
}

// shootout is the two hands of home_shootout.txt.
func shootout(t *testing.T) [2][]byte {
	data := bytes.ReplaceAll(readReal(t, "home_shootout.txt"), []byte("\r\n"), []byte("\n"))
	i := bytes.Index(data[1:], []byte("PokerStars")) + 1
	if i == 0 {
		t.Fatal("one hand in home_shootout.txt")
	}
	return [2][]byte{data[:i], data[i:]}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) { clear(p); return len(p), nil }

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// Each hand's text is read as Latin-1 when it is not UTF-8, the others as
// they are: one old hand with a Latin-1 name no longer turns every UTF-8
// name of the file into mojibake.
func TestStreamLatin1ByHand(t *testing.T) {
	t.Parallel()
	hands := shootout(t)
	utf := bytes.ReplaceAll(hands[0], []byte("Ada"), []byte("Renée"))
	latin := bytes.ReplaceAll(hands[1], []byte("Ada"), []byte("Ren\xe9e"))
	got, err := streamedPokerStars(append(append([]byte{}, utf...), latin...))
	if err != nil || len(got) != 2 {
		t.Fatalf("%v, %d hands", err, len(got))
	}
	for i, h := range got {
		if h.Err != nil || !strings.Contains(fmt.Sprint(h.Log.Seats), "Renée") {
			t.Errorf("hand %d: %v, seats %v", i+1, h.Err, h.Log.Seats)
		}
	}
	if utf8.Valid(latin) {
		t.Fatal("the second hand is UTF-8")
	}
}

// The stream's UTF-16 reading is Decode's, whatever the bytes: unpaired
// surrogates, an odd last byte, reads of one byte.
func FuzzTextReaderDecodes(f *testing.F) {
	f.Add([]byte{0xFF, 0xFE, 'a', 0, 0x00, 0xD8, 'b', 0})
	f.Add([]byte{0xFE, 0xFF, 0xD8, 0x3D, 0xDE, 0x00, 0, 'x', 7})
	f.Add([]byte("a\x00b\x00c\x00"))
	f.Add([]byte("\ufeffPokerStars"))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := io.ReadAll(NewTextReader(iotest.OneByteReader(bytes.NewReader(b))))
		if err != nil {
			t.Fatal(err)
		}
		if want := Decode(b); latin1(got) != want {
			t.Fatalf("%q read as %q, Decode %q", b, got, want)
		}
	})
}

// The streaming readers read whatever bytes as the whole-file readers did.
func FuzzStreamAsWhole(f *testing.F) {
	for _, name := range []string{"real/home_shootout.txt", "real/home_8game_old.txt"} {
		if data, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
			for _, h := range splitHands(data)[:3] {
				f.Add(h)
			}
		}
	}
	if data, err := os.ReadFile(filepath.Join(vectors, "hands.phhs")); err == nil {
		for _, sec := range bytes.Split(data, []byte("\n\n"))[:3] {
			f.Add(sec)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if !utf8.Valid(b) {
			return // Latin-1 is read a hand at a time now (TestStreamLatin1ByHand)
		}
		got, gerr := streamedPHH(b)
		want, werr := wholePHHImported(b)
		if d := sameRead(got, gerr, want, werr); d != "" {
			t.Fatalf("PHH: %s", d)
		}
		got, gerr = streamedPokerStars(b)
		want, werr = wholePokerStars(b)
		if d := sameRead(got, gerr, want, werr); d != "" {
			t.Fatalf("PokerStars: %s", d)
		}
	})
}
