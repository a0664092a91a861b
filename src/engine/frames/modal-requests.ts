import { foldAccents } from './fold.js';

/**
 * A request put as a question about the reader's ability or will: "Could you add …?", "Kannst du … geben?",
 * "Pouvez-vous ajouter … ?", "¿Puedes borrar …?", "Kun je … verwijderen?". What is asked for is the act, as it is in
 * an imperative: the modal and its second-person pronoun are preamble before the verb, and in German and Dutch the
 * verb closes the question. "Can I delete …?", "Kann man … löschen?" ask about a permission or a fact, not for an act:
 * only a second-person pronoun after the modal (or a modal that is second person by itself) makes it a request.
 * English "can/could/would you" are filler words in the reader already.
 */

/** Modals whose form is second person by itself ("kannst", "puedes", "pourriez"): no pronoun needs to follow. */
const SECOND_PERSON_MODALS = new Set(['kannst', 'konntest', 'wurdest', 'magst', 'peux', 'pourrais', 'pourriez', 'pouvez', 'puedes', 'podrias', 'podeis', 'podes', 'poderias', 'puoi', 'potresti', 'potete', 'potreste', 'kunt'].map(foldAccents));
/** Modals that are second person only with the pronoun after them ("können Sie", "kun je", "pode você", "può lei"). */
const PLAIN_MODALS = new Set(['konnen', 'konnten', 'wurden', 'kun', 'kan', 'zou', 'zoudt', 'wil', 'wilt', 'puede', 'podria', 'pode', 'poderia', 'consegue', 'puo', 'potrebbe'].map(foldAccents));
/** Second-person pronouns (formal and informal) that may follow a modal. */
const YOU = new Set(['du', 'sie', 'ihr', 'tu', 'vous', 'je', 'jij', 'u', 'usted', 'ustedes', 'voce', 'voces', 'lei', 'voi', 'you'].map(foldAccents));

/** The word (folded, lower-case) opens a request together with the word after it. */
export function modalAsk(word: string, next: string): boolean {
  if (SECOND_PERSON_MODALS.has(word)) return !FIRST_PERSON.has(next);
  return PLAIN_MODALS.has(word) && YOU.has(next);
}

/** First-person pronouns after a modal ask for a permission ("peux-je", "puedes … yo" is rare; "kannst ich" is no German). */
const FIRST_PERSON = new Set(['ich', 'je', 'wir', 'nous', 'yo', 'eu', 'io', 'ik', 'wij', 'we']);
