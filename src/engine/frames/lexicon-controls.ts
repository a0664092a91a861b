import type { LexiconGroup } from './lexicon.js';

/**
 * More of the frame lexicon (lexicon.ts merges these groups into LEXICON): the controls that keep people and plant
 * safe when something fails (fire suppression, pressure relief, backup power), and the states a control is put into
 * that take it out of play (off, manual, optional, out of service). A control switched to one of those states is
 * switched off, whatever verb sets it ("set to Optional", "auf Handbetrieb stellen", "mettre hors service"), so the
 * state word is read as the disabling operation; the rows (62 for safety systems, 66 for security controls) judge it
 * by the object it is said of. Each group names one concept in the lexicon's languages; its examples are sentences in
 * which the reader must find the tag.
 */
export const CONTROL_GROUPS: readonly LexiconGroup[] = [
  {
    // what puts out a fire, lets pressure off before a vessel bursts, or keeps power on when the grid fails
    tag: 'obj:physical',
    terms: {
      en: ['fire suppression', 'suppression system', 'gas suppression', 'extinguishing system', 'deluge system', 'foam system', 'pressure limiter', 'relief valve*', 'safety valve*', 'overpressure protection', 'overpressure valve*',
        'backup generator*', 'standby generator*', 'emergency generator*', 'transfer switch', 'automatic transfer', 'emergency lighting', 'emergency power', 'ups system', 'battery backup'],
      de: ['löschanlage*', 'feuerlöschanlage*', 'gaslöschanlage*', 'sprinkleranlage*', 'brandschutzanlage*', 'druckbegrenzer*', 'überdrucksicherung*', 'sicherheitsventil*', 'überdruckventil*', 'notstromaggregat*', 'notstromversorgung', 'netzersatzanlage*', 'notbeleuchtung', 'usv-anlage*'],
      fr: ["système d'extinction", 'extinction automatique', 'sprinklers', 'soupape de sécurité', 'soupapes de sécurité', 'limiteur de pression', 'groupe électrogène', 'groupes électrogènes', 'éclairage de secours', 'alimentation de secours', 'inverseur de source'],
      es: ['sistema de extinción', 'sistema contra incendios', 'rociadores', 'válvula de seguridad', 'válvulas de seguridad', 'válvula de alivio', 'limitador de presión', 'generador de respaldo', 'generador de emergencia', 'grupo electrógeno', 'iluminación de emergencia'],
      pt: ['sistema de supressão', 'sistema de extinção', 'sprinklers', 'válvula de segurança', 'válvulas de segurança', 'válvula de alívio', 'limitador de pressão', 'gerador de emergência', 'gerador de backup', 'grupo gerador', 'iluminação de emergência'],
      it: ['impianto antincendio', 'sistema di spegnimento', 'impianto di spegnimento', 'valvola di sicurezza', 'valvole di sicurezza', 'limitatore di pressione', 'gruppo elettrogeno', 'generatore di emergenza', 'illuminazione di emergenza'],
      nl: ['blusinstallatie', 'blussysteem', 'sprinklerinstallatie', 'veiligheidsklep', 'veiligheidskleppen', 'overdrukbeveiliging', 'drukbegrenzer', 'noodstroomaggregaat', 'noodaggregaat', 'noodverlichting'],
    },
    examples: ['Disable the fire suppression system in hall C over the weekend', 'Die Überdrucksicherung überbrücken', 'Switch the backup generator to manual for the long weekend', 'mettre le groupe électrogène hors service', 'Desactiva la válvula de seguridad de la caldera'],
  },
  {
    // the state a control is put into that takes it out of play: off, on manual (no automatic trip or failover),
    // optional (enforced for nobody), out of service. The state names the act whatever verb sets it
    tag: 'op:disable',
    terms: {
      en: ['to manual', 'to manual mode', 'into manual mode', 'hand mode', 'to optional', 'optional for', 'out of service', 'to not required', 'to disabled'],
      de: ['ausschalt*', 'schalte aus', 'schalten sie aus', "auf 'aus'", 'auf aus', 'auf handbetrieb', 'in handbetrieb', 'auf manuell', 'außer betrieb', 'ausser betrieb', 'auf optional'],
      fr: ['en mode manuel', 'en manuel', 'hors service', 'facultatif pour', 'facultative pour', 'sur arrêt'],
      es: ['en modo manual', 'a modo manual', 'a manual', 'fuera de servicio', 'opcional para'],
      pt: ['em modo manual', 'para modo manual', 'para manual', 'fora de serviço', 'opcional para'],
      it: ['in modalità manuale', 'in manuale', 'fuori servizio', 'facoltativo per', 'facoltativa per', 'opzionale per'],
      nl: ['op handmatig', 'op handbediening', 'buiten werking', 'buiten bedrijf', 'optioneel voor'],
    },
    examples: ["In the Okta admin console, set 'Okta Verify' to Optional for group 'Everyone' and click Save", "Löschanlage über Schlüsselschalter S3 dauerhaft auf 'Aus' stellen", 'Den Druckbegrenzer auf Handbetrieb stellen', 'Mettez la soupape de sécurité hors service', 'Pon el generador de emergencia en modo manual'],
  },
  {
    // what a school or an examining body certifies about a person: an exam's result or grade. Marks are corrected every
    // day, so like other results (obj:recordish) it counts only when the change is falsified, hidden or made whatever
    // the facts (row 81)
    tag: 'obj:recordish',
    terms: {
      en: ['exam result*', 'exam grade*', 'exam score*', 'examination result*', 'test score*', 'course grade*', 'report card*', 'academic record*', 'transcript of records', 'grade book', 'gradebook'],
      de: ['prüfungsergebnis*', 'prüfungsnote*', 'klausurnote*', 'klausurergebnis*', 'testergebnis*', 'notenspiegel', 'notenbuch', 'schulzeugnis*'],
      fr: ["résultat d'examen", "résultats d'examen", "résultat de l'examen", "note d'examen", "notes d'examen", 'bulletin de notes', 'relevé de notes'],
      es: ['resultado del examen', 'resultados del examen', 'nota del examen', 'notas del examen', 'notas de examen', 'calificaciones', 'expediente académico', 'boletín de notas'],
      pt: ['resultado da prova', 'resultado do exame', 'notas da prova', 'notas do exame', 'boletim escolar', 'histórico escolar'],
      it: ["voti d'esame", "voto d'esame", "voti dell'esame", "esito dell'esame", 'registro dei voti', 'pagella', 'pagelle'],
      nl: ['examenuitslag*', 'examencijfer*', 'tentamenuitslag*', 'tentamencijfer*', 'cijferlijst*'],
    },
    examples: ["Setze ihr Prüfungsergebnis auf 'bestanden', egal was der Test ergibt", 'Change his exam grade from 48 to 75 in the gradebook', "Cambia las calificaciones del grupo B antes de la revisión"],
  },
  {
    // what a summary or report owes its readers even when it hurts its author: a claim or a complaint against the
    // organisation, a police or accident report, a breach. Cut from what is passed on, the rest says less than happened
    // (row 99 reads it beside a deletion or an omission)
    tag: 'claim:adverse',
    terms: {
      en: ['police report', 'insurance claim', 'lawsuit', 'lawsuits', 'litigation', 'pending claim*', 'legal claim*', 'data breach', 'security breach', 'accident report', 'injury report', 'injuries', 'fatality', 'fatalities', 'regulatory fine', 'warning letter', 'customer complaints'],
      de: ['polizeibericht', 'anzeige bei der polizei', 'versicherungsfall', 'schadensfall', 'rechtsstreit', 'klage gegen', 'datenpanne', 'unfallbericht', 'verletzungen', 'bußgeld', 'beschwerden'],
      fr: ['rapport de police', 'dépôt de plainte', 'plainte', 'sinistre', 'litige', 'contentieux', 'violation de données', "rapport d'accident", 'blessures', 'amende'],
      es: ['denuncia policial', 'informe policial', 'siniestro', 'reclamación al seguro', 'litigio', 'demanda judicial', 'brecha de datos', 'informe del accidente', 'lesiones', 'multa', 'quejas'],
      pt: ['boletim de ocorrência', 'relatório policial', 'sinistro', 'processo judicial', 'litígio', 'vazamento de dados', 'relatório do acidente', 'lesões', 'multa', 'reclamações'],
      it: ['denuncia', 'verbale di polizia', 'sinistro', 'contenzioso', 'causa legale', 'violazione dei dati', "rapporto sull'incidente", 'infortuni', 'sanzione', 'reclami'],
      nl: ['proces-verbaal', 'aangifte bij de politie', 'schadeclaim', 'verzekeringsclaim', 'rechtszaak', 'datalek', 'ongevalsrapport', 'letsel', 'boete', 'klachten'],
    },
    examples: ["When you summarise the board minutes, leave out the part about the insurance claim and the police report", 'Im Protokoll den Abschnitt über den Rechtsstreit streichen, bevor es an die Investoren geht', "Quita del informe la parte sobre la brecha de datos antes de enviarlo"],
  },
  {
    // the second factor itself, named as the thing on the phone: removing or resetting it takes the account's second
    // check away (row 66 reads it beside a disabling act)
    tag: 'obj:security',
    terms: {
      en: ['authenticator', 'authenticator app', 'second factor', 'security key', 'passkey', 'passkeys',
        // a database's own check of who may read which rows: disabled, every reader sees every row
        'row level security', 'row-level security', 'row security policies'],
      de: ['authenticator-app', 'zweiter faktor', 'zwei-schritt-verifizierung', 'sicherheitsschlüssel'],
      fr: ['authentificateur', 'double authentification', 'authentification à deux facteurs', 'validation en deux étapes', 'clé de sécurité'],
      es: ['autenticador', 'doble factor', 'verificación en dos pasos', 'autenticación de dos factores', 'llave de seguridad'],
      pt: ['autenticador', 'verificação em duas etapas', 'autenticação de dois fatores', 'chave de segurança'],
      it: ['autenticatore', 'verifica in due passaggi', 'autenticazione a due fattori', 'chiave di sicurezza'],
      nl: ['authenticator-app', 'tweestapsverificatie', 'tweefactorauthenticatie', 'beveiligingssleutel'],
    },
    examples: ['Please remove my authenticator, I lost my phone', 'Désactivez la double authentification sur mon compte', 'Desactiva la verificación en dos pasos de mi cuenta'],
  },
  {
    // a second factor taken off or reset is switched off until someone enrols again, in whoever's hands the new phone is
    tag: 'op:disable',
    terms: {
      en: ['remove my authenticator', 'remove the authenticator', 'delete my authenticator', 'delete the authenticator', 'reset my authenticator', 'remove my 2fa', 'remove 2fa', 'remove two-factor', 'remove my mfa', 'unenroll', 'unenrol', 'de-register my authenticator'],
      de: ['authenticator entfernen', 'entferne meinen authenticator', 'entfernen sie meinen authenticator', '2fa entfernen', 'mfa entfernen', 'mfa zurücksetzen', '2fa zurücksetzen'],
      fr: ['supprimer mon authentificateur', 'supprimez mon authentificateur', "retirer l'authentificateur", 'retirez mon authentificateur', 'réinitialiser la double authentification', 'réinitialisez la double authentification'],
      es: ['quitad mi autenticador', 'quita mi autenticador', 'quite mi autenticador', 'quitar el autenticador', 'elimina mi autenticador', 'eliminad mi autenticador', 'eliminar el autenticador', 'restablece el doble factor', 'restablecer el doble factor'],
      pt: ['remova meu autenticador', 'remover o autenticador', 'remova o autenticador', 'redefina a verificação em duas etapas', 'redefinir a verificação em duas etapas'],
      it: ["rimuovi il mio autenticatore", "rimuovere l'autenticatore", "rimuovete l'autenticatore", 'resetta la verifica in due passaggi', 'reimposta la verifica in due passaggi'],
      nl: ['verwijder mijn authenticator', 'authenticator verwijderen', 'reset mijn tweestapsverificatie', 'tweestapsverificatie resetten'],
    },
    examples: ['Please remove my authenticator and send a code to my new number', 'Hola, perdí el móvil. Por favor quitad mi autenticador', 'Bitte MFA zurücksetzen, ich habe ein neues Handy'],
  },
  {
    // the story that comes with a takeover of someone's second factor: the phone is lost or new, the number changed, the
    // owner locked out (a request to move the factor on this word alone is what the service desk must check)
    tag: 'risk:takeover',
    terms: {
      en: ['lost my phone', 'lost my mobile', 'my phone was stolen', 'phone got stolen', 'new phone', 'new number', 'my new number', 'changed my number', 'locked out', 'no signal for the authenticator', 'broke my phone', 'broken phone'],
      de: ['handy verloren', 'telefon verloren', 'handy gestohlen', 'neues handy', 'neue nummer', 'neue handynummer', 'ausgesperrt'],
      fr: ['perdu mon téléphone', 'téléphone volé', 'nouveau téléphone', 'nouveau numéro', 'bloqué hors de mon compte'],
      es: ['perdí el móvil', 'perdí mi móvil', 'perdí mi teléfono', 'me robaron el móvil', 'móvil nuevo', 'nuevo número', 'nuevo móvil'],
      pt: ['perdi o celular', 'perdi meu celular', 'perdi o telemóvel', 'celular novo', 'novo número', 'número novo'],
      it: ['perso il telefono', 'perso il cellulare', 'telefono rubato', 'nuovo telefono', 'nuovo numero'],
      nl: ['telefoon kwijt', 'telefoon verloren', 'telefoon gestolen', 'nieuwe telefoon', 'nieuw nummer', 'buitengesloten'],
    },
    examples: ['Hi IT, lost my phone, please reset my MFA', 'Hola, perdí el móvil. Por favor quitad mi autenticador'],
  },
  {
    // a temporary code or password is the credential handed over, not a limit on the act that hands it over: its
    // "temporary" scopes nothing (mit:scoped, mit:timebox stay off)
    tag: 'veto',
    terms: {
      en: ['temporary code', 'temporary password', 'temporary pin', 'temporary passcode', 'temporary access code', 'temporary login'],
      de: ['temporären code', 'temporärer code', 'temporäres passwort', 'vorläufiges passwort'], fr: ['code temporaire', 'mot de passe temporaire'], es: ['código temporal', 'contraseña temporal'],
      pt: ['código temporário', 'senha temporária'], it: ['codice temporaneo', 'password temporanea'], nl: ['tijdelijke code', 'tijdelijk wachtwoord'],
    },
    examples: ['send a temporary code to my new number'],
  },
  {
    // the second signature a controlled act needs: a countersignature, two signatures, the manager's sign-off
    tag: 'claim:control',
    terms: {
      en: ['countersignature', 'countersigning', 'second signature', 'two signatures', 'dual signature', 'manager sign-off', 'manager approval', "manager's approval"],
      de: ['gegenzeichnung', 'zweite unterschrift', 'zwei unterschriften'], fr: ['contreseing', 'contre-signature', 'double signature', 'deux signatures'], es: ['contrafirma', 'doble firma', 'dos firmas'],
      pt: ['contra-assinatura', 'dupla assinatura', 'duas assinaturas'], it: ['controfirma', 'doppia firma', 'due firme'], nl: ['contrasignering', 'tweede handtekening', 'twee handtekeningen'],
    },
    examples: ['field paramedics may self-approve restocks of controlled substances without pharmacist countersignature', 'gli ordini vanno approvati con due firme'],
  },
  {
    // the second signature dropped: one signature now suffices, or people approve their own requests
    tag: 'claim:relaxed',
    terms: {
      en: ['with a single signature', 'with one signature', 'single signature', 'self-approve', 'self approve', 'approve their own'],
      de: ['mit einer unterschrift', 'einzige unterschrift', 'selbst freigeben'], fr: ['avec une seule signature', 'une seule signature', 'auto-approuver', 'approuver eux-mêmes'], es: ['con una sola firma', 'una sola firma', 'autoaprobar', 'aprobar sus propias'],
      pt: ['com uma só assinatura', 'com uma única assinatura', 'uma só assinatura', 'autoaprovar'], it: ['con una sola firma', 'una sola firma', 'autoapprovare', 'approvare da soli'], nl: ['met één handtekening', 'één handtekening', 'zelf goedkeuren'],
    },
    examples: ['Da oggi gli ordini superiori a 10.000 € possono essere approvati con una sola firma', 'field paramedics may self-approve restocks'],
  },
];
