import { plainContext } from '../context.js';
import type { Analyzer } from '../types.js';

/** agent_comm analyzer (N): rule table pending. */
const agentcommAnalyzer: Analyzer = {
  type: 'agent_comm',
  letter: 'N',
  prepare: plainContext,
  rules: [],
};
export default agentcommAnalyzer;
