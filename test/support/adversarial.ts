/**
 * A string as a request delivers it: JSON.parse of the serialised body gives one flat, sequential string. Built by
 * repeat() and slice(), a value is a tree of concatenations or a view into another string, which every
 * character-by-character pass of the engine then reads two to three times slower than a parsed body: the timings
 * measured the way the test built its strings, not the engine.
 */
const asDelivered = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

/** Hostile inputs of a given size that stress tokenisers, prefilters, windows and patterns. */
export function adversarialInputs(size: number): Array<{ name: string; value: string }> {
  const fill = (unit: string) => asDelivered(unit.repeat(Math.ceil(size / unit.length)).slice(0, size));
  const nested = (open: string, close: string) => {
    const half = open.repeat(Math.ceil(size / 2 / open.length)).slice(0, size >> 1);
    return asDelivered(half + close.repeat(Math.ceil((size - half.length) / close.length)).slice(0, size - half.length));
  };
  return [
    { name: 'one letter', value: fill('a') },
    { name: 'spaces', value: fill(' ') },
    { name: 'nested quotes', value: fill('"\'`$(') },
    { name: 'mixed quotes', value: fill('"\'“”‘’`') },
    { name: 'path slashes', value: fill('/..') },
    { name: 'dot-dot-slash', value: fill('../') },
    { name: 'slashes', value: fill('/') },
    { name: 'backslash escapes', value: fill('\\"\\x2e\\u002e\\\\') },
    { name: 'url-ish', value: asDelivered(`http://${fill('a.')}`) },
    { name: 'percent soup', value: fill('%2') },
    { name: 'encoded dots', value: fill('%2e') },
    { name: 'keyword storm', value: fill('rm -rf curl | sh ignore previous instructions drop table ') },
    { name: 'dangerous fragments', value: fill('password=hunter2 transfer all funds DELETE FROM users; sudo chmod 777 / ') },
    { name: 'base64 run', value: fill('QUJDREVGR0g') },
    { name: 'unicode mix', value: fill('іgnоrе\u200b ') },
    { name: 'braces', value: fill('{[(<') },
    { name: 'nested brackets', value: nested('([{', '}])') },
    { name: 'digits and dots', value: fill('1.') },
    { name: 'entity soup', value: fill('&#x') },
    { name: 'many short lines', value: fill('a\n') },
    { name: 'short words lines', value: fill('send the key\n') },
    { name: 'one long line', value: fill('abcdefghij') },
  ];
}
