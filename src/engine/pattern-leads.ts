/**
 * The leads of a pattern: literal strings one of which begins every match. A keyword automaton that lists where the
 * leads occur then tells every position where the pattern can match, so the pattern need only be tried there (sticky,
 * in text order: the first position where it matches is where an unanchored search would have found its match, and
 * the match is the same). Large phrase alternations then cost one automaton pass, shared with the rules' keywords,
 * plus a bounded attempt per occurrence of a lead, instead of a regex step at every character of a long text.
 *
 * The leads are read off the pattern's source by a small parser that understands literals, escapes, groups,
 * alternatives, quantifiers and zero-width assertions; anything else (a class, `.`, `\s`, a back-reference) ends a lead
 * where it stands. A pattern whose match may begin with something other than a literal of LEAD_MIN characters (an
 * alternative that opens with a class, an optional first word followed by one) has no leads, and is run as before.
 * Leads are lower-cased: the automaton reads the lower-cased haystack, which holds the text's lower-cased characters
 * at the text's positions (the caller checks that), so every place where the pattern matches the text is found, with
 * or without the `i` flag. With `i`, a lead must be ASCII (case folding of other scripts is not the lower-casing).
 */

/** Shorter leads would occur nearly everywhere. */
const LEAD_MIN = 2;
/** A lead stops growing at this length: longer ones narrow no further. */
const LEAD_MAX = 10;
/**
 * Patterns with more leads than this are left alone (their alternation is its own index); within one alternative, an
 * atom that would multiply the leads past it ends them where they stand instead.
 */
const LEADS_MAX = 400;

interface Lead { readonly s: string; readonly open: boolean }

class NoLeads extends Error {}

/** The leads of `re`, or null when some match could begin otherwise (see above). */
export function leadsOf(re: RegExp): string[] | null {
  // with 'iu' a lead's letter also matches characters lower-casing does not give it ('ſ' for 's')
  if (re.flags.includes('v') || (re.flags.includes('i') && re.flags.includes('u'))) return null;
  try {
    const p = new LeadParser(re.source, re.flags.includes('u'));
    const leads = p.alternatives(0);
    if (p.pos !== re.source.length) return null;
    const out = new Set<string>();
    for (const l of leads) {
      const s = l.s.toLowerCase();
      if (s.length < LEAD_MIN || s.length !== l.s.length) return null;
      // Lower-casing ASCII is the same in any context. Outside ASCII it is not (a capital sigma lower-cases by its
      // place in the word) and case folding is not lower-casing: such a lead counts only as a lower-case literal of a
      // pattern without `i`, which matches that very character (present, lower-cased, in the haystack).
      if (!/^[\x20-\x7e]+$/.test(l.s) && (re.flags.includes('i') || s !== l.s)) return null;
      out.add(s);
    }
    return out.size === 0 ? null : [...out];
  } catch (err) {
    if (err instanceof NoLeads) return null;
    throw err;
  }
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v', '0': '\0' };

class LeadParser {
  pos = 0;
  constructor(private readonly src: string, private readonly unicode: boolean) {}

  /** Alternatives from pos up to ')' or the end: the union of their leads. */
  alternatives(depth: number): Lead[] {
    const out: Lead[] = [];
    for (;;) {
      out.push(...this.sequence(depth));
      if (out.length > LEADS_MAX) throw new NoLeads();
      if (this.src[this.pos] !== '|') return out;
      this.pos++;
    }
  }

  /** One alternative: its atoms in turn extend the open leads. */
  private sequence(depth: number): Lead[] {
    let cur: Lead[] = [{ s: '', open: true }];
    for (;;) {
      const c = this.src[this.pos];
      if (c === undefined || c === '|' || c === ')') return cur;
      const atom = this.atom(depth);
      const q = this.quantifier();
      if (atom === null) continue; // zero-width
      const next = this.apply(cur, atom, q);
      // too many ways to go on (a verb list, an optional article, an object list): the leads stop where they are, which
      // every longer lead begins with, so every match still begins with one of them
      cur = next.length > LEADS_MAX ? cur.map((x) => (x.open ? { s: x.s, open: false } : x)) : next;
    }
  }

  /** Extends each open lead by an atom (a set of leads itself: one literal, a group's alternatives, or '' closed). */
  private apply(cur: Lead[], atom: Lead[], q: { min: number; max: number }): Lead[] {
    const out: Lead[] = [];
    for (const x of cur) {
      if (!x.open) { out.push(x); continue; }
      if (q.min === 0) {
        // the atom may be absent: the lead so far stands, and goes on only if the atom can be skipped exactly once
        out.push({ s: x.s, open: q.max === 1 });
        if (q.max !== 1) continue;
      }
      for (const a of atom) {
        let s = x.s + a.s;
        let open = a.open && q.max === 1 && q.min <= 1;
        if (q.min > 1 && a.open) {
          for (let k = 1; k < q.min && s.length < LEAD_MAX; k++) s += a.s;
          open = false;
        }
        if (s.length >= LEAD_MAX) { s = s.slice(0, LEAD_MAX); open = false; }
        out.push({ s, open });
      }
    }
    return out;
  }

  /** The next atom's leads, or null for a zero-width one (an assertion). Advances pos past it. */
  private atom(depth: number): Lead[] | null {
    const src = this.src;
    const c = src[this.pos]!;
    if (c === '^' || c === '$') { this.pos++; return null; }
    if (c === '(') return this.group(depth);
    if (c === '[') { this.skipClass(); return CLOSED; }
    if (c === '.') { this.pos++; return CLOSED; }
    if (c === '\\') return this.escape();
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === ']' || c === '}') {
      // a quantifier with nothing before it, or a literal brace: leave the pattern alone
      throw new NoLeads();
    }
    this.pos++;
    if (this.unicode && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdbff) throw new NoLeads();
    return [{ s: c, open: true }];
  }

  private group(depth: number): Lead[] | null {
    const src = this.src;
    this.pos++;
    let lookaround = false;
    if (src[this.pos] === '?') {
      const k = src[this.pos + 1];
      if (k === ':') this.pos += 2;
      else if (k === '=' || k === '!') { this.pos += 2; lookaround = true; }
      else if (k === '<' && (src[this.pos + 2] === '=' || src[this.pos + 2] === '!')) { this.pos += 3; lookaround = true; }
      else if (k === '<') {
        const close = src.indexOf('>', this.pos);
        if (close < 0) throw new NoLeads();
        this.pos = close + 1;
      } else throw new NoLeads();
    }
    const inner = this.alternatives(depth + 1);
    if (src[this.pos] !== ')') throw new NoLeads();
    this.pos++;
    return lookaround ? null : inner;
  }

  private escape(): Lead[] | null {
    const src = this.src;
    const k = src[this.pos + 1];
    if (k === undefined) throw new NoLeads();
    this.pos += 2;
    if (k === 'b' || k === 'B') return null;
    if (k in SIMPLE_ESCAPES && !(k === '0' && /[0-9]/.test(src[this.pos] ?? ''))) return [{ s: SIMPLE_ESCAPES[k]!, open: true }];
    if (/[A-Za-z0-9]/.test(k)) {
      // \s \d \w, \x41, \u0041, \p{…}, \k<name>, back-references: a class or more than one unit; it ends the lead
      if (k === 'x') this.pos += 2;
      else if (k === 'u') this.pos += src[this.pos] === '{' ? src.indexOf('}', this.pos) + 1 - this.pos : 4;
      else if (k === 'p' || k === 'P') this.pos = src.indexOf('}', this.pos) + 1;
      else if (k === 'k') this.pos = src.indexOf('>', this.pos) + 1;
      else if (k === 'c') this.pos++;
      else if (/[1-9]/.test(k)) while (/[0-9]/.test(src[this.pos] ?? '')) this.pos++;
      if (this.pos <= 0) throw new NoLeads();
      return CLOSED;
    }
    return [{ s: k, open: true }];
  }

  private skipClass(): void {
    const src = this.src;
    this.pos++;
    if (src[this.pos] === '^') this.pos++;
    // a ']' first in a class is a literal
    if (src[this.pos] === ']') this.pos++;
    while (this.pos < src.length && src[this.pos] !== ']') this.pos += src[this.pos] === '\\' ? 2 : 1;
    if (this.pos >= src.length) throw new NoLeads();
    this.pos++;
  }

  private quantifier(): { min: number; max: number } {
    const src = this.src;
    const c = src[this.pos];
    let q = ONCE;
    if (c === '?') q = { min: 0, max: 1 };
    else if (c === '*') q = { min: 0, max: Infinity };
    else if (c === '+') q = { min: 1, max: Infinity };
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.pos));
      if (m === null) throw new NoLeads();
      this.pos += m[0].length - 1;
      const min = Number(m[1]);
      q = { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) };
    } else return ONCE;
    this.pos++;
    // lazy or greedy, the places where a match may begin are the same
    if (src[this.pos] === '?') this.pos++;
    return q;
  }
}

const ONCE = { min: 1, max: 1 };
/** An atom that is no literal: it matches something, and no lead reaches past it. */
const CLOSED: Lead[] = [{ s: '', open: false }];

/** The first match of `sticky` (a sticky copy of a pattern) at one of `starts[lo..hi)` less `offset`, tried in order. */
export function firstMatchAt(sticky: RegExp, text: string, starts: Int32Array, lo: number, hi: number, offset: number): RegExpExecArray | null {
  let last = -1;
  for (let j = lo; j < hi; j++) {
    const p = starts[j]! - offset;
    if (p === last || p < 0 || p >= text.length) continue;
    last = p;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (m !== null) {
      sticky.lastIndex = 0;
      return m;
    }
  }
  sticky.lastIndex = 0;
  return null;
}
