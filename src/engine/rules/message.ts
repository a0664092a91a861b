import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** message analyzer (M): rule table pending. */
const messageAnalyzer: Analyzer = {
  type: 'message',
  letter: 'M',
  prepare: plainContext,
  rules: [],
};
export default messageAnalyzer;
