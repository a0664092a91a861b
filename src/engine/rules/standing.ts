import type { Primitive } from '../types.js';

/**
 * An identity created in the act (an OS or directory account, a cloud user or login, a database role or login) is
 * access that outlives the act: the rights it is given make PERSISTENCE, where the same rights given to an account
 * that already exists are ESCALATION (docs/primitives.md). One pattern per analyzer family, each read once per
 * finding of ESCALATION only (Analyzer.effect).
 */
export const SHELL_ACCOUNT_CREATED = /\b(?:useradd|adduser|new-localuser|new-aduser|new-mguser)\b|\bnet\s+user\s[^\n;&|]{0,200}\/add\b|\baws\s+iam\s+(?:create-user|create-login-profile)\b|\bgcloud\s+iam\s+service-accounts\s+create\b|\baz\s+ad\s+(?:user|sp)\s+create\b/i;
export const SQL_ACCOUNT_CREATED = /\bcreate\s+(?:user|role|login)\b/i;
export const IAC_ACCOUNT_CREATED = /\baws\s+iam\s+(?:create-user|create-login-profile)\b|\bgcloud\s+iam\s+service-accounts\s+create\b|\baz\s+ad\s+(?:user|sp)\s+create\b|\bresource\s+"(?:aws_iam_user|google_service_account|azuread_user|azuread_service_principal)"/i;

export function standingWhen(created: RegExp, text: string, primitive: Primitive): Primitive {
  return primitive === 'ESCALATION' && created.test(text) ? 'PERSISTENCE' : primitive;
}
