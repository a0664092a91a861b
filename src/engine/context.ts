import { normalizeText } from './normalize.js';
import type { BaseContext, Metadata } from './types.js';

/** The default prepare step: Unicode-normalised, whitespace-collapsed text, lower-cased haystack. */
export function plainContext(value: string, metadata: Metadata): BaseContext {
  const text = normalizeText(value);
  return { raw: value, text, lower: text.toLowerCase(), metadata };
}
