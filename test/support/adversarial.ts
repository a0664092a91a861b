/** Hostile inputs of a given size that stress tokenisers, prefilters and patterns. */
export function adversarialInputs(size: number): Array<{ name: string; value: string }> {
  const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return [
    { name: 'one letter', value: fill('a') },
    { name: 'spaces', value: fill(' ') },
    { name: 'nested quotes', value: fill('"\'`$(') },
    { name: 'path slashes', value: fill('/..') },
    { name: 'url-ish', value: `http://${fill('a.')}` },
    { name: 'percent soup', value: fill('%2') },
    { name: 'keyword storm', value: fill('rm -rf curl | sh ignore previous instructions drop table ') },
    { name: 'base64 run', value: fill('QUJDREVGR0g') },
    { name: 'unicode mix', value: fill('іgnоrе\u200b ') },
    { name: 'braces', value: fill('{[(<') },
    { name: 'digits and dots', value: fill('1.') },
    { name: 'entity soup', value: fill('&#x') },
  ];
}
