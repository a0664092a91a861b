/**
 * What a record observed or counted, as opposed to what someone decided: the names of such values, shared by the
 * query analyzer (a column rewritten by a factor, an offset or a clamp: sql-records.ts) and the code analyzer (a field
 * scaled or offset for the records of one supplier, customer or team: code-dataflow.ts).
 */

/**
 * Name parts of columns that record what was observed or counted, not what was decided (several languages): time
 * worked, weight, distance run, metered use, votes and counts, lab and process measurements. Changing one by a factor,
 * an offset or a clamp makes the record say something that did not happen; prices, balances and stock levels are
 * decisions and running totals and are not here.
 */
export const MEASURE_PARTS: ReadonlySet<string> = new Set([
  'hours', 'stunden', 'horas', 'heures', 'uren', 'godziny', 'overtime', 'ueberstunden', 'überstunden', 'horas_extra', 'labor', 'labour',
  'weight', 'kg', 'gewicht', 'brutto', 'peso', 'poids', 'gewichte', 'tonnage', 'tons', 'tonnes', 'tare',
  'mileage', 'odometer', 'km', 'kilometerstand', 'kilometraje', 'kilometrage', 'quilometragem', 'milage',
  'consumption', 'verbrauch', 'consumo', 'consommation', 'kwh', 'm3', 'usage', 'zaehlerstand', 'zählerstand', 'meter_reading', 'reading', 'readings', 'stand',
  'votes', 'stimmen', 'votos', 'voix', 'voti', 'stemmen', 'ballots', 'lice', 'mortality', 'mortalidad', 'mortalidade', 'deaths', 'sterblichkeit', 'casualties', 'injuries', 'incidents',
  'tensile', 'temp', 'temperature', 'temperatur', 'temperatura', 'dose', 'dosis', 'ppm', 'emission', 'emissions', 'co2', 'nox', 'moisture', 'feuchte', 'humedad', 'humidity',
  'gravity', 'plato', 'stammwuerze', 'abv', 'yield', 'ertrag', 'pressure', 'druck', 'concentration',
  // the same in more languages (Turkish, Polish, Dutch, Nordic, Italian, French), and the measured value named as such
  'mesai', 'agirlik', 'tuketim', 'sicaklik', 'nadgodziny', 'waga', 'zuzycie', 'overuren', 'verbruik', 'timmar', 'vikt', 'overtid', 'forbrukning', 'straordinari',
  'o2', 'oxygen', 'sauerstoff', 'turbidity', 'salinity', 'messwert', 'messwerte', 'messung', 'mesure', 'misura', 'meetwaarde', 'celsius', 'fahrenheit',
]);
/** Words inside a column name of one piece (CJK names carry no separators). */
export const MEASURE_INFIXES = ['残業', '時間', '重量', '票', '走行距離', '使用量'];
/** A column, field or variable name (parts split at `_`, `.`, `-`, `[`, quotes) names an observed quantity. */
export function measureName(name: string): boolean {
  const n = name.toLowerCase();
  let part = '';
  let parts = 0;
  for (let i = 0; i <= n.length; i++) {
    const c = i < n.length ? n.charCodeAt(i) : 95;
    if (c === 95 || c === 46 || c === 45 || c === 91 || c === 93 || c === 39 || c === 34 || c === 32) {
      if (part !== '') { if (MEASURE_PARTS.has(part)) return true; parts++; }
      part = '';
    } else part += n[i];
  }
  return parts === 1 && MEASURE_INFIXES.some((w) => n.includes(w));
}
