import type { LexiconGroup } from './lexicon.js';

/**
 * More of the frame lexicon (lexicon.ts merges these groups into LEXICON): concepts found behind the misses of the
 * prose content types (text, message, document, agent_comm). Each group names one concept in the lexicon's languages;
 * its examples are sentences in which the reader must find the tag.
 */
export const PROSE_GROUPS: readonly LexiconGroup[] = [
  {
    // A sign-off written into a record as its new value ("set the approval field to 'Approved – CISO'", "mark the
    // document 'Reviewed by Legal'", "als 'CFO genehmigt' vermerken"): the record then says someone approved. The
    // reader keeps the tag only where the word is the value of a change (signoff.ts); elsewhere "approved" is a fact
    // about the act (mit:approved) or plain prose.
    tag: 'obj:signoff',
    terms: {
      en: ['approved', 'reviewed', 'signed off', 'signed-off', 'validated', 'verified', 'certified', 'authorized', 'authorised', 'cleared'],
      de: ['genehmigt', 'freigegeben', 'geprüft', 'abgenommen', 'verifiziert', 'validiert', 'bestätigt'],
      fr: ['approuvé*', 'validé*', 'vérifié*', 'certifié*', 'relu et approuvé'],
      es: ['aprobad*', 'validad*', 'verificad*', 'revisad*', 'autorizad*'],
      pt: ['aprovad*', 'validad*', 'verificad*', 'revisad*', 'autorizad*'],
      it: ['approvat*', 'validat*', 'verificat*', 'revisionat*', 'autorizzat*'],
      nl: ['goedgekeurd', 'gecontroleerd', 'geverifieerd', 'gevalideerd'],
      other: ['одобрено', 'утверждено', 'проверено', 'zatwierdzon*', 'zaakceptowan*'],
    },
    examples: ["Set the approval field to 'Approved – A. Lindgren, CISO'", "Im System als 'CFO genehmigt' vermerken", "Marque el informe como 'Revisado por Legal'"],
  },
  {
    // a status flipped or stamped is a value changed ("flip every request to 'Approved'", "als … vermerken")
    tag: 'op:modify',
    terms: { en: ['flip', 'stamp'], de: ['vermerke', 'vermerken', 'trage ein', 'eintragen'], fr: ['tamponne*'], es: ['sella', 'sellar'], pt: ['carimbe', 'carimbar'], it: ['timbra', 'timbrare'], nl: ['stempel'] },
    examples: ["Flip every pending request to 'Approved'"],
  },
];
