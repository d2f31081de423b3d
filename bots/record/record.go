// Package record is a hand as the trainer reads it: its log with who each
// seat is (the user's seat, each seat's model) and which cards nobody saw.
// Open is the one place a hand log becomes a Record, and the only place a
// log of version 1 is read by the rules it was written under (the seat
// named "You" is the user, a bot's display name gives its style): nothing
// else reads a name for meaning. The coach, the review, practice, replay,
// History, Stats, the recap, plain mode and serve take the user's seat and
// the seats' models from a Record.
//
// It imports engine and bots (for a seat's Model); it must not import
// bots/review or bots/session (which use it), tui, the store or any
// terminal library.
package record

import (
	"fmt"
	"slices"
	"strconv"

	"razz/bots"
	"razz/engine"
)

// Record is one hand with who each seat is.
type Record struct {
	// Log is the hand as version 2 writes it: a version-1 log comes with
	// its hero and its bots' styles filled in and its stand-ins written
	// engine.UnknownCard (Open). Read it; never write it.
	Log engine.HandLog

	you    int
	models bots.Models
}

// You is the trainer's name for the user at its tables: version-1 logs
// told the user's seat by it (Open reads it there, and nowhere else).
const You = "You"

// Open reads a hand log as a Record. A log of version 2 says who each
// seat is: its hero is the user, a seat's bot field the bot's style (and
// its mistakes field how often that bot slipped, else razz's default
// level's), a seat without one a person. A log of version 1 did not:
// there the user is the hero an import named, else the seat named You,
// and on razz's own tables (no source) a seat named as razz names its
// bots (bots.StyleNamed) is that bot; an imported hand's players are
// people.
func Open(l engine.HandLog) Record {
	l = l.Unhidden()
	if l.Version < engine.LogVersion {
		l = upgrade(l)
	}
	r := Record{Log: l}
	styles, mistakes := map[int]string{}, map[int]float64{}
	for _, s := range l.Seats {
		if s.Seat == l.Hero {
			r.you = s.Seat
		}
		if s.Bot != "" {
			styles[s.Seat] = s.Bot
			if s.Mistakes != nil {
				mistakes[s.Seat] = *s.Mistakes
			}
		}
	}
	r.models = bots.ModelsBy(styles, mistakes)
	if r.you > 0 {
		r.models = r.models.WithYou(r.you)
	}
	return r
}

// Parse reads one hand-log line as a Record (engine.ParseLog, then Open).
func Parse(line []byte) (Record, error) {
	l, err := engine.ParseLog(line)
	if err != nil {
		return Record{}, err
	}
	return Open(l), nil
}

// upgrade writes into a version-1 log who each seat is, by the rules it
// was written under (Open).
func upgrade(l engine.HandLog) engine.HandLog {
	l.Seats = slices.Clone(l.Seats)
	if l.Hero == 0 {
		for _, s := range l.Seats {
			if s.Name == You {
				l.Hero = s.Seat
				break
			}
		}
	}
	if l.Source == "" {
		for i := range l.Seats {
			if s := &l.Seats[i]; s.Seat != l.Hero && s.Bot == "" {
				s.Bot = bots.StyleNamed(s.Name)
			}
		}
	}
	l.Version = engine.LogVersion
	return l
}

// You is the user's seat, 0 when the user was not dealt in (razz sim's
// hands, an import that does not say whose cards it showed).
func (r Record) You() int { return r.you }

// Models is each seat's model, from who plays it: what the coach and the
// review read the seats' ranges by.
func (r Record) Models() bots.Models { return r.models }

// Model is one seat's model.
func (r Record) Model(seat int) bots.Model { return r.models(seat, "") }

// Name is a seat's name in the hand, for words.
func (r Record) Name(seat int) string {
	for _, s := range r.Log.Seats {
		if s.Seat == seat {
			return s.Name
		}
	}
	return ""
}

// Unknown is where in seat's deal the cards nobody saw are (indexes into
// Log.Deal), none when every card it was dealt was seen.
func (r Record) Unknown(seat int) []int {
	var out []int
	for i, c := range r.Log.Deal[strconv.Itoa(seat)] {
		if c == engine.UnknownCard {
			out = append(out, i)
		}
	}
	return out
}

// UnknownCards counts the cards nobody saw in the whole hand.
func (r Record) UnknownCards() int {
	n := 0
	for _, cs := range r.Log.Deal {
		for _, c := range cs {
			if c == engine.UnknownCard {
				n++
			}
		}
	}
	return n
}

// Seen is nil when every card seat was dealt is known, else why nothing
// can be decided from its seat: "seat 3's down cards were never shown in
// pokerstars".
func (r Record) Seen(seat int) error {
	if len(r.Unknown(seat)) == 0 {
		return nil
	}
	if r.Log.Source == "" {
		return fmt.Errorf("seat %d's down cards were never shown", seat)
	}
	return fmt.Errorf("seat %d's down cards were never shown in %s", seat, r.Log.Source)
}
