import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** file_write analyzer (W): rule table pending. */
const filewriteAnalyzer: Analyzer = {
  type: 'file_write',
  letter: 'W',
  prepare: plainContext,
  rules: [],
};
export default filewriteAnalyzer;
