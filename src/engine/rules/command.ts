import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** command analyzer (C): rule table pending. */
const commandAnalyzer: Analyzer = {
  type: 'command',
  letter: 'C',
  prepare: plainContext,
  rules: [],
};
export default commandAnalyzer;
