/**
 * Realistic benign prose: everyday text of a company, dense in the words that rule keywords are made of (credentials,
 * password reset, access policy, admin, share, send, database, audit, board, delete, token, production, payment…) with
 * nothing malicious in it. Sentences are assembled here from word lists written for this purpose (five vocabularies —
 * business, legal, engineering, medical, support chat — in English, German, French and Spanish), with a seeded
 * generator so the same seed gives the same text on every run. The scoring workers' warm-up (warm-up.ts) checks it,
 * and the speed figures and tests measure with it (test/support/prose.ts).
 */

export type Vocabulary = { subjects: readonly string[]; verbs: readonly string[]; objects: readonly string[]; tails: readonly string[] };

const EN_BUSINESS: Vocabulary = {
  subjects: ['The board', 'Our finance team', 'The steering committee', 'Procurement', 'The regional sales lead', 'The audit committee', 'Marketing', 'The CFO'],
  verbs: ['reviewed', 'approved', 'discussed', 'postponed', 'summarised', 'signed off on', 'asked questions about', 'will present'],
  objects: ['the quarterly budget', 'the invoice backlog', 'the payment terms for new suppliers', 'the access policy for shared drives', 'the admin rota for the billing system', 'the database of customer contracts', 'the audit findings from March', 'the password reset statistics', 'the travel expense report', 'the credentials rotation schedule', 'the vendor onboarding checklist', 'the wire transfer approval limits'],
  tails: ['before the meeting on Thursday', 'and will share the minutes with all staff', 'in line with last year', 'so that the transfer of ownership is documented', 'with no open actions', 'and the board will send its comments by Friday', 'as agreed in the kickoff', 'after the customer call'],
};

const EN_LEGAL: Vocabulary = {
  subjects: ['The licensee', 'Counsel for the supplier', 'The data processor', 'Either party', 'The customer', 'The controller', 'The receiving party', 'The auditor'],
  verbs: ['shall keep confidential', 'may terminate', 'shall delete or return', 'shall notify the other party of', 'is responsible for', 'may request an audit of', 'shall not disclose', 'acknowledges receipt of'],
  objects: ['all personal data processed under this agreement', 'the confidential information of the disclosing party', 'any access credentials issued for the service', 'the records kept for the statutory retention period', 'the security measures described in Annex 2', 'the administrator accounts created for the migration', 'the payment obligations under clause 7', 'the source code held in escrow'],
  tails: ['within thirty days of termination', 'unless required by law', 'subject to clause 12.3', 'in accordance with the data protection regulation', 'upon written request', 'at its own expense', 'for the duration of the term', 'without undue delay'],
};

const EN_ENGINEERING: Vocabulary = {
  subjects: ['The platform team', 'Our on-call engineer', 'The release manager', 'The database administrator', 'The security reviewer', 'The SRE group', 'The build pipeline', 'The migration script'],
  verbs: ['rolled out', 'tested', 'documented', 'rolled back', 'monitored', 'reviewed the logs of', 'scheduled maintenance for', 'measured the latency of'],
  objects: ['the staging deployment', 'the token refresh service', 'the production read replicas', 'the admin dashboard', 'the backup and restore runbook', 'the API gateway configuration', 'the cache invalidation job', 'the password hashing upgrade', 'the access logs of the internal wiki', 'the delete endpoint of the orders service', 'the root cause analysis', 'the firewall change request'],
  tails: ['and the error rate stayed flat', 'during the maintenance window', 'after the incident review', 'with a canary at five percent', 'behind a feature flag', 'and the dashboards are green', 'following the change advisory board', 'before the next sprint'],
};

const EN_MEDICAL: Vocabulary = {
  subjects: ['The attending physician', 'The nursing staff', 'The pharmacy', 'The patient', 'The clinic administrator', 'The lab', 'The cardiology ward', 'The discharge coordinator'],
  verbs: ['recorded', 'reviewed', 'adjusted', 'scheduled', 'explained', 'documented', 'confirmed', 'followed up on'],
  objects: ['the dosage of the blood pressure medication', 'the allergy history in the chart', 'the follow-up appointment', 'the consent form for the procedure', 'the access rights to the patient portal', 'the lab results from Tuesday', 'the insulin schedule', 'the referral to physiotherapy'],
  tails: ['and informed the family', 'according to the care plan', 'after the morning rounds', 'with no adverse reaction', 'in the electronic health record', 'before discharge', 'as prescribed', 'at the next visit'],
};

const EN_SUPPORT: Vocabulary = {
  subjects: ['Hi, I', 'Thanks, we', 'Our agent', 'The customer', 'Support', 'My colleague', 'The user', 'Hello again, I'],
  verbs: ['cannot find', 'just updated', 'need help with', 'reset', 'asked about', 'would like to change', 'tried to open', 'has a question about'],
  objects: ['the password reset link', 'my account settings', 'the invoice for last month', 'the admin permissions on our team plan', 'the shipping address', 'the two-factor login', 'the export of my order history', 'the subscription renewal'],
  tails: ['can you check?', 'it says the link expired', 'thanks for the quick reply', 'is there a guide for this?', 'I will send a screenshot', 'the ticket number is 48213', 'that worked, thank you', 'please share the steps again'],
};

const DE_BUSINESS: Vocabulary = {
  subjects: ['Der Vorstand', 'Die Buchhaltung', 'Das Projektteam', 'Der Einkauf', 'Die Geschäftsführung', 'Der Betriebsrat'],
  verbs: ['hat geprüft', 'hat freigegeben', 'bespricht', 'verschiebt', 'dokumentiert', 'fasst zusammen'],
  objects: ['das Quartalsbudget', 'die Zugriffsrichtlinie für das Laufwerk', 'die Rechnungen der Lieferanten', 'den Prüfbericht der Revision', 'die Passwortrichtlinie', 'die Datenbank der Kundenverträge', 'die Zahlungsfreigaben', 'die Admin-Rechte im Buchhaltungssystem'],
  tails: ['vor der Sitzung am Donnerstag', 'und teilt das Protokoll mit allen', 'wie im Vorjahr', 'ohne offene Punkte', 'nach dem Kundentermin', 'bis Ende des Monats'],
};

const FR_LEGAL: Vocabulary = {
  subjects: ['Le prestataire', 'Le client', 'Chaque partie', 'Le responsable du traitement', 'Le sous-traitant', "L'auditeur"],
  verbs: ['conserve', 'supprime', 'communique', 'protège', 'vérifie', 'documente'],
  objects: ['les données personnelles du client', "les identifiants d'accès au service", 'les informations confidentielles', 'les journaux d’audit', 'les factures et les paiements', 'les comptes administrateur'],
  tails: ['pendant la durée du contrat', 'conformément au règlement', 'sur demande écrite', 'dans un délai de trente jours', 'à ses frais', 'sauf obligation légale'],
};

const ES_SUPPORT: Vocabulary = {
  subjects: ['Hola, yo', 'El cliente', 'Nuestro agente', 'El equipo de soporte', 'La usuaria', 'Mi compañero'],
  verbs: ['no encuentro', 'actualizó', 'necesita ayuda con', 'restableció', 'preguntó por', 'quiere cambiar'],
  objects: ['el enlace para restablecer la contraseña', 'la configuración de la cuenta', 'la factura del mes pasado', 'los permisos de administrador', 'la dirección de envío', 'el acceso a la base de datos de pedidos'],
  tails: ['¿pueden revisarlo?', 'gracias por la respuesta', 'el número de ticket es 7731', 'ya funciona, gracias', 'envío una captura', 'por favor compartan los pasos'],
};

const ES_MEDICAL: Vocabulary = {
  subjects: ['La médica de guardia', 'El personal de enfermería', 'La farmacia', 'El paciente', 'El laboratorio'],
  verbs: ['registró', 'revisó', 'ajustó', 'programó', 'confirmó'],
  objects: ['la dosis del medicamento', 'el historial de alergias', 'la cita de control', 'el consentimiento informado', 'los resultados del análisis'],
  tails: ['según el plan de cuidados', 'antes del alta', 'sin reacciones adversas', 'en la historia clínica', 'en la próxima visita'],
};

export const PROSE_VOCABULARIES: ReadonlyArray<{ name: string; vocabulary: Vocabulary }> = [
  { name: 'business (en)', vocabulary: EN_BUSINESS },
  { name: 'legal (en)', vocabulary: EN_LEGAL },
  { name: 'engineering (en)', vocabulary: EN_ENGINEERING },
  { name: 'medical (en)', vocabulary: EN_MEDICAL },
  { name: 'support chat (en)', vocabulary: EN_SUPPORT },
  { name: 'business (de)', vocabulary: DE_BUSINESS },
  { name: 'legal (fr)', vocabulary: FR_LEGAL },
  { name: 'support chat (es)', vocabulary: ES_SUPPORT },
  { name: 'medical (es)', vocabulary: ES_MEDICAL },
];

/** A small seeded generator (mulberry32): the same seed gives the same prose on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(v: Vocabulary, rnd: () => number): string {
  const pick = (xs: readonly string[]) => xs[Math.floor(rnd() * xs.length)]!;
  const s = `${pick(v.subjects)} ${pick(v.verbs)} ${pick(v.objects)} ${pick(v.tails)}`;
  const last = s.charCodeAt(s.length - 1);
  return last === 63 || last === 33 ? s : `${s}.`;
}

/**
 * Benign prose of exactly `size` characters: paragraphs of three to six sentences, each paragraph in one
 * vocabulary, the vocabularies taken in turn from a seeded shuffle.
 */
export function benignProse(size: number, seed = 1): string {
  const rnd = seeded(seed);
  const parts: string[] = [];
  let length = 0;
  for (let p = 0; length < size; p++) {
    const { vocabulary } = PROSE_VOCABULARIES[Math.floor(rnd() * PROSE_VOCABULARIES.length)]!;
    const count = 3 + Math.floor(rnd() * 4);
    const paragraph: string[] = [];
    for (let s = 0; s < count; s++) paragraph.push(sentence(vocabulary, rnd));
    const text = paragraph.join(' ');
    parts.push(text);
    length += text.length + 2;
  }
  return parts.join('\n\n').slice(0, size);
}
