import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** text analyzer (P): rule table pending. */
const textAnalyzer: Analyzer = {
  type: 'text',
  letter: 'P',
  prepare: plainContext,
  rules: [],
};
export default textAnalyzer;
