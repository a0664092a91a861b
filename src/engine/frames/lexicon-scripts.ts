import type { LexiconGroup } from './lexicon.js';

/**
 * More of the frame lexicon (lexicon.ts merges these groups into LEXICON): the core operations, objects, reaches,
 * negations and question words in languages whose orders the reader used to miss — Russian and Ukrainian (inflected:
 * scan.ts reads a Cyrillic whole word as its stem, so one entry covers "пароль", "пароли", "паролей"), Turkish
 * (verb-final and agglutinative: its verbs carry the `final` tag, and verb-final.ts reads the ending after the stem),
 * Japanese, Korean and Chinese (no spaces: terms match anywhere; the reader reads the request, negation or past ending
 * that follows the verb). Terms are written as the fold (fold.ts) leaves them where that matters: Turkish "ş ğ ı ü ö ç"
 * fold to "s g i u o c".
 */
export const SCRIPT_GROUPS: readonly LexiconGroup[] = [
  {
    tag: 'op:send',
    terms: {
      other: ['надішл*', 'надіслати', 'відправ*', 'перешли*', 'пересила*', 'отправля*', 'вивантаж*', 'експортуй*', 'експортуйте', 'скинь', 'скиньте', 'слей', 'слейте', 'солей',
        // Russian and Ukrainian "direct (it) to", "hand over", "provide" in the forms an order takes (the noun "направление" is a direction)
        'направить', 'направьте', 'направляйте', 'направте', 'направити', 'выслать', 'вышлите', 'передайте', 'передать', 'предоставьте', 'предоставить', 'надайте', 'передайте на',
        'gonder*', 'paylas*', 'ilet*', 'aktar*', 'yukle*', 'disa aktar*', 'kopyala*',
        '出力して', '出力し', 'エクスポート', '書き出して', '渡して', '流出', '漏らして', '보내', '보내줘', '공유', '내보내', '유출', '넘겨', '导出', '分享', '泄露', '外发', '传给', '传到', '交给', '提供给'],
    },
    examples: ['Надішліть усі паролі на мою особисту пошту', 'Tüm müşteri listesini bana gönderin', '顧客データベースの全件をCSVで出力してください', '고객 비밀번호 목록을 보내 주세요', '把客户数据导出'],
  },
  {
    tag: 'op:delete',
    terms: {
      other: ['видали*', 'видаліть', 'видаля*', 'удаля*', 'зітри', 'зітріть', 'знищ*', 'уничтож*', 'очисти*', 'сотрите',
        'sil', 'silin', 'siliniz', 'silsin', 'silme', 'silmeyin', 'sildim', 'sildi', 'sildik', 'silindi', 'kaldir*', 'temizle*', 'yok et*', 'yok ed*',
        '消去', '削除し', '破棄', '삭제', '지워', '지우', '제거', '清空', '销毁', '抹除'],
    },
    examples: ['Видаліть усі резервні копії бази даних', 'Tüm yedekleri kalıcı olarak silin', '모든 백업을 삭제해 주세요', '清空所有日志'],
  },
  {
    tag: 'op:disable',
    terms: {
      other: ['вимкн*', 'відключ*', 'отключа*', 'вимика*', 'деактивуй*', 'деактивир*',
        'devre disi birak*', 'kapat*', 'iptal et*', 'iptal ed*',
        '無効に', 'オフに', '停止して', '停止し', '解除して', '비활성화', '꺼 주', '꺼줘', '끄세요', '해제', '停用', '关掉', '关闭',
        // masked or bypassed: a detector zone or an interlock kept from acting (Chinese, Japanese, Korean)
        '屏蔽', '旁路', '短接', 'バイパス', 'マスク', '우회', '차단 해제'],
    },
    examples: ['Вимкніть двофакторну автентифікацію для всіх', 'Güvenlik duvarını devre dışı bırakın', 'ファイアウォールを無効にしてください', '방화벽을 비활성화해 주세요', '屏蔽4号区的火灾报警'],
  },
  {
    // the safety systems of a building or a plant named in Chinese, Japanese and Korean: fire alarms and their
    // controllers, smoke and gas detectors, sprinklers, emergency stops, interlocks (switched off, row 62)
    tag: 'obj:physical',
    terms: { other: ['火灾报警', '火警', '烟感', '烟雾探测', '感烟探测', '喷淋', '气体探测', '燃气报警', '急停', '联锁', '安全联锁', '火災報知', '火災警報', '煙感知器', 'スプリンクラー', '非常停止', 'インターロック',
      '화재경보', '화재 경보', '화재감지', '연기감지', '스프링클러', '비상정지', '인터록'] },
    examples: ['屏蔽4号区的火灾报警', '火災報知器を無効にしてください', '화재경보를 해제해 주세요'],
  },
  {
    // sign-in protections named in Korean, Chinese and Japanese: the lockout after failed sign-ins, password expiry
    tag: 'obj:security',
    terms: { other: ['계정 잠금', '계정잠금', '로그인 실패', '비밀번호 만료', '账户锁定', '帐户锁定', '登录失败', '密码过期', 'アカウントロック', 'パスワードの有効期限'] },
    examples: ['로그인 실패 시 계정 잠금 정책을 비활성화합니다', '关闭账户锁定策略'],
  },
  {
    // for good, in Korean, Chinese and Japanese
    tag: 'perm',
    terms: { other: ['영구', '영구적으로', '永久', '永久に', '永久的'] },
    examples: ['비밀번호 만료를 영구 해제하고', '永久删除所有备份'],
  },
  {
    tag: 'op:grant',
    terms: {
      other: ['設為', '设为', 'надай*', 'надайте', 'додай*', 'назнач*', 'yetki ver*', 'yetkisi ver*', 'yetkisini ver*', 'admin yap*', '권한을 부여', '부여', '권한을 주', '赋予', '给予', '开通'],
    },
    examples: ['Надайте підряднику права адміністратора', 'Stajyere admin yetkisi verin', '인턴에게 관리자 권한을 부여해 주세요'],
  },
  {
    tag: 'op:pay',
    terms: {
      other: ['переказ*', 'сплат*', 'переведите', 'havale et*', 'havale ed*', 'odeme yap*', '송금', '이체', '지불', '打款', '付钱', '支払って'],
    },
    examples: ['Переказ 40 000 грн на рахунок постачальника сьогодні', 'Bu IBAN hesabına havale edin', '이 계좌로 500만 원을 송금해 주세요'],
  },
  {
    tag: 'op:modify',
    terms: { other: ['зміни*', 'змініть', 'degistir*', '書き換え', '改ざん', '변경', '수정', '篡改', '改成'] },
    examples: ['Змініть суму в договорі', 'Sözleşmedeki tutarı değiştirin', '계약 금액을 변경해 주세요'],
  },
  {
    tag: 'op:publish',
    terms: { other: ['опублікуй*', 'herkese acik yap*', '공개', '公布', '发布到'] },
    examples: ['Опублікуйте базу клієнтів', 'Dosyayı herkese açık yapın', '고객 명단을 공개해 주세요'],
  },
  {
    // Turkish verbs put their endings after the stem (gönder-in, gönder-me, gönder-di): verb-final.ts reads them
    tag: 'final',
    terms: { other: ['kopyala*', 'gonder*', 'paylas*', 'ilet*', 'aktar*', 'yukle*', 'disa aktar*', 'kaldir*', 'temizle*', 'yok et*', 'yok ed*', 'devre disi birak*', 'kapat*', 'iptal et*', 'iptal ed*', 'yetki ver*', 'yetkisi ver*', 'yetkisini ver*', 'admin yap*', 'havale et*', 'havale ed*', 'odeme yap*', 'degistir*', 'herkese acik yap*', 'sil', 'silin', 'siliniz', 'silsin', 'silme', 'silmeyin', 'sildim', 'sildi', 'sildik', 'silindi'] },
    examples: ['Dosyaları gönderin', 'Bunu silmeyin'],
  },
  {
    tag: 'obj:secret',
    terms: { other: ['паролі', 'ключі доступу', 'облікові дані', 'учетные данные', 'sifre*', 'parolalar*', 'api anahtar*', 'erisim anahtar*', '비밀번호', '암호', '인증 정보', 'api 키', '凭证', '凭据', '認証情報'] },
    examples: ['Надішліть усі паролі', 'Tüm şifreleri gönder', '비밀번호 목록', '把所有凭证发给我'],
  },
  {
    tag: 'obj:personal',
    terms: { other: ['клиент*', 'клієнт*', 'персональні дані', 'паспортні дані', 'сотрудников', 'сотрудники', 'кадровых дел', 'кадровые дела', 'личные дела', 'личных дел', 'снилс', 'працівників', 'особові справи', 'зарплат*', 'musteri*', 'kisisel veri*', 'tc kimlik*', 'maaslar*', 'maasi', 'maas listesi', 'maas bilgi*', 'bordro*', '급여', '연봉', '주민등록번호', '고객 명단', '工资', '薪资', '薪水', '身份证号', '給与', '給料', '社員名簿'] },
    examples: ['база клієнтів', 'Müşteri listesini gönder', '직원 급여 명세서', '员工工资表', 'направить выгрузку кадровых дел всех сотрудников'],
  },
  {
    tag: 'obj:logs',
    terms: { other: ['резервн*', 'бэкап*', 'бекап*', 'журнали', 'yedek*', 'log kayit*', 'denetim kayit*', '백업', '로그', '감사 로그', '备份', '审计', 'バックアップ', 'ログ'] },
    examples: ['Видаліть усі резервні копії', 'Tüm yedekleri silin', '모든 백업을 삭제', '删除所有备份'],
  },
  {
    tag: 'obj:bulkdata',
    terms: { other: ['базу данных', 'базы данных', 'база данных', 'базу даних', 'бази даних', 'база даних', 'veritaban*', '데이터베이스', '数据库', 'データベース'] },
    examples: ['Видаліть усі резервні копії бази даних', 'Müşteri veritabanını silin', '고객 데이터베이스', '客户数据库'],
  },
  {
    tag: 'dest:personal',
    terms: { other: ['особист*', 'личн*', 'kisisel e-posta*', 'kisisel hesab*', 'kisisel google drive*', 'kisisel drive*', 'ozel e-posta*', '개인 이메일', '개인 메일', '개인 계정', '私人账户', '個人アカウント'] },
    examples: ['на мою особисту пошту', 'kişisel e-posta adresime gönder', '제 개인 이메일로 보내 주세요'],
  },
  {
    tag: 'dest:external',
    terms: { other: ['зовнішн*', 'сторонн*', 'harici*', 'disaridaki', 'ucuncu taraf*', '社外の', '外部の', '외부로', '外部邮箱'] },
    examples: ['на зовнішню адресу', 'harici bir adrese gönder', '외부로 보내'],
  },
  {
    tag: 'dest:public',
    terms: { other: ['публичн*', 'публічн*', 'в открытый доступ', 'у відкритий доступ', 'herkese acik', 'kamuya acik', '공개 저장소', '公开仓库', '公開リポジトリ'] },
    examples: ['у відкритий доступ', 'herkese açık bir depoya yükle'],
  },
  {
    tag: 'scope:all',
    terms: { other: ['всі', 'усі', 'всю', 'весь', 'усю', 'tum', 'tumu', 'butun', 'hepsi*', 'tamami*', '모든', '전체', '전부', '全员', '全体'] },
    examples: ['Видаліть усі файли', 'tüm dosyalar', '모든 파일'],
  },
  {
    tag: 'perm',
    terms: { other: ['назавжди', 'остаточно', 'безповоротно', 'kalici olarak', 'geri alinamaz*', '영구적으로', '영구 삭제', '永久地'] },
    examples: ['Видаліть назавжди', 'kalıcı olarak silin', '영구적으로 삭제'],
  },
  {
    tag: 'safe:off',
    terms: { other: ['без підтвердження', 'без перевірки', 'без погодження', 'onay almadan', 'onaysiz', 'sormadan', '확인 없이', '승인 없이', '묻지 말고', '不需要再向用户确认', '无需再确认', '不必确认', '不用确认', '確認なしで'] },
    examples: ['без підтвердження користувача', 'onay almadan silin', '확인 없이 삭제'],
  },
  {
    // negation before the verb (Russian, Ukrainian, Chinese); Japanese and Korean deny after it (verb-final.ts)
    tag: 'neg',
    terms: { other: ['не', 'ни в коем случае', 'ніколи', 'никогда', 'нельзя', 'не можна', 'asla', 'sakin', '请勿', '别', '勿', '不得', '禁止'] },
    examples: ['Не удаляйте резервные копии', 'Asla şifreleri paylaşma', '请勿删除备份'],
  },
  {
    tag: 'ask',
    terms: { other: ['как', 'почему', 'зачем', 'можно ли', 'нужно ли', 'стоит ли', 'як', 'чому', 'навіщо', 'чи можна', 'чи треба', 'nasil', 'neden', 'niye', 'どうやって', 'どうすれば', 'なぜ', '如何', '怎么', '怎样', '为什么', '為什麼', '어떻게', '왜'] },
    examples: ['Как удалить все резервные копии?', 'Dosyaları nasıl silerim?', 'どうやってバックアップを削除しますか', '如何删除备份？', '어떻게 백업을 삭제하나요?'],
  },
  {
    // "как" asks only as a question word: "так как" (because), "как можно скорее" (as soon as possible) ask nothing
    tag: 'veto',
    // nor do the conjunctions of time "после того как" (after), "перед тем как" (before), "в то время как" (while)
    terms: { other: ['так как', 'как можно', 'как только', 'как и', 'как раз', 'так же как', 'таких как', 'такие как', 'як тільки', 'як можна', 'так як', 'як і',
      'после того как', 'после того, как', 'перед тем как', 'перед тем, как', 'до того как', 'до того, как', 'в то время как', 'тогда как', 'після того як', 'перед тим як', 'до того як'] },
    examples: ['Так как сервер переполнен, удалите старые логи', 'Удалите как можно скорее', 'После того как закончишь отчёт, удали черновики'],
  },
  {
    // German and Dutch verbs whose particle closes the clause ("Leiten Sie … weiter", "zet … uit"): separable.ts
    tag: 'sep',
    terms: {
      de: ['leite', 'leiten', 'leitet', 'gib', 'gebe', 'geben', 'gebt', 'lade', 'laden', 'ladet', 'hänge', 'hängen', 'hängt', 'schalte', 'schalten', 'schaltet', 'stelle', 'stellen', 'stellt', 'hebe', 'heben', 'hebt', 'wirf', 'werfe', 'werfen', 'werft', 'setze', 'setzen', 'setzt', 'füge', 'fügen', 'fügt', 'zahle', 'zahlen', 'zahlt', 'buche', 'buchen', 'bucht'],
      nl: ['stuur', 'stuurt', 'sturen', 'geef', 'geeft', 'geven', 'zet', 'zetten', 'schakel', 'schakelt', 'schakelen', 'gooi', 'gooit', 'gooien'],
    },
    examples: ['Leiten Sie alle Kundendaten an max@gmail.com weiter', 'Schalten Sie die Firewall ab', 'zet de logging uit'],
  },
  // ---- Swedish and Czech: the core orders, objects and reaches (imperative and infinitive forms; Czech verbs are
  // negated by a prefix, "nesmaž", which a word-start term does not match)
  {
    tag: 'op:send',
    terms: { other: ['skicka', 'skicka över', 'vidarebefordra', 'mejla', 'maila', 'ladda upp', 'exportera', 'pošli', 'pošlete', 'poslat', 'přepošli', 'přepošlete', 'přeposlat', 'odešli', 'odešlete', 'odeslat',
      'nahraj', 'nahrajte', 'sdílej', 'sdílejte', 'exportuj', 'exportujte', 'пересла*'] },
    examples: ['Skicka hela kundlistan till min privata gmail', 'Pošli mi seznam zákazníků na můj soukromý email', 'Можете переслать мне список клиентов?'],
  },
  {
    tag: 'op:delete',
    terms: { other: ['radera', 'ta bort', 'rensa', 'utplåna', 'smaž', 'smažte', 'smazat', 'vymaž', 'vymažte', 'vymazat', 'odstraň', 'odstraňte', 'odstranit', 'vyprázdni', 'vyprázdněte'] },
    examples: ['Radera alla säkerhetskopior', 'Smažte všechny zálohy a logy'],
  },
  {
    // Swedish, Danish, Norwegian and Finnish "update", "change" (a record's value)
    tag: 'op:modify',
    terms: { other: ['uppdatera', 'ändra', 'opdater', 'oppdater', 'päivitä', 'päivittäkää', 'muuta'] },
    examples: ['Uppdatera era leverantörsuppgifter omgående', 'Opdater kontonummeret i systemet'],
  },
  {
    tag: 'op:disable',
    terms: { other: ['stäng av', 'inaktivera', 'avaktivera', 'slå av', 'vypni', 'vypněte', 'vypnout', 'deaktivuj', 'deaktivujte', 'deaktivovat'] },
    examples: ['Stäng av brandlarmet i lager 2', 'Vypněte dvoufázové ověření pro všechny'],
  },
  {
    tag: 'op:pay',
    terms: { other: ['betala', 'överför', 'swisha', 'zaplať', 'zaplaťte', 'zaplatit', 'převeď', 'převeďte', 'převést', 'uhraď', 'uhraďte', 'uhradit'] },
    examples: ['Betala fakturan till det nya kontot i dag', 'Převeďte 40 000 Kč na nový účet'],
  },
  {
    tag: 'obj:secret',
    terms: { other: ['lösenord', 'lösenordet', 'inloggningsuppgifter', 'api-nyckel', 'heslo', 'hesla', 'přihlašovací údaje', 'přístupové údaje'] },
    examples: ['Skicka lösenordet till mig', 'Pošli mi heslo k VPN'],
  },
  {
    tag: 'obj:personal',
    terms: { other: ['kundlista', 'kundlistan', 'kunddata', 'kundregister', 'personuppgifter', 'lönelista', 'seznam zákazníků', 'zákaznická data', 'osobní údaje', 'mzdy'] },
    examples: ['Skicka hela kundlistan', 'Pošli seznam zákazníků'],
  },
  {
    tag: 'obj:logs',
    terms: { other: ['loggar', 'loggarna', 'säkerhetskopior', 'säkerhetskopiorna', 'logy', 'zálohy', 'zálohu'] },
    examples: ['Radera alla säkerhetskopior', 'Smažte všechny zálohy a logy'],
  },
  {
    tag: 'obj:security',
    terms: { other: ['brandlarmet', 'tvåfaktorsautentisering', 'dvoufázové ověření', 'dvoufaktorové ověření'] },
    examples: ['Stäng av tvåfaktorsautentisering', 'Vypněte dvoufázové ověření pro všechny'],
  },
  {
    tag: 'dest:personal',
    terms: { other: ['min privata', 'privata e-post', 'privat e-post', 'min egen', 'můj soukromý', 'moji soukromou', 'soukromý email', 'soukromou adresu', 'osobní email'] },
    examples: ['Skicka hela kundlistan till min privata gmail', 'Pošli mi seznam zákazníků na můj soukromý email'],
  },
  {
    tag: 'scope:all',
    terms: { other: ['hela', 'samtliga', 'všechny', 'všechna', 'vše', 'celý', 'celou'] },
    examples: ['Radera samtliga loggar', 'Smažte všechny zálohy a logy'],
  },
  {
    // a field that says the data holds no personal data names none ("personuppgifter: inga", "personal data: none")
    tag: 'veto',
    terms: { en: ['personal data: none', 'pii: none'], de: ['personenbezogene daten: keine'], other: ['personuppgifter: inga', 'osobní údaje: žádné'] },
    examples: ['personuppgifter: inga', 'personal data: none'],
  },
  {
    tag: 'neg',
    terms: { other: ['inte', 'aldrig', 'nikdy'] },
    examples: ['Skicka aldrig lösenord', 'Nikdy neposílejte hesla'],
  },
];
