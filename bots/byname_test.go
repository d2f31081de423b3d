package bots

// ByName makes one bot of the named style at a level, with the style's
// first display name.
func ByName(style string, level Level) (Bot, error) {
	bs, err := Seat([]string{style}, level)
	if err != nil {
		return nil, err
	}
	return bs[0], nil
}
