/**
 * What a message's words carry by their shape rather than by what they name: a password written beside the word that
 * introduces it ("PW: Herbst2024!", "login admin/Wonderware2019", "pass=K1runa!2024"), a link into the organisation's own
 * network (a file on an `.internal` or private host), and a confidentiality marking ("VERTRAULICH:", "confidential").
 * A relay or a translator that receives such words receives the secret, the internal file or the marked text itself.
 * Splits, set lookups and bounded scans only: linear in the (bounded) text.
 */
import { hostReach } from '../frames/effects.js';

/** Words that introduce a password or a login (several languages). */
const CREDENTIAL_CUES: ReadonlySet<string> = new Set(['password', 'passwort', 'passwd', 'pw', 'pwd', 'pass', 'passcode', 'kennwort', 'login', 'logon', 'creds', 'credentials', 'credential',
  'contraseña', 'contrasena', 'senha', 'mdp', 'wachtwoord', 'haslo', 'hasło', 'parola', 'lösenord', 'losenord', 'salasana', 'vpn', 'zugangsdaten', 'anmeldedaten']);
/** What separates the words of a credential line ("user=gsadmin pass=K1runa!2024", "admin/Wonderware2019"). */
const CRED_SPLIT = /[\s=:,;/|+()"'<>]+/;

/**
 * A password as people make one, strictly: 6 to 64 characters, two letters or more with a lower-case one among them, a
 * digit or a symbol, and either a capital or a symbol ("Winter2024!", "Tr33Saw!", "Wonderware2019"); a ticket id
 * ("INC-2291"), a word in capitals ("HUNTER2!") or a plain word is not.
 */
export function strictPassword(v: string): boolean {
  if (v.length < 6 || v.length > 64) return false;
  let letters = 0, upper = false, lower = false, digit = false, symbol = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if (c >= 65 && c <= 90) { upper = true; letters++; } else if (c >= 97 && c <= 122) { lower = true; letters++; } else if (c > 32 && c < 127) symbol = true;
    else return false;
  }
  return letters >= 2 && lower && (digit || symbol) && ((upper && lower) || symbol);
}

/** A password written within three words after a word that introduces it; the cue word, or ''. */
export function credentialWritten(text: string): string {
  const words = text.slice(0, 600).split(CRED_SPLIT, 120);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    if (!CREDENTIAL_CUES.has(w)) continue;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) if (strictPassword(words[j]!)) return w;
  }
  return '';
}

/** A link to a host of the organisation's own network (a private name or address) in the text: the link, or ''. */
export function internalLink(text: string): string {
  const s = text.length > 1200 ? text.slice(0, 1200) : text;
  for (let at = s.indexOf('://'), n = 0; at !== -1 && n < 6; at = s.indexOf('://', at + 3), n++) {
    let end = at + 3;
    while (end < s.length && end - at < 260 && !' \t\n"\'<>'.includes(s[end]!)) end++;
    const link = s.slice(at + 3, end);
    let h = link.length;
    for (const c of ['/', '?', '#']) { const k = link.indexOf(c); if (k !== -1 && k < h) h = k; }
    let host = link.slice(0, h);
    const cred = host.lastIndexOf('@');
    if (cred !== -1) host = host.slice(cred + 1);
    const port = host.indexOf(':');
    if (port !== -1) host = host.slice(0, port);
    if (host !== '' && hostReach(host) === 'dest:internal') return link;
  }
  return '';
}

/** Markings that say a text is not for outsiders (several languages). */
const CONFIDENTIAL_MARKS: readonly string[] = ['confidential', 'vertraulich', 'confidentiel', 'confidencial', 'riservato', 'vertrouwelijk', 'poufne', 'internal only', 'nur intern',
  'streng geheim', 'strictly private', 'do not forward', 'nicht weitergeben', 'ne pas diffuser', 'no difundir'];
/** The confidentiality marking the text carries, or ''. */
export function confidentialMark(lower: string): string {
  const s = lower.length > 600 ? lower.slice(0, 600) : lower;
  return CONFIDENTIAL_MARKS.find((m) => s.includes(m)) ?? '';
}

/** Words that introduce a person's identifier or birth date (several languages). */
const IDENTITY_CUES: ReadonlySet<string> = new Set(['dob', 'born', 'birth', 'geb.', 'geb', 'geboren', 'né', 'née', 'nacido', 'nacida', 'nato', 'nata', 'nascido', 'nascida',
  'passport', 'passeport', 'reisepass', 'pasaporte', 'passaporto', 'paszport', 'pesel', 'ssn', 'bsn', 'cpf', 'nhs', 'personalausweis', 'ausweis', 'dni', 'nif', 'steuer-id']);
const ID_SPLIT = /[\s,;:=()"']+/;
/** A birth date or an identity number written within three words after a word that introduces it: the cue, or ''. */
export function identityWritten(text: string): string {
  const words = text.slice(0, 600).split(ID_SPLIT, 120);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    if (!IDENTITY_CUES.has(w)) continue;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const t = words[j]!;
      let digits = 0;
      for (let k = 0; k < t.length; k++) { const c = t.charCodeAt(k); if (c >= 48 && c <= 57) digits++; }
      // a date (12.04.1989, 1989-04-12) or a number of five digits or more (N8812233, 85031412345)
      if (digits >= 5 && t.length <= 20) return w;
    }
  }
  return '';
}

/** Forms of address written before a person's name (several languages). */
const HONORIFICS: ReadonlySet<string> = new Set(['herr', 'herrn', 'frau', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'mme', 'mme.', 'mlle', 'monsieur', 'madame', 'sr.', 'sra.', 'señor', 'señora', 'sig.', 'sig.ra',
  'signor', 'signora', 'dhr.', 'mevr.', 'mevrouw', 'meneer', 'pan', 'pani', 'dr.', 'dr']);
/**
 * Records about one employee or patient, by the words that name them (several languages): pay, the contract, a warning
 * or dismissal, sick leave, a diagnosis, an appraisal. Beside a named person, the text is that person's record.
 */
const PERSON_RECORDS: readonly string[] = ['salary', 'gross pay', 'net pay', 'wage', 'employment contract', 'disciplinary', 'written warning', 'dismissal', 'sick leave', 'sick note', 'diagnosis', 'performance review', 'appraisal',
  'gehalt', 'lohn', 'arbeitsvertrag', 'abmahnung', 'kündigung', 'kuendigung', 'krankmeldung', 'arbeitsunfähig', 'diagnose', 'befund', 'personalakte', 'leistungsbeurteilung',
  'salaire', 'contrat de travail', 'avertissement', 'licenciement', 'arrêt maladie', 'arret maladie', 'diagnostic', 'dossier du personnel',
  'salario', 'sueldo', 'nómina', 'nomina', 'contrato de trabajo', 'despido', 'amonestación', 'amonestacion', 'baja médica', 'baja medica', 'diagnóstico',
  'stipendio', 'busta paga', 'contratto di lavoro', 'licenziamento', 'richiamo disciplinare', 'malattia', 'diagnosi',
  'salaris', 'loonstrook', 'arbeidsovereenkomst', 'ontslag', 'waarschuwing', 'ziekmelding', 'wynagrodzenie', 'umowa o pracę', 'zwolnienie', 'diagnoza'];
/**
 * A named person's employment or health record written out: a form of address before a capitalised name, and a word of
 * such a record in the same text ("Arbeitsvertrag Herr Dariusz Wójcik, Bruttogehalt 4.850 €"). The record word, or ''.
 */
export function personRecordWritten(text: string): string {
  const head = text.slice(0, 600);
  const words = head.split(ID_SPLIT, 120);
  let named = false;
  for (let i = 0; i + 1 < words.length && !named; i++) {
    if (!HONORIFICS.has(words[i]!.toLowerCase())) continue;
    const c = words[i + 1]!.charCodeAt(0);
    named = (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde) || (c >= 0x100 && c <= 0x17f && (c & 1) === 0);
  }
  if (!named) return '';
  const lower = head.toLowerCase();
  return PERSON_RECORDS.find((w) => lower.includes(w)) ?? '';
}

export const CARRIED_PATTERNS: readonly RegExp[] = [CRED_SPLIT, ID_SPLIT];
