import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** document analyzer (D): rule table pending. */
const documentAnalyzer: Analyzer = {
  type: 'document',
  letter: 'D',
  prepare: plainContext,
  rules: [],
};
export default documentAnalyzer;
