/**
 * A daemon's control API opened to every network without authentication: whoever reaches the port runs containers,
 * pods or commands as root on the host. Read the same way from a configuration file (daemon.json, a systemd
 * override, kubelet config) and from a command line (`dockerd -H tcp://0.0.0.0:2375`), so file_write and command
 * share one reading:
 * - Docker's API on a TCP socket without TLS (2375 is the plain port; 0.0.0.0 or a bare `tcp://:2375` binds every
 *   interface);
 * - kubelet with anonymous access or authorization that allows everything;
 * - etcd, the cluster's store, serving clients over plain HTTP on every interface.
 * indexOf over the lower-cased text; no regex on input.
 */

/** What opens every interface: the wildcard addresses and a port-only bind. */
const EVERY_INTERFACE = ['0.0.0.0:', '[::]:', 'tcp://:'];
/** Control APIs that run code as root, by the marks that open them with no authentication. */
const OPEN_MARKS: ReadonlyArray<readonly [string, string]> = [
  ['anonymous-auth=true', 'kubelet anonymous access'],
  ['"anonymous": {"enabled": true}', 'kubelet anonymous access'],
  ['authorization-mode=alwaysallow', 'kubelet authorization that allows every request'],
  ['"mode": "alwaysallow"', 'kubelet authorization that allows every request'],
  ['mode: alwaysallow', 'kubelet authorization that allows every request'],
];

/** The exposed control API the text configures or starts, or ''. `lower` is already lower-cased. */
export function exposedControlApi(lower: string): string {
  for (let i = lower.indexOf('2375'), n = 0; i !== -1 && n < 8; i = lower.indexOf('2375', i + 4), n++) {
    const before = lower.slice(Math.max(0, i - 24), i);
    if (lower.charCodeAt(i + 4) >= 48 && lower.charCodeAt(i + 4) <= 57) continue;
    if (EVERY_INTERFACE.some((w) => before.endsWith(w)) || (before.endsWith(':') && before.includes('tcp://') && !before.includes('127.0.0.1') && !before.includes('localhost'))) {
      return 'the Docker API on plain TCP port 2375 for every network (no TLS, no authentication: root on the host for whoever connects)';
    }
  }
  for (const [mark, what] of OPEN_MARKS) if (lower.includes(mark)) return what;
  const etcd = lower.indexOf('listen-client-urls');
  if (etcd !== -1 && lower.slice(etcd, etcd + 80).includes('http://0.0.0.0')) return 'etcd serving clients over plain HTTP on every interface';
  return '';
}
