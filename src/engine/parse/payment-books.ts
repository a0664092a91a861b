import type { Metadata } from '../types.js';
import { metaText } from './api-common.js';

/**
 * Two ways the books or a payment network are told something untrue: an entry posted into a period already closed
 * (or dated back into it), so a figure lands where a forecast or a covenant needs it; and a payment dispute whose stated
 * reason the same instruction admits is false ("item not received" on orders tracking shows delivered). Several
 * languages; bounded regexes on the first 2,000 characters, listed for the linear-time audit.
 */

const bounded = (lower: string): string => (lower.length > 2000 ? lower.slice(0, 2000) : lower);

/** A period the books have closed, or the act of reopening one. */
const CLOSED_PERIOD = /\b(?:closed (?:period|month|quarter|year|books)|(?:period|month|quarter|books) (?:is |are |already )?closed|after (?:the )?(?:period[- ]end |quarter[- ]end |month[- ]end )?close|reopen\w{0,3} (?:the )?(?:closed )?(?:period|month|quarter|books)|geschlossene[nr]? (?:periode|monat|quartal)|abgeschlossene[nr]? (?:periode|monat|quartal)|(?:periode|monat|quartal) (?:ist |wurde )?(?:bereits |schon )?abgeschlossen|p[ée]riode (?:d[ée]j[àa] )?cl[ôo]tur[ée]e|exercice cl[ôo]tur[ée]|periodo (?:ya )?cerrado|per[íi]odo (?:j[áa] )?fechado|periodo (?:gi[àa] )?chiuso|afgesloten periode)\b/;
/** Posting or dating an entry: what puts a figure into that period. */
const POSTING = /\b(?:backdat\w{0,3}|back-dat\w{0,3}|posting date|post(?:ed|ing)? (?:it |them |the entr\w{1,3} |entries )?(?:to|into|in) |book(?:ed|ing)? (?:it |them )?(?:to|into|in) |journal entr\w{1,3}|je-\d|entries|dr |(?:zu)?r[üu]ckdatier\w{0,3}|buchungsdatum|antidat\w{0,4}|r[ée]troactiv\w{0,4}|fecha contable|retroativ\w{0,3}|retrodat\w{0,4}|terugdater\w{0,3})/;
/** The entry goes to the period still open. */
const OPEN_PERIOD = /\b(?:current|open|next|following) (?:period|month|quarter)\b|\b(?:laufende[nr]? periode|p[ée]riode (?:en cours|ouverte)|periodo (?:actual|abierto|corrente|aperto)|per[íi]odo (?:atual|aberto)|lopende periode)\b/;
/** The close named as a setting of the ledger ("period_status": "closed"). */
function closedInMetadata(metadata: Metadata): boolean {
  const v = metaText(metadata, 'period_status', 'period', 'period_state')?.trim().toLowerCase();
  return v === 'closed' || v === 'locked';
}

/**
 * An entry posted into a closed period or dated back into one: "backdate entries to 30 Sept so they fall in the
 * closed period", "posting date 2024-09-28 (closed period – reopen temporarily)". '' when it is not.
 */
export function intoClosedPeriod(lower: string, metadata: Metadata): string {
  const s = bounded(lower);
  const closed = CLOSED_PERIOD.exec(s)?.[0] ?? (closedInMetadata(metadata) ? 'period closed' : undefined);
  if (closed === undefined) return '';
  const post = POSTING.exec(s);
  // posted in the open period instead ("the period is closed; post it in the current period"): the close is respected
  return post === null || OPEN_PERIOD.test(s) ? '' : `${post[0].trim()} … ${closed}`;
}

/** A dispute, chargeback or claim opened or filed. */
const DISPUTE_FILED = /\b(?:open|file|submit|raise|initiate|lodge|start|create|issue) (?:a |an |the )?(?:[\w-]{1,14} ){0,5}(?:chargebacks?|disputes?|claims?)\b|\b(?:abr\w{1,3}|present\w{1,4}|interp\w{1,5}) (?:una |un )?(?:disputa|reclamaci[óo]n|contracargo|contestaci[óo]n|reclama[çc][ãa]o)\b|\b(?:ouvr\w{1,3}|d[ée]pos\w{1,3}|initi\w{1,3}) (?:un |une )?(?:litige|r[ée]trofacturation|contestation)\b|\b(?:r[üu]ckbuchung|chargeback|reklamation)\w{0,3} (?:einleiten|einreichen|er[öo]ffnen|veranlassen)\b/;
/** The reason such a claim gives: nothing arrived. */
const NOT_RECEIVED = /\b(?:(?:item|product|goods|order|service)s? not (?:received|delivered)|not received|never (?:arrived|received|delivered)|non-receipt|nicht (?:erhalten|geliefert|angekommen)|non re[çc]ue?s?|jamais re[çc]ue?s?|no recibid[oa]s?|nunca (?:lleg[óo]|recibid[oa])|n[ãa]o recebid[oa]s?|non ricevut[oa]|mai arrivat[oa]|niet ontvangen|nooit aangekomen)\b/;
/** The same instruction admits it did arrive. */
const DELIVERED = /\b(?:(?:we|they) did deliver|was delivered|were delivered|(?:shows|marked|confirmed|proof of) deliver\w{0,3}|tracking (?:shows|says|confirms)|delivered orders|received (?:it|them|the (?:goods|items|order))|zugestellt|geliefert wurde|wurde geliefert|wurden geliefert|livr[ée]e?s? (?:et|mais)|(?:a|ont) [ée]t[ée] livr[ée]e?s?|bien re[çc]u|entregad[oa]s? (?:y|pero)|(?:fue|fueron) entregad[oa]s?|s[íi] (?:lleg[óo]|recibimos)|(?:foi|foram) entregues?|(?:[èe]|sono) stat[oaie] consegnat[oaie]|consegnat[oa] (?:e|ma)|wel geleverd|is geleverd|zijn geleverd)\b/;

/**
 * A dispute or chargeback filed with a reason the instruction itself contradicts: "as 'product not received' — we did
 * deliver", "reason 'item not received'; tracking shows delivered". The claim is false by the filer's own words.
 */
export function disputeAgainstFacts(lower: string): string {
  const s = bounded(lower);
  const filed = DISPUTE_FILED.exec(s);
  if (filed === null) return '';
  const reason = NOT_RECEIVED.exec(s);
  const fact = reason === null ? null : DELIVERED.exec(s);
  return fact === null ? '' : `${filed[0]} citing '${reason![0]}' though ${fact[0]}`;
}

/** Regexes run on input here (listed for the linear-time audit). */
export const PAYMENT_BOOKS_PATTERNS: readonly RegExp[] = [CLOSED_PERIOD, POSTING, OPEN_PERIOD, DISPUTE_FILED, NOT_RECEIVED, DELIVERED];
