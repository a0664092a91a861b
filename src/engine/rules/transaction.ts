import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** transaction analyzer (T): rule table pending. */
const transactionAnalyzer: Analyzer = {
  type: 'transaction',
  letter: 'T',
  prepare: plainContext,
  rules: [],
};
export default transactionAnalyzer;
