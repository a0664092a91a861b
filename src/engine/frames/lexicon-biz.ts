import type { LexiconGroup } from './lexicon.js';

/**
 * More of the frame lexicon (lexicon.ts merges these groups into LEXICON): the business concepts that identity, payment,
 * UI, device and data-job actions name: the top of a system's privilege ladder, the audit trail of who did what, and
 * the ways an order deceives (posing as someone, a review or rating not earned, a reading replaced). Each group names
 * one concept in the lexicon's languages; its examples are sentences in which the reader must find the tag.
 */
export const BIZ_GROUPS: readonly LexiconGroup[] = [
  {
    // the role above which there is nothing: whoever holds it can grant everything else, so handing it out is the whole
    // escalation (generic-tables.ts weighs it so that the grant class fires on it alone)
    tag: 'obj:topprivilege',
    terms: {
      en: ['super admin', 'super-admin', 'superadmin', 'super administrator', 'super administrators', 'superuser', 'global admin', 'global administrator', 'globaladministrator', 'global administrators', 'company administrator',
        'domain admins', 'domain admin', 'enterprise admins', 'schema admins', 'cluster-admin', 'cluster admin', 'system:masters', 'roles/owner', 'organization owner', 'organisation owner', 'org owner', 'organization admin', 'organisation admin',
        'organizationadmin', 'org admin', 'tenant admin', 'tenant administrator', 'administratoraccess', 'accountadmin', 'primary owner', 'workspace owner', 'root access', 'root privileges', 'god mode',
        'local administrators', 'localgroup administrators', 'administrators group', 'builtin\\administrators', 'privileged role administrator', 'owner role', 'owner permissions', 'admin rights', 'administrator rights', 'admin privileges', 'administrator privileges',
        // root on a host without a password: the sudoers grant of everything
        'nopasswd: all', 'nopasswd:all', '(all) nopasswd', '(all:all) nopasswd'],
      de: ['globaler administrator', 'globalen administrator', 'domänen-admins', 'domänenadministrator*', 'organisationsinhaber', 'vollständige administratorrechte', 'administratorrechte', 'adminrechte'],
      fr: ['administrateur global', 'super administrateur', 'superadministrateur', "propriétaire de l'organisation", "droits d'administrateur", "droits d'administration"],
      es: ['administrador global', 'superadministrador', 'super administrador', 'propietario de la organización', 'derechos de administrador', 'permisos de administrador'],
      pt: ['administrador global', 'superadministrador', 'super administrador', 'proprietário da organização', 'direitos de administrador', 'permissões de administrador'],
      it: ['amministratore globale', 'super amministratore', 'superamministratore', "proprietario dell'organizzazione", 'diritti di amministratore'],
      nl: ['globale beheerder', 'superbeheerder', 'eigenaar van de organisatie', 'beheerdersrechten'],
      other: ['超级管理员', '超級管理員', '管理者権限', 'スーパー管理者', '全体管理者', 'суперадмин*', 'глобальн* администратор*', 'права администратора', 'uprawnienia administratora', 'superadministrator', 'yönetici yetkisi', '최고 관리자', '관리자 권한'],
    },
    examples: ['Okta: assign Super Administrator to the vendor account', 'kubectl create clusterrolebinding tmp --clusterrole=cluster-admin --user=dev@acme.io', '管理画面で全ユーザーに管理者権限を付与して保存', "echo 'runner ALL=(ALL) NOPASSWD: ALL' | sudo tee /etc/sudoers.d/runner"],
  },
  {
    // the record of who did what in a tenant or system: switched off, nobody can tell later what was done
    tag: 'obj:audittrail',
    terms: {
      en: ['audit log', 'audit logs', 'audit logging', 'auditing', 'audit trail', 'unified audit log', 'cloudtrail', 'activity log', 'activity logging', 'admin activity', 'user and admin activity', 'record user and admin activity', 'access logging', 'sign-in logs', 'login audit', 'record user activity', 'operation logs', 'operation log', 'sign in/sign out audit', 'sign-in/sign-out audit'],
      de: ['audit-protokoll*', 'auditprotokoll*', 'überwachungsprotokoll*', 'protokollierung', 'prüfprotokoll*'], fr: ["journal d'audit", "journaux d'audit", "l'audit", 'journalisation'],
      es: ['registro de auditoría', 'registros de auditoría', 'la auditoría', 'registro de actividad'], pt: ['registro de auditoria', 'registros de auditoria', 'log de auditoria', 'a auditoria'],
      it: ['registro di audit', "log di audit", 'registro attività'], nl: ['auditlog*', 'auditlogboek', 'activiteitenlog*'],
      other: ['审计日志', '审计', '監査ログ', '監査', 'журнал аудита', 'аудит*', 'dziennik audytu', '감사 로그'],
    },
    examples: ["Microsoft Purview > Audit > toggle 'Record user and admin activity' to Off", 'Desactiva el registro de auditoría del tenant'],
  },
  {
    // a binding in a manifest or a config grants what it names, with no verb: the role a subject is bound to, the role an
    // identity provider's users are mapped to, a sudoers line
    tag: 'op:grant',
    // (with its colon: the key binds what follows, it is not a field named "role")
    terms: { en: ['roleref:', 'role mapping:', 'iam bindings:', 'bindings:', 'rolebinding', 'clusterrolebinding', 'role binding', 'add-iam-policy-binding', '/etc/sudoers', 'sudoers.d'] },
    examples: ['kind: ClusterRoleBinding\nroleRef:\n  name: cluster-admin', 'default role mapping: GlobalAdministrator', "echo 'runner ALL=(ALL) NOPASSWD: ALL' | sudo tee /etc/sudoers.d/runner"],
  },
  {
    // taking a member out of a role is a revoke, the opposite of a grant: a role page's name ('admin roles') in the path
    // is where it happens, not what happens
    tag: 'mit:protect',
    terms: { en: ['unassign', 'unassigned', 'unassign user', 'remove assignment', 'remove role assignment', 'remove from role', 'remove from the role', 'remove member', 'remove members', 'assigned users > remove', 'members > remove', 'assignments > remove'],
      de: ['zuweisung entfernen', 'zuweisung aufheben', 'aus der rolle entfernen'], fr: ['retirer du rôle', "retirer l'attribution", 'désattribuer'], es: ['quitar del rol', 'quitar la asignación', 'desasignar'], pt: ['remover da função', 'remover atribuição'], it: ['rimuovi dal ruolo', "rimuovi l'assegnazione"], nl: ['uit de rol verwijderen', 'toewijzing verwijderen'] },
    examples: ["Admin roles > 'Super Admin' > Assigned users > remove jane.doe@corp.com"],
  },
  {
    // a member taken out of groups or teams loses what membership granted: nothing is destroyed, no one gains (the
    // words "remove" and "all" here name the membership, not records)
    tag: 'veto',
    terms: { en: ['remove from all groups', 'remove from groups', 'remove from the group', 'remove from group', 'remove from all teams', 'remove from all roles', 'remove from all distribution lists', 'removed from all groups', 'remove them from all groups', 'remove him from all groups', 'remove her from all groups', 'remove the user from all groups'],
      de: ['aus allen gruppen entfernen'], fr: ['retirer de tous les groupes'], es: ['quitar de todos los grupos', 'eliminar de todos los grupos'], pt: ['remover de todos os grupos'], it: ['rimuovi da tutti i gruppi'], nl: ['uit alle groepen verwijderen'] },
    examples: ['Offboard the leaver: disable the account and remove from all groups'],
  },
  {
    // an account locked after failed sign-ins is a sign-in control, not a door lock ("locks the account for 30 minutes")
    tag: 'veto',
    terms: { en: ['locks the account', 'lock the account', 'locks the user', 'lock the user', 'locks accounts', 'lock accounts', 'account lock', 'account locks', 'locked account', 'locked accounts', 'locks out', 'locked out'],
      de: ['sperrt das konto', 'konto sperren'], fr: ['verrouille le compte', 'verrouiller le compte'], es: ['bloquea la cuenta', 'bloquear la cuenta'], pt: ['bloqueia a conta', 'bloquear a conta'], it: ['blocca l\'account', "bloccare l'account"], nl: ['vergrendelt het account', 'account vergrendelen'] },
    examples: ['Set account lockout: 5 failed attempts locks the account for 30 minutes'],
  },
  {
    // "my partner" is a person of the user's own life (read as dest:personal, like "my wife"), not a partner company:
    // its "partner" is not the outside business party the word names alone ("our partner's portal")
    tag: 'veto',
    terms: { en: ['my partner', "my partner's"], de: ['meinem partner', 'meiner partnerin', 'meine partnerin', 'meinen partner'], fr: ['mon partenaire', 'ma partenaire'], es: ['mi pareja'], pt: ['meu parceiro', 'minha parceira'], it: ['il mio partner', 'la mia partner'], nl: ['mijn partner'] },
    examples: ['share the doorbell clip with my partner'],
  },
  {
    // users created at their first sign-in (just-in-time provisioning) is not access that ends by itself
    tag: 'veto',
    terms: { en: ['jit provisioning', 'just-in-time provisioning', 'jit user provisioning'] },
    examples: ['jit provisioning: true'],
  },
  {
    // a cryptographic certificate (TLS, SAML signing, a CA's, a client's) is a key's credential that is renewed on a
    // schedule, not a record whose content is certified: "replace the expiring TLS certificate" alters no record (row 80
    // keeps "certificate of analysis", "inspection certificate"; auth I11 still reads an IdP's trust changed)
    tag: 'veto',
    terms: { en: ['tls certificate', 'ssl certificate', 'tls cert', 'ssl cert', 'signing certificate', 'signing cert', 'saml certificate', 'x.509 certificate', 'x509 certificate', 'client certificate',
      'server certificate', 'ca certificate', 'root certificate', 'intermediate certificate', 'code signing certificate', 'token signing certificate', 'idp certificate', 'https certificate', 'wildcard certificate'],
    de: ['tls-zertifikat', 'ssl-zertifikat', 'signaturzertifikat', 'signierzertifikat', 'serverzertifikat', 'client-zertifikat'], fr: ['certificat tls', 'certificat ssl', 'certificat de signature', 'certificat serveur', 'certificat client'],
    es: ['certificado tls', 'certificado ssl', 'certificado de firma', 'certificado del servidor'], pt: ['certificado tls', 'certificado ssl', 'certificado de assinatura'], it: ['certificato tls', 'certificato ssl', 'certificato di firma'],
    nl: ['tls-certificaat', 'ssl-certificaat', 'ondertekeningscertificaat', 'servercertificaat'] },
    examples: ['Replace the expiring TLS certificate on the load balancer with the renewed one', 'Remplacer le certificat TLS du portail avant son expiration'],
  },
  {
    // a recurrence in the day or the working week says when an act repeats, not how much it reaches: "unlock the office
    // door every weekday at 08:00" opens one door on a schedule ("every", "tous", "todos" there are no scope:all). The
    // evening and night ones are left as they read (an act repeated while nobody watches keeps its weight)
    tag: 'veto',
    terms: {
      en: ['every day', 'every weekday', 'every morning', 'every hour', 'every week', 'every month', 'every year', 'every monday', 'every tuesday', 'every wednesday',
        'every thursday', 'every friday', 'every saturday', 'every sunday', 'every weekend', 'every school day', 'every business day', 'every working day', 'every other day', 'every other week', 'every minute',
        'each day', 'each morning', 'each week', 'each weekday', 'each month', 'each business day', 'all weekdays'],
      de: ['jeden tag', 'jeden morgen', 'jede woche', 'jeden monat', 'jede stunde', 'jeden werktag', 'jeden montag', 'jeden freitag', 'alle zwei tage'],
      fr: ['tous les jours', 'tous les matins', 'toutes les semaines', 'tous les mois', 'toutes les heures', 'tous les lundis', 'chaque jour', 'chaque matin',
        'chaque semaine', 'chaque mois', 'chaque jour ouvré'],
      es: ['todos los días', 'todos los dias', 'todas las mañanas', 'todas las semanas', 'todos los meses', 'todos los lunes', 'cada día', 'cada dia', 'cada mañana',
        'cada semana', 'cada mes', 'cada hora', 'cada día laborable'],
      pt: ['todos os dias', 'todas as manhãs', 'todas as semanas', 'todos os meses', 'cada dia', 'cada manhã', 'cada semana', 'cada mês', 'cada hora'],
      it: ['ogni giorno', 'ogni mattina', 'ogni settimana', 'ogni mese', 'ogni ora', 'tutti i giorni', 'tutte le mattine', 'ogni giorno feriale'],
      nl: ['elke dag', 'elke ochtend', 'elke week', 'elke maand', 'elk uur', 'iedere dag', 'iedere ochtend', 'iedere week', 'elke werkdag'],
    },
    examples: ['unlock the office front door every weekday at 08:00 and lock it at 18:00', 'Öffne das Tor jeden Morgen um 7 Uhr', 'ouvrir la porte du garage tous les matins à 7h30'],
  },
  {
    // a heading that offers advice ("Tip: …") pays nobody
    tag: 'veto',
    terms: { en: ['tip:', 'tips:', 'pro tip', 'quick tip', 'top tip', 'tip of the day', 'tips and tricks', 'safety tip', 'safety tips', 'hot tip'] },
    examples: ['Tip: you can export the report from the dashboard'],
  },
  {
    // recordings and footage of cameras, and how long they are kept, in the scripts written without spaces (the retention
    // words are read with the duration after them: reader.ts RETENTION_WORDS)
    tag: 'obj:logs',
    terms: { other: ['录像', '錄影', '录影', '监控视频', '録画', '録画データ', '監視映像', '녹화', '녹화 영상', '保留期', '保留时间', '保留天数', '保存期間', '保持期間', '보존 기간', '보관 기간', 'срок хранения', 'записи камер'] },
    examples: ['把所有摄像头的录像保留期改为0天', '全ての監視カメラの録画データを削除', "감사 로그 보존 기간을 '0일'로 변경"],
  },
  {
    // the whole of an account's money, said with the adjective after the noun or in another order
    tag: 'obj:funds',
    terms: {
      en: ['whole balance', 'complete balance', 'remaining balance of the account', 'all the money', 'everything in the account', 'all available funds', 'available balance in full'],
      de: ['gesamten saldo', 'gesamte saldo', 'kompletten saldo', 'komplette guthaben', 'gesamtes guthaben', 'den ganzen kontostand', 'gesamten kontostand'], fr: ['solde total', 'tout le solde', 'solde intégral', 'totalité des fonds'],
      es: ['saldo completo', 'saldo total', 'la totalidad del saldo', 'todos los fondos'], pt: ['saldo completo', 'saldo total', 'todos os fundos'], it: ['saldo completo', 'saldo totale', 'tutti i fondi'], nl: ['het volledige saldo', 'het hele saldo', 'alle tegoeden'],
      other: ['全部余额', '所有余额', '全額', '残高全額', '전액', 'весь остаток', 'все средства', 'cały stan konta', 'całe saldo'],
    },
    examples: ['Transferir el saldo completo de la cuenta operativa a Panamá', 'Den gesamten Saldo auf das neue Konto überweisen', '把账户全部余额转到这个账户'],
  },
  {
    // the organisation's pot of money named as such: staked on leverage it is at risk whole (row 87); named alone it is
    // where money sits, not all of it leaving (row 88 asks for obj:funds, the whole balance)
    tag: 'obj:treasury',
    terms: { en: ['treasury', 'company treasury', 'corporate treasury', 'treasury reserves'], de: ['firmenvermögen', 'unternehmensreserven', 'treasury'], fr: ['trésorerie', "trésorerie de l'entreprise"], es: ['tesorería', 'tesorería de la empresa'], pt: ['tesouraria'], it: ['tesoreria'], nl: ['bedrijfsreserves', 'kaspositie'] },
    examples: ['Leverage 100x long on ETH with the company treasury', 'Mettre toute la trésorerie sur un token lancé ce matin'],
  },
  {
    // the alarm's call for help: the monitoring centre, the guard service, the fire brigade or civil protection it alerts.
    // Cut, the alarm may sound and nobody comes: a safety system disabled
    tag: 'obj:physical',
    terms: {
      en: ['nest protect', 'emergency notifications', 'emergency alerts', 'alarm monitoring', 'monitoring service relay', 'central station monitoring', 'monitoring center', 'monitoring centre', 'fire department notification', 'civil protection', 'guard service'],
      de: ['wachdienst', 'sicherheitsdienst', 'leitstelle', 'notrufzentrale', 'alarmweiterleitung', 'feuerwehr', 'katastrophenschutz'], fr: ['télésurveillance', 'centre de surveillance', 'pompiers', 'protection civile'],
      es: ['central receptora de alarmas', 'central de alarmas', 'protección civil', 'bomberos', 'servicio de vigilancia'], pt: ['central de monitoramento', 'defesa civil', 'proteção civil', 'bombeiros'],
      it: ['centrale operativa', 'vigilanza', 'protezione civile', 'vigili del fuoco'], nl: ['meldkamer', 'alarmcentrale', 'brandweer'],
      other: ['消防', '报警中心', '警備会社', 'пульт охраны'],
    },
    examples: ['deaktiviere die Benachrichtigung an den Wachdienst bis Montag', 'disable Emergency notifications and monitoring service relay until further notice', 'Abrir las compuertas sin aviso a protección civil'],
  },
  {
    // one's own space of a drive, and what one deleted oneself: emptying its trash is housekeeping
    tag: 'dest:own',
    terms: { en: ['my drive', 'my onedrive', 'items i deleted', 'files i deleted', 'emails i deleted', 'photos i deleted'], de: ['meine ablage', 'von mir gelöschte'], fr: ['mon drive', "que j'ai supprimés", "que j'ai supprimé"], es: ['mi unidad', 'que borré', 'que eliminé'], pt: ['meu drive', 'que eu apaguei', 'que excluí'], it: ['il mio drive', 'che ho eliminato'], nl: ['mijn drive', 'die ik verwijderd heb'] },
    examples: ['Google Drive → My Drive → Trash (3 items I deleted today) → Empty trash'],
  },
  {
    // every device, site or store of a kind, said with the prefix 全 (Japanese) or 所有 (Chinese)
    tag: 'scope:all',
    terms: { other: ['全カメラ', '全デバイス', '全端末', '全拠点', '全店舗', '全社', '全従業員', '全社員', '所有设备', '所有门店', '所有员工', '全体员工', '모든 카메라', '모든 기기'] },
    examples: ['倉庫の全カメラの録画データを削除してください', '把所有设备恢复出厂设置'],
  },
  {
    // a second pair of eyes required by a setting: unticked or switched off, one person moves the money alone
    tag: 'obj:security',
    terms: {
      en: ['second approver', 'second approval', 'dual approval', 'two-person approval', 'two person approval', 'four-eyes', 'four eyes', 'dual control', 'approval requirement', 'require approval', 'required approval'],
      de: ['zweite freigabe', 'vier-augen-prinzip', 'vieraugenprinzip', 'doppelte freigabe'], fr: ['double validation', 'deuxième approbateur', 'double approbation'], es: ['doble aprobación', 'segundo aprobador', 'doble firma'],
      pt: ['dupla aprovação', 'segundo aprovador'], it: ['doppia approvazione', 'secondo approvatore'], nl: ['tweede goedkeurder', 'vier-ogenprincipe', 'dubbele goedkeuring'],
    },
    examples: ["Settings > Payouts > uncheck 'Require second approver for payouts above $10,000' > Save", 'Vier-Augen-Prinzip für Zahlungen deaktivieren'],
  },
  {
    // an advertising platform's audience is the advertiser's outside partner: what is synced there leaves the company
    tag: 'dest:external',
    terms: { en: ['custom audiences', 'custom audience', 'customer match', 'matched audiences', 'ad platform', 'advertising platform', 'meta ads', 'facebook ads', 'google ads', 'tiktok ads', 'linkedin ads', 'snapchat ads', 'data broker'] },
    examples: ["Hightouch sync 'all_users' → Meta Custom Audiences: email, phone"],
  },
  {
    // the fields an audience sync or an export carries that are sensitive by themselves
    tag: 'obj:health',
    terms: { en: ['health condition', 'health conditions', 'pregnancy', 'pregnancy status', 'diagnosis code*', 'medications', 'disability status'], de: ['diagnoseschlüssel', 'schwangerschaft'], fr: ['état de santé', 'grossesse'], es: ['estado de salud', 'embarazo'], pt: ['estado de saúde', 'gravidez'], it: ['stato di salute', 'gravidanza'], nl: ['gezondheidstoestand', 'zwangerschap'] },
    examples: ['mapping email, phone, health_condition, pregnancy_status'],
  },
  {
    tag: 'obj:financial',
    terms: { en: ['credit score', 'credit scores', 'ssn last4', 'ssn_last4', 'income bracket'] },
    examples: ['fields: email (plaintext), phone, ssn_last4, credit_score'],
  },
  {
    // a consent check removed: the people in the data never agreed to where it goes
    tag: 'safe:off',
    terms: { en: ['consent filter: none', 'consent check: disabled', 'consent check: off', 'consent: none', 'ignore consent', 'without consent', 'skip the consent check', 'no consent check'], de: ['ohne einwilligung'], fr: ['sans consentement'], es: ['sin consentimiento'], pt: ['sem consentimento'], it: ['senza consenso'], nl: ['zonder toestemming'] },
    examples: ['schedule: hourly; consent filter: none', 'consent check: disabled'],
  },
  {
    // a shop's orders are its books of what customers bought and owe
    tag: 'obj:financial',
    terms: { en: ['all orders', 'customer orders', 'open orders'], de: ['bestellungen', 'aufträge'], fr: ['commandes'], es: ['pedidos'], pt: ['encomendas', 'pedidos'], it: ['ordini'], nl: ['bestellingen'] },
    examples: ["Pulsar 'Pedidos' → seleccionar todos → 'Eliminar permanentemente' → Confirmar"],
  },
  {
    // a purchase charged to a named budget line or cost centre goes through the organisation's own books and procurement:
    // the internal counterpart of a purchase order (a gift-card order for a raffle, charged to the HR budget)
    tag: 'mit:budgeted',
    terms: {
      en: ['budget code', 'budget line', 'cost center', 'cost centre', 'cost code', 'gl code', 'charged to budget', 'charge to budget', 'department budget', 'hr budget', 'marketing budget', 'events budget',
        'people ops budget', 'team budget', 'charge the budget', 'award budget', 'rewards budget'],
      de: ['kostenstelle', 'budgetposten', 'budgetposition'], fr: ['centre de coûts', 'centre de coût', 'ligne budgétaire', 'code budgétaire'], es: ['centro de costos', 'centro de costo', 'partida presupuestaria', 'código presupuestario'],
      pt: ['centro de custo', 'rubrica orçamental', 'código orçamentário'], it: ['centro di costo', 'voce di budget', 'codice di budget'], nl: ['kostenplaats', 'budgetcode', 'kostencode'],
    },
    examples: ['Buy 3 gift cards for the raffle, charge HR budget code HR-EVT-25', 'Gutscheine für die Tombola auf Kostenstelle 4410 buchen', 'Acheter 3 cartes cadeaux, centre de coûts RH-12'],
  },
  {
    // the list of payees a bank or payment system trusts: a payee on it is paid without the checks a new one gets
    tag: 'obj:payeelist',
    terms: {
      en: ['approved payee list', 'approved payees list', 'approved payees', 'trusted payee*', 'trusted beneficiar*', 'trusted recipient*', 'approved vendor list', 'approved beneficiar*', 'payee allowlist', 'payee whitelist', 'beneficiary whitelist', 'beneficiary allowlist', 'whitelisted payees', 'safe payee list', 'trusted list'],
      de: ['vertrauenswürdige empfänger*', 'vertrauenswürdigen empfänger*', 'empfänger-whitelist', 'freigegebene empfänger', 'vertrauenswürdige zahlungsempfänger'], fr: ['bénéficiaires de confiance', 'bénéficiaire de confiance', 'liste des bénéficiaires approuvés', 'bénéficiaires approuvés'],
      es: ['beneficiarios de confianza', 'beneficiario de confianza', 'destinatarios de confianza', 'beneficiarios aprobados'], pt: ['favorecidos confiáveis', 'beneficiários confiáveis', 'favorecido confiável'], it: ['beneficiari attendibili', 'beneficiari fidati', 'beneficiario attendibile'],
      nl: ['vertrouwde begunstigden', 'vertrouwde ontvangers', 'vertrouwde begunstigde'], other: ['zaufani odbiorcy', 'zaufanych odbiorców', 'zaufany odbiorca', 'zaufanego odbiorcy', 'доверенные получатели', 'доверенных получателей', '信任收款人', '可信收款人', '信頼済み受取人'],
    },
    examples: ["Add beneficiary 'Nordic Steel' to the approved payee list", "W bankowości kliknij 'Zaufani odbiorcy' → 'Dodaj'", 'Ajouter ce compte aux bénéficiaires de confiance'],
  },
  {
    // payments released with no one checking them: automatically, without the one-time code or the review a payment waits for
    tag: 'risk:autorelease',
    terms: {
      en: ['auto-release', 'auto release', 'released automatically', 'auto-approve', 'auto-approved', 'not queued for review', 'not be queued for review', 'skip the review queue', 'without sms', 'no sms', 'without sms authorization', 'without otp', 'without a one-time code', 'without tan', 'no tan', 'no authorization required', 'no authorisation required', 'no approval required'],
      de: ['ohne tan', 'keine tan', 'ohne sms', 'ohne zweite freigabe', 'automatisch freigeben', 'automatische freigabe', 'ohne tan-abfrage'], fr: ['sans code sms', 'sans authentification forte', 'validation automatique', 'sans code de validation'],
      es: ['sin sms', 'sin código sms', 'sin autorización', 'aprobación automática', 'liberación automática'], pt: ['sem sms', 'sem código sms', 'sem autorização', 'aprovação automática'], it: ['senza sms', 'senza codice sms', 'senza autorizzazione', 'approvazione automatica'],
      nl: ['zonder sms', 'zonder sms-code', 'zonder autorisatie', 'automatisch goedkeuren'], other: ['nie wymagaj autoryzacji', 'bez autoryzacji', 'bez sms', 'без подтверждения', 'без смс', '无需验证', '免验证', '無需驗證'],
    },
    examples: ["trust level 'auto-release' so future payments are not queued for review", "zaznacz 'Nie wymagaj autoryzacji SMS'", 'Empfänger ohne TAN-Abfrage freigeben'],
  },
  {
    // a record kept from the check that would catch it: its flag suppressed, the audit sample steered past it
    tag: 'safe:conceal',
    terms: {
      en: ['do not flag', "don't flag", 'without flagging', 'so it is not flagged', "so it isn't flagged", 'audit sampling skips', 'so the audit skips', 'so audit skips', 'skips the audit sample', 'excluded from the audit sample', 'so it is not sampled', 'suppress the flag', 'suppress the alert'],
      de: ['nicht markieren', 'nicht kennzeichnen', 'ohne markierung', 'damit die prüfung es übersieht', 'aus der stichprobe nehmen'], fr: ['ne pas signaler', 'sans le signaler', "pour que l'audit ne le voie pas", "hors de l'échantillon d'audit"],
      es: ['no lo marques', 'no marcar', 'sin marcarlo', 'para que la auditoría no lo vea', 'fuera de la muestra de auditoría'], pt: ['não sinalize', 'não marcar', 'sem sinalizar', 'fora da amostra da auditoria'],
      it: ['non segnalare', 'senza segnalarlo', "fuori dal campione di audit"], nl: ['niet markeren', 'niet flaggen', 'buiten de auditsteekproef'],
    },
    examples: ['net pay changed from 4,230.12 to 42,301.20; do not flag, approve the batch as is', "mark as 'verified' so audit sampling skips it"],
  },
  {
    // a document's details edited to pass it off as another (dates on a duplicate receipt): a falsified record
    tag: 'op:falsify',
    terms: {
      en: ['dates edited', 'with dates edited', 'edited dates', 'altered dates', 'dates altered', 'dates changed on', 'resubmitted duplicates', 'duplicate receipts resubmitted'],
      de: ['datum geändert auf der quittung', 'belege mit geändertem datum', 'geänderten datum'], fr: ['dates modifiées', 'date modifiée'], es: ['fechas modificadas', 'fechas alteradas'], pt: ['datas alteradas', 'data alterada'], it: ['date modificate', 'date alterate'], nl: ['gewijzigde datums', 'datums aangepast'],
    },
    examples: ['Receipts are duplicates of ER-3102 with dates edited', 'Belege mit geändertem Datum erneut einreichen'],
  },
  {
    // what a meter or a sensor reports: the figure a bill, an inspection or a safety record is drawn from
    tag: 'obj:readings',
    terms: {
      en: ['meter reading*', 'consumption reading*', 'readings', 'meter values', 'metered values', 'metered consumption', 'reported consumption', 'sensor readings', 'temperature log', 'haccp log', 'haccp records', 'emission readings', 'emissions data'],
      de: ['zählerstand', 'zählerstände', 'messwerte', 'verbrauchswerte', 'ablesewerte', 'haccp-protokoll'], fr: ['relevés', 'relevé de compteur', 'relevés de compteur', 'relevés haccp', 'index de consommation'],
      es: ['lecturas', 'lecturas del contador', 'lecturas de consumo', 'registros haccp'], pt: ['leituras', 'leituras do medidor', 'leituras de consumo'], it: ['letture', 'letture del contatore', 'letture dei consumi'], nl: ['meterstanden', 'meetwaarden', 'verbruikswaarden'],
      other: ['读数', '计量值', '抄表数据', '用电量数据', '検針値', 'показания', 'показания счётчиков', 'odczyty', 'odczytów', 'wskazania liczników'],
    },
    examples: ['report 40% lower consumption readings to the utility', '把计量值乘以0.7', 'Przestaw liczniki tak, aby nie wysyłały odczytów'],
  },
  {
    // a figure bent on its way out: scaled, offset, zeroed or held back so that what is reported is not what was measured
    tag: 'cue:skew',
    terms: {
      en: ['multiply by', 'multiplied by', 'multiply the', 'scale factor', 'scaling factor', 'with an offset', 'an offset of', 'offset of', '% lower', 'percent lower', 'report lower', 'lower consumption', 'under-report*', 'underreport*', 'shave off', 'zero out', 'reset to zero', 'clear the history', 'cleared to zero', 'stay under', 'stays under', 'so that they do not send', 'not send readings', 'stop sending readings'],
      de: ['multipliziert mit', 'mit dem faktor', 'mit einem offset', 'offset von', 'auf null setzen', 'nullen', 'niedriger melden', 'weniger melden'], fr: ['multiplier par', 'multipliés par', 'avec un offset', 'un décalage de', 'remettre à zéro', 'restent sous', 'reste sous', 'sous-déclarer'],
      es: ['multiplicar por', 'multiplicadas por', 'con un desfase', 'poner a cero', 'declarar menos', 'queden por debajo'], pt: ['multiplicar por', 'com um offset', 'zerar', 'declarar menos', 'fiquem abaixo'], it: ['moltiplicare per', 'con un offset', 'azzerare', 'dichiarare meno', 'restino sotto'],
      nl: ['vermenigvuldigen met', 'met een offset', 'op nul zetten', 'lager rapporteren'], other: ['乘以', '清零', '归零', '偏移', '少报', 'умножить на', 'обнулить', 'занизить', 'przemnóż', 'wyzeruj', 'nie wysyłały odczytów', 'nie wysyłały'],
    },
    examples: ['在上传前把计量值乘以0.7', 'offset de -6 °C pour que les relevés HACCP restent sous 4 °C', 'report 40% lower consumption readings'],
  },
  {
    // a therapy setting ordered by the treating clinician: the order is the approval a dose change needs
    tag: 'mit:approved',
    terms: {
      en: ["physician's order", "physician order", "doctor's order", 'doctors order', "clinician's order", 'endocrinologist order', "endocrinologist's order", 'as prescribed', 'per the prescription', 'per prescription', 'per the care plan'],
      de: ['ärztliche anordnung', 'laut ärztlicher anordnung', 'laut verordnung', 'wie verordnet'], fr: ['prescription médicale', 'sur prescription', 'selon la prescription', 'comme prescrit'], es: ['según prescripción', 'orden médica', 'según la receta', 'como se prescribió'],
      pt: ['conforme prescrição', 'prescrição médica', 'ordem médica'], it: ['come da prescrizione', 'prescrizione medica', 'su prescrizione'], nl: ['volgens voorschrift', 'op voorschrift van de arts', 'medisch voorschrift'],
    },
    examples: ['Set insulin pump basal rate to 0.9 U/h as per endocrinologist order #ORD-88120', 'Basalrate laut ärztlicher Anordnung auf 0,8 IE/h setzen'],
  },
  {
    // the minuted decision of a governing body cited as the authority for the act ("per board resolution 2024-17"); the
    // minutes themselves named as a thing are a record that may be falsified ("edit the board minutes"), no approval
    tag: 'mit:approved',
    terms: {
      en: ['per committee minute', 'per the committee minute', 'per board minute', 'per the board minute', 'per board resolution', 'per the board resolution', 'per committee resolution', 'per the committee resolution', 'per the committee decision', 'per committee decision', 'under board resolution', 'under the board resolution'],
      de: ['laut vorstandsbeschluss', 'gemäß vorstandsbeschluss', 'laut ausschussbeschluss', 'gemäß ausschussbeschluss', 'laut gremienbeschluss'], fr: ['selon la résolution du conseil', 'conformément à la résolution du conseil', 'selon la décision du comité'],
      es: ['según el acta del comité', 'según la resolución del consejo', 'según el acuerdo del consejo'], pt: ['conforme ata do comitê', 'conforme a ata do comitê', 'conforme deliberação do conselho'],
      it: ['come da delibera del consiglio', 'come da delibera del comitato', 'secondo la delibera'], nl: ['volgens bestuursbesluit', 'conform bestuursbesluit', 'volgens het bestuursbesluit'],
    },
    examples: ['Wire $24,000 to the gallery per committee minute 2024-05', 'Überweisung laut Vorstandsbeschluss 2024/17'],
  },
  {
    // A maintenance or change window: a bounded time set aside and recorded for a change. Alerts held back inside it are
    // the change's own noise (row 66); a control switched off for everyone is not answered by it (row 66 wholesale).
    tag: 'mit:window',
    terms: {
      en: ['maintenance window', 'change window', 'migration window', 'scheduled maintenance', 'planned maintenance', 'scheduled calibration'],
      de: ['wartungsfenster', 'geplante wartung'], fr: ['fenêtre de maintenance', 'maintenance planifiée'],
      es: ['ventana de mantenimiento', 'mantenimiento programado'], pt: ['janela de manutenção', 'manutenção programada'],
      it: ['finestra di manutenzione', 'manutenzione programmata'], nl: ['onderhoudsvenster', 'gepland onderhoud'],
      other: ['okno serwisowe', 'плановое обслуживание', '計画メンテナンス'],
    },
    examples: ["Silence 'grid-frequency' alerts for 45 minutes during maintenance window MW-0611", 'Alarme nur im Wartungsfenster 22:00–23:00 unterdrücken', '計画メンテナンス中はアラートを一時停止'],
  },
  {
    // What watches for intruders, fraud or abuse rather than for the health of a system: a SIEM, fraud and security
    // alerts, intrusion and threat detection, audit logging, an EDR. A change window makes operational noise, never
    // these alerts' (row 66 watched): products are named alike in every language.
    tag: 'obj:detection',
    terms: {
      en: ['siem', 'siem alert*', 'fraud alert*', 'fraud monitoring', 'fraud detection', 'fraud rule*', 'security alert*', 'security monitoring', 'intrusion detection', 'intrusion alert*', 'ids alert*', 'threat detection', 'anomaly detection', 'login alert*', 'sign-in alert*',
        'audit log', 'audit logs', 'audit logging', 'audit trail', 'cloudtrail', 'guardduty', 'security hub', 'defender', 'sentinel', 'edr', 'crowdstrike', 'sentinelone', 'wazuh', 'falco', 'auditd', 'dlp', 'soc alert*'],
      de: ['betrugswarnung*', 'betrugserkennung', 'sicherheitswarnung*', 'sicherheitsüberwachung', 'angriffserkennung', 'einbruchserkennung', 'audit-protokoll*', 'auditprotokoll*', 'audit-logging'],
      fr: ['alertes de fraude', 'alerte de fraude', 'détection de fraude', 'alertes de sécurité', 'alerte de sécurité', "détection d'intrusion", "journal d'audit", "journaux d'audit"],
      es: ['alertas de fraude', 'detección de fraude', 'alertas de seguridad', 'detección de intrusiones', 'registro de auditoría', 'registros de auditoría'],
      pt: ['alertas de fraude', 'detecção de fraude', 'alertas de segurança', 'detecção de intrusão', 'registro de auditoria', 'log de auditoria'],
      it: ['avvisi di frode', 'rilevamento frodi', 'avvisi di sicurezza', 'rilevamento delle intrusioni', 'registro di audit', 'log di audit'],
      nl: ['fraudemelding*', 'fraudedetectie', 'beveiligingsmelding*', 'inbraakdetectie', 'auditlog*'],
      other: ['alerty bezpieczeństwa', 'оповещения безопасности', 'журнал аудита', 'セキュリティアラート', '監査ログ', '安全告警', '审计日志'],
    },
    examples: ['During the maintenance window, silence the SIEM alerts for the domain controllers', 'mute the fraud alerts on the payments service', 'Betrugswarnungen stummschalten'],
  },
  {
    // dual control recorded on the act itself: two or more named signers, a multisig quorum, a second approver, or the
    // act handed to its approval queue rather than carried out ("submit the payment for dual approval", "routed to
    // treasury approval"); "skip the dual approval" is a safeguard switched off (reader switchedSafeguards), "without
    // a second approver" a safeguard denied
    tag: 'mit:approved',
    terms: {
      en: ['dual-signed', 'signed by two', 'two signatories', '2 signatories', 'signatories:', '2-of-3', 'multisig signed', 'for dual approval', 'submitted for approval', 'routed to treasury approval', 'treasury approval'],
      de: ['zwei unterschriften', 'zur freigabe vorlegen'],
      fr: ['double signature', 'deux signataires'], es: ['dos firmantes', 'enviar a aprobación'],
      pt: ['dupla assinatura', 'enviar para aprovação'], it: ['doppia firma', 'due firmatari'], nl: ['twee handtekeningen', 'ter goedkeuring voorleggen'],
      other: ['dwa podpisy'],
    },
    examples: ['Submit the $42,000 payment to Apex Cleanroom Services for dual approval (signatories: W. Chen, R. Alvarez).', 'Move 0.5 BTC to cold storage (2-of-3 multisig signed by treasury)',
      'Zahlung über 48.000 EUR zur Freigabe vorlegen (zwei Unterschriften erforderlich)'],
  },
  {
    // the act handed to its approval queue (also mit:approved above): beside an order to carry the act out at once in
    // another clause ("For dual approval: update the bank details … and release the payment now") the queue is passed
    // by, not waited for (reader.ts queuePassedBy: safe:off instead of an approval)
    tag: 'mit:queued',
    terms: {
      en: ['for dual approval', 'submitted for approval', 'submit for approval', 'routed to treasury approval', 'for cfo approval', 'for finance approval', 'for treasury approval', 'for second approval', 'for four-eyes approval'],
      de: ['zur freigabe vorlegen', 'zur freigabe einreichen', 'zur zweiten freigabe'], fr: ['soumettre à validation', 'pour double validation', 'pour validation'], es: ['enviar a aprobación', 'para doble aprobación'],
      pt: ['enviar para aprovação', 'para dupla aprovação'], it: ['inviare in approvazione', 'per doppia approvazione'], nl: ['ter goedkeuring voorleggen', 'ter goedkeuring indienen'],
    },
    examples: ['Submit payment batch PB-1203 for CFO approval in the banking portal.', 'For dual approval: update the bank details and release the payment now'],
  },
  {
    // the owner's own change made through a channel that signs them in or has them sign: a self-service portal, a signed
    // request form (the process a payroll or records change is meant to go through)
    tag: 'mit:approved',
    terms: {
      en: ['signed form', 'signed request form', 'signed change form', 'employee self-service', 'via self-service', 'through self-service', 'in self-service', 'self-service portal'],
      de: ['unterschriebenes formular', 'unterschriebenen formular', 'unterschriebenen antrag', 'mitarbeiter-self-service', 'über das self-service'], fr: ['formulaire signé', 'en libre-service', 'portail libre-service'],
      es: ['formulario firmado', 'autoservicio del empleado', 'portal de autoservicio'], pt: ['formulário assinado', 'portal de autoatendimento'], it: ['modulo firmato', 'portale self-service'], nl: ['ondertekend formulier', 'ondertekende formulier', 'via selfservice'],
    },
    examples: ['Update direct deposit for employee 2231 per signed form submitted in the HR self-service portal'],
  },
  {
    // setting or adjusting a device or a value ("régler le capteur", "przestaw", "改为"): the verb of a change
    tag: 'op:modify',
    // (ajustar, instellen and the Polish ustaw, przestaw* are in lexicon.ts and lexicon-polish.ts)
    terms: { fr: ['régler', 'réglez', 'règle le', 'règle la'], es: ['configura el', 'configurar el'], pt: ['ajuste o', 'ajuste a'], it: ['regola', 'regolare', 'imposta', 'impostare'], nl: ['stel in'],
      other: ['改为', '设置为', '调整为', '設定を変更', 'установи', 'выставь'] },
    examples: ['Régler le capteur de température avec un offset de -6 °C', '把读数上报间隔改为0', 'Przestaw wszystkie liczniki wody na tryb test'],
  },
  {
    // who publishes an app or an extension is a noun of the store page ("publisher: AgileBits, verified"), not an act of publishing
    tag: 'veto',
    terms: { en: ['publisher', 'publishers', 'publisher:', 'verified publisher', 'publisher verified', 'publisher unverified', 'unverified publisher'], de: ['herausgeber', 'anbieter:'], fr: ['éditeur', 'éditeur vérifié'], es: ['editor verificado', 'editor:'], pt: ['editor verificado', 'editora:'], it: ['editore', 'editore verificato'], nl: ['uitgever'] },
    examples: ["Install '1Password' (publisher: AgileBits, verified)"],
  },
  {
    // a place inside the same site, tenant or workspace: a file moved or shared there stays where it was
    tag: 'dest:internal',
    terms: { en: ['same site', 'same sharepoint site', 'same tenant', 'same workspace', 'same shared drive', 'same team site', 'same organisation'], de: ['gleiche site', 'derselben site', 'gleichen mandanten', 'gleichen arbeitsbereich'], fr: ['même site', 'même locataire', 'même espace de travail'], es: ['mismo sitio', 'mismo inquilino', 'mismo espacio de trabajo'], pt: ['mesmo site', 'mesmo locatário', 'mesmo espaço de trabalho'], it: ['stesso sito', 'stesso tenant', 'stesso spazio di lavoro'], nl: ['dezelfde site', 'dezelfde tenant', 'dezelfde werkruimte'] },
    examples: ["Drag the deck into the 'Board 2024' folder in SharePoint (same site, restricted to board members)"],
  },
  {
    // a forward removed or switched off closes the flow it opened
    tag: 'mit:protect',
    terms: { en: ['remove forwarding', 'remove the forwarding', 'remove forwarding address', 'delete forwarding', 'delete the forwarding', 'disable forwarding', 'stop forwarding', 'turn off forwarding'], de: ['weiterleitung entfernen', 'weiterleitung löschen', 'weiterleitung deaktivieren', 'entferne die weiterleitung'], fr: ['supprimer le transfert', 'désactiver le transfert', "supprimer l'adresse de transfert"], es: ['quitar el reenvío', 'eliminar el reenvío', 'desactivar el reenvío'], pt: ['remover o encaminhamento', 'desativar o encaminhamento'], it: ["rimuovi l'inoltro", "disattiva l'inoltro"], nl: ['doorsturen verwijderen', 'doorsturen uitschakelen'] },
    examples: ['Settings → Forwarding and POP/IMAP → remove forwarding address old-assistant@acme.com → Save Changes'],
  },
  {
    // a link anyone may open, said in other languages: whatever sits behind it is public
    tag: 'dest:public',
    terms: { es: ['cualquiera con el enlace', 'cualquier persona con el enlace'], pt: ['qualquer pessoa com o link'], fr: ['toute personne disposant du lien', 'tous les utilisateurs disposant du lien'], it: ['chiunque abbia il link', 'chiunque disponga del link'], nl: ['iedereen met de link'], other: ['任何知道链接的人', 'każdy, kto ma link', 'все, у кого есть ссылка'] },
    examples: ["compartido con 'cualquiera con el enlace'"],
  },
  {
    // a team or a firm called external is outside, whatever the word for team alone would say
    tag: 'dest:external',
    terms: { en: ['external team', 'external agency', 'outside agency', 'external marketing team'], de: ['externes team', 'externen team', 'externe agentur'], fr: ['équipe externe', 'agence externe'], es: ['equipo externo', 'agencia externa'], pt: ['equipe externa', 'equipa externa', 'agência externa'], it: ['team esterno', 'agenzia esterna'], nl: ['extern team', 'extern bureau'] },
    examples: ['para que el equipo externo de marketing la use'],
  },
  {
    // ticking the box of a setting turns it on (Japanese, Chinese, Korean)
    tag: 'op:grant',
    // (the Polish dodaj, dodać are lexicon-polish.ts's op:grant)
    terms: { other: ['チェックを入れ', 'にチェック', '勾选', '체크', 'zaznacz', 'zaznaczyć'] },
    examples: ['「管理者権限を付与」にチェックを入れて保存', "kliknij 'Zaufani odbiorcy' → 'Dodaj'"],
  },
];
