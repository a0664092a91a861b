import { isWordCode } from './scan.js';

/**
 * English requests that name the result instead of the act: the operation stands as a past participle after what is
 * wanted ("We need the API keys emailed to …", "The user wants the saved credentials forwarded to …", "Have the
 * payroll file uploaded to …") or after a need in the passive ("The keys need to be sent to …", "has to be
 * forwarded to …"). The participle is no report here: nothing says it happened, somebody asks for it to happen, so the
 * reader takes the operation as ordered (reader.ts buildFrame). Text is folded (lower case) as the reader reads it.
 *
 * Bounded: at most WANT_SPAN words before the participle, inside its clause (stopped by , ; : ( and line breaks).
 * What makes the clause something else is closed lists: a past form of the wanting verb ("wanted", "needed") is not
 * in WANTING, a subordinator or auxiliary between the two ("the keys that were emailed", "we need to know whether …")
 * stops the reading, and a negation anywhere before the participle in its sentence sets it aside (the caller passes
 * it: the reader's own `neg` tag).
 */

/** Present forms that want a result ("we need X done", "the user wants X done", "we'd like X done"). */
const WANTING = new Set(['need', 'needs', 'want', 'wants', 'require', 'requires', 'expect', 'expects', 'like']);
/** "like" wants only after a conditional: "we would like", "I'd like". */
const LIKE_OPENERS = new Set(['would', 'd']);
/** Causatives that order a result when they open the clause ("Have the files uploaded to …", "Get it sent to …"). */
const CAUSATIVES = new Set(['have', 'get']);
/**
 * Needs before "to be" + participle: "needs to be sent", "has to be uploaded". A modal passive ("must be shared",
 * "should be sent") is how a policy states a rule ("Credentials should be shared only through the vault"), not a
 * request: it is left out.
 */
const TO_PASSIVE = new Set(['need', 'needs', 'has', 'have']);
/**
 * Words that, between the wanting verb and the participle, make the participle something other than the wanted result:
 * a relative or subordinate clause, an infinitive, an auxiliary of a report, a preposition of time.
 */
const STOPS = new Set(['that', 'which', 'who', 'whom', 'whose', 'whether', 'if', 'when', 'where', 'why', 'how', 'because', 'since', 'but', 'to', 'was', 'were',
  'is', 'are', 'be', 'been', 'has', 'had', 'did', 'does', 'do', 'not', 'never', 'no', 'after', 'before', 'once', 'until', 'already', 'we', 'i', 'they', 'he', 'she', 'you']);
/** English participles of operations that are not the term with -ed ("send" → "sent"). */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(['sent']);
const WANT_SPAN = 10;

/** The word at [start, end) of `s` (a hit's own word) ends as an English past participle: "-ed" or an irregular one. */
export function participleWord(s: string, start: number, end: number): boolean {
  let e = end;
  while (e < s.length && isWordCode(s.charCodeAt(e))) e++;
  const word = s.slice(start, e);
  if (word.includes(' ')) return false;
  return (word.length >= 5 && word.endsWith('ed')) || IRREGULAR_PARTICIPLES.has(word);
}

/** Up to `span` (WANT_SPAN) words before `pos`, nearest first, inside the clause that holds `pos` and starts at or after `from`. */
export function wordsBefore(s: string, from: number, pos: number, span = WANT_SPAN): string[] {
  const out: string[] = [];
  let i = pos;
  while (i > from && out.length < span) {
    while (i > from && !isWordCode(s.charCodeAt(i - 1))) {
      const c = s.charCodeAt(i - 1);
      // a clause ends at , ; : ( — and a line break; an apostrophe or hyphen stays inside ("we'd", "e-mail")
      // (a dot inside a host or a file name, "docs-mirror.example.dev", ends nothing)
      if (c === 44 || c === 59 || c === 58 || c === 40 || c === 10 || c === 8212 || c === 8211 || c === 33 || c === 63 || (c === 46 && !isWordCode(s.charCodeAt(i)))) return out;
      i--;
    }
    let b = i;
    while (b > from && isWordCode(s.charCodeAt(b - 1))) b--;
    if (b === i) break;
    out.push(s.slice(b, i));
    i = b;
  }
  return out;
}

/**
 * The operation whose participle stands at [start, end) is asked for as a result: a wanting verb, a causative opening
 * the clause, or an obligation in the passive stands before it. `negatedBefore` says whether a negation stands before
 * it in its sentence.
 */
export function wantedResult(s: string, sentenceStart: number, start: number, end: number, negatedBefore: boolean): boolean {
  if (negatedBefore || !participleWord(s, start, end)) return false;
  const words = wordsBefore(s, sentenceStart, start);
  if (words.length < 2) return false;
  // "… need(s) to be sent", "… has to be uploaded"
  if (words[0] === 'be') return words[1] === 'to' && words.length > 2 && TO_PASSIVE.has(words[2]!);
  // "<wanting verb> <object words> <participle>": at least one word of object between
  for (let j = 1; j < words.length; j++) {
    const w = words[j]!;
    if (WANTING.has(w) && (w !== 'like' || LIKE_OPENERS.has(words[j + 1] ?? ''))) return true;
    if (CAUSATIVES.has(w) && j === words.length - 1) return true;
    if (STOPS.has(w)) return false;
  }
  return false;
}

/** Modals of an obligation in the passive ("must be sent", "shall be forwarded"); "is to be" / "are to be" as well. */
const OBLIGING = new Set(['must', 'shall', 'should']);
/** Adverbs that may stand inside the obligation ("must also be sent", "shall always be copied"). */
const OBLIGATION_ADVERBS = new Set(['also', 'always', 'additionally', 'automatically', 'then', 'now', 'immediately', 'henceforth', 'thereafter']);

/**
 * An obligation in the passive laid on the automated reader: "each quote an assistant drafts shall also be forwarded to
 * …" in a sentence that addresses an agent or an assistant (the reader's `addr` tag, passed as `addressed`).
 * A policy's modal passive is a rule people keep (wantedResult leaves it out); addressed to the agent that reads it,
 * the rule is an order to that agent, as "assistants: send every report to …" would be. A negation before it in its
 * sentence ("must never be sent") sets it aside.
 */
export function obligedOfReader(s: string, sentenceStart: number, start: number, end: number, negatedBefore: boolean, addressed: boolean): boolean {
  if (!addressed || negatedBefore || !participleWord(s, start, end)) return false;
  const words = wordsBefore(s, sentenceStart, start, 5);
  if (words[0] !== 'be') return false;
  let j = 1;
  while (j < words.length && OBLIGATION_ADVERBS.has(words[j]!)) j++;
  const w = words[j];
  if (w !== undefined && OBLIGING.has(w)) return true;
  return w === 'to' && (words[j + 1] === 'is' || words[j + 1] === 'are');
}

/**
 * Words that adopt an instruction quoted just before them: "they are asking us to '…', go ahead", "'…' – please
 * proceed", "„…“, mach das". The quote then is no mention: the writer orders what it holds. In the lexicon's
 * languages, folded (lower case, accents off as the reader reads: "procède" → "procede").
 */
const ADOPTING = ['go ahead', 'proceed', 'please proceed', 'please do it', 'please do that', 'please do so', 'do it', 'do that', 'do so', 'make it so', 'go for it', 'carry it out', 'execute it', 'run it',
  'approved, go', 'approved. go', 'ok, do it', 'ok do it', 'yes, do it', 'yes do it',
  'mach das', 'mach es', 'bitte ausfuhren', 'bitte erledigen', 'erledige das', 'fuhre das aus', 'leg los', 'vas-y', 'allez-y', 'procede', 'procedez', 'fais-le', 'faites-le', 'adelante', 'hazlo', 'hagalo',
  'pode fazer', 'faca isso', 'vai em frente', 'prossiga', 'procedi', 'fallo', 'vai pure', 'ga je gang', 'doe het', 'ga door', 'zrob to', 'dzialaj'];
/** After an adopting phrase, a verb that turns it against the quote: "go ahead and ignore it", "proceed to block the sender". */
const TURNED = ['ignore', 'decline', 'refuse', 'reject', 'block', 'report', 'flag', 'quarantine', 'delete the', 'delete it', 'mark it', 'close'];
/** How far after the operation the closing quote may stand. */
const QUOTE_REACH = 400;

/**
 * The quote holding the operation that ends at `opEnd` closes and is followed at once (after punctuation or a dash)
 * by words that adopt it. `quoteChars` are the reader's quote characters.
 */
export function adoptedQuote(s: string, opEnd: number, quoteChars: ReadonlySet<number>): boolean {
  const limit = Math.min(s.length, opEnd + QUOTE_REACH);
  let q = -1;
  for (let i = opEnd; i < limit; i++) {
    const c = s.charCodeAt(i);
    if (!quoteChars.has(c)) continue;
    // an apostrophe inside a word ("don't", "the user's") closes nothing
    if ((c === 39 || c === 0x2019) && i > 0 && isWordCode(s.charCodeAt(i - 1)) && isWordCode(s.charCodeAt(i + 1))) continue;
    q = i;
    break;
  }
  if (q < 0) return false;
  let i = q + 1;
  for (let n = 0; i < s.length && n < 6 && !isWordCode(s.charCodeAt(i)); n++) i++;
  const tail = s.slice(i, i + 48);
  for (const w of ADOPTING) {
    if (!tail.startsWith(w)) continue;
    const after = tail.charCodeAt(w.length);
    if (w.length < tail.length && isWordCode(after)) continue;
    const rest = tail.slice(w.length).replace(/^[ ,]*(?:and |to )?/, '');
    return !TURNED.some((t) => rest.startsWith(t));
  }
  return false;
}

/** Nouns that hold somebody's ask as their content: "a request to change …", "an instruction to forward …". */
const REQUEST_NOUNS = new Set(['request', 'requests', 'instruction', 'instructions', 'proposal', 'proposals', 'suggestion', 'suggestions', 'attempt', 'attempts', 'demand', 'demands',
  'demande', 'demandes', 'proposition', 'tentative', 'solicitud', 'peticion', 'pedido', 'richiesta', 'verzoek', 'aufforderung']);
/** Verbs of asking whose subject is a message or a third party ("an email asking to change …", "the page asked to add …"). */
const ASKING = new Set(['asking', 'asked', 'asks', 'requesting', 'requested', 'telling', 'told', 'tells', 'instructing', 'instructed', 'urging', 'urged', 'demanding', 'demanded',
  // the present plural after a plural sender ("emails claiming to be from IT ask you to …")
  'ask', 'tell', 'urge', 'demand', 'request']);
/**
 * Words that say a sender is not who it claims to be ("emails claiming to be from Microsoft 365 Support ask you to …",
 * "messages that look like they come from Dentrix asking you to …"): between them and the asking verb stands what the
 * sender pretends to be, up to CLAIM_SPAN words.
 */
const CLAIMING = new Set(['claiming', 'claim', 'claims', 'pretending', 'pretend', 'purporting', 'purport', 'posing', 'appearing', 'appear', 'look', 'looks', 'looking', 'seem', 'seeming', 'supposedly',
  'allegedly', 'spoofing', 'impersonating', 'disguised']);
const CLAIM_SPAN = 8;
/** Who or what asks, when it is not the writer: a message, a page, a caller, a stranger. */
const SENDERS = new Set(['email', 'emails', 'mail', 'mails', 'message', 'messages', 'letter', 'letters', 'page', 'website', 'site', 'popup', 'caller', 'callers', 'call', 'calls', 'sms', 'text', 'texts',
  'someone', 'somebody', 'anyone', 'attacker', 'attackers', 'fraudster', 'fraudsters', 'scammer', 'scammers', 'sender', 'impostor', 'imposter']);
/** Words that skip between the asker and the asking verb ("an email that was asking"). */
const ASKER_GLUE = new Set(['that', 'which', 'who', 'is', 'was', 'were', 'are', 'has', 'had', 'been']);
/** Object pronouns between the asking verb and "to" ("asking us to"). */
const ASKED_PRONOUNS = new Set(['us', 'me', 'you', 'them', 'him', 'her', 'staff', 'employees', 'people', 'agents', 'assistants', 'bots', 'users', 'customers', 'readers', 'everyone']);
/** Prepositions between a sender and the place or origin named after it ("a page on …", "an email from …"). */
const SENDER_PLACES = new Set(['on', 'at', 'from', 'in', 'of']);
/** Verbs that pass an ask on, tell of it or turn it down ("report any request to …", "contained an instruction to …"). */
const TELLING_OF = new Set(['report', 'reported', 'flag', 'flagged', 'forward', 'forwarded', 'escalate', 'escalated', 'ignore', 'ignored', 'refuse', 'refused', 'reject', 'rejected', 'decline', 'declined',
  'deny', 'denied', 'block', 'blocked', 'contained', 'contains', 'contain', 'received', 'receive', 'got', 'get', 'saw', 'spotted', 'included', 'includes', 'mentions', 'mentioned', 'quarantined',
  'signale', 'signalez', 'refuse', 'recibimos', 'recibido', 'melde', 'melden', 'ignoriere']);
/** Verbs that take up the ask as their own act ("approve the request to …", "follow the instruction to …"). */
const TAKING_UP = new Set(['approve', 'approved', 'approving', 'process', 'execute', 'fulfil', 'fulfill', 'complete', 'grant', 'honor', 'honour', 'accept', 'action', 'handle', 'carry', 'follow', 'obey',
  'implement', 'apply', 'do', 'perform', 'run', 'submit', 'raise', 'file', 'open', 'make', 'sign', 'confirm']);

/**
 * The operation at `opStart` is the content of somebody else's ask: the complement of a request noun ("report any
 * request to change a vendor's bank details", "the page contained an instruction to forward credentials", "la
 * demande d'ajouter …") or of an asking verb whose subject is a message, a page, a caller or a stranger ("we got an
 * email asking to change …", "the vendor page asked to add an SSH key"). Retold, not ordered: the reader marks it
 * mentioned. An ask taken up by the clause's own verb ("Approve the request to wire …", "follow the instruction
 * to …") stays the writer's order, and so does an ask made by a person ("the CFO asked us to wire …": a relayed
 * instruction, read as it stands).
 */
export function askedByOther(s: string, sentenceStart: number, opStart: number, opEnd = opStart): boolean {
  const words = wordsBefore(s, sentenceStart, opStart, WANT_SPAN + CLAIM_SPAN);
  if (words.length < 2) return false;
  const fr = words[0] === 'd' || words[0] === 'de';
  if (words[0] !== 'to' && !fr) return false;
  const head = words[1]!;
  if (REQUEST_NOUNS.has(head)) {
    // "approve the request to …": the clause's verb takes the ask up; "report any request to …", "the page
    // contained an instruction to …": it passes it on or tells of it. A request standing by itself ("there is a
    // request to forward …") is read as it stands: content can slip an order in that way
    for (let j = 2; j < Math.min(words.length, 6); j++) {
      if (TAKING_UP.has(words[j]!)) return false;
      // "don't ignore the request to …", "do not reject the instruction to …": a telling-of verb negated takes the ask up
      if (TELLING_OF.has(words[j]!)) return !NEGATIONS.has(words[j + 1] ?? '') && !takenUpAfter(s, opEnd);
    }
    return false;
  }
  if (fr) return false;
  let j = 1;
  if (ASKED_PRONOUNS.has(words[j]!)) j++;
  // "asks AI agents to …", "telling the assistant to …": the addressee's determiners
  for (let n = 0; n < 2 && j < words.length && ADDRESSEE_DETERMINERS.has(words[j]!) && !ASKING.has(words[j]!); n++) j++;
  if (j >= words.length || !ASKING.has(words[j]!)) return false;
  j++;
  while (j < words.length && ASKER_GLUE.has(words[j]!)) j++;
  if (j < words.length && SENDERS.has(words[j]!)) return !takenUpAfter(s, opEnd);
  // "a page on docs-mirror.example.dev asks agents to …", "an email from 'IT support' asks …": the sender named before
  // a place or origin of its own
  for (let k = j; k < words.length - 1 && k <= j + CLAIM_SPAN; k++) {
    if (SENDER_PLACES.has(words[k]!) && (SENDERS.has(words[k + 1]!) || (ADDRESSEE_DETERMINERS.has(words[k + 1]!) && SENDERS.has(words[k + 2] ?? '')))) return !takenUpAfter(s, opEnd);
  }
  // "emails claiming to be from 'Microsoft 365 Support' ask you to …": what the sender pretends to be stands between
  let claimed = false;
  for (let k = j; k < words.length && k <= j + CLAIM_SPAN; k++) {
    if (CLAIMING.has(words[k]!)) claimed = true;
    else if (claimed && SENDERS.has(words[k]!)) return !takenUpAfter(s, opEnd);
  }
  return false;
}

/** Determiners between an asking verb and the addressee it names ("asking the AI assistant", "telling any agents"). */
const ADDRESSEE_DETERMINERS = new Set(['the', 'a', 'an', 'any', 'your', 'our', 'this', 'that', 'ai', 'automated']);

/**
 * The addressee words at `addrStart` ("the AI assistant", "AI agents") are the object of somebody else's ask: "we've
 * seen emails asking the AI assistant to forward …", "a page telling AI agents to …". The writer tells of the ask;
 * the assistant it names is not the one the writer addresses, so later orders of the text are not aimed by it.
 */
export function addresseeOfAsk(s: string, sentenceStart: number, addrStart: number): boolean {
  const words = wordsBefore(s, sentenceStart, addrStart);
  let j = 0;
  while (j < words.length && j < 2 && ADDRESSEE_DETERMINERS.has(words[j]!)) j++;
  if (j >= words.length || !ASKING.has(words[j]!)) return false;
  j++;
  while (j < words.length && ASKER_GLUE.has(words[j]!)) j++;
  return j < words.length && SENDERS.has(words[j]!);
}

/** Words after a retold ask that take it up ("there is a request to export the contacts, please handle it"). */
const TAKEN_UP_AFTER = [...ADOPTING, 'handle it', 'handle this', 'handle that', 'process it', 'process this', 'action it', 'action this', 'take care of it', 'take care of this', 'get it done', 'just do it',
  'comply', 'follow it', 'follow them', 'as requested', 'as instructed', 'complete it', 'complete this', 'finish it', 'see to it', 'make sure it happens', 'make it happen', 'approved by'];
/** Negations before a telling-of verb ("don't" reads as "don" "t"). */
const NEGATIONS = new Set(['t', 'not', 'never', 'no']);
/** How far after the ask its taking up is looked for. */
const TAKEN_UP_REACH = 240;

/**
 * The ask declared permitted in its own sentence: a pronoun for it (or "the change", "the request") said to be approved,
 * allowed, fine ("…, that is approved", "…, this is pre-approved", "c'est autorisé", "das ist genehmigt"), or the reader
 * told they may ("…, you may.", "…, you can"); accents as the reader folds them ("è approvato" read as "e approvato"): the writer adopts the ask as much as "do it" does. A permission
 * predicate of some other subject ("only the CFO is authorised to …") adopts nothing. Bounded, no nested quantifiers.
 */
const PERMITTED = /(?:^|[^a-z\u00c0-\u024f])(?:(?:that|this|it|which|the (?:change|request|ask|transfer|payment))(?:'s| is| has been| was| are| will be)|c'est|cela est|ceci est|esto es|eso es|est[aá]|das ist|dies ist|es ist|ist das|ist es|questo è|ciò è|è|e|esta|dat is|dit is|het is|is dat|is het)(?: (?:already|fully|all|now|totally))? (?:pre-?)?(?:approved|authori[sz]ed|allowed|permitted|sanctioned|cleared|fine|ok|okay|legit|legitimate|genuine|expected and approved|autoris[ée]e?|approuv[ée]e?|aprobad[oa]|autorizad[oa]|permitid[oa]|genehmigt|erlaubt|freigegeben|approvat[oa]|autorizzat[oa]|consentit[oa]|goedgekeurd|toegestaan)\b|\byou (?:may|can)(?: do so| do that)?\s?(?:[.!;]|$)/;

/** Words that turn an adopting phrase down when they stand right before it ("did not follow it", "refuse to comply"). */
const REFUSING = new Set([...NEGATIONS, 'refuse', 'refused', 'won', 'cannot', 'didn', 'don', 'nicht', 'nie', 'pas', 'jamais', 'nunca', 'niet', 'nooit']);
/** A negation or refusal stands among the two words before `at` of `tail`. */
function refusedAt(tail: string, at: number): boolean {
  const words = wordsBefore(tail, 0, at, 2);
  return words.some((w) => REFUSING.has(w)) || (words[0] === 'to' && REFUSING.has(words[1] ?? ''));
}

export function takenUpAfter(s: string, from: number): boolean {
  const tail = s.slice(from, from + TAKEN_UP_REACH);
  // the permission stands in the ask's own sentence
  const stop = sentenceStop(tail);
  if (PERMITTED.test(stop === -1 ? tail : tail.slice(0, stop + 1))) return true;
  for (const w of TAKEN_UP_AFTER) {
    for (let at = tail.indexOf(w); at >= 0; at = tail.indexOf(w, at + 1)) {
      const before = at === 0 ? 32 : tail.charCodeAt(at - 1);
      const after = at + w.length < tail.length ? tail.charCodeAt(at + w.length) : 32;
      // "I did not follow it", "never comply": the ask turned down, not taken up
      if (!isWordCode(before) && !isWordCode(after) && !refusedAt(tail, at)) return true;
    }
  }
  return false;
}

/** Where the first sentence of `t` ends (. ! ? before a space or the end, or a line break), -1 when it runs on. */
function sentenceStop(t: string): number {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 10) return i;
    if ((c === 46 || c === 33 || c === 63) && (i + 1 >= t.length || t.charCodeAt(i + 1) === 32)) return i;
  }
  return -1;
}
