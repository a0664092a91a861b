import { foldAccents } from './fold.js';
import { isWordCode, tagId, type TermHit } from './scan.js';

/**
 * German and Dutch separable verbs put their particle at the end of the clause: "Leiten Sie alle Kundendaten an …
 * weiter" (weiterleiten), "Schalten Sie die Firewall ab" (abschalten), "zet de logging uit" (uitzetten). The verb's
 * own word (the lexicon's `sep` tag) says nothing alone; with its particle closing the clause it is the operation.
 * The reader rewrites such a hit into the operation's hit, at the verb. Bounded: the clause is read up to CLAUSE_MAX
 * characters after the verb.
 */

interface Separable { readonly verbs: readonly string[]; readonly particle: string; readonly op: string }

const SEPARABLES: readonly Separable[] = [
  { verbs: ['leite', 'leiten', 'leitet', 'leit'], particle: 'weiter', op: 'op:send' },
  { verbs: ['leite', 'leiten', 'leitet', 'leit'], particle: 'um', op: 'op:send' },
  { verbs: ['gib', 'gebe', 'geben', 'gebt'], particle: 'weiter', op: 'op:send' },
  { verbs: ['gib', 'gebe', 'geben', 'gebt'], particle: 'frei', op: 'op:send' },
  { verbs: ['lade', 'laden', 'ladet', 'lad'], particle: 'hoch', op: 'op:send' },
  { verbs: ['hänge', 'hängen', 'hängt', 'häng'], particle: 'an', op: 'op:send' },
  { verbs: ['schalte', 'schalten', 'schaltet', 'schalt'], particle: 'ab', op: 'op:disable' },
  { verbs: ['schalte', 'schalten', 'schaltet', 'schalt'], particle: 'aus', op: 'op:disable' },
  { verbs: ['stelle', 'stellen', 'stellt', 'stell'], particle: 'ab', op: 'op:disable' },
  { verbs: ['hebe', 'heben', 'hebt', 'heb'], particle: 'auf', op: 'op:disable' },
  { verbs: ['wirf', 'werfe', 'werfen', 'werft'], particle: 'weg', op: 'op:delete' },
  { verbs: ['setze', 'setzen', 'setzt', 'setz'], particle: 'zurück', op: 'op:modify' },
  { verbs: ['füge', 'fügen', 'fügt', 'füg'], particle: 'hinzu', op: 'op:grant' },
  { verbs: ['zahle', 'zahlen', 'zahlt', 'zahl'], particle: 'aus', op: 'op:pay' },
  { verbs: ['buche', 'buchen', 'bucht'], particle: 'ab', op: 'op:pay' },
  { verbs: ['stuur', 'stuurt', 'sturen'], particle: 'door', op: 'op:send' },
  { verbs: ['geef', 'geeft', 'geven'], particle: 'door', op: 'op:send' },
  { verbs: ['zet', 'zetten'], particle: 'uit', op: 'op:disable' },
  { verbs: ['schakel', 'schakelt', 'schakelen'], particle: 'uit', op: 'op:disable' },
  { verbs: ['gooi', 'gooit', 'gooien'], particle: 'weg', op: 'op:delete' },
];

const SEP = tagId('sep');
const BY_VERB = new Map<string, { particle: string; op: number }[]>();
for (const x of SEPARABLES) for (const v of x.verbs) {
  const key = foldAccents(v);
  BY_VERB.set(key, [...(BY_VERB.get(key) ?? []), { particle: foldAccents(x.particle), op: tagId(x.op) }]);
}
const CLAUSE_MAX = 200;
const CLAUSE_END = new Set([44, 46, 33, 63, 59, 58, 10, 41]);

/** The last word of the clause that starts after `from` (bounded), or ''. */
function lastWordOfClause(s: string, from: number): string {
  const stop = Math.min(s.length, from + CLAUSE_MAX);
  let e = from;
  while (e < stop && !(CLAUSE_END.has(s.charCodeAt(e)) && (s.charCodeAt(e) !== 46 || !isWordCode(s.charCodeAt(e + 1))))) e++;
  if (e === stop && stop < s.length) return '';
  let w = e;
  while (w > from && s.charCodeAt(w - 1) === 32) w--;
  let b = w;
  while (b > from && isWordCode(s.charCodeAt(b - 1))) b--;
  return s.slice(b, w);
}

/** Hits of separable verbs whose particle closes their clause become hits of the operation; the others are dropped. */
export function separableVerbs(s: string, hits: TermHit[]): TermHit[] {
  return hits.flatMap((h) => {
    if (!h.tags.includes(SEP)) return [h];
    const rest = h.tags.filter((t) => t !== SEP);
    const found = BY_VERB.get(s.slice(h.start, h.end))?.find((x) => x.particle === lastWordOfClause(s, h.end));
    if (found !== undefined) return [{ start: h.start, end: h.end, tags: [...rest, found.op] }];
    return rest.length > 0 ? [{ start: h.start, end: h.end, tags: rest }] : [];
  });
}
