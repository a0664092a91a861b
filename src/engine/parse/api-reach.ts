/**
 * Where an API call sends what it carries, read as method × resource × body fields whichever vendor it goes to:
 *  - a zone's mail exchangers or name servers handed to a host outside the zone and outside the known mail and DNS
 *    providers (every mail to the company, or the whole zone, then goes through that host);
 *  - credentials (a secret-named field with a value, a connection string with a password) posted to an automation
 *    or capture hook;
 *  - a credential lure mailed to a list address ("customers@", "lista-clientes@"), in any language the frame
 *    lexicon's lure words cover.
 * Substring tests over the lower-cased head of the request (linear, bounded by it).
 */
import { foldAccents } from '../frames/fold.js';
import { scanTerms, tagId } from '../frames/scan.js';
import type { ApiEffect, ApiView } from './api-effects.js';
import { firstIncluded as has } from './phrase-set.js';

const DNS_PATHS = ['dns_records', 'resourcerecordsets', 'dns/records', '/rrsets', 'domains/records', '/records', 'changes', 'managedzones'];
/** Mail and DNS providers a company delegates its mail or zone to as a matter of course. */
const KNOWN_PROVIDERS = ['google.com', 'googlemail.com', 'outlook.com', 'office365.com', 'pphosted.com', 'mimecast.com', 'messagelabs.com', 'zoho.com', 'zoho.eu', 'messagingengine.com', 'fastmail.com', 'icloud.com', 'amazonses.com', 'amazonaws.com', 'awsdns', 'mailgun.org', 'sendgrid.net', 'protonmail.ch', 'barracudanetworks.com', 'secureserver.net', 'yandex.net', 'cloudflare.com', 'azure-dns', 'googledomains.com', 'domaincontrol.com', 'nsone.net', 'dnsimple.com', 'ultradns', 'dynect.net', 'digitalocean.com', 'linode.com', 'hetzner.com', 'ovh.net', 'gandi.net', 'registrar-servers.com', 'dnsmadeeasy.com', 'akam.net'];
const VALUE_KEYS = ['"content"', '"value"', '"exchange"', '"nameserver"', '"data"', '"target"', '"rrdatas"', "content:", "value:", 'content=', 'value='];

/** The host a DNS record's value names (after a priority, quotes or brackets), lower-cased, or ''. */
function valueHost(head: string): string {
  for (const key of VALUE_KEYS) {
    const at = head.indexOf(key);
    if (at < 0) continue;
    let i = at + key.length;
    // skip separators and a priority ("10 mx.example.net")
    while (i < head.length && i - at < 40 && !isHostCode(head.charCodeAt(i))) i++;
    let j = i;
    while (j < head.length && j - i < 8 && head.charCodeAt(j) >= 48 && head.charCodeAt(j) <= 57) j++;
    if (j > i && head.charCodeAt(j) === 32) i = j + 1;
    let e = i;
    while (e < head.length && e - i < 120 && isHostCode(head.charCodeAt(e))) e++;
    const host = head.slice(i, e).replace(/\.$/, '');
    if (host.includes('.')) return host;
  }
  return '';
}
const isHostCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46;

/** The registrable part of a host, roughly: its last two labels (three under a short second-level label: co.uk). */
function registrable(host: string): string {
  const parts = host.split('.').filter((p) => p !== '');
  if (parts.length <= 2) return parts.join('.');
  const n = parts[parts.length - 2]!.length <= 3 && parts[parts.length - 1]!.length === 2 ? 3 : 2;
  return parts.slice(-n).join('.');
}

/** The record name the request writes ("name": "acme.com"), or ''. */
function recordName(head: string): string {
  for (const key of ['"name"', 'name:', 'name=']) {
    const at = head.indexOf(key);
    if (at < 0) continue;
    let i = at + key.length;
    while (i < head.length && i - at < 20 && !isHostCode(head.charCodeAt(i))) i++;
    let e = i;
    while (e < head.length && e - i < 120 && isHostCode(head.charCodeAt(e))) e++;
    const name = head.slice(i, e).replace(/\.$/, '');
    if (name.includes('.')) return name;
  }
  return '';
}

/** A zone's mail exchanger or name server record pointed at a host outside the zone and the usual providers. */
export function zoneHandedOut(v: ApiView): ApiEffect | null {
  if (v.method !== 'PUT' && v.method !== 'PATCH' && v.method !== 'POST') return null;
  if (has(v.path, DNS_PATHS) === '' && !v.host.includes('dns')) return null;
  const flat = v.head.replace(/["' ]/g, '');
  const kind = flat.includes('type:mx') || flat.includes('type=mx') ? 'MX' : flat.includes('type:ns') || flat.includes('type=ns') ? 'NS' : '';
  if (kind === '') return null;
  const host = valueHost(v.head.slice(v.head.indexOf(' ') + 1));
  if (host === '' || has(host, KNOWN_PROVIDERS) !== '') return null;
  const zone = recordName(v.head.slice(v.head.indexOf(' ') + 1));
  if (zone !== '' && registrable(zone) === registrable(host)) return null;
  return { detail: `${kind} record${zone ? ` of ${zone}` : ''} pointed at ${host}, outside the zone`, score: 8 };
}

/** Automation and request-capture hooks: whatever is posted there is kept and readable by the hook's owner. */
const CAPTURE_HOSTS = ['hooks.zapier.com', 'hook.integromat.com', 'make.com', 'maker.ifttt.com', 'pipedream', 'webhook.site', 'n8n.cloud', 'requestbin', 'hookbin', 'beeceptor', 'ngrok', 'postb.in', 'requestcatcher', 'interact.sh', 'oast.', 'burpcollaborator', 'hooks.slack.com', 'discord.com/api/webhooks', 'trycloudflare.com'];
/** Field names that hold a credential. */
const SECRET_FIELDS = ['password', 'passwd', 'secret', 'token', 'api_key', 'apikey', 'api-key', 'access_key', 'private_key', 'client_secret', 'database_url', 'db_url', 'dsn', 'connection_string', 'conn_str', '_key"', '_key:', '_key='];
const EMPTY_VALUES = ['""', "''", 'null', '"***"', '"<redacted>"', '"redacted"', '"[redacted]"', '"xxx"'];

/** A field word as it reads in a finding ('_key"' → 'key'). */
function fieldName(f: string): string {
  let b = 0;
  let e = f.length;
  while (b < e && f[b] === '_') b++;
  while (e > b && '"_:='.includes(f[e - 1]!)) e--;
  return f.slice(b, e);
}

/** The first credential field with a value in the body, or ''. */
function credentialField(body: string): string {
  for (const f of SECRET_FIELDS) {
    for (let at = body.indexOf(f), n = 0; at >= 0 && n < 8; at = body.indexOf(f, at + f.length), n++) {
      const after = body.slice(at + f.length, at + f.length + 48);
      const sep = after.search(/[:=]/);
      if (sep < 0 || sep > 4) continue;
      const value = after.slice(sep + 1).trimStart();
      if (value.length < 4 || EMPTY_VALUES.some((e) => value.startsWith(e))) continue;
      return fieldName(f);
    }
  }
  // a connection string with a password: scheme://user:password@host
  for (let at = body.indexOf('://'), n = 0; at >= 0 && n < 8; at = body.indexOf('://', at + 3), n++) {
    const rest = body.slice(at + 3, at + 3 + 120);
    const end = rest.search(/[/\s"',]/);
    const auth = end < 0 ? rest : rest.slice(0, end);
    const colon = auth.indexOf(':');
    const atSign = auth.lastIndexOf('@');
    if (colon > 0 && atSign > colon + 1) return 'connection string with a password';
  }
  return '';
}

/** Credentials posted to an automation or capture hook. */
export function credentialsToHook(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  const hook = has(`${v.host}${v.path}`, CAPTURE_HOSTS);
  if (hook === '') return null;
  const body = v.head.slice(v.head.indexOf(' ', v.head.indexOf('://') + 3) + 1, 8192);
  const field = credentialField(body);
  if (field === '') return null;
  return { detail: `${field} posted to ${hook.replace(/\.$/, '')}`, score: 9 };
}

const LURE = tagId('lure');
const LURE_EN = ['verify your account', 'account suspended', 'confirm your identity', 'update your payment', 'password expires', 'unusual activity', 'reactivate'];
/** Local parts of an address that reach a whole list rather than a person. */
const LIST_WORDS = ['all', 'customers', 'clientes', 'clients', 'kunden', 'klanten', 'clienti', 'users', 'usuarios', 'utilisateurs', 'members', 'subscribers', 'everyone', 'todos', 'tous', 'alle', 'tutti', 'lista', 'list', 'liste'];
const MAIL_PATHS = ['mail/send', '/messages', '/send', 'emails', '/campaigns', 'transmissions', 'mail'];

/** The local part of the first recipient address after a "to" key, or ''. */
function recipientLocal(head: string): string {
  for (const key of ['"to"', 'to=', 'to:', '"email"']) {
    const at = head.indexOf(key);
    if (at < 0) continue;
    const atSign = head.indexOf('@', at);
    if (atSign < 0 || atSign - at > 80) continue;
    let b = atSign;
    while (b > at + key.length && isHostCode(head.charCodeAt(b - 1))) b--;
    if (b < atSign) return head.slice(b, atSign);
  }
  return '';
}

/** A credential lure (in any lexicon language) mailed to a list address. */
export function listLure(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT') return null;
  if (has(v.path, MAIL_PATHS) === '') return null;
  const local = recipientLocal(v.head);
  const list = local === '' ? '' : has(local, LIST_WORDS);
  if (list === '') return null;
  const body = v.head.slice(0, 4096);
  let lure = has(body, LURE_EN);
  if (lure === '') {
    const folded = foldAccents(body);
    for (const h of scanTerms(folded)) if (h.tags.includes(LURE)) { lure = folded.slice(h.start, h.end); break; }
  }
  if (lure === '') return null;
  const link = body.lastIndexOf('http');
  const linkHost = link >= 0 ? (body.slice(link).split('/', 3)[2] ?? '').split(/["'\s<>]/, 1)[0]! : '';
  return { detail: `"${lure}" mailed to the list ${local}@${linkHost ? `, linking ${linkHost.slice(0, 60)}` : ''}`, score: linkHost ? 8 : 7 };
}

/** Body keys that name where an export or job delivers its output. */
const DELIVERY_KEYS = ['deliver_to', 'delivery', 'destination', 'target_url', 'upload_url', 'sink', 'export_to', 'output_url', 'push_to', 'send_to', 'callback_url', 'webhook_url'];
const SENSITIVE_RESOURCES = ['customers', 'users', 'patients', 'employees', 'contacts', 'members', 'payroll', 'salaries', 'accounts', 'cardholders', 'subscribers', 'leads', 'clients'];
const OUTSIDE_HOST_WORDS = ['partner', 'vendor', 'extern', 'public', 'personal', 'dropbox', 'wetransfer', 'transfer.sh', 'file.io', 'paste', 'webhook.site', 'ngrok', 'requestbin', 'mega.nz', 'gofile'];

/** An export of a sensitive resource delivered to a public address or a host named as someone else's. */
export function deliveredOutside(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT' && v.method !== 'PATCH') return null;
  const key = has(v.head, DELIVERY_KEYS);
  if (key === '' || (!v.path.includes('export') && !v.path.includes('job') && !v.path.includes('report') && !v.path.includes('sync'))) return null;
  const what = has(v.head, SENSITIVE_RESOURCES);
  if (what === '') return null;
  const at = v.head.indexOf('://', v.head.indexOf(key));
  if (at < 0 || at - v.head.indexOf(key) > 40) return null;
  let e = at + 3;
  while (e < v.head.length && e - at < 100 && isHostCode(v.head.charCodeAt(e))) e++;
  const host = v.head.slice(at + 3, e);
  const parts = host.split('.');
  const publicIp = parts.length === 4 && parts.every((p) => p !== '' && p.length <= 3 && Number(p) <= 255 && String(Number(p)) === p) &&
    !(parts[0] === '10' || parts[0] === '127' || (parts[0] === '192' && parts[1] === '168') || (parts[0] === '172' && Number(parts[1]) >= 16 && Number(parts[1]) < 32));
  const named = has(host, OUTSIDE_HOST_WORDS);
  if (!publicIp && named === '') return null;
  return { detail: `${what} export delivered to ${host}${publicIp ? ' (a bare public address)' : ''}`, score: 8 };
}

/** Words (and arrows) that hand what a call returns on to somewhere else. */
const RELAY_WORDS = ['→', '->', '=>', 'forward to', 'forward it to', 'forward them to', 'send to', 'send it to', 'send them to', 'post to', 'post them to', 'upload to', 'push to', 'pipe to', 'then to', 'weiterleiten an', 'senden an', 'schicken an', 'enviar a', 'reenviar a', 'envoyer à', 'transférer à', 'inoltrare a', 'encaminhar para', 'enviar para'];

/**
 * People records read by the call, with the request's own note handing them on to another host ("GET …/contacts →
 * forward to https://leadsbuyer.example/import"): the read is the first half of a transfer out. The relay word must
 * stand within 40 characters before the other host's URL, and that host must not be the API's own site.
 */
export function relayedOutside(v: ApiView): ApiEffect | null {
  const what = has(v.path, SENSITIVE_RESOURCES);
  if (what === '') return null;
  const site = v.host.split('.').slice(-2).join('.');
  for (const w of RELAY_WORDS) {
    for (let at = v.head.indexOf(w), n = 0; at >= 0 && n < 4; at = v.head.indexOf(w, at + w.length), n++) {
      const near = v.head.slice(at + w.length, at + w.length + 40);
      const sep = near.indexOf('://');
      if (sep < 0) continue;
      let e = sep + 3;
      while (e < near.length + 60 && isHostCode(v.head.charCodeAt(at + w.length + e))) e++;
      const host = v.head.slice(at + w.length + sep + 3, at + w.length + e);
      if (host === '' || host.endsWith(site) || host === 'localhost' || host.startsWith('10.') || host.startsWith('127.') || host.startsWith('192.168.')) continue;
      return { detail: `${what} read and handed on to ${host}`, score: 8 };
    }
  }
  return null;
}

/** Endpoints that deliver a message to a person (SMS, chat, e-mail). */
const MESSAGE_PATHS = ['messages', 'sms', 'chat.postmessage', 'sendmessage', 'mail/send', '/send', 'conversations', 'chat/'];
const CREDENTIAL_WORDS = ['password', 'passwd', 'creds', 'credentials', 'login:', 'passwort', 'kennwort', 'contraseña', 'contrasena', 'senha', 'mot de passe', 'wachtwoord'];

/** A value that reads as a password: 6 to 40 characters without blanks, with a letter and a digit, not a link. */
function passwordLike(s: string): boolean {
  if (s.length < 6 || s.length > 40 || s.includes('://') || s.includes('.com')) return false;
  let letter = false;
  let digit = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) letter = true;
  }
  return letter && digit;
}

/** A password written out in a message sent to someone ("Here are the admin creds: admin / Winter2024!"). */
export function secretMessaged(v: ApiView): ApiEffect | null {
  if (v.method !== 'POST' && v.method !== 'PUT') return null;
  if (has(v.path, MESSAGE_PATHS) === '') return null;
  const body = v.head.slice(v.head.indexOf(' ', v.head.indexOf('://') + 3) + 1, 4096);
  for (const w of CREDENTIAL_WORDS) {
    for (let at = body.indexOf(w), n = 0; at >= 0 && n < 4; at = body.indexOf(w, at + w.length), n++) {
      // the next words after the credential word: one of them must be the secret itself
      const words = body.slice(at + w.length, at + w.length + 60).split(/[\s"'<>]/, 8);
      if (words.some((x) => passwordLike(x.replace(/^[:=]|[,.;)]$/g, '')))) return { detail: `a ${w.replace(':', '')} written out in a message`, score: 8 };
    }
  }
  return null;
}

export const API_REACH_PATTERNS: readonly RegExp[] = [/[\s"'<>]/, /^[:=]|[,.;)]$/g, /\.$/, /["' ]/g, /[:=]/, /[/\s"',]/, /["'\s<>]/];
