/**
 * The assessment answer: the classification, the obligations that follow with their articles and application dates,
 * what human oversight changes, how SafeGate's records help, and the same findings in the Surfinguard SDK's
 * ComplianceReport shape. It supports a compliance review; it is not legal advice.
 */
import { APPLICATION_DATES, type ApplicationDate, type DateKey } from './dates.js';
import { classify, type Classification, type SystemDescription } from './classify.js';
import { CATEGORIES, OBLIGATIONS, POLICY_MODES, SESSION_HISTORY, STATS, type Category, type Obligation } from './obligations.js';

export const REGULATION = 'Regulation (EU) 2024/1689 (Artificial Intelligence Act)';
export const DISCLAIMER = 'This assessment supports a compliance review; it is not legal advice. It reads only the description given, and the text of Regulation (EU) 2024/1689 in the Official Journal governs.';

export type RequirementStatus = 'compliant' | 'partial' | 'non_compliant' | 'not_assessed' | 'voluntary';

/** Where SafeGate's own records help, named by obligation. */
export const SAFEGATE_RECORDS = [
  { articles: ['Art. 12', 'Art. 19', 'Art. 26(6)'], record: SESSION_HISTORY, note: 'logging of events, kept at least six months' },
  { articles: ['Art. 14', 'Art. 26(2)'], record: POLICY_MODES, note: 'human oversight of what the agent may do' },
  { articles: ['Art. 72'], record: STATS, note: 'post-market monitoring data' },
];

/** Obligations that SafeGate's own records help to meet (logging, log retention, post-market monitoring). */
const RECORD_BACKED: ReadonlySet<string> = new Set(['AIA-12', 'AIA-19', 'AIA-26-6', 'AIA-72']);

export interface ObligationView {
  id: string;
  article: string;
  paragraph: string | null;
  title: string;
  obligation: string;
  who: Obligation['who'];
  applies_from: string;
  applies_from_source: string;
  status: RequirementStatus;
  details: string;
  safegate?: string;
}

function dateOf(o: Obligation, routes: Classification['routes']): ApplicationDate {
  if (o.appliesFrom !== 'high_risk') return APPLICATION_DATES[o.appliesFrom];
  return APPLICATION_DATES[routes.includes('annex_iii') || routes.length === 0 ? 'high_risk_annex_iii' : 'high_risk_annex_i'];
}

/** The obligations that follow from a classification: a prohibition stands alone; Art. 50 only for the traits found. */
function applicable(c: Classification): Obligation[] {
  if (c.category === 'prohibited') return OBLIGATIONS.filter((o) => o.id === 'AIA-4' || o.id === 'AIA-5');
  return OBLIGATIONS.filter((o) => {
    if (o.id.startsWith('AIA-50-')) return c.transparency.includes(o.id);
    if (o.id === 'AIA-95') return c.category === 'minimal' || c.category === 'limited';
    return o.categories.some((cat) => c.categories.includes(cat));
  });
}

function statusOf(o: Obligation, oversight: SystemDescription['hasHumanOversight'], partialOversight: boolean): { status: RequirementStatus; details: string } {
  if (o.voluntary) return { status: 'voluntary', details: 'no mandatory requirement' };
  if (o.id === 'AIA-5') return { status: 'non_compliant', details: 'the described use is prohibited in the Union' };
  if (o.id === 'AIA-14' || o.id === 'AIA-26') {
    if (!oversight) return { status: 'non_compliant', details: 'no human oversight is stated, and Art. 14 (with Art. 26(2) for deployers) requires it for high-risk systems' };
    return { status: 'partial', details: partialOversight ? 'human oversight is partial (semi-autonomous); document who can intervene, override and stop the system' : 'human oversight is stated; document the measures of Art. 14(3)-(4) and who exercises them' };
  }
  if (RECORD_BACKED.has(o.id)) return { status: 'partial', details: 'SafeGate\'s records support it (see safegate); the provider\'s or deployer\'s own measures and evidence complete it' };
  return { status: 'not_assessed', details: 'the description does not show whether this is met' };
}

function oversightEffect(c: Classification, provided: boolean): string {
  if (c.category === 'prohibited') return 'Human oversight does not lift a prohibition under Art. 5.';
  if (c.categories.includes('high')) {
    return provided
      ? 'Art. 14 is addressed in part: oversight is stated, and the system must still be designed so the overseers can understand its limits, interpret its output, override it and stop it (Art. 14(4)); deployers assign competent people (Art. 26(2)). Oversight does not change the high-risk classification.'
      : 'Art. 14 is not met: a high-risk system must be designed for effective human oversight and deployers must assign it (Art. 26(2)). Adding oversight is required; it would not change the high-risk classification.';
  }
  return 'No legal requirement of human oversight applies at this level; oversight remains good practice (and may be part of a voluntary code of conduct, Art. 95).';
}

function overallOf(statuses: RequirementStatus[]): 'compliant' | 'review_required' | 'non_compliant' {
  if (statuses.includes('non_compliant')) return 'non_compliant';
  if (statuses.some((s) => s === 'partial' || s === 'not_assessed')) return 'review_required';
  return 'compliant';
}

export function assess(input: SystemDescription, partialOversight = false, now = new Date()) {
  const c = classify(input);
  const obligations: ObligationView[] = applicable(c).map((o) => {
    const date = dateOf(o, c.routes);
    const { status, details } = statusOf(o, input.hasHumanOversight, partialOversight);
    return {
      id: o.id, article: o.article, paragraph: o.paragraph, title: o.title, obligation: o.obligation, who: o.who,
      applies_from: date.date, applies_from_source: date.source, status, details, ...(o.safegate ? { safegate: o.safegate } : {}),
    };
  });
  const dateKeys = new Set<DateKey>(['prohibitions', 'general']);
  for (const o of applicable(c)) dateKeys.add(dateOf(o, c.routes).key);
  if (c.categories.includes('gpai')) dateKeys.add('gpai_legacy');
  const statuses = obligations.map((o) => o.status);
  const count = (s: RequirementStatus) => statuses.filter((x) => x === s).length;
  return {
    regulation: REGULATION,
    input: { systemType: input.systemType, domain: input.domain, hasHumanOversight: input.hasHumanOversight },
    category: c.category,
    categories: c.categories,
    reasons: c.reasons,
    matched: c.matched,
    obligations,
    human_oversight: { provided: input.hasHumanOversight, article: 'Art. 14', effect: oversightEffect(c, input.hasHumanOversight) },
    application_dates: [...dateKeys].map((k) => APPLICATION_DATES[k]).sort((a, b) => a.date.localeCompare(b.date)),
    safegate_records: SAFEGATE_RECORDS,
    notes: c.notes,
    disclaimer: DISCLAIMER,
    // The Surfinguard SDK's ComplianceReport fields.
    framework: 'EU AI Act (Regulation (EU) 2024/1689)',
    riskClassification: c.category,
    overallStatus: overallOf(statuses),
    requirements: obligations.map((o) => ({
      id: o.id, article: o.paragraph ? `${o.article}(${o.paragraph})` : o.article, title: o.title, description: o.obligation,
      appliesTo: [o.who], status: o.status, details: o.details,
    })),
    summary: { total: obligations.length, compliant: count('compliant'), partial: count('partial'), nonCompliant: count('non_compliant'), notAssessed: count('not_assessed') },
    assessedAt: now.toISOString(),
  };
}

/** Level names GET /v2/compliance/requirements accepts, with the spellings other tools use. */
const LEVEL_ALIASES: Readonly<Record<string, Category>> = {
  unacceptable: 'prohibited', prohibited: 'prohibited', banned: 'prohibited',
  high: 'high', 'high-risk': 'high', high_risk: 'high', highrisk: 'high',
  limited: 'limited', transparency: 'limited',
  minimal: 'minimal', low: 'minimal', none: 'minimal',
  gpai: 'gpai', 'general-purpose': 'gpai', general_purpose: 'gpai',
  gpai_systemic: 'gpai_systemic', 'gpai-systemic': 'gpai_systemic', systemic: 'gpai_systemic',
};

export const LEVELS: readonly Category[] = CATEGORIES;

export function levelFrom(text: string): Category | undefined {
  return Object.hasOwn(LEVEL_ALIASES, text.trim().toLowerCase()) ? LEVEL_ALIASES[text.trim().toLowerCase()] : undefined;
}

const LEVEL_MEANING: Readonly<Record<Category, string>> = {
  prohibited: 'AI practices prohibited by Art. 5',
  high: 'high-risk AI systems: Annex I products (Art. 6(1)) and Annex III uses (Art. 6(2))',
  limited: 'AI systems with transparency obligations under Art. 50',
  gpai: 'general-purpose AI models (Chapter V, Arts. 51-55)',
  gpai_systemic: 'general-purpose AI models with systemic risk (Arts. 51, 52 and 55 on top of Art. 53)',
  minimal: 'all other AI systems: AI literacy (Art. 4) and voluntary codes of conduct (Art. 95)',
};

/** The obligations of one level, each with its application date (high-risk: both routes). */
export function requirementsFor(level: Category) {
  const rows = OBLIGATIONS.filter((o) => o.id === 'AIA-4' || o.categories.includes(level));
  return {
    regulation: REGULATION,
    level,
    description: LEVEL_MEANING[level],
    obligations: rows.map((o) => {
      const dates = o.appliesFrom === 'high_risk'
        ? { annex_iii: APPLICATION_DATES.high_risk_annex_iii, annex_i: APPLICATION_DATES.high_risk_annex_i }
        : { all: APPLICATION_DATES[o.appliesFrom] };
      const first = o.appliesFrom === 'high_risk' ? APPLICATION_DATES.high_risk_annex_iii : APPLICATION_DATES[o.appliesFrom];
      return {
        id: o.id, article: o.article, paragraph: o.paragraph, title: o.title, obligation: o.obligation, who: o.who,
        voluntary: o.voluntary === true, applies_from: first.date, applies_from_source: first.source,
        application_dates: Object.fromEntries(Object.entries(dates).map(([k, d]) => [k, { date: d.date, source: d.source, ...(d.original ? { original: d.original } : {}) }])),
        ...(o.safegate ? { safegate: o.safegate } : {}),
      };
    }),
    safegate_records: SAFEGATE_RECORDS,
    disclaimer: DISCLAIMER,
  };
}
