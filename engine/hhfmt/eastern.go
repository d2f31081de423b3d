package hhfmt

import "time"

// PokerStars writes times in ET, the US Eastern zone, and FPDB reads them
// so. The zone's rule since 2007, so that no time-zone database is needed:
// UTC-4 from 2:00 on the second Sunday of March to 2:00 on the first
// Sunday of November, UTC-5 otherwise.

var (
	est = time.FixedZone("EST", -5*3600)
	edt = time.FixedZone("EDT", -4*3600)
)

// nthSunday is the day of the month of the n-th Sunday of month m.
func nthSunday(year int, m time.Month, n int) int {
	first := time.Date(year, m, 1, 0, 0, 0, 0, time.UTC).Weekday()
	return 1 + (7-int(first))%7 + 7*(n-1)
}

// dstBounds are the UTC instants the US Eastern zone moves to and from
// daylight time in year.
func dstBounds(year int) (start, end time.Time) {
	start = time.Date(year, time.March, nthSunday(year, time.March, 2), 7, 0, 0, 0, time.UTC)
	end = time.Date(year, time.November, nthSunday(year, time.November, 1), 6, 0, 0, 0, time.UTC)
	return
}

// toEastern is t on a US Eastern clock.
func toEastern(t time.Time) time.Time {
	t = t.UTC()
	start, end := dstBounds(t.Year())
	if !t.Before(start) && t.Before(end) {
		return t.In(edt)
	}
	return t.In(est)
}

// fromEastern reads a wall-clock time in US Eastern as UTC (an hour that
// happens twice in November is taken the first time).
func fromEastern(year int, mon time.Month, day, h, m, s int) time.Time {
	dst := time.Date(year, mon, day, h, m, s, 0, edt)
	start, end := dstBounds(year)
	if !dst.Before(start) && dst.Before(end) {
		return dst.UTC()
	}
	return time.Date(year, mon, day, h, m, s, 0, est).UTC()
}
