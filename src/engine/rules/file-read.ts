import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** file_read analyzer (R): rule table pending. */
const filereadAnalyzer: Analyzer = {
  type: 'file_read',
  letter: 'R',
  prepare: plainContext,
  rules: [],
};
export default filereadAnalyzer;
