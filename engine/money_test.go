package engine

import "testing"

// Amounts are written in the log's units: chips as today, cents in the
// currency, so that a cash game reads as the file did.
func TestMoney(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m            Money
		n            int
		amount, sign string
	}{
		{"", 63, "63", "+63"},
		{"", -20, "-20", "-20"},
		{"", 0, "0", "+0"},
		{"USD", 31, "$0.31", "+$0.31"},
		{"USD", -5, "-$0.05", "-$0.05"},
		{"USD", 563, "$5.63", "+$5.63"},
		{"USD", 0, "$0.00", "+$0.00"},
		{"EUR", 200, "€2.00", "+€2.00"},
		{"GBP", -123456, "-£1234.56", "-£1234.56"},
		{"CHF", 31, "0.31 CHF", "+0.31 CHF"},
	} {
		if got := c.m.Amount(c.n); got != c.amount {
			t.Errorf("%q.Amount(%d) = %q, want %q", c.m, c.n, got, c.amount)
		}
		if got := c.m.Signed(c.n); got != c.sign {
			t.Errorf("%q.Signed(%d) = %q, want %q", c.m, c.n, got, c.sign)
		}
	}
	if got := (HandLog{Currency: "USD"}).Money().Stakes(10, 20); got != "$0.10/$0.20" {
		t.Errorf("stakes %q", got)
	}
	if got := (HandLog{}).Money().Stakes(10, 20); got != "10/20" {
		t.Errorf("chip stakes %q", got)
	}
}
