/**
 * A word-by-word English gloss of Russian (and Ukrainian) identity and access vocabulary, for the analyzers that read
 * actions as ASCII words (auth): "добавь пользователя x в группу domain admins" → "add user x group domain admins".
 * The shared Unicode normalisation folds Cyrillic letters that look Latin (о → o, а → a), which is right for a spoofed
 * Latin word and leaves a Russian sentence unreadable; the gloss is read from the value before that folding and added
 * beside it, so the verb→object checks see a Russian order as they see an English one. Latin words are kept as they
 * are, Cyrillic words without a gloss are dropped. Linear: one pass over the words, a prefix lookup per word.
 */

/** [stem, gloss]: a Cyrillic word starting with the stem reads as the gloss (longer stems first where they overlap). */
const STEMS: ReadonlyArray<readonly [string, string]> = [
  // operations
  ['добав', 'add'], ['выда', 'grant'], ['выдел', 'grant'], ['назнач', 'assign'], ['предостав', 'grant'], ['повыс', 'promote'], ['сдела', 'make'],
  ['включ', 'enable'], ['отключ', 'disable'], ['выключ', 'disable'], ['деактив', 'disable'], ['отмен', 'disable'], ['обойд', 'bypass'], ['обход', 'bypass'], ['пропуст', 'skip'],
  ['удал', 'delete'], ['очист', 'clear'], ['сотри', 'delete'], ['сотрите', 'delete'], ['стереть', 'delete'], ['сотрудник', 'employee'], ['сброс', 'reset'], ['сбрось', 'reset'], ['смен', 'change'], ['измен', 'change'], ['поменя', 'change'],
  ['созда', 'create'], ['сгенерир', 'generate'], ['установ', 'set'], ['постав', 'set'], ['увелич', 'increase'], ['уменьш', 'reduce'], ['сниз', 'lower'], ['ослаб', 'weaken'],
  ['продл', 'extend'], ['передай', 'transfer'], ['переда', 'transfer'], ['отправ', 'send'], ['войд', 'login'], ['войти', 'login'],
  // objects
  ['администратор', 'admin'], ['админ', 'admin'], ['суперпользовател', 'superuser'], ['владел', 'owner'], ['рут', 'root'], ['пользовател', 'user'], ['учетн', 'account'], ['учётн', 'account'],
  ['аккаунт', 'account'], ['запис', 'account'], ['групп', 'group'], ['рол', 'role'], ['прав', 'rights'], ['доступ', 'access'], ['привилег', 'privileged'],
  ['двухфакторн', 'mfa'], ['многофакторн', 'mfa'], ['мфа', 'mfa'], ['парол', 'password'], ['блокировк', 'lockout'], ['политик', 'policy'], ['журнал', 'log'], ['аудит', 'audit'], ['логин', 'login'], ['лог', 'log'],
  ['директор', 'director'], ['руководител', 'executive'], ['сервисн', 'service'], ['служебн', 'service'], ['другого', 'another'], ['чуж', 'another'], ['внешн', 'external'], ['подрядчик', 'contractor'],
  ['токен', 'token'], ['ключ', 'key'], ['секрет', 'secret'], ['сесси', 'session'], ['сертификат', 'certificate'],
  // scope, permanence, safeguards
  ['всех', 'all'], ['всем', 'all'], ['все', 'all'], ['бессрочн', 'permanent'], ['срок', 'expiry'], ['навсегда', 'permanent'], ['никогда', 'never'], ['истека', 'expires'], ['без', 'without'], ['подтвержд', 'confirmation'], ['одобрен', 'approval'],
];

const BY_FIRST = new Map<string, Array<readonly [string, string]>>();
for (const entry of STEMS) {
  const k = entry[0][0]!;
  const list = BY_FIRST.get(k) ?? [];
  list.push(entry);
  BY_FIRST.set(k, list);
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b[0].length - a[0].length);

const isCyrillic = (c: number): boolean => c >= 0x400 && c <= 0x4ff;
const isLatinWord = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46 || c === 64;

/** Whether the text holds a Cyrillic letter (the gloss is read only then). */
export function hasCyrillic(s: string): boolean {
  const n = Math.min(s.length, 4096);
  for (let i = 0; i < n; i++) if (isCyrillic(s.charCodeAt(i))) return true;
  return false;
}

/** The English gloss of lower-cased text holding Russian words (see the module comment); '' when none is glossed. */
export function cyrillicGloss(lower: string): string {
  const s = lower.length > 4096 ? lower.slice(0, 4096) : lower;
  const out: string[] = [];
  let glossed = false;
  for (let i = 0; i < s.length;) {
    const c = s.charCodeAt(i);
    if (isCyrillic(c)) {
      const b = i;
      while (i < s.length && isCyrillic(s.charCodeAt(i))) i++;
      const word = s.slice(b, i).replace('ё', 'е');
      const hit = BY_FIRST.get(word[0]!)?.find(([stem]) => word.startsWith(stem));
      if (hit !== undefined) { out.push(hit[1]); glossed = true; }
    } else if (isLatinWord(c)) {
      const b = i;
      while (i < s.length && isLatinWord(s.charCodeAt(i))) i++;
      out.push(s.slice(b, i));
    } else {
      if (c === 44 || c === 59 || c === 10) out.push(c === 10 ? ';' : String.fromCharCode(c));
      i++;
    }
  }
  return glossed ? out.join(' ') : '';
}
