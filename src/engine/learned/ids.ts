/** The threat id of the learned second opinion in each analyzer (its letter and a free number). */
export const SECOND_OPINION_IDS = {
  url: 'U96', command: 'C96', text: 'P96', file_read: 'R96', file_write: 'W96', api_call: 'A96', query: 'Q96', code: 'G96',
  message: 'M96', transaction: 'T96', auth: 'I96', git: 'V96', ui_action: 'B96', infra: 'K96', agent_comm: 'N95',
  data_pipeline: 'L96', document: 'D96', iot: 'O96',
} as const;
