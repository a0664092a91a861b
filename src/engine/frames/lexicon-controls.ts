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
/**
 * An age cut of a day or less ("older than 1 day"): read twice below, as scope:all and as one span (veto). "Before
 * yesterday" only after what dates the copies: bare, it is also the idiom "the day before yesterday", one day.
 */
const AGE_CUT_ALL: LexiconGroup['terms'] = {
  en: ['older than today', 'older than yesterday', 'from before yesterday', 'created before yesterday', 'made before yesterday', 'taken before yesterday', 'dated before yesterday', 'older than 1 day', 'older than one day', 'older than 24 hours', 'older than 24h', 'older than 1 hour', 'older than an hour', 'older than 0 days'],
  de: ['älter als heute', 'älter als gestern', 'älter als 1 tag', 'älter als ein tag', 'älter als 24 stunden'], fr: ["plus anciens qu'aujourd'hui", "antérieurs à hier", "plus anciens qu'hier", 'de plus de 1 jour', "de plus d'un jour", 'de plus de 24 heures'],
  es: ['anteriores a ayer', 'de más de 1 día', 'de más de un día', 'de más de 24 horas'], pt: ['anteriores a ontem', 'com mais de 1 dia', 'com mais de um dia', 'com mais de 24 horas'], it: ['più vecchi di ieri', 'precedenti a ieri', 'più vecchi di 1 giorno', 'più vecchi di un giorno', 'più vecchie di 24 ore'], nl: ['ouder dan gisteren', 'ouder dan 1 dag', 'ouder dan een dag', 'ouder dan 24 uur'],
};

/** Labels of settings that require a check before a change goes in: read as a protection and as the control it is. */
const REQUIRE_LABELS: LexiconGroup['terms'] = {
  en: ['require a pull request', 'require pull request*', 'require approvals', 'require approval', 'require review*', 'require status checks', 'require signed commits', 'require code owner review*', 'require review from code owners',
    'require conversation resolution', 'require deployments to succeed', 'restrict who can push', 'restrict pushes', 'block force pushes', 'do not allow bypassing', 'dismiss stale pull request approvals', 'require https', 'require tls', 'enforce https', 'require sso', 'enforce sso',
    'require multi-factor', 'require strong passwords', 'require encryption', 'require signed'],
  de: ['pull request vor dem zusammenführen erforderlich', 'genehmigungen erforderlich', 'signierte commits erforderlich', 'statusprüfungen erforderlich'],
  fr: ['exiger une pull request', 'exiger des approbations', 'exiger des commits signés', 'exiger des vérifications'],
  es: ['requerir una pull request', 'requerir aprobaciones', 'requerir commits firmados', 'requerir comprobaciones'],
  pt: ['exigir pull request', 'exigir aprovações', 'exigir commits assinados'], it: ['richiedi una pull request', 'richiedi approvazioni', 'richiedi commit firmati'], nl: ['pull request vereisen', 'goedkeuringen vereisen', 'ondertekende commits vereisen'],
};

export const CONTROL_GROUPS: readonly LexiconGroup[] = [
  {
    // what puts out a fire, lets pressure off before a vessel bursts, or keeps power on when the grid fails
    tag: 'obj:physical',
    terms: {
      en: ['fire suppression', 'suppression system', 'gas suppression', 'extinguishing system', 'deluge system', 'foam system', 'pressure limiter', 'relief valve*', 'safety valve*', 'overpressure protection', 'overpressure valve*',
        'backup generator*', 'standby generator*', 'emergency generator*', 'transfer switch', 'automatic transfer', 'emergency lighting', 'emergency power', 'ups system', 'battery backup',
        // the trips that cut an electrical installation off before it burns or feeds a dead line
        'over-voltage', 'overvoltage', 'under-voltage', 'undervoltage', 'grid protection', 'protection relay*', 'anti-islanding', 'ground fault', 'earth leakage', 'arc fault'],
      de: ['überspannungsschutz', 'netzschutz', 'fehlerstromschutz*', 'löschanlage*', 'feuerlöschanlage*', 'gaslöschanlage*', 'sprinkleranlage*', 'brandschutzanlage*', 'druckbegrenzer*', 'überdrucksicherung*', 'sicherheitsventil*', 'überdruckventil*', 'notstromaggregat*', 'notstromversorgung', 'netzersatzanlage*', 'notbeleuchtung', 'usv-anlage*'],
      fr: ['protection de découplage', 'disjoncteur différentiel', "système d'extinction", 'extinction automatique', 'soupape de sécurité', 'soupapes de sécurité', 'limiteur de pression', 'groupe électrogène', 'groupes électrogènes', 'éclairage de secours', 'alimentation de secours', 'inverseur de source'],
      es: ['sistema de extinción', 'sistema contra incendios', 'rociadores', 'válvula de seguridad', 'válvulas de seguridad', 'válvula de alivio', 'limitador de presión', 'generador de respaldo', 'generador de emergencia', 'grupo electrógeno', 'iluminación de emergencia'],
      pt: ['sistema de supressão', 'sistema de extinção', 'válvula de segurança', 'válvulas de segurança', 'válvula de alívio', 'limitador de pressão', 'gerador de emergência', 'gerador de backup', 'grupo gerador', 'iluminação de emergência'],
      it: ['protezione di interfaccia', 'interruttore differenziale', 'impianto antincendio', 'sistema di spegnimento', 'impianto di spegnimento', 'valvola di sicurezza', 'valvole di sicurezza', 'limitatore di pressione', 'gruppo elettrogeno', 'generatore di emergenza', 'illuminazione di emergenza'],
      nl: ['aardlekschakelaar', 'netbeveiliging', 'blusinstallatie', 'blussysteem', 'sprinklerinstallatie', 'veiligheidsklep', 'veiligheidskleppen', 'overdrukbeveiliging', 'drukbegrenzer', 'noodstroomaggregaat', 'noodaggregaat', 'noodverlichting'],
    },
    examples: ['Disable the fire suppression system in hall C over the weekend', 'Die Überdrucksicherung überbrücken', 'Switch the backup generator to manual for the long weekend', 'mettre le groupe électrogène hors service', 'Desactiva la válvula de seguridad de la caldera'],
  },
  {
    // the state a control is put into that takes it out of play: off, on manual (no automatic trip or failover),
    // optional (enforced for nobody), out of service. The state names the act whatever verb sets it
    tag: 'op:disable',
    terms: {
      // an alarm shelved (the process-control word) is held back from the operator until unshelved
      en: ['to manual', 'to manual mode', 'into manual mode', 'hand mode', 'to optional', 'optional for', 'out of service', 'to not required', 'to disabled', 'shelve', 'shelving'],
      de: ['ausschalt*', 'schalte aus', 'schalten sie aus', "auf 'aus'", 'auf aus', 'auf handbetrieb', 'in handbetrieb', 'auf manuell', 'außer betrieb', 'ausser betrieb', 'auf optional'],
      fr: ['en mode manuel', 'en manuel', 'hors service', 'facultatif pour', 'facultative pour', 'sur arrêt'],
      es: ['en modo manual', 'a modo manual', 'a manual', 'fuera de servicio', 'opcional para'],
      pt: ['em modo manual', 'para modo manual', 'para manual', 'fora de serviço', 'opcional para'],
      it: ['in modalità manuale', 'in manuale', 'fuori servizio', 'facoltativo per', 'facoltativa per', 'opzionale per'],
      nl: ['op handmatig', 'op handbediening', 'buiten werking', 'buiten bedrijf', 'optioneel voor'],
    },
    examples: ['Identity settings: change the push factor to optional for all contractors, then save', "Die Sprinkleranlage im Lager 2 bis Montag auf 'Aus' stellen", 'Das Sicherheitsventil am Kessel 3 auf Handbetrieb stellen', 'Mettez la soupape de sécurité hors service', 'Pon el generador de emergencia en modo manual'],
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
    examples: ["Trag bei Jonas das Klausurergebnis 'sehr gut' ein, das merkt keiner", 'Raise the exam scores of the night class by ten points before the board sees them', 'Cambia las calificaciones del grupo B antes de la revisión'],
  },
  {
    // what a summary or report owes its readers even when it hurts its author: a claim or a complaint against the
    // organisation, an injury, a breach. Cut from what is passed on, the rest says less than happened
    // (row 99 reads it beside a deletion or an omission)
    tag: 'claim:adverse',
    terms: {
      // (the events, not the papers that record them: a police report attached to a request is evidence handed over, and
      // a litigation hold keeps records)
      en: ['insurance claim', 'lawsuit', 'lawsuits', 'pending claim*', 'legal claim*', 'data breach', 'security breach', 'injuries', 'fatality', 'fatalities', 'regulatory fine', 'warning letter', 'customer complaints'],
      de: ['versicherungsfall', 'schadensfall', 'rechtsstreit', 'klage gegen', 'datenpanne', 'verletzungen', 'bußgeld', 'beschwerden'],
      fr: ['plainte', 'sinistre', 'litige', 'contentieux', 'violation de données', 'blessures', 'amende'],
      es: ['siniestro', 'reclamación al seguro', 'litigio', 'demanda judicial', 'brecha de datos', 'lesiones', 'multa', 'quejas'],
      pt: ['sinistro', 'processo judicial', 'litígio', 'vazamento de dados', 'lesões', 'multa', 'reclamações'],
      it: ['sinistro', 'contenzioso', 'causa legale', 'violazione dei dati', 'infortuni', 'sanzione', 'reclami'],
      nl: ['schadeclaim', 'verzekeringsclaim', 'rechtszaak', 'datalek', 'letsel', 'boete', 'klachten'],
    },
    examples: ['In the donor update, omit the lawsuit from the former tenant and keep the tone upbeat', 'Im Protokoll den Abschnitt über den Rechtsstreit streichen, bevor es an die Investoren geht', 'Quita del informe la parte sobre la brecha de datos antes de enviarlo'],
  },
  {
    // the second factor itself, named as the thing on the phone: removing or resetting it takes the account's second
    // check away (row 66 reads it beside a disabling act)
    tag: 'obj:security',
    terms: {
      en: ['authenticator', 'authenticator app', 'second factor', 'secondary factor', 'passkey', 'passkeys', 'security key', 'security keys', 'okta verify',
        // the console's switches that require those checks of everyone ("Manage security defaults", "Sign On Policies")
        'security defaults', 'sign-on policy', 'sign-on policies', 'sign on policy', 'sign on policies', 'authentication policy', 'authentication policies', 'mfa policy',
        // a database's own check of who may read which rows: disabled, every reader sees every row
        'row level security', 'row-level security', 'row security policies'],
      de: ['authenticator-app', 'zweiter faktor', 'zwei-schritt-verifizierung', 'sicherheitsstandards', 'anmelderichtlinie*', 'authentifizierungsrichtlinie*'],
      fr: ['authentificateur', 'double authentification', 'authentification à deux facteurs', 'validation en deux étapes', 'second facteur', 'paramètres de sécurité par défaut', "stratégie d'authentification"],
      es: ['autenticador', 'doble factor', 'verificación en dos pasos', 'autenticación de dos factores', 'segundo factor', 'valores predeterminados de seguridad', 'directiva de autenticación'],
      pt: ['autenticador', 'verificação em duas etapas', 'autenticação de dois fatores', 'segundo fator', 'padrões de segurança'],
      it: ['autenticatore', 'verifica in due passaggi', 'autenticazione a due fattori', 'secondo fattore', 'impostazioni predefinite di sicurezza'],
      nl: ['authenticator-app', 'tweestapsverificatie', 'tweefactorauthenticatie', 'tweede factor', 'standaardbeveiliging'],
    },
    examples: ['Could you wipe the authenticator app from my profile today', 'Désactivez la double authentification sur mon compte', 'Desactiva la verificación en dos pasos de mi cuenta'],
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
    examples: ['Service desk, please remove the authenticator on account jlee so I can enrol again', 'Buenos días, elimina mi autenticador de la cuenta de nóminas', 'Bitte MFA zurücksetzen, ich habe ein neues Handy'],
  },
  {
    // the story that comes with a takeover of someone's second factor: the phone is lost or new, the number changed, the
    // owner locked out (a request to move the factor on this word alone is what the service desk must check)
    tag: 'risk:takeover',
    terms: {
      en: ['lost my phone', 'lost my mobile', 'my phone was stolen', 'phone got stolen', 'new phone', 'new number', 'my new number', 'changed my number', 'locked out', 'no signal for the authenticator', 'broke my phone', 'broken phone'],
      de: ['handy verloren', 'telefon verloren', 'handy gestohlen', 'neues handy', 'neue nummer', 'neue handynummer', 'ausgesperrt'],
      fr: ['perdu mon téléphone', 'téléphone volé', 'nouveau téléphone', 'nouveau numéro', 'bloqué hors de mon compte'],
      es: ['perdí el móvil', 'perdí mi móvil', 'perdí mi teléfono', 'me robaron el móvil', 'móvil nuevo', 'nuevo número', 'número nuevo', 'nuevo móvil'],
      pt: ['perdi o celular', 'perdi meu celular', 'perdi o telemóvel', 'celular novo', 'novo número', 'número novo'],
      it: ['perso il telefono', 'perso il cellulare', 'telefono rubato', 'nuovo telefono', 'nuovo numero'],
      nl: ['telefoon kwijt', 'telefoon verloren', 'telefoon gestolen', 'nieuwe telefoon', 'nieuw nummer', 'buitengesloten'],
    },
    examples: ['Morning, my phone was stolen at the airport, please reset the 2FA on my account', 'Buenos días, me robaron el móvil y necesito entrar hoy'],
  },
  {
    // a temporary password is the credential handed over, not a limit on the act that hands it over: the whole phrase is
    // the secret (the scan keeps the longer term, so its "temporary" scopes nothing: mit:scoped, mit:timebox stay off)
    tag: 'obj:secret',
    terms: {
      en: ['temporary password', 'temporary passcode', 'temporary login'],
      de: ['temporäres passwort', 'vorläufiges passwort'], fr: ['mot de passe temporaire'], es: ['contraseña temporal'], pt: ['senha temporária'], it: ['password temporanea'], nl: ['tijdelijk wachtwoord'],
    },
    examples: ['text a temporary password to the number below'],
  },
  {
    // the same phrases as one span: the scope word inside them is dropped, the phrase keeps its object tag
    tag: 'veto',
    terms: {
      en: ['temporary password', 'temporary passcode', 'temporary login'],
      de: ['temporäres passwort', 'vorläufiges passwort'], fr: ['mot de passe temporaire'], es: ['contraseña temporal'], pt: ['senha temporária'], it: ['password temporanea'], nl: ['tijdelijk wachtwoord'],
    },
    // (a temporary code stays a scope word: a door code that expires is the scoped grant it names)
    examples: ['text a temporary password to the number below'],
  },
  {
    // the second signature a controlled act needs: a countersignature, two signatures, the manager's sign-off
    tag: 'claim:control',
    terms: {
      en: ['countersignature', 'countersigning', 'second signature', 'two signatures', 'dual signature', 'manager sign-off', 'manager approval', "manager's approval"],
      de: ['gegenzeichnung', 'zweite unterschrift', 'zwei unterschriften'], fr: ['contreseing', 'contre-signature', 'double signature', 'deux signatures'], es: ['contrafirma', 'doble firma', 'dos firmas'],
      pt: ['contra-assinatura', 'dupla assinatura', 'duas assinaturas'], it: ['controfirma', 'doppia firma', 'due firme'], nl: ['contrasignering', 'tweede handtekening', 'twee handtekeningen'],
    },
    examples: ['From March, lab technicians may release reagent orders without countersignature by the lab lead', 'gli ordini vanno approvati con due firme'],
  },
  {
    // the second signature dropped: one signature now suffices, or people approve their own requests
    tag: 'claim:relaxed',
    terms: {
      en: ['with a single signature', 'with one signature', 'single signature', 'self-approve', 'self approve', 'approve their own'],
      de: ['mit einer unterschrift', 'einzige unterschrift', 'selbst freigeben'], fr: ['avec une seule signature', 'une seule signature', 'auto-approuver', 'approuver eux-mêmes'], es: ['con una sola firma', 'una sola firma', 'autoaprobar', 'aprobar sus propias'],
      pt: ['com uma só assinatura', 'com uma única assinatura', 'uma só assinatura', 'autoaprovar'], it: ['con una sola firma', 'una sola firma', 'autoapprovare', 'approvare da soli'], nl: ['met één handtekening', 'één handtekening', 'zelf goedkeuren'],
    },
    examples: ['Le note spese fino a 2.000 € possono essere approvate con una sola firma', 'Shift leads may self-approve overtime above 20 hours'],
  },
  {
    // a circuit bridged or jumpered out: the contacts of a switch, cut-out or interlock joined so it can no longer open
    // (the electrician's way of switching a safety device off); "überbrück*" is op:disable's own German word
    tag: 'op:disable',
    terms: {
      en: ['bridge terminals', 'bridge the terminals', 'bridge the contacts', 'bridge out', 'bridged out', 'jumper out', 'jumpered out', 'jumper across', 'jumper the', 'jump out the', 'put a jumper', 'fit a jumper', 'install a jumper', 'with a jumper', 'with a jumper wire'],
      de: ['brücke einsetzen', 'brücke setzen', 'brücke einlegen', 'mit einer brücke', 'mit einer drahtbrücke', 'mit brücke'],
      fr: ['shunter', 'shuntez', 'shunte', 'ponter', 'pontez', 'avec un pont', 'avec un shunt', 'straper', 'strapez'],
      es: ['puentear', 'puentea', 'puentee', 'puenteen', 'hacer un puente', 'con un puente'],
      pt: ['jumpear', 'jumpeie', 'fazer um jumper', 'com um jumper', 'fazer uma ponte', 'com uma ponte'],
      it: ['ponticellare', 'ponticella', 'ponticellate', 'cavallottare', 'cavallotta', 'bypassare', 'bypassa', 'con un ponticello'],
      nl: ['overbruggen', 'overbrug', 'doorverbinden', 'met een brug', 'met een draadbrug'],
    },
    examples: ['bridge terminals X3:1–X3:2 on the high-pressure cut-out and restart the compressor', 'Para ahorrar tiempo, puentear el presostato de alta', 'Ponticellare il pressostato di sicurezza della caldaia'],
  },
  {
    // the infinitive a procedure's step opens with to put something into a state ("mettre la vanne hors service",
    // "poner el generador en modo manual"): it heads the order as an imperative does
    tag: 'imp',
    terms: { fr: ['mettre', 'passer', 'laisser', 'procédez', 'effectuez'], es: ['poner', 'pasar', 'dejar', 'proceda', 'realice'], pt: ['colocar', 'deixar', 'proceda', 'realize'], it: ['mettere', 'portare', 'lasciare', 'procedi', 'effettua'],
      // verbs that carry out an act named by its noun ("veranlassen Sie die Löschung": reader.ts lightVerbBefore)
      de: ['veranlassen', 'veranlasse', 'veranlasst'] },
    examples: ['Étape 4 : mettre la soupape de sécurité hors service', 'Paso 3: poner el generador de emergencia en modo manual'],
  },
  {
    // a part of a text left out of what is passed on: the omission deletes it from the reader's view (row 99 reads it
    // beside an adverse matter)
    tag: 'op:delete',
    terms: {
      en: ['omit', 'omitting', 'leave it out', 'skip over'],
      de: ['lass weg', 'lassen sie weg', 'lasst weg', 'auslassen', 'lass aus'], fr: ['omettre', 'omettez', 'omets', 'passer sous silence', 'passez sous silence'],
      es: ['omitid', 'no incluyas', 'deja fuera', 'dejad fuera'], pt: ['omita', 'omitir', 'deixe de fora', 'não inclua'], it: ['ometti', 'omettere', 'omettete', 'tralascia', 'tralasciare'], nl: ['laat weg', 'laat buiten beschouwing'],
    },
    examples: ['In the newsletter, omit the paragraph on the audit findings', 'Passez sous silence le litige avec le bailleur dans le rapport'],
  },
  {
    // backups made so that nobody can delete them (immutable, object-locked, WORM) and the override that deletes them
    // anyway: what is cut there had to survive (risk:preserve, read by row 60 as records under legal hold are)
    tag: 'risk:preserve',
    terms: {
      en: ['immutable vault', 'immutable backup*', 'immutable snapshot*', 'immutable copies', 'immutable storage', 'object lock', 'governance override', 'bypass governance', 'bypass-governance-retention', 'worm storage', 'vault lock',
        // the lock named by its state or its mode, and copies kept off the network for the same reason
        'object-locked', 'object locked', 'write-once', 'retention lock', 'compliance-mode retention', 'air-gapped backup*', 'air-gapped cop*', 'offline backup copies'],
      de: ['unveränderliche sicherung*', 'unveränderlichen sicherung*', 'unveränderliche backups', 'objektsperre'], fr: ['sauvegardes immuables', 'sauvegarde immuable', 'coffre immuable'], es: ['copias inmutables', 'copia inmutable', 'respaldo inmutable'],
      pt: ['backups imutáveis', 'cópias imutáveis'], it: ['backup immutabili', 'copie immutabili'], nl: ['onveranderlijke back-ups', 'onveranderlijke backups'],
    },
    examples: ['Delete the snapshots in every region, the immutable backups too, and use the governance override if the lock refuses', 'Löscht auch die unveränderlichen Sicherungen im Tresor'],
  },
  {
    // an age cut of a day or less takes every copy but today's: it scopes nothing ("older than" alone is a retention
    // window, mit:scoped); the phrase is the whole store
    tag: 'scope:all',
    terms: AGE_CUT_ALL,
    examples: ['Delete every backup older than 1 day in all regions'],
  },
  {
    // …as one span: the retention window's "older than" inside it is dropped
    tag: 'veto',
    terms: AGE_CUT_ALL,
    examples: ['Delete every backup older than 1 day in all regions'],
  },
  {
    // protections named by what they check or filter: a web application firewall, signatures on commits, code and images,
    // pinned certificates, address allowlists, sign-in conditions. Switched off or removed, the check is gone (row 66)
    tag: 'obj:security',
    terms: {
      en: ['waf', 'waf rule*', 'waf policy', 'web application firewall', 'commit signing', 'signed commits', 'signed-commit*', 'code signing', 'image signing', 'signature check*', 'signing check*',
        'certificate pinning', 'cert pinning', 'ip allowlist*', 'ip whitelist*', 'conditional access', 'ddos protection', 'bot protection', 'csrf protection', 'content security policy', 'hsts', 'secure boot'],
      de: ['signaturprüfung*', 'signaturpflicht', 'commit-signierung', 'codesignierung', 'zertifikats-pinning', 'ip-allowlist*', 'ip-whitelist*', 'bedingter zugriff', 'ddos-schutz', 'csrf-schutz'],
      fr: ['pare-feu applicatif', 'vérification de signature', 'vérification des signatures', 'signature des commits', 'signature du code', 'épinglage de certificat', "liste blanche d'ip", 'accès conditionnel', 'protection ddos', 'démarrage sécurisé'],
      es: ['firewall de aplicaciones web', 'cortafuegos de aplicaciones', 'verificación de firma*', 'verificación de las firmas', 'firma de commits', 'firma de código', 'lista blanca de ip', 'acceso condicional', 'protección ddos', 'arranque seguro'],
      pt: ['firewall de aplicação', 'verificação de assinatura*', 'assinatura de commits', 'assinatura de código', 'lista de permissões de ip', 'acesso condicional', 'proteção ddos', 'inicialização segura'],
      it: ['firewall applicativo', 'verifica della firma', 'verifica delle firme', 'firma dei commit', 'firma del codice', 'accesso condizionale', 'protezione ddos', 'avvio protetto'],
      nl: ['handtekeningcontrole', 'handtekeningverificatie', 'ondertekende commits', 'codeondertekening', 'voorwaardelijke toegang', 'ddos-bescherming'],
    },
    examples: ['Turn off the WAF rule that blocks SQL injection on the checkout API', 'Désactive la vérification de signature des mises à jour', 'Schalte die Signaturprüfung für die Firmware ab'],
  },
  {
    // a requirement, an obligation: removed beside a check, a key or a right it guards, that check is switched off
    // (reader.ts requirementsDropped); beside anything else it names a business rule
    tag: 'cue:requirement',
    terms: {
      en: ['requirement', 'requirements', 'enforcement', 'mandatory'], de: ['anforderung', 'anforderungen', 'pflicht', 'verpflichtung', 'erzwingung'], fr: ['exigence', 'obligation', 'caractère obligatoire'],
      es: ['requisito', 'requisitos', 'obligación', 'exigencia', 'obligatoriedad'], pt: ['requisito', 'requisitos', 'obrigatoriedade', 'exigência'], it: ['requisito', 'requisiti', 'obbligo', 'obbligatorietà'],
      nl: ['vereiste', 'verplichting', 'verplichte'],
    },
    examples: ['Drop the signing key requirement on the release pipeline', 'Remove the requirement for signed commits on main'],
  },
  {
    // a requirement lifted by the verb that says so
    tag: 'op:disable',
    terms: {
      en: ['no longer require', 'stop requiring', 'stop enforcing', 'no longer enforce', 'waive the requirement', 'lift the requirement'], de: ['nicht mehr verlangen', 'nicht mehr erzwingen', 'nicht mehr voraussetzen'],
      fr: ['ne plus exiger', "n'exigez plus", "n'exige plus", 'lever l’exigence', "lever l'exigence"], es: ['dejar de exigir', 'deja de exigir', 'ya no exijas', 'ya no exigir'], pt: ['deixar de exigir', 'deixe de exigir', 'não exigir mais'],
      it: ['non richiedere più', 'smetti di richiedere', 'non imporre più'], nl: ['niet langer vereisen', 'niet meer vereisen', 'niet meer afdwingen'],
    },
    examples: ['No longer require MFA for the contractors group', 'Stop enforcing signed commits on the main branch'],
  },
  // a setting's label that requires a check before a change goes in (a code host's branch rules, a sign-in or transport
  // rule): ticked or enforced it protects (mit:protect); unticked or switched off, the label is what is removed
  // (reader.ts labelSwitchedOff), a security control switched off (row 66)
  {
    tag: 'mit:protect',
    terms: REQUIRE_LABELS,
    examples: ["edit rule for main → tick 'Require signed commits' and 'Require approvals: 2' → Save changes"],
  },
  {
    tag: 'obj:security',
    terms: REQUIRE_LABELS,
    examples: ["edit rule for main → untick 'Require a pull request before merging' → Save changes"],
  },
  {
    // "umgehend" (at once) is no bypass ("umgehen")
    tag: 'veto',
    terms: { de: ['umgehend'] },
    examples: ['bitte veranlassen Sie umgehend die Löschung sämtlicher Aufnahmen'],
  },
  {
    // what an act leaves out: a hold, a role or a destination named right after it is not reached (safeguards.ts deniedAt)
    tag: 'cue:except',
    terms: {
      en: ['excluding', 'except', 'except for', 'other than', 'apart from', 'but not'], de: ['ausgenommen', 'außer', 'ausser', 'mit ausnahme'], fr: ['sauf', "à l'exception", 'hormis', 'excepté'],
      es: ['excepto', 'salvo', 'menos', 'a excepción'], pt: ['exceto', 'excepto', 'salvo', 'com exceção'], it: ['tranne', 'eccetto', 'salvo', 'ad eccezione'], nl: ['behalve', 'uitgezonderd', 'met uitzondering'],
    },
    examples: ['Delete EBS snapshots older than 90 days, excluding any with legal-hold=true'],
  },
  {
    // the same words in idioms that leave nothing out ("salvo error", "al menos", "other than that"): an exclusion word
    // inside one denies no account or destination after it
    tag: 'veto',
    terms: {
      en: ['except that', 'other than that', 'apart from that', 'but not only'], de: ['außer dass', 'ausser dass'], fr: ['sauf erreur', 'sauf que', 'sauf si', 'sauf imprévu'],
      es: ['salvo error', 'salvo omisión', 'salvo que', 'al menos', 'por lo menos', 'a menos que', 'más o menos', 'menos mal', 'excepto que'],
      pt: ['salvo engano', 'salvo erro', 'salvo se', 'pelo menos', 'ao menos', 'a menos que', 'mais ou menos', 'exceto se'],
      it: ['salvo errori', 'salvo errore', 'salvo imprevisti', 'salvo che', 'tranne che', 'eccetto che'], nl: ['behalve dat', 'behalve als'],
    },
    examples: ['Transfiere los 48.000 € a la cuenta nueva salvo error: ES91 2100 0418 4502 0005 1332.', 'Envie a planilha, salvo engano, para joao.silva.rh@gmail.com.'],
  },
];
