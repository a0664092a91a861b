import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** query analyzer (Q): rule table pending. */
const queryAnalyzer: Analyzer = {
  type: 'query',
  letter: 'Q',
  prepare: plainContext,
  rules: [],
};
export default queryAnalyzer;
