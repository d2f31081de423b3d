package engine

import (
	"fmt"
	"strconv"
)

// Money writes a hand's amounts as its log counts them: play chips as a
// number ("63"), or, for a cash game's log, cents in its currency
// ("$0.31"). It is the one formatter of amounts every screen and command
// uses for a logged hand. Its value is the log's currency code ("USD",
// "EUR", "GBP"), "" for chips.
type Money string

// Money is the log's way of writing its amounts.
func (l HandLog) Money() Money { return Money(l.Currency) }

var moneySymbols = map[Money]string{"USD": "$", "EUR": "€", "GBP": "£"}

// Cash says the amounts are cents of a currency, not chips.
func (m Money) Cash() bool { return m != "" }

// Amount writes n: "63" in chips, "$0.31", "-$1.05" or "€2.00" in cents;
// a currency without a symbol is written after the amount ("0.31 CHF").
func (m Money) Amount(n int) string {
	if m == "" {
		return strconv.Itoa(n)
	}
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	num := fmt.Sprintf("%d.%02d", n/100, n%100)
	if sym, ok := moneySymbols[m]; ok {
		return sign + sym + num
	}
	return sign + num + " " + string(m)
}

// Signed writes a result: "+63", "-20", "+$0.31", "-$0.05"; nothing
// won or lost is "+0" ("+$0.00"), as %+d writes it.
func (m Money) Signed(n int) string {
	if n >= 0 {
		return "+" + m.Amount(n)
	}
	return m.Amount(n)
}

// Stakes writes the small and big bet: "10/20", "$0.10/$0.20".
func (m Money) Stakes(small, big int) string { return m.Amount(small) + "/" + m.Amount(big) }
