// Package countcmd holds queens count, which counts solutions fast on
// every core or in shards, with checkpoints, merges and measured tables.
package countcmd
