import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** git analyzer (V): rule table pending. */
const gitAnalyzer: Analyzer = {
  type: 'git',
  letter: 'V',
  prepare: plainContext,
  rules: [],
};
export default gitAnalyzer;
