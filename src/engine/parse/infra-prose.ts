/**
 * Cloud operations asked for in plain words rather than a CLI, in several languages: backups or snapshots deleted,
 * a threat-detection or audit service switched off. The CLI rules match the commands' own spellings
 * ("delete-snapshot", "guardduty delete-detector"); an order in prose names the same act with a verb and an object in
 * any order ("Alle EBS-Snapshots … löschen", "Отключи GuardDuty"). Each reader finds an object (bounded count), then a
 * verb of the act within a window around it, not negated just before. Read from the raw value lower-cased: the shared
 * normalisation folds Cyrillic letters that look Latin, which would break a Russian verb. Linear: bounded regexes over
 * bounded windows.
 */

import { ValueFact } from '../check-scope.js';

const BOUND = 4096;
const WINDOW = 90;

/** Backups and point-in-time copies, several languages. */
const BACKUP_OBJ = /\b(?:snapshots?|backups?|recovery points?|amis|machine images|sicherungen|sicherungskopien|sauvegardes?|instantan[ée]s|copias de seguridad|instant[áa]neas|c[óo]pias de seguran[çc]a|copie di backup|kopie zapasowe|migawki)\b|снимк|снапшот|бэкап|резервн/g;
/** Deleting, several languages (Cyrillic verbs need no \b: JavaScript word edges are ASCII only). */
const DELETE_VERB = /(?<![a-zà-ÿ])(?:delete|remove|purge|wipe|erase|destroy|drop|l[öo]sch\w{0,4}|entfern\w{0,3}|supprim\w{0,4}|effac\w{0,4}|elimin\w{0,4}|borr\w{0,4}|apag\w{0,4}|exclui\w{0,3}|excluir|cancell\w{0,4}|verwijder\w{0,3}|usu[nń]\w{0,3})\b|удал|сотри|стер/;
/** Threat detection, audit and posture services, and the second factor of sign-in (MFA) in the lexicon's languages. */
const SECURITY_SERVICE = /\b(?:guardduty|security ?hub|cloudtrail|defender(?: for cloud)?|macie|inspector|aws config|config recorder|flow logs?|audit[ -]?log(?:s|ging)?|cloud audit logs|sentinel|security command center|threat detection|bedrohungserkennung|d[ée]tection des menaces|detecci[óo]n de amenazas|encryption|verschl[üu]sselung|chiffrement|cifrado|criptografia|crittografia|versleuteling|szyfrowanie|versioning|versionierung|wersjonowanie|mfa|2fa|2sv|two-factor(?: authentication)?|multi-factor(?: authentication)?|2-step verification|zwei-faktor-authentifizierung|mehr-?faktor-authentifizierung|double authentification|authentification (?:[àa] deux facteurs|multifacteur)|autenticaci[óo]n (?:de dos factores|multifactor)|verificaci[óo]n en dos pasos|autentica[çc][ãa]o (?:de dois fatores|multifator)|verifica[çc][ãa]o em duas etapas|autenticazione (?:a due fattori|a pi[ùu] fattori|multifattore)|verifica in due passaggi|tweestapsverificatie|tweefactorauthenticatie|meervoudige authenticatie|uwierzytelniani[ae] dwusk[łl]adnikowe(?:go)?|weryfikacj[aęi] dwuetapow[aąe]j?|soft[- ]?delete|purge protection|suppression r[ée]versible|protection contre le vidage|vorl[äa]ufiges l[öo]schen|l[öo]schschutz|eliminaci[óo]n (?:temporal|reversible)|protecci[óo]n de purga|exclus[ãa]o revers[íi]vel|prote[çc][ãa]o contra limpeza|eliminazione (?:temporanea|reversibile)|protezione dalla rimozione definitiva)\b|двухфакторн/g;
/** Switching off, several languages. */
const OFF_VERB = /\b(?:disable|deactivate|turn off|switch off|shut off|deaktivier\w{0,3}|abschalt\w{0,3}|ausschalt\w{0,3}|d[ée]sactiv\w{0,4}|desactiv\w{0,4}|desativ\w{0,4}|disattiv\w{0,4}|spegn\w{0,3}|uitschakel\w{0,3}|uitzetten|wy[lł][aą]cz\w{0,3})\b|отключ|выключ|деактивир|останов/;
/** A negation or a question just before the verb: "do not delete", "nicht löschen", "не удаляй". */
const NEGATED = /\b(?:don'?t|do not|never|nicht|niemals|ne pas|no|nunca|non|niet|nie)\s$|(?<![а-яё])не\s$/;
/** The end of a command-line option that takes the next word as its value ("--operation-type ", "--action="). */
const FLAG_VALUE = /--[a-z][a-z0-9-]{0,40}[= ]["']?$/;
const ALL_SCOPE = /\b(?:all|every|entire|alle|allen|tous|toutes|todos|todas|tutti|tutte|wszystkie|wszystkich)\b|(?<![а-яё])(?:все|всех|всём)(?![а-яё])/;

function found(lower: string, objects: RegExp, verb: RegExp): string | undefined {
  const s = lower.length > BOUND ? lower.slice(0, BOUND) : lower;
  objects.lastIndex = 0;
  let m: RegExpExecArray | null;
  try {
    for (let n = 0; n < 16 && (m = objects.exec(s)) !== null; n++) {
      const from = Math.max(0, m.index - WINDOW);
      const window = s.slice(from, m.index + m[0].length + WINDOW);
      const v = verb.exec(window);
      if (v === null) continue;
      const before = window.slice(Math.max(0, v.index - 12), v.index);
      if (NEGATED.test(before)) continue;
      // a command's flag value ("--operation-type remove") names an option, not an order in words
      if (FLAG_VALUE.test(window.slice(Math.max(0, v.index - 45), v.index))) continue;
      return `${v[0]} … ${m[0]}`;
    }
    return undefined;
  } finally {
    objects.lastIndex = 0;
  }
}

/**
 * A phrase found at `at` in `lower` is denied by the words just before it ("do not disable MFA", "nunca desactives",
 * "не отключай"): the same negation test the prose readers here apply to their verbs.
 */
export function negatedBefore(lower: string, at: number): boolean {
  return at > 0 && NEGATED.test(lower.slice(Math.max(0, at - 12), at));
}

/** The value's first BOUND characters lower-cased, and what the readers below found there (null: not read yet). */
class ProseHead {
  backups: [string, boolean] | undefined | null = null;
  detection: string | undefined | null = null;
  constructor(readonly lower: string) {}
}

// One reading per check and value: a long value is confirmed window by window and every window asks about the same
// whole value (check-scope.ts ValueFact).
const HEAD = new ValueFact((raw) => new ProseHead((raw.length > BOUND ? raw.slice(0, BOUND) : raw).toLowerCase()));

/** The value's first 4096 characters lower-cased, read once per check. */
export function proseHead(ctx: { readonly raw: string }): string {
  return HEAD.read(ctx).lower;
}

/** Backups or snapshots deleted by a prose order: [what was read, whether it says all of them]; undefined when not. */
export function backupsDeletedInWords(ctx: { readonly raw: string }): [string, boolean] | undefined {
  const head = HEAD.read(ctx);
  if (head.backups === null) {
    const hit = found(head.lower, BACKUP_OBJ, DELETE_VERB);
    head.backups = hit === undefined ? undefined : [hit, ALL_SCOPE.test(head.lower)];
  }
  return head.backups;
}

/** A threat-detection or audit service switched off by a prose order; undefined when not. */
export function detectionOffInWords(ctx: { readonly raw: string }): string | undefined {
  const head = HEAD.read(ctx);
  if (head.detection === null) head.detection = found(head.lower, SECURITY_SERVICE, OFF_VERB);
  return head.detection;
}

/** The value says the act reaches everything ("in allen Regionen", "for all accounts", "во всех регионах"). */
export function allInWords(ctx: { readonly raw: string }): boolean {
  return ALL_SCOPE.test(HEAD.read(ctx).lower);
}

/** Regexes run on input here (listed for the linear-time audit). */
export const INFRA_PROSE_PATTERNS: readonly RegExp[] = [FLAG_VALUE, BACKUP_OBJ, DELETE_VERB, SECURITY_SERVICE, OFF_VERB, NEGATED, ALL_SCOPE];
