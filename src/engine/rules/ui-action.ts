import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** ui_action analyzer (B): rule table pending. */
const uiactionAnalyzer: Analyzer = {
  type: 'ui_action',
  letter: 'B',
  prepare: plainContext,
  rules: [],
};
export default uiactionAnalyzer;
