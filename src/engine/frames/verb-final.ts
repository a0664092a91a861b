import { foldAccents } from './fold.js';
import { LEXICON } from './lexicon.js';
import { isWordCode } from './scan.js';

/**
 * Languages that say after the verb what the reader of an English or French clause finds before it: whether it is an
 * order, a denial, a question or a report of something done. The reader asks this module about an operation word of
 * such a language and takes its answer instead of reading the words before the verb.
 *
 * - Turkish (verbs carry the lexicon's `final` tag): the ending after the stem. "gönder-in" orders, "gönder-me-yin"
 *   forbids, "gönder-di-m" reports, "gönder-iyor" describes, "gönder-ir mi-sin" asks; a word whose ending is none of
 *   these ("silver", "ilet…" in another language) is not the verb at all.
 * - Japanese, Korean, Chinese: the marker right after the verb. 「削除しないで」「삭제하지 마세요」 deny, 「削除しました」
 *   「삭제했습니다」「删除了」 report.
 * - Russian, Ukrainian: a past form ends in -л, -ла, -ло, -в, -ли after a vowel ("удалил", "видалив", "отправили"): a report.
 *
 * Each test reads a bounded stretch after the verb (its own word, or FOLLOW_MAX characters).
 */

export type FinalReading = 'order' | 'denied' | 'asked' | 'reported' | 'confessed' | 'described' | 'none';

/** Turkish verb stems (the `final` tag's terms): a stem term, or a whole word no other listed word begins. */
const FINAL_WORDS: readonly string[] = LEXICON.filter((g) => g.tag === 'final').flatMap((g) => Object.values(g.terms).flat() as string[]).map((t) => foldAccents(t.toLowerCase()));
const STEMS: readonly string[] = FINAL_WORDS.filter((t) => t.endsWith('*') || !FINAL_WORDS.some((o) => o !== t && !o.endsWith('*') && t.startsWith(o)))
  .map((t) => (t.endsWith('*') ? t.slice(0, -1) : t))
  .sort((a, b) => b.length - a.length);

/** Turkish endings after a verb stem, as the fold leaves them (ı → i, ü → u): what each makes of the verb. */
const ORDER_ENDINGS = new Set(['', 'in', 'un', 'iniz', 'unuz', 'yin', 'yun', 'yiniz', 'yunuz', 'sin', 'sun', 'sinler', 'sunlar', 'eyim', 'ayim', 'elim', 'alim']);
const DENIAL_ENDINGS = new Set(['me', 'ma', 'meyin', 'mayin', 'meyiniz', 'mayiniz', 'mesin', 'masin', 'meyelim', 'mayalim']);
const PAST_FIRST = new Set(['dim', 'dik', 'tim', 'tik', 'dum', 'duk', 'tum', 'tuk', 'ildim', 'ildik', 'uldum', 'ulduk', 'misim', 'mistim', 'mustum']);
const PAST = new Set(['di', 'du', 'ti', 'tu', 'diler', 'dular', 'tiler', 'tular', 'mis', 'mus', 'ildi', 'uldu', 'ilmis', 'ulmus', 'din', 'dun', 'tin', 'tun', 'diniz', 'dunuz', 'misti', 'mustu', 'indi', 'undu']);
const DESCRIBING = new Set(['iyor', 'uyor', 'iyorum', 'uyorum', 'iyoruz', 'uyoruz', 'iyorlar', 'uyorlar', 'ecek', 'acak', 'ecegim', 'acagim', 'ecegiz', 'acagiz', 'ir', 'ur', 'er', 'ar', 'mek', 'mak', 'meyi', 'mayi', 'il', 'ul', 'ilir', 'ulur', 'ilecek', 'ulacak', 'ebilir', 'abilir', 'en', 'an', 'ilen', 'ulan']);
/** The aorist endings that a question particle turns into a polite request ("gönder-ir misiniz"). */
const AORIST = new Set(['ir', 'ur', 'er', 'ar', 'ebilir', 'abilir']);
/** Question particles after a Turkish verb ("gönderir misin", "sildin mi"). */
const QUESTION_PARTICLES = new Set(['mi', 'mu', 'misin', 'musun', 'misiniz', 'musunuz']);

/** The reading of a Turkish verb at [start, end): its ending after the longest listed stem that begins the word. */
export function turkishVerb(s: string, start: number): FinalReading {
  let e = start;
  while (e < s.length && e - start < 40 && (isWordCode(s.charCodeAt(e)) || s.charCodeAt(e) === 32)) {
    // a stem may span words ("devre disi birak"): run on through spaces only while the stem does
    if (s.charCodeAt(e) === 32 && !STEMS.some((st) => st.length > e - start && s.startsWith(st.slice(0, e - start + 1), start))) break;
    e++;
  }
  const word = s.slice(start, e);
  const stem = STEMS.find((st) => word.startsWith(st));
  if (stem === undefined) return 'none';
  const ending = word.slice(stem.length);
  const particle = wordAfter(s, e);
  // "gönderir misiniz?" (would you send?) asks as "could you send?" does: a request; "gönderdin mi?" (did you?) asks
  if (QUESTION_PARTICLES.has(particle)) return AORIST.has(ending) && particle.length > 2 ? 'order' : 'asked';
  if (ORDER_ENDINGS.has(ending)) return 'order';
  if (DENIAL_ENDINGS.has(ending)) return 'denied';
  if (PAST_FIRST.has(ending)) return 'confessed';
  if (PAST.has(ending)) return 'reported';
  if (DESCRIBING.has(ending)) return 'described';
  return 'none';
}

function wordAfter(s: string, at: number): string {
  let b = at;
  while (b < s.length && s.charCodeAt(b) === 32) b++;
  let e = b;
  while (e < s.length && e - b < 12 && isWordCode(s.charCodeAt(e))) e++;
  return s.slice(b, e);
}

/** How far after an unspaced verb its marker is read, in characters. */
const FOLLOW_MAX = 8;
/** Markers after a Japanese or Korean verb that deny it. */
const CJK_DENIALS = ['しないで', 'しない', 'せずに', 'せず', 'するな', 'しません', 'できません', 'ないで', 'ないこと', '禁止', '하지 마', '하지 말', '하지 않', '지 마', '지 말', '지 않', '하면 안', '안 돼', '안 됩니다'];
/** Markers after a Japanese, Korean or Chinese verb that report it done. */
const CJK_REPORTS = ['しました', 'した', 'された', 'されました', '済み', 'ました', '完了', '했습니다', '했어요', '했다', '했음', '됐', '되었', '완료', '了', '过', '過', '完毕', '完成'];
const PAST_NOUN_HEADS = ['过', '過'];
/** A Chinese negation right before the verb ("不要删除", "别发送"). */
const CJK_PRE_DENIALS = ['不要', '不能', '不可', '别', '勿', '不得', '禁止'];

/** The marker after (or, for Chinese, right before) an operation written in an unspaced script. */
export function unspacedVerb(s: string, start: number, end: number): FinalReading {
  // a term that ends in the verb's own し ("削除し|た") is read with it
  const after = (s.charCodeAt(end - 1) === 0x3057 ? 'し' : '') + s.slice(end, end + FOLLOW_MAX);
  // the term may end inside the verb ("削除し|ないで", "送信して|ください"): a marker counts within a kana or two of its end
  const near = (m: string): boolean => {
    const i = after.indexOf(m);
    // 过去 / 過去 is "the past" (删除过去30天: delete the past 30 days), not the experiential 过 of a report
    return i >= 0 && i <= 2 && !(PAST_NOUN_HEADS.includes(m) && after.charCodeAt(i + 1) === 0x53bb);
  };
  if (CJK_DENIALS.some(near)) return 'denied';
  const before = s.slice(Math.max(0, start - 3), start);
  if (CJK_PRE_DENIALS.some((m) => before.endsWith(m) || before.slice(0, -1).endsWith(m))) return 'denied';
  return CJK_REPORTS.some(near) ? 'reported' : 'none';
}

const CYRILLIC_VOWELS = 'аеиоуыэюяіїє';
/** A Russian or Ukrainian past form (a report of what was done): -л, -ла, -ло, -лся…, -в, or -ли after a vowel. */
export function cyrillicPast(s: string, start: number): boolean {
  let e = start;
  while (e < s.length && e - start < 30 && isWordCode(s.charCodeAt(e))) e++;
  const word = s.slice(start, e);
  if (word.length < 4 || LI_IMPERATIVES.has(word)) return false;
  // Ukrainian masculine past ends in -в after a vowel ("видалив", "надіслав")
  for (const end of ['лся', 'лась', 'лось', 'лись', 'ла', 'ло', 'л', 'в']) if (word.endsWith(end)) return CYRILLIC_VOWELS.includes(word[word.length - end.length - 1]!);
  return word.endsWith('ли') && CYRILLIC_VOWELS.includes(word[word.length - 3]!);
}

/** Imperatives of the delete verbs that end as a past plural does ("удали": delete! against "удалили": they deleted). */
const LI_IMPERATIVES = new Set(['удали', 'видали']);

/**
 * A Russian or Ukrainian plural or polite imperative ("удалите", "отправьте", "видаліть"), the form a request to
 * colleagues takes; "вы удалите" (you will delete) has its subject before it.
 */
export function cyrillicPlea(s: string, start: number): boolean {
  let e = start;
  while (e < s.length && e - start < 30 && isWordCode(s.charCodeAt(e))) e++;
  const word = s.slice(start, e);
  if (word.length < 5 || !(word.endsWith('ите') || word.endsWith('йте') || word.endsWith('іть') || word.endsWith('ьте'))) return false;
  let b = start;
  while (b > 0 && s.charCodeAt(b - 1) === 32) b--;
  let w = b;
  while (w > 0 && b - w < 12 && isWordCode(s.charCodeAt(w - 1))) w--;
  return !CYRILLIC_SUBJECTS.has(s.slice(w, b));
}
const CYRILLIC_SUBJECTS = new Set(['вы', 'ви', 'мы', 'ми', 'они', 'вони', 'если', 'якщо', 'когда', 'коли']);

/** A Cyrillic word at `pos`. */
export const isCyrillicAt = (s: string, pos: number): boolean => {
  const c = s.charCodeAt(pos);
  return c >= 0x400 && c <= 0x4ff;
};
