import type { ActionType } from '../types.js';

/**
 * The action types whose values are prose: they carry the frame rows (rows.ts). In a module of its own so that a
 * process scoring one action of another type (the CLI, the hook: one-type.ts) decides so without loading the rows.
 */
export const PROSE_TYPES: readonly ActionType[] = ['text', 'agent_comm', 'data_pipeline', 'document', 'ui_action', 'message', 'transaction', 'iot', 'auth'];
