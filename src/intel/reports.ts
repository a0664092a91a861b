/** The bodies of GET /v2/threat-feed and GET /v2/threat-feed/stats, built from window sums. */
import type { Primitive } from '../engine/types.js';
import type { ThreatCatalogue } from '../pool/wire.js';
import type { IndicatorBook } from './indicators.js';
import { WINDOW_NAMES, WINDOWS, type WindowName, type WindowSums } from './series.js';
import { describeChecks, topPrimitives, type Tally } from './tally.js';

const TOP = 10;
const FEED_THREATS = 100;

interface Named { id: string; name: string | null; primitive: Primitive | null }

function named(catalogue: ThreatCatalogue, id: string): Named {
  const entry = catalogue[id];
  return { id, name: entry?.name ?? null, primitive: entry?.primitive ?? null };
}

/** Policy decisions (X ids) say what one account decided, not what was seen: they stay out of the global figures. */
const isPolicyDecision = (id: string) => id.charCodeAt(0) === 88; /* X */

const flagged = (cell: [number, number] | undefined) => (cell === undefined ? 0 : cell[0] + cell[1]);

function trending(catalogue: ThreatCatalogue, current: Tally, previous: Tally) {
  const rows = [];
  for (const [id, cell] of current.threats) {
    if (isPolicyDecision(id)) continue;
    const now = flagged(cell);
    const before = flagged(previous.threats.get(id));
    if (now > before) rows.push({ ...named(catalogue, id), current: now, previous: before, change: before === 0 ? null : Math.round((now / before) * 100) / 100 });
  }
  return rows.sort((a, b) => b.current - b.previous - (a.current - a.previous) || a.id.localeCompare(b.id)).slice(0, TOP);
}

export function feedBody(sums: WindowSums, catalogue: ThreatCatalogue, indicators: IndicatorBook, minAccounts: number, now: number) {
  const week = sums.week.current.threats;
  const threats = [...week.keys()].filter((id) => !isPolicyDecision(id)).map((id) => {
    const counts = {} as Record<WindowName, number>;
    for (const w of WINDOW_NAMES) counts[w] = flagged(sums[w].current.threats.get(id));
    const [caution, danger] = week.get(id)!;
    return { ...named(catalogue, id), counts, levels: { CAUTION: caution, DANGER: danger } };
  });
  threats.sort((a, b) => b.counts.week - a.counts.week || a.id.localeCompare(b.id));
  const trends = {} as Record<WindowName, ReturnType<typeof trending>>;
  for (const w of WINDOW_NAMES) trends[w] = trending(catalogue, sums[w].current, sums[w].previous);
  return {
    generated_at: new Date(now).toISOString(),
    windows: windowSeconds(),
    threats: threats.slice(0, FEED_THREATS),
    trending: trends,
    indicators: indicators.published(now),
    privacy: { min_accounts: minAccounts, raw_values: false, account_ids: false },
  };
}

function windowSeconds(): Record<WindowName, number> {
  const out = {} as Record<WindowName, number>;
  for (const w of WINDOW_NAMES) out[w] = WINDOWS[w] / 1000;
  return out;
}

function windowFigures(catalogue: ThreatCatalogue, tally: Tally, withPolicy = false) {
  const checks = describeChecks(tally.checks);
  const top = [...tally.threats].filter(([id]) => withPolicy || !isPolicyDecision(id)).map(([id, cell]) => ({ ...named(catalogue, id), count: flagged(cell) }))
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)).slice(0, TOP);
  return {
    checks: checks.total,
    by_level: checks.by_level,
    by_type: checks.by_type,
    danger_share: checks.total === 0 ? 0 : Math.round((checks.by_level.DANGER / checks.total) * 10_000) / 10_000,
    top_threats: top,
    top_primitives: topPrimitives(tally.primitives),
  };
}

/** Global figures per window. */
export function statsWindows(sums: WindowSums, catalogue: ThreatCatalogue) {
  const out = {} as Record<WindowName, ReturnType<typeof windowFigures>>;
  for (const w of WINDOW_NAMES) out[w] = windowFigures(catalogue, sums[w].current);
  return out;
}

/** One account's figures per window: its own checks plus the telemetry it reported. */
export function accountWindows(sums: WindowSums, catalogue: ThreatCatalogue) {
  const out = {} as Record<WindowName, ReturnType<typeof windowFigures> & { telemetry: ReturnType<typeof describeTelemetry> }>;
  for (const w of WINDOW_NAMES) out[w] = { ...windowFigures(catalogue, sums[w].current, true), telemetry: describeTelemetry(sums[w].current.telemetry) };
  return out;
}

function describeTelemetry(cells: number[] | null) {
  if (cells === null) return { reports: 0, by_level: { SAFE: 0, CAUTION: 0, DANGER: 0 }, by_type: {} };
  const d = describeChecks(cells);
  return { reports: d.total, by_level: d.by_level, by_type: d.by_type };
}
