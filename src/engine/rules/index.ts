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

/** Every analyzer, one per action type. */
export const ANALYZERS: Readonly<Record<ActionType, Analyzer<BaseContext>>> = {
  url: url as Analyzer<BaseContext>,
  command: command as Analyzer<BaseContext>,
  text: text as Analyzer<BaseContext>,
  file_read: fileRead as Analyzer<BaseContext>,
  file_write: fileWrite as Analyzer<BaseContext>,
  api_call: apiCall as Analyzer<BaseContext>,
  query: query as Analyzer<BaseContext>,
  code: code as Analyzer<BaseContext>,
  message: message as Analyzer<BaseContext>,
  transaction: transaction as Analyzer<BaseContext>,
  auth: auth as Analyzer<BaseContext>,
  git: git as Analyzer<BaseContext>,
  ui_action: uiAction as Analyzer<BaseContext>,
  infra: infra as Analyzer<BaseContext>,
  agent_comm: agentComm as Analyzer<BaseContext>,
  data_pipeline: dataPipeline as Analyzer<BaseContext>,
  document: document as Analyzer<BaseContext>,
  iot: iot as Analyzer<BaseContext>,
};
