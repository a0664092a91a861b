import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** data_pipeline analyzer (L): rule table pending. */
const datapipelineAnalyzer: Analyzer = {
  type: 'data_pipeline',
  letter: 'L',
  prepare: plainContext,
  rules: [],
};
export default datapipelineAnalyzer;
