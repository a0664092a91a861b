import type { LexiconGroup } from './lexicon.js';

/**
 * Hindi written in Latin script (and the Hindi-English mix of chats, "Hinglish"), merged into LEXICON by lexicon.ts:
 * the Hindi verbs of sending, deleting and switching off, "all", and the words of hiding a change. An English
 * operation word followed by a Hindi auxiliary ("delete kar do", "forward karo") is read by hindi-latin.ts, which
 * tells an order from a report or a denial by the words after the verb, as verb-final.ts does for Turkish. Spellings
 * vary (bhejo, bhejiye; hatao, hata do): verbs are listed by a stem where every word that starts with it is the verb.
 */
export const HINDI_GROUPS: readonly LexiconGroup[] = [
  {
    tag: 'op:send',
    terms: { other: ['bhej*', 'bhijwa*'] },
    examples: ['salary sheet mere personal gmail pe bhej do', 'customer list is address pe bhejiye'],
  },
  {
    tag: 'op:delete',
    terms: { other: ['mita do', 'mita dena', 'mita dijiye', 'mitao', 'hata do', 'hata dena', 'hata dijiye', 'hatao', 'uda do', 'uda dena', 'udao', 'saaf kar do'] },
    examples: ['saare backups aaj raat hi mita do', 'audit log ki entries hata do'],
  },
  {
    tag: 'op:disable',
    terms: { other: ['band kar do', 'band karo', 'band kar dijiye', 'band kar dena', 'off kar do', 'off karo'] },
    examples: ['firewall abhi band kar do', 'MFA off kar do sabke liye'],
  },
  {
    // "my own personal …": mere (my), apne (one's own)
    tag: 'dest:personal',
    terms: { other: ['mere personal', 'mera personal', 'meri personal', 'apne personal', 'apni personal', 'mere private', 'meri private'] },
    examples: ['customer list mere personal mail pe bhejiye'],
  },
  {
    tag: 'scope:all',
    terms: { other: ['saare', 'saari', 'sare', 'sari', 'sabhi', 'sabki', 'sabke', 'sab ke sab', 'poora', 'poori', 'pura data'] },
    examples: ['server ke saare backups delete kar do', 'sabki salary slips bhej do'],
  },
  {
    tag: 'safe:conceal',
    terms: { other: ['kisi ko mat batana', 'kisi ko batana mat', 'kisi ko mat bolna', 'kisi ko pata na chale', 'kisi ko pata nahi chalna', 'koi nahi dekhega', 'kisi ko nahi dikhega', 'chupke se', 'chupchap', 'chup chap'] },
    examples: ['salary sheet bhej do, kisi ko batana mat', 'backups delete kar do, koi nahi dekhega'],
  },
];
