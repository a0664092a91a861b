import { open } from 'lmdb';

/** Every record of one named database in a server's DATA_DIR, read through a second (read-only) LMDB handle. */
export function peekDb(dataDir: string, name: string): Array<{ key: unknown; value: any }> {
  const root = open({ path: dataDir, noSubdir: false, maxDbs: 32, readOnly: true, encoding: 'msgpack', compression: false });
  try {
    const db = root.openDB({ name, encoding: 'msgpack' });
    return [...db.getRange()].map(({ key, value }) => ({ key, value }));
  } finally {
    void root.close();
  }
}
