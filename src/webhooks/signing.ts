/**
 * Delivery headers. Two signatures travel side by side: the spec's `X-Service-Signature: sha256=<hex>` (HMAC-SHA256
 * of the raw body keyed with the secret as UTF-8) and the Standard Webhooks trio `webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, produced by the reference package
 * (`standardwebhooks`) so a receiver can verify with any Standard Webhooks library.
 *
 * Secret mapping: Standard Webhooks keys are bytes, written `whsec_<base64>`. A secret given in that form is used as
 * those bytes (so a secret minted for a Standard Webhooks receiver works as is); any other secret is keyed as its
 * UTF-8 bytes, the same key as the spec's signature, i.e. the receiver verifies with
 * `new Webhook('whsec_' + Buffer.from(secret).toString('base64'))`.
 */
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const USER_AGENT = 'SafeGate-Webhook/1.0';

/** The bytes a Standard Webhooks signature is keyed with, for a secret as the user gave it. */
export function standardKey(secret: string): Uint8Array {
  if (secret.startsWith('whsec_')) {
    const encoded = secret.slice(6);
    const bytes = Buffer.from(encoded, 'base64');
    // Only a canonical base64 text counts as the whsec_ form; anything else is a plain secret.
    if (bytes.length > 0 && bytes.toString('base64') === encoded) return bytes;
  }
  return Buffer.from(secret, 'utf8');
}

/** One Webhook signer per distinct secret: building one decodes the key, signing is then a single HMAC. */
const signers = new Map<string, Webhook>();

function signerFor(secret: string): Webhook {
  let signer = signers.get(secret);
  if (signer === undefined) {
    if (signers.size >= 1024) signers.clear();
    signer = new Webhook(standardKey(secret), { format: 'raw' });
    signers.set(secret, signer);
  }
  return signer;
}

export function serviceSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Headers of one attempt. `messageId` is the delivery's id, the same on every retry so receivers can de-duplicate;
 * the timestamp is the attempt's own (Standard Webhooks receivers reject stale ones).
 */
export function deliveryHeaders(event: string, body: string, messageId: string, secret: string | undefined, now = Date.now()): Record<string, string> {
  const seconds = Math.floor(now / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-event': event,
    'webhook-id': messageId,
    'webhook-timestamp': String(seconds),
  };
  if (secret !== undefined) {
    headers['x-service-signature'] = serviceSignature(secret, body);
    headers['webhook-signature'] = signerFor(secret).sign(messageId, new Date(seconds * 1000), body);
  }
  return headers;
}
