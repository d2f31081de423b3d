package cli

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"razz/engine"
)

// maxName is the longest player name an import keeps, in characters:
// names at a table are short (PokerStars allows a dozen characters), and
// a name is written into every line of a text export.
const maxName = 40

// maxImportLine is the longest hand-log line an import saves. A hand of
// eight players with names of maxName is a few kilobytes; a longer line
// holds something no hand needs (a source id of megabytes), and every
// reader of the history (review, replay, export, the History screen) must
// be able to read back what is saved (they stop at engine.MaxLogLine).
const maxImportLine = 64 << 10

// boundHand makes an imported hand fit the history: control characters
// in player names (a line break would split a PokerStars export, an
// escape sequence redraw the terminal) become spaces, names longer than
// maxName characters are cut (the note says so; a cut name that
// another seat has too gets the seat's number), and a hand whose hand log
// would still be longer than maxImportLine is refused. js is the hand's
// log line as it is kept.
func boundHand(l engine.HandLog) (_ engine.HandLog, note string, js []byte, err error) {
	for i, s := range l.Seats {
		plain := strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return ' '
			}
			return r
		}, s.Name)
		long := utf8.RuneCountInString(plain) > maxName
		if plain == s.Name && !long {
			continue
		}
		if note == "" {
			l.Seats = append([]engine.LogSeat(nil), l.Seats...)
		}
		if plain != s.Name {
			note += fmt.Sprintf("; control characters in seat %d's name made spaces", s.Seat)
		}
		if long {
			note += fmt.Sprintf("; seat %d's name of %d characters cut to %d", s.Seat, utf8.RuneCountInString(s.Name), maxName)
		}
		name := cutName(plain, maxName)
		for j, o := range l.Seats {
			if j != i && o.Name == name {
				suffix := " #" + strconv.Itoa(s.Seat)
				name = cutName(plain, maxName-len(suffix)) + suffix
			}
		}
		l.Seats[i].Name = name
	}
	note += boundLabels(&l)
	if note != "" {
		note = " (" + note[2:] + ")"
	}
	js, err = json.Marshal(l)
	if err == nil && len(js) > maxImportLine {
		err = fmt.Errorf("its hand log would take %d bytes, more than a hand needs (%d KiB at most): not imported", len(js), maxImportLine>>10)
	}
	return l, note, js, err
}

// cutName is the first n characters of a name.
func cutName(name string, n int) string {
	for i := range name {
		if n == 0 {
			return name[:i]
		}
		n--
	}
	return name
}

// maxLabel is the longest table name, tournament field, currency or mixed
// game an import keeps, in characters.
const maxLabel = 80

// boundLabels cleans the hand's other texts as names are cleaned: the
// table's name, the mixed game, the currency and the tournament's fields
// are drawn on screens and written into exports too, so control characters
// become spaces and each is cut to maxLabel characters. It returns the
// note's part ("; …" for each field changed).
func boundLabels(l *engine.HandLog) string {
	note := ""
	clean := func(what string, s *string) {
		plain := strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return ' '
			}
			return r
		}, *s)
		plain = cutName(plain, maxLabel)
		if plain != *s {
			note += "; " + what + " cleaned of control characters and cut to " + strconv.Itoa(maxLabel) + " characters"
			*s = plain
		}
	}
	clean("the table's name", &l.TableName)
	clean("the mixed game", &l.Mixed)
	clean("the currency", &l.Currency)
	if l.Tournament != nil {
		t := *l.Tournament
		clean("the tournament's id", &t.ID)
		clean("the tournament's level", &t.Level)
		clean("the tournament's buy-in", &t.BuyIn)
		clean("the tournament's name", &t.Name)
		l.Tournament = &t
	}
	return note
}
