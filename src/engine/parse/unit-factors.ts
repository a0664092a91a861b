/**
 * Factors that convert a unit: a quantity multiplied or divided by one of them is the same quantity in another unit (a
 * conversion), not a rewrite of what was measured or reported. One list for every reader that tells the two apart
 * (sql-records' measured columns, pipeline-effects' scaled metrics and adjusted columns, code-dataflow's measures
 * scaled for chosen subjects).
 *
 * Whole numbers match exactly; a fraction also matches its conversion rounded (within 0.15 %) when written to four
 * significant digits (`0.4536`, `2.205`, `1.609`), or to three outside 0.5–2 (`0.454`, `3.79`, `28.3`): markups and
 * discounts are written as 1.15, 0.95 or 1.2, and 1.15 is also knots to miles per hour rounded.
 */

/** Decimal, binary and time steps (percent, thousands, cents, bytes, seconds, hours, days, weeks, months, years). */
const STEPS: readonly number[] = [
  10, 100, 1000, 10000, 1e6, 1e9, 0.1, 0.01, 0.001, 1e-6, 1e-9, 1024, 1048576, 1 / 1024,
  60, 3600, 86400, 1440, 24, 7, 12, 52, 365, 1 / 60, 1 / 3600, 1 / 24,
];
/** Imperial and US customary units against metric ones, and the other common physical conversions (both ways). */
const CONVERSIONS: readonly number[] = [
  // length: inch, foot, yard, mile, nautical mile
  2.54, 0.393701, 25.4, 0.0393701, 0.3048, 3.28084, 30.48, 0.9144, 1.09361, 1.609344, 0.621371, 1.852, 0.539957, 5280,
  // mass: pound, ounce, stone, short and long ton
  0.45359237, 2.20462, 453.592, 0.00220462, 28.3495, 0.035274, 0.0283495, 35.274, 16, 0.0625, 14, 6.35029, 0.157473,
  907.185, 0.907185, 1.10231, 2000, 1016.05, 1.01605,
  // volume: US and imperial gallon, quart, fluid ounce, cubic foot, barrel
  3.78541, 0.264172, 4.54609, 0.219969, 0.946353, 1.05669, 29.5735, 0.033814, 28.3168, 0.0353147, 35.3147, 0.0283168, 42, 158.987, 0.00628981,
  // area: acre, square foot, square mile, square inch
  0.404686, 2.47105, 0.092903, 10.7639, 2.58999, 0.386102, 6.4516, 0.155, 43560,
  // temperature steps (Fahrenheit and Celsius degrees)
  1.8, 5 / 9,
  // pressure: psi, bar, kPa, atmosphere, mmHg
  14.5038, 0.0689476, 6.89476, 0.145038, 101.325, 1.01325, 0.986923, 760, 133.322,
  // energy, power, speed: kWh, calorie, BTU, horsepower, km/h, knots, mph
  3.6, 0.277778, 4.184, 0.239006, 1055.06, 3412.14, 0.000293071, 0.293071, 3.41214, 0.7457, 1.34102, 1.94384, 0.514444, 2.23694, 0.44704,
  0.868976, 1.15078,
];

const EXACT: ReadonlySet<number> = new Set([...STEPS, ...CONVERSIONS]);
const FRACTIONS: readonly number[] = [...STEPS, ...CONVERSIONS].filter((n) => !Number.isInteger(n)).sort((a, b) => a - b);

/** Significant digits of a number as written (`0.4536` 4, `2.2` 2, `1000` 1). */
function significantDigits(n: number): number {
  const s = String(n);
  const e = s.indexOf('e');
  const digits = (e === -1 ? s : s.slice(0, e)).replace('.', '');
  let lead = 0;
  while (lead < digits.length && digits[lead] === '0') lead++;
  return digits.length - lead;
}

/** Whether `n` is a factor that converts a unit (exactly, or a conversion rounded as above). */
export function isUnitFactor(n: number): boolean {
  if (!Number.isFinite(n) || n <= 0) return false;
  if (EXACT.has(n)) return true;
  const digits = Number.isInteger(n) ? 0 : significantDigits(n);
  if (digits < 3 || (digits === 3 && n >= 0.5 && n <= 2)) return false;
  for (const c of FRACTIONS) if (Math.abs(n - c) <= c * 0.0015) return true;
  return false;
}
