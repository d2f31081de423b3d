package bots

import "math/bits"

// wy is a small fast random source (wyrand) for the range read's and
// the lookahead's inner loops, which draw a number for nearly every card
// they deal: a few instructions a draw where math/rand/v2's PCG takes
// several times as many. It is seeded from a seeded source, so every
// figure stays reproducible.
type wy uint64

func (w *wy) next() uint64 {
	*w += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*w), uint64(*w)^0xe7037ed1a0b428db)
	return hi ^ lo
}

// intN is a number in [0, n) (n below 2^32; the bias, n/2^32, is far
// below any figure's precision).
func (w *wy) intN(n int) int {
	return int((w.next() & 0xffffffff) * uint64(n) >> 32)
}

// float64 is a number in [0, 1).
func (w *wy) float64() float64 {
	return float64(w.next()>>11) / (1 << 53)
}
