import { setFlagsFromString } from 'node:v8';

/**
 * Defence in depth behind the ReDoS audit: V8 switches a regex to its linear-time engine when backtracking
 * gets excessive. V8 flags are process-wide, so this covers the scoring worker threads too. The library entry
 * does not set it (it would change its host's V8); embedders can pass the flag to node themselves.
 */
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
