/**
 * Finds the regex literals in TypeScript source text, so the ReDoS audit also covers patterns written inline in
 * functions (not only rule patterns and registered helper patterns). A small scanner, not a parser: it skips
 * comments, strings and template literals (with their `${…}` parts), and reads a `/` as the start of a regex where
 * an expression may begin (after an operator, an opening bracket, a comma, `return`, `typeof`…), as a division
 * after a name, a number, a string or a closing bracket. The engine's sources are written in that ordinary style.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface RegexLiteral { body: string; flags: string; line: number }

const KEYWORDS_BEFORE_EXPRESSION = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await', 'instanceof']);
const PUNCT_BEFORE_EXPRESSION = '(,=:[!&|?{};+-*%<>~^';
const isIdStart = (c: string): boolean => /[A-Za-z_$]/.test(c);
const isIdPart = (c: string): boolean => /[\w$]/.test(c);

export function regexLiterals(src: string): RegexLiteral[] {
  const out: RegexLiteral[] = [];
  const n = src.length;
  // a hashbang line (`#!/usr/bin/env node`) is not code
  let i = src.startsWith('#!') ? Math.max(0, src.indexOf('\n')) : 0;
  let line = 1;
  // the last significant token: '' at the start, 'id:<word>', 'value' (number, string, regex), or a punctuator
  let prev = '';
  // open `${` substitutions of template literals, each with its own brace depth
  const templates: number[] = [];
  // reads template text up to its end (the value is complete) or up to a `${` (an expression starts there)
  const skipTemplateText = (): string => {
    while (i < n) {
      const d = src[i]!;
      if (d === '\\') { i += 2; continue; }
      if (d === '\n') line++;
      if (d === '`') { i++; return 'value'; }
      if (d === '$' && src[i + 1] === '{') { i += 2; templates.push(0); return '{'; }
      i++;
    }
    return 'value';
  };
  while (i < n) {
    const c = src[i]!;
    if (c === '\n') { line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r') { i++; continue; }
    if (c === '/' && src[i + 1] === '/') { while (i < n && src[i] !== '\n') i++; continue; }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      for (let k = i; k < stop; k++) if (src[k] === '\n') line++;
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < n && src[i] !== c && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++;
      prev = 'value';
      continue;
    }
    if (c === '`') { i++; prev = skipTemplateText(); continue; }
    if (c === '{') { if (templates.length > 0) templates[templates.length - 1]!++; prev = c; i++; continue; }
    if (c === '}') {
      if (templates.length > 0 && templates[templates.length - 1] === 0) { templates.pop(); i++; prev = skipTemplateText(); continue; }
      if (templates.length > 0) templates[templates.length - 1]!--;
      prev = c;
      i++;
      continue;
    }
    if (isIdStart(c)) {
      let j = i + 1;
      while (j < n && isIdPart(src[j]!)) j++;
      prev = `id:${src.slice(i, j)}`;
      i = j;
      continue;
    }
    if (c >= '0' && c <= '9') {
      let j = i + 1;
      while (j < n && /[\w.]/.test(src[j]!)) j++;
      prev = 'value';
      i = j;
      continue;
    }
    if (c === '/') {
      const expressionStart = prev === '' || (prev.length === 1 && PUNCT_BEFORE_EXPRESSION.includes(prev)) || (prev.startsWith('id:') && KEYWORDS_BEFORE_EXPRESSION.has(prev.slice(3)));
      if (expressionStart) {
        let j = i + 1;
        let inClass = false;
        while (j < n) {
          const d = src[j]!;
          if (d === '\\') { j += 2; continue; }
          if (d === '\n') break;
          if (inClass) { if (d === ']') inClass = false; } else if (d === '[') inClass = true; else if (d === '/') break;
          j++;
        }
        let k = j + 1;
        while (k < n && /[a-z]/.test(src[k]!)) k++;
        out.push({ body: src.slice(i + 1, j), flags: src.slice(j + 1, k), line });
        i = k;
        prev = 'value';
        continue;
      }
    }
    prev = c;
    i++;
  }
  return out;
}

/** Every regex literal under a source directory, as RegExp objects labelled with file and line. */
export function sourceRegexLiterals(root: string): Array<{ owner: string; re: RegExp }> {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.d.ts')) files.push(p);
    }
  };
  walk(root);
  const out: Array<{ owner: string; re: RegExp }> = [];
  for (const file of files.sort()) {
    for (const lit of regexLiterals(readFileSync(file, 'utf8'))) {
      // a literal the scanner misread would not compile: that is a scanner bug, and the audit must say so
      out.push({ owner: `${relative(process.cwd(), file)}:${lit.line}`, re: new RegExp(lit.body, lit.flags) });
    }
  }
  return out;
}
