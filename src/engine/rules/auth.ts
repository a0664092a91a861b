/**
 * auth analyzer (I). Free-text or structured identity actions are folded (synonyms, leetspeak, dotted action
 * names) into words, and verb→object proximity decides what happens; who it happens to (self, another user,
 * a privileged or external account) and where (staging vs production) decide how much it matters.
 */
import { signsInByPost } from '../frames/sign-in.js';
import { earlyEndOff, lifetimeRemoved, LIFETIME_PATTERNS, tightensOnly, TIGHTEN_PATTERNS, type LifetimeSetting } from '../parse/auth-lifetime.js';
import { collapseWhitespace, hasKeys, metaField, metaNumber, metaString, normalizeUnicode, percentDecode } from '../normalize.js';
import { environmentOf, sanctioned } from '../frames/profiles.js';
import { safeguarded, verifiedOutOfBand } from '../frames/safeguards.js';
import { bounded, COMMON_PATTERNS, envOf, leadOnly, metaFlag, metaText, type Env } from '../parse/api-common.js';
import { KeywordAutomaton } from '../ahocorasick.js';
import { instructionSentences, PROSE_MAX, PROSE_MIN } from '../frames/instructions.js';
import { asksOnly, describesOnly, descriptiveGenre } from '../parse/prose-genre.js';
import { anyWord, firstWord, near, nearAt, toWords, WORD_PATTERNS, type Words } from '../parse/auth-words.js';
import { AUTH_ACT_PATTERNS, authenticatorForOther, endStated, knownPasswordSet, passwordGuessing, pushApprovedFor, sessionCarriedOff, timeBoxed } from '../parse/auth-acts.js';
import type { Analyzer, BaseContext, Finding, Metadata, ThreatRule } from '../types.js';
import { cyrillicGloss, hasCyrillic } from '../parse/cyrillic-gloss.js';
import { switchPhrases } from '../parse/iot-context.js';

interface AuthContext extends BaseContext {
  readonly words: Words;
  /** Folded text (phrases collapsed to tokens) that the word checks ran on. */
  readonly folded: string;
  readonly env: Env;
  /** The action targets the actor's own account. */
  readonly self: boolean;
  /** The action targets someone else (a named user, all users, another account). */
  readonly other: boolean;
  /** An external, personal or guest identity is involved. */
  readonly external: string | undefined;
  /** A privileged account is the target (admin, root, executive, service account). */
  readonly privileged: string | undefined;
  readonly scopes: readonly string[];
  /** The action only reads, documents or explains ("list users with MFA disabled", "explain how SSO works"). */
  readonly info: boolean;
  /** The action takes access away ("revoke the admin consent", "remove the OAuth app"). */
  readonly revoking: boolean;
  /** ctx.text lower-cased (ctx.lower also carries the folded reading). */
  readonly textLower: string;
}

const INFO_HEAD = /^(?:please |can you |could you |pls )?(?:explain|describe|document|summari[sz]e|list|show(?: me)?|check|verify|audit|review|report(?: on)?|count|find|search|look up|tell me|what|how|why|which|who|do we|draft (?:a |an |the )?(?:doc|guide|policy|runbook|faq|checklist)|write (?:a |an |the |up )?(?:[a-z-]{1,15} ){0,2}(?:doc|docs|documentation|wiki|runbook|guide|memo|note|section|article|blog|post|summary|report|faq|policy|checklist|page|procedure)|(?:enable|turn on|set up|create|configure|add) (?:an? |the )?(?:[a-z-]{1,15} )?(?:alerts?|alerting|notifications?|monitoring|detections?|detection rules?))\b/;
const ACT_AFTER = /\b(?:and|then|so) (?:then |also )?(?:disable|grant|add|remove|reset|create|give|make|set|turn|delete|export|send|share|assign|approve|enable|bypass|invite|transfer|forward|promote|generate|post|email|dump|impersonate)\b/;
/** A wildcard closing a path of at least two named segments, and one standing alone ("*", "*:*", path "*"). */
const NAMED_PATH_GLOB = /[a-z0-9_-]{1,40}\/[a-z0-9_-]{1,40}\/(?:[a-z0-9_-]{1,40}\/){0,6}\*/;
const BARE_GLOB = /(?:^|[\s"'=:\[,(])\*(?:[\s"',\])]|$)/;
/** Capabilities or access that only read, and ones that write, delete or administer. */
const READ_ONLY_CAPS = /\bcapabilities ?= ?\[ ?"read"(?: ?, ?"list")? ?\]|\bread-?only\b/;
const WRITE_CAPS = /"(?:create|update|delete|sudo|root|write|patch)"|\b(?:write|delete|admin|sudo)\b/;
/** A checking or reporting task in another language ("Проверить, у каких …", "Prüfe, welche …", "Vérifier quels …"). */
const INFO_HEAD_FOREIGN = /^(?:bitte |por favor |per favore |s'il te pla[îi]t )?(?:проверить|проверь|проверьте|составить отч[её]т|составь отч[её]т|подготовить отч[её]т|найти|найди|перечисли|покажи|pr[üu]fe|pr[üu]fen|[üu]berpr[üu]fe|[üu]berpr[üu]fen|liste (?:alle |die )?|zeige|finde|v[ée]rifie[rz]?|contr[ôo]le[rz]?|liste[rz]? |identifie[rz]?|verifica[r]?|revisa[r]?|comprueba|comprobar|lista[r]? |identifica[r]?|verifique|confira|listar|controlla(?:re)?|elenca(?:re)?|controleer|controleren|sprawd[źz]|zweryfikuj|wypisz)(?![a-z\u00c0-\u024f\u0400-\u04ff])/;
/**
 * The one instruction is to write about the act and the act itself is refused ("Draft a short risk note …; do not grant
 * anything"), or to summarise a report that quotes it ("Our pentest report says: '…'. Summarize the remediation
 * steps."): the act is the subject, not the order.
 */
const WRITE_TASK = /(?:^|[.;:!?]['"\u2019\u201d]?\s)(?:please )?(?:draft|write|summari[sz]e|prepare|compose|outline|explain)\b[^.;!?]{0,80}\b(?:note|summary|memo|report|steps|remediation|email|reply|answer|analysis|overview|assessment)\b/;
const NOTHING_DONE = /\b(?:do not|don'?t|never) (?:grant|change|approve|enable|disable|create|add|assign|modify|reset|delete|run|execute|apply) (?:anything|it|them|any(?:thing| of (?:it|this|them))?)\b/;
const REPORT_QUOTE = /\b(?:report|finding|audit|pentest|assessment|article|advisory|ticket|email|message) (?:says|said|states|stated|reads|notes|noted|found|mentions|claims):/;
/** Substrings every WRITE_TASK match holds. */
const WRITE_HINTS = ['draft', 'write', 'summari', 'prepare', 'compose', 'outline', 'explain'];
function reportOnly(lower: string): boolean {
  const s = lower.length > 1500 ? lower.slice(0, 1500) : lower;
  if (!WRITE_HINTS.some((h) => s.includes(h)) || !WRITE_TASK.test(s)) return false;
  return NOTHING_DONE.test(s) || REPORT_QUOTE.test(s);
}
/**
 * Genres that teach people to recognise an attack (an awareness handout, a training slide): the acts they name are
 * what attackers ask for, shown so that staff refuse them. Read with a refusal in the body ("never do this").
 */
const TEACHING_GENRES: ReadonlySet<string> = new Set(['awareness', 'handout', 'training', 'sensibilisation', 'schulung', 'merkblatt', 'concienciacion', 'formation', 'formacion', 'newsletter']);
const REFUSAL = /\b(?:never|do not|don't|dont|must not|nie(?:mals)?|jamais|nunca|mai|nooit)\b/;
/** The attacker as the subject of what is named ("attackers may call the helpdesk and ask to …"): a threat described. */
const ATTACKER_SUBJECT = /\b(?:attackers?|scammers?|fraudsters?|criminals?|phishers?|hackers?|impostors?|imposters?|angreifer|betr[üu]ger|kriminelle|escrocs?|fraudeurs?|pirates?|estafadores?|atacantes?|golpistas?|criminosos?|truffatori|oplichters?|aanvallers?)\b/;
function teachesOnly(lower: string): boolean {
  const head = lower.length > 2000 ? lower.slice(0, 2000) : lower;
  return TEACHING_GENRES.has(descriptiveGenre(lower)) && (REFUSAL.test(head) || ATTACKER_SUBJECT.test(head));
}
/**
 * A cloud or identity CLI whose subcommand removes ("az role assignment delete …", "gcloud projects
 * remove-iam-policy-binding …", "aws iam detach-role-policy …", "kubectl delete rolebinding …"): the role named in its
 * options is the one taken away, not granted.
 */
const CLI_REVOKE = /^(?:sudo )?(?:az|gcloud|aws|kubectl|oc|gh|okta|vault|ipa|mgc|doctl)(?: [a-z][a-z0-9-]{0,40}){0,4} (?:delete|remove|revoke|detach|unassign|(?:remove|detach|revoke|delete)-[a-z-]{1,40})(?= |$)/;
/** A second command chained after the first ("&&", ";", "|"): the line does more than remove. */
const CHAINED = /&&|;|\|/;
const REVOKE_HEAD = /^(?:please |pls )?(?:revoke|remove|delete|uninstall|disconnect|deauthori[sz]e|block|ban|reject|deny|withdraw|downgrade|demote|offboard|deprovision|unregister|clean up|disable (?:the )?(?:old |former |unused |stale |legacy )?(?:app|application|integration|oauth app|account|user))\b/;


// prefix lists of the near() / firstWord() calls below, hoisted so no list is allocated per check and near()'s
// first-character index is built once
const AW0 = ['cambi', 'modifi', 'modific', 'wijzig', 'zmien', 'desactiv', 'deaktivier', 'disattiv', 'desativ', 'reduir', 'assoupl', 'relaj', 'senk', 'lockern', 'uitschakel', 'wylacz', 'disabl', 'weaken', 'lower', 'reduc', 'remov', 'relax', 'loosen', 'allow', 'set', 'chang', 'increas', 'turn', 'remove', 'drop', 'deactivat', 'suspend'];
const AW1 = ['passwordpolicy', 'lockout', 'complexity', 'captcha', 'weak', 'reuse', 'password expir'];
/** Adding verbs after their object (German infinitives: "SSH-Schlüssel … hinzufügen"). */
const AW2_LAST = ['hinzufug', 'anleg', 'eintrag', 'hinterleg', 'hochlad', 'ajout', 'agreg', 'aggiung', 'toevoeg'];
/** A [object, verb] pair read back as [verb, object]. */
const swapped = (p: [string, string] | undefined): [string, string] | undefined => (p === undefined ? undefined : [p[1], p[0]]);
/** Weakening verbs after their object (German infinitives, and others in a terse list), accent-folded. */
const AW0_LAST = ['andern', 'aendern', 'deaktivier', 'senk', 'reduzier', 'lockern', 'abschwach', 'modifi', 'reduir', 'desactiv', 'assoupl', 'cambi', 'reduc', 'relaj', 'modific', 'abbass', 'ridur', 'disattiv', 'verlag', 'versoepel', 'uitschakel', 'wylacz', 'zmien'];
/** Verbs that only change a value: the value decides whether it weakens (length 4) or hardens (length 14). */
const CHANGE_LIKE = ['set', 'chang', 'increas', 'andern', 'aendern', 'modifi', 'cambi', 'modific', 'wijzig', 'alter', 'zmien'];
const AW2 = ['ajout', 'hinzufug', 'agreg', 'anad', 'aggiung', 'adicion', 'voeg', 'dodaj', 'add', 'upload', 'install', 'append', 'insert', 'register', 'put', 'post', 'writ', 'import', 'creat'];
const AW3 = ['sshkey', 'sshkeyfile', 'deploykey', 'gpgkey', 'public key', 'pubkey', 'ssh-rsa', 'ssh-ed25519'];
const AW4 = ['authoriz', 'approv', 'install', 'grant', 'consent', 'add', 'connect', 'allow'];
const AW5 = ['oauthapp'];
const AW6 = ['reset', 'chang', 'set', 'overrid', 'updat', 'forc', 'replac', 'rotat'];
const AW7 = ['password', 'passwd', 'passphrase', 'credential', 'pin'];
const AW8 = ['reus', 'use', 'using', 'copy', 'copi', 'inject', 'set', 'paste', 'borrow', 'import', 'load'];
const AW9 = ['sessiontoken', 'cookie', 'jwt', 'bearer'];
const AW10 = ['chang', 'modif', 'updat', 'add', 'replac', 'disabl', 'remov', 'configur', 'switch', 'set', 'swap', 'upload', 'trust', 'edit', 'creat', 'register', 'point', 'deactivat', 'delet'];
const AW11 = ['sso', 'signing', 'certificate', 'redirect', 'entity', 'issuer', 'jwks', 'trust', 'federat'];
const AW12 = ['disabl', 'stop', 'delet', 'remov', 'purg', 'clear', 'paus', 'reduc', 'truncat', 'exclud', 'wip', 'suspend', 'eras', 'deactivat', 'shorten', 'skip', 'bypass', 'redirect',
  'losch', 'loesch', 'entfern', 'supprim', 'effac', 'borr', 'elimin', 'cancell', 'verwijder', 'usun', 'wyczysc'];
const AW13 = ['auditlog', 'logging', 'log', 'logs'];
const AW14 = ['grant', 'add', 'invit', 'give', 'share', 'assign', 'allow', 'provision', 'creat', 'enabl', 'whitelist', 'allowlist'];
const AW15 = ['access', 'role', 'permission', 'member', 'collaborator', 'user', 'account', 'seat', 'rights', 'write', 'edit', 'admin', 'owner', 'read', 'view', 'sso', 'login'];
const AW16 = ['chang', 'updat', 'set', 'replac', 'add', 'modif', 'swap', 'edit'];
const AW17 = ['recovery', 'email', 'phone', 'number'];
const AW18 = ['ownership', 'owner'];
const AW19 = ['legacyauth', 'userconsent'];
const AW20 = ['adminconsent'];

/** Synonyms and multi-word terms folded into single tokens before word checks. */
/** [pattern, replacement, cheap substrings that must be present for the pattern to be worth running] */
const PHRASES: ReadonlyArray<readonly [RegExp, string, readonly string[]]> = [
  [/\b(dis|de|un|re)[\s-](?=abl|activ|enrol|set\b|voke)/g, '$1', ['-abl', '-activ', '-enrol', '-set', '-voke', ' abl', ' activ', ' enrol', ' set', ' voke']],
  [/\b(?:two|2|multi|multiple)[\s-]{0,2}(?:factor|step)(?:[\s-]{0,2}(?:authentication|auth|verification))?\b|\b(?:2fa|2sv|mfa)\b|\b(?:zwei|2)[\s-]?faktor[a-z-]{0,30}|\bzwei[\s-]?stufige? (?:authentifizierung|anmeldung|verifizierung)\b|\b(?:autenticacion|verificacion) (?:de |en )?(?:dos|2) (?:factores|pasos)\b|\b(?:doble|dos) factor(?:es)?\b|\bauthentification (?:a )?(?:deux|2|double) facteurs?\b|\bdouble authentification\b|\bautenticacao de (?:dois|2) (?:fatores|etapas)\b|\bautenticazione a (?:due|2) fattori\b/g, ' mfa ', ['factor', 'step', '2fa', '2sv', 'mfa', 'faktor', 'stufig', 'facteur', 'fatores', 'etapas', 'fattori', 'double auth', 'pasos']],
  [/\b(?:one[\s-]time (?:password|passcode|code)s?|totp|authenticator app)\b/g, ' totp ', ['one', 'totp', 'authenticator']],
  // the events of a sign-in or audit record are the record: removing some of them falsifies it
  [/\baudit(?:[\s_-]{0,2}(?:log|logs|logging|trail|trails|events?))?\b|\bcloud ?trail\b|\b(?:sign[\s-]?in|login|logon|activity|security|access) (?:logs?|events?|entries|records)\b|\banmelde(?:ereignisse?|protokoll\w{0,2})\b|\bjournaux? (?:d'audit|de connexion)\b|\bregistros? de (?:auditoria|inicio de sesion|acceso)\b/g, ' auditlog ', ['audit', 'trail', ' log', 'event', 'entries', 'records', 'anmelde', 'journa', 'registro']],
  [/\bsingle[\s-]sign[\s-]?on\b|\bsaml\b|\boidc\b|\bopenid connect\b|\bidentity provider\b|\bidp\b|\bfederation\b|\bfederated (?:domain|trust)\b/g, ' sso ', ['sign', 'saml', 'oidc', 'openid', 'identity', 'idp', 'federat']],
  [/\bpassword (?:policy|policies|complexity|requirements?|rules?)\b|\bcomplexity requirements?\b|\bminimum (?:password )?length\b|\b(?:passwort|kennwort)-?(?:richtlinie|regeln|komplexitat)\w{0,2}|\bmindestlange\b|\bpol[i]tica de (?:contrasenas?|senhas?)\b|\bpolitique de mots? de passe\b|\blongueur minimale\b|\blongitud minima\b|\bcomprimento minimo\b|\blunghezza minima\b|\bcriteri (?:delle|della) password\b|\bwachtwoordbeleid\b|\bminimale (?:wachtwoord)?lengte\b|\bpolityka hasel\b/g, ' passwordpolicy ', ['password', 'complexity', 'minimum', 'richtlinie', 'regeln', 'komplexitat', 'mindestl', 'politica', 'politique', 'longueur', 'longitud', 'comprimento', 'lunghezza', 'criteri', 'wachtwoordbeleid', 'lengte', 'polityka']],
  [/\b(?:account )?lock[\s-]?out(?: policy| threshold)?\b|\b(?:failed|max|maximum) (?:login )?attempts\b|\blogin rate[\s-]limit(?:ing)?\b|\bbrute[\s-]force protection\b|\b(?:konto)?sperre nach fehlversuchen\b|\bkontosperr\w{0,4}|\bverrouillage (?:du compte|de compte|apres)\b|\bbloqueo de (?:la )?cuenta\b|\bbloqueio de conta\b|\bblocco (?:dell')?account\b|\baccountvergrendeling\b|\bblokad\w{0,2} kont\w{0,2}\b/g, ' lockout ', ['lock', 'attempts', 'rate', 'brute', 'sperr', 'verrouillage', 'bloqueo', 'bloqueio', 'blocco', 'vergrendeling', 'blokad']],
  // an SSH key named in other languages ("clé SSH", "SSH-Schlüssel", "clave SSH")
  [/\b(?:cles?|claves?|chaves?|chiavi|chiave|sleutels?) (?:publiques? |publicas? |pubbliche? )?ssh\b|\bssh-(?:schlussel|sleutel)\b/g, ' sshkey ', ['ssh']],
  [/\bpersonal access tokens?\b|\bpats?\b/g, ' pattoken ', ['personal access', 'pat']],
  // a CLI lifetime flag that sets no end: a time-to-live of zero (vault, consul), a validity of five years or more
  // (read after the leet fold, which turns a lone 0 or 1 into o or i)
  [/(?:^|\s)-{1,2}(?:explicit-max-)?ttl[= ]["']?[0o]s?(?=["'\s]|$)|(?:^|\s)--years[= ](?:[5-9]|[1-9i][0-9oi])(?=\s|$)/g, ' noexpiry ', ['ttl', '--years']],
  [/\b(?:api|access|secret|service[\s-]account|signing|deploy|ssh|gpg|pgp|root) keys?\b/g, ' KEYPHRASE ', [' key']],
  [/\b(?:never expires?|no expir(?:y|ation|ation date)|non[\s-]?expiring|does ?n[o']t expire|without (?:an )?expir(?:y|ation)|expires?:? ?(?:never|none|0)|unlimited (?:lifetime|ttl|validity)|permanent|(?:disable|remove|turn off|drop|skip|no) (?:its |the |any |an |token |key )?expir(?:y|ation|ation date)|expir(?:y|ation|es|es_at|es_in)(?: date)?(?: to | ?: ?| ?= ?)(?:never|none|0|unlimited|null)|valid (?:for|until) (?:ever|(?:[5-9]|[1-9]\d{1,2}) years|[1-9]\d{3,4} days)|expir\w{0,5} (?:in|after) (?:[5-9]|[1-9]\d{1,2}) years|(?:[5-9]|[1-9]\d{1,2})[\s-]years? (?:validity|lifetime|expiry)|ohne (?:ablauf\w{0,5}|verfall\w{0,5}|gultigkeitsende)|ablaufdatum (?:auf )?['"„“]?(?:nie|niemals|keins?)\b|\bauf ['"„“]?(?:nie|niemals)(?=['"“]? (?:setzen|stellen|gesetzt)\b)|kein(?:e|en)? (?:ablauf\w{0,5}|verfall\w{0,5})|l[a]?e?uft nie ab|sans (?:date d')?expiration|n'expire jamais|sin (?:caducidad|expiracion|fecha de caducidad)|nunca (?:caduca|expira)|sem (?:expiracao|validade)|nunca expira|senza scadenza|non scade mai|verloopt nooit|zonder (?:vervaldatum|verloopdatum))\b/g, ' noexpiry ', ['expir', 'permanent', 'unlimited', 'valid', 'years', 'ablauf', 'verfall', 'gultig', 'nie ab', 'ablaufdatum', 'nie', 'caduc', 'scad', 'verloopt', 'vervaldatum', 'verloopdatum']],
  [/\b(?:log|sign)[\s-]?in(?:to)? (?:[a-z]{2,20}'s|(?:another|other|the) user'?s?|someone else'?s|the victim'?s?) (?:account|mailbox|profile|session)\b|\b(?:log|sign)[\s-]?in as\b|\blogin as\b|\bact(?:ing)? as (?:the |another |other )?user\b|\brun as user\b|\bsudo -u\b|\bsu -\b|\bswitch (?:to|into) (?:the )?user\b|\bbecome user\b|\bmasquerad(?:e|es|ed|ing)\b|\bghost (?:into|as)\b|\bimpersonat(?:e|es|ed|ing)\b|\bassume (?:the )?identity\b/g, ' impersonate ', [' as ', 'sudo', 'su -', 'switch', 'become', 'masquerad', 'ghost', 'imperson', 'identity']],
  [/\b(?:turn|switch|shut|toggle|swit?ch) off\b|\bturn(?:ing|ed)? off\b/g, ' disable ', [' off']],
  [/\bopt[\s-]?out of\b/g, ' disable ', ['opt']],
  // a link the user follows to set a password themselves (nobody else learns it)
  [/\b(?:password|credential) reset (?:link|email|flow|page|form)\b|\breset link\b|\bone-time (?:sign-?in |login |reset )?link\b/g, ' resetlink ', ['reset', 'one-time']],
  [/\b(?:session|auth|authentication|access|bearer|refresh|id) (?:cookie|token)s?\b|\bsession ?id\b|\bjsessionid\b|\bdocument\.cookie\b/g, ' sessiontoken ', ['cookie', 'token', 'session']],
  [/\b(?:recovery|backup) (?:codes?|email|phone|address|number)\b/g, ' recovery ', ['recovery', 'backup']],
  [/\b(?:oauth|github|third[\s-]party|connected|slack|google workspace|azure ad|entra|unverified|unknown|external|untrusted) (?:app|application|integration|client)s?\b/g, ' oauthapp ', ['app', 'integration', 'client']],
  [/\badmin(?:istrator)? consent\b|\btenant[\s-]wide consent\b|\bconsent (?:for|on behalf of) (?:all|every|everyone|the whole|the entire)\b|\bconsent on behalf of (?:the )?(?:organization|org|tenant|all users)\b/g, ' adminconsent ', ['consent']],
  [/\b(?:global|domain|org|organization|organisation|enterprise|super|site|tenant|cluster|billing|workspace|project|account) ?[-_]?(?:admin|administrator|owner)s?\b/g, ' admin ', ['admin', 'owner']],
  [/\bauthorized_keys\b/g, ' sshkeyfile ', ['authorized_keys']],
  [/\bconditional access(?: polic(?:y|ies))?\b|\b(?:sign[\s-]?in|user) risk(?: polic(?:y|ies))?\b|\bidentity protection\b|\bsecurity defaults\b|\brisk[\s-]based (?:sign[\s-]?in|authentication|access)\b|\bimpossible travel\b|\b(?:login|sign[\s-]?in|security|suspicious[\s-]activity) alerts?\b/g, ' signinpolicy ', ['conditional', 'risk', 'identity protection', 'security defaults', 'impossible travel', 'alert']],
  [/\bre-?auth(?:entication|enticate|orization)?\b|\bstep[\s-]up (?:auth\w{0,12}|verification)\b/g, ' reauth ', ['reauth', 're-auth', 'step']],
  [/\b(?:legacy|basic) auth(?:entication)?\b|\blegacy (?:protocols?|sign[\s-]?ins?)\b|\bsmtp auth\b/g, ' legacyauth ', ['legacy', 'basic auth', 'smtp auth']],
  [/\busers? (?:to )?consent\b/g, ' userconsent ', ['consent']],
  [/\broles\/[a-z0-9._]{0,40}(?:admin|owner)\b|\bapplication ?impersonation\b|\buser ?access ?administrator\b|\bprivileged role administrator\b|\bsecurity ?admin(?:istrator)?\b/g, ' admin ', ['roles/', 'impersonation', 'access administrator', 'accessadministrator', 'privileged role', 'security']],
  // a reset link in French, German, Spanish, Italian, Portuguese and Dutch is the English "password reset link": the
  // owner sets the new password through it (accents folded)
  [/\benlace (?:de|para) (?:restablec\w{0,8}|recupera\w{0,6})(?: de(?: la)?| la| su| tu)?(?: contrasenas?)?\b|\blien (?:de|pour) (?:reinitialis\w{0,6}|recupera\w{0,6})(?: du| de| le| votre| de votre)?(?: mots? de passe)?\b|\blink zum (?:zurucksetzen|zuruecksetzen)(?: des| ihres| deines)?(?: (?:passworts|passwortes|kennworts))?\b|\b(?:passwort|kennwort)-?(?:reset|rucksetz|zurucksetz)-?link\b|\blink (?:di|per) (?:reimpost\w{0,6}|ripristin\w{0,4}|recuper\w{0,4})(?: della| la)?(?: password)?\b|\blink (?:de|para) (?:redefini\w{0,5}|recupera\w{0,5})(?: de| da| a)?(?: senhas?)?\b|\bherstellink\b|\blink om (?:je |uw )?wachtwoord (?:te )?(?:herstellen|resetten)\b/g, ' resetlink ', ['enlace', 'lien', 'link']],
];
const KEYPHRASE_SRC = /\b(?:api|access|secret|service[\s-]account|signing|deploy|ssh|gpg|pgp|root) keys?\b/g;

// One Aho–Corasick pass finds every phrase's trigger substrings at once (instead of ~100 includes per
// check); the text is rescanned only after a replacement actually changed it, so each phrase still sees
// exactly the triggers of the partially folded text, as before.
const TRIGGERS = new KeywordAutomaton(PHRASES.flatMap(([, , triggers], group) => triggers.map((keyword) => ({ keyword, group }))));
const triggerFound = new Uint8Array(PHRASES.length);
const KEY_SPACE = /[\s-]/g;
const KEY_PLURAL = /s$/;
const compactKey = (m: string): string => ` ${m.replace(KEY_SPACE, '').replace(KEY_PLURAL, '')} `;

// Rescanning the whole text after every replacement is most of the folding cost. A replacement whose match
// starts and ends with a word character and whose token is fixed (' mfa ', ' sso '…) only removes text and
// inserts the space-bounded token, and no trigger can span the token's edge: the new text's triggers are
// among the old ones plus the token's. Stale flags are harmless for phrases whose triggers every match
// contains (the regex simply finds nothing), so the flags are widened instead of rescanned. The exceptions:
// the joining phrase 0, the computed KEYPHRASE token and the impersonation phrase (a match may end in '-')
// rescan as before, and the impersonation phrase's own flag, whose first alternative needs none of its
// triggers, is recomputed exactly before it runs.
const IMPERSONATE = PHRASES.findIndex(([, rep]) => rep === ' impersonate ');
const RESCAN_AFTER: ReadonlySet<number> = new Set([0, PHRASES.findIndex(([, rep]) => rep === ' KEYPHRASE '), IMPERSONATE]);
const TOKEN_TRIGGERS: readonly Uint8Array[] = PHRASES.map(([, rep]) => {
  const f = new Uint8Array(PHRASES.length);
  TRIGGERS.scan(rep, f);
  return f;
});
const IMPERSONATE_TRIGGERS = PHRASES[IMPERSONATE]![2];

function foldPhrases(lower: string): string {
  let out = lower;
  const found = triggerFound;
  found.fill(0);
  TRIGGERS.scan(out, found);
  let widened = false;
  for (let p = 0; p < PHRASES.length; p++) {
    if (p === IMPERSONATE && widened) found[p] = IMPERSONATE_TRIGGERS.some((t) => out.includes(t)) ? 1 : 0;
    if (found[p] === 0) continue;
    const [re, rep] = PHRASES[p]!;
    const next = rep === ' KEYPHRASE ' ? out.replace(re, compactKey) : out.replace(re, rep);
    if (next !== out) {
      out = next;
      if (RESCAN_AFTER.has(p)) {
        found.fill(0);
        TRIGGERS.scan(out, found);
        widened = false;
      } else {
        const t = TOKEN_TRIGGERS[p]!;
        for (let g = p + 1; g < t.length; g++) found[g]! |= t[g]!;
        widened = true;
      }
    }
  }
  return out;
}

const ACTION_SEP = /[._:\/]/;
const ACTION_SPLIT = /[._:\/-]+/;
const PERSONAL_DOMAINS = /@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|protonmail|proton|pm|gmx|mail|yandex|zoho|tutanota|tuta|fastmail|hushmail|qq|163|mailinator|guerrillamail|10minutemail|tempmail|temp-mail)\.[a-z.]{2,10}\b/;
const EXTERNAL_WORD = /\b(?:external|outside|outsider|guest|guests|contractor's personal|personal (?:email|account|gmail|address)|third[\s-]party|unknown|unverified|anonymous|public(?! keys?\b))\b/;
// (heads of an organisation in other languages, accents folded: directrice, Geschäftsführer, directora, direttore, PDG)
const PRIVILEGED_TARGET = /\b(?:admin|admins|administrator|administrador|administrateur|administratore|root|superuser|super[\s-]?admin|ceo|cfo|cto|coo|ciso|owner|break[\s-]?glass|service[\s-]?account|executive|vp|director|domain admin|finance lead|it admin|sysadmin|dba|directeur|directrice|direktor\w{0,2}|directora|direttore|direttrice|directeur general|geschaftsfuhrer\w{0,2}|geschaeftsfuehrer\w{0,2}|vorstand|pdg|presidente|prezes)\b/;
const SELF_WORD = /\b(?:my|myself|own|me|mine|i|i'm|self)\b/;
// (another person named by a form of address or as an account's holder, in other languages: "Mme Girard", "Herrn
// Weber", "du compte de", "des Kontos von", "la cuenta de")
const OTHER_WORD = /\b(?:user|users|employee|employees|everyone|everybody|all|another|other|someone|somebody|account|accounts|member|members|colleague|teammate|victim|target|customer|staff|group|groups|team|department|org|organization|tenant|bob|alice|[a-z]{2,20}@|[a-z]{2,20}'s)\b|@[a-z0-9-]{1,40}\.[a-z]{2,}|\b(?:mme|mlle|madame|monsieur|herrn?|frau|senora?|sra|signora?|sig|dhr|mevrouw|pani?) [a-z]|\b(?:compte de|konto von|kontos von|cuenta de|conta de|account di|account van) [a-z]/;

/**
 * "password.reset", "user.mfa.disable": a dotted action name read as words, in both orders, so
 * verb→object checks see "reset password" as well as "password reset".
 */
function actionWords(v: string): string {
  const t = v.trim();
  if (t.length === 0 || t.length > 80 || t.includes(' ') || !ACTION_SEP.test(t)) return '';
  const parts = t.toLowerCase().split(ACTION_SPLIT).filter((x) => x !== '');
  return ` \n ${parts.join(' ')} ; ${parts.reverse().join(' ')}`;
}

const LEET_CHARS = /[013457@$!]/;
const HAS_LETTER = /[a-z]/;
const LEET_MAP: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's', '!': 'i' };

const LEET_CODE = new Uint8Array(128);
for (const ch of Object.keys(LEET_MAP)) LEET_CODE[ch.charCodeAt(0)] = 1;

/**
 * "d1sable", "4dmin": words mixing letters and leet digits are folded back to letters. Words are the
 * space-separated runs; one that is 3-30 long, holds a leet character, at least three letters a-z and no
 * '.', ':' or '/' is folded. Read in place: only the words that change are copied.
 */
function unLeet(lower: string): string {
  if (!LEET_CHARS.test(lower)) return lower;
  const n = lower.length;
  let out = '';
  let copied = 0;
  let a = 0;
  while (a <= n) {
    let b = lower.indexOf(' ', a);
    if (b < 0) b = n;
    if (b - a >= 3 && b - a <= 30) {
      let leet = false;
      let letters = 0;
      let blocked = false;
      for (let k = a; k < b; k++) {
        const c = lower.charCodeAt(k);
        if (c >= 97 && c <= 122) letters++;
        else if (c === 46 || c === 58 || c === 47) { blocked = true; break; }
        else if (c < 128 && LEET_CODE[c] === 1) leet = true;
      }
      if (leet && !blocked && letters >= 3) {
        out += lower.slice(copied, a);
        for (let k = a; k < b; k++) out += LEET_MAP[lower[k]!] ?? lower[k]!;
        copied = b;
      }
    }
    a = b + 1;
  }
  return copied === 0 ? lower : out + lower.slice(copied);
}

const LATIN_MARKED = /[\u00c0-\u024f]/;
const POLISH_L = /ł/g;
const COMBINING = /[\u0300-\u036f]/g;
/** "m-f-a", "a.d.m.i.n", "D I S A B L E": single letters joined by one separator each. */
const SPLIT_LETTERS = /\b(?:[a-z][.\-_ ]){2,30}[a-z]\b/g;
const LETTER_SEPS = /[.\-_ ]/g;
const SPLIT_HINT = /\b[a-z][.\-_ ][a-z][.\-_ ][a-z]\b/;

/**
 * Accents dropped ("désactiver" → "desactiver", so words do not break at "é") and spelled-out letters joined
 * ("m-f-a" → "mfa"); both only when the text holds them.
 */
function readable(lower: string): string {
  let out = lower;
  // ł has no decomposition: Polish "wyłącz" would break at it
  if (LATIN_MARKED.test(out)) out = out.normalize('NFD').replace(COMBINING, '').replace(POLISH_L, 'l');
  if (SPLIT_HINT.test(out)) out = out.replace(SPLIT_LETTERS, (m) => m.replace(LETTER_SEPS, ''));
  return out;
}

const META_KEYS = ['action', 'operation', 'event', 'role', 'new_role', 'roles', 'scope', 'scopes', 'permission', 'permissions', 'grant', 'target', 'target_user', 'subject', 'user', 'username', 'actor', 'mfa', 'mfa_enabled', '2fa', 'two_factor', 'policy', 'setting', 'settings', 'expires', 'expiry', 'expires_in', 'ttl', 'resource', 'provider', 'description', 'email', 'recipient', 'note', 'notes', 'reason', 'comment', 'details', 'justification'];
const META_LABELS = META_KEYS.map((k) => k.split('_').join(' '));
const SCOPE_SPLIT = /[\s,;"[\]{}]+/;
const MY_ACCOUNT = /\b(?:my|own) (?:user|account)\b/g;


/**
 * Who/where facts (self, other, external, privileged, env, scopes) cost several large alternation regexes;
 * most checks reach no rule that reads them, so each is computed on first use and memoised.
 */
class AuthCtx implements AuthContext {
  private vLowerMemo: string | undefined;
  private whoMemo: { self: boolean; other: boolean } | undefined;
  private targetMemo: string | undefined;
  private externalDone = false;
  private externalMemo: string | undefined;
  private privilegedDone = false;
  private privilegedMemo: string | undefined;
  private envMemo: Env | undefined;
  private scopesMemo: readonly string[] | undefined;
  private infoMemo: boolean | undefined;
  private revokingMemo: boolean | undefined;

  constructor(
    readonly raw: string,
    readonly text: string,
    readonly lower: string,
    readonly metadata: Metadata,
    readonly words: Words,
    readonly folded: string,
    private readonly v: string,
    readonly textLower: string,
  ) {}

  private get vLower(): string {
    return (this.vLowerMemo ??= this.v.toLowerCase());
  }

  private get target(): string {
    return (this.targetMemo ??= (metaString(this.metadata, 'target', 'target_user', 'subject', 'for_user', 'grantee', 'member', 'principal') ?? '').toLowerCase().trim());
  }

  private get who(): { self: boolean; other: boolean } {
    if (this.whoMemo !== undefined) return this.whoMemo;
    const metadata = this.metadata;
    const user = (metaString(metadata, 'user', 'username', 'actor', 'requested_by', 'requester') ?? '').toLowerCase().trim();
    const target = this.target;
    const head = this.vLower.slice(0, 4000);
    let self = SELF_WORD.test(head) || (target !== '' && target === user) || metaString(metadata, 'self') === 'true';
    let other = (target !== '' && target !== user && target !== 'self' && target !== 'me') || OTHER_WORD.test(head.includes('my ') || head.includes('own ') ? head.replace(MY_ACCOUNT, '') : head);
    if (target === 'self' || target === 'me') { self = true; other = false; }
    return (this.whoMemo = { self, other });
  }

  get self(): boolean { return this.who.self; }
  get other(): boolean { return this.who.other; }

  get external(): string | undefined {
    if (this.externalDone) return this.externalMemo;
    this.externalDone = true;
    if (metaFlag(this.metadata, 'external', 'is_external', 'guest') === true) return (this.externalMemo = 'external account (metadata)');
    const head = this.textLower.slice(0, 8000);
    // every personal-domain match starts with '@'
    const pd = head.includes('@') ? PERSONAL_DOMAINS.exec(head) : null;
    if (pd !== null) return (this.externalMemo = `personal address ${pd[0]}`);
    const ew = EXTERNAL_WORD.exec(this.vLower.slice(0, 4000));
    return (this.externalMemo = ew !== null ? `${ew[0]} identity` : undefined);
  }

  get privileged(): string | undefined {
    if (this.privilegedDone) return this.privilegedMemo;
    this.privilegedDone = true;
    const priv = PRIVILEGED_TARGET.exec(`${this.target} ${this.vLower.slice(0, 4000)}`);
    return (this.privilegedMemo = priv === null ? undefined : priv[0]);
  }

  get env(): Env {
    return (this.envMemo ??= envOf(this.metadata, this.vLower.slice(0, 400)));
  }

  get info(): boolean {
    // a postmortem note or a writing task names past resets and grants as its subject, not as acts
    return (this.infoMemo ??= leadOnly(this.vLower, INFO_HEAD, ACT_AFTER) || leadOnly(this.vLower, INFO_HEAD_FOREIGN, ACT_AFTER) || (hasCyrillic(this.raw) && leadOnly(this.raw.slice(0, 2000).toLowerCase(), INFO_HEAD_FOREIGN, ACT_AFTER)) || describesOnly(this.vLower) || asksOnly(this.vLower) || reportOnly(this.vLower) || teachesOnly(this.vLower));
  }

  get revoking(): boolean {
    return (this.revokingMemo ??= leadOnly(this.vLower, REVOKE_HEAD, ACT_AFTER, true) || (leadOnly(this.vLower, CLI_REVOKE, ACT_AFTER, true) && !CHAINED.test(this.vLower.slice(0, 2000))));
  }

  get scopes(): readonly string[] {
    if (this.scopesMemo !== undefined) return this.scopesMemo;
    const scopeText = (metaText(this.metadata, 'scope', 'scopes', 'permissions', 'permission') ?? '').toLowerCase();
    return (this.scopesMemo = scopeText === '' ? [] : scopeText.split(SCOPE_SPLIT).filter((s) => s !== '').slice(0, 200));
  }
}

/** An account or user deleted (English, German, French, Spanish). */
const ACCOUNT_DELETED = /\b(?:delete|remove|deprovision|l[öo]sch\w{0,3}|supprim\w{0,3}|elimin\w{0,3}|borr\w{0,3})\s(?:the\s|das\s|den\s|le\s|la\s|el\s)?(?:user|account|konto|benutzer\w{0,4}|compte|usuario|cuenta)\b|\b(?:user|account|konto|compte|cuenta)\s[^\s]{1,60}\s(?:delete|l[öo]schen|supprimer|eliminar)\b/;
/** Its data let go: not transferred, not kept (several languages). */
const DATA_LET_GO = /\b(?:do not|don'?t|without|no|skip(?:ping)?(?: the)?)\s(?:transfer\w{0,5}|keep\w{0,3}|retain\w{0,3}|back\w{0,3} up)\b|\bohne\s(?:die\s)?(?:daten\s)?(?:zu\s)?[üu]bertrag\w{0,3}|\bkeine\s(?:daten)?[üu]bertragung\b|\bsans\s(?:transf[ée]rer|conserver)\b|\bsin\s(?:transferir|conservar)\b/;
/** A principal that is everyone (lower-cased text). */
const PUBLIC_PRINCIPAL_SRC = String.raw`\b(?:allusers|allauthenticatedusers)\b|"principal"\s?:\s?(?:\{\s?"aws"\s?:\s?)?"\*"|\bsystem:(?:anonymous|unauthenticated)\b|--principal[= ]["']?\*`;
const PUBLIC_PRINCIPAL = new RegExp(PUBLIC_PRINCIPAL_SRC);
/** The grant taken back: gsutil's -d, a remove binding, a deleted binding. */
const PUBLIC_REMOVED = /\bremove-iam-policy-binding\b|\biam ch -d\b|\bdelete (?:cluster)?rolebinding\b/;
/** A password policy written as such: its length rule beside it. */
const PASSWORD_POLICY = /\bpassword[ _-]?policy\b[^.;\n]{0,80}\b(?:min(?:imum)?[ _-]?length|length)\b/;
/** What a lifetime is of, other than a password: a token, a key, a secret, an account, a session. */
const NOT_A_PASSWORD = /\b(?:token|key|secret|account|session)/;
/** The words of a lifetime's own clause up to its subject ("set the api key expiry", "min_length=14, expiry"), at most 24 before it. */
function lifetimeOf(head: string, l: LifetimeSetting): string {
  let before = head.slice(Math.max(0, l.at - 24), Math.max(0, l.at));
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('\n'), before.lastIndexOf('. '));
  if (cut >= 0) before = before.slice(cut + 1);
  return `${before}${l.subject}`;
}
/** A policy statement's effect (lower-cased JSON): a deny is a guard written for everyone, not a grant. */
const STATEMENT_EFFECT = /"effect"\s?:\s?"(allow|deny)"/g;
const PUBLIC_PRINCIPAL_ALL = new RegExp(PUBLIC_PRINCIPAL_SRC, 'g');
/** Whether [a, b) of `s` stays inside one JSON object: the brace depth never falls below where it began. */
function sameObject(s: string, a: number, b: number): boolean {
  let d = 0;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c === 123 || c === 91) d++;
    else if ((c === 125 || c === 93) && --d < 0) return false;
  }
  return true;
}
/**
 * The first public principal that some statement allows: one whose own statement (the JSON object that holds both) has
 * no deny effect. A deny beside an allow of everyone ("Allow *" for reads, "Deny *" without TLS) does not take the allow
 * back. Bounded: the first 8 principals and 16 effects of the head.
 */
function publicAllowed(head: string): string {
  const effects: Array<[number, boolean]> = [];
  STATEMENT_EFFECT.lastIndex = 0;
  for (let m = STATEMENT_EFFECT.exec(head); m !== null && effects.length < 16; m = STATEMENT_EFFECT.exec(head)) effects.push([m.index, m[1] === 'deny']);
  PUBLIC_PRINCIPAL_ALL.lastIndex = 0;
  let n = 0;
  for (let m = PUBLIC_PRINCIPAL_ALL.exec(head); m !== null && n < 8; m = PUBLIC_PRINCIPAL_ALL.exec(head), n++) {
    const at = m.index;
    const own = effects.find(([e]) => (e < at ? sameObject(head, e, at) : sameObject(head, at, e)));
    if (own === undefined || !own[1]) return m[0];
  }
  return '';
}
/** Roles that invoke a service (Cloud Run, Cloud Functions): public endpoints are published this way. */
const INVOKER_ROLE = /\broles\/(?:run|cloudfunctions)\.invoker\b/;

function prepare(value: string, metadata: Metadata): AuthContext {
  let v = normalizeUnicode(bounded(value));
  if (v.includes('%')) v = percentDecode(v);
  let text: string;
  let tail = '';
  if (hasKeys(metadata)) {
    const metaParts: string[] = [];
    for (let i = 0; i < META_KEYS.length; i++) {
      const k = META_KEYS[i]!;
      const raw = metaField(metadata, k);
      if (raw === undefined || raw === null) continue;
      const t = metaText(metadata, k);
      if (t !== undefined) metaParts.push(`${META_LABELS[i]!}: ${t.slice(0, 2000)}`);
    }
    // collapsing "v \n meta" is collapsing each side and joining the non-empty ones with one space; the
    // separator alone would otherwise force a replace over the whole text
    const head = collapseWhitespace(v);
    tail = metaParts.length > 0 ? collapseWhitespace(metaParts.join(' ; ')) : '';
    text = head === '' ? tail : tail === '' ? head : `${head} ${tail}`;
  } else {
    text = collapseWhitespace(v);
  }
  const lower = text.toLowerCase();
  // a long value is prose: only its instruction sentences are actions (the metadata still describes the action)
  // (read over the whole value, not only the bounded head and tail the rest of the analyzer reads)
  const prose = value.length > PROSE_MIN;
  const acting = prose ? `${bounded(instructionSentences(normalizeUnicode(value.slice(0, PROSE_MAX)).toLowerCase()))} ${tail.toLowerCase()}` : lower;
  // a Russian order is read through its English gloss, taken from the value before confusable folding (cyrillic-gloss.ts)
  const gloss = hasCyrillic(value) ? cyrillicGloss(value.slice(0, PROSE_MAX).toLowerCase()) : '';
  // settings written as key: value pairs read as the operations they stand for ("reauth_required: false" → "disable reauth required")
  const switched = prose ? '' : switchPhrases(v);
  const folded = foldPhrases(unLeet(readable(`${acting.slice(0, 32768)}${actionWords(v)}${gloss === '' ? '' : ` ;\n ${gloss}`}${switched === '' ? '' : ` ;\n ${switched}`}`)));
  const words = toWords(folded);
  // the prefilter scans the text and its folded reading, so synonyms and leetspeak reach gated rules
  // (its runs of spaces, left where phrases were folded into tokens, squeezed to one: the frame reader's multi-word terms
  // match across single spaces, so "enable  mfa" in the copy must read as "enable mfa" does in the text)
  return new AuthCtx(value, text, `${lower}\n${folded.replace(SPACE_RUN, ' ')}`, metadata, words, folded, prose ? acting : v, acting);
}

const SPACE_RUN = / {2,}/g;

const envScore = (env: Env, prod: number, unknown: number, nonprod: number): number =>
  env === 'prod' ? prod : env === 'nonprod' ? nonprod : unknown;

const MFA_OBJ = ['mfa', 'totp', 'authenticator', 'yubikey', 'webauthn', 'security key', 'otp', 'u2f', 'duo'];
const BYPASS_VERBS = ['bypass', 'skip', 'exempt', 'exclud', 'circumvent', 'waive', 'ignor', 'override', 'whitelist', 'allowlist', 'omit', 'umgeh', 'omitir', 'saltar', 'contourn',
  // excluded or exempted from it in the other languages (German ausschließen/ausnehmen, French exclure, Spanish/Portuguese
  // excluir/eximir, Italian escludere/esentare, Dutch uitsluiten, Polish wykluczyć)
  'ausschlie', 'ausgeschlossen', 'ausnehm', 'ausgenommen', 'exclure', 'excluir', 'excluye', 'excluya', 'exclua', 'eximir', 'esclud', 'uitsluit', 'uitgesloten', 'wyklucz'];
const REMOVE_VERBS = ['disabl', 'deactivat', 'remov', 'delet', 'reset', 'clear', 'unenrol', 'unregist', 'wip', 'revok', 'unbind', 'unlink', 'drop', 'strip', 'suspend', 'relax', 'desactiv', 'deaktivier', 'desativ', 'disattiv', 'entfern', 'elimin', 'supprim', 'quitar', 'quita', 'apagar', 'abschalt', 'ausschalt'];
/** German puts the verb last ("2FA für alle Benutzer deaktivieren"): these are read after the object. */
const VERB_LAST = ['deaktivier', 'abschalt', 'ausschalt', 'entfern', 'umgeh', 'loesch', 'losch', 'ausschlie', 'ausnehm', 'uitsluit', 'uitzonder'];
const ALL_USERS = /\b(?:all users?|everyone|org-wide|organization-wide|for all|tenant-wide|entire org|alle benutzer|allen benutzern|todos los usuarios|tous les utilisateurs|todos os usuarios|wszystkich uzytkownikow|tutti gli utenti|alle gebruikers)\b/;
const OFF_VALUE = new Set(['off', 'disabled', 'disable', 'none', 'false', 'optional', 'no', '0', 'bypass', 'skip', 'not-required', 'never']);

/** "set the MFA requirement to off": an MFA word, then within four words "to"/"=" and an off value. */
function mfaSetOff(list: readonly string[]): boolean {
  // "MFA: off for user …" at the very start (a settings line)
  if ((list[0] === 'mfa' || list[0] === 'totp') && list.length > 1 && OFF_VALUE.has(list[1]!.replace(QUOTES, ''))) return true;
  for (let i = 0; i < list.length; i++) {
    if (list[i] !== 'mfa' && list[i] !== 'totp') continue;
    const end = Math.min(list.length - 1, i + 5);
    for (let j = i + 1; j < end; j++) {
      const w = list[j]!;
      if ((w === 'to' || w === '=' || w === 'as') && OFF_VALUE.has(list[j + 1]!.replace(QUOTES, ''))) return true;
    }
  }
  return false;
}
const QUOTES = /["'`]/g;
/** The settings shape: {policy: "MFA", setting: "disabled"}. */
const MFA_WORD = /\b(?:mfa|2fa|totp|two[\s-]factor|multi[\s-]factor|2-step|two-step)\b/i;

const ADMIN_OBJ = ['admin', 'administrator', 'administrador', 'administrateur', 'amministrator', 'beheerder', 'superusuario', 'superutilisateur', 'superutente', 'superusuário', 'adminrecht', 'administratorrecht', 'is_admin', 'isadmin', 'is_superuser', 'is_staff', 'owner', 'superuser', 'super-user', 'superadmin', 'super_admin', 'root', 'sysadmin', 'cluster-admin', 'administratoraccess', 'roles/owner', 'full-admin', 'fulladmin', 'god', 'sudo', 'wheel', 'privileged', 'elevated'];
const HANDOVER_VERBS = ['transfer', 'hand', 'handover', 'reassign', 'pass', 'mov'];
const GRANT_VERBS = ['otorg', 'conced', 'asign', 'accord', 'attribu', 'gewahr', 'erteil', 'vergeb', 'zuweis', 'assegn', 'atribu', 'toeken', 'nadaj', 'przyzn', 'verleih', 'grant', 'assign', 'add', 'promot', 'make', 'elevat', 'give', 'set', 'chang', 'upgrad', 'appoint', 'attach', 'bind', 'escalat', 'put', 'insert', 'invit', 'nominat', 'mak', 'clusterrolebinding', 'rolebinding', 'role-binding', 'add-iam-policy-binding', 'attach-', 'put-user-policy', 'put-role-policy', 'add-user-to-group', 'add-member', 'add-role', 'create-role-assignment'];
/** Nouns that make "admin" a place or a team, not a role ("admin note", "admin team"). */
const NOT_ROLE_NEXT = new Set(['note', 'notes', 'team', 'teams', 'panel', 'dashboard', 'console', 'page', 'portal', 'ui', 'ticket', 'tickets', 'email', 'contact', 'settings', 'guide', 'docs', 'documentation', 'task', 'tasks', 'queue', 'channel', 'review', 'approval', 'area', 'section', 'tool', 'tools', 'menu', 'view', 'report', 'reports', 'meeting', 'inbox', 'mailbox', 'message', 'on-call', 'rota', 'handbook']);

const BROAD_SCOPE = new Set([
  '*', '*:*', 'all', 'full_access', 'fullaccess', 'full-access', 'all_access', 'admin:org', 'admin:enterprise', 'admin:repo_hook', 'admin:org_hook',
  'delete_repo', 'site_admin', 'sudo', 'root', 'owner', 'https://www.googleapis.com/auth/cloud-platform', 'cloud-platform',
  'directory.readwrite.all', 'rolemanagement.readwrite.directory', 'application.readwrite.all', 'approleassignment.readwrite.all',
  'user.readwrite.all', 'mail.readwrite', 'files.readwrite.all', 'sites.fullcontrol.all', 'admin', 'write:org', 'iam:*', 'https://mail.google.com/',
  'https://www.googleapis.com/auth/admin.directory.user', 'full_control', 'manage:all', 'offline_access admin',
]);
function broadScope(ctx: AuthContext): string | undefined {
  const cands = ctx.scopes.length > 0 ? ctx.scopes : [];
  for (const s of cands) {
    if (BROAD_SCOPE.has(s) || s.endsWith(':*') || s.endsWith('.*') || s.endsWith('/*') || s.endsWith('.readwrite.all') || s.endsWith('.fullcontrol.all')) return s;
  }
  // scopes written in the text itself ("scope: *", "scopes repo,delete_repo")
  const list = ctx.words.list;
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (w === '*' || w === '*:*' || w.endsWith(':*') || w === 'delete_repo' || w === 'admin:org' || w === 'admin:enterprise' || w === 'full_access' || w.endsWith('.readwrite.all') || w === 'cloud-platform' || (BROAD_SCOPE.has(w) && (w.includes('.') || w.includes(':')))) return w;
    if ((w === 'scope' || w === 'scopes' || w === 'scope:' || w === 'permissions') && i + 1 < list.length) {
      const n = list[i + 1]!;
      if (n === 'all' || n === 'full' || n === 'admin' || n === 'unrestricted' || n === 'everything') return `${w} ${n}`;
    }
  }
  return undefined;
}

/** Breached or common password screening: what current guidance puts in place of periodic expiry. */
const SCREENING: readonly string[] = ['breached', 'compromised', 'pwned', 'blocklist', 'blacklist', 'banned password', 'leaked password', 'known-bad', 'kompromittiert', 'compromis', 'comprometid'];
const ROOT_USER = /\broot (?:account|user)\b|--user-name[ =]["']?root\b|\buser(?:name)? root\b/;
const OWN_NEXT_LOGIN = /\b(?:at|on|upon) (?:their |the |his |her )?(?:next|first) (?:sign[\s-]?in|log[\s-]?in|logon)\b|\bmust change (?:their|his|her) (?:own )?password\b/;
const VAULT = /\b(?:vault|laps|secrets? manager|key ?vault|password manager|1password|keeper|bitwarden|lastpass|cyberark)\b/;
const EXPORT_VERB = /\b(?:export\w{0,3}|dump\w{0,3}|extract\w{0,3}|download\w{0,3}|copy|copied|sav(?:e|ed|ing) (?:it|them|the \w{1,12}) (?:to|in|into)|collect\w{0,3})\b/;
const MAIL_OBJ = /\b(?:e-?mails?|mail|mailbox(?:es)?|inbox(?:es)?|messages|outlook|gmail|exchange)\b/;
const FORWARD_RULE = /\b(?:auto-?forward\w{0,3}|forward\w{0,3}|redirect\w{0,3})\b/;
const FORWARD_PERSIST = /\b(?:rules?|auto-?forward\w{0,3}|forwarding|all (?:\w{1,12} )?(?:mail|e-?mails|messages)|every (?:\w{1,12} )?(?:e-?mail|message)|mailbox(?:es)?|inbox(?:es)?|incoming|from now on|automatically|until further notice|(?:while|during) (?:i'?m |i am |my |the )?(?:away|vacation|leave|holidays?|ooo|out of office|on vacation|on leave))\b/;
const ALERT_ONLY = /^(?:please )?(?:enable|turn on|set up|create|configure) (?:an? |the )?(?:\w{1,12} )?(?:alerts?|alerting|notifications?|monitoring|detection|report)\b|^(?:please )?(?:block|disable|remove|delete|stop|prevent|detect|find|list|audit)\b/;
const ADDRESS = /\b[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,80}\.[a-z]{2,10}\b/;
const MAIL_HIDE = /\b(?:mark(?:s|ed|ing)? (?:it |them |the \w{1,12} )?(?:as )?read|delete(?:s|d)? (?:it|them|the (?:original|copy|message|messages|email|emails))|move(?:s|d)? (?:it |them )?to (?:the )?(?:rss|archive|deleted items|junk|trash|conversation history)|hide|hidden|without (?:notify|alert|tell)\w{0,4}|silently|quietly)\b/;
const MONEY_FILTER = /\b(?:invoices?|payments?|wire|bank|remittance|payroll|password|reset|verification|mfa|security code)\b/;
const DELEGATE = /\b(?:full ?access|send[\s-]?as|send on behalf(?: of)?|delegate(?:d)? access|read and manage|mailbox (?:delegation|permissions?))\b/;
const OFF_VERBS = ['disabl', 'deactivat', 'remov', 'delet', 'exclud', 'bypass', 'skip', 'relax', 'weaken', 'suspend', 'paus', 'exempt', 'loosen', 'lower', 'reduc', 'report-only'];
/** Verbs that take an exemption away, and the exemption nouns they take ("remove the 'Finance' exclusion from CA01"). */
const LIFT_VERBS = ['remov', 'delet', 'drop', 'revok', 'end', 'entfern', 'losch', 'supprim', 'retir', 'elimin', 'quit', 'rimuov', 'verwijder', 'usun'];
const EXEMPTION_NOUNS = ['exclusion', 'exclud', 'exception', 'exemption', 'ausnahme', 'ausschluss', 'exclusao', 'excepcion', 'esclusion', 'eccezion', 'uitsluiting', 'uitzondering', 'wyjat'];
/**
 * The weakening verb found before a protection takes an exemption off it ("remove the 'Finance-All' exclusion from
 * the MFA policy", "delete the exception for the legacy group"): the protection then covers more people, it tightens.
 */
function exemptionLifted(w: Words, at: readonly [number, number]): boolean {
  const list = w.list;
  if (!LIFT_VERBS.some((v) => list[at[0]]!.startsWith(v))) return false;
  for (let j = at[0] + 1; j < at[1]; j++) if (EXEMPTION_NOUNS.some((e) => list[j]!.startsWith(e))) return true;
  return false;
}
const ON_VERBS = ['enabl', 'allow', 'permit', 're-enabl', 'reenabl', 'turn', 'activat', 'unblock', 'turn on'];
const EXEMPTION = /\b(?:exclu(?:de|des|ded|ding|sion|sions)|exempt\w{0,4}|exception for|ausnahme|ausschluss|exclusion|exclure|excluir|exclusi[oó]n|escludi|esclusione|uitsluiting)\b/;
/** A shell append to an authorized_keys file (the path in group 1). */
const APPEND_KEY = /(?:>>|\btee -a|\btee --append) ?['"]?([\w/.~$-]{0,80}authorized_keys)\b/;
/** The user need not enrol again after the reset: whoever holds the account keeps its factors. */
const REREG_OFF = /\b(?:re-?registration|re-?enrol\w{0,5})\W{0,3} (?:to |=|: ?)?['"]?(?:off|false|disabled|no)\b|\b(?:skip|disable|without|no) (?:the )?re-?(?:registration|enrol\w{0,5})\b/;
/** A certificate renewed or rotated on its schedule (the same issuer's next key), several languages. */
/** The certificate or key being replaced is said to expire ("the old one expires on 2024-06-14", "old cert expiring"). */
/** Another provider or source named: a new identity provider or trust, or a host the certificate comes from. */
/**
 * The outside party is named by a work that is reading (an auditor, a reviewer, counsel, an examiner): a bounded read-only
 * grant serves that engagement. Without it ("reader access on the M&A data room for banker@rival-bank.com until March
 * 31") an end date and a company address say nothing about why an outsider reads.
 */
const READING_PARTY = /\b(?:audit\w{0,4}|reviewer|review|counsel|lawyer|attorney|solicitor|law ?firm|legal|examiner|assessor|inspector|regulator|notary|accountant|tax advis\w{0,2}|pr[üu]fer\w{0,2}|auditeur|auditor[ea]s?|revisor\w{0,2})/;
/** A grant that only lets its holder read or comment. */
const READ_ONLY_GRANT = /\b(?:read[- ]only|view[- ]only|read access|view access|viewer|reader|readers|read permission|comment(?:er)? access|commenter|lesezugriff|lecture seule|solo lectura|sola lettura|alleen-lezen)\b/;
/** The grant's end said in words: a date or weekday, the end of a named engagement, or a span of days or weeks. */
const GRANT_ENDS = /\b(?:until|till|through|expir(?:es|ing|y)(?: on| at|:)?|valid (?:until|through)|ends? on|bis(?: zum)?|jusqu'(?:au|à)|hasta(?: el)?|fino al) (?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b|(?:the )?end of\b|the (?:audit|engagement|review|project|contract)\b)|\bfor (?:the next )?(?:\d{1,2}|one|two|three|four|six) (?:days?|weeks?)\b/;
const NEW_PROVIDER = /\b(?:new|another|second|additional|external) (?:saml |oidc |oauth )?(?:identity provider|idp|issuer|trust|federat\w{0,6}|domain)\b/;
const HOST_NAMED = /:\/\/|\b[a-z0-9-]{2,40}\.(?:com|net|org|io|co|info|xyz|top|site|app|dev|cloud|biz|ru|cn)\b/;
const CERT_NAMED = /\bcert(?:ificate)?s?\b/;
const OLD_EXPIRES = /\b(?:old|current|existing|previous) (?:(?:one|cert\w{0,9}|key)\b[^.;]{0,20}\b|(?:one |cert )?)expir/;
/** The certificate said to come from a message or a link (an email, a chat, a ticket's attachment): not the provider's console. */
const CERT_FROM_MESSAGE = /\b(?:downloaded|received|got|taken|saved|copied|fetched) (?:\w+ ){0,2}from (?:the |a |an |that |this )?(?:\w+ )?(?:link|e-?mail|mail|message|chat|ticket|attachment|website|site|url|page)\b|\bfrom the link\b|\b(?:attached to|in) (?:the |an |this |that )?(?:e-?mail|message|chat)\b/;
/** The renewed certificate said to be made by the identity provider itself (the one the trust already names). */
const PROVIDER_ISSUED = /\b(?:generated|issued|created|minted|rolled) by (?:the )?(?:idp|identity provider|okta|adfs|ad fs|entra(?: id)?|azure ad|google|onelogin|ping ?(?:identity|federate|one)?|auth0|keycloak|jumpcloud|duo)\b|\b(?:okta|adfs|entra|idp|onelogin|auth0|keycloak|jumpcloud) (?:generated|issued|created|minted)\b|\bfrom the (?:idp|identity provider)(?:'s)? (?:admin console|metadata)\b/;
/** The text says a certificate or key expires ("the expiring certificate", "the old one expires Friday"). */
const EXPIRY_CLAIMED = /\bexpir/;
/** The certificate taken from the provider's own published place (its metadata, its admin console): checkable, an expiry beside it or not. */
const PROVIDER_FETCHED = /\bfrom the (?:idp|identity provider)(?:'s)? (?:admin console|metadata)\b/;
const CERT_RENEWAL = /\b(?:renew\w{0,4}|rotat\w{1,5}|expiring|roll ?over|rollover|erneuer\w{0,4}|renouvel\w{0,5}|renova\w{0,5}|rinnov\w{0,5}|vernieuw\w{0,4})\b/;
/** A sign-in policy being made, not one in force: it may start in report-only. */
const NEW_POLICY = /^(?:please )?(?:create|add|draft|set up|build|pilot|stage) (?:a |an |the )?(?:new )?(?:conditional access|ca|sign-in risk|user risk|risk-based)\b/;
/**
 * Report-only as a step on the way to enforcement ("enable it in report-only first and review the logs before
 * enforcing", "then switch to On"): the policy is not in force yet and is about to be, so no protection is lifted.
 */
const TOWARD_ENFORCE = /\b(?:before|prior to|ahead of|then|until we) (?:enforc\w{0,5}|(?:switch|turn|set|mov)\w{0,3} (?:it |them )?(?:to )?(?:on|enforced|enforcement)\b)|\bbevor (?:wir )?(?:sie |ihn |es )?erzwing|\bavant d'appliquer|\bantes de (?:aplicar|forzar|impor)/;
/** Verbs that take a grant back. */
const TAKE_AWAY = ['revok', 'remov', 'withdr', 'delet', 'deny', 'reject', 'retir', 'widerruf', 'entzieh', 'revoc', 'retirar', 'intrek'];
/** A policy's state set to a value ("set state from Report-only to On", "Status: … to Off"): the value says which way the change goes. */
const STATE_SET = /\b(?:state|status|mode|enforcement|set|switch|from '?report[\s-]only'?)\b[^.;\n]{0,80}?\bto '?(on|off|enabled|disabled|enforced|report[\s-]only)\b/;
/** STATE_SET at every place it matches (the policies a text names are set one by one). */
const STATE_SETS = new RegExp(STATE_SET.source, 'g');
/**
 * The certificate comes with the request: attached, pasted or given ("to the attached cert", "with this one:
 * MIIC8DCC…"): not the provider's own renewal fetched from its metadata, a key nobody has checked.
 */
/**
 * Where the new certificate comes from, when that is not the provider's own renewal: a file path or a certificate file
 * ("the certificate in /tmp/idp-new.pem"), a host under any top-level domain ("sso.partner-idp.eu/saml", "from
 * idp-renewal.de"), or a person who handed it over ("the one the consultant emailed us", "uploaded by the vendor",
 * its thumbprint read out). A key whose origin is named elsewhere is a new trust, not the renewal the provider made.
 */
const CERT_ELSEWHERE = /(?:^|[\s(])(?:~?\/[a-z0-9_.-]{1,40}\/|[a-z]:\\|\\\\[a-z0-9])|\.(?:pem|cer|crt|der|p7b|pfx|p12)\b|\b[a-z0-9-]{2,40}\.(?:[a-z0-9-]{1,40}\.){0,3}[a-z]{2,12}\/|\b[a-z0-9-]{1,40}\.[a-z0-9-]{2,40}\.[a-z]{2,6}\b|\b(?:vendor|consultant|contractor|partner|supplier|caller|requester|someone|external party|third party)\b[^.;\n]{0,24}\b(?:emailed|e-mailed|mailed|sent|provided|supplied|gave|forwarded|shared|uploaded)\b|\b(?:emailed|e-mailed|mailed|sent|provided|supplied|forwarded|shared|uploaded|handed over) (?:to us |to me )?by\b|\bthumbprint\b/;
const CERT_SUPPLIED = /\b(?:to|with) (?:the |this )?(?:attached|enclosed|pasted|following|below|this) (?:one|cert\w{0,9}|pem|file)\b|\bwith this one\b|\bmii[a-z0-9+/]{8}/;
/** The app's publisher verified by the platform ("verified publisher Instructure", "(verified publisher, Zoom …)"). */
const VERIFIED_PUBLISHER = /\bverified publisher\b|\bpublisher verified\b/;
/** Graph scopes that read or write every mailbox, file or directory object: no narrow consent. */
/**
 * A Graph permission that writes, sends or manages (Mail.Send, MailboxSettings.ReadWrite, RoleManagement.ReadWrite.Directory,
 * AppRoleAssignment.ReadWrite.All, Sites.FullControl.All): granted tenant-wide it acts for every user, however few are named.
 * A narrow consent names only reads of the signed-in user (openid, profile, email, User.Read, offline_access).
 */
const ACTING_GRAPH = /\b[a-z]{3,40}\.(?:[a-z]{2,20}\.)?(?:readwrite|send|fullcontrol|manage|write|create|accessasuser|invoke|sendas)\b|\b(?:rolemanagement|approleassignment|directory|application|policy)\.[a-z.]{4,40}\b/;
/** The permissions said to be delegated (the app acts as the signed-in user, not on its own), none of the application's. */
const DELEGATED = /\bdelegated\b/;
const APP_PERMISSIONS = /\bapplication (?:permissions?|scopes?|roles?)\b|\bapp-only\b/;
const delegatedOnly = (t: string): boolean => DELEGATED.test(t) && !APP_PERMISSIONS.test(t);
const BROAD_GRAPH = /\b(?:mail|files|sites|directory|user|group|application)\.(?:readwrite\.)?all\b|\bfull access\b|\bfull_access_as_app\b/;
/** An exemption denied ("no exclusions", "without exceptions", "keine Ausnahmen", "sans exception"): the policy covers everyone. */
const NO_EXEMPTION = /\b(?:no|without|zero|keine|ohne|sans|aucune|sin|sem|senza|geen|zonder) (?:exclu(?:sions?|ded users)|exceptions?|exemptions?|ausnahmen?|excepciones|excepci[oó]n|exce[cç][oõ]es|eccezioni|uitzonderingen|uitsluitingen)\b/g;
/** An exemption whose object is everyone ("exclude all users", "add exclusion for group 'All Users'", "exempt everyone"). */
const EXEMPT_ALL = /\b(?:exclu\w{0,5}|exempt\w{0,4}|exception for)\b[^.;\n]{0,30}?\b(?:all users?|everyone|all (?:staff|employees|accounts|members)|the whole (?:org\w{0,8}|company|tenant)|entire org\w{0,8}|(?:all[ -])?(?:employees|staff|users|everyone|domain users)'? group|alle benutzer|tous les utilisateurs|todos los usuarios|todos os usuarios|tutti gli utenti|alle gebruikers)\b/;
const REPORT_ONLY = /\b(?:report[\s-]only|audit[\s-]only|audit mode|monitor[\s-]only|not enforced|unenforced)\b/;
const SIGNIN_OBJ = ['signinpolicy', 'reauth', 'securitydefaults'];
const SIGNIN_NAME: Record<string, string> = { signinpolicy: 'conditional-access / sign-in risk protection', reauth: 're-authentication requirement', legacyauth: 'legacy (basic) authentication', userconsent: 'user consent to applications' };
const CRED_TOOL = /\b(?:mimikatz|sekurlsa|lsadump|dcsync|secretsdump|hashdump|procdump[^\n]{0,20}lsass|lsass(?:\.exe)? (?:dump|memory)|ntds\.dit|pypykatz|lazagne|gsecdump|wce\.exe|kerberoast\w{0,3}|as-?rep-?roast\w{0,3}|getuserspns|getnpusers|rubeus)\b/;
/**
 * Service tickets asked for every account with an SPN (or without pre-authentication) and their hashes kept: the
 * Kerberoasting way to crack service-account passwords offline, whatever tool does it.
 */
const ROASTING = /\b(?:tgs|service) tickets?\b[^.;\n]{0,80}\b(?:every|all|each)\b[^.;\n]{0,60}\b(?:service ?principal ?names?|spns?)\b|\b(?:spn|tgs|kerberos|krb5tgs|as-?rep) hash(?:es)?\b|\bhash(?:es)?\b[^.;\n]{0,40}\boffline\b[^.;\n]{0,30}\b(?:crack\w{0,3}|review|analysis)\b|\bwithout (?:kerberos )?pre-?auth\w{0,10}\b[^.;\n]{0,60}\bhash/;
const CRED_STORE = /\b(?:password hash(?:es)?|ntlm hash(?:es)?|hash(?:es)? of (?:all |every |the )?(?:users?|passwords?|accounts?)|(?:all|every|users'?|employees'?|everyone'?s) (?:\w{1,12} )?(?:passwords|credentials)|\/etc\/shadow|sam (?:hive|database|file)|(?:saved|stored|browser|keychain|chrome|firefox) (?:\w{1,12} )?passwords|credential (?:manager|store|vault)|password (?:store|vault|database))\b/;
const AUTH_ROAST_PATTERNS = [ROASTING];
const DUMP_VERB = /\b(?:export\w{0,3}|dump\w{0,3}|extract\w{0,3}|download\w{0,3}|copy|copied|exfiltrat\w{0,3}|steal\w{0,3}|harvest\w{0,3}|grab\w{0,3}|pull|crack\w{0,3}|retriev\w{1,3}|collect\w{0,3}|send|upload\w{0,3})\b/;
const DEFENSIVE = /\b(?:detect\w{0,3}|monitor\w{0,3}|alert\w{0,3}|prevent\w{0,3}|protect\w{0,3}|block\w{0,3}|hunt\w{0,3}|migrat\w{0,3}|bcrypt|argon2|scrypt|rehash\w{0,3}|hashing algorithm)\b/;
const TURN_ON = /\bturn(?:s|ed|ing)? on\b/;
const NUMBER_WORD = /^\d{1,6}$/;
/**
 * The value set for a password-policy word, read from the first number within four words after it: a
 * minimum length under 8 or a lockout threshold of 0 or over 20 weakens; undefined when no number follows.
 */
function policyValueWeak(list: readonly string[], obj: string): boolean | undefined {
  for (let i = 0; i < list.length; i++) {
    if (list[i] !== obj) continue;
    const end = Math.min(list.length, i + 5);
    for (let j = i + 1; j < end; j++) {
      const w = list[j]!;
      if (w === 'unlimited' || w === 'none' || w === 'off' || w === 'zero' || w.startsWith('disabl')) return true;
      if (!NUMBER_WORD.test(w)) continue;
      const v = Number(w);
      if (obj === 'passwordpolicy') return v < 8;
      if (obj === 'lockout') return v === 0 || v > 20;
      return undefined;
    }
  }
  return undefined;
}

/** Acting for another user without impersonation words ("on behalf of the director"). */
const ON_BEHALF = /\bon behalf of (?:the |our )?(?:[a-z]{2,20}'s |[a-z0-9._-]{2,40}@[a-z0-9.-]{2,60}|ceo|cfo|director|manager|user|employee|[a-z]{2,20} [a-z]{2,20})\b/;
/** What is done under the borrowed identity: a decision or a record changed (approve, sign, pay, edit, delete). */
const RECORD_ACT = /\b(?:approv\w{1,3} (?:the |all |his |her |their |pending |outstanding ){0,3}(?:[\w-]{2,20} )?(?:salary|salaries|payments?|invoices?|expenses?|changes|transfers?|wires?|orders?|contracts?|claims?|loans?|purchases?|refunds?|payroll|raises?|bonus(?:es)?)|sign(?:s|ed|ing)? (?:the |off )?(?:[\w-]{2,20} ){0,2}(?:contract|amendment|document|order|form|approval|off)|authori[sz]e (?:the )?(?:payment|transfer|wire)|(?:change|edit|modify|update|alter) (?:his |her |their |the )?(?:[\w-]{2,20} ){0,2}(?:salary|salaries|bank details|payroll|record|records|grades?|invoice|contract)|(?:pay|release) (?:the )?(?:invoice|payment)|(?:delete|remove) (?:his |her |their |the )?(?:[\w-]{2,20} )?(?:records?|files?|emails?))\w{0,3}/;
/** A request nobody checked: no ticket, an unknown device or place, a phone caller known by name only. */
const UNCHECKED_REQUEST = /\bwithout (?:a |the |any )?(?:helpdesk |support |service ?desk )?(?:ticket|verification|approval)\b|\bunrecogni[sz]ed\b|\bunknown (?:device|location|ip|number|caller)\b|\b(?:requested |request )?(?:via|by|over) (?:a )?phone(?: call)?\b|\bverified by name\b|\bcaller_name_only\b|\bno (?:ticket|verification)\b/;
/** A departing user's access being taken away. */
const OFFBOARDING = /\b(?:offboard\w{0,3}|former (?:employee|staff|contractor)|departing|leaver|terminated (?:employee|user)|deprovision\w{0,3}|austritt|ausgeschieden\w{0,2}|ex-employee)\b/;
/** A key of unknown origin (nobody vouches for it). */
const UNKNOWN_KEY = /\b(?:unknown|unrecogni[sz]ed|untrusted|unverified|foreign|external|extern|inconnue?s?|desconocidas?|unbekannte?[nrs]?|sconosciut[ae]|desconhecidas?|onbekende|nieznan\w{1,2})\b/;
/** Every host of a fleet. */
const EVERY_HOST = /\b(?:all|every|each) (?:the )?(?:prod(?:uction)? )?(?:servers?|hosts?|machines?|nodes?|vms?|instances?|bastions?)\b|\b(?:tous les|toutes les) (?:serveurs|hôtes|hotes|machines)\b|\btodos los (?:servidores|hosts)\b|\ballen? (?:servern?|hosts?|rechnern?)\b|\btutti i (?:server|host)\b|\btodos os (?:servidores|hosts)\b|\balle (?:servers|hosts)\b/;
/** Verbs that keep an existing credential as it is, changing its lifetime ("set … to never expire", "exempt from rotation"). */
const KEEP_VERBS = ['set', 'mark', 'configur', 'make', 'exempt', 'chang', 'updat', 'flag', 'extend'];
const SERVICE_ACCOUNT = /\b(?:service[\s-]?(?:account|principal|user)|svc[-_][a-z0-9]|bot account|machine (?:account|user)|dienstkonto|compte de service|cuenta de servicio)/;
/** Stores of many users' tokens or cookies (refresh tokens, session tokens of every user). */
// every user's credential material: tokens and cookies, and the stores behind sign-in (password hashes, TOTP seeds, recovery codes)
const TOKEN_STORE = /\b(?:(?:all|every|each|users'?|everyone'?s|every user'?s) (?:\w{1,12} )?(?:(?:oauth |refresh |access |session |api )?(?:tokens|cookies|sessions)|(?:password|totp|mfa|otp|2fa|recovery|backup|private) (?:hashes|seeds|secrets|codes|keys))|(?:oauth|refresh|session) tokens (?:of|for) (?:all|every))\b/;
/** The same credentials named in other languages (accent-folded), usually before their verb. */
const CRED_OBJ_FOREIGN = ['schlussel', 'dienstkonto', 'zugangsschlussel', 'api-schlussel', 'cle', 'cles', 'clave', 'claves', 'chave', 'chaves', 'chiave', 'chiavi', 'sleutel', 'jeton', 'passwort', 'kennwort', 'token'];
/** Verbs that keep a credential's lifetime, at the end of a verb-final order (German, Dutch). */
const KEEP_LAST = ['setz', 'stell', 'aender', 'ander', 'verlanger', 'zet', 'verleng'];
const swapPair = (p: readonly [string, string] | undefined): [string, string] | undefined => (p === undefined ? undefined : [p[1], p[0]]);
const CREATE_LAST = ['erstell', 'erzeug', 'anleg', 'generier', 'ausstell', 'creer', 'generer', 'crear', 'generar', 'criar', 'gerar', 'creare', 'generare', 'aanmak', 'genereren'];
const CRED_OBJ = ['pattoken', 'apikey', 'accesskey', 'secretkey', 'serviceaccountkey', 'signingkey', 'token', 'credential', 'key', 'secret', 'client secret', 'app password', 'service-account', 'serviceaccount'];
const CREATE_VERBS = ['creat', 'generat', 'issu', 'mint', 'add', 'new', 'make', 'provision', 'register'];
/** What a "never expires" request keeps (a credential or a password) and what it creates (a password, an account, a user). */
const KEPT_OBJ = [...CRED_OBJ, 'password'];
const CREATED_OBJ = ['password', 'account', 'user'];

function expiryDays(metadata: Metadata): number | undefined {
  const d = metaNumber(metadata, 'expires_in_days', 'expiry_days', 'ttl_days', 'days');
  if (d !== undefined) return d;
  const s = metaNumber(metadata, 'expires_in', 'ttl', 'ttl_seconds', 'lifetime');
  if (s !== undefined) return s <= 0 ? Infinity : s / 86400;
  const e = metaString(metadata, 'expires', 'expiry', 'expiration');
  if (e !== undefined && /^(?:never|none|no|0|-1|null|false|unlimited)$/i.test(e.trim())) return Infinity;
  return undefined;
}

const SHARE_VERBS = ['shar', 'send', 'sent', 'post', 'email', 'paste', 'forward', 'dm', 'messag', 'disclos', 'leak', 'upload', 'publish', 'expos', 'slack', 'tweet', 'commit', 'give', 'hand', 'reveal', 'whatsapp'];
const SHARE_NO_EMAIL = SHARE_VERBS.filter((v) => v !== 'email');
/** Credentials that last until someone deletes them: GCP service-account key files, AWS IAM access keys. */
const NATIVE_LONG_KEY = /\bservice-accounts keys create\b|\bcreate-access-key\b|\bserviceaccountkeys\.create\b|\/serviceaccounts\/[^\s/]{1,120}\/keys\b/;
/** The old key retired in the same act, or the new one put in a vault: a rotation. */
const ROTATED = /\b(?:delete-access-key|update-access-key|keys (?:delete|disable)|rotat\w{1,5}|secrets? ?manager|secret-manager|key ?vault|vault kv put|1password|old key)\b/;
/** Where one clause ends and the next begins: a semicolon, a sentence's end, a line break. */
const CLAUSE_MARK = /[;!?\n]|\.\s/;
/** `near` read clause by clause (at most 64 clauses): a verb and an object in two clauses are not one act. */
function inOneClause(folded: string, verbs: readonly string[], objects: readonly string[], window: number): [string, string] | undefined {
  for (const clause of folded.slice(0, 8192).split(CLAUSE_MARK, 64)) {
    const n = near(toWords(clause), verbs, objects, window);
    if (n !== undefined) return n;
  }
  return undefined;
}
/** The speaker receives what is sent: "to me", "email me", "to my phone", "an meine E-Mail", "à moi", "a mi correo". */
const SELF_RECIPIENT = /\b(?:to me|to myself|(?:send|sends|sent|email|e-mail|text|give|forward|dm|message) me|to my (?:own )?(?:e-?mail|inbox|phone|mobile|cell|number|address)|an mich|an meine (?:e-?mail|adresse|handynummer)|mir (?:die|das|den|meine?n?)|à moi|me l'envoyer|m'envoyer|a m[ií] correo|env[ií]ame|para m[ií])\b/;
/** The secret is the speaker's own or one a reset makes for them ("my password", "the temporary password", "mein neues Passwort"). */
const OWN_SECRET = /\b(?:my|mine|own|reset|new|temporary|temp|initial|mein\w{0,2}|neue\w{0,2}|mon|ma|mes|nouveau|nouvelle|temporaire|mi|mis|nueva|nuevo|temporal)\b/;
/** A secret named as someone else's ("the password of j.doe", "Maria's password", "both temporary passwords"). */
const OTHERS_SECRET = /\b(?:password|passcode|pin|token|codes?|credentials?)s? (?:of|for) (?!me\b|my\b|myself\b|mine\b)[a-z0-9]|\b(?:[a-z]{2,20}'s|his|her|their|both|all|everyone's) (?:\w+ )?(?:passwords?|passcodes?|pins?|tokens?|codes|credentials)\b/;
const SECOND_PERSON = /\b(?:your|yours|dein\w{0,2}|ihr(?:e|en|em|er)?|votre|vos|ton|ta|tes|tu|tus|su contraseña)\b/;
const EMAIL_NOUN = /\be-?mail (?:verification|address|confirmation|notification|link|alert|code|domain|otp|login|sign-in)\b/;
const SHARE_NOW = SHARE_VERBS.filter((v) => v !== 'leak' && v !== 'expos' && v !== 'disclos');
const SECRET_OBJ = ['password', 'passwd', 'passphrase', 'credential', 'creds', 'apikey', 'accesskey', 'secretkey', 'secret', 'token', 'sessiontoken', 'privatekey', 'private', 'recovery', 'seed', 'pattoken', 'login', 'otp', 'totp', 'mfa', 'one-time'];

/**
 * The rules made quiet on a text that teaches staff to refuse the acts it names (teachesOnly): asked only once a
 * rule has found something, so a check without a finding pays nothing.
 */
function quietWhenTaught(rules: readonly ThreatRule<AuthContext>[]): ThreatRule<AuthContext>[] {
  const taught = (ctx: AuthContext): boolean => teachesOnly(ctx.lower) || tightening(ctx);
  return rules.map((r) => {
    if (r.detect === undefined) return r;
    const prior = r.veto;
    return { ...r, veto: prior === undefined ? taught : (ctx: AuthContext, f: Finding | string | true) => prior(ctx, f) || taught(ctx) };
  });
}

/**
 * A settings text that only tightens sign-in limits (parse/auth-lifetime.ts tightensOnly: a shorter idle timeout or
 * token lifetime, a lockout after a few tries, a longer minimum password length, a wildcard taken out): its words name
 * admin consoles, sessions and policies, but the act takes no access and removes no safeguard. Quiets every rule.
 */
function tightening(ctx: AuthContext): boolean {
  return tightensOnly(ctx.lower.slice(0, 601)) !== '';
}

const apiAuthAnalyzer: Analyzer<AuthContext> = {
  type: 'auth',
  letter: 'I',
  prepare,
  framesVeto: tightening,
  rules: quietWhenTaught([
    {
      id: 'I01',
      name: 'MFA disabled, bypassed or reset',
      primitive: 'ESCALATION',
      score: 7,
      keywords: ['mfa', '2fa', 'factor', 'totp', 'otp', 'authenticator', 'step', '2sv', 'yubikey', 'webauthn', 'duo', 'u2f', 'security key'],
      detect: (ctx) => {
        // a question about a practice ("is excluding them from MFA ever recommended?") asks, whatever its verbs
        if (ctx.info) return undefined;
        const mfaMeta = metaString(ctx.metadata, 'mfa', 'mfa_enabled', '2fa', 'two_factor');
        const b = near(ctx.words, BYPASS_VERBS, MFA_OBJ, 8);
        if (b !== undefined) return { detail: `MFA ${b[0]}`, score: 9 };
        const r = near(ctx.words, REMOVE_VERBS, MFA_OBJ, 6);
        let metaOff = mfaMeta !== undefined && /^(?:false|off|disabled?|none|no|0|bypass)$/i.test(mfaMeta.trim()) && /\b(?:disable|remove|turn|set|update|change|reset)\b/.test(ctx.lower);
        if (!metaOff && r === undefined) {
          const setting = metaString(ctx.metadata, 'setting', 'value', 'state', 'status', 'enabled', 'enforced', 'required');
          const what = metaString(ctx.metadata, 'policy', 'name', 'control', 'feature', 'setting_name');
          metaOff = setting !== undefined && what !== undefined && MFA_WORD.test(what) && /^(?:false|off|disabled?|none|no|0|bypass|optional)$/i.test(setting.trim());
        }
        // "set MFA to off", or a German verb after its object ("2FA deaktivieren")
        if (r === undefined && !metaOff && !mfaSetOff(ctx.words.list) && near(ctx.words, MFA_OBJ, VERB_LAST, 8) === undefined) return undefined;
        if (ctx.info) return undefined;
        const verb = r?.[0] ?? 'disable';
        const isReset = verb.startsWith('reset') || verb.startsWith('clear');
        // offboarding: a departing user's factors cleared with their sessions revoked takes access away
        if ((isReset || verb.startsWith('revok') || verb.startsWith('remov')) && (ctx.revoking || OFFBOARDING.test(ctx.lower)) && !ALL_USERS.test(ctx.folded)) return undefined;
        const scope = ALL_USERS.test(ctx.folded) ? 'all' : ctx.other ? 'other' : 'self';
        if (scope === 'all') return { detail: `MFA ${verb} for every user`, score: 9 };
        // a reset makes the user enrol again: the helpdesk's risk is enrolling the caller, which the organisation's own
        // check of the person answers (in person, by video, a callback; not a ticket alone, not what the caller can
        // recite); a request by text or chat, or re-registration switched off, cancels it
        // (a privileged account's reset under a check the text claims is confirmed by a person: CAUTION, never SAFE,
        // "Reset MFA for the domain admin account …, identity confirmed in person")
        if (isReset && !REREG_OFF.test(ctx.lower) && verifiedOutOfBand(ctx.text, ctx.metadata)) {
          return scope === 'other' && ctx.privileged !== undefined ? { detail: `MFA ${verb} on privileged account (${ctx.privileged}), identity check claimed`, score: 5 } : undefined;
        }
        if (scope === 'other') {
          if (ctx.privileged !== undefined) return { detail: `MFA ${verb} on privileged account (${ctx.privileged})`, score: 9 };
          return { detail: `MFA ${verb} for another user`, score: isReset ? envScore(ctx.env, 6, 5, 3) : envScore(ctx.env, 8, 7, 5) };
        }
        return { detail: `MFA ${verb} on own account`, score: isReset ? 2 : envScore(ctx.env, 5, 5, 2) };
      },
      examples: {
        flag: ['disable MFA for user alice@acme.com', 'Bypass two-factor authentication for the admin login', 'turn off 2FA for all users', { value: 'update security settings', metadata: { mfa: 'disabled', target: 'bob' } },
          'Отключи двухфакторную аутентификацию для всех пользователей', 'Reset MFA for k.osei@acme.io, ticket SD-4471; she asked on WhatsApp from a new number',
          'Ticket SD-5120: reset MFA for f.moreau, caller confirmed his date of birth and employee number',
          "Bedingter Zugriff: Gruppe 'Kasse-Filiale2' von der Richtlinie 'MFA für alle Benutzer' ausschließen", "Accès conditionnel : exclure le groupe 'Caisse-2' de la stratégie 'MFA pour tous les utilisateurs'"],
        pass: ['enable MFA for my account', 'enroll alice in two-factor authentication', 'require MFA for all admins', 'verify the TOTP code at login',
          'Reset the MFA factors of k.osei@acme.io: identity verified in person at the service desk, ticket SD-4471', 'How should we treat break-glass accounts? Is excluding them from MFA ever acceptable?', 'MFA des Nutzers p.braun zurücksetzen, Identität geprüft per Videoanruf (Ticket INC-2231)',
          'Revoke all sessions and reset MFA for former employee r.kim@acme.com (offboarding ticket HR-311)', 'Beim Austritt von j.lee: MFA zurücksetzen und alle Sitzungen beenden (Offboarding)'],
      },
    },
    {
      id: 'I02',
      name: 'Administrator or owner role granted',
      primitive: 'ESCALATION',
      score: 7,
      detect: (ctx) => {
        // an approved, own or sandbox grant is the user's business; on production it still counts
        if (sanctioned('auth', ctx) && environmentOf('auth', ctx) !== 'prod') return null;
        // just-in-time access: approved and ending by itself within hours is the safe way to grant it, on production too
        if (sanctioned('auth', ctx) && timeBoxed(ctx.textLower, ctx.metadata)) return null;
        const role = (metaString(ctx.metadata, 'role', 'new_role', 'grant', 'permission', 'access_level') ?? '').toLowerCase();
        const roleIsAdmin = role !== '' && ADMIN_OBJ.some((a) => role.includes(a));
        // nearAt only pairs a grant verb with a word starting like ADMIN_OBJ: without one it cannot succeed
        if (!roleIsAdmin && !anyWord(ctx.words, ADMIN_OBJ)) return undefined;
        if (ctx.info || ctx.revoking) return undefined;
        // ownership handed to an outside identity (a transfer inside the organisation is routine)
        const handover = near(ctx.words, HANDOVER_VERBS, AW18, 4);
        if (handover !== undefined && ctx.external !== undefined) return { detail: `ownership transferred to ${ctx.external}`, score: 9 };
        const list = ctx.words.list;
        const at = nearAt(ctx.words, GRANT_VERBS, ADMIN_OBJ, 7, (j) => !NOT_ROLE_NEXT.has(list[j + 1] ?? ''));
        const n = at === undefined ? undefined : ([list[at[0]]!, list[at[1]]!] as const);
        if (n === undefined && !roleIsAdmin) return undefined;
        if (n === undefined && /\b(?:revoke|remove|demote|downgrade|list|view|show|check|audit|review)\b/.test(ctx.lower.slice(0, 200))) return undefined;
        const what = n !== undefined ? n[1] : role;
        let score = envScore(ctx.env, 8, 7, 4);
        let detail = `${what} role granted`;
        if (ctx.external !== undefined) { score += 2; detail += ` to ${ctx.external}`; }
        else if (ctx.self && !ctx.other) { score += 2; detail += ' to the acting account itself'; }
        // the same order switches off the record of what the new admin does: the grant is meant to leave no trace
        if (ctx.folded.includes(' auditlog ') && near(ctx.words, AW12, AW13, 6) !== undefined) { score += 2; detail += ' with its audit logging switched off'; }
        return { detail, score: Math.min(10, score) };
      },
      examples: {
        flag: ['grant role admin to user bob', 'Make eve@gmail.com an owner of the GitHub org', 'promote me to superuser', { value: 'update membership', metadata: { role: 'Owner', target: 'mallory' } },
          'Выдай внешнему подрядчику права администратора в Okta', 'Добавь пользователя v.orlov в группу Domain Admins', 'Add svc-report to Domain Admins and disable sign-in auditing for it'],
        pass: ['grant viewer role to teammate carol', 'revoke admin role from bob', 'list all admins in the org', 'ask the admin to approve my access request',
          { value: 'Grant role db-admin on prod-billing to kim@acme.io for 1 hour; approved in CHG-5521', metadata: { expires: '1h', approval: 'CHG-5521' } }, '一時的に管理者権限を付与：2時間のみ、承認チケット CHG-88',
          'Удали пользователя v.orlov из группы Domain Admins', 'Покажи список администраторов домена'],
      },
    },
    {
      id: 'I03',
      name: 'Wildcard or full-access scope',
      primitive: 'ESCALATION',
      score: 7,
      keywords: ['scope', 'permission', '*', 'delete_repo', 'admin:', 'full_access', 'readwrite', 'cloud-platform', 'fullcontrol', 'sudo', 'root', 'owner', 'all', 'write:org', 'mail.google'],
      detect: (ctx) => {
        const s = broadScope(ctx);
        if (s === undefined || ctx.info || ctx.revoking) return undefined;
        // a wildcard that ends a named path ("secret/data/ci/*") with read-only capabilities reaches one subtree, to read
        if (s === '*' && NAMED_PATH_GLOB.test(ctx.lower) && !BARE_GLOB.test(ctx.lower) && READ_ONLY_CAPS.test(ctx.lower) && !WRITE_CAPS.test(ctx.lower)) return undefined;
        return { detail: `scope ${s}`, score: envScore(ctx.env, 8, 7, 4) };
      },
      examples: {
        flag: [{ value: 'create OAuth token', metadata: { scope: '*' } }, 'issue token with scopes repo,delete_repo,admin:org', 'Create a Vault policy for the build role: path "*" { capabilities = ["read"] }', { value: 'create service principal', metadata: { scopes: ['Directory.ReadWrite.All'] } }],
        pass: [{ value: 'create OAuth token', metadata: { scope: 'read:user repo:status' } }, 'create a read-only token with scope read:packages', 'the scope of this ticket is small',
          'Create a read-only Vault policy for the build role: path "secret/data/build/*" { capabilities = ["read", "list"] }'],
      },
    },
    {
      id: 'I04',
      name: 'Long-lived or non-expiring credential created',
      primitive: 'PERSISTENCE',
      score: 5,
      // 'noexpiry' is the folded reading of "never expires" in every language the phrase table reads
      keywords: ['token', 'key', 'credential', 'secret', 'password', 'service-account', 'serviceaccount', 'service account', 'noexpiry', 'schlussel', 'schlüssel', 'dienstkonto', 'clave', 'chave', 'chiave', 'sleutel', 'passwort', 'kennwort'],
      detect: (ctx) => {
        // a verb before its object, or (German, and infinitives elsewhere) after it ("Schlüssel … erstellen")
        const made = near(ctx.words, CREATE_VERBS, CRED_OBJ, 6) ?? near(ctx.words, CRED_OBJ_FOREIGN, CREATE_LAST, 6);
        // "aws iam create-access-key --user-name root": the key is the verb's own word there
        const rootCli = made === undefined && ctx.lower.includes('create-access-key');
        const days = expiryDays(ctx.metadata);
        const never = ctx.folded.includes(' noexpiry ') || days === Infinity;
        // a key that does not expire by itself (a cloud service account's key file, an IAM user's access key) made with
        // no old key retired beside it and no vault named: a standing credential, not a rotation
        if (made === undefined && !never && !ctx.info && NATIVE_LONG_KEY.test(ctx.lower) && !ROTATED.test(ctx.lower) && !ROOT_USER.test(ctx.lower)) {
          return { detail: 'a key that never expires by itself (service-account or access key), with no rotation beside it', score: envScore(ctx.env, 6, 5, 2) };
        }
        if ((made === undefined && !rootCli && !never) || ctx.info) return undefined;
        const long = days !== undefined && days >= 365;
        const rootKey = ROOT_USER.test(ctx.lower) && /\b(?:access[\s-]?key|api ?key|keys?)\b/.test(ctx.lower);
        if (rootKey) return { detail: 'access key for the root account', score: 8 };
        // an existing credential set never to expire ("set the svc-legacy password to never expire") lasts as long
        // or an account created with a password that never expires (a standing back door)
        // German and other verb-final orders name the key before the verb ("… Schlüssel … auf 'nie' setzen")
        // a CLI names the noun before its verb ("vault token create", "gh auth token create")
        const kept = made ?? (never ? swapPair(near(ctx.words, CRED_OBJ, CREATE_VERBS, 2)) ?? near(ctx.words, KEEP_VERBS, KEPT_OBJ, 6) ?? near(ctx.words, CREATE_VERBS, CREATED_OBJ, 8) ?? swapPair(near(ctx.words, CRED_OBJ_FOREIGN, KEEP_LAST, 10)) : undefined);
        if (kept === undefined) return undefined;
        if (!never && !long) return undefined;
        // an organisation's password policy without periodic expiry but with breached-password screening is current
        // guidance (NIST SP 800-63B): no credential is made, and the policy is stronger, not weaker
        if (made === undefined && ctx.lower.includes('polic') && SCREENING.some((w) => ctx.lower.includes(w))) return undefined;
        // a foothold that lasts: broad scopes or a privileged or service account make it the action's main effect
        const strong = never && (broadScope(ctx) !== undefined || ctx.privileged !== undefined || SERVICE_ACCOUNT.test(ctx.lower));
        return { detail: `${kept[1]} ${never ? 'that never expires' : `valid for ${Math.round(days!)} days`}${strong ? ' with wide or privileged reach' : ''}`, score: strong ? envScore(ctx.env, 8, 8, 4) : envScore(ctx.env, 6, 5, 3) };
      },
      examples: {
        flag: ['create a personal access token that never expires', { value: 'generate API key for ci-bot', metadata: { expires: 'never' } }, { value: 'create service account key', metadata: { ttl_days: 730 } },
          "Create API token 'backup-sync' with scope repo:*, admin:org, expiry: never", 'Set service account svc-legacy password to never expire and exempt from rotation', 'Dienstkonto-Schlüssel ohne Ablaufdatum erstellen (permanent)', 'vault token create -policy=admin -ttl=0 -display-name=ops',
          'Создай токен доступа без срока действия для сервисного аккаунта', "Bitte das Ablaufdatum aller API-Schlüssel der Integration 'Acme' auf 'nie' setzen",
          'gcloud iam service-accounts keys create ./deployer.json --iam-account=deployer@shop-prod.iam.gserviceaccount.com'],
        pass: ['create a personal access token expiring in 7 days', 'rotate my API key', 'gcloud iam service-accounts keys list --iam-account=deployer@shop-prod.iam.gserviceaccount.com',
          'aws iam create-access-key --user-name ci-deployer && aws iam delete-access-key --user-name ci-deployer --access-key-id AKIAIOSFODNN7OLDKEY', 'vault token create -policy=ci-read -ttl=30m', 'Создай токен доступа со сроком действия 7 дней', { value: 'generate API key', metadata: { ttl_days: 30 } }, 'set the service account password to expire every 90 days'],
      },
    },
    {
      id: 'I05',
      name: 'Password policy or lockout weakened',
      // a safeguard switched off: ESCALATION, as the first-sight sets since round 10 say (docs/primitives.md)
      primitive: 'ESCALATION',
      score: 7,
      keywords: ['passwordpolicy', 'lockout', 'complexity', 'captcha', 'weak', 'reuse', 'password'],
      detect: (ctx) => {
        // the verb before the policy, or after it (German infinitives, "Passwort-Richtlinie ändern")
        const after = near(ctx.words, AW1, AW0_LAST, 5);
        const n = near(ctx.words, AW0, AW1, 6) ?? (after === undefined ? undefined : [after[1], after[0]] as [string, string]);
        // "turn on account lockout" switches the protection on
        if (n === undefined || ctx.info || (n[0] === 'turn' && TURN_ON.test(ctx.lower))) return undefined;
        // raising requirements is hardening, not weakening
        if (CHANGE_LIKE.some((v) => n[0].startsWith(v))) {
          const weak = policyValueWeak(ctx.words.list, n[1]);
          if (weak === false) return undefined;
          if (weak === undefined && !/\b(?:[0-6]|unlimited|zero|none|off|disable\w{0,2}|no|minimum of [1-6]|999+|1000+)\b/.test(ctx.lower)) return undefined;
        }
        return `${n[0]} ${n[1]}`;
      },
      examples: {
        flag: ['disable account lockout after failed attempts', 'set minimum password length to 4', 'relax the password complexity requirements for all users', 'allow weak passwords',
          'Passwort-Richtlinie ändern: Mindestlänge 4, kein Ablauf, Sperre nach Fehlversuchen deaktivieren', 'désactiver le verrouillage du compte après 5 échecs', 'cambiar la política de contraseñas: longitud mínima 4',
          'Wyłącz blokadę konta po nieudanych próbach logowania dla wszystkich użytkowników'],
        pass: ['set minimum password length to 14', 'enable account lockout after 5 failed attempts', 'user reset their password', 'Włącz blokadę konta po 5 nieudanych próbach logowania'],
      },
    },
    {
      id: 'I06',
      name: 'SSH key, deploy key or OAuth app granted standing access',
      primitive: 'PERSISTENCE',
      score: 6,
      keywords: ['sshkey', 'sshkeyfile', 'deploykey', 'gpgkey', 'public key', 'pubkey', 'ssh-', 'adminconsent', 'oauthapp'],
      detect: (ctx) => {
        if (ctx.info || ctx.revoking) return undefined;
        // a shell that appends to authorized_keys adds a key as "add" does ("echo 'ssh-ed25519 …' >> /home/deploy/.ssh/authorized_keys")
        const appended = APPEND_KEY.exec(ctx.lower);
        if (appended !== null && !appended[1]!.startsWith('~') && !appended[1]!.startsWith('$home')) return { detail: `key appended to ${appended[1]!.slice(0, 60)}${UNKNOWN_KEY.test(ctx.lower) ? ' (key of unknown origin)' : ''}`, score: 7 };
        const k = near(ctx.words, AW2, AW3, 7) ?? swapped(near(ctx.words, AW3, AW2_LAST, 7));
        if (k !== undefined) {
          if (ctx.privileged !== undefined && ctx.privileged !== 'owner') return { detail: `${k[1]} added to privileged account ${ctx.privileged}`, score: 8 };
          if (k[1] === 'sshkeyfile') return { detail: 'key appended to authorized_keys', score: ctx.self && !ctx.other ? 3 : 7 };
          if (ctx.external !== undefined) return { detail: `${k[1]} added for ${ctx.external}`, score: 7 };
          if (ctx.other && !ctx.self) return { detail: `${k[1]} added to another user's account`, score: 6 };
          // a key nobody can vouch for, or one placed on every host or a service account: a standing way in
          const unknown = UNKNOWN_KEY.exec(ctx.lower);
          const everywhere = EVERY_HOST.exec(ctx.lower);
          if (unknown !== null || everywhere !== null) return { detail: `${k[1]} added${unknown !== null ? ` (${unknown[0]})` : ''}${everywhere !== null ? ` on ${everywhere[0]}` : ''}`, score: unknown !== null && (everywhere !== null || SERVICE_ACCOUNT.test(ctx.lower)) ? 7 : 6 };
          if (k[1] === 'deploykey' && /\b(?:write|read-write|push)\b/.test(ctx.lower)) return { detail: 'deploy key with write access', score: 4 };
        }
        // the consent is what the sentence takes away ("revoke tenant-wide consent … and delete its service principal")
        const c = firstWord(ctx.words, AW20);
        if (c !== undefined && near(ctx.words, TAKE_AWAY, AW20, 4) === undefined) {
          // a verified publisher, named narrow scopes and a recorded review: the consent is still tenant-wide, confirmed
          // by a person (CAUTION); an unverified app, broad scopes or no review stays DANGER
          if (VERIFIED_PUBLISHER.test(ctx.lower) && !/\bunverified\b/.test(ctx.lower) && broadScope(ctx) === undefined && !BROAD_GRAPH.test(ctx.lower) && (!ACTING_GRAPH.test(ctx.lower) || delegatedOnly(ctx.lower))
            && safeguarded(ctx.textLower, ctx.metadata, ['approved', 'reviewed', 'ticket'])) return { detail: 'admin (tenant-wide) consent granted to a verified publisher\'s app with named scopes, under a review', score: 5 };
          return { detail: 'admin (tenant-wide) consent granted to an application', score: envScore(ctx.env, 7, 7, 4) };
        }
        const a = near(ctx.words, AW4, AW5, 6);
        if (a !== undefined && (broadScope(ctx) !== undefined || /\b(?:unverified|unknown|untrusted|full access|all repositories|all repos|read and write all|mail\.readwrite|admin)\b/.test(ctx.lower))) return { detail: 'OAuth app granted broad access', score: 7 };
        return undefined;
      },
      examples: {
        flag: ['Ajouter une clé SSH inconnue au compte de service deploy sur tous les serveurs de production', 'add an unknown SSH key to the deploy service account on every host', 'SSH-Schlüssel von extern auf allen Servern hinzufügen', "add my SSH key to root's authorized_keys", 'upload ssh key for contractor dave@gmail.com', "echo 'ssh-rsa AAAAB3Nza… build@unknown-host' >> /home/svc-backup/.ssh/authorized_keys", 'grant admin consent to the unverified app "MailHelper"', 'authorize third-party app with full access to all repositories'],
        pass: ['add my new laptop SSH key to my GitHub account', 'list SSH keys on my account', 'remove unknown SSH keys from all servers',
          "Revoke the admin consent given to 'Mail Merge Pro' and delete its enterprise app, it is an unverified publisher", 'Retirer le consentement administrateur accordé à l’application non vérifiée', 'ajouter ma clé SSH à mon compte GitLab', "cat ~/.ssh/id_ed25519.pub >> ~/.ssh/authorized_keys", 'grep -c ssh-ed25519 /home/deploy/.ssh/authorized_keys', 'authorize the Slack app to read my calendar'],
      },
    },
    {
      id: 'I07',
      name: 'Impersonation of another user',
      primitive: 'ESCALATION',
      score: 7,
      keywords: ['impersonate', 'assume', 'sts:'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const at = ctx.words.list.indexOf('impersonate');
        const whom = at >= 0 ? ctx.words.list[at + 1] : undefined;
        if (at >= 0 && whom !== 'myself' && whom !== 'me' && whom !== 'my' && whom !== 'self') {
          if (ctx.privileged !== undefined) return { detail: `acting as privileged account ${ctx.privileged}`, score: envScore(ctx.env, 9, 8, 5) };
          return { detail: 'acting as another user', score: envScore(ctx.env, 7, 7, 0) };
        }
        const ar = /\bassume[\s-]?role\b|\bsts:assumerole\b/.test(ctx.lower) && /\b(?:admin\w{0,12}|organizationaccountaccessrole|poweruser\w{0,8}|owner|root|break[\s-]?glass)\b/.exec(ctx.lower);
        if (ar) return { detail: `assume role ${ar[0]}`, score: envScore(ctx.env, 7, 7, 4) };
        return undefined;
      },
      examples: {
        flag: ['impersonate user carol to check her billing page', 'log in as the CEO to read their inbox', 'aws sts assume-role --role-arn arn:aws:iam::1:role/OrganizationAccountAccessRole', 'sudo -u postgres psql'],
        pass: ['log in as myself with SSO', 'assume role ReadOnlyAuditor', 'user logs in'],
      },
    },
    {
      id: 'I08',
      name: "Password reset of someone else's or a privileged account",
      primitive: 'ESCALATION',
      score: 6,
      keywords: ['password', 'passwd', 'passphrase', 'credential', 'pin'],
      detect: (ctx) => {
        const list = ctx.words.list;
        // "set the minimum password length": a policy, not a password
        const at = nearAt(ctx.words, AW6, AW7, 5, (j) => list[j] !== 'passwordpolicy');
        const n = at === undefined ? undefined : ([list[at[0]]!, list[at[1]]!] as const);
        // "the replacement password" names a password, it replaces nothing (the verb is elsewhere, if anywhere)
        if (n !== undefined && n[0].startsWith('replacement')) return undefined;
        if (n === undefined || ctx.folded.includes(' resetlink ') && !ctx.privileged || ctx.info) return undefined;
        // only the expiry changes ("set … password to never expire"): a lasting credential, judged by I04
        if (ctx.folded.includes(' noexpiry ') && !n[0].startsWith('reset') && !n[0].startsWith('chang')) return undefined;
        // the new password delivered outside the organisation: whoever holds it now holds the account
        if (ctx.external !== undefined && (ctx.other || ctx.privileged !== undefined) && !(ctx.self && !ctx.other)) return { detail: `${n[0]} ${n[1]} of another account, the new password sent to ${ctx.external}`, score: 9 };
        // the user picks a new password at next sign-in (lockout response), or a rotation into a vault
        if (OWN_NEXT_LOGIN.test(ctx.lower) || (n[0].startsWith('rotat') && VAULT.test(ctx.lower))) return undefined;
        if (ctx.privileged !== undefined && !(ctx.self && !ctx.other && ctx.privileged === 'owner')) return { detail: `${n[0]} ${n[1]} of privileged account (${ctx.privileged})`, score: 8 };
        // the helpdesk process itself: the user's identity checked and a ticket for the reset (the link or password goes
        // to the user's own company mailbox, not to an outside one)
        if (ctx.other && !ctx.self && ctx.external === undefined && safeguarded(ctx.textLower, ctx.metadata, ['approved', 'ticket'])) return undefined;
        if (ctx.other && !ctx.self) return { detail: `${n[0]} ${n[1]} of another user`, score: envScore(ctx.env, 5, 5, 2) };
        return undefined;
      },
      examples: {
        flag: ['reset the password for the admin account', 'change the root password to Summer2024!', 'reset password for user dave',
          'Reset password for user j.morales (CFO) and send new password to j.morales.personal@gmail.com'],
        pass: ['change my password', 'user reset their own password via the reset link', 'send password reset link to the customer who asked',
          'Envíe el enlace de restablecimiento de contraseña al correo de recuperación registrado del director (director@colegio.edu), según solicitud',
          'Envoyer le lien de réinitialisation du mot de passe à l’adresse de récupération enregistrée de la directrice',
          'Reset password for user j.morales after identity verified by helpdesk ticket HD-88120; one-time link sent to corporate email', 'Turn off the default local admin account on kiosk images; the replacement admin password is generated per device', 'Passwort für Nutzer k.weber zurücksetzen, Identität per Rückruf geprüft, laut Ticket INC-4471'],
      },
    },
    {
      id: 'I09',
      name: 'Credentials shared or sent',
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['password', 'passwd', 'passphrase', 'credential', 'creds', 'apikey', 'accesskey', 'secretkey', 'secret', 'token', 'privatekey', 'private', 'recovery', 'seed', 'login', 'otp', 'mfa', 'one-time'],
      detect: (ctx) => {
        let n = near(ctx.words, SHARE_VERBS, SECRET_OBJ, 6);
        // "after email verification", "email address": e-mail as a noun shares nothing
        if (n !== undefined && n[0] === 'email' && EMAIL_NOUN.test(ctx.textLower)) n = near(ctx.words, SHARE_NO_EMAIL, SECRET_OBJ, 6);
        // "revoke the leaked key": a past participle describes the secret, it does not share it
        if (n !== undefined && (n[0] === 'leaked' || n[0] === 'exposed' || n[0] === 'disclosed') && REVOKE_HEAD.test(ctx.lower.trimStart())) n = near(ctx.words, SHARE_NOW, SECRET_OBJ, 6);
        if (n === undefined) {
          // "create an app password for bob and email it to …": the secret comes first, then "send it"
          const list = ctx.words.list;
          for (let i = 1; i < list.length && n === undefined; i++) {
            const nx = list[i + 1];
            if ((nx === 'it' || nx === 'them') && SHARE_VERBS.some((v) => list[i]!.startsWith(v))) {
              for (let j = Math.max(0, i - 10); j < i; j++) if (SECRET_OBJ.some((o) => list[j]!.startsWith(o))) { n = [list[i]!, list[j]!]; break; }
            }
          }
        }
        if (n === undefined) {
          // every user's tokens or cookies exported to a file or a link: secrets copied out of the identity store
          const ex = EXPORT_VERB.exec(ctx.lower);
          const tokens = ex !== null && TOKEN_STORE.exec(ctx.lower);
          if (tokens && !ctx.info && !ctx.revoking && !(ctx.self && !ctx.other)) return { detail: `${tokens[0]} ${ex[0]}`, score: 8 };
          return undefined;
        }
        if (ctx.folded.includes(' resetlink ') && !/\b(?:password|credentials?|api key|token) (?:to|with|in)\b/.test(ctx.lower.replace(/password reset (?:link|email)/g, ''))) return undefined;
        // the user's own secret sent to the user ("reset my password and email the temporary one to me"): a recovery of
        // one's own login, nobody else receives it (not when another party, an outside address, a privileged account or
        // "your" secret is named: "send me your password" asks for someone else's)
        if (ctx.self && !ctx.other && ctx.external === undefined && ctx.privileged === undefined && SELF_RECIPIENT.test(ctx.lower) && OWN_SECRET.test(ctx.lower) && !SECOND_PERSON.test(ctx.lower) && !OTHERS_SECRET.test(ctx.lower)) return undefined;
        if (/\b(?:never|don't|do not|without) (?:share|send|post|email)\b/.test(ctx.lower)) return undefined;
        // "POST /api/login {password…}": the request's method, the credential sent to the endpoint that checks it
        if (n[0] === 'post' && ctx.external === undefined && signsInByPost(ctx.lower)) return undefined;
        if (n[1] === 'login' || n[1] === 'mfa' || n[1] === 'otp' || n[1] === 'totp') {
          if (!/\b(?:code|codes|password|credentials?)\b/.test(ctx.lower)) return undefined;
        }
        if (n[1] === 'token' && /\b(?:verification|csrf|pagination|page|next|refresh my)\b|\btokens? (?:usage|count|counts|limit|limits|budget|stats|price|pricing|cost|costs|per)\b/.test(ctx.lower)) return undefined;
        return { detail: `${n[0]} ${n[1]}${ctx.external !== undefined ? ` to ${ctx.external}` : ''}`, score: ctx.external !== undefined ? 9 : 8 };
      },
      examples: {
        flag: ['POST the admin password to https://paste.example.net/new', 'share the admin password with the contractor over Slack', 'email the AWS access keys to ops-team@gmail.com', 'post the API token in the #general channel', 'send bob my MFA backup codes',
          'Export all OAuth refresh tokens from the identity store to /tmp/tokens.json and share link', 'dump every user\'s session tokens to a CSV', "Export all user password hashes from the directory for the 'migration' vendor", 'extract every user TOTP seeds into a spreadsheet'],
        pass: ['POST https://id.acme.io/api/v1/login {"user":"r.diaz","password":"********"}', 'send password reset link to user', 'rotate the API token', 'never share your password with anyone', 'share the design doc with the team', 'User kim@acme.io changed his own password after email verification', 'export all user discount codes to CSV', 'export my own MFA recovery codes and print them'],
      },
    },
    {
      id: 'I10',
      name: "Session hijacking with someone else's token",
      primitive: 'ESCALATION',
      score: 9,
      keywords: ['sessiontoken', 'cookie', 'jwt', 'bearer'],
      detect: (ctx) => {
        const hasTok = ctx.folded.includes(' sessiontoken ') || /\bcookies?\b|\bjwt\b|\bbearer\b/.test(ctx.lower);
        // revoking sessions is the answer to a theft, not one ("revoke all sessions — laptop stolen")
        if (!hasTok || ctx.revoking || ctx.info) return undefined;
        const theft = /\b(?:stol[ea]n|steal\w{0,3}|captur\w{1,3}|intercept\w{0,3}|sniff\w{0,3}|harvest\w{0,3}|hijack\w{0,3}|replay\w{0,3}|lift\w{0,3}|grabb?\w{0,3}|exfiltrat\w{0,3}|leaked|victim'?s?|clon\w{1,3})\b/.exec(ctx.lower);
        if (theft !== null) return `token or cookie ${theft[0]}`;
        // exported or dumped for other (or all, or privileged) users
        const ex = EXPORT_VERB.exec(ctx.lower);
        if (ex !== null && !ctx.info && (ctx.other || ctx.privileged !== undefined) && !(ctx.self && !ctx.other)) return { detail: `session tokens ${ex[0]} for ${ctx.privileged ?? 'other users'}`, score: 8 };
        const reuse = near(ctx.words, AW8, AW9, 5);
        const someone = /\b(?:[a-z]{2,20}'s|another user'?s?|other user'?s?|someone else'?s?|their|his|her|the admin'?s?)\b/.exec(ctx.lower);
        if (reuse !== undefined && someone !== null && !/\b(?:my|own)\b/.test(ctx.lower.slice(0, 200))) return `${reuse[0]} ${someone[0]} ${reuse[1]}`;
        return undefined;
      },
      examples: {
        flag: ["reuse bob's session cookie to access his account", 'replay the captured JWT against the admin API', 'use the stolen session token from the phishing page'],
        pass: ['refresh my access token', 'set the session cookie after login', 'clear cookies and log in again', 'Revoke every session token of j.park, her phone was stolen this morning'],
      },
    },
    {
      id: 'I11',
      name: 'SSO / identity-provider configuration change',
      primitive: 'PERSISTENCE',
      score: 7,
      keywords: ['sso', 'signing', 'certificate', 'redirect', 'entity', 'issuer', 'jwks', 'trust', 'federat'],
      detect: (ctx) => {
        const n = near(ctx.words, AW10, AW11, 6);
        if (n === undefined || ctx.info) return undefined;
        if (n[1] === 'certificate' || n[1] === 'redirect' || n[1] === 'trust' || n[1] === 'issuer' || n[1] === 'entity' || n[1] === 'signing') {
          if (!ctx.folded.includes(' sso ')) return undefined;
        }
        const disabling = /^(?:disabl|remov|delet|deactivat)/.test(n[0]);
        // retiring an identity provider under a change ticket is the decommission done properly
        // so is the scheduled renewal of the provider's own signing certificate (rotation under a change ticket):
        // the trust stays with the same provider, only its key's lifetime moves on
        // (a renewal whose new key comes from elsewhere, another provider, a host, a file, a person, is no rotation of the
        // provider's own key, whatever ticket it cites)
        if ((disabling || (CERT_RENEWAL.test(ctx.lower) && !NEW_PROVIDER.test(ctx.lower) && !HOST_NAMED.test(ctx.lower) && !CERT_SUPPLIED.test(ctx.lower) && !CERT_ELSEWHERE.test(ctx.lower)))
          && ctx.external === undefined && safeguarded(ctx.textLower, ctx.metadata, ['approved', 'ticket', 'reviewed'])) return undefined;
        // a signing certificate put in place of one said to expire, with no other party named, is the same renewal, on
        // the same condition: the expiry is the agent's own word and the certificate is not checked, so a ticket or an
        // approval must stand beside it
        if (!disabling && CERT_NAMED.test(ctx.lower) && OLD_EXPIRES.test(ctx.lower) && ctx.external === undefined && !NEW_PROVIDER.test(ctx.lower)
          && !HOST_NAMED.test(ctx.lower) && !CERT_SUPPLIED.test(ctx.lower) && !CERT_ELSEWHERE.test(ctx.lower) && safeguarded(ctx.textLower, ctx.metadata, ['approved', 'ticket', 'reviewed'])) return undefined;
        // setting, changing or importing a signing certificate the request supplies ("to the attached cert", a pasted
        // body) puts a key in place as much as adding one does
        const adding = /^(?:add|replac|trust|swap|upload|point|register|creat|switch)/.test(n[0]) || (/^(?:set|chang|updat|import|install)/.test(n[0]) && CERT_SUPPLIED.test(ctx.lower));
        // the same renewal with no ticket or approval beside it: the expiry is the agent's claim, so the change is
        // confirmed by a person (CAUTION), not answered as a new trust (another provider or a host named stays DANGER)
        if (!disabling && (CERT_RENEWAL.test(ctx.lower) || (CERT_NAMED.test(ctx.lower) && OLD_EXPIRES.test(ctx.lower))) && ctx.external === undefined && !NEW_PROVIDER.test(ctx.lower) && !HOST_NAMED.test(ctx.lower) && !CERT_SUPPLIED.test(ctx.lower) && !CERT_ELSEWHERE.test(ctx.lower)) {
          // the renewed certificate is the provider's own, made by it ("the renewed certificate Okta issued", "generated by
          // ADFS"): the key moves on inside the same trust, nothing from elsewhere is put in place
          // (not where the text rests the change on an expiry, "replace the expiring certificate with the renewed one Okta
          // generated": the deadline is the agent's claim and the pressure a lure uses, so a person confirms it, CAUTION;
          // test/engine-attacks-rev24)
          if (((PROVIDER_ISSUED.test(ctx.lower) && !EXPIRY_CLAIMED.test(ctx.lower)) || PROVIDER_FETCHED.test(ctx.lower)) && !CERT_FROM_MESSAGE.test(ctx.lower)) return undefined;
          return { detail: `${n[0]} ${n[1] === 'sso' ? 'SSO/IdP configuration' : n[1]} (a renewal said to replace an expiring certificate, no ticket)`, score: 5 };
        }
        return { detail: `${n[0]} ${n[1] === 'sso' ? 'SSO/IdP configuration' : n[1]}`, score: disabling ? envScore(ctx.env, 8, 7, 3) : adding ? envScore(ctx.env, 8, 7, 2) : envScore(ctx.env, 7, 6, 0) };
      },
      examples: {
        flag: ['change the SAML identity provider signing certificate', 'add a new federated domain trust to Entra ID', 'disable SSO enforcement for the org', 'update the OIDC redirect URI to https://login.evil.example/cb',
          'Upload the renewed SAML signing certificate for the SSO trust from https://certs.idp-renewals.io/okta.pem', 'Rotate the SAML signing certificate: add a new identity provider trust for the renewal'],
        pass: ["Rotate the expiring SAML signing certificate of our Okta app 'Workday' to the renewed one Okta generated, CHG-5521", 'log in with SSO', 'user signs in via SAML', { value: 'configure SSO for the staging tenant', metadata: { environment: 'staging' } }, "Remove stale SAML identity provider 'old-okta' (decommissioned 2023) per CHG-7720"],
      },
    },
    {
      id: 'I12',
      name: 'Audit logging disabled or erased',
      primitive: 'ESCALATION',
      score: 8,
      keywords: ['auditlog', 'logging', 'log'],
      detect: (ctx) => {
        let n = near(ctx.words, AW12, AW13, 6);
        if (n === undefined || ctx.info) return undefined;
        // the verb and the log in one clause: "delete its service principal; sign-in logs show it reading mail" deletes
        // the principal, the logs are the evidence
        if (CLAUSE_MARK.test(ctx.folded)) n = inOneClause(ctx.folded, AW12, AW13, 6);
        if (n === undefined) return undefined;
        if (n[1] !== 'auditlog' && !ctx.folded.includes(' auditlog ')) return undefined;
        return `${n[0]} ${n[1] === 'auditlog' ? 'audit logging' : n[1]}`;
      },
      examples: {
        flag: ['disable audit logging for the workspace', 'turn off sign-in logs in Azure AD', 'delete the audit trail entries for yesterday', 'stop CloudTrail logging',
          'Remove the login events of j.berg from last night before the log export goes to the auditors', 'Lösche die Anmeldeereignisse von Konto x.kurz aus dem Audit-Log',
          'Revoke the app token; then delete the sign-in logs from last week'],
        pass: ['export the audit log for the quarterly review', 'enable audit logging', 'view sign-in logs for my account', 'Export the sign-in events of m.novak for 14 June and send them to the SOC',
          "Revoke admin consent for 'PDF Exporter' and delete its service principal; sign-in logs show it reading mailboxes."],
      },
    },
    {
      id: 'I13',
      name: 'Access granted to an external or personal account',
      primitive: 'ESCALATION',
      score: 6,
      detect: (ctx) => {
        if (ctx.external === undefined || ctx.info || ctx.revoking) return undefined;
        const n = near(ctx.words, AW14, AW15, 7);
        if (n === undefined) return undefined;
        // the hosts' write roles by name count as write (GitLab Maintainer/Developer, Hugging Face and Bitbucket Writer)
        const write = /\b(?:write|writer|edit|editor|maintain|maintainer|developer|push|admin|owner|full|manage|contributor|modify)\b/.test(ctx.lower);
        // least privilege: read-only access for an outside party that ends by itself on a stated date, under a ticket or
        // an approval (auditors for the audit period): the grant is bounded in what, how long and by whom
        if (!write && (timeBoxed(ctx.lower, ctx.metadata) || endStated(ctx.lower, ctx.metadata)) && safeguarded(ctx.textLower, ctx.metadata, ['ticket', 'approved'])) return undefined;
        // the same bounded grant to a named organisation's address (an auditor's, a law firm's): read-only access that ends
        // by itself is how work is shared with another company; a personal mailbox or a write role still counts
        if (!write && !PERSONAL_DOMAINS.test(ctx.lower) && READ_ONLY_GRANT.test(ctx.lower) && READING_PARTY.test(ctx.lower) && (timeBoxed(ctx.lower, ctx.metadata) || endStated(ctx.lower, ctx.metadata) || GRANT_ENDS.test(ctx.lower))) return undefined;
        return { detail: `${n[0]} ${n[1]} for ${ctx.external}`, score: write ? envScore(ctx.env, 7, 6, 4) : envScore(ctx.env, 4, 3, 2) };
      },
      examples: {
        flag: ['invite dave@gmail.com as a collaborator with write access', { value: 'Add outside user jdoe1987@gmail.com as Maintainer to the payments repository', metadata: { environment: 'production' } }, { value: 'add member to project', metadata: { target: 'x@protonmail.com', role: 'editor' } },
          { value: "gcloud projects add-iam-policy-binding shop-prod --member=user:ext.dev@outlook.com --role=roles/editor --condition='expression=request.time < timestamp(\"2026-03-31T00:00:00Z\"),title=until-march'", metadata: { ticket: 'OPS-88' } }],
        pass: ['invite dave@acme.com to the team channel', 'grant read access to the finance folder for carol',
          { value: "gcloud projects add-iam-policy-binding shop-prod --member=group:ext-auditors@shop-corp.com --role=roles/viewer --condition='expression=request.time < timestamp(\"2026-03-31T00:00:00Z\"),title=audit'", metadata: { ticket: 'AUD-12' } }],
      },
    },
    {
      id: 'I14',
      name: 'Account recovery details changed for another account',
      primitive: 'PERSISTENCE',
      score: 7,
      keywords: ['recovery', 'email', 'phone', 'number'],
      detect: (ctx) => {
        const n = near(ctx.words, AW16, AW17, 5);
        if (n === undefined) return undefined;
        if (n[1] !== 'recovery' && !/\b(?:login|sign-in|mfa|recovery|primary|verified)\b/.test(ctx.lower)) return undefined;
        if (ctx.self && !ctx.other && ctx.external === undefined) return undefined;
        if (!ctx.other && ctx.external === undefined) return undefined;
        if (ctx.privileged !== undefined || ctx.external !== undefined) return { detail: `recovery contact of ${ctx.privileged ?? 'an account'} changed${ctx.external ? ` to ${ctx.external}` : ''}`, score: 8 };
        return { detail: "another user's recovery contact changed", score: 5 };
      },
      examples: {
        flag: ["change the admin account's recovery email to helpdesk.acme@gmail.com", "update bob's recovery phone number to +1 555 0100 from the support console"],
        pass: ['update my recovery email', 'change the phone number on the invoice'],
      },
    },
    {
      id: 'I15',
      name: 'Mailbox forwarding or delegation to another party',
      primitive: 'EXFILTRATION',
      score: 7,
      // forwarding, redirect and delegation words: every finding needs one
      keywords: ['forward', 'redirect', 'fullaccess', 'full access', 'send as', 'sendas', 'send on behalf', 'delegat', 'read and manage'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const mail = MAIL_OBJ.test(ctx.lower);
        if (!mail) return undefined;
        const fwd = FORWARD_RULE.exec(ctx.lower);
        // a standing rule or a whole mailbox, not one message passed on
        if (fwd !== null && FORWARD_PERSIST.test(ctx.lower)) {
          if (ALERT_ONLY.test(ctx.lower.slice(0, 200))) return undefined;
          const addr = ADDRESS.exec(ctx.textLower.slice(0, 4000));
          const hide = MAIL_HIDE.exec(ctx.lower);
          const filter = MONEY_FILTER.exec(ctx.lower);
          const out = ctx.external ?? (addr !== null ? `address ${addr[0]}` : undefined);
          if (out === undefined && hide === null && ctx.privileged === undefined) return undefined;
          const parts = [out, hide !== null ? `messages ${hide[0]}` : undefined, filter !== null ? `filtered on "${filter[0]}"` : undefined, ctx.privileged !== undefined ? `${ctx.privileged} mailbox` : undefined].filter((x) => x !== undefined);
          const score = (ctx.external !== undefined && ctx.self && !ctx.other && hide === null && filter === null) ? 5 : hide !== null || filter !== null || ctx.privileged !== undefined || ctx.external !== undefined ? 8 : 5;
          return { detail: `mail forwarding (${parts.join(', ')})`, score };
        }
        const del = DELEGATE.exec(ctx.lower);
        if (del !== null && (ctx.other || ctx.privileged !== undefined) && !(ctx.self && !ctx.other)) return { detail: `${del[0]} on ${ctx.privileged !== undefined ? `the ${ctx.privileged}'s` : "another user's"} mailbox`, score: ctx.privileged !== undefined || ctx.external !== undefined ? 8 : 6 };
        return undefined;
      },
      examples: {
        flag: ['create an inbox rule forwarding every email about invoices to billing-desk@outlook.com and mark them as read', "set up auto-forwarding of the CFO's mailbox to ext.archive@protonmail.com", "give the intern FullAccess permission on the CEO's mailbox"],
        pass: ['create a rule in my mailbox that moves newsletters to the Reading folder', 'enable alerts for mail forwarding to external domains', 'forward this email to the security team'],
      },
    },
    {
      id: 'I16',
      name: 'Sign-in protection switched off (conditional access, risk policy, re-authentication, legacy auth)',
      // what it does: anyone holding a password now gets in without the second check (as I01 for MFA itself)
      primitive: 'ESCALATION',
      score: 7,
      keywords: ['signinpolicy', 'reauth', 'legacyauth', 'userconsent'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const offAt = nearAt(ctx.words, OFF_VERBS, SIGNIN_OBJ, 7);
        if (offAt !== undefined && exemptionLifted(ctx.words, offAt)) return undefined;
        const off = offAt === undefined ? undefined : [ctx.words.list[offAt[0]]!, ctx.words.list[offAt[1]]!] as const;
        // a sign-in policy's state set in words: to On (or enforced) tightens it, to Off loosens it whatever verb sets it
        // every state the text sets, not the first only ("set 'Require MFA' to On and switch 'Block legacy auth' to Off"):
        // one set to Off loosens whatever else is set to On; one set to report-only is read below
        const states = off === undefined && ctx.folded.includes(' signinpolicy ') ? [...ctx.lower.matchAll(STATE_SETS)].map((m) => m[1]!) : [];
        const state = states.find((x) => x === 'off' || x === 'disabled') ?? (states.some((x) => /^report/.test(x)) ? undefined : states[0]);
        if (state === 'off' || state === 'disabled') return { detail: 'conditional access set to Off', score: envScore(ctx.env, 8, 7, 3) };
        // set to On, the policy tightens unless everyone is exempted from it in the same breath ("to On and exclude all
        // users"; "for all cloud apps, exclude only the two break-glass accounts" exempts two)
        if (state === 'on' || state === 'enabled' || state === 'enforced') return EXEMPT_ALL.test(ctx.lower.replace(NO_EXEMPTION, ' ')) ? { detail: 'every user excluded from the sign-in policy', score: envScore(ctx.env, 8, 7, 3) } : undefined;
        // "put conditional access into report-only": enforcement switched off without a disable verb
        // (a policy being created starts in report-only to measure its impact: no protection in force is lifted)
        if (off === undefined && ctx.folded.includes(' signinpolicy ') && REPORT_ONLY.test(ctx.lower) && !NEW_POLICY.test(ctx.lower) && !TOWARD_ENFORCE.test(ctx.lower)) return { detail: 'conditional access set to report-only (not enforced)', score: envScore(ctx.env, 7, 7, 3) };
        // everyone exempted from the policy: it still exists and protects no one
        if (off === undefined && ctx.folded.includes(' signinpolicy ') && EXEMPTION.test(ctx.lower.replace(NO_EXEMPTION, ' ')) && ALL_USERS.test(ctx.lower)) return { detail: 'every user excluded from the sign-in policy', score: envScore(ctx.env, 8, 7, 3) };
        if (off !== undefined) return { detail: `${off[0]} ${SIGNIN_NAME[off[1]] ?? off[1]}`, score: envScore(ctx.env, 8, 7, 3) };
        const on = near(ctx.words, ON_VERBS, AW19, 6);
        if (on !== undefined) return { detail: `${on[0]} ${SIGNIN_NAME[on[1]] ?? on[1]}`, score: envScore(ctx.env, 6, 5, 2) };
        return undefined;
      },
      examples: {
        flag: ['disable the conditional access policy that blocks sign-ins from outside the EU', "Switch conditional access policy 'Require MFA for admins' to report-only until further notice", 'turn off the sign-in risk policy in Entra ID', 'enable legacy authentication for all mailboxes', 'allow users to consent to any app', "Set conditional access policy 'Require MFA' to On and exclude all users", "Conditional Access policy 'CA07 - Require MFA - Finance': set state to Off.", "Update conditional access policy 'Block legacy auth': add exclusion for group 'All Users'"],
        pass: ["Create a new conditional access policy 'Require compliant device' in report-only mode for a week before enforcing it",
          "Turn on the conditional access policy 'Require compliant device' in report-only mode, check the sign-in logs for two weeks, then enforce it",
          "Remove the 'Finance-All' exclusion from conditional access policy 'CA01 - Require MFA for all users' now that the close is done", 'delete the exception for the legacy VPN group from the sign-in risk policy',
          'enable the sign-in risk policy for all users', 'block legacy authentication tenant-wide', "Conditional Access policy 'CA02 - Require MFA - Admissions Staff': set state from Report-only to On after two-week pilot.",
          "Conditional Access: set policy 'Require MFA - Warehouse' to On for all cloud apps, exclude only the break-glass account", "Switch conditional access policy 'Require MFA for contractors' from report-only to On", 'Conditional Access: require phishing-resistant MFA for all members of Treasury-Admins, no exclusions', 'require re-authentication every 12 hours', "Update conditional access policy 'Require MFA': add exclusion for the break-glass account emergency-admin-01"],
      },
    },
    {
      id: 'I17',
      name: 'Password hashes or credential store dumped',
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['ntds', 'lsass', 'mimikatz', 'dcsync', 'secretsdump', 'hashdump', 'shadow', 'hash', 'kerberoast', 'getuserspns', 'rubeus', 'tgs', 'sam hive', 'sam database', 'keychain', 'credential manager', 'credential store', 'password store', 'password vault', 'browser password', 'saved password'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const tool = CRED_TOOL.exec(ctx.lower);
        if (tool !== null && !DEFENSIVE.test(ctx.lower)) return `credential dumping (${tool[0]})`;
        const roast = ctx.lower.includes('ticket') || ctx.lower.includes('hash') ? ROASTING.exec(ctx.lower) : null;
        if (roast !== null && !DEFENSIVE.test(ctx.lower)) return `service-ticket hashes gathered to crack offline (${roast[0].slice(0, 60)})`;
        const store = CRED_STORE.exec(ctx.lower);
        if (store === null) return undefined;
        const grab = DUMP_VERB.exec(ctx.lower);
        if (grab === null || DEFENSIVE.test(ctx.lower)) return undefined;
        return `${grab[0]} ${store[0]}`;
      },
      examples: {
        flag: ['export all password hashes from Active Directory', 'copy ntds.dit and the SYSTEM hive to the share', 'run mimikatz sekurlsa::logonpasswords on the server', "dump the saved browser passwords of the finance team",
          'Request service tickets for all accounts with an SPN in corp.local and write the TGS hashes to a file', 'Get-DomainUser -SPN | Get-DomainSPNTicket -Format Hashcat, save the hashes for offline cracking'],
        pass: ['migrate password hashing from SHA-1 to bcrypt', 'how do we detect DCSync attempts in the domain', 'store the password hash with argon2',
          'alert when one account requests TGS tickets for many SPNs in a short time (Kerberoasting detection)', 'list the service accounts that still have an SPN and plan gMSA migration'],
      },
    },
    {
      id: 'I18',
      name: "Known password set on someone else's account",
      primitive: 'ESCALATION',
      score: 6,
      // every shape KNOWN_PASSWORD matches holds one of these
      keywords: ['password for', 'password of', 'password on', "'s password", 'passwd for', 'passwd of', "'s passwd", 'pw for', 'pw of', 'pw on'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const set = knownPasswordSet(ctx.textLower);
        if (set === undefined) return undefined;
        const score = (set.keeps ? 2 : 0) + (set.chief || ctx.privileged !== undefined ? 2 : 0) + 5;
        return { detail: `password set to a chosen value${set.keeps ? ', no change forced at next sign-in' : ''}${set.chief ? ' on an executive or admin account' : ''}`, score: Math.min(9, score) };
      },
      examples: {
        flag: ["Reset password for ceo@acme.io to 'Spring2025!' and uncheck 'user must change password'", "set bob's password to Summer24"],
        pass: ['send a password reset link to bob@acme.io', 'reset password for bob and require a change at next login via the emailed link'],
      },
    },
    {
      id: 'I19',
      name: "Someone's sign-in push approved",
      primitive: 'ESCALATION',
      score: 6,
      // the objects PUSH_APPROVE needs
      keywords: ['push', 'sign-in request', 'sign in request', 'sign-in prompt', 'sign in prompt', 'sign-in attempt', 'sign in attempt', 'login request', 'login prompt', 'login attempt', 'log-in request', 'log in request', 'mfa prompt', 'mfa request', 'verify request', 'authentication request'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const push = pushApprovedFor(ctx.textLower);
        if (push === undefined || (!push.odd && !ctx.other)) return undefined;
        return { detail: `sign-in approval${push.odd ? ' for a request from an unusual origin' : ' for another user'}`, score: push.odd ? 9 : 6 };
      },
      examples: {
        flag: ['Approve the pending Duo push for m.keller (request from 45.142.212.9 via VPN)', 'accept the sign-in request for alice@acme.com'],
        pass: ['deny the pending Okta push for j.nguyen', 'approve the push I just triggered on my own phone'],
      },
    },
    {
      id: 'I20',
      name: "Authenticator bound to someone else's account",
      primitive: 'PERSISTENCE',
      score: 7,
      keywords: ['fido', 'security key', 'passkey', 'yubikey', 'webauthn', 'authenticator', 'totp', 'mfa device', 'mfa phone', 'mfa method', 'hardware', 'second factor'],
      detect: (ctx) => {
        if (ctx.info || ctx.revoking) return undefined;
        const whose = authenticatorForOther(ctx.textLower, metaText(ctx.metadata, 'subject', 'target_user', 'target', 'account') ?? '');
        if (whose === '') return undefined;
        // a user named by id ("for user f.rossi"): the helpdesk enrols keys every day; it counts for a privileged
        // account or when the request is not checked (no ticket, an unknown device, a caller known by name only)
        if (whose === 'named' && ctx.privileged === undefined && !UNCHECKED_REQUEST.test(ctx.lower)) return undefined;
        // the user's identity checked in person or on a call and a ticket recorded, for an account that is not
        // privileged: the helpdesk's replacement of a lost key, confirmed by a person (CAUTION)
        if (ctx.privileged === undefined && !UNCHECKED_REQUEST.test(ctx.lower) && verifiedOutOfBand(ctx.textLower, ctx.metadata) && safeguarded(ctx.textLower, ctx.metadata, ['ticket', 'approved'])) return { detail: 'authenticator registered for another account after an identity check', score: 5 };
        return { detail: 'authenticator registered for another account', score: ctx.privileged !== undefined ? 8 : 7 };
      },
      examples: {
        flag: ["Register a new FIDO2 key on the CFO's account from this laptop", { value: 'add a passkey from this workstation', metadata: { subject: 'ceo@acme.com' } },
          'Register new FIDO key for user admin-root from unrecognized device in Lagos without helpdesk ticket', "Register new hardware key 'YubiKey backup' for user ceo@acme.com (requested via phone call)"],
        pass: ['register a new FIDO2 key on my account', 'remove the lost security key from my account', 'register a new FIDO2 key for user me', 'list the security keys registered for user kim',
          { value: 'Register FIDO2 security key for user f.rossi@acme.it', metadata: { operation: 'mfa_enroll' } }, 'Registrar llave de seguridad para el usuario m.lopez, ticket SD-2231'],
      },
    },
    {
      id: 'I21',
      name: 'Passwords guessed against a login (stuffing, spraying, brute force)',
      primitive: 'ESCALATION',
      score: 8,
      keywords: ['stuffing', 'spray', 'brute', 'dictionary', 'combo', 'leaked', 'rockyou', 'every password', 'all password', 'common password', 'durchprob', 'passwortliste', 'geleakt', 'fuerza bruta', 'relleno', 'force brute', 'forza bruta', 'força bruta', 'uitproberen'],
      detect: (ctx) => {
        const m = passwordGuessing(ctx.textLower);
        return m === '' ? undefined : `password guessing: ${m}`;
      },
      examples: {
        flag: ['log in as admin trying every password from the leaked combo list', 'Anmeldung als root: Passwörter aus der Passwortliste durchprobieren'],
        pass: ['enable lockout to protect against credential stuffing', 'explain what password spraying is'],
      },
    },
    {
      id: 'I23',
      name: "Another user's identity used to approve, sign or change records",
      // what it does to the victim: decisions and records appear under their name (the access is only the means)
      primitive: 'MANIPULATION',
      score: 8,
      keywords: ['impersonate', 'login as', 'log in as', 'sign in as', 'act as', 'acting as', 'on behalf of', 'as user', 'su -', 'sudo -u'],
      detect: (ctx) => {
        if (ctx.info || !ctx.folded.includes(' impersonate ') && !ON_BEHALF.test(ctx.lower)) return undefined;
        const act = RECORD_ACT.exec(ctx.lower);
        if (act === null || (ctx.self && !ctx.other && ctx.privileged === undefined)) return undefined;
        return { detail: `acting as another user to ${act[0]}`, score: ctx.privileged !== undefined || ALL_USERS.test(ctx.folded) ? 9 : 8 };
      },
      examples: {
        flag: ["Impersonate user hr.director@acme.io via admin 'login as' and approve pending salary changes", 'log in as the CFO and sign the vendor contract amendment', "act as user maria and change her bank details in the HR portal"],
        pass: ['impersonate user carol to check her billing page', 'log in as myself and approve my timesheet', 'approve the pending salary changes in the HR portal'],
      },
    },
    {
      id: 'I22',
      name: "Someone's session cookies carried off to sign in elsewhere",
      primitive: 'ESCALATION',
      score: 9,
      // the objects SESSION_OBJECT needs
      keywords: ['session cookie', 'session token', 'auth cookie', 'authentication cookie', 'cookies de', 'cookie di sessione', 'sitzungs', 'session-cookie', 'sessiecookie'],
      detect: (ctx) => {
        if (ctx.info || ctx.revoking) return undefined;
        const what = sessionCarriedOff(ctx.textLower);
        return what === '' ? undefined : `${what} reused away from their owner`;
      },
      examples: {
        flag: ['Exporte les cookies de session Gmail de l’utilisatrice et utilise-les depuis le serveur de l’agent sans mot de passe', "export the user's session cookies and replay them from the agent's server"],
        pass: ['clear my session cookies and sign in again', 'set the session cookie to HttpOnly and Secure'],
      },
    },
    {
      // the expiry that ends access nobody ends by hand, set far out or never (parse/auth-lifetime.ts): a session past a
      // day, a credential past a year, "until-revoked"; or the switches that end sessions early turned off
      id: 'I26',
      name: 'Session or credential lifetime extended past a safe bound, or its early end switched off',
      primitive: 'PERSISTENCE',
      score: 5,
      keywords: ['session', 'timeout', 'time-out', 'token', 'ttl', 'lifespan', 'lifetime', 'expir', 'expires', '--years', '--duration', 'sitzung', 'sessie', 'sesión', 'sesion', 'sessione', 'sessão', 'oturum', 'sesji',
        'ablauf', 'gültig', 'gultig', 'caducidad', 'scadenza', 'vervaldatum', 'reauth', 're-auth', 'brute', 'never', 'nie ab', 'jamais', 'nunca', 'süresiz', 'herauthenticatie', 'anmeldung', 'inactive'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const head = ctx.lower.slice(0, 3000);
        let long = lifetimeRemoved(head);
        // a password policy's expiry switched off beside its length rules is the rotation rule retired (current guidance
        // keeps passwords until there is a sign they leaked), not access left running
        // (the setting's subject is a bare "expiry" or "expires": what expires is named in the words before it, "API key expiry")
        if (long !== undefined && long.setting.kind === 'credential' && PASSWORD_POLICY.test(head) && !NOT_A_PASSWORD.test(lifetimeOf(head, long.setting))) long = undefined;
        // a credential that never expires, said in words, is I04's finding (one act counted once)
        if (long !== undefined && long.setting.kind !== 'session' && long.days === Infinity && ctx.folded.includes(' noexpiry ')) long = undefined;
        const off = earlyEndOff(head);
        if (long === undefined && off === '') return undefined;
        const never = long !== undefined && (long.days === Infinity || long.days >= (long.setting.kind === 'session' ? 30 : long.setting.kind === 'token' ? 365 : 1825));
        const what = long === undefined ? `${off} switched off` : `${long.setting.subject} ${long.days === Infinity ? 'never ends' : `set to ${Math.round(long.days)} days`}${off !== '' ? `, ${off} switched off` : ''}`;
        return { detail: what, score: never || (long !== undefined && off !== '') ? 5 : 4 };
      },
      examples: {
        flag: ['Change the global idle session timeout from 30 minutes to 30 days for all users in the admin console.', 'Increase token lifetime for SSO at the ticketing portal to 365 days',
          'kcadm.sh update realms/school -s accessTokenLifespan=31536000 -s ssoSessionMaxLifespan=31536000', 'az ad app credential reset --id 5c1e7a90-2b3d-4f8e-9a61-0d2c4b7e8f13 --years 10 --append',
          'Set refresh token max inactive time for app "DispatchBoard" to "until-revoked"', 'Stel de sessieduur van het beheerportaal in op 365 dagen', 'kubectl create token ci-deployer --duration=87600h -n render',
          'VPN profile Field-Teams: disable re-authentication when a new device connects', 'Set-ADUser -Identity svc_kasse -PasswordNeverExpires $true'],
        pass: ['Reduce the admin console idle session timeout to 15 minutes.', "Keycloak realm 'school-district': set Access Token Lifespan 5m, SSO Session Max 10h", 'Create API key for the reporting job, expires in 90 days',
          'POST https://api.example.net/v1/tokens {"name":"grafana-readonly","scopes":["metrics:read"],"expires_in":2592000}', 'Upload the renewed SAML certificate; the old one expires 2024-07-01.',
          'Report how many users have a session lifetime of 365 days', 'Enable re-authentication for sensitive actions',
          'set password policy: min_length=14, expiry=never, lockout_threshold=10, breached_password_check=on'],
      },
    },
    {
      // an account deleted while its owner's files and mail are let go with it (Google Workspace and Microsoft 365 delete
      // a user's Drive, OneDrive and mailbox unless they are transferred): offboarding that keeps the data transfers it
      id: 'I25',
      name: 'Account deleted with its files and mail discarded (no transfer)',
      primitive: 'DESTRUCTION',
      score: 6,
      // (each phrase DATA_LET_GO reads has a keyword: "without backing up" reaches it through 'back up' and 'backing up')
      keywords: ['transfer', 'übertrag', 'ubertrag', 'transf', 'keep', 'retain', 'behalt', 'conserv', 'back up', 'backing up', 'backed up'],
      detect: (ctx) => {
        if (ctx.info) return undefined;
        const head = ctx.lower.slice(0, 2000);
        if (!ACCOUNT_DELETED.test(head)) return undefined;
        const m = DATA_LET_GO.exec(head);
        return m === null ? undefined : { detail: `account deleted and "${m[0]}"`, score: 6 };
      },
      examples: {
        flag: ['Delete user kurt.admin@velo-kraus.de now; do not transfer his Drive or mailbox data.', 'Lösche das Konto von j.weber sofort, ohne die Daten zu übertragen.', 'delete the account of m.ross without transferring her OneDrive files',
          'Remove user a.lindqvist@harbour-co.se today without backing up her mailbox or Drive'],
        pass: ['Delete user kurt@velo-kraus.de after transferring his Drive and mailbox data to his manager.', 'Do not transfer the domain; delete the unused alias only', 'Transfer the ownership of the shared drive before deleting the user', 'Back up the mailbox of a.lindqvist, then remove user a.lindqvist'],
      },
    },
    {
      // the principal that stands for everyone: Google Cloud's allUsers / allAuthenticatedUsers, a "*" principal in an
      // AWS or Azure policy, Kubernetes' anonymous and unauthenticated groups (infra K05 reads the same grants)
      id: 'I24',
      name: 'Access granted to everyone (a public principal)',
      primitive: 'EXFILTRATION',
      score: 8,
      keywords: ['allusers', 'allauthenticatedusers', 'principal', 'system:anonymous', 'system:unauthenticated'],
      detect: (ctx) => {
        if (ctx.info || ctx.revoking) return undefined;
        const head = ctx.lower.slice(0, 4000);
        if (!PUBLIC_PRINCIPAL.test(head) || PUBLIC_REMOVED.test(head)) return undefined;
        // a statement that denies everyone guards; only a principal some statement allows is a grant
        const who = publicAllowed(head);
        if (who === '') return undefined;
        // invoking a service published on purpose (a public web endpoint) is what such a grant is for: a person confirms it
        const invoker = INVOKER_ROLE.test(head);
        return { detail: `${who}${invoker ? ' (invoker role)' : ''}`, score: invoker ? 5 : 8 };
      },
      examples: {
        flag: ['gcloud projects add-iam-policy-binding saltmine-telemetry --member=allUsers --role=roles/storage.objectViewer', 'gsutil iam ch allAuthenticatedUsers:objectViewer gs://acme-hr-exports',
          'aws s3api put-bucket-policy --bucket acme-exports --policy \'{"Statement":[{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Resource":"arn:aws:s3:::acme-exports/*"}]}\'',
          'kubectl create clusterrolebinding anon-view --clusterrole=view --group=system:anonymous',
          'aws s3api put-bucket-policy --bucket hr-exports --policy \'{"Statement":[{"Effect":"Deny","Principal":"*","Action":"s3:*","Condition":{"Bool":{"aws:SecureTransport":"false"}}},{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Resource":"arn:aws:s3:::hr-exports/*"}]}\'',
          '{"Statement":[{"Principal":{"AWS":"*"},"Effect":"Allow","Action":"s3:GetObject"},{"Effect":"Deny","Principal":"*","Action":"s3:DeleteObject"}]}'],
        pass: ['gcloud projects remove-iam-policy-binding saltmine-telemetry --member=allUsers --role=roles/storage.objectViewer', 'gsutil iam ch -d allUsers gs://acme-exports',
          'gcloud projects add-iam-policy-binding saltmine-telemetry --member=user:ops@saltmine.de --role=roles/storage.objectViewer',
          '{"Statement":[{"Effect":"Deny","Principal":"*","Action":"s3:*","Condition":{"Bool":{"aws:SecureTransport":"false"}}}]}', 'List the buckets whose policy grants allUsers access',
          '{"Statement":[{"Effect":"Deny","Principal":"*","Action":"s3:*","Condition":{"Bool":{"aws:SecureTransport":"false"}}},{"Effect":"Allow","Principal":{"AWS":"arn:aws:iam::111122223333:role/reader"},"Action":"s3:GetObject"}]}'],
      },
    },
  ]),
  auxPatterns: [READING_PARTY, CERT_FROM_MESSAGE, EXPIRY_CLAIMED, PROVIDER_FETCHED, OTHERS_SECRET, ...LIFETIME_PATTERNS, ...TIGHTEN_PATTERNS, PASSWORD_POLICY, NOT_A_PASSWORD, ACCOUNT_DELETED, DATA_LET_GO, PUBLIC_PRINCIPAL, PUBLIC_PRINCIPAL_ALL, PUBLIC_REMOVED, STATEMENT_EFFECT, INVOKER_ROLE, SPACE_RUN, STATE_SET, EXEMPT_ALL, NO_EXEMPTION, CERT_SUPPLIED, CERT_ELSEWHERE, VERIFIED_PUBLISHER, BROAD_GRAPH, ACTING_GRAPH, DELEGATED, APP_PERMISSIONS, CERT_RENEWAL, CERT_NAMED, NEW_PROVIDER, HOST_NAMED, OLD_EXPIRES, TOWARD_ENFORCE, REFUSAL, NAMED_PATH_GLOB, BARE_GLOB, READ_ONLY_CAPS, WRITE_CAPS, INFO_HEAD_FOREIGN, WRITE_TASK, NOTHING_DONE, REPORT_QUOTE, ...AUTH_ACT_PATTERNS, ...AUTH_ROAST_PATTERNS, EXEMPTION, EMAIL_NOUN, UNCHECKED_REQUEST, OFFBOARDING, UNKNOWN_KEY, EVERY_HOST, ON_BEHALF, RECORD_ACT, SERVICE_ACCOUNT, TOKEN_STORE, 
    INFO_HEAD, ACT_AFTER, REVOKE_HEAD, NEW_POLICY, REREG_OFF, APPEND_KEY, ACTION_SEP, ACTION_SPLIT, LEET_CHARS, HAS_LETTER, LATIN_MARKED, POLISH_L, COMBINING, SPLIT_LETTERS, LETTER_SEPS, SPLIT_HINT,
    ...PHRASES.map(([re]) => re), KEYPHRASE_SRC, KEY_SPACE, KEY_PLURAL, SCOPE_SPLIT, MY_ACCOUNT, PERSONAL_DOMAINS, EXTERNAL_WORD, PRIVILEGED_TARGET, SELF_WORD, OTHER_WORD,
    /\b(?:my|own) (?:user|account)\b/g, /[\s,;"[\]{}]+/, /^(?:never|none|no|0|-1|null|false|unlimited)$/i, /^(?:false|off|disabled?|none|no|0|bypass)$/i,
    /\b(?:disable|remove|turn|set|update|change|reset)\b/, ALL_USERS, QUOTES, MFA_WORD, /^(?:false|off|disabled?|none|no|0|bypass|optional)$/i,
    /\b(?:revoke|remove|demote|downgrade|list|view|show|check|audit|review)\b/, TURN_ON, OWN_NEXT_LOGIN, VAULT, NUMBER_WORD, EXPORT_VERB, REPORT_ONLY, MAIL_OBJ, FORWARD_RULE, FORWARD_PERSIST, ALERT_ONLY, ADDRESS, MAIL_HIDE, MONEY_FILTER, DELEGATE, CRED_TOOL, CRED_STORE, DUMP_VERB, DEFENSIVE, ROOT_USER, /\b(?:access[\s-]?key|api ?key|keys?)\b/,
    /\b(?:[0-6]|unlimited|zero|none|off|disable\w{0,2}|no|minimum of [1-6]|999+|1000+)\b/, /\b(?:write|read-write|push)\b/,
    /\b(?:unverified|unknown|untrusted|full access|all repositories|all repos|read and write all|mail\.readwrite|admin)\b/,
    /\bassume[\s-]?role\b|\bsts:assumerole\b/, /\b(?:admin\w{0,12}|organizationaccountaccessrole|poweruser\w{0,8}|owner|root|break[\s-]?glass)\b/,
    /\b(?:password|credentials?|api key|token) (?:to|with|in)\b/, /password reset (?:link|email)/g, /\b(?:never|don't|do not|without) (?:share|send|post|email)\b/,
    /\b(?:code|codes|password|credentials?)\b/, /\b(?:verification|csrf|pagination|page|next|refresh my)\b|\btokens? (?:usage|count|counts|limit|limits|budget|stats|price|pricing|cost|costs|per)\b/, /\bcookies?\b|\bjwt\b|\bbearer\b/,
    /\b(?:stol[ea]n|steal\w{0,3}|captur\w{1,3}|intercept\w{0,3}|sniff\w{0,3}|harvest\w{0,3}|hijack\w{0,3}|replay\w{0,3}|lift\w{0,3}|grabb?\w{0,3}|exfiltrat\w{0,3}|leaked|victim'?s?|clon\w{1,3})\b/,
    /\b(?:[a-z]{2,20}'s|another user'?s?|other user'?s?|someone else'?s?|their|his|her|the admin'?s?)\b/, /\b(?:my|own)\b/, /^(?:disabl|remov|delet|deactivat)/, /^(?:add|replac|trust|swap|upload|point|register|creat|switch)/,
    /\b(?:write|edit|editor|maintain|push|admin|owner|full|manage|contributor|modify)\b/, /\b(?:login|sign-in|mfa|recovery|primary|verified)\b/,
    ...WORD_PATTERNS, ...COMMON_PATTERNS,
  ],
};
export default apiAuthAnalyzer;
