/**
 * A bound the text states beside the value it writes. A write that claims to stay "within the approved range" is
 * only taken at its word when the range or limit it names (in the same unit) holds the value it sets: "setpoint to
 * 95 bar (within the approved range of 10-12 bar)" names its own bound and breaks it.
 */

/** Units a process value is written in, lower case (°c and c, bar, mg/l ...). */
const UNIT = String.raw`(?:°\s?[cf]|[cfk]|bar|mbar|psi|kpa|mpa|pa|rpm|hz|%|mg/l|ppm|ml/h|l/h|l/min|m3/h|u/h|kv|v|kw|mw|mm)`;
const NUM = String.raw`(\d{1,7}(?:[.,]\d{1,4})?)`;
/** A range named as the bound: "range of 10-12 bar", "approved range 820–900", "limits 4.0 to 5.0 °C". */
const STATED_RANGE = new RegExp(String.raw`\b(?:range|limits?|band|between|spec|bereichs?|grenzen|plage|rango)\b[^\d\n.;]{0,20}?${NUM}\s?(${UNIT})?\s?(?:–|—|-|to|bis|and|à)\s?${NUM}\s?(${UNIT})?(?![a-z0-9])`, 'g');
/** An upper limit named as the bound: "max allowed is 12 bar", "limit 90 C", "must not exceed 2 mg/L". */
const STATED_MAX = new RegExp(String.raw`\b(?:max(?:imum)?|limit|upper limit|high limit|not exceed|no more than)\b[^\d\n.;]{0,20}?${NUM}\s?(${UNIT})?(?![a-z0-9])`, 'g');
/** The value written: "to 95 bar", "= 860", "set ... 1400 C". */
const WRITTEN = new RegExp(String.raw`(?:\bto|=)\s?${NUM}\s?(${UNIT})?(?![a-z0-9])`, 'g');

export const BOUND_PATTERNS: readonly RegExp[] = [STATED_RANGE, STATED_MAX, WRITTEN];

const num = (s: string): number => Number(s.replace(',', '.'));
const unitOf = (s: string | undefined): string => (s ?? '').replace(/[\s°]/g, '');

interface Bound { lo: number; hi: number; unit: string; start: number; end: number }

/** The bounds the (lower-case) text names, each with its unit ('' when none is written). */
function boundsOf(lower: string): Bound[] {
  const out: Bound[] = [];
  for (const m of lower.matchAll(STATED_RANGE)) {
    const lo = num(m[1]!);
    const hi = num(m[3]!);
    if (!(lo <= hi)) continue;
    out.push({ lo, hi, unit: unitOf(m[4] ?? m[2]), start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of lower.matchAll(STATED_MAX)) out.push({ lo: -Infinity, hi: num(m[1]!), unit: unitOf(m[2]), start: m.index!, end: m.index! + m[0].length });
  return out;
}

/**
 * The (lower-case) text writes a value outside a bound it names in the same unit (both unitless counts as the
 * same): its claim of staying within range is not taken.
 */
export function statedBoundBroken(lower: string): boolean {
  const bounds = boundsOf(lower);
  if (bounds.length === 0) return false;
  for (const m of lower.matchAll(WRITTEN)) {
    const at = m.index!;
    const v = num(m[1]!);
    const unit = unitOf(m[2]);
    for (const b of bounds) {
      if (at >= b.start && at < b.end) continue;
      if (b.unit === unit && (v < b.lo || v > b.hi)) return true;
    }
  }
  return false;
}
