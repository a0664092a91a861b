/**
 * The bundle with every non-ASCII character written as a \u escape. esbuild escapes them in strings and templates
 * but leaves regular expression literals (the multilingual phrase patterns) as they are, and a single such character
 * makes V8 hold the whole 1.7 MB source as a two-byte string: slower to read in and to scan for each function compiled
 * lazily. In a regex literal `\uXXXX` is the same character with or without the u flag (an astral character becomes
 * its surrogate pair, which the u flag reads as one code point); an identity escape of a non-ASCII character (`\’`)
 * loses its backslash, as `\\u2019` would mean a backslash. Only regex literals hold such characters once comments
 * are gone (minifyWhitespace); the bundle's tests compare its answers with the ES modules'.
 */
export function asciiOnly(code: string): string {
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes: string, ch: string) =>
    `${slashes.length % 2 === 1 ? slashes.slice(1) : slashes}\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
