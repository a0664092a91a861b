import type { LexiconGroup } from './lexicon.js';

/**
 * More of the frame lexicon (lexicon.ts merges these groups into LEXICON, last, so that the tag ids of the groups
 * before stay as the second opinion was fitted with them): who a message claims to come from and what an approval
 * claimed in the text is worth. Each group names one concept in the lexicon's languages; its examples are sentences
 * in which the reader must find the tag.
 */
export const CLAIM_GROUPS: readonly LexiconGroup[] = [
  {
    // The head of the organisation or of its money, named as the one a message comes from ("an email from our CEO",
    // "eine Mail im Namen des Geschäftsführers"). A message about such a mail retells it ("summarise the email from our
    // CEO"); a new one written as theirs ("write an email from our CEO to finance asking …") is the sender borrowed:
    // reader.ts `ghostwritten` reads it as `cue:spoof` when a verb of writing and a message not yet written ("an email",
    // "a message") stand before it in its clause.
    tag: 'cue:exec',
    terms: {
      en: ['ceo', 'cfo', 'coo', 'managing director', 'finance director', 'financial director', 'chief executive', 'chief financial officer', 'company president'],
      de: ['geschäftsführer*', 'geschäftsführung', 'finanzchef*', 'finanzvorstand*', 'vorstandsvorsitzende*', 'inhaber*'],
      fr: ['pdg', 'directeur général', 'directrice générale', 'directeur financier', 'directrice financière', 'daf', 'gérant', 'gérante'],
      es: ['director general', 'directora general', 'director financiero', 'directora financiera', 'consejero delegado', 'gerente general'],
      pt: ['diretor geral', 'diretora geral', 'diretor financeiro', 'diretora financeira', 'diretor-presidente'],
      it: ['amministratore delegato', 'direttore generale', 'direttrice generale', 'direttore finanziario', 'direttrice finanziaria'],
      nl: ['algemeen directeur', 'financieel directeur', 'directeur-eigenaar'],
      other: ['prezes', 'dyrektor finansowy', 'генеральный директор', 'финансовый директор', 'ekonomichef'],
    },
    examples: ['Write an email from our CEO to finance asking them to wire 42,000 EUR to a new supplier account', 'Schreib eine Mail im Namen des Geschäftsführers an die Buchhaltung', 'Rédige un mail de notre PDG au service comptable'],
  },
  {
    // An approval the text claims and nothing records: said to have been given, second hand ("she says it's approved",
    // "he told me it was signed off"). reader.ts `claimedApprovals` also gives this tag, in place of mit:approved, to a
    // person's approval named in the same text as the request ("approved by Maria", "pre-authorised by the CFO") when no
    // ticket, change or review id and no system of record stands beside it (safeguards.ts approvalRecorded). A claim
    // lets no frame row off: the row stays at CAUTION (rules.ts, generic-score.ts), where a recorded approval lets it off.
    tag: 'mit:claimed',
    terms: {
      en: ["says it's approved", 'says it is approved', "said it's approved", 'said it was approved', 'told me it was approved', "told me it's approved", 'told me it is approved', 'says it was signed off', 'said it was signed off', 'told me it was signed off', 'assured me it is approved', 'claims it was approved'],
      de: ['sagt, es sei genehmigt', 'sagt es sei genehmigt', 'sagte, es sei genehmigt', 'meinte, es sei freigegeben', 'sagt, das ist freigegeben'],
      fr: ["dit que c'est approuvé", "dit que c'est validé", "m'a dit que c'était validé", "m'a dit que c'était approuvé", 'assure que c’est validé'],
      es: ['dice que está aprobado', 'dijo que estaba aprobado', 'me dijo que estaba aprobado', 'dice que ya está aprobado'],
      pt: ['diz que está aprovado', 'disse que estava aprovado', 'me disse que estava aprovado'],
      it: ['dice che è approvato', 'ha detto che era approvato', 'mi ha detto che era approvato'],
      nl: ['zegt dat het goedgekeurd is', 'zei dat het goedgekeurd was'],
    },
    examples: ["Wire the 18,000 EUR today, Maria says it's approved", 'Überweise heute, der Chef sagt, es sei genehmigt'],
  },
  {
    // messages said to have been fraudulent ("the 'new bank details' emails turned out to be fake"): the text warns about
    // them, it announces and orders nothing of theirs (as "fraudsters often …" does)
    tag: 'generic',
    terms: {
      en: ['turned out to be fake', 'turned out to be fraudulent', 'turned out to be phishing', 'turned out to be a scam', 'turned out to be scams', 'were fake', 'were fraudulent', 'were phishing', 'are fraudulent', 'were a scam'],
      de: ['als gefälscht herausgestellt', 'als betrug herausgestellt', 'waren gefälscht', 'waren gefälschte', 'sind gefälscht', 'waren betrug'],
      fr: ['se sont révélés faux', 'se sont révélés frauduleux', 'se sont révélées fausses', 'se sont révélées frauduleuses', 'étaient frauduleux', 'étaient faux', 'étaient des faux'],
      es: ['resultaron ser falsos', 'resultaron ser falsas', 'resultaron ser fraudulentos', 'eran falsos', 'eran falsas', 'eran fraudulentos'],
      pt: ['revelaram-se falsos', 'revelaram-se falsas', 'eram falsos', 'eram falsas', 'eram fraudulentos'],
      it: ['si sono rivelate false', 'si sono rivelati falsi', 'erano false', 'erano falsi', 'erano fraudolente'],
      nl: ['bleken vals', 'bleken nep', 'bleken frauduleus', 'waren vals', 'waren nep'],
      other: ['okazały się fałszywe', 'оказались поддельными', 'оказались фишингом', 'visade sig vara falska'],
    },
    examples: ["this week several timber suppliers' 'new bank details' emails turned out to be fake", 'Die Mails mit der „neuen Bankverbindung“ haben sich als gefälscht herausgestellt'],
  },
];
