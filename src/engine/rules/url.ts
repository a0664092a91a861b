import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** url analyzer (U): rule table pending. */
const urlAnalyzer: Analyzer = {
  type: 'url',
  letter: 'U',
  prepare: plainContext,
  rules: [],
};
export default urlAnalyzer;
