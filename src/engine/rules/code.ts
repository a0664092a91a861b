import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** code analyzer (G): rule table pending. */
const codeAnalyzer: Analyzer = {
  type: 'code',
  letter: 'G',
  prepare: plainContext,
  rules: [],
};
export default codeAnalyzer;
