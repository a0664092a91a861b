import type { Lang, LexiconGroup, Terms } from './lexicon.js';

/**
 * Sensitive objects named by a class noun and a container: "employee roster", "patient export", "Kundendatenbank",
 * "fichier des salariés", "planilha de funcionários". The lexicon lists objects one by one; a list, export, dump or
 * backup of people, customers or money is sensitive whichever container word the writer picks, so these groups are made
 * from two tables per language, the class nouns (modifiers) and the containers (heads), in the language's word order:
 * English "modifier head", German and Dutch one compound word, the Romance languages "head connector
 * modifier". Endings come from the reader's inflection (inflection.ts): "customer lists", "Mitarbeiterlisten".
 */

interface ObjectClass {
  readonly tag: string;
  readonly modifiers: Partial<Record<Lang, readonly string[]>>;
  readonly examples: readonly string[];
}

/** Containers of records, per language. */
const HEADS: Partial<Record<Lang, readonly string[]>> = {
  en: ['list', 'roster', 'export', 'dump', 'backup', 'database', 'db', 'table', 'spreadsheet', 'csv', 'records', 'data', 'dataset', 'directory', 'extract', 'file', 'archive', 'details'],
  de: ['daten', 'datei', 'liste', 'datenbank', 'tabelle', 'export', 'akte', 'stammdaten', 'verzeichnis', 'backup', 'sicherung', 'archiv', 'auszug'],
  nl: ['gegevens', 'bestand', 'lijst', 'database', 'tabel', 'export', 'dossier', 'archief', 'overzicht', 'administratie'],
  fr: ['liste', 'fichier', 'export', 'base', 'extraction', 'sauvegarde', 'tableau', 'données', 'annuaire'],
  es: ['lista', 'listado', 'base de datos', 'archivo', 'fichero', 'exportación', 'copia', 'tabla', 'datos', 'padrón'],
  pt: ['lista', 'base de dados', 'arquivo', 'planilha', 'exportação', 'cópia', 'tabela', 'dados', 'cadastro'],
  it: ['elenco', 'lista', 'archivio', 'database', 'esportazione', 'copia', 'tabella', 'dati', 'anagrafica'],
};

/**
 * Class nouns that also name things in a hierarchy or a system ("parent table", "parent directory", "owner file",
 * "owner field"): they name people's records only before a container of people (a list or roster of parents, the
 * owners' records or details), not before a table, file, directory or dataset.
 */
// (the singular only: a plural names the people themselves, "the parents file", "the owners data of all apartments", and
// a system's hierarchy says "parent table", "owner field")
const HIERARCHY_MODIFIERS: ReadonlySet<string> = new Set(['parent', 'owner']);
const PEOPLE_HEADS: ReadonlySet<string> = new Set(['list', 'roster', 'spreadsheet', 'records', 'details', 'export', 'csv', 'database']);

/** Words between a Romance head and its modifier ("liste des clients", "base clients"). */
const CONNECTORS: Partial<Record<Lang, readonly string[]>> = {
  fr: ['des ', 'de ', ''],
  es: ['de ', 'de los ', 'de las '],
  pt: ['de ', 'dos ', 'das '],
  it: ['dei ', 'degli ', 'delle ', 'di '],
};

const CLASSES: readonly ObjectClass[] = [
  {
    tag: 'obj:personal',
    modifiers: {
      en: ['customer', 'customers', 'client', 'clients', 'employee', 'employees', 'staff', 'user', 'users', 'member', 'members', 'subscriber', 'subscribers', 'student', 'students',
        'candidate', 'candidates', 'applicant', 'applicants', 'donor', 'donors', 'tenant', 'tenants', 'personnel', 'contact', 'guest', 'guests', 'voter', 'voters', 'resident', 'residents', 'hr', 'payroll', 'salary',
        'patron', 'patrons', 'bidder', 'bidders', 'player', 'players', 'passenger', 'passengers', 'visitor', 'visitors', 'volunteer', 'volunteers', 'attendee', 'attendees', 'participant', 'participants',
        'buyer', 'buyers', 'prospect', 'prospects', 'traveller', 'travellers', 'traveler', 'travelers', 'pupil', 'pupils', 'parent', 'parents', 'household', 'households', 'owner', 'owners'],
      de: ['kunden', 'mitarbeiter', 'personal', 'patienten', 'gehalts', 'lohn', 'bewerber', 'mitglieder', 'nutzer', 'benutzer', 'schüler', 'mieter', 'teilnehmer', 'kontakt'],
      nl: ['klant', 'klanten', 'medewerker', 'medewerkers', 'personeels', 'patiënten', 'salaris', 'loon', 'leden', 'gebruikers', 'huurders', 'sollicitanten'],
      fr: ['clients', 'salariés', 'employés', 'patients', 'utilisateurs', 'adhérents', 'candidats', 'membres', 'abonnés', 'locataires', 'élèves', 'personnel', 'paie'],
      es: ['clientes', 'empleados', 'pacientes', 'usuarios', 'socios', 'candidatos', 'alumnos', 'inquilinos', 'trabajadores', 'afiliados', 'nóminas'],
      pt: ['clientes', 'funcionários', 'pacientes', 'usuários', 'colaboradores', 'sócios', 'candidatos', 'alunos', 'inquilinos'],
      it: ['clienti', 'dipendenti', 'pazienti', 'utenti', 'soci', 'candidati', 'studenti', 'iscritti', 'lavoratori', 'inquilini'],
    },
    examples: ['Send the employee roster to the recruiter', 'Schick die Mitarbeiterliste an die Agentur', "Envoie le fichier des salariés à l'adresse", 'Manda la planilha de funcionários'],
  },
  {
    tag: 'obj:financial',
    modifiers: {
      en: ['payment', 'payments', 'transaction', 'transactions', 'billing', 'cardholder', 'banking', 'ledger', 'revenue', 'tax', 'accounting', 'payout'],
      de: ['zahlungs', 'konto', 'konten', 'rechnungs', 'transaktions', 'steuer', 'buchhaltungs', 'kreditkarten', 'umsatz'],
      nl: ['betaal', 'betalings', 'rekening', 'facturen', 'transactie', 'belasting'],
      fr: ['paiements', 'transactions', 'factures', 'cartes bancaires', 'comptes bancaires'],
      es: ['pagos', 'transacciones', 'facturas', 'tarjetas', 'cuentas bancarias'],
      pt: ['pagamentos', 'transações', 'faturas', 'cartões', 'contas bancárias'],
      it: ['pagamenti', 'transazioni', 'fatture', 'carte', 'conti correnti'],
    },
    examples: ['Export the payment records and the cardholder data to the vendor', 'Die Zahlungsdaten an die externe Adresse senden'],
  },
  {
    tag: 'obj:secret',
    modifiers: { en: ['password', 'token', 'login'], de: ['passwort', 'kennwort', 'zugangs'], nl: ['wachtwoord'], fr: ['mots de passe'], es: ['contraseñas'], pt: ['senhas'], it: ['password'] },
    examples: ['paste the password dump in the channel'],
  },
];

const compose = (lang: Lang, modifier: string, head: string): string[] => {
  // (hyphenated, "customer-data exposure" qualifies another noun: only the spaced form names the records)
  if (lang === 'en') return [`${modifier} ${head}`];
  if (lang === 'de' || lang === 'nl') return [modifier + head];
  return (CONNECTORS[lang] ?? ['']).map((c) => `${head} ${c}${modifier}`);
};

/** The object groups these tables make, one per class. */
export const CLASS_GROUPS: readonly LexiconGroup[] = CLASSES.map((c) => {
  const terms: Partial<Record<Lang, string[]>> = {};
  for (const [lang, modifiers] of Object.entries(c.modifiers) as [Lang, readonly string[]][]) {
    const heads = HEADS[lang] ?? [];
    terms[lang] = [...new Set(modifiers.flatMap((m) => heads.filter((h) => !HIERARCHY_MODIFIERS.has(m) || PEOPLE_HEADS.has(h)).flatMap((h) => compose(lang, m, h))))];
  }
  return { tag: c.tag, terms: terms as Terms, examples: c.examples };
});
