import type { HttpRequest } from './uws.js';

const DIGITS = /^[0-9]{1,15}$/;

/**
 * Why a request's body framing is ambiguous, or undefined when it is sound. uWebSockets.js frames a body by the FIRST
 * Content-Length (or treats any Transfer-Encoding as chunked) and exposes only the first value of a header, so a proxy
 * in front that honours another copy would see a different request boundary: request smuggling. Such a request is
 * refused and its connection closed.
 *
 * Only requests that declare a body are walked (req.forEach costs about 0.7 µs for a handful of headers); a request
 * with neither header has no body to mis-frame.
 */
export function framingProblem(req: HttpRequest, contentLength: string, transferEncoding: string): string | undefined {
  if (contentLength === '' && transferEncoding === '') return undefined;
  let lengths = 0;
  let encodings = 0;
  let hosts = 0;
  req.forEach((name) => {
    if (name === 'content-length') lengths++;
    else if (name === 'transfer-encoding') encodings++;
    else if (name === 'host') hosts++;
  });
  if (lengths > 1) return 'more than one Content-Length header';
  if (encodings > 1) return 'more than one Transfer-Encoding header';
  if (hosts > 1) return 'more than one Host header';
  if (transferEncoding !== '' && transferEncoding.toLowerCase() !== 'chunked') return 'Transfer-Encoding must be exactly "chunked"';
  if (transferEncoding !== '' && contentLength !== '') return 'Content-Length and Transfer-Encoding together';
  if (contentLength !== '' && !DIGITS.test(contentLength)) return 'Content-Length must be a decimal number';
  return undefined;
}
