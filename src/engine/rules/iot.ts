import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** iot analyzer (O): rule table pending. */
const iotAnalyzer: Analyzer = {
  type: 'iot',
  letter: 'O',
  prepare: plainContext,
  rules: [],
};
export default iotAnalyzer;
