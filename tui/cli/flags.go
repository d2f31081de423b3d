package cli

import (
	"errors"

	"github.com/spf13/pflag"

	"razz/engine"
)

// flagWants says in words what a flag takes, by name where the type alone
// says too little.
var flagWants = map[string]string{
	"seed":    "a whole number, 0 or more (0 deals differently each run)",
	"speed":   "a duration such as 300ms, or 0",
	"players": "a whole number of players, 2 to 8",
	"stack":   "a whole number of chips",
	"hands":   "a whole number of hands, 1 or more",
	"rounds":  "a whole number of questions, or 0 for no end",
}

// wants is what flag f takes, in words.
func wants(f *pflag.Flag) string {
	if w, ok := flagWants[f.Name]; ok {
		return w
	}
	if hr, ok := engine.HouseRuleNamed(f.Name); ok {
		return hr.Wants
	}
	switch f.Value.Type() {
	case "int", "int64":
		return "a whole number"
	case "uint64", "uint":
		return "a whole number, 0 or more"
	case "duration":
		return "a duration such as 300ms"
	case "bool":
		return "true or false, or no value"
	}
	return "a value"
}

// FlagError turns the flag parser's errors into one sentence saying what
// the flag wants ("--speed wants a duration such as 300ms, or 0, not
// "5""), exit status 2. Other errors pass through as usage errors.
func FlagError(err error) error {
	var bad *pflag.InvalidValueError
	var missing *pflag.ValueRequiredError
	switch {
	case errors.As(err, &bad):
		f := bad.GetFlag()
		return Usage("--%s wants %s, not %q", f.Name, wants(f), bad.GetValue())
	case errors.As(err, &missing):
		f := missing.GetFlag()
		return Usage("--%s wants a value: %s", f.Name, wants(f))
	}
	return ExitError{2, err}
}
