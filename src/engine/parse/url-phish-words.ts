/**
 * Words phishing pages put in their host names and paths to look like a sign-in, verification or payment step, in
 * the languages public phishing feeds show most. Data for the lexical phishing score (url-phish.ts): a URL token
 * that equals a strong word counts as a credential lure, one that equals a weak word (common on real sites too)
 * counts apart, and a long compound token counts as strong when it contains one of LURE_STEMS.
 */
export const LURE_WORDS: ReadonlySet<string> = new Set([
  'login', 'logon', 'signin', 'signon', 'verify', 'verification', 'verified', 'validate', 'validation', 'confirm',
  'confirmation', 'secured', 'myaccount', 'billing', 'unlock', 'unlocked', 'suspend', 'suspended', 'suspension',
  'restore', 'restricted', 'recover', 'recovery', 'reactivate', 'webscr', 'wallet', 'password', 'passwd', 'credential',
  'credentials', 'authenticate', 'authentication', 'banking', 'ebanking', 'netbanking', 'onlinebanking', 'webmail',
  'mailbox', 'owa', 'locked', 'refund', 'kyc', 'helpdesk', 'authorize', 'authorise', 'iniciar', 'sesion', 'acceder',
  'ingresar', 'verificar', 'verificacion', 'actualizar', 'actualizacion', 'clave', 'contrasena', 'validar',
  'desbloquear', 'acessar', 'atualizar', 'atualizacao', 'senha', 'regularizar', 'desbloqueio', 'confirmar',
  'connexion', 'identifiant', 'identification', 'motdepasse', 'valider', 'remboursement', 'espaceclient',
  'authentification', 'anmelden', 'anmeldung', 'bestaetigen', 'bestatigen', 'passwort', 'kennwort', 'aktualisieren',
  'verifizieren', 'freischalten', 'sperre', 'kundenkonto', 'accedi', 'verifica', 'aggiorna', 'aggiornamento',
  'sblocca', 'inloggen', 'aanmelden', 'bevestigen', 'verificatie', 'logowanie', 'zaloguj', 'weryfikacja', 'haslo',
  'platnosc', 'potwierdz', 'giris', 'dogrulama', 'sifre', 'guncelle', 'verifikasi', 'vhod', 'lichnyi', 'вход', 'войти',
  'подтвердить', 'пароль', 'аккаунт',
  // refunds, parcels and prizes: the themes of SMS and tax phishing
  'bevestig', 'betaalverzoek', 'impots', 'reembolso', 'rimborso', 'erstattung', 'redelivery', 'airdrop', 'giveaway', 'mnemonic',
  'seedphrase', 'unblock', 'reactivation', 'deactivation', 'verifizierung', 'bestaetigung',
]);

/** Words that phishing pages use but real sites use all day too: counted apart, so the fit weighs them apart. */
export const WEAK_LURE_WORDS: ReadonlySet<string> = new Set([
  'sign', 'log', 'secure', 'security', 'account', 'accounts', 'update', 'updates', 'payment', 'auth', 'session',
  'invoice', 'limited', 'alert', 'claim', 'reward', 'unusual', 'activity', 'identity', 'otp', 'sms', 'token',
  'customer', 'client', 'support', 'resolution', 'review', 'access', 'portal', 'service', 'services', 'online', 'ssl',
  'sso', 'mfa', '2fa', 'cmd', 'dispatch', 'acceso', 'ingreso', 'cuenta', 'seguridad', 'banca', 'tarjeta', 'pago',
  'entrar', 'acesso', 'conta', 'seguranca', 'cadastro', 'pagamento', 'cartao', 'compte', 'securite', 'facture',
  'paiement', 'espace', 'konto', 'sicherheit', 'zahlung', 'accesso', 'conto', 'sicurezza', 'rekening', 'betaling',
  'betalen', 'hesap', 'masuk', 'akun', 'kabinet', 'кабинет',
  'veilig', 'mijn', 'portail', 'aide', 'gouv', 'sicher', 'tax', 'parcel', 'delivery', 'customs', 'prize', 'winner', 'gift', 'bonus',
  'seed', 'phrase', 'recibo', 'factura', 'fattura', 'rechnung', 'paket', 'colis', 'livraison', 'entrega', 'consegna',
]);

/** Lure words that give a compound token away ("secureupdate", "accountverify", "ebayisapi"): 6+ letters, rare in prose slugs. */
export const LURE_STEMS: readonly string[] = [
  'signin', 'login', 'logon', 'webscr', 'verif', 'account', 'secure', 'update', 'wallet', 'passw', 'confirm', 'banking', 'unlock',
  'suspend', 'recover', 'billing', 'authent', 'webmail', 'validat', 'isapi',
];

/** Suffix tokens that, standing inside the subdomain or the path, make a host look like another ("paypal.com.example.tk"). */
export const TLD_WORDS: ReadonlySet<string> = new Set([
  'com', 'net', 'org', 'gov', 'edu', 'co', 'uk', 'de', 'fr', 'br', 'info', 'biz', 'us', 'ca', 'au', 'mx', 'es', 'it', 'jp', 'in', 'nl',
  'be', 'ch', 'at', 'pl', 'ru', 'se', 'no', 'dk', 'fi', 'pt', 'ie', 'nz', 'za', 'ar', 'cl', 'tr', 'kr', 'cn', 'hk', 'sg',
]);
