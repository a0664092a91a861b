/**
 * The obligations of Regulation (EU) 2024/1689 that the assessment reports, one reviewed row each: article,
 * paragraph, the obligation in plain words, who carries it, the categories it applies to, when it applies, and how
 * SafeGate's own records help. Summaries written for this table, not quotations; the Official Journal text governs.
 */
import type { DateKey } from './dates.js';

export const CATEGORIES = ['prohibited', 'high', 'limited', 'gpai', 'gpai_systemic', 'minimal'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Obligation {
  id: string;
  article: string;
  paragraph: string | null;
  title: string;
  obligation: string;
  who: 'provider' | 'deployer' | 'provider and deployer' | 'operator';
  categories: readonly Category[];
  /** 'high_risk' resolves to the Annex I or Annex III date of the system's route. */
  appliesFrom: DateKey | 'high_risk';
  /** How SafeGate's records support the obligation, where they do. */
  safegate?: string;
  voluntary?: boolean;
}

const ALL: readonly Category[] = CATEGORIES;
const HIGH: readonly Category[] = ['high'];
const GPAI: readonly Category[] = ['gpai', 'gpai_systemic'];

export const SESSION_HISTORY = 'SafeGate session history (GET /v2/sessions/:id): every check sent with a sessionId is recorded with its time, action type, score, level and threats';
export const POLICY_MODES = 'SafeGate policy modes (monitor, permissive, balanced, strict): a person decides which levels are blocked or held for review';
export const STATS = 'SafeGate threat statistics (GET /v2/threat-feed/stats with the account key): the account\'s checks by type and level, top threats and DANGER share per hour, day and week';

export const OBLIGATIONS: readonly Obligation[] = [
  { id: 'AIA-4', article: 'Art. 4', paragraph: null, title: 'AI literacy', who: 'provider and deployer', categories: ALL, appliesFrom: 'prohibitions',
    obligation: 'Take measures to ensure a sufficient level of AI literacy of staff and others operating or using AI systems on their behalf.' },
  { id: 'AIA-5', article: 'Art. 5', paragraph: '1', title: 'Prohibited AI practices', who: 'operator', categories: ['prohibited'], appliesFrom: 'prohibitions',
    obligation: 'The practice may not be placed on the market, put into service or used in the Union (narrow exceptions exist only for real-time remote biometric identification by law enforcement, Art. 5(1)(h) and 5(2)-(7)).' },
  { id: 'AIA-9', article: 'Art. 9', paragraph: null, title: 'Risk management system', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Establish, document and maintain a risk management system running through the whole lifecycle: identify, estimate and evaluate risks, adopt mitigation measures and test the system.',
    safegate: 'SafeGate check results (score, primitives, threats, reasons) document the risk of each agent action and the mitigation applied' },
  { id: 'AIA-10', article: 'Art. 10', paragraph: null, title: 'Data and data governance', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Training, validation and testing data sets meet quality criteria and are subject to data governance practices, including examination for possible biases.' },
  { id: 'AIA-11', article: 'Art. 11', paragraph: null, title: 'Technical documentation', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Draw up technical documentation (Annex IV) before placing on the market and keep it up to date.' },
  { id: 'AIA-12', article: 'Art. 12', paragraph: null, title: 'Record-keeping (logging)', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'The system technically allows the automatic recording of events (logs) over its lifetime, for traceability and post-market monitoring.',
    safegate: SESSION_HISTORY },
  { id: 'AIA-13', article: 'Art. 13', paragraph: null, title: 'Transparency and information to deployers', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Design the system so deployers can interpret its output and use it appropriately; supply instructions for use with the information listed in Art. 13(3).' },
  { id: 'AIA-14', article: 'Art. 14', paragraph: null, title: 'Human oversight', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Design the system so natural persons can effectively oversee it while in use: understand its limits, detect anomalies, decide not to use or override its output, and stop it.',
    safegate: POLICY_MODES },
  { id: 'AIA-15', article: 'Art. 15', paragraph: null, title: 'Accuracy, robustness and cybersecurity', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Achieve an appropriate level of accuracy, robustness and cybersecurity, including resilience against AI-specific attacks such as data poisoning, adversarial examples and model evasion (Art. 15(5)).',
    safegate: 'SafeGate checks of text, tool output and agent messages flag prompt injection and other manipulation of the agent before it acts' },
  { id: 'AIA-17', article: 'Art. 17', paragraph: null, title: 'Quality management system', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Put a documented quality management system in place (policies, procedures, instructions) proportionate to the size of the organisation.' },
  { id: 'AIA-19', article: 'Art. 19', paragraph: '1', title: 'Automatically generated logs kept', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Keep the logs automatically generated by the system, to the extent under the provider\'s control, for a period appropriate to the purpose and of at least six months.',
    safegate: `${SESSION_HISTORY}; keep it for at least six months` },
  { id: 'AIA-26', article: 'Art. 26', paragraph: null, title: 'Obligations of deployers', who: 'deployer', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Use the system according to its instructions, assign human oversight to competent persons (26(2)), monitor its operation (26(5)), inform workers\' representatives before use at work (26(7)) and inform persons subject to its decisions (26(11)).',
    safegate: POLICY_MODES },
  { id: 'AIA-26-6', article: 'Art. 26', paragraph: '6', title: 'Deployer keeps the logs', who: 'deployer', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Keep the logs automatically generated by the system, to the extent under the deployer\'s control, for at least six months unless other law provides otherwise.',
    safegate: `${SESSION_HISTORY}; keep it for at least six months` },
  { id: 'AIA-27', article: 'Art. 27', paragraph: null, title: 'Fundamental rights impact assessment', who: 'deployer', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Before first use, deployers that are bodies governed by public law or private entities providing public services, and deployers of Annex III point 5(b) and (c) systems, assess the impact on fundamental rights (not for Annex III point 2).' },
  { id: 'AIA-43', article: 'Art. 43', paragraph: null, title: 'Conformity assessment', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Complete the applicable conformity assessment procedure (internal control under Annex VI, or with a notified body under Annex VII where required) before placing on the market or putting into service, then draw up the EU declaration of conformity and affix the CE marking (Arts. 47-48).' },
  { id: 'AIA-49', article: 'Art. 49', paragraph: null, title: 'Registration', who: 'provider and deployer', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Register Annex III systems (and the provider) in the EU database before placing on the market or putting into service; public-authority deployers register their use (Art. 49(3)).' },
  { id: 'AIA-72', article: 'Art. 72', paragraph: null, title: 'Post-market monitoring', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Establish and document a post-market monitoring system that actively collects and analyses data on the system\'s performance throughout its lifetime.',
    safegate: STATS },
  { id: 'AIA-73', article: 'Art. 73', paragraph: null, title: 'Reporting of serious incidents', who: 'provider', categories: HIGH, appliesFrom: 'high_risk',
    obligation: 'Report any serious incident to the market surveillance authority of the Member State where it occurred, immediately after establishing a causal link and no later than 15 days after becoming aware (shorter limits in Art. 73(3)-(4)).',
    safegate: 'DANGER results in the session history give the time line of an incident' },
  { id: 'AIA-50-1', article: 'Art. 50', paragraph: '1', title: 'Disclose interaction with an AI system', who: 'provider', categories: ['limited'], appliesFrom: 'transparency',
    obligation: 'Design systems that interact directly with natural persons so that those persons are informed they are interacting with an AI system, unless obvious from the context.' },
  { id: 'AIA-50-2', article: 'Art. 50', paragraph: '2', title: 'Mark synthetic content', who: 'provider', categories: ['limited'], appliesFrom: 'transparency',
    obligation: 'Mark synthetic audio, image, video or text output in a machine-readable format so that it is detectable as artificially generated or manipulated.' },
  { id: 'AIA-50-3', article: 'Art. 50', paragraph: '3', title: 'Inform persons exposed to emotion recognition or biometric categorisation', who: 'deployer', categories: ['limited'], appliesFrom: 'transparency',
    obligation: 'Inform the natural persons exposed to an emotion recognition or biometric categorisation system of its operation.' },
  { id: 'AIA-50-4', article: 'Art. 50', paragraph: '4', title: 'Disclose deep fakes and AI-generated public-interest text', who: 'deployer', categories: ['limited'], appliesFrom: 'transparency',
    obligation: 'Disclose that image, audio or video content constituting a deep fake has been artificially generated or manipulated, and likewise for text published to inform the public on matters of public interest unless it underwent human editorial review.' },
  { id: 'AIA-53', article: 'Art. 53', paragraph: '1', title: 'Obligations of providers of general-purpose AI models', who: 'provider', categories: GPAI, appliesFrom: 'gpai',
    obligation: 'Keep technical documentation (Annex XI), give downstream providers the information of Annex XII, put in place a policy to comply with Union copyright law including text-and-data-mining opt-outs, and publish a summary of the training content (open-source models are exempt from the first two unless they carry systemic risk, Art. 53(2)).' },
  { id: 'AIA-54', article: 'Art. 54', paragraph: null, title: 'Authorised representative', who: 'provider', categories: GPAI, appliesFrom: 'gpai',
    obligation: 'Providers established outside the Union appoint an authorised representative in the Union before placing a general-purpose AI model on the Union market.' },
  { id: 'AIA-51', article: 'Art. 51', paragraph: null, title: 'Classification as a model with systemic risk', who: 'provider', categories: ['gpai_systemic'], appliesFrom: 'gpai',
    obligation: 'A model has systemic risk if it has high-impact capabilities, presumed when its cumulative training compute exceeds 10^25 floating-point operations (Art. 51(2)), or if the Commission designates it.' },
  { id: 'AIA-52', article: 'Art. 52', paragraph: '1', title: 'Notification to the Commission', who: 'provider', categories: ['gpai_systemic'], appliesFrom: 'gpai',
    obligation: 'Notify the Commission without delay and in any event within two weeks after the threshold of Art. 51(1)(a) is met or it becomes known that it will be met.' },
  { id: 'AIA-55', article: 'Art. 55', paragraph: '1', title: 'Obligations for models with systemic risk', who: 'provider', categories: ['gpai_systemic'], appliesFrom: 'gpai',
    obligation: 'Evaluate the model with state-of-the-art protocols including adversarial testing, assess and mitigate systemic risks, report serious incidents to the AI Office, and ensure adequate cybersecurity protection.',
    safegate: 'SafeGate checks can serve as one adversarial test of agent actions built on the model' },
  { id: 'AIA-95', article: 'Art. 95', paragraph: null, title: 'Voluntary codes of conduct', who: 'provider and deployer', categories: ['minimal', 'limited'], appliesFrom: 'general', voluntary: true,
    obligation: 'No mandatory requirements beyond AI literacy; providers and deployers may apply some or all high-risk requirements voluntarily through codes of conduct.' },
];
