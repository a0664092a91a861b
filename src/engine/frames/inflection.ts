import { foldAccents } from './fold.js';
import type { Lang } from './lexicon.js';

/**
 * Inflection of the lexicon's whole-word terms, as data. A whole word of the lexicon ("alert", "bericht", "supprime",
 * "borra") also matches when its word goes on by one of its language's endings ("alerts", "berichte", "supprimer",
 * "borrado"), and a German or Dutch noun that names a class of data matches as the first part of a compound whose last
 * part is a container of data ("kunden" + "datenbank", "gehalts" + "liste"). Endings are closed lists, never "any
 * ending": a stem that runs into other words is what the lexicon's `*` is for, one term at a time.
 *
 * The test is a bounded look at the characters after a term's end (at most LONGEST_TAIL of them before a word edge),
 * so the scan stays one pass; a hit keeps the term's own end, so a reader that looks at the word's ending ("sends",
 * "deleted": a description or a report) sees the same word it sees for a stem.
 */

/** Endings a noun's whole word takes, per language (after accent folding): its plural and case forms. */
export const NOUN_ENDINGS: Readonly<Partial<Record<Lang, readonly string[]>>> = {
  // "alerts", "addresses"
  en: ['s', 'es'],
  // "berichte", "konten", "kunden", "dateien", "passworts"
  de: ['e', 'en', 'n', 's', 'es', 'er', 'ern'],
  fr: ['s', 'x'],
  es: ['s', 'es'],
  pt: ['s', 'es'],
  // an Italian noun's plural changes its last vowel: no ending is added
  it: [],
  nl: ['en', 's', 'n'],
};

/** Endings a verb's whole word takes, per language: person, infinitive, participle, gerund of the form listed. */
export const VERB_ENDINGS: Readonly<Partial<Record<Lang, readonly string[]>>> = {
  // "exports", "exported", "archived", "exporting" (the reader reads the ending: a third person or a past form reports)
  en: ['s', 'es', 'ed', 'd', 'ing'],
  // none in German: an imperative's infinitive is often another verb ("leite" → "leiten", to lead; "lade" → "laden")
  de: [],
  // "supprime" → "supprimer", "supprimez", "supprimées" ("é" folds to "e")
  fr: ['s', 'e', 'es', 'r', 'z', 'ez', 'nt', 'ent'],
  // "borra" → "borrar", "borren", "borrado", "borrando"
  // and an imperative with its object pronouns joined to it ("envíame", "mándalos", "pásaselo"; accents fold away)
  es: ['s', 'n', 'r', 'do', 'da', 'dos', 'das', 'ndo', 'mos', 'me', 'nos', 'lo', 'la', 'los', 'las', 'le', 'les', 'melo', 'mela', 'melos', 'melas', 'selo', 'sela', 'selos', 'selas', 'noslo', 'noslos'],
  pt: ['s', 'm', 'r', 'do', 'da', 'dos', 'das', 'ndo', 'mos'],
  // "cancella" → "cancellare", "cancellati", "cancellando"
  // and an imperative with its object pronouns joined to it ("mandami", "inoltrali", "mandamelo", "inviaglielo")
  it: ['re', 'ti', 'te', 'to', 'ta', 'ndo', 'no', 'mi', 'ci', 'lo', 'la', 'li', 'le', 'gli', 'ne', 'melo', 'mela', 'meli', 'mele', 'celo', 'celi', 'glielo', 'gliela', 'glieli', 'gliele'],
  // "verwijder" → "verwijderen", "verwijderd", "verwijdert"
  nl: ['en', 'n', 't', 'd', 'e'],
};

/**
 * Tags whose terms inflect: operations (as verbs), objects and outside destinations (as nouns), and the look-alike phrases
 * that cancel them (both). Inside destinations and the user's own are not inflected: "Teams" is a product's name before
 * it is the plural of a team.
 */
export const VERB_TAG_PREFIXES: readonly string[] = ['op:', 'veto'];
export const NOUN_TAG_PREFIXES: readonly string[] = ['obj:', 'dest:external', 'dest:public', 'dest:personal', 'veto'];

/** A term shorter than this stays exact: "add" + "s", "dm" + "s" are other words too often. */
export const INFLECT_MIN = 4;

/**
 * Compounds (German, Dutch): a noun of a class of data written before a container of that data in one word. The first
 * part is any whole-word object term of the language (optionally with its linking "s", "n", "en" or "e"); the last part
 * is one of these heads, itself with an ending of the language ("bank" completes a term that ends in "daten").
 */
export const COMPOUND_HEADS: Readonly<Partial<Record<Lang, readonly string[]>>> = {
  de: ['daten', 'datei', 'dateien', 'datenbank', 'datenbanken', 'bank', 'liste', 'listen', 'tabelle', 'tabellen', 'export', 'exporte', 'akte', 'akten',
    'unterlagen', 'dokumente', 'archiv', 'ordner', 'verzeichnis', 'sicherung', 'backup', 'auszug', 'auszüge', 'stamm', 'stammdaten', 'konten', 'nummern', 'abrechnung', 'abrechnungen'],
  nl: ['gegevens', 'bestand', 'bestanden', 'lijst', 'lijsten', 'database', 'tabel', 'export', 'dossier', 'dossiers', 'archief', 'map', 'backup', 'overzicht'],
};
export const COMPOUND_LINKS: Readonly<Partial<Record<Lang, readonly string[]>>> = { de: ['', 's', 'n', 'en', 'e'], nl: ['', 's', 'en', 'e'] };
/** Languages in ENDINGS order, one bit each (the term table keeps a term's languages as a mask). */
export const INFLECTING_LANGS: readonly Lang[] = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'];

/** A term's inflection bits: one per language of INFLECTING_LANGS whose endings it takes. */
export function langBit(lang: Lang): number {
  const i = INFLECTING_LANGS.indexOf(lang);
  return i < 0 ? 0 : 1 << i;
}

/** How a term of this text and tag inflects: as a noun, a verb, or not at all. */
export function inflectsAs(text: string, tag: string): { noun: boolean; verb: boolean } {
  if (text.length < INFLECT_MIN || text.endsWith('*')) return { noun: false, verb: false };
  return { noun: NOUN_TAG_PREFIXES.some((p) => tag.startsWith(p)), verb: VERB_TAG_PREFIXES.some((p) => tag.startsWith(p)) };
}

/** Whether a term with these tags may open a compound (an object noun). */
export const opensCompound = (tags: readonly string[]): boolean => tags.some((t) => t.startsWith('obj:'));

const fold = (list: readonly string[] | undefined): string[] => (list ?? []).map((w) => foldAccents(w.toLowerCase()));

/** The tails each language accepts after a whole word: its endings. */
const NOUN_SETS: ReadonlySet<string>[] = INFLECTING_LANGS.map((l) => new Set(fold(NOUN_ENDINGS[l])));
const VERB_SETS: ReadonlySet<string>[] = INFLECTING_LANGS.map((l) => new Set(fold(VERB_ENDINGS[l])));
/** The tails each language accepts after an object noun: a link, a container head, one of the head's endings or none. */
const COMPOUND_SETS: ReadonlySet<string>[] = INFLECTING_LANGS.map((l) => {
  const out = new Set<string>();
  const heads = fold(COMPOUND_HEADS[l]);
  const endings = ['', ...fold(NOUN_ENDINGS[l])];
  for (const link of COMPOUND_LINKS[l] ?? []) for (const h of heads) for (const e of endings) out.add(link + h + e);
  return out;
});
/** The longest tail any language accepts: a longer run of letters after a term is another word. */
export const LONGEST_TAIL = Math.max(...[...NOUN_SETS, ...VERB_SETS, ...COMPOUND_SETS].map((s) => Math.max(0, ...[...s].map((t) => t.length))));

/** Characters beside a word that make it part of a path, a file name, an identifier or an address. */
const NAME_MARKS = new Uint8Array(128);
for (const c of ['/', '\\', '_', '@', '=', ':', '.', '#', '$', '%', '{', '<']) NAME_MARKS[c.charCodeAt(0)] = 1;
/** A NAME_MARKS character (a table test: this runs for most terms a word goes on past). */
const isNameMark = (c: number): boolean => c < 128 && NAME_MARKS[c] === 1;

/**
 * Whether the letters from `end` to the next word edge of `lower` are an ending or a compound's tail, by language masks,
 * of the term that starts at `start` and ends at `end`. Reads at most LONGEST_TAIL + 2 characters after the term. A word
 * in a path, file name or identifier ("docs/mirrors.md", "user_alerts") keeps its exact spelling.
 */
export function inflectedTail(lower: string, start: number, end: number, masks: { noun: number; verb: number; compound: number }, isWord: (c: number) => boolean): boolean {
  const n = lower.length;
  let e = end;
  const limit = Math.min(n, end + LONGEST_TAIL + 1);
  while (e < limit && isWord(lower.charCodeAt(e))) e++;
  if (e < n && isWord(lower.charCodeAt(e))) return false;
  if (start > 0 && isNameMark(lower.charCodeAt(start - 1))) return false;
  if (e < n && isNameMark(lower.charCodeAt(e)) && e + 1 < n && isWord(lower.charCodeAt(e + 1))) return false;
  const tail = lower.slice(end, e);
  for (let i = 0; i < INFLECTING_LANGS.length; i++) {
    const bit = 1 << i;
    if ((masks.noun & bit) !== 0 && NOUN_SETS[i]!.has(tail)) return true;
    if ((masks.verb & bit) !== 0 && VERB_SETS[i]!.has(tail)) return true;
    if ((masks.compound & bit) !== 0 && COMPOUND_SETS[i]!.has(tail)) return true;
  }
  return false;
}

/** What a merged term table depends on here (scan.ts's cache identity). */
export const INFLECTION_IDENTITY = JSON.stringify([INFLECTING_LANGS, VERB_TAG_PREFIXES, NOUN_TAG_PREFIXES, INFLECT_MIN]);
