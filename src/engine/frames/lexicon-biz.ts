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
      en: ['audit log', 'audit logs', 'audit logging', 'auditing', 'audit trail', 'unified audit log', 'cloudtrail', 'activity log', 'activity logging', 'admin activity', 'user and admin activity', 'record user and admin activity', 'access logging', 'sign-in logs', 'login audit'],
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
      en: ['budget code', 'budget line', 'cost center', 'cost centre', 'cost code', 'gl code', 'charged to budget', 'charge to budget', 'department budget', 'hr budget', 'marketing budget', 'events budget'],
      de: ['kostenstelle', 'budgetposten', 'budgetposition'], fr: ['centre de coûts', 'centre de coût', 'ligne budgétaire', 'code budgétaire'], es: ['centro de costos', 'centro de costo', 'partida presupuestaria', 'código presupuestario'],
      pt: ['centro de custo', 'rubrica orçamental', 'código orçamentário'], it: ['centro di costo', 'voce di budget', 'codice di budget'], nl: ['kostenplaats', 'budgetcode', 'kostencode'],
    },
    examples: ['Buy 3 gift cards for the raffle, charge HR budget code HR-EVT-25', 'Gutscheine für die Tombola auf Kostenstelle 4410 buchen', 'Acheter 3 cartes cadeaux, centre de coûts RH-12'],
  },
  {
    // ticking the box of a setting turns it on (Japanese, Chinese, Korean)
    tag: 'op:grant',
    terms: { other: ['チェックを入れ', 'にチェック', '勾选', '체크'] },
    examples: ['「管理者権限を付与」にチェックを入れて保存'],
  },
];
