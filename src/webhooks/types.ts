/** Webhook records as stored, their public view, and the spec's timestamp form. */

export const WEBHOOK_EVENTS = ['danger', 'caution', 'safe', 'all'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Consecutive failed deliveries that deactivate a webhook (spec part 3, part 8 item 5). */
export const MAX_CONSECUTIVE_FAILURES = 10;

export interface WebhookRecord {
  id: string;
  accountId: string;
  url: string;
  events: WebhookEvent[];
  /** Signing secret; stored because it signs every delivery, never part of a reply. */
  secret?: string;
  active: boolean;
  created_at: string;
  last_triggered_at: string | null;
  failure_count: number;
  /** Pending deliveries discarded because the webhook's outbox was full. */
  dropped_deliveries: number;
}

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  has_secret: boolean;
  created_at: string;
  last_triggered_at: string | null;
  failure_count: number;
  pending_deliveries: number;
  dropped_deliveries: number;
}

export function viewWebhook(w: WebhookRecord, pending: number): WebhookView {
  return {
    id: w.id, url: w.url, events: [...w.events], active: w.active, has_secret: w.secret !== undefined,
    created_at: w.created_at, last_triggered_at: w.last_triggered_at, failure_count: w.failure_count,
    pending_deliveries: pending, dropped_deliveries: w.dropped_deliveries,
  };
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the form the spec gives webhook timestamps. */
export function specTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Whether a webhook subscribed to `events` wants a result of `level` (SAFE, CAUTION, DANGER). */
export function wantsLevel(events: readonly WebhookEvent[], level: string): boolean {
  const event = level.toLowerCase();
  for (const e of events) if (e === 'all' || e === event) return true;
  return false;
}
