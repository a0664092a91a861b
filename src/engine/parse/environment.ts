/**
 * The one environment lexicon: the words that name production and non-production, and three readers of them by
 * the kind of evidence. Every analyzer that asks "is this production?" reads through here (command, api_call,
 * query, auth, infra, ui_action, data_pipeline, agent_comm); prose types also read the frame layer's multilingual
 * env:* terms.
 *
 * - `envOfName`: a metadata value or an identifier (`environment: prod-eu`, `-n production`, `s3://acme-prod-logs`,
 *   `workspace: staging2`). Every word counts, including the weak production words (live, primary).
 * - `envOfWords`: the words of an action's own short text (an infra command, a UI step). Strong words only.
 * - `envOfPhrase`: free prose, where only a phrase that names an environment counts ("in staging", "prod-api.",
 *   "production cluster"): a stray "test" or "dev" must not talk a dangerous action down.
 *
 * The name and word readers split on anything but [a-z0-9] and look words up in sets: linear, no regex per word.
 */

export type EnvClass = 'prod' | 'nonprod' | '';

/** Production: strong words count anywhere; weak ones only in a name (metadata value, identifier). */
const PROD_STRONG: readonly string[] = ['prod', 'production', 'prd'];
const PROD_WEAK: readonly string[] = ['live', 'primary'];
const NONPROD_WORDS: readonly string[] = [
  'staging', 'stage', 'stg', 'dev', 'devel', 'develop', 'development', 'test', 'testing', 'qa', 'sandbox', 'sbx', 'local', 'localhost', 'preview',
  'demo', 'uat', 'ci', 'nonprod', 'preprod', 'nonproduction', 'preproduction', 'scratch', 'experiment', 'lab', 'tmp', 'temp',
];

/** Non-production only in a name: in running text "stage" is a pipeline step or a Snowflake stage, "lab" a clinical lab. */
const NONPROD_NAME_ONLY = new Set(['stage', 'lab']);
const STRONG = new Set(PROD_STRONG);
const WEAK = new Set(PROD_WEAK);
const NONPROD = new Set(NONPROD_WORDS);
/** "non-prod", "pre prod": the production word after one of these names a non-production environment. */
const NEGATING = new Set(['non', 'pre']);
const MAX_SCAN = 4096;

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * Every word of the sets above, hashed (wordHash), and the longest: a word is sliced out and looked up only when its
 * hash is one of these. Ordinary text is mostly other words, and slicing each one was most of a 4 KB text's reading.
 */
const KNOWN_HASHES = new Set([...PROD_STRONG, ...PROD_WEAK, ...NONPROD_WORDS, ...NEGATING].map((w) => wordHash(w, 0, w.length)));
const LONGEST = Math.max(...[...PROD_STRONG, ...PROD_WEAK, ...NONPROD_WORDS, ...NEGATING].map((w) => w.length));

function wordHash(s: string, start: number, end: number): number {
  let h = 0;
  for (let k = start; k < end; k++) h = (Math.imul(h, 31) + s.charCodeAt(k)) | 0;
  return h;
}

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;

/**
 * Production wins over non-production when both occur (a mirror of prod is still prod data). Each word is read
 * without its numeric tail (prod1, staging2, dev03); "non"/"pre" before a production word make it non-production.
 */
function classify(lower: string, weak: boolean): EnvClass {
  const n = Math.min(lower.length, MAX_SCAN);
  let nonprod = false;
  let negated = false;
  let i = 0;
  while (i < n) {
    let c = lower.charCodeAt(i);
    if (!isWordCode(c)) {
      i++;
      continue;
    }
    // one pass over the word: its hash, and the hash and end of its stem (the word up to its last non-digit)
    const start = i;
    let h = 0;
    let stemHash = 0;
    let stemEnd = start;
    do {
      h = (Math.imul(h, 31) + c) | 0;
      i++;
      if (!isDigitCode(c)) {
        stemHash = h;
        stemEnd = i;
      }
      c = i < n ? lower.charCodeAt(i) : 0;
    } while (i < n && isWordCode(c));
    // a word none of the sets holds (its hash says so) is not read further, and negates nothing after it (an
    // all-digit word's stem is its first digit: no set word either)
    const length = stemEnd - start;
    if (length < 2 || length > LONGEST || !KNOWN_HASHES.has(stemHash)) {
      negated = false;
      continue;
    }
    const w = lower.slice(start, stemEnd);
    if (STRONG.has(w) || (weak && WEAK.has(w))) {
      if (negated) nonprod = true;
      else return 'prod';
    } else if (NONPROD.has(w) && (weak || !NONPROD_NAME_ONLY.has(w))) nonprod = true;
    negated = NEGATING.has(w);
  }
  return nonprod ? 'nonprod' : '';
}

/** A metadata value or identifier: every environment word counts. */
export function envOfName(value: string): EnvClass {
  return classify(value.toLowerCase(), true);
}

/** The words of an action's own text (already lower-case): strong production words and non-production words. */
export function envOfWords(lower: string): EnvClass {
  return classify(lower, false);
}

const PROD_PHRASE = /\b(?:in|on|to|against|into|from) (?:the )?(?:prod|production|live)\b|\b(?:prod|production|live) (?:env|environment|project|tenant|cluster|server|db|database|subscription|account|org|data|system|site|instance|stack|workspace)\b|\bprod[-_.]|[-_.]prod\b/;
const NONPROD_PHRASE = /\b(?:in|on|to|against|into|from) (?:the |a |our )?(?:staging|stage|dev|development|test|testing|qa|sandbox|local|uat|preview)\b|\b(?:staging|dev|development|test|testing|qa|sandbox|local|uat|preview|demo) (?:env|environment|project|tenant|cluster|server|db|database|subscription|account|org|instance|stack|workspace)\b|\b(?:staging|stg|dev|sandbox|test|qa|uat)[-_.]|[-_.](?:staging|stg|dev|sandbox|qa|uat)\b/;
// Every phrase match holds one of these: without them the phrase regexes need not run.
const PHRASE_WORDS = ['prod', 'live', 'stag', 'stg', 'dev', 'test', 'qa', 'sandbox', 'local', 'uat', 'preview', 'demo'];

/** Free prose (lower-case): only a phrase that names an environment counts. */
export function envOfPhrase(lower: string): EnvClass {
  if (!PHRASE_WORDS.some((w) => lower.includes(w))) return '';
  const head = lower.length > MAX_SCAN ? lower.slice(0, MAX_SCAN) : lower;
  if (PROD_PHRASE.test(head)) return 'prod';
  if (NONPROD_PHRASE.test(head)) return 'nonprod';
  return '';
}

export const ENVIRONMENT_PATTERNS: readonly RegExp[] = [PROD_PHRASE, NONPROD_PHRASE];
