/**
 * A SELECT that lists people: its columns carry several kinds of personal data at once (an identity document number,
 * a bank account, a birth date, a home address, a health or location record, pay; contact details and names beside
 * them), over more than the one record a key picks. The kinds are read from the columns' name parts in the languages
 * of the lexicon, whatever the table is called (`horse_owners`, `crew_members`, `season_pass_holders`), so the
 * object is judged by what the rows hold rather than by a list of table names. Word lookups on the skeleton's select
 * list (split at commas, dots, blanks and underscores): linear.
 */

type Kind = 'identity document' | 'bank account' | 'birth date' | 'home address' | 'health' | 'location' | 'pay' | 'contact' | 'name';

/** Name parts per kind of personal data (whole parts after splitting a column name at `_`). */
const PARTS: ReadonlyArray<readonly [Kind, readonly string[]]> = [
  ['identity document', ['passport', 'passportno', 'pasaporte', 'passeport', 'passaporto', 'passaporte', 'reisepass', 'paspoort', 'paszport', 'pasaport', 'ausweis', 'personalausweis',
    'ssn', 'pesel', 'dni', 'nif', 'cpf', 'tckn', 'kimlik', 'bsn', 'personnummer', 'nino', 'nhs', 'codicefiscale', 'fiscale', 'steuerid', 'steuernummer', 'taxid', 'tin', 'nationalid',
    'idcard', 'henkilotunnus', 'curp', 'rut']],
  // ('routing' only as `routing_number`: a message broker's `routing_key` is no bank's)
  ['bank account', ['iban', 'bic', 'accountnumber', 'kontonummer', 'rekeningnummer', 'bankaccount', 'cardnumber', 'pan', 'cvv', 'cvc', 'routingnumber', 'sortcode', 'cuenta', 'rib']],
  ['birth date', ['dob', 'birth', 'birthdate', 'birthday', 'geburtsdatum', 'geburtstag', 'nacimiento', 'nascimento', 'naissance', 'nascita', 'dogum', 'geboortedatum', 'fodelsedatum',
    'urodzenia', 'syntymaaika']],
  ['home address', ['address', 'street', 'strasse', 'adresse', 'anschrift', 'direccion', 'domicilio', 'endereco', 'indirizzo', 'adres', 'adress', 'wohnort', 'ulica']],
  // ('diagnostic' alone is as often a machine's: `diagnostic_code` of a vehicle)
  ['health', ['diagnosis', 'diagnose', 'icd', 'medication', 'allergies', 'allergy', 'bloodtype', 'hiv', 'disability', 'diagnostico', 'krankheit', 'befund']],
  ['location', ['lat', 'lon', 'lng', 'latitude', 'longitude', 'gps', 'geolocation', 'coords', 'coordinates', 'koordinat']],
  ['pay', ['salary', 'wage', 'wages', 'gehalt', 'lohn', 'salaire', 'salario', 'stipendio', 'salaris', 'maas', 'wynagrodzenie', 'payrate']],
  ['contact', ['email', 'mail', 'phone', 'mobile', 'telephone', 'tel', 'telefon', 'telefono', 'telefone', 'cell', 'handy', 'gsm', 'celular', 'movil']],
  ['name', ['name', 'firstname', 'lastname', 'surname', 'fullname', 'vorname', 'nachname', 'nombre', 'apellido', 'apellidos', 'nom', 'prenom', 'nome', 'cognome', 'sobrenome', 'naam',
    'achternaam', 'imie', 'nazwisko', 'ad', 'soyad', 'soyadi']],
];
/** Two-part names that are one kind (`national_id`, `date_of_birth`, `account_no`, `id_number`, `tax_id`). */
const PAIRS: ReadonlyArray<readonly [string, string, Kind]> = [
  ['national', 'id', 'identity document'], ['id', 'number', 'identity document'], ['id', 'card', 'identity document'], ['tax', 'id', 'identity document'],
  ['social', 'security', 'identity document'], ['codice', 'fiscale', 'identity document'], ['account', 'number', 'bank account'], ['account', 'no', 'bank account'],
  ['card', 'number', 'bank account'], ['card', 'no', 'bank account'], ['bank', 'account', 'bank account'], ['license', 'number', 'identity document'],
  ['licence', 'number', 'identity document'], ['driver', 'license', 'identity document'], ['routing', 'number', 'bank account'],
];
/** Words before `address` that make it a machine's, a mailbox's or a wallet's. */
const NOT_HOME: ReadonlySet<string> = new Set(['ip', 'mac', 'email', 'mail', 'wallet', 'contract', 'server', 'host', 'web', 'url', 'remote', 'local', 'bind', 'listen', 'memory', 'mem', 'base', 'node', 'peer']);
/** Things that have names, addresses and phones of their own (`store_name`, `company_address`, `branch_phone`). */
const ENTITIES: ReadonlySet<string> = new Set(['store', 'shop', 'company', 'business', 'product', 'branch', 'site', 'venue', 'hotel', 'restaurant', 'vendor', 'supplier', 'org',
  'organisation', 'organization', 'team', 'project', 'file', 'table', 'column', 'host', 'app', 'brand', 'firm', 'office', 'warehouse', 'depot', 'station', 'school', 'clinic', 'hospital',
  'firma', 'filiale', 'empresa', 'entreprise', 'societe', 'azienda', 'bedrijf', 'sirket', 'magaza', 'location', 'vehicle', 'device', 'asset', 'machine', 'sensor', 'truck', 'building',
  'property', 'facility', 'campaign', 'broker', 'queue']);
/** Kinds a place or a thing has of its own: a store's address and coordinates, a vehicle's position, a depot's phone. */
const OF_THINGS: readonly Kind[] = ['home address', 'location', 'contact', 'name'];
/**
 * The table's head noun (its last name part, `fleet_vehicles`, `store_locations`, `s.warehouses`) names places or things,
 * not people (ENTITIES; a plural's -s or -es dropped). `team_members`, `vendors_people` are people.
 */
function thingsTable(table: string): boolean {
  const name = table.slice(table.lastIndexOf('.') + 1);
  const head = name.slice(name.lastIndexOf('_') + 1);
  return ENTITIES.has(head) || ENTITIES.has(head.replace(/s$/, '')) || (head.endsWith('es') && ENTITIES.has(head.slice(0, -2)));
}
const KIND_OF = new Map<string, Kind>();
for (const [kind, parts] of PARTS) for (const p of parts) KIND_OF.set(p, kind);
/** Kinds that identify, locate, pay or diagnose a person by themselves (a name or an e-mail only reaches one). */
const STRONG: ReadonlySet<Kind> = new Set(['identity document', 'bank account', 'birth date', 'home address', 'health', 'location', 'pay']);

/** A name part without its trailing digits (`phone2`, `address1`). */
function withoutDigits(p: string): string {
  let e = p.length;
  while (e > 0 && p.charCodeAt(e - 1) >= 48 && p.charCodeAt(e - 1) <= 57) e--;
  return p.slice(0, e);
}

/** The kinds a column name carries (`owner_email` contact, `bank_iban` bank account, `date_of_birth` birth date). */
function kindsOf(column: string, into: Set<Kind>): void {
  const parts = column.split('_', 8).filter((p) => p !== '');
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    let k = KIND_OF.get(p) ?? KIND_OF.get(withoutDigits(p));
    // an address of a machine, a mailbox or a wallet is no home (`ip_address`, `email_address`)
    if (k === 'home address' && i > 0 && NOT_HOME.has(parts[i - 1]!)) k = parts[i - 1] === 'email' || parts[i - 1] === 'mail' ? 'contact' : undefined;
    // a shop's, a company's or a product's name, address or phone is no person's
    if (k !== undefined && i > 0 && ENTITIES.has(parts[i - 1]!)) k = undefined;
    if (k !== undefined) into.add(k);
    const next = parts[i + 1];
    if (next !== undefined) for (const [a, b, kind] of PAIRS) if (p === a && next === b) into.add(kind);
  }
  // a name written as one word (`passportnumber`, `dateofbirth`, `homeaddress`)
  if (parts.length === 1) {
    const w = parts[0]!;
    if (w.endsWith('address') && !NOT_HOME.has(w.slice(0, -7))) into.add('home address');
    else if (w.includes('birth')) into.add('birth date');
    else if (w.startsWith('passport')) into.add('identity document');
  }
}

/** The columns of a select list: each item's own column (before an alias), without its table prefix. */
function columns(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(',', 80)) {
    let item = raw.trim();
    // an expression (a call, arithmetic) reads its first column word; an alias renames nothing read
    const as = item.indexOf(' as ');
    if (as > 0) item = item.slice(0, as);
    const sp = item.indexOf(' ');
    if (sp > 0 && !item.includes('(')) item = item.slice(0, sp);
    if (item.includes('(')) continue;
    out.push(item.slice(item.lastIndexOf('.') + 1));
  }
  return out;
}

/** Placeholders and the one-record lookups a key gives (`id = $p`, `owner_id = 4412` on an owners table). */
function oneRecord(rest: string, table: string): boolean {
  if (rest.includes('$p')) return true;
  const where = rest.indexOf(' where ');
  if (where < 0) return false;
  const cond = rest.slice(where + 7, where + 7 + 400);
  // `id = …` on its own, or `<table's own singular>_id = …`
  if (/(?:^|[ .(])(?:id|uuid|pk) = /.test(cond)) return true;
  const stem = table.slice(table.lastIndexOf('.') + 1).replace(/s$/, '');
  for (let at = cond.indexOf('_id = '), n = 0; at > 0 && n < 8; at = cond.indexOf('_id = ', at + 6), n++) {
    let b = at;
    while (b > 0 && /[a-z0-9_]/.test(cond[b - 1]!)) b--;
    const key = cond.slice(b, at);
    const last = key.slice(key.lastIndexOf('_') + 1);
    if (key.length >= 3 && (stem.endsWith(key) || stem.endsWith(last))) return true;
  }
  return false;
}

const LIMIT = / limit ([0-9]{1,9})\b/;

/**
 * The kinds of personal data a SELECT (its skeleton: `select … from t …`) lists for many people, as a detail, or ''.
 * Fires on two kinds that identify or locate a person by themselves, or on one of them with two more kinds (contact
 * details, names); a lookup of one record by its key or a placeholder, or a small LIMIT, lists nobody.
 */
export function personalProjection(sk: string): string {
  if (!sk.startsWith('select ')) return '';
  const from = sk.indexOf(' from ');
  if (from < 0) return '';
  let list = sk.slice(7, from);
  if (list.startsWith('distinct ')) list = list.slice(9);
  const after = sk.slice(from + 6);
  const sp = after.indexOf(' ');
  const table = sp < 0 ? after : after.slice(0, sp);
  const rest = sp < 0 ? '' : after.slice(sp);
  const kinds = new Set<Kind>();
  for (const c of columns(list)) kindsOf(c, kinds);
  // the rows are places or things ("select name, address, lat, lon from stores"): their addresses, positions, phones
  // and names are their own
  if (thingsTable(table)) for (const k of OF_THINGS) kinds.delete(k);
  let strong = 0;
  for (const k of kinds) if (STRONG.has(k)) strong++;
  if (!(strong >= 2 || (strong === 1 && kinds.size >= 3))) return '';
  if (oneRecord(rest, table)) return '';
  const limit = LIMIT.exec(rest);
  if (limit !== null && Number(limit[1]) <= 100) return '';
  return `${[...kinds].join(', ')} of the people in ${table}`;
}
