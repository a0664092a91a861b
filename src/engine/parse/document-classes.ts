/**
 * Documents a path names by what they hold, in several languages: pay and HR files, board and deal material,
 * identity papers, medical records. A file read is judged by the class of the document (a salary sheet is
 * sensitive whatever the folder is called) and by who asked for it and why (metadata: an outside requester, a
 * destination outside the company, a task that has nothing to do with the document). Matching is word-prefix
 * lookup on the accent-folded path with separators turned into spaces: linear, no regex on input.
 */
import { foldAccents } from '../frames/fold.js';
import { metaString } from '../normalize.js';
import { PhraseSet } from './phrase-set.js';
import type { Metadata } from '../types.js';

export type DocumentClass = 'pay and HR records' | 'board or deal material' | 'identity documents' | 'medical records' | 'password lists' | 'payment card data' | 'case files on people' | 'bank account lists'
  | 'lists of people';

/** Word prefixes per class; a trailing space makes a term match the whole word only. */
const CLASSES: ReadonlyArray<readonly [DocumentClass, readonly string[]]> = [
  ['pay and HR records', [
    'salar', 'payroll', 'payslip', 'paystub', 'pay stub', 'compensation', 'bonus plan', 'gehalt', 'gehaelter', 'gehalter', 'lohnabrechnung', 'lohnliste', 'nomina', 'fiche de paie',
    'fiches de paie', 'remuneration', 'holerite', 'folha de pagamento', 'stipendi', 'busta paga', 'buste paga', 'loonstrook', 'salaris', 'personalakte', 'personnel file', 'performance review',
    'disciplinary', 'expediente laboral', 'dossier du personnel', 'зарплат', '工资', '給与',
    // the same records in more languages (Nordic, Finnish, Polish, Czech, Turkish; French and Italian forms 'salar' misses)
    'salaire', 'bulletin de paie', 'bulletins de paie', 'bulletins de salaire', 'paie ', 'cedolin', 'recibo de sueldo', 'recibos de sueldo', 'sueldos', 'contracheque',
    'lohnjournal', 'lohnkonto', 'entgeltabrechnung', 'loonlijst', 'loonadministratie', 'lonespecifikation', 'lonelista', 'loneunderlag', 'lonebesked', 'lonnsslipp',
    'lonnsliste', 'lonnsoppgave', 'lonseddel', 'lonsedler', 'lonliste', 'palkkalaskelma', 'palkkatiedot', 'palkkalista', 'wynagrodz', 'lista plac', 'listy plac', 'pasek wyplaty',
    'paski wyplat', 'mzdy ', 'mzdove', 'vyplatni pask', 'bordro', 'maas listesi', 'maaslar', 'расчетные листы', 'расчетный лист',
  ]],
  ['board or deal material', [
    'vorstand', 'aufsichtsrat', 'vertraulich', 'board minutes', 'board deck', 'board meeting', 'board pack', 'm&a', 'merger', 'acquisition', 'ubernahme', 'uebernahme', 'term sheet',
    'termsheet', 'due diligence', 'cap table', 'captable', 'confidential ', 'strictly confidential', 'confidentiel', 'confidencial', 'riservat', 'vertrouwelijk', 'adquisicion',
    'rachat', 'acquisizion', 'fusao', 'conseil d administration', 'consejo de administracion', 'insider',
  ]],
  ['identity documents', [
    'passport', 'pasaporte', 'passeport', 'passaporto', 'reisepass', 'personalausweis', 'ausweis', 'id card', 'idcard', 'identity card', 'carte d identite', 'cni ', 'dni ',
    'identidad', 'identite', 'identidade', 'driver license', 'drivers license', 'driving licence', 'fuhrerschein', 'fuehrerschein', 'permis de conduire', 'licencia de conducir',
    'ssn ', 'social security', 'tax return', 'steuererklarung', 'declaracion de la renta', 'birth certificate', 'geburtsurkunde', 'acta de nacimiento', 'visa scan', 'residence permit',
    'aufenthaltstitel', 'паспорт', '护照', 'パスポート',
    // national id numbers and papers in more languages
    'pesel', 'dowod osobisty', 'dowody osobiste', 'paszport', 'kimlik', 'nufus cuzdan', 'pasaport', 'personnummer', 'fodselsnummer', 'henkilotunnus', 'paspoort', 'bsn ',
    'identiteitskaart', 'rijbewijs', 'codice fiscale', 'carta d identita', 'passaporte', 'cpf ', 'obcansky prukaz', 'cestovni pas', 'rodne cislo',
  ]],
  // a sheet or note that lists logins: the words name what it holds, whatever the folder ("plc_passwords.txt")
  ['password lists', [
    'passwords ', 'passworter ', 'passwoerter ', 'kennworter ', 'zugangsdaten', 'contrasenas ', 'mots de passe ', 'senhas ', 'credenciales ', 'credentials ', 'logins ',
    'wachtwoorden ', 'hasla ', 'пароли', '密码', 'パスワード',
  ]],
  // full card numbers: whoever holds the file can spend on every card in it
  ['payment card data', [
    'credit card', 'creditcard', 'credit cards', 'card numbers', 'cardholder', 'card holder data', 'pan data', 'tarjetas', 'tarjeta de credito', 'tarjetas de credito', 'tarjetas credito',
    'kreditkarte', 'kreditkarten', 'carte bancaire', 'cartes bancaires', 'cartes de credit', 'carte di credito', 'carta di credito', 'cartoes de credito', 'cartao de credito', 'creditcards',
    'кредитн', '信用卡', 'クレジットカード',
  ]],
  // what a social worker, a safeguarding lead or an investigator keeps on a person: statements, case files, reports
  // of abuse or misconduct (the people in them are harmed if the file travels)
  ['case files on people', [
    'case file', 'case files', 'casefile', 'safeguarding', 'child protection', 'survivor ', 'survivors ', 'victim statement', 'victim statements', 'witness statement', 'witness statements',
    'whistleblow', 'grievance', 'fallakte', 'kinderschutz', 'zeugenaussage', 'dossier social', 'protection de l enfance', 'temoignage', 'expediente social', 'proteccion infantil',
    'declaracion de la victima', 'declaracion de testigo', 'protecao infantil', 'tutela minori', 'testimonianz', 'dossier jeugdzorg', 'getuigenverklaring',
  ]],
  // the accounts money is paid to (a supplier's or the staff's bank details): whoever edits or copies the list can
  // redirect payments or impersonate the payer to each payee
  ['bank account lists', [
    'bank details', 'bank account list', 'bank accounts ', 'iban list', 'ibans ', 'bankverbindung', 'bankverbindungen', 'kontoverbindung', 'bankdaten', 'coordonnees bancaires',
    'rib fournisseurs', 'datos bancarios', 'cuentas bancarias', 'dati bancari', 'coordinate bancarie', 'dados bancarios', 'contas bancarias', 'bankgegevens', 'rekeningnummers', 'dane bankowe',
  ]],
  ['medical records', [
    'medical record', 'patient', 'diagnos', 'lab result', 'befund', 'arztbrief', 'krankenakte', 'historia clinica', 'prontuario', 'cartella clinica', 'dossier medical', 'health record',
    // medical files and sick notes as an HR drive names them
    'dossiers medicaux', 'arret maladie', 'arrets maladie', 'arret de travail', 'krankmeldung', 'arbeitsunfahigkeit', 'arbeitsunfaehigkeit', 'baja medica', 'bajas medicas', 'atestado medico',
    'certificato medico', 'certificati medici', 'sick note', 'sick leave', 'ziekmelding', 'medische dossiers',
  ]],
];

/**
 * A list of people: a name that joins a group of people (customers, owners, members, staff, riders, donors … in the
 * lexicon's languages) with the whole set of them or their contact and location data ("owners_full_2024.csv",
 * "ciftci_iletisim_gps_koordinatlari.xlsx", "riders_gps_traces.parquet", "clientes_todos.xlsx"). Each word alone names
 * ordinary files (a members' newsletter, a full report); together they name everyone's personal records.
 */
const PEOPLE_WORDS = [
  'customers', 'clients', 'owners', 'members', 'patients', 'employees', 'staff', 'riders', 'drivers', 'passengers', 'guests', 'donors', 'subscribers', 'users', 'students', 'pupils',
  'tenants', 'residents', 'voters', 'applicants', 'candidates', 'volunteers', 'players', 'farmers', 'contacts', 'buyers', 'borrowers', 'holders', 'participants', 'attendees',
  'kunden', 'mitglieder', 'mitarbeiter', 'mitarbeitende', 'patienten', 'gaeste', 'gaste', 'spender', 'mieter', 'schueler', 'schuler', 'bewerber', 'fahrer', 'teilnehmer',
  'adherents', 'membres', 'salaries', 'employes', 'locataires', 'eleves', 'donateurs', 'benevoles', 'candidats', 'usagers', 'abonnes', 'participants',
  'clientes', 'socios', 'miembros', 'empleados', 'pacientes', 'huespedes', 'donantes', 'inquilinos', 'alumnos', 'candidatos', 'conductores', 'pasajeros', 'usuarios', 'abonados',
  'funcionarios', 'hospedes', 'doadores', 'alunos', 'associados', 'clienti', 'soci', 'dipendenti', 'pazienti', 'ospiti', 'donatori', 'inquilini', 'studenti', 'utenti', 'iscritti',
  'klanten', 'leden', 'medewerkers', 'gasten', 'donateurs', 'huurders', 'deelnemers', 'kunder', 'medlemmar', 'medlemmer', 'anstallda', 'ansatte', 'patienter', 'gaster',
  'klienci', 'klientow', 'czlonkowie', 'czlonkow', 'pracownicy', 'pracownikow', 'pacjenci', 'pacjentow', 'musteriler', 'musteri', 'uyeler', 'calisanlar', 'personel', 'hastalar',
  'bagiscilar', 'ciftci', 'ciftciler', 'asiakkaat', 'jasenet', 'tyontekijat', 'zakaznici', 'zamestnanci', 'clenove',
].map((w) => ` ${w} `);
/** The whole set of them, or what reaches or locates each of them. */
const SET_WORDS = [
  'all', 'full', 'complete', 'entire', 'everyone', 'alle', 'vollstaendig', 'vollstandig', 'komplett', 'gesamt', 'tous', 'toutes', 'complet', 'todos', 'todas', 'completo',
  'completa', 'tutti', 'tutte', 'allen', 'volledig', 'alla', 'samtliga', 'wszyscy', 'wszystkich', 'tum', 'tumu', 'kaikki',
  'contacts', 'contact', 'addresses', 'address', 'phone', 'phones', 'emails', 'email', 'gps', 'location', 'locations', 'coordinates', 'traces', 'whereabouts', 'pii',
  'kontakt', 'kontakte', 'kontaktdaten', 'adressen', 'adresse', 'telefon', 'standort', 'standorte', 'coordonnees', 'adresses', 'telephone', 'contactos', 'direcciones', 'telefonos',
  'ubicacion', 'ubicaciones', 'contatti', 'indirizzi', 'contatos', 'enderecos', 'iletisim', 'adres', 'adresler', 'koordinat', 'koordinatlari', 'kontakter', 'adresser', 'kontakty', 'adresy',
  'datos personales', 'donnees personnelles', 'personendaten', 'dati personali', 'dados pessoais', 'persoonsgegevens', 'personal data', 'kisisel veri',
].map((w) => ` ${w} `);
const PEOPLE = new PhraseSet(PEOPLE_WORDS);
const PEOPLE_SET = new PhraseSet(SET_WORDS);

/** Every class term behind a space (a word start), in one automaton; the class is looked up by the term found. */
const TERM_CLASS = new Map<string, DocumentClass>();
for (const [cls, terms] of CLASSES) for (const t of terms) if (!TERM_CLASS.has(` ${t}`)) TERM_CLASS.set(` ${t}`, cls);
const TERMS = new PhraseSet([...TERM_CLASS.keys()]);
/**
 * Terms of scripts written without spaces between words (Chinese, Japanese): a name runs them together with other
 * words ("员工身份证号码汇总", employee ID-card numbers, summary), so they are found anywhere in it, not at a word start.
 */
const UNSPACED: ReadonlyArray<readonly [DocumentClass, readonly string[]]> = [
  ['pay and HR records', ['工资', '薪资', '薪酬', '薪水', '人事档案', '給与', '給料', '人事評価']],
  ['identity documents', ['身份证', '身分證', '护照', '護照', '户口', '身分証', 'マイナンバー', 'パスポート', '運転免許']],
  ['password lists', ['密码', '密碼', 'パスワード']],
  ['payment card data', ['信用卡', '银行卡', 'クレジットカード']],
  ['medical records', ['病历', '病歷', '诊断', '診断書', 'カルテ', '健康診断', '診断結果', '健診', '体检', '體檢']],
  ['bank account lists', ['口座一覧', '口座情報', '振込先一覧', '银行账户', '银行账号', '收款账户', '銀行帳戶']],
];
const UNSPACED_CLASS = new Map<string, DocumentClass>();
for (const [cls, terms] of UNSPACED) for (const t of terms) UNSPACED_CLASS.set(t, cls);
const UNSPACED_TERMS = new PhraseSet([...UNSPACED_CLASS.keys()]);
/** Names of documents about a subject in those scripts (a guide, a template, a policy, instructions). */
const UNSPACED_ABOUT = new PhraseSet(['指南', '模板', '政策', '说明', '說明', '范本', '培训', 'ガイド', 'テンプレート', '手順', '規程', '研修']);

/** Extensions of documents, sheets, scans, mail and exports (code and configuration are not documents). */
const DOCUMENT_EXT = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'xlsm', 'csv', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'txt', 'jpg', 'jpeg', 'png', 'heic', 'tif', 'tiff', 'zip', '7z', 'msg', 'eml', 'pages', 'numbers', 'parquet']);

/** Names of documents about a subject rather than the record itself (a passport-renewal checklist, a salary-policy template). */
const ABOUT_WORDS = [
  // ('todo ' as a whole word: Spanish 'todos' is everyone's, the whole set, not a to-do list)
  'checklist', 'template', 'guide', 'policy', 'policies', 'howto', 'how to', 'instructions', 'faq', 'readme', 'notes', 'todo ', 'to do ', 'form ', 'blank', 'sample', 'example', 'training',
  'vorlage', 'leitfaden', 'richtlinie', 'anleitung', 'plantilla', 'modelo', 'modele', 'guia', 'consignes', 'liste de controle', 'lista de verificacion', 'modello', 'linee guida',
  'renouvellement', 'renewal', 'renovacion', 'verlangerung', 'rinnovo', 'application form', 'antrag', 'all hands', 'newsletter', 'agenda',
  // a blank or sample copy (German Muster/leer/Blanko, and the same in the other languages)
  'muster ', 'leer ', 'blanko', 'vordruck', 'beispiel', 'exemple', 'vierge', 'ejemplo', 'en blanco', 'esempio', 'in bianco', 'exemplo', 'em branco', 'voorbeeld', 'sjabloon', 'wzor ', 'szablon',
  'шаблон', 'инструкци', 'руководств', 'политик',
];

/**
 * Names of the released form of a record: published salary bands, a redacted or anonymised export. What was
 * sensitive has been taken out on purpose, so the name no longer names a secret.
 */
const RELEASED_WORDS = [
  'public ', 'published', 'redacted', 'anonymized', 'anonymised', 'anonymisiert', 'anonimizado', 'anonimizzato', 'anonymise', 'pseudonymi', 'oeffentlich', 'offentlich',
  'publico ', 'publique', 'pubblico', 'press release', 'pressemitteilung', 'aggregated',
];

const ABOUT = new PhraseSet([...ABOUT_WORDS, ...RELEASED_WORDS].map((w) => ` ${w}`));

const SEPARATORS = new Set(['/', '\\', '_', '-', '.', ' ', '(', ')', '[', ']', ',']);

/** The text holds a character of a script written without spaces (CJK ideographs, kana). */
function hasUnspacedScript(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff)) return true;
  }
  return false;
}

/** The class of document a path names, and the word that says so; null for anything else. */
/** A source tree's folders. */
const CODE_DIR_NAMES: ReadonlySet<string> = new Set(['src', 'lib', 'libs', 'components', 'app', 'apps', 'node_modules', 'packages', 'pkg', 'cmd', 'internal', 'test', 'tests', 'spec', 'vendor']);
/** Folders that hold files people put there (uploads, scans, a share): below them a folder holds documents, not code. */
const STORED_DIR_NAMES: ReadonlySet<string> = new Set(['storage', 'uploads', 'upload', 'data', 'files', 'scans', 'documents', 'docs', 'share', 'shares', 'media', 'attachments', 'archive', 'archives',
  'backup', 'backups', 'hr', 'legal', 'finance', 'records', 'clients', 'customers', 'private', 'public']);
const PATH_SEP = /[/\\]+/;
/**
 * A folder inside a source tree ("src/components/passport/", "app/components/passport/"): a code folder among its
 * parents with no folder of stored files between it and the folder read ("/var/www/app/storage/uploads/passports/" is
 * the application's uploaded identity papers; "/srv/internal/hr/id-cards/" a share).
 */
function inSourceTree(lowerPath: string): boolean {
  const parts = lowerPath.split(PATH_SEP, 64).filter((p) => p !== '' && p !== '*');
  let code = -1;
  for (let i = 0; i < parts.length - 1; i++) if (CODE_DIR_NAMES.has(parts[i]!)) code = i;
  if (code < 0) return false;
  for (let i = code + 1; i < parts.length; i++) if (STORED_DIR_NAMES.has(parts[i]!)) return false;
  return true;
}
/** Classes a whole folder is judged by. */
const FOLDER_CLASSES: ReadonlySet<DocumentClass> = new Set(['identity documents', 'password lists', 'payment card data']);

export function documentClass(lowerPath: string, isDir = false): { cls: DocumentClass; word: string } | null {
  const sep = Math.max(lowerPath.lastIndexOf('/'), lowerPath.lastIndexOf('\\'));
  const base = lowerPath.slice(sep + 1);
  const dot = base.lastIndexOf('.');
  // a whole folder ("…/Ausweiskopien/2024/", "…/passports/*"): every document in it, judged by the folders' names;
  // only identity papers, password lists and card data (a folder named "patient-portal" or "hr" may hold code)
  const folder = isDir || ((base === '' || base === '*') && sep > 0);
  if (!folder && (dot === -1 || !DOCUMENT_EXT.has(base.slice(dot + 1)))) return null;
  // a folder inside a source tree holds code named after what it handles ("src/components/passport/")
  if (folder && inSourceTree(lowerPath)) return null;
  let norm = ' ';
  const folded = foldAccents(lowerPath.length > 1024 ? lowerPath.slice(-1024) : lowerPath);
  for (const ch of folded) norm += SEPARATORS.has(ch) ? ' ' : ch;
  norm += ' ';
  let baseNorm = ' ';
  for (const ch of foldAccents(base)) baseNorm += SEPARATORS.has(ch) ? ' ' : ch;
  baseNorm += ' ';
  if (ABOUT.any(baseNorm) || (hasUnspacedScript(baseNorm) && UNSPACED_ABOUT.first(baseNorm) !== undefined)) return null;
  const t = TERMS.first(norm);
  const u = t === undefined && norm.length > 0 && hasUnspacedScript(norm) ? UNSPACED_TERMS.first(norm) : undefined;
  let found: { cls: DocumentClass; word: string } | null = t !== undefined ? { cls: TERM_CLASS.get(t)!, word: t.trim() } : u !== undefined ? { cls: UNSPACED_CLASS.get(u)!, word: u } : null;
  if (found === null && !folder) {
    // a list of people: the group and the whole set (or their contact data) in the file's own name
    const people = PEOPLE.first(baseNorm);
    if (people !== undefined && PEOPLE_SET.first(baseNorm) !== undefined) found = { cls: 'lists of people', word: people.trim() };
  }
  return found !== null && folder && !FOLDER_CLASSES.has(found.cls) ? null : found;
}

/**
 * Board, deal and pay papers in a person's own home folder are that person's working files (the CFO's draft
 * deck); the same names on a shared or HR drive are everyone's records. Identity, medical and password files
 * stay sensitive wherever they sit.
 */
export const ownWorkingFile = (cls: DocumentClass, inHome: boolean): boolean =>
  inHome && (cls === 'board or deal material' || cls === 'pay and HR records');

/** Who asked and why, from metadata: the words of the purpose, task, context and requester fields. */
const PURPOSE_FIELDS = ['purpose', 'task', 'context', 'reason', 'requested_by', 'requestedBy', 'requester', 'source', 'goal', 'intent', 'channel'];
/** Signs the file leaves the company or reaches someone outside it, or everyone in it (a company-wide chat channel). */
const OUTSIDE_MARKERS = ['external', 'outside', 'recruiter', 'email', 'e-mail', 'upload', 'share', 'send', 'post', 'web visitor', 'visitor', 'anonymous', 'unauthenticated', 'public', 'third party', 'third-party', 'vendor', 'personal', 'gmail', 'extern', 'externe', 'externo', 'esterno',
  '#general', '#random', '#all-', '#announcements', 'all-hands', 'everyone',
  // the same in scripts the purpose may be written in (external, third party, partner, send to)
  '外部', '第三方', '合作方', '发送给', '发给', '社外', '外部に', 'внешн', 'отправ', 'zewnętrz', 'wyślij'];

/**
 * Metadata of a path judged inside another action (a URL parameter, a string in SQL, a literal in code): the
 * read serves whoever wrote the outer value, so even routine system files (/etc/passwd) count there.
 */
export const NESTED_PATH_METADATA: Metadata = Object.freeze({ requested_by: 'another action' });

export function purposeOf(metadata: Metadata): string {
  let out = '';
  for (const f of PURPOSE_FIELDS) { const v = metaString(metadata, f); if (v !== undefined) out += ` ${v.toLowerCase()}`; }
  return out;
}

/** The outside marker the purpose names ('' when none). */
export const outsideMarker = (purpose: string): string => OUTSIDE_MARKERS.find((m) => purpose.includes(m)) ?? '';

/** A stated task that shares no word prefix with the document's class words: the file is not what the task needs. */
export function unrelatedTask(metadata: Metadata, doc: { word: string }): boolean {
  const task = (metaString(metadata, 'task') ?? metaString(metadata, 'goal') ?? '').toLowerCase();
  return task !== '' && !foldAccents(task).includes(doc.word.slice(0, 5));
}
