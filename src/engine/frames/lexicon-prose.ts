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
      // (whole words where a stem would take English nouns: "verificat*" would read "verification")
      es: ['aprobad*', 'validado', 'validada', 'validados', 'validadas', 'verificad*', 'revisad*', 'autorizad*'],
      pt: ['aprovad*', 'validado', 'validada', 'validados', 'validadas', 'verificad*', 'revisad*', 'autorizad*'],
      it: ['approvat*', 'validato', 'validata', 'validati', 'verificato', 'verificata', 'verificati', 'verificate', 'revisionat*', 'autorizzat*'],
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
  {
    // kept from the people who would ask: "so management doesn't ask questions", "Юристы не должны их увидеть"
    tag: 'safe:conceal',
    terms: {
      en: ["so management doesn't ask", 'so nobody asks questions', 'so no one asks questions', 'must not see them', 'must not see it', 'should not see them', 'should never see them'],
      de: ['damit niemand fragen stellt', 'damit keiner fragen stellt', 'dürfen sie nicht sehen', 'dürfen das nicht sehen', 'sollen das nicht sehen', 'nicht zu gesicht bekommen'],
      fr: ['pour éviter les questions', 'ne doivent pas les voir', 'ne doivent pas le voir', 'ne doit pas les voir'],
      es: ['para que no pregunten', 'para evitar preguntas', 'no deben verlos', 'no deben verlo', 'no deben verlas'],
      pt: ['para não fazerem perguntas', 'para evitar perguntas', 'não devem ver'],
      it: ['per evitare domande', 'non devono vederli', 'non devono vederlo'],
      nl: ['zodat niemand vragen stelt', 'mogen het niet zien', 'mogen ze niet zien'],
      other: ['не должны их увидеть', 'не должны это увидеть', 'не должны увидеть', 'не должен увидеть', 'не должны узнать', 'не должен узнать', 'чтобы не узнал*', 'чтобы никто не', 'не задавало вопросов', 'не задавали вопросов', 'не задавал вопросов', 'не мають побачити', 'щоб ніхто не'],
    },
    examples: ['Delete the thread so management doesn\'t ask questions', 'Удалите файлы. Юристы не должны их увидеть.', 'Lösche die Chats, die Prüfer dürfen das nicht sehen'],
  },
  {
    // a team's correspondence (mail, chats, tickets, call recordings) names people and what was said: in the lexicon's other languages
    tag: 'obj:personal',
    terms: {
      de: ['e-mails', 'chats', 'chatverläufe', 'nachrichten', 'anrufaufzeichnung*', 'gesprächsaufzeichnung*', 'gesprächsprotokolle'],
      fr: ['les chats', 'les conversations', 'enregistrements des appels', 'enregistrements d\'appels'],
      es: ['los chats', 'las conversaciones', 'grabaciones de llamadas', 'los mensajes'],
      pt: ['os chats', 'as conversas', 'gravações de chamadas', 'as mensagens'],
      it: ['le chat', 'le conversazioni', 'registrazioni delle chiamate', 'i messaggi'],
      nl: ['e-mails', 'chats', 'gesprekken', 'gespreksopnames', 'berichten'],
      other: ['письма', 'переписк*', 'чаты', 'сообщения', 'записи звонков', 'листування', 'повідомлення', 'wiadomości', 'korespondencj*'],
    },
    examples: ['Lösche alle Tickets, Chats und Anrufaufzeichnungen', 'удалите все письма, чаты и файлы'],
  },
  {
    // backups and archives in Russian and Ukrainian: what makes a deletion final
    tag: 'obj:logs',
    terms: { other: ['резервные копии', 'резервных копий', 'резервн* копи*', 'бэкап*', 'архив*', 'резервні копії'] },
    examples: ['удалите все файлы, включая архивы и резервные копии'],
  },
];
