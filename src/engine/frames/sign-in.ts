import { urlHostAt } from '../parse/url-authority.js';
import { hostClass } from './reach-classes.js';

/**
 * An HTTP request to a sign-in or token endpoint ("POST https://id.example.com/api/login {…password…}", "POST
 * /oauth/token grant_type=…"): the credential in it goes to the service that checks it. That is signing in, not
 * sending a secret away; "post" there is the request's method, not the verb of publishing. Only the endpoint's own
 * path counts (a request to a paste site or a webhook with a password in it is still a send).
 */
const SIGN_IN_PATH = /\/(?:login|logon|signin|sign-in|sign_in|session|sessions|authenticate|auth|token|oauth2?\/token|connect\/token|oauth2?\/v[12](?:\.0)?\/token)(?:[?#\s"'{]|$)/;
const TARGET_MAX = 300;

/** Whether the word after `pos` in lower-cased `s` is a URL or path that ends at a sign-in or token endpoint. */
export function signInTargetAt(s: string, pos: number): boolean {
  let b = pos;
  while (b < s.length && b - pos < 4 && (s.charCodeAt(b) === 32 || s.charCodeAt(b) === 9)) b++;
  if (!(s.startsWith('/', b) || s.startsWith('http://', b) || s.startsWith('https://', b))) return false;
  let e = b;
  while (e < s.length && e - b < TARGET_MAX && s.charCodeAt(e) > 32) e++;
  const target = s.slice(b, e);
  // a paste site, a request catcher or a tunnel is no sign-in service, whatever its path ("webhook.site/x/login")
  const scheme = target.indexOf('://');
  if (scheme >= 0 && hostClass(urlHostAt(target, scheme + 3)) !== null) return false;
  return SIGN_IN_PATH.test(`${target} `);
}

/** Whether lower-cased `s` holds "post" used as the method of a request to a sign-in endpoint (first 4 KB, 4 tries). */
export function signsInByPost(s: string): boolean {
  const head = s.length > 4096 ? s.slice(0, 4096) : s;
  let from = 0;
  for (let n = 0; n < 4; n++) {
    const i = head.indexOf('post', from);
    if (i === -1) return false;
    from = i + 4;
    const c = i === 0 ? 32 : head.charCodeAt(i - 1);
    if ((c === 32 || c === 58 || c === 62 || c === 10 || c === 9) && signInTargetAt(head, i + 4)) return true;
  }
  return false;
}
