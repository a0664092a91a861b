/**
 * Classifies a described AI system under Regulation (EU) 2024/1689 from the vocabulary's terms: prohibited practice
 * (Art. 5), high-risk by use (Annex III, Art. 6(2)) or by product (Annex I, Art. 6(1)), transparency duties (Art. 50),
 * general-purpose AI model (Chapter V), or minimal risk.
 */
import type { Category } from './obligations.js';
import { AREAS, TERMS, type Term } from './vocabulary.js';

export interface SystemDescription {
  systemType: string;
  domain: string;
  hasHumanOversight: boolean;
  /** Facts a structured profile states outright (the Surfinguard SDK's agentProfile). */
  facts?: { makesDecisions?: boolean; affectsSafety?: boolean; interactsWithPublic?: boolean; usesPersonalData?: boolean };
}

export interface Match {
  term: string;
  label: string;
  phrase: string;
  field: 'systemType' | 'domain' | 'profile';
  basis: string;
}

export interface Classification {
  category: Category;
  categories: Category[];
  reasons: string[];
  matched: Match[];
  notes: string[];
  /** Which high-risk routes apply (decides the application date of high-risk obligations). */
  routes: Array<'annex_iii' | 'annex_i'>;
  /** Art. 50 obligations that apply (ids of the obligations table). */
  transparency: string[];
}

const ORDER: readonly Category[] = ['prohibited', 'high', 'gpai_systemic', 'gpai', 'limited', 'minimal'];

/** Lower case, letters and digits only, single spaces, padded: whole-word search becomes substring search. */
export function normalise(text: string): string {
  const lower = text.normalize('NFKC').toLowerCase();
  let out = ' ';
  for (let i = 0; i < lower.length && out.length < 4096; i++) {
    const c = lower.charCodeAt(i);
    const keep = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (keep) out += lower[i];
    else if (out.charCodeAt(out.length - 1) !== 32) out += ' ';
  }
  return out.endsWith(' ') ? out : `${out} `;
}

function phraseIn(text: string, phrase: string): boolean {
  return phrase.endsWith('*') ? text.includes(` ${phrase.slice(0, -1)}`) : text.includes(` ${phrase} `);
}

function termIn(text: string, term: Term): string | undefined {
  const phrase = term.any.find((p) => phraseIn(text, p));
  if (phrase === undefined) return undefined;
  if (term.with && !term.with.every((group) => group.some((p) => phraseIn(text, p)))) return undefined;
  return phrase;
}

function find(terms: readonly Term[], typeText: string, domainText: string): Array<{ term: Term; match: Match }> {
  const both = `${typeText}${domainText.slice(1)}`;
  const out: Array<{ term: Term; match: Match }> = [];
  for (const term of terms) {
    const phrase = termIn(both, term);
    if (phrase === undefined) continue;
    const field = phraseIn(typeText, phrase) ? 'systemType' : 'domain';
    const basis = 'basis' in term.effect ? term.effect.basis : 'a use that decides about, ranks or monitors people';
    out.push({ term, match: { term: term.id, label: term.label, phrase: phrase.replace(/\*$/, ''), field, basis } });
  }
  return out;
}

type Hit = { term: Term; match: Match };
type Facts = NonNullable<SystemDescription['facts']>;

/** A classification being built: categories and routes are sets kept in arrays. */
class Findings {
  readonly c: Classification = { category: 'minimal', categories: [], reasons: [], matched: [], notes: [], routes: [], transparency: [] };
  constructor(private readonly hits: Hit[]) {}
  of(kind: Term['effect']['kind']): Hit[] {
    return this.hits.filter((h) => h.term.effect.kind === kind);
  }
  add(cat: Category): void {
    if (!this.c.categories.includes(cat)) this.c.categories.push(cat);
  }
  route(r: 'annex_iii' | 'annex_i'): void {
    if (!this.c.routes.includes(r)) this.c.routes.push(r);
  }
}

const where = (h: Hit) => `("${h.match.phrase}" in ${h.match.field})`;

export function classify(input: SystemDescription): Classification {
  const typeText = normalise(input.systemType);
  const domainText = normalise(input.domain);
  const hits = find(TERMS, typeText, domainText);
  const areas = find(AREAS, typeText, domainText);
  const facts = input.facts ?? {};
  const f = new Findings(hits);
  for (const h of f.of('prohibited')) {
    f.add('prohibited');
    f.c.reasons.push(`Prohibited practice: ${h.match.label} ${where(h)} - ${h.match.basis}.`);
  }
  highRiskUses(f);
  highRiskAreas(f, areas, facts);
  safetyFacts(input, facts, areas.map((a) => a.term.id), f);
  generalPurpose(f);
  transparency(f, facts);
  for (const h of f.of('excluded')) f.c.notes.push(`${h.match.basis} ${where(h)}.`);
  if (f.c.routes.includes('annex_iii')) annexIIINotes(f.c, facts.usesPersonalData === true || f.of('decision').some((h) => h.match.phrase.startsWith('profil')));
  if (f.c.categories.length === 0) {
    f.add('minimal');
    const kind = f.of('minimal')[0];
    f.c.reasons.push(kind
      ? `Minimal risk: ${kind.match.label} ${where(kind)} - ${kind.match.basis}.`
      : 'Minimal risk: no prohibited practice, Annex I product, Annex III use, Art. 50 trait or general-purpose model was recognised in systemType or domain (see the documented vocabulary).');
  }
  f.c.categories.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  f.c.category = f.c.categories[0]!;
  f.c.matched = [...hits, ...areas].map((h) => h.match);
  return f.c;
}

function highRiskUses(f: Findings): void {
  for (const h of f.of('high')) {
    const e = h.term.effect as Extract<Term['effect'], { kind: 'high' }>;
    f.add('high');
    f.route(e.route);
    f.c.reasons.push(`High-risk (${e.route === 'annex_i' ? 'Art. 6(1), Annex I product' : 'Art. 6(2), Annex III use'}): ${h.match.label} ${where(h)} - ${e.basis}.`);
    if (e.note) f.c.notes.push(e.note);
  }
}

/** An Annex III domain makes the system high-risk only with a decision-making use (and not for an assistive kind). */
function highRiskAreas(f: Findings, areas: Hit[], facts: Facts): void {
  const decides = facts.makesDecisions === true || f.of('decision').length > 0;
  const assistiveKind = f.of('minimal').length > 0 || f.of('limited').length > 0;
  for (const a of areas) {
    const e = a.term.effect as Extract<Term['effect'], { kind: 'area' }>;
    if (f.c.routes.includes('annex_iii')) break;
    if (decides && (facts.makesDecisions === true || !assistiveKind)) {
      f.add('high');
      f.route('annex_iii');
      f.c.reasons.push(`High-risk (Art. 6(2), ${e.basis}): the system decides about, ranks or monitors people in the domain ${a.term.label}; Annex III lists ${e.uses}.`);
    } else {
      f.c.notes.push(`The domain ${a.term.label} holds Annex III uses (${e.basis}: ${e.uses}); the system becomes high-risk if it is used for one of them.`);
    }
  }
}

function generalPurpose(f: Findings): void {
  for (const h of f.of('gpai')) {
    const e = h.term.effect as Extract<Term['effect'], { kind: 'gpai' }>;
    f.add(e.systemic ? 'gpai_systemic' : 'gpai');
    if (e.systemic) f.add('gpai');
    f.c.reasons.push(`General-purpose AI model${e.systemic ? ' with systemic risk' : ''}: "${h.match.phrase}" in ${h.match.field} - ${e.basis}.`);
  }
}

function transparency(f: Findings, facts: Facts): void {
  for (const h of f.of('limited')) {
    const e = h.term.effect as Extract<Term['effect'], { kind: 'limited' }>;
    f.add('limited');
    for (const o of e.obligations) if (!f.c.transparency.includes(o)) f.c.transparency.push(o);
    f.c.reasons.push(`Transparency obligation: ${h.match.label} ${where(h)} - ${e.basis}.`);
  }
  if (facts.interactsWithPublic === true && !f.c.transparency.includes('AIA-50-1')) {
    f.add('limited');
    f.c.transparency.push('AIA-50-1');
    f.c.reasons.push('Transparency obligation: the profile says the system interacts with the public - Art. 50(1).');
  }
}

/** What the SDK profile's affectsSafety says: a safety component is high-risk in critical infrastructure and healthcare. */
function safetyFacts(input: SystemDescription, facts: Facts, areaIds: string[], f: Findings): void {
  if (facts.affectsSafety !== true) return;
  const c = f.c;
  const add = (cat: Category) => f.add(cat);
  const route = (r: 'annex_iii' | 'annex_i') => f.route(r);
  if (areaIds.includes('critical-infrastructure')) {
    add('high');
    route('annex_iii');
    c.reasons.push('High-risk (Art. 6(2), Annex III point 2): the profile says the system affects safety in critical infrastructure (a safety component of its management or operation).');
  } else if (normalise(input.domain).includes(' health')) {
    add('high');
    route('annex_i');
    c.reasons.push('High-risk (Art. 6(1), Annex I Section A): the profile says the system affects safety in healthcare, which makes it a medical device or its safety component under Regulation (EU) 2017/745 when it needs third-party conformity assessment.');
  } else {
    c.notes.push('The profile says the system affects safety: if it is a safety component of a product covered by Annex I (machinery, toys, lifts, medical devices, vehicles...) that needs third-party conformity assessment, it is high-risk under Art. 6(1).');
  }
}

function annexIIINotes(c: Classification, profiling: boolean): void {
  c.notes.push(profiling
    ? 'The system profiles natural persons: an Annex III system that performs profiling is always high-risk; the Art. 6(3) derogation is not available.'
    : 'Art. 6(3): an Annex III system is not high-risk if it poses no significant risk of harm because it only performs a narrow procedural task, improves a completed human activity, detects decision patterns without replacing human assessment, or performs a preparatory task; the provider documents that assessment (Art. 6(4)) and registers the system (Art. 49(2)).');
}
