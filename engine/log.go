package engine

import (
	"fmt"
	"slices"
	"strconv"
	"time"
)

// LogVersion is the hand-log version the engine writes: 2, where a seat
// says whether a bot played it (LogSeat.Bot), a saved hand says whose it
// is (Hero) and a card nobody saw is written UnknownCard in its place in
// the deal. ParseLog reads version 1 too.
const LogVersion = 2

// UnknownCard is a card nobody saw (a down card the source never showed),
// as the deal writes it: "??" in its place in the deal order.
const UnknownCard = "??"

// HandLog is one hand in the JSON Lines format of the hand-log spec
// (version 2). Readers ignore fields they do not know.
type HandLog struct {
	Version     int                 `json:"version"`
	Game        string              `json:"game"`
	Seed        uint64              `json:"seed"`
	Hand        int                 `json:"hand"`
	Limits      LogLimits           `json:"limits"`
	Rules       LogRules            `json:"rules,omitempty"`
	Seats       []LogSeat           `json:"seats"`
	Deal        map[string][]string `json:"deal"`
	Community   *string             `json:"community"`
	Actions     []LogAction         `json:"actions"`
	Showdown    []LogShow           `json:"showdown"`
	Returned    []LogChips          `json:"returned"`
	Awards      []LogChips          `json:"awards"`
	StacksAfter map[string]int      `json:"stacks_after"`
	// Optional fields of the spec: when the hand ended (UTC, RFC 3339;
	// the engine has no clock, so whoever saves the hand sets it), and for
	// an imported hand, its source format ("phh", "pokerstars") and its
	// identifier there.
	Time     string `json:"time,omitempty"`
	Source   string `json:"source,omitempty"`
	SourceID string `json:"source_id,omitempty"`
	// Run (an addition beyond the spec, which readers may ignore): the
	// sitting at the table that dealt the hand, the same on every hand of
	// one run of the table and different on the next, whatever its seed:
	// two runs with one --seed deal the same cards, and a list tells them
	// apart by this. "" on hands saved before it was written.
	Run string `json:"run,omitempty"`
	// Hidden is version 1's way of saying which cards nobody saw: by
	// seat, indexes into the seat's deal, which held stand-ins there (the
	// highest cards nobody was seen holding). ParseLog writes each such
	// card UnknownCard in the deal (Unhidden); version 2 has no Hidden.
	Hidden map[string][]int `json:"hidden,omitempty"`
	// What an imported hand's source says of the game (the spec's optional
	// fields): the rake taken from the pots (awards plus rake equal the
	// pot, and each pot still goes to the low the rules give), the
	// currency ("USD", "EUR", "GBP"; amounts are then cents, "" for
	// chips), the table's name, the tournament, the mixed game's rotation
	// ("HORSE", "8-Game"), the button's seat, and the hero: the seat whose
	// down cards the source shows, the user; on every hand the trainer
	// saves, the user's seat (0: nobody's, as in razz sim).
	Rake       int            `json:"rake,omitempty"`
	Currency   string         `json:"currency,omitempty"`
	TableName  string         `json:"table,omitempty"`
	Tournament *LogTournament `json:"tournament,omitempty"`
	Mixed      string         `json:"mixed,omitempty"`
	Button     int            `json:"button,omitempty"`
	Hero       int            `json:"hero,omitempty"`
	// Club and TableMax (additions beyond the spec, which readers may
	// ignore): the home-game club an imported hand was played in
	// (PokerStars' "{Dazzle's Room}"), and how many seats its table had
	// (a 2-max table), so that an export writes the hand as it was.
	Club     string `json:"club,omitempty"`
	TableMax int    `json:"table_max,omitempty"`
	// HeroName (an addition beyond the spec, which readers may ignore):
	// the hero's name in the file the hand was imported from, where the
	// history calls that seat You; an export writes it back.
	HeroName string `json:"hero_name,omitempty"`
	// Mucked: the seats that mucked at the showdown rather than show
	// (their lows are still the rules', in Showdown).
	Mucked []int `json:"mucked,omitempty"`
}

// LogTournament is the tournament an imported hand was played in.
type LogTournament struct {
	ID    string `json:"id"`
	Level string `json:"level,omitempty"`  // "IV"
	BuyIn string `json:"buy_in,omitempty"` // as the source writes it: "$200+$15"
	Name  string `json:"name,omitempty"`   // the event's name, when the source gives one
	Round string `json:"round,omitempty"`  // a match's round ("I"), as a shootout's header says it
}

// Unhidden is the log with each card its Hidden field lists (version 1's
// stand-ins) written UnknownCard in its place in the deal, and no Hidden:
// the deal is the one record of which cards nobody saw. The deal is
// copied, never written; a log without Hidden comes back as it is.
func (l HandLog) Unhidden() HandLog {
	if len(l.Hidden) == 0 {
		return l
	}
	deal := make(map[string][]string, len(l.Deal))
	for seat, cs := range l.Deal {
		deal[seat] = cs
	}
	for seat, idx := range l.Hidden {
		cs := slices.Clone(deal[seat])
		for _, i := range idx {
			if i >= 0 && i < len(cs) {
				cs[i] = UnknownCard
			}
		}
		deal[seat] = cs
	}
	l.Deal, l.Hidden = deal, nil
	return l
}

// LogLimits are the stakes and the cap (null for none).
type LogLimits struct {
	Ante     int  `json:"ante"`
	BringIn  int  `json:"bring_in"`
	SmallBet int  `json:"small_bet"`
	BigBet   int  `json:"big_bet"`
	Cap      *int `json:"cap"`
}

// LogRules are the house rules other than the cap, by their HouseRule
// Field, written when any differs from the default (a field older readers
// ignore): true for a switch that is on, the setting's name for a choice.
type LogRules map[string]any

// LogSeat is a seat dealt in, with its stack before the antes, and who
// played it: Bot is the style of the bot that did ("grinder", "rock",
// "station", "maniac", "shark", "classic", "random", "caller"), "" for a
// person (the user, a member over SSH, a player of an imported hand).
// The name is for people to read: no reader takes meaning from it.
type LogSeat struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Stack int    `json:"stack"`
	Bot   string `json:"bot,omitempty"`
	// Mistakes is how often the bot playing the seat made a beginner's
	// mistake at a decision (its level's chance: 0.15 at easy, 0 at
	// hard); nil where the log does not say (a person, a bot that plays
	// no level, a log written before the field).
	Mistakes *float64 `json:"mistakes,omitempty"`
}

// LogAction is one action.
type LogAction struct {
	Street int    `json:"street"`
	Seat   int    `json:"seat"`
	Action string `json:"action"`
	Put    int    `json:"put"`
	To     int    `json:"to"`
}

// LogShow is a hand shown down with its best low in written form.
type LogShow struct {
	Seat int      `json:"seat"`
	Low  []string `json:"low"`
}

// LogChips is an amount for a seat.
type LogChips struct {
	Seat   int `json:"seat"`
	Amount int `json:"amount"`
}

// LogMeta is what a hand log says about a hand besides its play: the
// session's seed, the hand's number and the spec's optional fields. The
// engine has no clock: the caller gives the time.
type LogMeta struct {
	Seed uint64
	Hand int
	// Time is when the hand ended; the zero time leaves the field out.
	// It is written in UTC to the second.
	Time time.Time
	// Source ("phh", "pokerstars") and SourceID say where an imported hand
	// came from; empty leaves them out.
	Source, SourceID string
	// Run names the sitting at the table that dealt the hand (HandLog.Run);
	// empty leaves it out.
	Run string
	// Hero is the user's seat (HandLog.Hero), 0 for none (razz sim).
	Hero int
	// Bots is the style of the bot playing each seat a bot plays, by
	// seat (LogSeat.Bot); a seat it leaves out is a person's.
	Bots map[int]string
	// Mistakes is how often each seat's bot makes a beginner's mistake,
	// by seat (LogSeat.Mistakes); a seat it leaves out is not said.
	Mistakes map[int]float64
}

// mistakes is seat's LogSeat.Mistakes: nil where m does not say.
func (m LogMeta) mistakes(seat int) *float64 {
	if f, ok := m.Mistakes[seat]; ok {
		return &f
	}
	return nil
}

// LogTimeLayout is how the optional time field is written: RFC 3339 in UTC.
const LogTimeLayout = "2006-01-02T15:04:05Z"

func (m LogMeta) time() string {
	if m.Time.IsZero() {
		return ""
	}
	return m.Time.UTC().Format(LogTimeLayout)
}

// Log writes the hand (finished or not) as a hand log.
func (h *Hand) Log(seed uint64, number int) HandLog {
	return h.LogWith(LogMeta{Seed: seed, Hand: number})
}

// LogWith writes the hand as a hand log with the optional fields of m.
func (h *Hand) LogWith(m LogMeta) HandLog {
	t := h.table
	l := HandLog{Version: LogVersion, Game: "razz", Seed: m.Seed, Hand: m.Hand, Time: m.time(), Source: m.Source, SourceID: m.SourceID, Run: m.Run, Hero: m.Hero,
		Limits: LogLimits{Ante: t.Stakes.Ante, BringIn: t.Stakes.BringIn, SmallBet: t.Stakes.Small, BigBet: t.Stakes.Big},
		Deal:   map[string][]string{}, StacksAfter: map[string]int{},
		Actions: []LogAction{}, Showdown: []LogShow{}, Returned: []LogChips{}, Awards: []LogChips{}}
	if t.Rules.Cap > 0 {
		c := t.Rules.Cap
		l.Limits.Cap = &c
	}
	l.Rules = logRules(t.Rules)
	for _, s := range h.seats {
		l.Seats = append(l.Seats, LogSeat{Seat: s.Seat, Name: s.Name, Stack: s.start, Bot: m.Bots[s.Seat], Mistakes: m.mistakes(s.Seat)})
		var cs []string
		for _, c := range s.cards {
			cs = append(cs, c.String())
		}
		l.Deal[strconv.Itoa(s.Seat)] = cs
		l.StacksAfter[strconv.Itoa(s.Seat)] = s.Stack
	}
	if h.hasCommunity {
		c := h.community.String()
		l.Community = &c
	}
	for _, a := range h.Actions() {
		l.Actions = append(l.Actions, LogAction{a.Street, a.Seat, a.Kind.String(), a.Put, a.To})
	}
	if h.showdown != nil {
		for _, s := range h.showdown.Order {
			l.Showdown = append(l.Showdown, LogShow{s.Seat, s.Eval.Low.Strings()})
		}
	}
	for _, c := range h.returned {
		l.Returned = append(l.Returned, LogChips(c))
	}
	for _, c := range h.awards {
		l.Awards = append(l.Awards, LogChips(c))
	}
	return l
}

func logRules(r Rules) LogRules {
	var lr LogRules
	for _, hr := range HouseRules {
		if hr.Field == "cap" || !hr.Changed(r) {
			continue
		}
		if lr == nil {
			lr = LogRules{}
		}
		if hr.Kind == SettingSwitch {
			lr[hr.Field] = hr.Get(r) == "true"
		} else {
			lr[hr.Field] = hr.Get(r)
		}
	}
	return lr
}

// ParseLog reads one hand-log line, of version 2 or 1. A version-1 log's
// stand-ins (Hidden) come back written UnknownCard in the deal, as
// version 2 writes them (Unhidden); its Version stays 1, which tells a
// reader (bots/record) that who each seat is was not written yet.
func ParseLog(line []byte) (HandLog, error) {
	l, err := DecodeLog(line)
	if err != nil {
		return l, fmt.Errorf("not a hand log: %v", err)
	}
	if l.Version != 1 && l.Version != LogVersion {
		return l, fmt.Errorf("hand log version %d: this program reads versions 1 and %d", l.Version, LogVersion)
	}
	l = l.Unhidden()
	if l.Game != "razz" {
		return l, fmt.Errorf("game %q: this program reads razz", l.Game)
	}
	if l.Time != "" {
		if _, err := time.Parse(time.RFC3339, l.Time); err != nil {
			return l, fmt.Errorf("time %q: want RFC 3339 in UTC, such as 2026-11-30T17:07:36Z", l.Time)
		}
	}
	for _, s := range l.Seats {
		if f := s.Mistakes; f != nil && !(*f >= 0 && *f <= 1) {
			return l, fmt.Errorf("seat %d's mistakes %v: want a chance from 0 to 1", s.Seat, *f)
		}
	}
	return l, nil
}

// When is the time the hand ended, when the log says it.
func (l HandLog) When() (time.Time, bool) {
	t, err := time.Parse(time.RFC3339, l.Time)
	return t, err == nil && l.Time != ""
}
