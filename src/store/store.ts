import { mkdirSync } from 'node:fs';
import { open, type Database, type RootDatabase } from 'lmdb';

/** Named databases, one per record kind; values are msgpack-encoded. */
export const DB_NAMES = ['accounts', 'keys', 'usage', 'meta', 'policies', 'webhooks', 'outbox', 'feed', 'telemetry', 'sessions', 'sessionHistory', 'sessionChains', 'sessionJournal'] as const;
export type DbName = (typeof DB_NAMES)[number];

export interface Store {
  readonly root: RootDatabase;
  db<V = unknown>(name: DbName): Database<V, string>;
  close(): Promise<void>;
  /** Whether the environment is open and answers a read (readiness). */
  isOpen(): boolean;
}

/**
 * Opens the LMDB environment under dataDir. Writes resolve once their transaction has committed, so an
 * awaited put survives kill -9 of the process (the OS page cache holds the committed pages).
 */
export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  // noSubdir false: lmdb-js would otherwise take a directory whose name has a dot (/tmp/tmp.x1Y2, data.v2) for a
  // database file and fail to open it.
  const root = open({ path: dataDir, noSubdir: false, maxDbs: 32, mapSize: 2 * 1024 ** 3, encoding: 'msgpack', compression: false });
  const dbs = new Map<string, Database<unknown, string>>();
  for (const name of DB_NAMES) dbs.set(name, root.openDB<unknown, string>({ name, encoding: 'msgpack' }));
  return {
    root,
    db<V>(name: DbName) {
      return dbs.get(name) as unknown as Database<V, string>;
    },
    isOpen() {
      try {
        dbs.get('meta')!.get('readiness');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await root.flushed;
      await root.close();
    },
  };
}
