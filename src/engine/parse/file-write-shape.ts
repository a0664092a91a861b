/**
 * The shapes a file write arrives in when its value carries the content too (the batch endpoint and most agent
 * logs send type and value only): one reader turns each into path, content and write mode, so every file_write
 * rule judges what is written and where, whatever the spelling.
 *
 *   path: X \n content: Y        labelled lines, in several languages (chemin/contenu, Pfad/Inhalt, パス/内容 …),
 *   path=X content=Y             or both labels on one line
 *   {"path": X, "content": Y}    JSON, with the usual key spellings (file, filename, target, body, text, data …)
 *   X <<< 'Y'                    a here-string
 *   cat > X <<EOF … EOF          heredocs (cat, tee, tee -a), and echo/printf 'Y' > X
 *   X (append): Y                a mode or a description of the change in brackets after the path
 *   X: Y                         path, colon, content on one line
 *   X \n Y                       a path line, then the content (optionally after a `---` line)
 *
 * indexOf and character scans only (no regex runs on the value); every loop is bounded by the value's length.
 */

export type WriteMode = 'append' | 'overwrite' | '';

export interface WriteShape {
  readonly path: string;
  readonly content: string;
  readonly mode: WriteMode;
  /** The value says the content is empty ("---" with nothing after, `(fichier vidé)`, `''`). */
  readonly emptied: boolean;
  /** Prose that describes the change instead of giving it ("overwrite rows 118-131 with adjusted amounts"). */
  readonly note: string;
}

const MAX_JSON = 1 << 20;
const MAX_LABEL = 24;

/** Labels that name the target file. */
const PATH_LABELS: ReadonlySet<string> = new Set([
  'path', 'file', 'filename', 'file_name', 'file_path', 'filepath', 'target', 'target_file', 'targetfile', 'dest', 'destination', 'outfile',
  'chemin', 'fichier', 'pfad', 'datei', 'dateipfad', 'ruta', 'archivo', 'fichero', 'percorso', 'caminho', 'arquivo', 'pad', 'bestand', 'ścieżka', 'plik',
  'путь', 'файл', 'パス', 'ファイル', 'ファイルパス', '路径', '文件', '文件路径', '경로', '파일', 'yol', 'dosya',
]);
/** Labels that introduce what is written. */
const CONTENT_LABELS: ReadonlySet<string> = new Set([
  'content', 'contents', 'body', 'text', 'data', 'new_content', 'newcontent', 'file_content', 'payload', 'code', 'value',
  'contenu', 'inhalt', 'contenido', 'contenuto', 'conteúdo', 'conteudo', 'inhoud', 'treść', 'zawartość', 'содержимое', 'содержание', '内容', '내용', 'içerik',
]);
const MODE_LABELS: ReadonlySet<string> = new Set(['mode', 'modus', 'operation', 'op', 'action', 'write_mode', 'modo', 'modalità', 'режим', 'モード', '模式']);
/** Words of a bracketed remark or a mode field that say the file is added to, or replaced. */
const APPEND_WORDS = ['append', 'add line', 'anhängen', 'ajout', 'ajouter', 'añadir', 'anexar', 'aggiungi', 'toevoegen', '追加', '追记', 'дописать', 'добавить'];
const OVERWRITE_WORDS = ['overwrite', 'replace', 'truncate', 'rewrite', 'clobber', 'écraser', 'ecraser', 'remplacer', 'überschreiben', 'ersetzen', 'sobrescribir', 'reemplazar', 'sovrascrivere', 'sobrescrever', 'overschrijven', '上書き', '覆盖', 'перезаписать'];
/** Placeholders that stand for an empty file. */
const EMPTY_WORDS = ['empty', 'emptied', 'blank', 'truncated', 'nothing', 'vide', 'vidé', 'vidée', 'leer', 'geleert', 'vacío', 'vacio', 'vaciado', 'vuoto', 'svuotato', 'vazio', 'esvaziado', 'leeg', 'pusty', 'пусто', 'пустой', '空', '空文件', '空ファイル'];

export function modeOf(text: string): WriteMode {
  const l = text.toLowerCase();
  if (APPEND_WORDS.some((w) => l.includes(w))) return 'append';
  if (OVERWRITE_WORDS.some((w) => l.includes(w))) return 'overwrite';
  return '';
}

/** The value is a placeholder for empty content: `''`, `""`, `(empty)`, `<leer>`, `(fichier vidé)`. */
function emptyPlaceholder(content: string): boolean {
  const t = content.trim();
  if (t === '' || t === "''" || t === '""' || t === '``') return true;
  if (t.length > 40) return false;
  const open = t.charCodeAt(0);
  if (!(open === 40 || open === 60 || open === 91)) return false;
  const inner = t.slice(1, -1).toLowerCase();
  return EMPTY_WORDS.some((w) => inner === w || inner.startsWith(`${w} `) || inner.endsWith(` ${w}`) || inner.includes(` ${w} `));
}

const isSpace = (c: number): boolean => c === 32 || c === 9;

/** A token that can be a file path: no blank inside unless rooted, and a separator, a dot or a home/drive start. */
export function pathLike(s: string): boolean {
  if (s === '' || s.length > 1024) return false;
  const c = s.charCodeAt(0);
  const rooted = c === 47 || c === 126 || c === 92 || (s.charCodeAt(1) === 58 && s.charCodeAt(2) === 92) || (s.charCodeAt(1) === 58 && s.charCodeAt(2) === 47) || c === 36;
  if (!rooted && (s.includes(' ') || s.includes('\t'))) return false;
  if (s.includes('://')) return false;
  if (rooted) return s.length > 1;
  const dot = s.lastIndexOf('.');
  // a relative name needs a directory or an extension (`notes.txt`, `.bashrc`, `docs/x`), not a sentence's full stop
  return s.includes('/') || s.includes('\\') || (dot >= 0 && dot < s.length - 1 && s.charCodeAt(dot + 1) !== 32);
}

/** Quotes around a whole value removed (one level, `'…'`, `"…"`, `` `…` ``), with `\"`/`\'` unescaped inside. */
export function unquote(s: string, escapes = true): string {
  const t = s.trim();
  if (t.length >= 2) {
    const q = t.charCodeAt(0);
    if ((q === 39 || q === 34 || q === 96) && t.charCodeAt(t.length - 1) === q) {
      const inner = t.slice(1, -1);
      return escapes && inner.includes('\\') ? inner.split(`\\${t[0]}`).join(t[0]!).split('\\n').join('\n') : inner;
    }
  }
  return t;
}

/** `given`: the value names its content (a content label, key or `---` line), so an empty one means an emptied file. */
function shape(path: string, content: string, mode: WriteMode, given: boolean, note = ''): WriteShape {
  const p = unquote(path, false);
  const emptied = note === '' && (content.trim() === '' ? given : emptyPlaceholder(content));
  return { path: p, content: emptied ? '' : content, mode, emptied, note };
}

/** `{"path": …, "content": …}` with the usual key spellings; null when the value is not such an object. */
function fromJson(value: string): WriteShape | null {
  const t = value.trim();
  if (t.length > MAX_JSON || t.charCodeAt(0) !== 123 || t.charCodeAt(t.length - 1) !== 125) return null;
  let o: unknown;
  try { o = JSON.parse(t); } catch { return null; }
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return null;
  let path = '';
  let content: string | null = null;
  let mode: WriteMode = '';
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = k.toLowerCase();
    if (typeof v === 'string') {
      if (path === '' && PATH_LABELS.has(key)) path = v;
      else if (content === null && CONTENT_LABELS.has(key)) content = v;
      else if (MODE_LABELS.has(key)) mode = modeOf(v);
    } else if (key === 'append' && v === true) mode = 'append';
    else if (content === null && CONTENT_LABELS.has(key) && v !== null && typeof v === 'object') content = JSON.stringify(v, null, 2);
  }
  return path !== '' && pathLike(path.trim()) ? shape(path, content ?? '', mode, content !== null) : null;
}

/** The label at the start of a line (`path:`, `Inhalt =`): [label, offset after the separator] or null. */
function labelAt(line: string): [string, number] | null {
  let i = 0;
  while (i < line.length && isSpace(line.charCodeAt(i))) i++;
  const start = i;
  while (i < line.length && i - start <= MAX_LABEL) {
    const c = line.charCodeAt(i);
    if (c === 58 || c === 61 || c === 0xff1a) break;
    i++;
  }
  if (i >= line.length || i - start > MAX_LABEL) return null;
  const label = line.slice(start, i).trim().toLowerCase();
  if (label === '') return null;
  return [label, i + 1];
}

/** Where a content label starts later on the same line (` — contenu: `, ` content=`): [label start, value start]. */
function inlineContentLabel(line: string, from: number): [number, number] | null {
  for (let i = line.indexOf(' ', from); i !== -1 && i < line.length; i = line.indexOf(' ', i + 1)) {
    const l = labelAt(line.slice(i + 1));
    if (l === null) continue;
    if (CONTENT_LABELS.has(l[0]) || MODE_LABELS.has(l[0])) return [i, i + 1 + l[1]];
  }
  return null;
}

/** Trailing separators between a path and the next label (` —`, ` -`, `,`, `;`, `|`). */
function trimSeparators(s: string): string {
  let e = s.length;
  for (;;) {
    while (e > 0 && isSpace(s.charCodeAt(e - 1))) e--;
    const c = s.charCodeAt(e - 1);
    if (e > 0 && (c === 0x2014 || c === 0x2013 || c === 44 || c === 59 || c === 124 || (c === 45 && e > 1 && isSpace(s.charCodeAt(e - 2))))) e--;
    else break;
  }
  return s.slice(0, e);
}

/** Labelled lines: a path label first, then content (same line or below) and optionally a mode. */
function fromLabels(lines: readonly string[]): WriteShape | null {
  const first = labelAt(lines[0]!);
  if (first === null || !PATH_LABELS.has(first[0])) return null;
  let rest = lines[0]!.slice(first[1]);
  let content: string | null = null;
  let mode: WriteMode = '';
  const inline = inlineContentLabel(rest, 0);
  if (inline !== null) {
    const label = labelAt(rest.slice(inline[0] + 1))![0];
    const value = rest.slice(inline[1]);
    if (MODE_LABELS.has(label)) mode = modeOf(value);
    else content = [value.trim(), ...lines.slice(1)].join('\n').trim();
    rest = rest.slice(0, inline[0]);
  }
  const path = trimSeparators(rest.trim());
  for (let k = 1; content === null && k < lines.length && k < 8; k++) {
    const l = labelAt(lines[k]!);
    if (l === null) continue;
    if (MODE_LABELS.has(l[0])) { mode = modeOf(lines[k]!.slice(l[1])); continue; }
    if (CONTENT_LABELS.has(l[0])) {
      const same = lines[k]!.slice(l[1]).trim();
      content = (same === '' ? lines.slice(k + 1) : [same, ...lines.slice(k + 1)]).join('\n');
    }
  }
  if (!pathLike(unquote(path))) return null;
  const c = content === null ? '' : unquoteBlock(content);
  return shape(path, c, mode, content !== null);
}

/** A whole content block in quotes loses them; a multi-line block keeps its lines. */
function unquoteBlock(s: string): string {
  const t = s.trim();
  return t.length >= 2 && (t[0] === "'" || t[0] === '"') && t[t.length - 1] === t[0] ? unquote(t) : s.replace(/^\n+/, '');
}

/** `X <<< 'Y'`: a here-string after a path. */
function fromHereString(value: string): WriteShape | null {
  const at = value.indexOf('<<<');
  if (at <= 0) return null;
  const path = value.slice(0, at).trim();
  if (!pathLike(path)) return null;
  return shape(path, unquote(value.slice(at + 3)), '', true);
}

/** The word after position `i` (skipping blanks), up to a blank; quotes kept. */
function wordAfter(s: string, i: number): [string, number] {
  while (i < s.length && isSpace(s.charCodeAt(i))) i++;
  const start = i;
  if (s[i] === '"' || s[i] === "'") {
    const close = s.indexOf(s[i]!, i + 1);
    const end = close === -1 ? s.length : close + 1;
    return [s.slice(start, end), end];
  }
  while (i < s.length && !isSpace(s.charCodeAt(i)) && s.charCodeAt(i) !== 60 && s.charCodeAt(i) !== 59 && s.charCodeAt(i) !== 38) i++;
  return [s.slice(start, i), i];
}

/** The file a command line writes to: after `>`/`>>`, or tee's first non-option argument. */
function redirectTarget(line: string): [string, WriteMode] | null {
  let gt = -1;
  let q = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (q !== 0) { if (c === q) q = 0; continue; }
    if (c === 39 || c === 34) q = c;
    else if (c === 62 && line.charCodeAt(i - 1) !== 38 && !(i > 0 && line.charCodeAt(i - 1) >= 48 && line.charCodeAt(i - 1) <= 57 && line.charCodeAt(i + 1) === 38)) { gt = i; break; }
  }
  if (gt !== -1) {
    const append = line.charCodeAt(gt + 1) === 62;
    const [w] = wordAfter(line, gt + (append ? 2 : 1));
    if (w !== '' && !w.startsWith('&') && w !== '/dev/null') return [w, append ? 'append' : 'overwrite'];
  }
  const tee = line.indexOf('tee ');
  if (tee !== -1 && (tee === 0 || line.charCodeAt(tee - 1) === 32 || line.charCodeAt(tee - 1) === 124)) {
    let i = tee + 4;
    let append = false;
    for (let n = 0; n < 6; n++) {
      const [w, end] = wordAfter(line, i);
      i = end;
      if (w === '') break;
      if (w.startsWith('-')) { if (w === '-a' || w === '--append') append = true; continue; }
      return [w, append ? 'append' : 'overwrite'];
    }
  }
  return null;
}

/** Commands that write their input to a file: the heredoc and echo forms. */
const WRITERS = ['cat', 'tee', 'sudo', 'echo', 'printf'];

/** `cat > X <<EOF … EOF`, `tee -a X <<'EOF'`, `echo 'Y' >> X`, `printf '%s' 'Y' | sudo tee X`. */
function fromCommand(lines: readonly string[]): WriteShape | null {
  const line = lines[0]!.trim();
  const sp = line.indexOf(' ');
  const cmd = sp === -1 ? line : line.slice(0, sp);
  if (!WRITERS.includes(cmd)) return null;
  const target = redirectTarget(line);
  if (target === null || !pathLike(unquote(target[0]))) return null;
  const here = line.indexOf('<<');
  if (here !== -1 && line.charCodeAt(here + 2) !== 60) {
    let [delim] = wordAfter(line, here + 2 + (line.charCodeAt(here + 2) === 45 ? 1 : 0));
    delim = unquote(delim);
    const body: string[] = [];
    for (let k = 1; k < lines.length; k++) {
      if (lines[k]!.trim() === delim) break;
      body.push(lines[k]!);
    }
    return shape(target[0], body.join('\n'), target[1], true);
  }
  if (cmd === 'echo' || cmd === 'printf') {
    // the words between the command and the redirect or pipe are the content
    let end = line.length;
    const pipe = line.lastIndexOf('|');
    const gt = line.lastIndexOf('>');
    for (const at of [pipe, gt]) if (at > sp && at < end) end = line.charCodeAt(at - 1) === 62 ? at - 1 : at;
    let words = line.slice(sp + 1, end).trim();
    if (cmd === 'echo' && (words.startsWith('-e ') || words.startsWith('-n '))) words = words.slice(3);
    const content = [unquote(words), ...lines.slice(1)].join('\n');
    return shape(target[0], content, target[1], true);
  }
  return shape(target[0], lines.slice(1).join('\n'), target[1], false);
}

/** `X (append): Y`, `X (overwrite rows … with …)`, `X (replace body with '…')`. */
function fromBracket(first: string, lines: readonly string[]): WriteShape | null {
  const open = first.indexOf(' (');
  if (open <= 0) return null;
  const path = first.slice(0, open).trim();
  if (!pathLike(path)) return null;
  const close = first.indexOf(')', open);
  if (close === -1) return null;
  const remark = first.slice(open + 2, close).trim();
  let after = first.slice(close + 1).trim();
  // `C:\Program Files (x86)\app.dll`: text after the bracket that is not `: content` makes it part of the path
  if (after !== '' && !after.startsWith(':')) return null;
  if (after.startsWith(':')) after = after.slice(1);
  // `X (append)` on its own line, then a `---` line, then the content (as after a bare path line)
  const rest = after.trim() === '' && lines.length > 1 && lines[1]!.trim() === '---' ? lines.slice(2) : lines.slice(1);
  const content = [after.trim(), ...rest].join('\n').trim();
  const mode = modeOf(remark);
  // a remark of more than a mode word describes the change: its quoted part, if any, is the new content
  const words = remark.split(' ').filter((w) => w !== '').length;
  if (words <= 2) return shape(path, content, mode, false);
  const q = quoted(remark);
  return shape(path, content !== '' ? content : q, mode, false, remark);
}

/** The first quoted span of a remark ('…' or "…" or ‘…’), or ''. */
function quoted(s: string): string {
  for (const [o, c] of [["'", "'"], ['"', '"'], ['\u2018', '\u2019'], ['\u201c', '\u201d']] as const) {
    const a = s.indexOf(o);
    if (a === -1) continue;
    const b = s.lastIndexOf(c);
    if (b > a + 1) return s.slice(a + 1, b);
  }
  return '';
}

/** `X: Y` on the first line (the colon after the path followed by a blank or the line's end). */
function fromColon(first: string, lines: readonly string[]): WriteShape | null {
  // skip a drive letter's colon (C:\…), then find ": " or a colon ending the line
  for (let at = first.indexOf(':', 2); at !== -1 && at < 1024; at = first.indexOf(':', at + 1)) {
    const next = first.charCodeAt(at + 1);
    if (!(Number.isNaN(next) || isSpace(next))) continue;
    const path = first.slice(0, at).trim();
    if (!pathLike(path)) return null;
    const same = first.slice(at + 1).trim();
    const content = same === '' ? lines.slice(1).join('\n') : [same, ...lines.slice(1)].join('\n');
    return shape(path, content, '', false);
  }
  return null;
}

/** A path line, then the content (after an optional `---` line). */
function fromPathLine(first: string, lines: readonly string[]): WriteShape | null {
  const path = first.trim();
  if (!pathLike(path)) return null;
  let body = lines.slice(1);
  const sep = body.length > 0 && body[0]!.trim() === '---';
  if (sep) body = body.slice(1);
  const content = body.join('\n');
  return { path, content, mode: '', emptied: sep && content.trim() === '', note: '' };
}

/** The first line can open one of the shapes (read before the value is split into lines). */
function opensAWrite(first: string): boolean {
  const label = labelAt(first);
  if (label !== null && PATH_LABELS.has(label[0])) return true;
  const t = first.trim();
  const sp = t.indexOf(' ');
  if (WRITERS.includes(sp === -1 ? t : t.slice(0, sp))) return true;
  if (pathLike(t)) return true;
  for (const sep of [' (', '<<<']) {
    const at = t.indexOf(sep);
    if (at > 0 && pathLike(t.slice(0, at).trim())) return true;
  }
  for (let at = t.indexOf(':', 2); at !== -1 && at < 1024; at = t.indexOf(':', at + 1)) {
    const next = t.charCodeAt(at + 1);
    if (Number.isNaN(next) || isSpace(next)) return pathLike(t.slice(0, at).trim());
  }
  return false;
}

/**
 * Verbs of writing that may head the first line before the path ("Write /etc/hosts:", "Append to ~/.bashrc:",
 * "Schreibe config/app.yml:"), with an optional "file"/"to" after them: the order names the file it writes, as a
 * label would. Lower case; matched at the start of the first line, followed by a blank.
 */
const WRITE_LEADS: readonly string[] = [
  'write to', 'write into', 'write file', 'write', 'append to', 'append', 'overwrite', 'create file', 'create', 'save to', 'save as', 'save', 'update file', 'update', 'edit file', 'edit', 'modify', 'add to', 'put',
  'schreibe in', 'schreibe', 'schreiben', 'überschreibe', 'erstelle', 'speichere', 'écrire dans', 'écrire', 'écris dans', 'écris', 'écrase', 'créer', 'crée', 'enregistrer', 'escribir en', 'escribir', 'escribe en', 'escribe', 'sobrescribir', 'crear', 'crea', 'guardar en', 'guardar',
  'escrever em', 'escrever', 'escreva em', 'escreva', 'criar', 'salvar em', 'salvar', 'scrivi in', 'scrivi', 'scrivere', 'sovrascrivi', 'salva in', 'salva', 'schrijf naar', 'schrijf', 'schrijven', 'overschrijf', 'maak', 'opslaan',
  'zapisz do', 'zapisz', 'utwórz', 'записать в', 'записать', 'запиши в', 'запиши', 'создай', '書き込み', '写入',
];

/** A blank, a colon, an opening bracket or `<`: where a path token given after a writing verb ends. */
const isTokenEnd = (c: number): boolean => isSpace(c) || c === 58 || c === 40 || c === 60 || c === 0xff1a;

/** The value with a writing verb before its path removed ("Write /etc/hosts:\n…" → "/etc/hosts:\n…"), or null. */
function withoutWriteLead(value: string, lead: string): string | null {
  const low = lead.length > 40 ? lead.slice(0, 40).toLowerCase() : lead.toLowerCase();
  for (const w of WRITE_LEADS) {
    if (!low.startsWith(w) || !isSpace(low.charCodeAt(w.length))) continue;
    let i = w.length;
    while (i < value.length && isSpace(value.charCodeAt(i))) i++;
    const rest = value.slice(i);
    const nl = rest.indexOf('\n');
    const first = nl === -1 ? rest : rest.slice(0, nl);
    // the rest must itself open a write whose first token is a path ("Write the report later" is prose)
    let sp = 0;
    while (sp < first.length && !isTokenEnd(first.charCodeAt(sp))) sp++;
    const token = first.slice(0, sp);
    return pathLike(unquote(token, false)) && opensAWrite(first) ? rest : null;
  }
  return null;
}

/**
 * The write the value describes, or null when the value is a bare path (the usual call, with the content in
 * metadata). Lines are split at most 4096 times; each reader looks at the first line and the few after it.
 */
export function readWriteShape(value: string): WriteShape | null {
  const shaped = readShapeOnly(value);
  if (shaped !== null) return shaped;
  const nl = value.indexOf('\n');
  const head = nl === -1 ? value : value.slice(0, nl);
  const rest = withoutWriteLead(value.trimStart(), head.trimStart());
  if (rest === null) return null;
  // a single line "Write /etc/hosts" names the path alone: the bare path, with an empty content not given
  if (!rest.includes('\n') && !rest.includes(': ') && !rest.includes('=') && !rest.includes('<<') && !rest.includes(' (') && !rest.trimEnd().endsWith(':')) return shape(rest, '', '', false);
  return readShapeOnly(rest);
}

function readShapeOnly(value: string): WriteShape | null {
  const nl = value.indexOf('\n');
  const head = nl === -1 ? value : value.slice(0, nl);
  // every shape names its path within the first 1024 characters: the tests below read no further
  const lead = head.length > 1024 ? head.slice(0, 1024) : head;
  // a bare path: one line with none of the markers the shapes use
  if (nl === -1 && !lead.includes(': ') && !lead.includes('=') && !lead.includes('<<') && !lead.includes(' (') && !lead.includes('>') && lead.charCodeAt(lead.length - 1) !== 58 && !lead.includes('\uff1a')) {
    return null;
  }
  if (lead.trimStart().charCodeAt(0) === 123) { const j = fromJson(value); if (j !== null) return j; }
  // every shape starts its first line with a path label, a writing command, or a path: prose does not, and is not split
  if (!opensAWrite(lead.endsWith('\r') ? lead.slice(0, -1) : lead)) return null;
  const lines = value.split('\n', 4096).map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  return fromLabels(lines) ?? fromCommand(lines) ?? fromHereString(head) ?? fromBracket(lines[0]!, lines) ?? fromColon(lines[0]!, lines) ?? (nl !== -1 ? fromPathLine(lines[0]!, lines) : null);
}

/** Regexes run on input here (listed for the linear-time audit). */
export const FILE_WRITE_SHAPE_PATTERNS: readonly RegExp[] = [/^\n+/];
