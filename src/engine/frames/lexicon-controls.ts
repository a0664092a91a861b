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
];
