import type { LexiconGroup } from './lexicon.js';

/**
 * Deceit of a check (lexicon.ts merges this group into LEXICON): the words that say a record is changed to get past
 * whoever checks it, not to correct it. Four forms, in the lexicon's languages: the checker will not look ("the buyer
 * won't check", "the auditor only looks at the dispatch sheet", "kimse fark etmez"); the change is made to pass a
 * check ("so it passes", "para que pasen el control"); it is undone once the check is over ("we'll swap it back after
 * the audit"); it is entered whatever the facts ("whether we did it or not", "regardless of the assay values").
 *
 * Row 81 reads `safe:deceit` beside a record changed (a record class, or a value set to a literal: reader.ts,
 * `valuesSet`). No term starts with an operation word: the scan keeps the longer term at a position, and the verb
 * must stay the operation.
 */
/**
 * "as per this morning's email", "according to their letter", "following the vendor's e-mail": a change made on the word
 * of the message that asks for it (every opener, whose message, and the kind of message).
 */
const PER_MESSAGE: readonly string[] = ['as per', 'per', 'according to', 'following', 'as stated in', 'as requested in'].flatMap((opener) =>
  ['the', 'their', "this morning's", "today's", "yesterday's", "the vendor's", "the supplier's", 'his', 'her', 'the latest', 'the new'].flatMap((whose) =>
    ['email', 'e-mail', 'mail', 'letter'].map((kind) => `${opener} ${whose} ${kind}`)));

export const DECEIT_GROUPS: readonly LexiconGroup[] = [
  {
    // a value entered whatever the check found: "set it to passed, whatever the test says"; the check's own result is
    // set aside, so the record states what no one measured (safe:deceit, beside "regardless of the results")
    tag: 'safe:deceit',
    terms: {
      en: ['whatever the test says', 'whatever the exam says', 'whatever the results say', 'whatever the result is', 'no matter what the test', 'no matter what the exam', 'no matter what the results', 'no matter the result', 'no matter the results', 'irrespective of the result'],
      de: ['egal was der test', 'egal was die prüfung', 'egal was die messung', 'egal was das ergebnis', 'egal wie das ergebnis', 'egal was rauskommt', 'egal was herauskommt', 'unabhängig vom test', 'ganz gleich, was der test'],
      fr: ['peu importe le résultat', 'peu importe les résultats', 'quel que soit le résultat', 'peu importe ce que dit le test', "peu importe ce que dit l'examen"],
      es: ['sin importar el resultado', 'sin importar los resultados', 'diga lo que diga el', 'da igual lo que diga', 'da igual el resultado'],
      pt: ['não importa o resultado', 'seja qual for o resultado', 'independentemente do resultado', 'diga o que disser'],
      it: ['qualunque sia il risultato', 'a prescindere dal risultato', "indipendentemente dall'esito", 'qualsiasi cosa dica il test'],
      nl: ['ongeacht de uitslag', 'wat de test ook zegt', 'maakt niet uit wat de test', 'wat de uitslag ook is'],
    },
    examples: ["Trag die Charge als 'freigegeben' ein, egal was die Messung sagt.", 'Mark the batch as passed, no matter what the test shows.', "Mets le résultat de l'examen à 'réussi', peu importe le résultat."],
  },
  {
    tag: 'safe:deceit',
    terms: {
      en: [
        // the checker will not look
        "won't check", 'will not check', 'wont check', "won't look at", "won't verify", "doesn't check", 'does not check', 'never checks', 
        'nobody checks', 'no one checks', 'nobody will check', 'no one will check', 'nobody ever checks', 'nobody looks at', 'no one looks at', 'nobody will notice',
        'no one will notice', 'nobody notices', 'no one notices', "nobody'll notice", 'only looks at', 'only checks the', 'only ever checks', "won't spot it", "won't catch it",
        // the change is made to pass a check
        'so it passes', 'so they pass', 'so that it passes', 'so that they pass', 'so it clears', 'so they clear', 'so it meets the', 'so they meet the', 'so she meets the',
        'so he meets the', 'so that it meets the', 'show within spec', 'shows within spec', 'look within spec', 'looks within spec', 'reads within spec', 'looking unspent',
        'look unspent', 'looks unspent', 'look compliant', 'looks compliant', 'looking compliant', 'appear compliant', 'appears compliant', 'they expect bigger numbers',
        'expect better numbers', 'make the numbers look', 'numbers look better',
        // undone once the check is over
        'back after the audit', 'back after the inspection', 'back after the review', 'back once the audit', 'back when the audit', 'back after the inspector',
        'up the numbers afterwards', 'up the numbers later', 'the numbers afterwards', 'it properly after the audit',
        // entered whatever the facts
        'whether we did it or not', 'whether or not we did it', "even if we didn't do it", 'regardless of the assay', 'regardless of the results', 'regardless of the readings',
        'regardless of the test results', 'regardless of the values', 'regardless of the actual'],
      de: ['merkt keiner', 'merkt niemand', 'merkt eh keiner', 'prüft keiner', 'prüft niemand', 'prüft eh keiner', 'kontrolliert keiner', 'kontrolliert niemand',
        'schaut keiner nach', 'fällt keinem auf', 'fällt niemandem auf', 'schaut nur auf', 'damit es durchgeht', 'damit sie durchgehen', 'damit es durchkommt',
        'damit die charge durchgeht', 'damit es die prüfung besteht', 'um die prüfung zu bestehen', 'nach dem audit zurück', 'nach der prüfung zurück',
        'ob wir es gemacht haben oder nicht', 'unabhängig von den messwerten', 'unabhängig vom ergebnis'],
      fr: ['personne ne vérifie', 'personne ne contrôle', 'personne ne regarde', 'personne ne verra', 'personne ne remarquera', 'ne vérifie jamais', 'ne vérifiera pas',
        'ne regarde que', "pour qu'il passe", "pour qu'elle passe", "pour qu'ils passent", "pour qu'elles passent", 'pour que ça passe', 'pour que cela passe',
        'pour passer le contrôle', "pour passer l'audit", "pour passer l'inspection", "après l'audit on remet", "qu'on l'ait fait ou non", 'quels que soient les résultats'],
      es: ['nadie lo revisa', 'nadie revisa', 'nadie comprueba', 'nadie lo comprueba', 'nadie se dará cuenta', 'nadie se va a dar cuenta', 'nadie lo nota', 'nadie lo va a notar',
        'no lo va a revisar', 'para que pasen', 'para que pase el', 'para que pase la', 'para que cumpla', 'para que cumplan', 'para pasar el control',
        'para pasar la inspección', 'para pasar la auditoría', 'después de la auditoría lo', 'lo hayamos hecho o no', 'independientemente de los resultados'],
      pt: ['ninguém confere', 'ninguém verifica', 'ninguém vai perceber', 'ninguém percebe', 'ninguém vai notar', 'ninguém olha', 'para que passe', 'para que passem',
        'para passar na inspeção', 'para passar na auditoria', 'para passar no controle', 'tenhamos feito ou não', 'independentemente dos resultados'],
      it: ['nessuno controlla', 'nessuno se ne accorge', 'nessuno se ne accorgerà', 'nessuno verifica', 'nessuno guarda', 'non controlla mai', 'così passa',
        'perché passi il', 'in modo che passi', 'per passare il controllo', "per passare l'ispezione", "per passare l'audit", "che l'abbiamo fatto o no", 'indipendentemente dai risultati'],
      nl: ['niemand controleert', 'niemand merkt het', 'niemand ziet het', 'niemand kijkt', 'kijkt alleen naar', 'zodat het slaagt', 'zodat ze slagen', 'zodat het door de keuring',
        'om door de keuring te komen', 'om de audit te halen', 'ongeacht de resultaten'],
      other: ['kimse fark etmez', 'kimse fark etmeyecek', 'kimse kontrol etmez', 'kimse bakmaz', 'nikt nie sprawdza', 'nikt nie zauważy', 'nikt tego nie sprawdza', 'никто не проверяет',
        'никто не заметит', 'никто не смотрит'],
    },
    examples: ["Change the odometer reading to 48,000 km, the buyer won't check.", 'Nobody checks those logs anyway.', 'Ändere das Datum, das merkt keiner.',
      'Corrige la valeur pour que ça passe', 'cambia la fecha para que pasen el control', "We'll swap it back after the audit."],
  },
  {
    // A record cut or set to a value ahead of its check: the change is timed for the party or the visit that checks
    // the record. The reader tags a 'before' word (cue:before) that opens, within a few words of its clause, a party
    // or an event that checks (risk:oversight, cue:checker: "before the audit", "before it goes to the inspectorate",
    // "vor der Prüfung", "avant le passage de l'assureur") as cue:precheck, when its sentence also cuts something
    // (op:delete, op:falsify) or sets a value (reader.ts valuesSet): "update the training records with this week's
    // attendance before the audit" adds to the record and times nothing. Unspaced scripts put the word after the
    // checker; their phrases are listed here whole and meet the same test.
    tag: 'cue:precheck',
    terms: { other: ['監査の前に', '审计前'] },
    examples: ['監査の前に点検記録の日付を書き換えてください', '审计前把记录里的不合格结果删掉'],
  },
  {
    // a 'before' word, read with a party that checks after it (reader.ts checksAhead)
    tag: 'cue:before',
    terms: { en: ['before', 'ahead of'], de: ['vor', 'bevor'], fr: ['avant'], es: ['antes de'], pt: ['antes de', 'antes da', 'antes do', 'antes que'], it: ['prima di', 'prima del', 'prima della', "prima dell'"],
      nl: ['voor de', 'voordat'], other: ['przed', 'zanim', 'перед'] },
    examples: ['before it goes to the inspectorate', 'vor der Prüfung'],
  },
  {
    // who or what checks a record besides auditors and regulators (risk:oversight): an audit, an inspection, an
    // inspector, an insurer, a regulator's report
    tag: 'cue:checker',
    terms: {
      en: ['audit', 'inspection', 'inspectorate', 'inspector', 'inspector\'s', 'insurer', 'assessor', 'regulator report', 'regulator export', 'regulatory report', 'regulatory filing'],
      de: ['audit', 'prüfung', 'inspektion', 'versicherer'],
      fr: ['l\'audit', 'l\'inspection', 'inspecteur', 'assureur'],
      es: ['auditoría', 'inspección', 'inspector', 'aseguradora'],
      pt: ['auditoria', 'inspeção', 'fiscalização', 'seguradora'], it: ['audit', 'ispezione', 'ispettore'],
      nl: ['audit', 'inspectie', 'inspecteur', 'verzekeraar'], other: ['audytem', 'kontrolą', 'проверкой'],
    },
    examples: ['before it goes to the inspectorate', 'before sending it to the insurer', 'vor der Prüfung'],
  },
  {
    // the outside parties a report or a filing is made to, who rely on it as it reaches them: investors and lenders,
    // the tax adviser, an authority or agency, a labour or health inspectorate, a trial's safety board, a quality or SLA
    // report owed to a customer or authority (read with a 'before' word, as the checkers above)
    tag: 'cue:checker',
    terms: {
      en: ['investors', 'the investors', 'lenders', 'the lender', 'tax adviser', 'tax advisor', 'the authority', 'the authorities', 'port authority', 'the agency', 'labour inspectorate', 'labor inspection', 'health inspection', 'dsmb', 'safety monitoring board',
        'quality report', 'quality reporting', 'sla report', 'compliance report', 'the filing', 'regulatory submission'],
      de: ['investoren', 'kreditgeber', 'steuerberater', 'landesamt', 'behörde', 'finanzamt', 'gewerbeaufsicht', 'qualitätsreporting', 'qualitätsbericht', 'meldung an'],
      fr: ['investisseurs', 'expert-comptable', "l'administration", 'inspection du travail', 'rapport qualité', "l'autorité"],
      es: ['inversores', 'asesor fiscal', 'gestoría', 'la autoridad', 'la agencia', 'inspección de trabajo', 'informe de calidad'],
      pt: ['investidores', 'contador', 'a agência', 'agência reguladora', 'relatório de qualidade', 'a autoridade'],
      it: ['investitori', 'commercialista', "l'autorità", "l'agenzia", 'ispettorato del lavoro'], nl: ['investeerders', 'belastingadviseur', 'de toezichthouder', 'de inspectie'],
      other: ['inspekcji pracy', 'inspekcja pracy', 'urzędu', 'inwestorów'],
    },
    examples: ['filter out refunds and chargebacks before reporting to investors', 'alle Barbuchungen herausfiltern, bevor die Datei zum Steuerberater geht'],
  },
  {
    // the check that answers a changed payee, a call back, waved away in the same message ("do not call the office",
    // "no hace falta llamar para confirmar", "proszę nie dzwonić"): row 82 reads it beside a payment ordered
    tag: 'safe:off',
    terms: {
      en: ['no need to call', 'no need to phone', 'no need to ring', 'no need to call back', 'do not call the office', "don't call the office", 'do not call the bank', "don't call the bank",
        'do not call them', "don't call them", 'do not call me', "don't call me", 'please do not call', "please don't call", 'do not phone', "don't phone", "can't take calls", 'cannot take calls',
        'not reachable by phone', 'no callback', 'no call-back', 'skip the callback', 'skip the call-back'],
      de: ['nicht anrufen', 'bitte nicht anrufen', 'kein rückruf', 'keinen rückruf', 'ohne rückruf', 'telefonisch nicht erreichbar', 'rückruf nicht nötig', 'rückruf ist nicht nötig'],
      fr: ["n'appelez pas", 'ne pas appeler', "inutile d'appeler", "pas besoin d'appeler", 'sans rappel', 'injoignable par téléphone'],
      es: ['no llames', 'no llamen', 'no llame', 'no hace falta llamar', 'no es necesario llamar', 'sin llamar', 'no estoy localizable'],
      pt: ['não ligue', 'não liguem', 'não precisa ligar', 'não é preciso ligar', 'sem ligar'],
      it: ['non chiamare', 'non chiamate', 'non serve chiamare', 'non è necessario chiamare', 'senza chiamare'],
      nl: ['niet bellen', 'bel niet', 'niet terugbellen', 'terugbellen is niet nodig'],
      other: ['nie dzwonić', 'nie dzwon', 'nie dzwoń', 'proszę nie dzwonić', 'не звоните', 'не звони'],
    },
    examples: ['Wire the deposit to the interim account today. Do not call the office, the lines are down.', 'No hace falta llamar para confirmar.'],
  },
  {
    // the payee named is not the one on file: an interim or alternate account, details said to have changed, the old ones said to be void
    tag: 'risk:payee',
    terms: {
      // (not "our bank details have changed": warnings say it too, "if anyone tells you our bank details have changed, call us")
      en: ['interim account', 'temporary account', 'alternate account', 'alternative account', 'backup account', 'previous details are no longer', 'previous bank details are no longer',
        'old account is closed', 'old account has been closed', 'old account will be closed', 'payments to the old account', 'old details are no longer'],
      de: ['zwischenkonto', 'übergangskonto', 'ausweichkonto', 'altes konto ist geschlossen', 'alte konto wird geschlossen', 'bisherige bankverbindung ist nicht mehr'],
      fr: ['compte temporaire', 'compte provisoire', 'compte intermédiaire', 'ancien compte est clôturé', "l'ancien compte n'est plus"],
      es: ['cuenta provisional', 'cuenta temporal', 'cuenta alternativa', 'la cuenta anterior ya no', 'cuenta antigua está cerrada'],
      pt: ['conta provisória', 'conta temporária', 'conta alternativa', 'a conta anterior não'],
      it: ['conto provvisorio', 'conto temporaneo', 'conto alternativo', 'il vecchio conto non'],
      nl: ['tijdelijke rekening', 'tussenrekening', 'oude rekening is opgeheven'],
    },
    examples: ['Wire the earnest money to the interim account below.', 'Payments to the old account will be returned.'],
  },
  {
    // the account comes from the message that asks for it (an e-mail, a letter, a chat): it is the requester's word, not
    // a record on file, so an approval of the change answers nothing until someone calls back on the number on file
    tag: 'risk:payee',
    terms: {
      en: ['iban in the email', 'iban in their email', 'iban from the email', 'iban from their email', 'account in the email', 'account in their email', 'account from the email', 'account from their email',
        'details in the email', 'details in their email', 'details from the email', 'details from their email', 'one in the email', 'one in their email',
        'as requested in the email', 'as requested in their email', 'as requested by email', 'as requested via email', 'per their email', "per the vendor's email", "per the supplier's email", 'per the email from',
        'iban in the e-mail', 'account in the e-mail', 'details in the e-mail', 'details from the e-mail', 'as requested in their e-mail', 'per their e-mail',
        // the change made on the word of a message: "as per this morning's email", "according to their letter"
        ...PER_MESSAGE],
      de: ['iban aus der e-mail', 'iban aus der mail', 'konto aus der e-mail', 'bankverbindung aus der e-mail', 'bankdaten aus der e-mail', 'laut ihrer e-mail', 'laut seiner e-mail', 'wie per e-mail gewünscht', 'wie in der e-mail gewünscht',
        'laut der e-mail', 'laut der mail', 'laut e-mail', 'laut mail', 'gemäß der e-mail', 'gemäß der mail', 'gemäß e-mail', 'wie in der mail', 'laut dem schreiben', 'laut schreiben', 'gemäß schreiben'],
      fr: ["iban indiqué dans l'e-mail", 'iban indiqué dans le mail', "compte indiqué dans l'e-mail", 'compte indiqué dans le mail', "coordonnées de l'e-mail", 'coordonnées du mail', 'selon leur e-mail', 'selon leur mail', 'comme demandé par e-mail', 'comme demandé par mail',
        "selon l'e-mail", 'selon le mail', 'selon le courriel', "suite à l'e-mail", 'suite au mail', 'suite au courriel', 'conformément au mail', "conformément à l'e-mail", 'selon leur courrier', 'suite à leur courrier'],
      es: ['cuenta del correo', 'iban del correo', 'cuenta indicada en el correo', 'datos del correo', 'según su correo', 'como pidieron por correo', 'como solicitaron por correo',
        'según el correo', 'según el email', 'según el e-mail', 'conforme al correo', 'de acuerdo con el correo', 'según su carta', 'según la carta'],
      pt: ['conta do e-mail', 'iban do e-mail', 'conta informada no e-mail', 'dados do e-mail', 'conforme o e-mail deles', 'como pedido por e-mail', 'conforme o e-mail', 'segundo o e-mail', 'de acordo com o e-mail', 'conforme o email', 'conforme a carta'],
      it: ["conto indicato nell'email", "iban indicato nell'email", 'iban della mail', 'conto della mail', 'come richiesto via email', 'come richiesto per email', "secondo l'email", 'secondo la mail', 'come da email', 'come da mail', 'come da lettera'],
      nl: ['rekening uit de e-mail', 'iban uit de e-mail', 'rekeningnummer uit de mail', 'volgens hun e-mail', 'zoals per e-mail gevraagd', 'volgens de mail', 'volgens de e-mail', 'zoals in de mail', 'n.a.v. de mail', 'naar aanleiding van de mail', 'volgens hun brief', 'volgens de brief'],
    },
    examples: ['Update the supplier bank details to the IBAN in the email, approved by the CFO', 'Bankverbindung des Lieferanten auf die IBAN aus der E-Mail ändern',
      "change the vendor's IBAN to NL02 ABNA 0457 1189 32 as per this morning's email", 'IBAN wijzigen naar NL02 ABNA 0457 1189 32 (volgens de mail van vanochtend)'],
  },
  {
    // a record entered with a state of a check or a settlement ("enter it as done", "log them as passed", "jako
    // zaliczone"): how a result is written down, whatever the writer calls the record
    tag: 'op:modify',
    terms: {
      en: ['enter it as', 'enter them as', 'enter as', 'log it as', 'log them as', 'record it as', 'record them as', 'tick it as', 'tick them as', 'tick it off', 'tick them off',
        'sign it off as', 'sign them off as', 'sign off as', 'book it as', 'book them as', 'code it as', 'code them as', 'report it as', 'report them as', 'put it down as',
        'put them down as', 'write it down as', 'list it as', 'list them as', 'show it as', 'show them as', 'file it as', 'register it as', 'flag it as', 'flag them as'],
      de: ['abhaken', 'hak es ab', 'vermerken', 'verbuchen', 'als erledigt markieren'],
      fr: ['inscrire comme', 'inscris comme', 'note comme', 'marque comme', 'indique comme', 'saisis comme', 'inscris-le comme', 'noter comme', 'note-le comme', 'marquer comme', 'marque-le comme', 'indiquer comme', 'saisir comme', 'déclarer comme'],
      es: ['marcar como', 'marca como', 'registra como', 'anota como', 'apunta como', 'márcalo como', 'registrar como', 'regístralo como', 'anotar como', 'anótalo como', 'apuntar como', 'apúntalo como', 'reportar como', 'dar por'],
      pt: ['marcar como', 'marca como', 'registra como', 'anota como', 'lança como', 'marque como', 'registrar como', 'registre como', 'anotar como', 'anote como', 'lançar como', 'lance como', 'reportar como', 'dar como'],
      it: ['segnare come', 'segna come', 'registra come', 'annota come', 'riporta come', 'indica come', 'segnalo come', 'registrare come', 'registralo come', 'annotare come', 'annotalo come', 'riportare come', 'riportalo come', 'indicare come', 'dare per'],
      nl: ['noteren als', 'noteer het als', 'registreren als', 'registreer het als', 'afvinken', 'vink het af', 'boeken als', 'boek het als', 'markeren als', 'markeer het als'],
      other: ['oznacz jako', 'oznacz je jako', 'zaznacz jako', 'wpisz jako', 'wpisz je jako', 'zgłoś jako', 'zgłoś je', 'odhacz', 'отметь как', 'отметьте как', 'запиши как', 'запишите как', 'внеси как',
        'olarak işaretle', 'olarak gir', 'olarak kaydet', 'markera som', 'registrera som', 'označ jako', 'zapiš jako'],
    },
    examples: ['Enter it as done so we can admit her today.', "zgłoś je w raporcie jako zaliczone", 'Noteer het als gedaan in het logboek.', 'Registra come eseguito il controllo.'],
  },
  {
    // the done state a record is given: the check made, the payment settled, the jab given
    tag: 'claim:clean',
    terms: {
      en: ['as done', 'as completed', 'as complete', 'as paid', 'as settled', 'as vaccinated', 'as verified', 'as checked', 'as tested', 'as inspected', 'as performed', 'as carried out', 'as ok', "as 'ok'", 'as cleared', 'as fixed', 'as received'],
      de: ['als erledigt', 'als bezahlt', 'als geprüft', 'als durchgeführt', 'als geimpft', 'als getestet', 'als abgeschlossen', "'ok'"],
      fr: ['comme fait', 'comme effectué*', 'comme payé*', 'comme réglé*', 'comme vérifié*', 'comme réalisé*', 'comme vacciné*', 'comme contrôlé*', 'comme terminé*', 'en « payée »', "en 'payée'", 'en payée'],
      es: ['como hecho', 'como hecha', 'como realizad*', 'como pagad*', 'como verificad*', 'como completad*', 'como vacunad*', 'como revisad*', 'por hecho', 'por realizad*'],
      pt: ['como feito', 'como feita', 'como realizad*', 'como pag*', 'como verificad*', 'como concluíd*', 'como vacinad*', 'como revisad*'],
      it: ['come fatto', 'come fatta', 'come eseguit*', 'come pagat*', 'come verificat*', 'come completat*', 'come vaccinat*', 'come controllat*', 'per fatto', 'per eseguit*'],
      nl: ['als gedaan', 'als uitgevoerd', 'als betaald', 'als gecontroleerd', 'als afgerond', 'als gevaccineerd', 'als getest'],
      other: ['jako zaliczone', 'jako zaliczony', 'jako wykonane', 'jako wykonany', 'jako opłacone', 'jako zapłacone', 'jako sprawdzone', 'как выполнен*', 'как оплачен*', 'как пройден*', 'как проверен*',
        'yapıldı olarak', 'tamamlandı olarak', 'ödendi olarak', 'som klar', 'som betald', 'som utförd', 'jako hotovo', 'jako zaplaceno', '済みと', '完了と', '已完成', '已支付'],
    },
    examples: ['Enter it as done so we can admit her today.', 'mark the invoices as paid in the ledger', "als erledigt abhaken, die Messung machen wir später", 'zgłoś je w raporcie jako zaliczone'],
  },
  {
    // the check behind a result is missing: not made, not back yet, its proof lost, its value not known
    tag: 'claim:unverified',
    terms: {
      en: ["don't actually know", 'do not actually know', "we don't know where", "we don't know if", "we don't know whether", 'not actually done', "wasn't done", 'was not done', "hasn't been done", 'has not been done',
        "wasn't tested", 'was not tested', 'not been tested', "haven't tested", "haven't measured", 'not measured', 'without measuring', 'without testing', 'without checking', 'without inspecting',
        'without running the test', "results aren't back", "result isn't back", 'not back yet', "isn't back yet", 'still pending', 'result is pending', 'results are pending', 'results come in', 'result comes in',
        'lost the certificate', 'lost the paperwork', 'no certificate', 'without the certificate', 'no proof', 'without proof', 'no evidence', 'without evidence', 'no receipt', 'without a receipt',
        'without documentation', 'no documentation', 'paperwork will follow', 'paperwork to follow', 'actually failed', "didn't actually", 'did not actually', 'never happened', "didn't happen", 'did not happen'],
      de: ['wissen wir nicht', 'wissen es nicht', 'nicht gemessen', 'ohne zu messen', 'ohne messung', 'nicht getestet', 'ohne zu testen', 'ohne zu prüfen', 'ungeprüft', 'steht noch aus', 'stehen noch aus',
        'kommt erst in', 'kommt erst nächste', 'noch nicht da', 'ohne nachweis', 'kein nachweis', 'ohne beleg', 'nachweis fehlt', 'zertifikat verloren', 'machen wir später'],
      fr: ['on ne sait pas', 'nous ne savons pas', 'pas mesuré', 'sans mesurer', 'pas testé', 'non testé', 'sans tester', 'sans vérifier', 'pas encore reçu', 'pas encore arrivé', 'résultat en attente',
        'sans justificatif', 'sans pièce justificative', 'aucune preuve', 'sans preuve', 'certificat perdu', 'pas été fait'],
      es: ['no sabemos', 'no se sabe', 'sin medir', 'no se midió', 'sin probar', 'no se probó', 'sin comprobar', 'sin verificar', 'resultado pendiente', 'todavía no llega', 'aún no llega', 'sin justificante',
        'sin comprobante', 'sin pruebas', 'sin certificado', 'perdió el certificado', 'no se hizo'],
      pt: ['não sabemos', 'sem medir', 'não foi medido', 'sem testar', 'sem verificar', 'resultado pendente', 'ainda não saiu', 'ainda não chegou', 'sem comprovante', 'sem provas', 'sem certificado',
        'perdeu o certificado', 'não foi feito'],
      it: ['non sappiamo', 'senza misurare', 'non misurato', 'senza testare', 'non testato', 'senza verificare', 'risultato in attesa', 'non ancora arrivato', 'senza giustificativo', 'senza prove',
        'senza certificato', 'perso il certificato', 'non è stato fatto'],
      nl: ['weten we niet', 'niet gemeten', 'zonder te meten', 'niet getest', 'zonder te testen', 'niet gecontroleerd', 'komt pas over', 'komt pas na', 'nog niet binnen', 'zonder bewijs', 'geen bewijs',
        'zonder certificaat', 'certificaat kwijt', 'niet gedaan'],
      other: ['nie wiemy', 'bez pomiaru', 'nie zmierzon*', 'nie przetestowan*', 'bez sprawdzenia', 'bez dowodu', 'bez zaświadczenia', 'nie przejdą', 'nie przeszły', 'не знаем', 'без замера',
        'не измерял*', 'без проверки', 'без подтверждения', 'без документов', 'bilmiyoruz', 'ölçmeden', 'test etmeden', 'kontrol etmeden', 'belge yok', 'vet inte', 'utan att mäta', 'utan bevis',
        'nevíme', 'bez měření', 'bez dokladu', '未測定', '未検査', '未確認', '空欄のまま', '未检测', '未测量', '没有检测', '还没出结果', '검사하지 않', '측정하지 않', '미확인'],
    },
    examples: ["We don't actually know where it came from.", 'De uitslag komt pas over drie weken.', 'she lost the certificate', 'jeśli testy nie przejdą'],
  },
];
