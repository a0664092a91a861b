import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** api_call analyzer (A): rule table pending. */
const apicallAnalyzer: Analyzer = {
  type: 'api_call',
  letter: 'A',
  prepare: plainContext,
  rules: [],
};
export default apicallAnalyzer;
