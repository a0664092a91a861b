/**
 * Classes of destination read from a host's name, as data (destinations.ts tags a URL's host with them). A URL is a host
 * the action reaches (`dest:host`); some hosts also say who can read what reaches them:
 * - paste and file-drop sites, and request catchers: whatever is put there is readable by anyone who has, or guesses,
 *   the link (`dest:public`);
 * - tunnels and dynamic-DNS names: a machine of one person, reachable from outside (`dest:personal`).
 * A host matches a name when it is the name or ends with "." + the name.
 */
export const PUBLIC_DROP_HOSTS: readonly string[] = [
  'pastebin.com', 'paste.ee', 'hastebin.com', 'ghostbin.com', 'rentry.co', 'paste.rs', 'termbin.com', 'dpaste.org', 'dpaste.com', 'justpaste.it', 'controlc.com', 'privatebin.net',
  'transfer.sh', 'file.io', '0x0.st', 'temp.sh', 'bashupload.com', 'anonfiles.com', 'gofile.io', 'catbox.moe', 'litterbox.catbox.moe', 'tmpfiles.org', 'sendspace.com',
  'mediafire.com', 'wetransfer.com', 'we.tl', 'mega.nz', 'mega.io', 'filemail.com', 'swisstransfer.com', 'send-anywhere.com', '1fichier.com', 'uploadfiles.io',
  'webhook.site', 'requestbin.com', 'requestbin.net', 'pipedream.net', 'hookbin.com', 'postb.in', 'requestcatcher.com', 'beeceptor.com', 'mockbin.org', 'putsreq.com', 'ptsv2.com', 'ptsv3.com',
  'interact.sh', 'oastify.com', 'burpcollaborator.net',
];
export const PERSONAL_HOSTS: readonly string[] = [
  'ngrok.io', 'ngrok-free.app', 'ngrok.app', 'trycloudflare.com', 'loca.lt', 'serveo.net', 'localtunnel.me',
  'duckdns.org', 'no-ip.org', 'no-ip.com', 'ddns.net', 'dynu.com', 'hopto.org', 'zapto.org', 'sytes.net', 'myftp.org',
  // the other free dynamic-DNS services' shared names (DynDNS, No-IP's further names, FreeDNS, dynv6, deSEC, Dynu)
  'dyndns.org', 'dyndns.info', 'dyndns-home.com', 'homeip.net', 'dnsalias.net', 'dnsalias.org', 'is-a-geek.com', 'servebeer.com', 'serveftp.com', 'servehttp.com', 'redirectme.net',
  'ddnsking.com', 'myddns.me', 'mooo.com', 'afraid.org', 'dynv6.net', 'dedyn.io', 'dynu.net', 'freeddns.org', 'changeip.com', 'ddns.me', 'myds.me', 'synology.me', 'tplinkdns.com', 'asuscomm.com',
];

/**
 * Public translation services, their web pages and their APIs: text a link or a request gives them is handed to the
 * service (a third party) to read and, on free tiers, keep. A host matches a name, a name's subdomain
 * ("api-free.deepl.com"), or the same service under another country ending ("translate.google.de").
 */
export const TRANSLATOR_HOSTS: readonly string[] = ['translate.google.com', 'translation.googleapis.com', 'translate.yandex.com', 'translate.api.cloud.yandex.net', 'papago.naver.com', 'translate.bing.com',
  'api.cognitive.microsofttranslator.com', 'microsofttranslator.com', 'deepl.com', 'libretranslate.com', 'api.mymemory.translated.net', 'reverso.net', 'api.modernmt.com', 'translate.systran.net'];
export function translatorHost(host: string): boolean {
  const h = host.toLowerCase();
  return TRANSLATOR_HOSTS.some((t) => h === t || (h.endsWith(t) && h.charCodeAt(h.length - t.length - 1) === 46) || (t.startsWith('translate.') && h.startsWith(t.slice(0, t.lastIndexOf('.') + 1))));
}

/** The class tag of a host (lower case, no port), or null. */
export function hostClass(host: string): 'dest:public' | 'dest:personal' | null {
  const under = (list: readonly string[]): boolean => list.some((d) => host === d || (host.endsWith(d) && host.charCodeAt(host.length - d.length - 1) === 46));
  if (under(PUBLIC_DROP_HOSTS)) return 'dest:public';
  if (under(PERSONAL_HOSTS)) return 'dest:personal';
  return null;
}

/**
 * Names and addresses that resolve only inside a private network: the reserved and conventional private suffixes
 * (.local, .lan, .internal, .intranet, .corp, .home.arpa, .localdomain), localhost, and RFC 1918 IPv4 addresses. A URL
 * there reaches the organisation's or household's own machine (an NVR, a NAS, an intranet service), not an outside one.
 */
const PRIVATE_SUFFIXES: readonly string[] = ['local', 'lan', 'internal', 'intranet', 'corp', 'home.arpa', 'localdomain'];
export function privateHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (PRIVATE_SUFFIXES.some((d) => host.endsWith(d) && host.length > d.length && host.charCodeAt(host.length - d.length - 1) === 46)) return true;
  const p = host.split('.');
  if (p.length !== 4 || !p.every((x) => x.length > 0 && x.length <= 3 && [...x].every((c) => c >= '0' && c <= '9'))) return false;
  const a = Number(p[0]);
  const b = Number(p[1]);
  return a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

