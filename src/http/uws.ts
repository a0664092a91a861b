import { createRequire } from 'node:module';
import type * as UWS from '@trufflesuite/uws-js-unofficial';

export type UwsModule = typeof UWS;
export type { HttpRequest, HttpResponse, TemplatedApp, us_listen_socket } from '@trufflesuite/uws-js-unofficial';

/** Native builds tried in order: the official package when a user installed it, then the registry builds. */
const CANDIDATES = ['uWebSockets.js', '@btc-vision/uwebsockets.js', '@trufflesuite/uws-js-unofficial'] as const;

export interface LoadedUws {
  uws: UwsModule;
  build: string;
  version: string;
}

let loaded: LoadedUws | undefined;

export function loadUws(): LoadedUws {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const failures: string[] = [];
  const silenced = silenceUwsBanner();
  try {
    for (const name of CANDIDATES) {
      try {
        const uws = require(name) as UwsModule;
        let version = 'unknown';
        try {
          version = (require(`${name}/package.json`) as { version: string }).version;
        } catch {
          /* some builds do not export package.json */
        }
        loaded = { uws, build: name, version };
        return loaded;
      } catch (err) {
        failures.push(`${name}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    silenced();
  }
  throw new Error(`no working uWebSockets.js native build:\n  ${failures.join('\n  ')}`);
}

/** uWS prints a banner line on load; keep stdout clean for the admin-key print. */
function silenceUwsBanner(): () => void {
  const original = console.log;
  console.log = () => undefined;
  return () => {
    console.log = original;
  };
}
