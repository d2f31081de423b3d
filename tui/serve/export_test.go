package serve

// SummaryEvery is how long a refusal's log line stands for its repeats.
var SummaryEvery = &summaryEvery

// KeepaliveEvery and KeepaliveWait are how often a connection is asked
// whether its client is there, and how long its answer is waited for.
var KeepaliveEvery, KeepaliveWait = &keepaliveEvery, &keepaliveWait

// Frame is how often a resize reaches the screens at most.
const Frame = frame
