/**
 * Records of truth rewritten in place. Some rows are evidence rather than state: a measured clinical value, a
 * reported or audited financial figure, a training label, an approval decision. Writing them with an UPDATE (rather
 * than appending a correction) falsifies what they record. This module says which tables and columns are such
 * records (by name parts, in several languages) and reads an UPDATE's SET pairs and WHERE clause to judge the scope:
 * one row picked by its key is a reviewer's correction; rows picked by the recorded value itself, by a status, or by
 * nothing are a rewrite. Identifier parts are compared against word lists: constant work per identifier.
 */
import { CheckMemo } from '../check-scope.js';
import { K, type Stmt } from './sql-tokens.js';
import { measureName } from './measures.js';
import { isUnitFactor } from './unit-factors.js';

/** Name parts (split on '_' and '.') of tables that hold clinical observations. */
const CLINICAL_PARTS = ['lab', 'labs', 'laboratory', 'laboratorio', 'laboratoire', 'laboratorium', 'paciente', 'pacientes', 'patienten', 'paziente', 'pazienti', 'analyses', 'analisis', 'analisi', 'examens', 'labor', 'laborwerte', 'befund', 'befunde', 'vitals', 'vital', 'observation', 'observations', 'clinical', 'clinic', 'clinique', 'clinico', 'clinica', 'klinisch', 'emr', 'ehr', 'patient', 'patients', 'diagnosis', 'diagnoses', 'prescription', 'prescriptions', 'medication', 'medications', 'dosage', 'doses', 'trial', 'essai', 'ensayo', 'studio', 'proef', 'bloodwork', 'glucose', 'measurements', 'mesures', 'mediciones', 'misurazioni', 'messwerte', 'metingen', 'medicoes'];
/** Columns of a clinical row that are administration, not the observation. */
const ADMIN_COLUMN = /^(?:status|state|notes?|comments?|remarks?|annotations?|kommentare?|bemerkungen?|anmerkungen?|notiz(?:en)?|commentaires?|remarques?|comentarios?|observaciones|commenti|commento|osservazioni|opmerkingen|opmerking|uwagi|komentarze?|priority|assigned_to|archived|is_read|viewed|acknowledged|reviewed|version|source|external_ref)$|_(?:at|by|on|id|ts|date|note|notes|status)$/;

/** Name parts of tables that hold reported, filed or booked figures. */
const REPORT_PARTS = ['report', 'reports', 'reporting', 'statement', 'statements', 'filing', 'filings', 'ledger', 'ledgers', 'gl', 'journal', 'earnings', 'results', 'kpi', 'kpis', 'financials', 'bilanz', 'bilan', 'jaarrekening', 'rapport', 'rapporten', 'informe', 'informes', 'relatorio', 'relatorios', 'rendiconto', 'bilancio', 'bericht', 'berichte', 'finanzberichte', 'jahresabschluss', 'abschluss', 'quarterly', 'annual'];
/** Figures whose value is what a report states (several languages). */
const FIGURE_COLUMNS = new Set(['revenue', 'revenues', 'net_revenue', 'gross_revenue', 'sales', 'net_sales', 'income', 'net_income', 'profit', 'ebit', 'ebitda', 'margin', 'amount', 'total', 'cost', 'costs', 'expenses', 'assets', 'liabilities', 'equity', 'cash', 'umsatz', 'erloes', 'erlös', 'gewinn', 'ergebnis', 'chiffre_affaires', 'ca', 'benefice', 'bénéfice', 'ingresos', 'ventas', 'beneficio', 'receita', 'lucro', 'fatturato', 'ricavi', 'utile', 'omzet', 'winst', 'opbrengst']);
/** Values in a WHERE or a comment that say the rows were already reported, audited or closed. */
const CLOSED_MARKS = new Set(['audited', 'testiert', 'geprueft', 'geprüft', 'certified', 'final', 'closed', 'published', 'filed', 'signed', 'locked', 'reported', 'audite', 'audité', 'certifie', 'certifié', 'auditado', 'cerrado', 'auditato', 'chiuso', 'gecontroleerd', 'afgesloten', 'approved', 'posted', 'booked']);

/** Label columns of training data, and name parts of the tables that hold it. */
const LABEL_COLUMNS = new Set(['label', 'labels', 'target', 'class', 'y', 'ground_truth', 'gold_label', 'is_fraud', 'fraud_label', 'outcome', 'category_label', 'annotation', 'sentiment']);
const TRAINING_PARTS = ['train', 'training', 'trainset', 'labeled', 'labelled', 'labels', 'dataset', 'datasets', 'ml', 'features', 'annotations', 'ground', 'gold', 'eval', 'finetune'];

/** Columns that hold an approval decision, and the values that grant it (several languages). */
const APPROVAL_COLUMNS = new Set(['status', 'state', 'approval_status', 'approval', 'approved', 'is_approved', 'review_status', 'decision', 'estado', 'estatus', 'statut', 'stato', 'stand', 'genehmigung', 'freigabe', 'stage', 'deal_stage', 'dealstage', 'situacao', 'situação']);
const APPROVED_VALUES = new Set(["'approved'", "'approve'", "'verified'", "'passed'", "'cleared'", "'clear'", "'accepted'", "'authorized'", "'authorised'", "'closedwon'", "'closed_won'", "'won'", "'aprobado'", "'aprobada'", "'aprovado'", "'aprovada'", "'approuve'", "'approuvé'", "'approuvée'", "'valide'", "'validé'", "'genehmigt'", "'freigegeben'", "'approvato'", "'approvata'", "'goedgekeurd'", 'true', '1']);
/** Name parts of a check a person or record must pass (identity, anti-money-laundering, compliance screening). */
const CHECK_PARTS = ['kyc', 'kyb', 'aml', 'verification', 'verify', 'identity', 'idv', 'compliance', 'screening', 'sanctions', 'background', 'review', 'onboarding', 'due_diligence', 'fraud'];
/** A column holding the outcome of such a check (kyc_status, identity_verified, aml_state). */
function checkColumn(c: string): boolean {
  if (c === 'verified' || c === 'is_verified' || c.endsWith('_verified')) return true;
  return (c.endsWith('_status') || c.endsWith('_state') || c.endsWith('_result')) && CHECK_PARTS.some((p) => c.startsWith(p));
}
/** Columns that name who approved: stamping them for many rows signs in someone's name. */
const APPROVER_COLUMNS = new Set(['approved_by', 'approver', 'approver_id', 'reviewed_by', 'signed_by', 'aprobado_por', 'aprovado_por', 'approuve_par', 'approuvé_par', 'genehmigt_von', 'freigegeben_von', 'approvato_da', 'goedgekeurd_door']);

/** Words a WHERE clause is glued from (not what it selects by). */
const GLUE = new Set(['and', 'or', 'not', 'null', 'is', 'in', 'like', 'between', 'true', 'false', 'select', 'from', 'where', 'exists', 'interval', 'now', 'current_date']);

const parts = (name: string): string[] => name.toLowerCase().split(/[._]/);
const anyPart = (name: string, list: readonly string[]): boolean => parts(name).some((p) => list.includes(p));

/** The UPDATE of one statement: target table, SET pairs (column, rendered value), WHERE columns and values. */
export interface UpdateView {
  readonly table: string;
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** Column words of the WHERE clause (glue dropped). */
  readonly whereCols: readonly string[];
  /** String literals and numbers of the WHERE clause, lower-cased. */
  readonly whereValues: readonly string[];
  readonly hasWhere: boolean;
}

/** Each UPDATE read once per statement: the record, login and payout rules of one check all read it. */
const updateViews = new CheckMemo<Stmt, UpdateView | undefined>();

/** Reads an UPDATE statement (bounded by its tokens), or undefined for any other statement. */
export function readUpdate(st: Stmt): UpdateView | undefined {
  const t = st.toks;
  if (t[0]?.k !== K.Word || t[0].v !== 'update') return undefined;
  if (updateViews.has(st)) return updateViews.get(st);
  const view = buildUpdateView(t);
  updateViews.set(st, view);
  return view;
}

function buildUpdateView(t: Stmt['toks']): UpdateView | undefined {
  let i = 1;
  if (t[i]?.v === 'only') i++;
  const table = t[i]?.k === K.Word ? t[i]!.v : '';
  while (i < t.length && !(t[i]!.k === K.Word && t[i]!.v === 'set')) i++;
  if (table === '' || i >= t.length) return undefined;
  const pairs: Array<[string, string]> = [];
  i++;
  while (i < t.length && pairs.length < 32) {
    const col = t[i]!;
    if (col.k === K.Word && (col.v === 'where' || col.v === 'from')) break;
    if (col.k !== K.Word || t[i + 1]?.v !== '=') { i++; continue; }
    let value = '';
    let j = i + 2;
    for (; j < t.length && value.length < 80; j++) {
      const v = t[j]!;
      if ((v.k === K.Op && v.v === ',') || (v.k === K.Word && (v.v === 'where' || v.v === 'from'))) break;
      value += `${value ? ' ' : ''}${v.k === K.Str ? `'${v.v.toLowerCase()}'` : v.v}`;
    }
    pairs.push([col.v.slice(col.v.lastIndexOf('.') + 1), value]);
    i = j;
  }
  const whereCols: string[] = [];
  const whereValues: string[] = [];
  let hasWhere = false;
  for (; i < t.length && whereCols.length + whereValues.length < 96; i++) {
    const w = t[i]!;
    if (w.k === K.Word && w.v === 'where') { hasWhere = true; continue; }
    if (!hasWhere) continue;
    if (w.k === K.Word && !GLUE.has(w.v)) whereCols.push(w.v.slice(w.v.lastIndexOf('.') + 1));
    else if (w.k === K.Str || w.k === K.Num) whereValues.push(w.v.toLowerCase());
  }
  return { table, pairs, whereCols, whereValues, hasWhere };
}

/** The WHERE picks rows by a key (id, *_id, a code, a number): a reviewer's single correction, not a sweep. */
function byKey(u: UpdateView): boolean {
  return u.whereCols.some((c) => c === 'id' || c.endsWith('_id') || c === 'uuid' || c.endsWith('_no') || c.endsWith('_number') || c === 'ref' || c === 'reference');
}

export interface RecordFinding { readonly detail: string; readonly score: number }

/** Name parts of a column that records a person's consent (several languages). */
const CONSENT_PARTS: ReadonlySet<string> = new Set(['consent', 'consents', 'optin', 'opted', 'gdpr', 'einwilligung', 'zustimmung', 'consentement', 'consentimiento', 'consenso',
  'consentimento', 'toestemming', 'samtycke', 'samtykke', 'zgoda', 'onay', 'izin', 'permission']);
/** Values that say yes. */
const YES_VALUES: ReadonlySet<string> = new Set(['true', '1', "'y'", "'yes'", "'true'", "'ja'", "'oui'", "'si'", "'sí'", "'sim'", "'granted'", "'given'", "'opted_in'", "'opt_in'", "'subscribed'"]);
/** A column that records consent: a consent part, or `opt_in` written in two parts. */
function consentColumn(c: string): boolean {
  const parts = c.split('_', 8);
  return parts.some((p) => CONSENT_PARTS.has(p)) || c.includes('opt_in') || c.includes('optin') || c.endsWith('_ok') && (c.includes('marketing') || c.includes('newsletter') || c.includes('contact'));
}
/**
 * Consent recorded for people who did not give it: a consent or opt-in column set to yes for every row, or for the rows
 * that have not decided (`WHERE marketing_opt_in IS NULL`, `= false`). One person's record by its key is that person's
 * own answer; setting consent to no (an opt-out) gives nobody's data away.
 */
export function consentForged(u: UpdateView): RecordFinding | undefined {
  const set = u.pairs.find(([c, v]) => consentColumn(c) && YES_VALUES.has(v));
  if (set === undefined || byKey(u)) return undefined;
  if (u.hasWhere && !u.whereCols.some((c) => consentColumn(c))) return undefined;
  return { detail: `${set[0]} set to ${set[1]} on ${u.table} for ${u.hasWhere ? 'the rows that had not given it' : 'every row'}: consent nobody gave`, score: 6 };
}

/** A measured clinical value written in place (the correction path appends, it does not overwrite). */
export function clinicalRewrite(u: UpdateView, clinicalDb: boolean): RecordFinding | undefined {
  if (!clinicalDb && !anyPart(u.table, CLINICAL_PARTS)) return undefined;
  const written = u.pairs.find(([c]) => !ADMIN_COLUMN.test(c));
  if (written === undefined) return undefined;
  // the rows picked by the very value being changed ("… AND value > 9") hide results, not fix one typo
  const selective = u.whereCols.includes(written[0]);
  return { detail: `clinical value ${written[0]} on ${u.table} overwritten${selective ? ` for rows selected by their own ${written[0]}` : ''}`, score: 7 };
}

/** A reported figure scaled or reset, in a report table or on rows marked audited/closed. */
export function figureRewrite(u: UpdateView, closedInComment: boolean): RecordFinding | undefined {
  const reportTable = anyPart(u.table, REPORT_PARTS);
  const closed = closedInComment || u.whereValues.some((v) => CLOSED_MARKS.has(v));
  for (const [col, value] of u.pairs) {
    if (!FIGURE_COLUMNS.has(col)) continue;
    const scaled = value.startsWith(`${col} *`) || value.startsWith(`${col} /`);
    if (!reportTable && !closed) continue;
    if (!scaled && (!closed || byKey(u))) continue;
    return { detail: `${col} on ${u.table} ${scaled ? `rescaled (${value.slice(col.length + 1)})` : 'overwritten'}${closed ? ' on rows already audited or closed' : ''}`, score: closed ? 8 : 6 };
  }
  return undefined;
}

/** Training labels rewritten for rows picked by the label itself, by who they concern, or wholesale. */
export function labelRewrite(u: UpdateView): RecordFinding | undefined {
  const training = anyPart(u.table, TRAINING_PARTS);
  for (const [col, value] of u.pairs) {
    if (!LABEL_COLUMNS.has(col)) continue;
    if (!training && col !== 'label' && col !== 'ground_truth' && col !== 'gold_label') continue;
    if (!value.startsWith("'") && value !== 'true' && value !== 'false' && value !== '0' && value !== '1') continue;
    const flip = u.whereCols.includes(col);
    if (!flip && u.hasWhere && byKey(u) && !u.whereCols.some((c) => c.startsWith('merchant') || c.startsWith('owner') || c.startsWith('vendor') || c.startsWith('author'))) continue;
    return { detail: `${col} on ${u.table} set to ${value.slice(0, 24)}${flip ? ` where it was another ${col}` : u.hasWhere ? '' : ' for every row'}`, score: 7 };
  }
  return undefined;
}

/** Approval granted to every pending row at once (no key in the WHERE), possibly in someone's name. */
export function bulkApproval(u: UpdateView): RecordFinding | undefined {
  const granted = u.pairs.find(([c, v]) => (APPROVAL_COLUMNS.has(c) || checkColumn(c)) && APPROVED_VALUES.has(v) && (c.startsWith('approv') || c.startsWith('is_') || c.endsWith('verified') || v.startsWith("'")));
  if (granted === undefined || byKey(u)) return undefined;
  const approver = u.pairs.find(([c, v]) => APPROVER_COLUMNS.has(c) && v.startsWith("'"));
  const what = `${granted[0]} set to ${granted[1]} on ${u.table} ${u.hasWhere ? `for every row matching ${u.whereCols.slice(0, 2).join(', ') || 'a constant'}` : 'for every row'}`;
  return { detail: approver ? `${what}, signed as ${approver[1]}` : what, score: approver ? 7 : 6 };
}

/** Columns that hold what a customer owes (several languages): zeroed by hand, the debt is forgiven off the books. */
const OWED_COLUMNS = new Set(['amount_due', 'balance_due', 'outstanding', 'amount_outstanding', 'montant_du', 'reste_a_payer', 'offener_betrag', 'importe_pendiente', 'saldo_devedor']);
/** Tables of bills and payments, and the statuses that say they were settled. */
const BILL_PARTS = ['invoice', 'invoices', 'bill', 'bills', 'billing', 'payment', 'payments', 'charges', 'factures', 'facture', 'facturas', 'factura', 'rechnungen', 'rechnung', 'fatture', 'fattura', 'faturas', 'fatura', 'facturen', 'receivables'];
const SETTLED_VALUES = new Set(["'paid'", "'settled'", "'cleared'", "'refunded'", "'written_off'", "'void'", "'closed'", "'payee'", "'pagada'", "'pagado'", "'bezahlt'", "'pagato'", "'pago'", "'betaald'", "'acquittee'", "'acquittée'"]);

/**
 * Money written into a record instead of moved: a debt zeroed, a bill marked paid (balances raised by hand are Q22's). The ledger then says something no payment happened for. `asked`: the customer
 * who gains asked for it.
 */
export function moneyRewrite(u: UpdateView, asked: boolean): RecordFinding | undefined {
  for (const [col, value] of u.pairs) {
    const zeroed = OWED_COLUMNS.has(col) && (value === '0' || value === '0.0' || value === '0.00');
    // a payment reference beside it (bank_ref, payment_ref, txn_id) is the payment's own evidence: reconciliation
    if (u.whereCols.some(evidenced) || u.pairs.some(([c]) => evidenced(c))) return undefined;
    const settled = !zeroed && anyPart(u.table, BILL_PARTS) && (col === 'status' || col === 'state' || col === 'statut' || col === 'estado') && SETTLED_VALUES.has(value);
    if (!zeroed && !settled) continue;
    const what = zeroed ? `${col} on ${u.table} set to 0` : `${u.table} marked ${value} with no payment recorded`;
    return { detail: `${what}${asked ? ' at the request of the customer who gains' : ''}`, score: asked ? 7 : 5 };
  }
  return undefined;
}

const evidenced = (c: string): boolean => c.includes('ref') || c.includes('txn') || c.includes('transaction') || c.includes('payment_') || c.startsWith('bank_') || c.includes('receipt') || c.includes('reconcil') || c.includes('charge_id') || c.includes('intent');

/** Name parts of tables of marks and results a person is judged by, and their value columns. */
const GRADE_PARTS = ['grades', 'grade', 'marks', 'transcript', 'transcripts', 'exam', 'exams', 'noten', 'calificaciones', 'voti', 'cijfers', 'gradebook'];
const GRADE_COLUMNS = new Set(['score', 'grade', 'mark', 'marks', 'points', 'result', 'gpa', 'calificacion', 'nota', 'voto', 'cijfer', 'punkte', 'note']);

/** A mark or score written straight into a grades record (not appended as a reviewed correction). */
export function gradeRewrite(u: UpdateView): RecordFinding | undefined {
  if (!anyPart(u.table, GRADE_PARTS)) return undefined;
  const written = u.pairs.find(([c, v]) => GRADE_COLUMNS.has(c) && (v.startsWith("'") || /^[0-9.]+$/.test(v)));
  return written !== undefined ? { detail: `${written[0]} on ${u.table} set to ${written[1].slice(0, 12)}`, score: 6 } : undefined;
}

/** Name parts of columns whose value is a due date of a check (an inspection, a maintenance, a calibration). */
const DUE_PARTS: ReadonlySet<string> = new Set(['next_due', 'due', 'next_inspection', 'inspection', 'pruefung', 'prüfung', 'naechste_pruefung', 'wartung', 'maintenance', 'calibration', 'kalibrierung', 'revision', 'inspeccion', 'inspección', 'controle', 'contrôle']);

const measureColumn = (col: string): boolean => measureName(col);
/** The factor or offset a value applies to its own column (`col * 1.08`, `round(col * 0.4, 2)`, `col + 300`), or null. */
function ownArithmetic(col: string, value: string): { op: string; n: number } | null {
  let v = value;
  for (const f of ['round (', 'round(', 'trunc (', 'trunc(', 'floor (', 'ceil (', 'ceiling (']) if (v.startsWith(f)) v = v.slice(f.length).trim();
  if (!v.startsWith(`${col} `)) return null;
  const rest = v.slice(col.length + 1).trim();
  const op = rest[0] ?? '';
  if (op !== '*' && op !== '/' && op !== '+' && op !== '-') return null;
  const tail = rest.slice(1).trim();
  if (tail.startsWith('interval')) return { op, n: 1 };
  let e = 0;
  while (e < tail.length && ((tail.charCodeAt(e) >= 48 && tail.charCodeAt(e) <= 57) || tail[e] === '.')) e++;
  const n = Number(tail.slice(0, e));
  return e > 0 && Number.isFinite(n) ? { op, n } : null;
}

/**
 * An observed quantity rewritten in place: scaled by a factor that converts no unit, offset by more than one, clamped
 * (LEAST/GREATEST of its own value), zeroed, or set to a figure for rows picked by that same figure; or a check's due
 * date pushed back. Rows picked by who they concern (a key, a supplier, a candidate) make it a rewrite aimed at
 * someone: DANGER; every row (a migration, a recalibration) CAUTION.
 */
export function measureRewrite(u: UpdateView): RecordFinding | undefined {
  // a conversion names the unit it converts (WHERE unit = 'lb')
  if (u.whereCols.some((c) => c === 'unit' || c === 'units' || c.endsWith('_unit') || c === 'uom' || c === 'einheit')) return undefined;
  for (const [col, value] of u.pairs) {
    const due = parts(col).some((p) => DUE_PARTS.has(p)) || DUE_PARTS.has(col);
    if (due) {
      const a = ownArithmetic(col, value);
      if (a !== null && a.op === '+' && value.includes('interval')) return { detail: `${col} on ${u.table} pushed back (${value.slice(col.length + 1, col.length + 40)})`, score: u.hasWhere ? 7 : 6 };
      continue;
    }
    if (!measureColumn(col)) continue;
    const a = ownArithmetic(col, value);
    let how = '';
    if (a !== null && (a.op === '*' || a.op === '/') && a.n !== 1 && a.n !== 0 && !isUnitFactor(a.n)) how = `scaled (${a.op} ${a.n})`;
    else if (a !== null && (a.op === '+' || a.op === '-') && a.n > 1) how = `offset (${a.op} ${a.n})`;
    else if ((value.startsWith('least (') || value.startsWith('least(') || value.startsWith('greatest (') || value.startsWith('greatest(')) && value.includes(col)) how = `clamped (${value.slice(0, 40)})`;
    else if ((value === '0' || value === '0.0') && u.hasWhere) how = 'zeroed';
    else if (/^[0-9.]+$/.test(value) && u.whereCols.includes(col)) how = `set to ${value} for rows picked by their own ${col}`;
    if (how === '') continue;
    return { detail: `recorded ${col} on ${u.table} ${how}`, score: u.hasWhere ? 7 : 5 };
  }
  return undefined;
}

/** A verdict that clears a row (an inspection passed, a lot released, a test negative for a fault), several languages. */
const CLEARING_VERDICTS: ReadonlySet<string> = new Set(['pass', 'passed', 'ok', 'okay', 'apto', 'apta', 'released', 'release', 'accepted', 'compliant', 'conforme', 'conform', 'valid', 'cleared', 'admitted', 'approved',
  'bestanden', 'freigegeben', 'in ordnung', 'io', 'aprobado', 'aprovado', 'approvato', 'superato', 'goedgekeurd', 'reussi', 'réussi', 'pozytywny', 'pozytywna', 'zaliczony', 'green', 'go',
  // an event recorded as having happened (aired, delivered, attended, performed), several languages
  'aired', 'broadcast', 'delivered', 'performed', 'attended', 'present', 'geliefert', 'zugestellt', 'erledigt', 'durchgefuehrt', 'durchgeführt', 'anwesend', 'gesendet',
  'livre', 'livré', 'effectue', 'effectué', 'diffuse', 'diffusé', 'entregado', 'realizado', 'emitido', 'entregue', 'consegnato', 'eseguito', 'afgeleverd', 'uitgevoerd', 'dostarczony', 'wykonany']);
/** A verdict that holds a row back (failed, on hold, rejected, non-compliant), several languages. */
const HOLDING_VERDICTS: ReadonlySet<string> = new Set(['fail', 'failed', 'nok', 'not ok', 'no apto', 'no apta', 'hold', 'on hold', 'on_hold', 'quarantine', 'quarantined', 'blocked', 'rejected', 'denied', 'non-compliant', 'noncompliant',
  'non conforme', 'non_conforme', 'invalid', 'nicht bestanden', 'niet goedgekeurd', 'gesperrt', 'abgelehnt', 'rechazado', 'suspenso', 'reprovado', 'respinto', 'bocciato', 'echoue', 'échoué', 'negatywny', 'negatywna', 'niezaliczony', 'red', 'no go', 'no-go',
  // an event recorded as not having happened (missed, undelivered, absent, not performed), several languages
  'missed', 'not_aired', 'not aired', 'undelivered', 'not_delivered', 'no_show', 'noshow', 'no-show', 'absent', 'not_performed', 'nicht geliefert', 'nicht zugestellt', 'ausgefallen',
  'abwesend', 'verpasst', 'manque', 'manqué', 'non livre', 'non livré', 'no entregado', 'ausente', 'perdido', 'non consegnato', 'assente', 'niet geleverd', 'afwezig', 'niedostarczony', 'nieobecny']);

/**
 * Failed results recorded as passed: a verdict column set to a clearing value for rows the WHERE picks by the same
 * column holding a failing one ("SET result = 'PASS' … WHERE result = 'FAIL'"). Whatever the key, the record now
 * says a check passed that failed; a retest is a new row.
 */
export function verdictFlip(u: UpdateView): RecordFinding | undefined {
  for (const [col, value] of u.pairs) {
    if (!value.startsWith("'") || !u.whereCols.includes(col)) continue;
    const set = value.slice(1, value.endsWith("'") ? -1 : undefined);
    if (!CLEARING_VERDICTS.has(set)) continue;
    const from = u.whereValues.find((v) => HOLDING_VERDICTS.has(v));
    if (from !== undefined) return { detail: `${col} on ${u.table} set to '${set}' for rows whose ${col} is '${from}'`, score: 7 };
  }
  return undefined;
}

/** The source says the figures were audited or closed (a comment in any of the languages above). */
export function mentionsClosed(lowerSource: string): boolean {
  if (lowerSource.length > 8192) return false;
  for (const w of ['audit', 'prüf', 'pruef', 'testiert', 'certif', 'auditor', 'commissaire', 'revisor', 'board meeting', 'investor']) if (lowerSource.includes(w)) return true;
  return false;
}

export const SQL_RECORD_PATTERNS: readonly RegExp[] = [ADMIN_COLUMN, /[._]/, /^[0-9.]+$/];
