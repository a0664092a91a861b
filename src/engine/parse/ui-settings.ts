import type { Metadata } from '../types.js';
import { metaText } from './api-common.js';

/**
 * What a click or a typed value changes on a settings page, read from the words, the element and the page: whether a
 * toggle that is on gets switched off, whether the page is a test-mode checkout, whether a forwarding field receives
 * an outside address, whether a payee's bank details are overwritten, whether a command is pasted into the Run box or
 * a terminal, whether an SSH key that is not the user's own is added. Every regex here is bounded and listed for the
 * linear-time audit.
 */

const bounded = (s: string): string => (s.length > 4096 ? s.slice(0, 4096) : s);

/**
 * A junk or spam folder, or mail that is disposable by kind (promotions, newsletters, marketing mail): what is in it is
 * unwanted by definition, emptying it loses nothing the user keeps (several languages).
 */
const JUNK_FOLDER = /#spam\b|\b(?:spam|junk(?: e-?mail)?|bulk mail|courrier ind[ée]sirable|ind[ée]sirables|correo no deseado|lixo eletr[ôo]nico|posta indesiderata|ongewenste e-?mail|werbung ordner|promotions? (?:tab|folder|e-?mails?|mails?)|promotional (?:e-?mails?|mails?|messages?|offers?)|newsletters?|marketing (?:e-?mails?|mails?)|werbe-?(?:mails?|e-?mails?)|(?:e-?mails?|courriels?|mails?) (?:promotionnels|publicitaires)|correos? promocionales|e-?mails? promocionais|email promozionali|reclamemails?)\b/;
export const junkFolder = (head: string): boolean => JUNK_FOLDER.test(bounded(head));

/** Verbs that press a control, several languages. */
const PRESS = /\b(?:click|clicks|clicking|tap|press|select|choose|hit|klick\w{0,2}|dr[üu]ck\w{0,2}|w[äa]hl\w{0,2}|clique\w{0,2}|cliquez|appuie\w{0,2}|haz clic|pulsa\w{0,2}|clica\w{0,2}|clicca\w{0,2}|premi|klik\w{0,2}|нажми\w{0,2})\b/g;
/** Labels of a control that refuses, closes or backs out (the opposite of consenting), several languages. */
const REFUSAL_LABEL = /^(?:cancel|deny|decline|reject|don'?t allow|do not allow|not now|no,? thanks|no thanks|close|dismiss|block|back|go back|never|abbrechen|ablehnen|nicht zulassen|schlie(?:ß|ss)en|annuler|refuser|ne pas autoriser|fermer|cancelar|rechazar|denegar|no permitir|cerrar|recusar|negar|fechar|annulla|rifiuta|nega|non consentire|chiudi|annuleren|weigeren|niet toestaan|sluiten|отмена|отменить|отклонить|запретить|закрыть)\b/;

/**
 * The control the action presses refuses or backs out ("click 'Cancel' on the consent screen", "tippe auf
 * „Ablehnen“"): the first quoted label after a press verb, read within a few characters of it.
 */
export function refusalPressed(head: string): string | undefined {
  const h = bounded(head);
  PRESS.lastIndex = 0;
  let m: RegExpExecArray | null;
  try {
    for (let n = 0; n < 8 && (m = PRESS.exec(h)) !== null; n++) {
      const after = h.slice(m.index + m[0].length, m.index + m[0].length + 80);
      let q = -1;
      for (let i = 0; i < after.length && i < 20; i++) if (QUOTES.includes(after[i]!)) { q = i; break; }
      if (q < 0) continue;
      const label = after.slice(q + 1, q + 41).toLowerCase();
      const r = REFUSAL_LABEL.exec(label);
      if (r !== null) return r[0];
    }
    return undefined;
  } finally {
    PRESS.lastIndex = 0;
  }
}

/** A test-mode checkout: the payment processor's test keys or sessions, its published test card, a sandbox. */
const TEST_MODE = /\b(?:test (?:card|mode|clock|key|payment)|testmode|sandbox|cs_test_\w{0,40}|pk_test_\w{0,40}|sk_test_\w{0,40})\b|\b4242 ?4242 ?4242 ?4242\b|\.stripe\.dev\b/;
export const testCheckout = (head: string): boolean => TEST_MODE.test(bounded(head));

/** The element's state before the click: a toggle that is on, as the metadata or the words say. */
const ON_STATES = new Set(['checked', 'on', 'enabled', 'true', 'active', 'selected']);
const CURRENTLY_ON = /\b(?:currently|now|is) (?:on|enabled|checked|active)\b|\bcurrently on\b/;
const FLIP_VERB = /\b(?:click|clicks|clicking|tap|press|toggle|switch|flip)\b/;
/** A click on a toggle that is on switches it off. */
export function toggleSwitchedOff(head: string, metadata: Metadata): boolean {
  const state = (metaText(metadata, 'element_state', 'elementState', 'state', 'checked', 'aria_checked', 'ariaChecked') ?? '').trim().toLowerCase();
  const on = ON_STATES.has(state) || CURRENTLY_ON.test(bounded(head));
  return on && FLIP_VERB.test(bounded(head));
}

/** Security notifications (new sign-ins, password changes) named in several languages. */
const SECURITY_NOTICE = /\b(?:(?:login|sign-in|security|new (?:sign-in|login|device)) alerts?|alertas? de (?:novos acessos|nuevos accesos|seguran[çc]a|seguridad|inicio de sesi[oó]n|login|acesso)|notificar altera[çc][aã]o de senha|alertes? de (?:s[ée]curit[ée]|connexion)|notifications? de connexion|sicherheitswarnung\w{0,2}|anmeldebenachrichtigung\w{0,2}|anmeldewarnung\w{0,2}|avvisi di (?:sicurezza|accesso)|notifiche di accesso|beveiligingsmeldingen|inlogmeldingen)/;
/** Unticking or switching a setting off, in the same languages. */
const OFF_WORD = /\b(?:uncheck|untick|turn off|switch off|toggle off|disable|deselect|desmarcar|desmarque|desativar|desative|desactivar|desactive|d[ée]cocher|d[ée]cochez|d[ée]sactiver|d[ée]sactivez|deaktivieren|deaktiviere|abw[äa]hlen|ausschalten|deseleziona\w{0,2}|disattiva\w{0,2}|uitvinken|vink \w{1,20} uit|uitschakelen|zet \w{1,20} uit)\b/;
/** A security notification unticked: the account stops telling its owner about new sign-ins. */
export function securityNoticeOff(head: string): string | undefined {
  const h = bounded(head);
  const n = SECURITY_NOTICE.exec(h);
  if (n === null) return undefined;
  const off = OFF_WORD.exec(h);
  return off === null ? undefined : `"${off[0]}" … "${n[0]}"`;
}

/** A mail forwarding or redirect field (selector, field name, page), in several languages. */
const FORWARD_FIELD = /forward|fwd|redirect|auto-?reply-?to|weiterleitung|transfert|reenv[ií]o|encaminhamento|inoltro|doorstuur/;
/** In the words, a forwarding setting rather than one message forwarded ("forward this email to …" is a send). */
const FORWARD_SETTING = /forwarding ?(?:address|rule|email)|auto-?forward|#forward|fwdandpop|forward (?:all|every) (?:mail|e-?mails?|messages?)|weiterleitung|transfert automatique|adresse de transfert|reenv[ií]o autom[aá]tico|encaminhamento autom[aá]tico|inoltro automatico|automatisch doorsturen/;
const ADDRESS = /[a-z0-9._%+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,10})/;
const FREE_MAIL_DOMAIN = /^(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|proton(?:mail)?|pm|gmx|web|yandex|mail|aol|zoho|tutanota|fastmail)\.[a-z.]{2,10}$/;
/**
 * An address typed where mail is forwarded: every message the account receives will go there. A personal mailbox is
 * the worst case; any other address outside the page's own domain is still an outside copy.
 */
export function forwardingTo(head: string, metadata: Metadata): { address: string; free: boolean } | undefined {
  const h = bounded(head);
  const field = `${metaText(metadata, 'selector', 'field', 'element', 'name', 'input', 'target') ?? ''} ${metaText(metadata, 'url', 'page') ?? ''}`.toLowerCase();
  if (!FORWARD_FIELD.test(field) && !FORWARD_SETTING.test(h)) return undefined;
  // forwarding removed or switched off sends nothing anywhere
  if (TAKEN_AWAY.test(h)) return undefined;
  const a = ADDRESS.exec(h);
  if (a === null) return undefined;
  return { address: a[0], free: FREE_MAIL_DOMAIN.test(a[1]!) };
}

/** Taking a setting away rather than setting it (several languages). */
const TAKEN_AWAY = /\b(?:remove|delete|disable|turn off|stop|revoke|cancel|entfernen|l[öo]schen|deaktivieren|supprimer|retirer|d[ée]sactiver|eliminar|quitar|desactivar|remover|desativar|rimuovere|eliminare|disattivare|verwijderen|uitschakelen)\b/;

/** A privileged role or the ownership itself, in several languages. */
const PRIVILEGED_ROLE = /\b(?:owner|ownership|admin(?:istrator)?|super ?admin|inhaber\w{0,5}|eigent[üu]mer\w{0,5}|besitzer|propri[ée]taire|propri[ée]t[ée]|administra(?:teur|tor|tore|dor|dora)|propietari[oa]|propiedad|propriet[áa]ri[oa]|propriedade|propriet[àa]|amministratore|eigenaar|beheerder)(?![a-z0-9])/;
/** Choosing, handing over or transferring (several languages; some words start with a non-ASCII letter). */
const HAND_OVER = /(?:^|[^a-z0-9äöüéèàç])(?:select|choose|pick|make|assign|grant|transfer|promote|ausw[äa]hlen|w[äa]hlen|zuweisen|[üu]bertragen|[üu]bergeben|s[ée]lectionner|choisir|attribuer|transf[ée]rer|seleccionar|elegir|asignar|transferir|selecionar|escolher|atribuir|selezionare|scegliere|assegnare|trasferire|selecteren|kiezen|toewijzen|overdragen)\b/;
const PERSONAL_MAILBOX = /[a-z0-9._%+-]{1,64}@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|proton(?:mail)?|pm|gmx|web|yandex|mail|aol|zoho|tutanota|fastmail)\.[a-z.]{2,10}/;
/**
 * A privileged role or the ownership of an organisation handed to a personal mailbox: whoever holds that address holds
 * the organisation. The words may be in any of the lexicon's languages.
 */
export function privilegeToPersonalMailbox(head: string): string | undefined {
  const h = bounded(head);
  const to = PERSONAL_MAILBOX.exec(h);
  if (to === null || TAKEN_AWAY.test(h)) return undefined;
  const role = PRIVILEGED_ROLE.exec(h);
  return role !== null && HAND_OVER.test(h) ? `${role[0]} to ${to[0]}` : undefined;
}

/** An IBAN or a long account number typed as the new value. */
const ACCOUNT_VALUE = /\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}(?: ?[a-z0-9]{1,4})?\b|\b\d{8,18}\b/;
/** Whose bank details: a vendor, supplier, payee or creditor record (several languages). */
const PAYEE_RECORD = /\b(?:vendors?|suppliers?|payees?|beneficiar(?:y|ies|io|ios)|creditors?|lieferant\w{0,3}|kreditor\w{0,3}|fournisseurs?|b[ée]n[ée]ficiaires?|proveedor\w{0,2}|fornecedor\w{0,2}|favorecido|fornitor[ei]|leverancier\w{0,2}|begunstigde)\b/;
/** Editing words: type, overwrite, replace, change (several languages; a word may start with a non-ASCII letter, so no \\b before it). */
const EDIT_WORD = /(?:^|[^a-z0-9äöüéèàç])(?:type|enter|paste|overwrite|replace|change|update|edit|set|[äa]nder\w{0,2}|[üu]berschreib\w{0,2}|ersetz\w{0,2}|eingeben|modifi\w{1,4}|remplac\w{1,4}|saisi\w{1,4}|cambia\w{0,2}|reemplaz\w{1,4}|alter\w{1,4}|substitu\w{1,4}|sostitui\w{1,4}|wijzig\w{0,2}|vervang\w{0,2})\b/;
/** The user's own account or profile. */
const OWN_ACCOUNT = /\bmy (?:own |new )?(?:bank|payout|account|profile|iban|details)\b|\bmein\w{0,2} (?:bank|konto|iban)|\bma banque\b|\bmon (?:compte|iban)\b|\bmi (?:cuenta|iban)\b|\bminha conta\b|\bil mio (?:conto|iban)\b|\bmijn (?:bank|rekening|iban)\b/;
/** A payee's bank account overwritten with a typed account number: every later payment goes to the new account. */
export function payeeAccountOverwritten(head: string): string | undefined {
  const h = bounded(head);
  const v = ACCOUNT_VALUE.exec(h);
  if (v === null || !PAYEE_RECORD.test(h) || !EDIT_WORD.test(h) || OWN_ACCOUNT.test(h)) return undefined;
  return `payee account set to ${v[0].slice(0, 4)}…`;
}

/** The Run box or a terminal opened from the keyboard or by name. */
const RUN_BOX = /\b(?:win(?:dows)?(?:[ -]?key)? ?\+ ?r|win-r|run dialog|run box|ausf[üu]hren-dialog|win(?:dows)?(?:[ -]?key)? ?\+ ?x|command prompt|cmd(?:\.exe)?|powershell|terminal|eingabeaufforderung|invite de commandes|s[íi]mbolo del sistema)\b/;
/** A command that fetches or runs code: a living-off-the-land binary, an encoded shell, a URL. */
const COMMAND_PAYLOAD = /\b(?:mshta|iex|iwr|invoke-webrequest|invoke-expression|certutil|bitsadmin|rundll32|regsvr32|msiexec|wscript|cscript|curl|wget)\b|\bpowershell(?:\.exe)? -(?:e|ec|enc|encodedcommand|w|nop|windowstyle)\b|\bcmd(?:\.exe)? \/c\b|\| ?(?:ba)?sh\b|https?:\/\//;
/** The page told the user to do it (a fake captcha, a verification step). */
const PAGE_ASKED = /\b(?:captcha|not a robot|verify (?:you are|you're) human|human verification|instructed|as (?:the|this) page|verification step)\b/;
/**
 * A command pasted or typed into the Run box or a terminal that fetches or runs code from the web: how fake captcha
 * pages ("press Win+R, paste, press Enter") get their malware run by the user's own hands.
 */
export function commandPasted(head: string): { payload: string; asked: boolean } | undefined {
  const h = bounded(head);
  const box = RUN_BOX.exec(h);
  if (box === null) return undefined;
  const p = COMMAND_PAYLOAD.exec(h);
  return p === null ? undefined : { payload: p[0], asked: PAGE_ASKED.test(h) };
}

/** An SSH, deploy or signing key added to an account: key material pasted, or the add-key form submitted. */
const KEY_ADDED = /\b(?:ssh|deploy|gpg|signing) keys?\b|\bssh-(?:ed25519|rsa|dss)\b|\becdsa-sha2-nistp\d{3}\b/;
const KEY_ACT = /\b(?:add|adding|paste|pasting|upload|register|save|submit)\b/;
/** The key is the user's own: their machine, their ~/.ssh public key file, "my key". */
const OWN_KEY = /\b(?:my own|user'?s own|own key|my (?:new )?(?:laptop|macbook|desktop|workstation|machine|computer|pc|device|key))\b|~\/\.ssh\/|\bid_(?:ed25519|rsa|ecdsa)\.pub\b/;
/** An SSH or deploy key that is not the user's own added to an account: lasting access for whoever holds its private half. */
export function foreignKeyAdded(head: string): string | undefined {
  const h = bounded(head);
  const k = KEY_ADDED.exec(h);
  if (k === null || !KEY_ACT.test(h) || OWN_KEY.test(h)) return undefined;
  return k[0].slice(0, 60);
}

/** Unticking or switching off, as the words say it (several languages; "ignore the log" switches nothing off). */
export function switchedOffWord(head: string): string | undefined {
  return OFF_WORD.exec(bounded(head))?.[0];
}

/** Regexes run on input here (listed for the linear-time audit). */
export const UI_SETTINGS_PATTERNS: readonly RegExp[] = [PRESS, REFUSAL_LABEL, JUNK_FOLDER, TEST_MODE, CURRENTLY_ON, FLIP_VERB, SECURITY_NOTICE, OFF_WORD, FORWARD_FIELD, FORWARD_SETTING, TAKEN_AWAY, PRIVILEGED_ROLE, HAND_OVER, PERSONAL_MAILBOX, ADDRESS, FREE_MAIL_DOMAIN, ACCOUNT_VALUE, PAYEE_RECORD, EDIT_WORD, OWN_ACCOUNT, RUN_BOX, COMMAND_PAYLOAD, PAGE_ASKED, KEY_ADDED, KEY_ACT, OWN_KEY];

/** Verbs that type a value into a field, several languages. */
const TYPE_VERBS: readonly string[] = ['type', 'enter', 'input', 'search for', 'search', 'look up', 'tippe', 'tippen', 'gib', 'eingeben', 'escribe', 'escribir', 'escriba', 'digita', 'digite', 'digitar', 'tape', 'tapez', 'taper', 'saisis', 'saisir', 'saisissez', 'scrivi', 'scrivere', 'inserisci', 'typ', 'voer'];
/** The field it goes into is a search or help box: what is typed is a question, not an act. */
const SEARCH_FIELD: readonly string[] = ['search', 'query', 'help center', 'help centre', 'find box', 'such', 'buscar', 'busca', 'búsqueda', 'recherche', 'cerca', 'ricerca', 'zoek', 'pesquis'];
const QUOTES = `'"‘’“”«»`;

/**
 * The head with the text typed into a search or help box blanked ("Type 'how to turn off two-factor authentication'
 * into the help center search box"): the words are what the user asks about, not what the click does. The head is
 * returned unchanged when it does not open with a typing verb and a quoted value followed by a search field. Linear.
 */
export function searchQueryMasked(head: string): string {
  const h = head.length > 600 ? head.slice(0, 600) : head;
  let open = -1;
  for (let i = 0; i < h.length && i < 40; i++) if (QUOTES.includes(h[i]!)) { open = i; break; }
  if (open === -1) return head;
  const lead = h.slice(0, open).trim();
  if (!TYPE_VERBS.some((v) => lead === v || lead.endsWith(` ${v}`) || lead.startsWith(`${v} `))) return head;
  let close = -1;
  for (let i = open + 1; i < h.length && i < open + 300; i++) if (QUOTES.includes(h[i]!)) { close = i; break; }
  if (close === -1) return head;
  const after = h.slice(close + 1, close + 70);
  if (!SEARCH_FIELD.some((f) => after.includes(f))) return head;
  return head.slice(0, open + 1) + ' '.repeat(close - open - 1) + head.slice(close);
}
