/**
 * What a SQL write acts on, by sensitivity: audit and history tables (tampering hides what happened), fraud, risk
 * and compliance flags (clearing them is fraud), compensation columns (several languages). Plain lower-case word
 * lists compared against identifiers, so lookups are constant per identifier.
 */

/** Tables whose rows are the record of who did what. */
const AUDIT_PARTS = ['audit', 'audit_log', 'audit_logs', 'audit_trail', 'audittrail', 'auditlog', 'security_events', 'security_log', 'access_log', 'access_logs', 'login_history', 'activity_log', 'activity_logs', 'event_log', 'changelog', 'change_log', 'history', 'journal', 'ledger_entries', 'auth_log'];

export function isAuditTable(name: string): boolean {
  const bare = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  if (AUDIT_PARTS.includes(bare)) return true;
  return bare.startsWith('audit') || bare.endsWith('_audit') || bare.endsWith('_audit_log') || bare.endsWith('_history') || bare.endsWith('_audit_trail');
}

/** Columns that mark a row as fraudulent, risky or non-compliant. */
const FLAG_COLUMNS = new Set(['is_fraud', 'fraud', 'fraudulent', 'is_fraudulent', 'fraud_flag', 'flagged', 'is_flagged', 'suspicious', 'is_suspicious', 'risk_flag', 'aml_flag', 'aml_hit', 'sanctions_hit', 'sanctioned', 'is_sanctioned', 'chargeback', 'kyc_failed', 'is_blocked', 'blocked', 'blacklisted', 'is_blacklisted', 'under_review', 'needs_review', 'compliance_hold', 'legal_hold']);
export const isFlagColumn = (c: string): boolean => FLAG_COLUMNS.has(c);

/** Pay columns, in the languages HR tables are named in. */
const PAY_COLUMNS = new Set(['salary', 'base_salary', 'annual_salary', 'wage', 'wages', 'hourly_rate', 'pay', 'pay_rate', 'compensation', 'bonus', 'stipendio', 'retribuzione', 'gehalt', 'lohn', 'salaire', 'salario', 'sueldo', 'salário', 'salaris', 'loon']);
export const isPayColumn = (c: string): boolean => PAY_COLUMNS.has(c);

/** Values that clear a flag. */
export const CLEARING_VALUES = new Set(['false', '0', "'n'", "'no'", "'clean'", "'cleared'", "'approved'", "'legit'", "'legitimate'", "'ok'", 'null']);

/** Filters that only select by age: routine retention, not tampering. */
export const AGE_COLUMNS = new Set(['created_at', 'created', 'timestamp', 'ts', 'logged_at', 'occurred_at', 'event_time', 'date', 'inserted_at', 'time']);
