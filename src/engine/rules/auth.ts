import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** auth analyzer (I): rule table pending. */
const authAnalyzer: Analyzer = {
  type: 'auth',
  letter: 'I',
  prepare: plainContext,
  rules: [],
};
export default authAnalyzer;
