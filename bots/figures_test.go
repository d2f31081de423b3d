package bots

import "razz/engine"

// AdviseFigures is Advise without playing the choices on (Values): the
// strategy's rule and its figures alone, never overruled by the
// lookahead, what the strategy's own tests judge (the review and the
// drills' questions take Advise, as the table's box does). It lives in
// the tests: no program advises without the lookahead it has.
func AdviseFigures(v engine.View, m Models) Advice { return advise(v, m, true, false) }
