package serve

// SummaryEvery is how long a refusal's log line stands for its repeats.
var SummaryEvery = &summaryEvery
