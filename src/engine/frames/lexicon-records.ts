import type { LexiconGroup } from './lexicon.js';

/**
 * What the payer's own records say about where money goes (lexicon.ts merges these groups into LEXICON, last, so
 * the tag ids of the groups before stay as the second opinion was fitted with them).
 *
 * `dest:onfile`: the account, wallet or payee is one the organisation already holds in its records, set up and
 * checked before this payment: "the account on file", "registered bank account", "allowlisted address", "in the
 * vendor master", "CLABE registrada", "RIB déjà enregistré", "z kartoteki dostawców", "登録済み口座". Paid there,
 * nobody new is paid: the check a new payee needs was made when the record was set up. A negation right before it
 * denies it ("not on file", deniedAt), and a new payee, changed details or details taken from the asking message
 * (risk:payee) outweigh it in the rules that read it. It says nothing about data: a file sent to "the registered
 * address" is still sent.
 */
export const RECORD_GROUPS: readonly LexiconGroup[] = [
  {
    tag: 'dest:onfile',
    terms: {
      en: ['account on file', 'accounts on file', 'details on file', 'bank details on file', 'iban on file', 'card on file', 'payee on file', 'address on file', 'wallet on file', 'mandate on file', 'registered account', 'registered bank account', 'registered payout account', "rider's registered", 'registered iban', 'registered wallet', 'allowlisted', 'whitelisted', 'on the allowlist', 'on the whitelist',
        'withdrawal allowlist', 'address allowlist', 'wallet registry', 'in the vendor master', 'from the vendor master', 'vendor master record', 'in the supplier master', 'from the supplier master', 'verified bank account', 'verified payout account', 'default payout account', 'default payout bank account', 'configured at onboarding',
        'verified at application', 'verified at onboarding', 'existing beneficiary', 'existing payee', 'existing vendor account', 'listed on the portal', 'account listed on', 'published payoff address', 'matches the contract', 'listed in the contract',
        'listed in her signed', 'listed in his signed', 'listed in their signed', 'in the contractor agreement'],
      de: ['hinterlegte bankverbindung', 'hinterlegten bankverbindung', 'hinterlegte iban', 'hinterlegten iban', 'im lieferantenstamm', 'aus dem lieferantenstamm', 'im kreditorenstamm', 'aus dem kreditorenstamm', 'registriertes konto', 'registrierte konto', 'bekannte bankverbindung', 'freigegebene empfängeradresse'],
      fr: ['rib enregistré', 'rib déjà enregistré', 'déjà enregistré', 'compte enregistré', 'compte référencé', 'fichier fournisseurs', 'iban enregistré', 'rib connu', 'adresse en liste blanche'],
      es: ['cuenta registrada', 'clabe registrada', 'iban registrado', 'cuenta dada de alta', 'maestro de proveedores', 'cuenta habitual del proveedor', 'cuenta verificada', 'dirección en lista blanca', 'billetera registrada'],
      pt: ['conta cadastrada', 'conta registrada', 'chave pix cadastrada', 'cadastro de fornecedores', 'conta já cadastrada', 'conta verificada'],
      it: ['conto registrato', 'iban registrato', 'iban in anagrafica', 'anagrafica fornitori', 'conto in anagrafica', 'conto verificato'],
      nl: ['geregistreerde rekening', 'bekende rekening', 'leveranciersbestand', 'rekening uit het leveranciersbestand', 'geverifieerde rekening'],
      other: ['z kartoteki dostawców', 'z kartoteki kontrahentów', 'rachunek z kartoteki', 'zarejestrowany rachunek', 'rachunek z białej listy', 'na białej liście', 'kayıtlı hesap', 'kayıtlı iban', 'зарегистрированный счёт', 'счёт из карточки контрагента',
        '登録済み口座', '登録口座', '登録済みの口座', '已登记账户', '已登记的账户', '备案账户', '白名单地址', '등록된 계좌'],
    },
    examples: ['Pay invoice 5512 to Initech from the account on file', 'Transferir 2.400.000 MXN a Servicios Petroleros, CLABE registrada en SAP', 'Przelew 42 000 PLN do Chmielarnia Lubelska na rachunek z kartoteki dostawców',
      '請求書 TEL-2024-1102 ¥9,800,000 を登録済み口座へ支払い', 'Merci de régler la facture F-2024-311 sur le RIB déjà enregistré'],
  },
  {
    // the account named is said not to be the one the records hold: a payee nobody set up
    tag: 'risk:payee',
    terms: {
      en: ['not on file', "isn't on file", 'not the one on file', 'instead of the one on file', 'not in the vendor master', 'not registered', 'not allowlisted', 'not whitelisted', 'not on the allowlist', 'not yet set up', 'not yet onboarded'],
      de: ['nicht hinterlegt', 'nicht im lieferantenstamm', 'nicht registriert', 'noch nicht angelegt'], fr: ['pas enregistré', 'non enregistré', 'non référencé', 'pas encore référencé', 'pas encore créé'], es: ['no registrada', 'no registrado', 'no dada de alta', 'no dado de alta'],
      pt: ['não cadastrada', 'não cadastrado', 'não registrada'], it: ['non registrato', 'non in anagrafica'], nl: ['niet geregistreerd', 'niet in het leveranciersbestand'],
    },
    examples: ['Wire 150,000 EUR to Lieferant GmbH, account not on file', 'Transferir a la cuenta no registrada del proveedor', 'Pagar 2.100 € a Montajes Ruiz SL, proveedor todavía no dado de alta en el maestro'],
  },
  {
    // The payment method money came from said to be closed, cancelled or lost ("the original card is closed", "she
    // closed it", "die alte Karte ist gesperrt", "la tarjeta está cancelada"): the story that routes a refund, a payout
    // or a salary to a new card or account nobody checked. transaction T08 reads it beside a refund.
    tag: 'claim:closedmethod',
    terms: {
      en: ['card is closed', 'card was closed', 'card is cancelled', 'card was cancelled', 'card is canceled', 'card was canceled', 'card is blocked', 'card expired', 'account is closed', 'account was closed', 'closed it', 'visa is closed'],
      de: ['karte ist gesperrt', 'karte wurde gesperrt', 'konto ist geschlossen'],
      fr: ['carte est résiliée', 'carte est bloquée', 'compte est clôturé'],
      es: ['tarjeta está cancelada', 'tarjeta fue cancelada', 'cuenta está cerrada'],
      pt: ['cartão foi cancelado', 'cartão está bloqueado'],
      it: ['carta è stata chiusa', 'carta è bloccata'],
      nl: ['kaart is opgezegd', 'kaart is geblokkeerd'],
      other: ['karta jest zablokowana', 'карта заблокирована', '卡已停用'],
    },
    examples: ['Refund $2,400 to card 5412 7500 0000 9931, customer says the original card is closed.', 'Erstattung auf die neue Karte, die alte Karte ist gesperrt.', 'Reembolso a otra tarjeta: la tarjeta está cancelada.'],
  },
  {
    // Access taken away and controls tightened, in the lexicon's other languages (the English terms, 'revoke*',
    // 'require mfa', 'enable mfa', are in lexicon.ts): revoking a token or a grant closes a way in, it opens none
    tag: 'mit:protect',
    terms: {
      de: ['widerruf*', 'entzieh*', 'zugriff entziehen', 'mfa erzwingen', 'mfa aktivieren', 'zwei-faktor-authentifizierung aktivieren', 'zwei-faktor-authentifizierung erzwingen'],
      fr: ['révoque*', 'revoque*', 'retirer l\'accès', "retirez l'accès", 'imposer la mfa', 'activer la mfa', "activer l'authentification à deux facteurs", 'exiger la mfa'],
      es: ['revoca*', 'revocar', 'retirar el acceso', 'exigir mfa', 'activar mfa', 'activar la autenticación de dos factores', 'habilitar mfa'],
      pt: ['revoga*', 'revogar', 'retirar o acesso', 'exigir mfa', 'ativar mfa', 'ativar a autenticação de dois fatores', 'habilitar mfa'],
      it: ['revoca*', 'revocare', "rimuovere l'accesso", 'imporre la mfa', 'attivare la mfa', "attivare l'autenticazione a due fattori", 'abilitare la mfa'],
      nl: ['intrekken', 'trek in', 'toegang intrekken', 'mfa afdwingen', 'mfa inschakelen', 'tweestapsverificatie inschakelen'],
      other: ['odwołaj', 'odwołać', 'unieważnij', 'unieważnić', 'отозвать', 'отзови', '失効', '吊销', '撤销'],
    },
    examples: ["Révoquer tous les jetons d'API de l'intégration « ancien-crm »", 'Alle API-Tokens des Altsystems widerrufen', 'Revocar los tokens de la integración antigua'],
  },
  {
    // The source of what is handed over kept quiet: a plea that only a leak needs ("don't say where you got it", "off
    // the record", "que no se sepa de dónde viene"); an internal handover asks nothing of the kind
    tag: 'safe:conceal',
    terms: {
      en: ["don't say where you got it", 'do not say where you got it', "don't tell anyone where you got it", "don't mention where you got it", 'off the record', 'strictly off the record', 'between you and me', "don't tell anyone i sent", 'not from me'],
      de: ['sag nicht, woher du', 'sagen sie nicht, woher sie', 'unter uns', 'nicht von mir'], fr: ["ne dis pas d'où", 'ne dites pas d\'où', 'entre nous', 'officieusement'],
      es: ['no digas de dónde', 'no diga de dónde', 'entre nosotros', 'extraoficialmente'], pt: ['não diga de onde', 'entre nós', 'extraoficialmente'], it: ['non dire da dove', 'tra noi', 'tra di noi', 'ufficiosamente'], nl: ['zeg niet waar je', 'onder ons'],
    },
    examples: ["Here's the list you asked for — informants with names and cell numbers. Don't say where you got it.", 'Attached: Q3 board pack. Strictly off the record.'],
  },
  {
    // Credentials or access taken back ("revoke all API tokens", "jetons révoqués", "Tokens widerrufen"): a deletion in
    // the same sentence removes a way in (the tokens, the OAuth client, the guest), not records, so the destroy class
    // and row 60 stand down beside it
    tag: 'mit:revoke',
    terms: {
      en: ['revoke*', 'revocation'], de: ['widerruf*', 'entzieh*'], fr: ['révoque*', 'revoque*', 'révocation'], es: ['revoca*', 'revocación'], pt: ['revoga*', 'revogação'], it: ['revoca*'],
      nl: ['intrekken', 'trek in', 'intrekking'], other: ['odwołaj', 'odwołać', 'unieważnij', 'unieważnić', 'отозвать', 'отзови', '失効', '吊销', '撤销'],
    },
    examples: ["Révoquer tous les jetons d'API de l'intégration « ancien-crm » et supprimer le client OAuth associé", 'Revoke every token of the old integration and delete its OAuth client'],
  },
  {
    // a weighing recorded by a certified scale (a weighbridge ticket, a weigh slip): what is billed, taxed and checked
    // at the gate rests on it, as on an inspection certificate
    tag: 'obj:record',
    terms: {
      en: ['weighbridge ticket*', 'weighbridge log*', 'weigh ticket*', 'weighing ticket*', 'weigh slip*', 'weighing slip*', 'scale ticket*', 'weighbridge record*'],
      de: ['wiegeschein*', 'wägeschein*', 'wiegeprotokoll*', 'wiegekarte*'], fr: ['fiche de pesée', 'fiches de pesée', 'ticket de pesée', 'tickets de pesée', 'bon de pesée', 'bons de pesée'],
      es: ['ticket de báscula', 'boleta de pesaje', 'tiques de báscula', 'registro de pesaje'], pt: ['ticket de pesagem', 'tíquete de pesagem', 'romaneio de pesagem'], it: ['scontrino di pesata', 'bolla di pesatura', 'cartellino di pesata'], nl: ['weegbon', 'weegbonnen', 'weegbrug-bon*'],
    },
    examples: ["Dans l'ERP, ouvrir la fiche de pesée n° 2024-1187 et remplacer le poids net", 'attached the revised weighbridge log for October'],
  },
];
