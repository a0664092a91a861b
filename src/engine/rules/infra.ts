import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** infra analyzer (K): rule table pending. */
const infraAnalyzer: Analyzer = {
  type: 'infra',
  letter: 'K',
  prepare: plainContext,
  rules: [],
};
export default infraAnalyzer;
