import type { PipelineEffect } from './pipeline-effects.js';

/**
 * Verdicts and measurements a job rewrites on their way to a report: an adverse result turned favourable (a failed
 * inspection written as passed, a positive test as negative), a whole measured series scaled toward a target, and
 * values the job invents for gaps with the mark that says so switched off. Each reads the job's text lower-cased.
 */

/** Adverse and favourable verdict words as a job writes them in quotes, in the sets' languages. */
const ADVERSE = ['fail', 'failed', 'failure', 'reject', 'rejected', 'nok', 'not ok', 'non-conform', 'non conforme', 'nonconforming', 'non-conforming', 'nonconform', 'positive', 'detected', 'exceeded', 'exceedance', 'over_limit',
  'out_of_spec', 'oos', 'defect', 'defective', 'critical', 'unsafe', 'unfit', 'no apto', 'nicht bestanden', 'nicht konform', 'abgelehnt', 'mangelhaft', 'niet conform', 'afgekeurd', 'não conforme', 'nao conforme', 'rechazado', 'échec', 'echec', 'refusé', 'refuse', 'respinto', 'non superato'];
const FAVOURABLE = ['pass', 'passed', 'ok', 'conform', 'conforming', 'compliant', 'negative', 'not detected', 'within_limit', 'in_spec', 'accepted', 'approved', 'safe', 'fit', 'apto', 'bestanden', 'konform', 'in ordnung', 'i.o.', 'io',
  'conforme', 'goedgekeurd', 'aprobado', 'aprovado', 'réussi', 'reussi', 'accepté', 'superato', 'clean'];
const ADVERSE_SET: ReadonlySet<string> = new Set(ADVERSE);
const FAVOURABLE_SET: ReadonlySet<string> = new Set(FAVOURABLE);

/** A quoted value: its text (without the quotes) and where it ends. */
const QUOTED = /(["'])([a-zà-ÿ0-9_. -]{1,24})\1/g;
/** What may join an adverse value to the value written in its place: a mapping, a replace's comma, a case's then, a mask's column and assignment. */
const JOIN_TO_WRITTEN = /^\s?(?::|,|then|=>|->)\s?$|^\s?,\s?["'][a-z0-9_]{1,40}["']\]\s?=\s?$/;
/** An SQL update's assignment of a quoted value, and a comparison of a column with a quoted value (its WHERE). */
const SET_VALUE = /\bset\s([a-z0-9_]{1,40})\s?=\s?["']([a-zà-ÿ0-9_. -]{1,24})["']/g;
const COMPARED = /\b([a-z0-9_]{1,40})\s?=\s?["']([a-zà-ÿ0-9_. -]{1,24})["']/g;

/**
 * An adverse verdict written back as a favourable one: "df.loc[df.result == 'FAIL', 'result'] = 'PASS'",
 * "replace({'FAIL': 'PASS'})", "case when result = 'fail' then 'pass' …", "np.where(r == 'FAIL', 'PASS', r)",
 * "update t set result = 'PASS' where result = 'FAIL'". A mapping that writes both outcomes to other values
 * ({'PASS': 1, 'FAIL': 0}) turns nothing favourable.
 */
export function verdictFlipped(head: string): PipelineEffect | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  if (!text.includes("'") && !text.includes('"')) return undefined;
  // the last adverse value quoted: a value written in its place follows it within a join (a quoted column between, in
  // a dataframe mask)
  let adverse: { value: string; end: number } | null = null;
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(text), n = 0; m !== null && n < 400; m = QUOTED.exec(text), n++) {
    const value = m[2]!.trim();
    if (ADVERSE_SET.has(value)) adverse = { value, end: m.index + m[0].length };
    else if (adverse !== null && FAVOURABLE_SET.has(value) && JOIN_TO_WRITTEN.test(text.slice(adverse.end, m.index))) {
      QUOTED.lastIndex = 0;
      return { detail: `'${adverse.value}' results written as '${value}'`, score: 8 };
    }
    if (adverse !== null && m.index - adverse.end > 80) adverse = null;
  }
  QUOTED.lastIndex = 0;
  // "update t set col = 'pass' where col = 'fail'": the same column compared with an adverse value in the WHERE after it
  SET_VALUE.lastIndex = 0;
  for (let m = SET_VALUE.exec(text), n = 0; m !== null && n < 16; m = SET_VALUE.exec(text), n++) {
    if (!FAVOURABLE_SET.has(m[2]!.trim())) continue;
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const stop = rest.search(/;|\n\n/);
    const clause = stop >= 0 ? rest.slice(0, stop) : rest;
    const where = clause.indexOf('where ');
    if (where < 0) continue;
    const condition = clause.slice(where);
    COMPARED.lastIndex = 0;
    for (let c = COMPARED.exec(condition), k = 0; c !== null && k < 8; c = COMPARED.exec(condition), k++) {
      if (c[1] === m[1] && ADVERSE_SET.has(c[2]!.trim())) {
        SET_VALUE.lastIndex = 0;
        COMPARED.lastIndex = 0;
        return { detail: `${m[1]} '${c[2]!.trim()}' updated to '${m[2]!.trim()}'`, score: 8 };
      }
    }
  }
  SET_VALUE.lastIndex = 0;
  COMPARED.lastIndex = 0;
  return undefined;
}

/** Strategies that make values up for missing readings. */
const INVENTED = ['random_normal', 'random_uniform', 'np.random', 'numpy.random', 'random.gauss', 'random.uniform', 'synthetic', 'simulate', 'fabricat', 'generate_readings', 'fake'];
/** The mark that tells a made-up value from a measured one, switched off. */
const MARK_OFF = ['mark_imputed: false', 'mark_imputed=false', 'mark_imputed = false', 'flag_imputed: false', 'flag_imputed=false', 'flag_imputed = false', 'imputed_flag: false', 'imputed_flag=false', 'add_indicator=false', 'add_indicator: false',
  'is_imputed = false', 'is_imputed=false', 'is_imputed: false', 'mark_estimated: false', 'mark_estimated=false', 'flag_estimates: false', "source = 'measured'", "source='measured'", "quality = 'measured'", "quality_flag = 'measured'", "status = 'measured'", "'measured' values only", 'as measured'];

/** Readings invented for gaps with the mark that tells them from measured ones switched off (or written as measured). */
export function inventedUnmarked(head: string): PipelineEffect | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  const invented = INVENTED.find((w) => text.includes(w));
  if (invented === undefined) return undefined;
  const off = MARK_OFF.find((w) => text.includes(w));
  return off === undefined ? undefined : { detail: `values made up (${invented}) and passed off as measured (${off})`, score: 8 };
}

/** A measured series: what a meter, sensor or count records (not a price, rate or setting). */
const MEASURED = /\[["']([a-z0-9_]{0,30}(?:kwh|mwh|consumption|usage|emission|emissions|co2|nox|so2|pm10|pm25|ghg|reading|readings|level|temperature|temp_c|weight|kg|litres|liters|m3|count|incidents|injuries|defects|mortality|complaints|downtime|spills|discharge)[a-z0-9_]{0,20})["']\]/g;
/** A purpose of meeting a figure someone checks: a target, a reported figure, a limit, a quota, a grant. */
const TARGET_WORDS = ['target', 'reported', 'report', 'goal', 'quota', 'limit', 'threshold', 'budget', 'grant', 'commitment', 'pledge', 'look better', 'zielwert', 'ziel', 'objectif', 'objetivo', 'obiettivo', 'doelstelling'];
/** Named corrections that scale a series honestly: a unit conversion, a calibration, a loss or density factor. */
const HONEST_SCALE = ['calibrat', 'kalibrier', 'étalonn', 'etalonn', 'unit', 'convert', 'conversion', 'to_kwh', 'to_mwh', 'density', 'loss factor', 'correction factor per', 'tare'];

/**
 * A whole measured series scaled by a bare factor in place ("df['consumption_kwh'] = df['consumption_kwh'] * 0.82",
 * "df['co2_t'] *= 0.9"), with a target or reported figure named beside it and no calibration or conversion given; a
 * power of ten changes the unit, not the amount.
 */
export function seriesScaledToTarget(head: string): PipelineEffect | undefined {
  const text = head.length > 8192 ? head.slice(0, 8192) : head;
  if (!text.includes('*')) return undefined;
  MEASURED.lastIndex = 0;
  for (let m = MEASURED.exec(text), n = 0; m !== null && n < 16; m = MEASURED.exec(text), n++) {
    const column = m[1]!;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + column.length + 40);
    const scaled = SCALE_AFTER.exec(after);
    if (scaled === null || (scaled[1] !== undefined && scaled[1] !== column)) continue;
    const factor = scaled[2]!;
    // a power of ten changes the unit (Wh to kWh, percent to a share), not the amount
    if (Number.isInteger(Math.log10(Number(factor)))) continue;
    const around = text.slice(Math.max(0, m.index - 160), m.index + 200);
    const target = TARGET_WORDS.find((w) => around.includes(w));
    if (target === undefined || HONEST_SCALE.some((w) => around.includes(w))) continue;
    MEASURED.lastIndex = 0;
    return { detail: `${column} scaled by ${factor} in place (${target})`, score: 7 };
  }
  MEASURED.lastIndex = 0;
  return undefined;
}
/** After a measured column: "*= f", or "= <frame>['<same column>'] * f". */
const SCALE_AFTER = /^\s?(?:\*=|=\s?[a-z_]{1,20}\[["']([a-z0-9_]{1,40})["']\]\s?\*)\s?([0-9]{1,4}(?:\.[0-9]{1,4})?)\b/;
