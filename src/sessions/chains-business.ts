/**
 * Chain patterns over accounts, money, cloud control planes, agents and customer data (see chains-system.ts for the
 * shape and how the examples are tested).
 */
import { SECRET_READ } from './chains-system.js';
import {
  AGGREGATE_ONLY, AUTH_CHANGE, BACKUPS_GONE, CLOUD_SECRET_PULL, COMPUTE_OR_IDENTITY, DELEGATION, IAM_CHANGE, MAIL_RULE, NEW_PAYEE,
  NET_SEND, PAYMENT, PERSONAL_DATA, RESOURCE_DELETE,
} from './lexicon.js';
import type { ChainSpec } from './types.js';

const HOUR = 3600;

export const BUSINESS_CHAINS: readonly ChainSpec[] = [
  {
    id: 'H07', name: 'Credentials read, then sign-in settings changed', primitive: 'ESCALATION', boost: 6,
    steps: [
      SECRET_READ,
      { label: 'auth change', types: ['auth', 'api_call', 'ui_action'], when: [{ on: ['auth'], primitive: ['ESCALATION', 'PERSISTENCE'], minLevel: 'CAUTION' }, { value: AUTH_CHANGE, facts: ['outbound'] }] },
    ],
    within: { actions: 30, seconds: HOUR },
    examples: [
      [{ type: 'file_read', value: '~/.aws/credentials' }, { type: 'auth', value: 'add new API key to account' }],
      [{ type: 'command', value: 'cat ~/.netrc' }, { type: 'auth', value: 'reset password for user bob' }],
    ],
    lookalikes: [
      [{ type: 'file_read', value: 'src/index.ts' }, { type: 'auth', value: 'reset password for user bob' }],
      [{ type: 'file_read', value: '~/.aws/credentials' }, { type: 'auth', value: 'view current account status' }],
    ],
  },
  {
    id: 'H09', name: 'New payee added, then money sent', primitive: 'MANIPULATION', boost: 6,
    steps: [
      { label: 'new payee', types: ['transaction', 'message', 'document', 'api_call', 'ui_action'], when: [{ threats: ['T03', 'D01', 'M02', 'T11'] }, { value: NEW_PAYEE }] },
      { label: 'transfer', types: ['transaction', 'api_call', 'ui_action'], when: [{ on: ['transaction'], value: PAYMENT }, { on: ['api_call', 'ui_action'], value: PAYMENT, facts: ['outbound'] }], unless: ['refund'] },
    ],
    within: { actions: 30, seconds: 24 * HOUR },
    examples: [
      [{ type: 'transaction', value: 'add new payee ACME Holdings IBAN DE89370400440532013000' }, { type: 'transaction', value: 'transfer 9500 EUR to ACME Holdings', metadata: { amount: 9500, currency: 'EUR', recipient: 'ACME Holdings' } }],
      [{ type: 'ui_action', value: 'click Add beneficiary and fill IBAN' }, { type: 'ui_action', value: 'click Confirm transfer' }],
    ],
    lookalikes: [
      [{ type: 'transaction', value: 'check account balance' }, { type: 'transaction', value: 'transfer 450 EUR to ACME GmbH', metadata: { amount: 450, currency: 'EUR', recipient: 'ACME GmbH' } }],
      [{ type: 'transaction', value: 'add new payee ACME Holdings IBAN DE89370400440532013000' }, { type: 'transaction', value: 'view statement for March' }],
    ],
  },
  {
    id: 'H10', name: 'Cloud permissions changed, then resources deleted', primitive: 'DESTRUCTION', boost: 5,
    steps: [
      { label: 'IAM change', types: ['infra', 'command', 'api_call', 'auth'], when: [{ threats: ['K04', 'C41', 'C12', 'A18', 'I04'] }, { value: IAM_CHANGE }] },
      { label: 'resource deletion', types: ['infra', 'command', 'api_call', 'query'], when: [{ primitive: ['DESTRUCTION'], minLevel: 'CAUTION' }, { value: RESOURCE_DELETE, facts: ['outbound'] }] },
    ],
    within: { actions: 30, seconds: HOUR },
    examples: [
      [{ type: 'infra', value: 'aws iam attach-user-policy --user-name bob --policy-arn arn:aws:iam::aws:policy/AdministratorAccess' }, { type: 'infra', value: 'aws ec2 terminate-instances --instance-ids i-123' }],
      [{ type: 'infra', value: 'aws iam create-access-key --user-name bob' }, { type: 'infra', value: 'aws s3 ls' }, { type: 'infra', value: 'terraform destroy -auto-approve' }],
    ],
    lookalikes: [
      [{ type: 'infra', value: 'aws iam list-users' }, { type: 'infra', value: 'aws ec2 terminate-instances --instance-ids i-123' }],
      [{ type: 'infra', value: 'aws iam attach-user-policy --user-name bob --policy-arn arn:aws:iam::aws:policy/ReadOnlyAccess' }, { type: 'infra', value: 'aws s3 ls' }],
    ],
  },
  {
    id: 'H11', name: 'Work delegated to another agent, then a dangerous command', primitive: 'ESCALATION', boost: 4,
    steps: [
      { label: 'delegation', types: ['agent_comm'], when: [{ value: DELEGATION }, { minLevel: 'CAUTION' }] },
      { label: 'dangerous command', types: ['command', 'infra', 'query', 'git', 'file_write', 'iot'], when: [{ minLevel: 'CAUTION', primitive: ['DESTRUCTION', 'ESCALATION', 'PERSISTENCE', 'EXFILTRATION'] }] },
    ],
    within: { actions: 20, seconds: HOUR },
    examples: [
      [{ type: 'agent_comm', value: 'delegate to agent ops-bot: clean up the old project folders' }, { type: 'command', value: 'rm -rf ~/projects' }],
      [{ type: 'agent_comm', value: 'Ops agent: please run the database cleanup' }, { type: 'query', value: 'DROP TABLE customers' }],
    ],
    lookalikes: [
      [{ type: 'agent_comm', value: 'ask research-agent to summarise the report' }, { type: 'command', value: 'ls -la' }],
      [{ type: 'message', value: 'please clean up the old project folders' }, { type: 'command', value: 'rm -rf ~/projects' }],
    ],
  },
  {
    id: 'H12', name: 'Customer data queried, then sent outside', primitive: 'EXFILTRATION', boost: 6,
    steps: [
      { label: 'customer-data query', types: ['query', 'data_pipeline', 'api_call'], when: [{ on: ['query', 'data_pipeline'], value: PERSONAL_DATA }, { threats: ['Q15', 'Q09'] }], unless: AGGREGATE_ONLY },
      { label: 'external message', types: ['message', 'agent_comm', 'api_call', 'command'], when: [{ on: ['message', 'agent_comm', 'api_call'], facts: ['outbound'] }, { on: ['command'], value: NET_SEND }] },
    ],
    within: { actions: 30, seconds: HOUR },
    examples: [
      [{ type: 'query', value: 'SELECT name, email, phone FROM customers' }, { type: 'message', value: 'Attached is the list you asked for', metadata: { to: 'partner@external.io' } }],
      [{ type: 'query', value: 'SELECT * FROM patients WHERE clinic_id = 4' }, { type: 'api_call', value: 'POST https://hooks.slack.com/services/T000/B000/XXX' }],
    ],
    lookalikes: [
      [{ type: 'query', value: 'SELECT count(*) FROM customers' }, { type: 'message', value: 'We have more customers this month', metadata: { to: 'team@example.com' } }],
      [{ type: 'query', value: 'SELECT id, sku FROM products' }, { type: 'message', value: 'Lunch at noon?', metadata: { to: 'bob@example.com' } }],
    ],
  },
  {
    id: 'H16', name: 'Cloud credentials pulled, then compute or identities created', primitive: 'ESCALATION', boost: 5,
    steps: [
      { label: 'cloud credentials pulled', types: ['command', 'infra', 'api_call', 'url'], when: [{ threats: ['C43', 'U03'] }, { value: CLOUD_SECRET_PULL }] },
      { label: 'compute or identity created', types: ['command', 'infra', 'api_call'], when: [{ value: COMPUTE_OR_IDENTITY }, { threats: ['C41', 'C28', 'K04', 'A18'] }] },
    ],
    within: { actions: 30, seconds: HOUR },
    examples: [[{ type: 'command', value: 'curl -s http://169.254.169.254/latest/meta-data/iam/security-credentials/app-role' }, { type: 'infra', value: 'aws ec2 run-instances --image-id ami-123 --instance-type p3.16xlarge --count 20' }]],
    lookalikes: [[{ type: 'command', value: 'curl -s http://169.254.169.254/latest/meta-data/instance-id' }, { type: 'infra', value: 'aws ec2 describe-instances' }], [{ type: 'infra', value: 'aws s3 ls' }, { type: 'infra', value: 'aws ec2 run-instances --image-id ami-123 --instance-type t3.micro' }]],
  },
  {
    id: 'H17', name: 'Mailbox forwarding set up, then account recovery changed', primitive: 'PERSISTENCE', boost: 5,
    steps: [
      { label: 'mail forwarding', types: ['auth', 'message', 'api_call', 'ui_action'], when: [{ threats: ['I15', 'M17'] }, { value: MAIL_RULE }] },
      { label: 'recovery changed', types: ['auth', 'api_call', 'ui_action'], when: [{ on: ['auth'], primitive: ['ESCALATION', 'PERSISTENCE'], minLevel: 'CAUTION' }, { value: ['password', ' mfa', '2fa', 'recovery', 'security question'], facts: ['outbound'] }] },
    ],
    within: { actions: 30, seconds: 24 * HOUR },
    examples: [[{ type: 'auth', value: 'create mail forwarding rule to forward all email to x@proton.me' }, { type: 'auth', value: 'reset password for ceo@example.com and update recovery phone' }]],
    lookalikes: [[{ type: 'auth', value: 'create mail forwarding rule to forward all email to x@proton.me' }, { type: 'auth', value: 'list active sessions' }], [{ type: 'message', value: 'Lunch at noon?' }, { type: 'auth', value: 'reset password for user bob' }]],
  },
  {
    id: 'H18', name: 'Backups destroyed, then data deleted or encrypted', primitive: 'DESTRUCTION', boost: 5,
    steps: [
      { label: 'backups destroyed', types: ['command', 'infra', 'query'], when: [{ threats: ['C36', 'K13'] }, { value: BACKUPS_GONE, primitive: ['DESTRUCTION'] }] },
      { label: 'data deleted or encrypted', types: ['command', 'infra', 'query', 'file_write'], when: [{ primitive: ['DESTRUCTION'], minLevel: 'CAUTION' }, { value: [' gpg -c', ' openssl enc', ' cryptsetup', ' 7z a -p', ' zip -e'] }] },
    ],
    within: { actions: 30, seconds: HOUR },
    examples: [[{ type: 'command', value: 'vssadmin delete shadows /all /quiet' }, { type: 'command', value: 'find /srv/data -type f -exec gpg -c {} \\;' }]],
    lookalikes: [[{ type: 'command', value: 'ls /backups' }, { type: 'command', value: 'find /srv/data -type f -exec gpg -c {} \\;' }], [{ type: 'command', value: 'vssadmin delete shadows /all /quiet' }, { type: 'command', value: 'ls -la /srv/data' }]],
  },
];
