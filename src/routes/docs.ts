import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ApiError } from '../http/errors.js';
import type { Route, Router } from '../http/router.js';
import { buildOpenApi } from '../openapi/document.js';
import { PLAYGROUND_SCRIPT, playgroundPage, REFERENCE_SCRIPT, referencePage } from '../openapi/pages.js';
import { AnyObject } from '../schemas/results.js';
import type { Services } from '../services.js';

const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

/** The renderer's files this host serves, read once on first use (swagger-ui-dist ships them prebuilt). */
const ASSETS: Record<string, string> = { 'swagger-ui.css': 'text/css; charset=utf-8', 'swagger-ui-bundle.js': JS };

function assetLoader(): (name: string) => string | undefined {
  const cache = new Map<string, string>();
  let dir: string | undefined;
  return (name) => {
    if (!(name in ASSETS)) return undefined;
    let text = cache.get(name);
    if (text === undefined) {
      dir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      text = readFileSync(join(dir, name), 'utf8');
      cache.set(name, text);
    }
    return text;
  };
}

/** The OpenAPI document, the API reference page and the playground; built after every other route is in the router. */
export function docRoutes(services: Services, router: Router): Route[] {
  let document: string | undefined;
  const openapi = () => (document ??= JSON.stringify(buildOpenApi(router.list(), services.version)));
  const asset = assetLoader();
  const page = (text: string, type: string) => ({ status: 200, body: undefined, json: text, headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' } });
  return [
    {
      method: 'GET', path: '/v2/openapi.json', access: 'none', body: false, limited: true,
      doc: { tag: 'docs', summary: 'This OpenAPI 3.1 document', response: AnyObject },
      handler: () => ({ status: 200, body: undefined, json: openapi() }),
    },
    {
      method: 'GET', path: '/docs', access: 'none', body: false, limited: true,
      doc: { tag: 'docs', summary: 'API reference page rendered from the OpenAPI document', contentType: 'text/html' },
      handler: () => page(referencePage(), HTML),
    },
    {
      method: 'GET', path: '/docs/assets/:file', access: 'none', body: false, limited: true,
      doc: { tag: 'docs', summary: 'Static files of the reference page', contentType: 'text/plain' },
      handler: (ctx) => {
        const name = ctx.params.file ?? '';
        if (name === 'reference.js') return page(REFERENCE_SCRIPT, JS);
        const text = asset(name);
        if (text === undefined) throw new ApiError('NOT_FOUND', `asset ${name.slice(0, 64)} not found`);
        return { ...page(text, ASSETS[name]!), headers: { 'Content-Type': ASSETS[name]!, 'Cache-Control': 'public, max-age=86400' } };
      },
    },
    {
      method: 'GET', path: '/playground', access: 'none', body: false, limited: true,
      doc: { tag: 'docs', summary: 'A page to score one action by hand', contentType: 'text/html' },
      handler: () => page(playgroundPage(), HTML),
    },
    {
      method: 'GET', path: '/playground/app.js', access: 'none', body: false, limited: true,
      doc: { tag: 'docs', summary: 'The playground\'s script', contentType: 'text/javascript' },
      handler: () => page(PLAYGROUND_SCRIPT, JS),
    },
  ];
}
