/**
 * Where an API call sends or opens data, read as effect × object × destination, whichever vendor it goes to:
 * a resource opened to anyone (sharing type "anyone", a repository made public, a bucket policy for Principal *),
 * ownership or access handed to a personal mailbox, sensitive records uploaded to personal storage or a partner
 * host, a webhook wired to a host unrelated to the account that owns it, an OAuth grant of whole-mailbox or
 * whole-drive scopes to a third-party app. Sensitivity comes from the frame lexicon's object classes plus a few
 * identifier parts (names like "1xPayroll2024FolderId" carry no word boundary). Substring tests on the bounded head.
 */
import { foldAccents } from '../frames/fold.js';
import { scanTerms, tagId, TAGS } from '../frames/scan.js';
import { FREE_MAIL } from '../frames/destinations.js';
import type { ApiEffect, ApiView } from './api-effects.js';
import { compactView } from './api-integrity.js';

const has = (s: string, words: readonly string[]): string => {
  for (const w of words) if (s.includes(w)) return w;
  return '';
};

const SENSITIVE_TAGS = ['obj:personal', 'obj:financial', 'obj:health', 'obj:secret', 'obj:legal', 'obj:code'].map(tagId);
/** Identifier parts that name sensitive material inside ids and file names (no word boundary needed). */
const SENSITIVE_PARTS = ['payroll', 'salar', 'gehalt', 'gehält', 'customer', 'kunden', 'client', 'patient', 'medical', 'health', 'personal', 'employee', 'hr_', 'hr-', '/hr/', 'finance', 'financ', 'invoice', 'payment', 'billing', 'ledger', 'contract', 'legal', 'board', 'm&a', 'confidential', 'secret', 'credential', 'password', 'private', 'internal', 'ssn', 'passport', 'tax', 'bank', 'export', 'backup', 'dump', 'users', 'accounts'];

/** The sensitive class the text names ('' when none): a lexicon class, else an identifier part. */
export function sensitiveClass(text: string): string {
  const folded = foldAccents(text.length > 4096 ? text.slice(0, 4096) : text);
  for (const h of scanTerms(folded)) for (const t of h.tags) if (SENSITIVE_TAGS.includes(t)) return `${TAGS[t]!.slice(4)} (${folded.slice(h.start, h.end)})`;
  const part = has(folded, SENSITIVE_PARTS);
  return part === '' ? '' : `named ${part.replace(/[_/-]/g, '')}`;
}

/** The view's body: what follows the URL (the head starts with the method and URL). */
export const bodyOf = (v: ApiView): string => {
  const sp = v.head.indexOf(' ', v.head.indexOf('://') + 3);
  return sp < 0 ? '' : v.head.slice(sp, 8192);
};

const QUOTES_AND_BLANKS = /["'\s]+/g;
/** With quotes, blanks and line breaks removed, so JSON, JS-object and form spellings compare alike. */
const compact = (s: string): string => s.slice(0, 8192).replace(QUOTES_AND_BLANKS, '');

/** Settings that open a resource to anyone, across storage, drive, repository and sharing APIs. */
const OPEN_SETTINGS = ['type:anyone', 'type=anyone', 'private:false', 'private=false', 'visibility:public', 'visibility=public', 'principal:*', 'principal:{aws:*}', 'aws:*', 'allusers', 'allauthenticatedusers', 'x-amz-acl:public-read', 'acl:public-read', 'acl=public-read', 'public-read-write', 'publicaccess:blob', 'publicaccess:container', 'requested_visibility:public', 'access:open', 'scope:anonymous', 'type:anonymous', 'blockpublicacls:false', 'blockpublicpolicy:false', 'restrictpublicbuckets:false', 'ignorepublicacls:false', 'public_access_prevention:inherited', 'publicaccessprevention:inherited'];

/** A resource opened to anyone on the internet. */
export function openedToAnyone(v: ApiView, names: string): ApiEffect | null {
  if (v.method === 'DELETE' && v.head.includes('publicaccessblock')) return { detail: `public access block removed from ${v.host}`, score: 7 };
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  const open = has(compact(bodyOf(v)), OPEN_SETTINGS);
  if (open === '') return null;
  // a repository is source code by its kind; other resources by what they are named or hold
  const repo = v.host === 'api.github.com' || v.path.includes('/repos/') || v.path.includes('/projects/');
  const what = sensitiveClass(`${v.host} ${v.path} ${bodyOf(v)} ${names}`) || (repo ? 'source code' : '');
  // a flyer or a static site opened to anyone is what public links are for
  if (what === '') {
    // a whole store's objects (a bucket policy on every key) opened to anyone: its name would say if it were for the public
    const store = `${v.host} ${v.path}`;
    const everyObject = compact(bodyOf(v)).includes('/*') && (v.host.includes('.s3.') || v.host.startsWith('s3.') || v.path.includes('policy') || v.head.includes('?policy'));
    if (everyObject && has(store, PUBLIC_CONTENT) === '') return { detail: `every object of ${v.host.split('.', 1)[0]} opened to anyone (${open})`, score: 7 };
    return null;
  }
  return { detail: `${what} opened to anyone (${open})`, score: 8 };
}

/** Store names that say their content is meant for the public (a website, its assets, downloads, press kit). */
const PUBLIC_CONTENT = ['static', 'assets', 'public', 'www', 'cdn', 'website', 'site', 'web-', '-web', 'downloads', 'press', 'docs', 'media', 'images', 'img', 'frontend', 'landing'];

const SHARE_PATHS = ['permissions', 'collaborat', 'members', 'invitations', 'share', 'shared_link', 'acl', 'sharing', 'invite'];
/** Access or ownership handed to a personal mailbox (transfer of ownership is the strongest form). */
export function handedToPersonalMailbox(v: ApiView, names: string): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  if (has(v.path, SHARE_PATHS) === '') return null;
  const domain = freemailIn(v.head);
  if (domain === '') return null;
  const flat = compactView(v);
  const owner = flat.includes('transferownership') || flat.includes('role:owner') || flat.includes('role=owner');
  const what = sensitiveClass(`${v.path} ${names}`);
  return { detail: `${owner ? 'ownership' : 'access'} of ${what || v.path.slice(0, 60)} given to a personal ${domain} mailbox`, score: owner || what !== '' ? 8 : 6 };
}

/** The first free-mail domain written in `s` after an '@' ('' when none). */
function freemailIn(s: string): string {
  for (let at = s.indexOf('@'); at > 0 && at < 8192; at = s.indexOf('@', at + 1)) {
    let e = at + 1;
    while (e < s.length && e - at < 64 && /[a-z0-9.-]/.test(s[e]!)) e++;
    const d = s.slice(at + 1, e).replace(/\.$/, '');
    if (FREE_MAIL.has(d)) return d;
  }
  return '';
}

const UPLOAD_PATHS = ['upload', '/files', 'import', 'ingest', 'datasets', '/put', '/objects', '/blobs', '/documents'];
/** Consumer storage hosts: a company file uploaded there has left the company. */
const PERSONAL_STORAGE = ['dropboxapi.com', 'dropbox.com', 'mega.nz', 'wetransfer.com', 'box.com', 'pcloud.com', 'icloud.com', 'gofile.io', 'mediafire.com'];
const OUTSIDE_WORDS = ['personal', 'partner', 'vendor', 'external', 'thirdparty', 'third-party', 'privat', 'my-', '-mine', 'backup-me'];
/** Model providers: records uploaded there (files, fine-tuning sets) are processed and kept outside the company. */
const AI_PROVIDERS = ['api.openai.com', 'api.anthropic.com', 'generativelanguage.googleapis.com', 'api.cohere.ai', 'api.cohere.com', 'api.mistral.ai', 'huggingface.co', 'api.together.xyz', 'api.replicate.com'];

/** Sensitive records uploaded to personal storage or to a partner/personal host. */
export function sensitiveUpload(v: ApiView, names: string): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT') return null;
  if (has(v.path, UPLOAD_PATHS) === '') return null;
  const storage = has(v.host, PERSONAL_STORAGE);
  const outsideHost = has(v.host, OUTSIDE_WORDS) || has(v.host, AI_PROVIDERS);
  const personalPath = has(bodyOf(v), ['/personal/', '/private/', '/me/', '/my ', '/mine/']);
  if (outsideHost === '' && !(storage !== '' && personalPath !== '')) return null;
  const what = sensitiveClass(`${bodyOf(v)} ${names}`);
  if (what === '') return null;
  return { detail: `${what} uploaded to ${storage !== '' ? `personal storage on ${storage}` : v.host}`, score: 8 };
}

/** CI, chat and hosting services that receive repository webhooks as their ordinary job. */
const KNOWN_RECEIVERS = ['slack.com', 'discord.com', 'circleci.com', 'travis-ci.com', 'netlify.com', 'vercel.com', 'jenkins', 'atlassian.net', 'jira', 'teams.microsoft.com', 'office.com', 'pagerduty.com', 'opsgenie.com', 'sentry.io', 'datadoghq.com', 'buildkite.com', 'codecov.io', 'snyk.io', 'linear.app', 'zapier.com', 'github.com', 'gitlab.com', 'heroku.com', 'render.com', 'readthedocs'];

/** The account a path or host names (orgs/acme-corp, repos/acme/web, acme.okta.com): its first name part. */
export function ownerStem(v: ApiView): string {
  for (const key of ['/orgs/', '/repos/', '/organizations/', '/groups/', '/projects/', '/teams/', '/accounts/']) {
    const at = v.path.indexOf(key);
    if (at >= 0) return stem(v.path.slice(at + key.length).split('/', 1)[0] ?? '');
  }
  const first = v.host.split('.', 1)[0] ?? '';
  return first === 'api' || first === 'www' ? '' : stem(first);
}
const stem = (name: string): string => {
  const s = name.split(/[-_.]/, 1)[0] ?? '';
  return s.length >= 3 ? s : '';
};

/** Webhook events whose payload describes the account's security weaknesses. */
const SECURITY_EVENTS = ['secret_scanning', 'code_scanning_alert', 'dependabot_alert', 'repository_vulnerability_alert', 'security_advisory', 'vulnerability_alert'];

/** A webhook wired to a host unrelated to the owning account, for every event, its security alerts, or with TLS checks off. */
export function hookToStranger(v: ApiView, callbackHosts: readonly string[]): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  if (!v.path.includes('hook') && !v.path.includes('subscription') && !v.path.includes('webhook')) return null;
  const owner = ownerStem(v);
  const body = bodyOf(v);
  const flat = compact(body);
  const everything = flat.includes('events:[*]') || flat.includes('events=*') || flat.includes('enabled_events[]=*') || flat.includes('events:*');
  const tlsOff = flat.includes('insecure_ssl:1') || flat.includes('insecure_ssl:true') || flat.includes('verify_ssl:false') || flat.includes('ssl_verification:false') || flat.includes('enable_ssl_verification:false');
  // the events that carry the account's weaknesses: leaked secrets, code-scanning findings, vulnerable dependencies
  const alerts = SECURITY_EVENTS.find((e) => flat.includes(e));
  if (!everything && !tlsOff && alerts === undefined) return null;
  for (const h of [...hostsIn(body), ...callbackHosts]) {
    if (owner !== '' && h.includes(owner)) continue;
    if (has(h, KNOWN_RECEIVERS) !== '' || h === v.host) continue;
    return { detail: `webhook sends ${everything ? 'every event' : alerts !== undefined ? `${alerts} events` : 'events'} to unrelated host ${h}${tlsOff ? ' with TLS verification off' : ''}`, score: 8 };
  }
  return null;
}

/** Hosts of the URLs written in `s` (at most 8), read outward from each "://". */
function hostsIn(s: string): string[] {
  const out: string[] = [];
  for (let at = s.indexOf('://'); at >= 0 && out.length < 8; at = s.indexOf('://', at + 3)) {
    let e = at + 3;
    while (e < s.length && e - at < 256 && /[a-z0-9.-]/.test(s[e]!)) e++;
    if (e > at + 3) out.push(s.slice(at + 3, e));
  }
  return out;
}

/** Scopes that hand over a whole mailbox, drive, directory or repository set. */
const BROAD_SCOPES = ['mail.google.com', 'gmail.modify', 'gmail.readonly', 'auth/drive ', 'auth/drive&', 'auth/drive%20', 'mail.readwrite', 'mail.send', 'mail.read', 'files.readwrite.all', 'sites.readwrite.all', 'directory.readwrite.all', 'user.readwrite.all', 'admin.directory', 'cloud-platform', 'scope=repo', 'repo%20', 'admin:org', 'full_access'];
const AUTHORIZE_PATHS = ['/o/oauth2/', '/oauth2/v2.0/authorize', '/oauth2/authorize', '/oauth/authorize', '/login/oauth/authorize', '/authorize'];

/** An OAuth consent that hands a third-party app broad scopes, kept offline. */
export function broadConsent(v: ApiView): ApiEffect | null {
  if (has(v.path, AUTHORIZE_PATHS) === '') return null;
  const head = `${v.head.slice(0, 4096)} `;
  const scopes: string[] = [];
  for (const s of BROAD_SCOPES) if (head.includes(s)) scopes.push(s.replace(/[ &]|%20$/g, ''));
  if (scopes.length === 0) return null;
  const offline = head.includes('access_type=offline') || head.includes('offline_access');
  return { detail: `OAuth consent for ${scopes.slice(0, 3).join(', ')}${offline ? ' with offline access' : ''}`, score: offline || scopes.length > 1 ? 6 : 4 };
}

export const API_EXPOSURE_PATTERNS: readonly RegExp[] = [QUOTES_AND_BLANKS, /[a-z0-9.-]/, /\.$/, /[-_.]/, /[_/-]/g, /[ &]|%20$/g];

/** Query marks of a signed link: whoever holds the URL reads the object, no account needed, until it expires. */
const SIGNED_MARKS = ['x-amz-signature', 'x-amz-credential', 'x-goog-signature', 'googleaccessid=', '&sig=', '?sig=', 'x-oss-signature', 'token=ey'];
/** Object names of a whole store copied out: dumps, backups, full exports, keys. */
const BULK_OBJECT = ['dump', 'backup', '.sql', '.bak', '.dump', 'full_export', 'full-export', 'fullexport', 'export_all', 'customers', 'users.csv', 'payroll', '.pem', '.kdbx', 'snapshot'];
/** Where a posted message is read by many: chat webhooks and message APIs. */
const CHAT_SINKS = ['hooks.slack.com', 'discord.com/api/webhooks', 'discordapp.com/api/webhooks', 'chat.postmessage', 'webhook.office.com', 'outlook.office.com/webhook', 'api.telegram.org', '/messages', 'chat.googleapis.com'];

/**
 * A signed link to a dump, backup or full export posted where many read it (a chat webhook, a message API): the link
 * is the data, readable by whoever sees the message for as long as it is valid. The detail, or null.
 */
export function signedLinkPosted(v: ApiView, channel: string): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT') return null;
  const head = v.head;
  const mark = has(head, SIGNED_MARKS);
  if (mark === '') return null;
  const sink = has(`${v.host}${v.path}`, CHAT_SINKS);
  const publicChannel = channel.includes('public') || channel.includes('general') || channel.includes('community') || channel.includes('external');
  if (sink === '' && !publicChannel) return null;
  const at = head.indexOf(mark);
  const url = head.slice(Math.max(0, head.lastIndexOf('http', at)), at);
  const what = has(url, BULK_OBJECT);
  if (what === '') return null;
  return { detail: `signed link to a ${what.replace(/^[._]/, '')} object posted to ${sink !== '' ? sink : channel}: whoever reads the message downloads it`, score: publicChannel ? 9 : 8 };
}
