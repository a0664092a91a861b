import type { ActionType, Analyzer, BaseContext } from '../types.js';
import url from './url.js';
import command from './command.js';
import text from './text.js';
import fileRead from './file-read.js';
import fileWrite from './file-write.js';
import apiCall from './api-call.js';
import query from './query.js';
import code from './code.js';
import message from './message.js';
import transaction from './transaction.js';
import auth from './auth.js';
import git from './git.js';
import uiAction from './ui-action.js';
import infra from './infra.js';
import agentComm from './agent-comm.js';
import dataPipeline from './data-pipeline.js';
import document from './document.js';
import iot from './iot.js';
import { withFrames } from '../frames/profiles.js';
import { withSecondOpinion } from '../learned/second-opinion.js';

/** Each analyzer has its own context type; the registry only needs what every context shares. */
function erase<C extends BaseContext>(analyzer: Analyzer<C>): Analyzer<BaseContext> {
  return withSecondOpinion(analyzer.type, withFrames(analyzer.type, analyzer)) as unknown as Analyzer<BaseContext>;
}

/** Every analyzer, one per action type. */
export const ANALYZERS: Readonly<Record<ActionType, Analyzer<BaseContext>>> = {
  url: erase(url),
  command: erase(command),
  text: erase(text),
  file_read: erase(fileRead),
  file_write: erase(fileWrite),
  api_call: erase(apiCall),
  query: erase(query),
  code: erase(code),
  message: erase(message),
  transaction: erase(transaction),
  auth: erase(auth),
  git: erase(git),
  ui_action: erase(uiAction),
  infra: erase(infra),
  agent_comm: erase(agentComm),
  data_pipeline: erase(dataPipeline),
  document: erase(document),
  iot: erase(iot),
};
