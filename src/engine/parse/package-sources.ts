/**
 * Where packages are installed from. A registry or lockfile entry that points installs at a host other than the
 * official registries (or the organisation's own mirror) hands whoever runs that host code execution in every later
 * install and build; a host that borrows an official registry's name (registry.npmjs-cdn.org) is a trap laid for that.
 * Shared by file_write (a registry config or lockfile written) and git (a lockfile change committed).
 * indexOf scans plus one anchored host test; linear.
 */

/** Official registries, hosted mirrors and internal hosts. */
export const OFFICIAL_REGISTRY = /^https?:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|files\.pythonhosted\.org|rubygems\.org|npm\.pkg\.github\.com|[a-z0-9-]{1,63}\.jfrog\.io|[a-z0-9.-]{1,200}\.(?:internal|corp|local|lan)|localhost|127\.0\.0\.1|pkgs\.dev\.azure\.com|[a-z0-9-]{1,63}\.d\.codeartifact\.[a-z0-9-]{1,30}\.amazonaws\.com|registry\.npmmirror\.com|mirrors\.[a-z0-9.-]{1,100})/i;

/** Names of official registries a look-alike host borrows. */
const REGISTRY_NAMES = ['npmjs', 'yarnpkg', 'pypi', 'pythonhosted', 'rubygems', 'crates', 'nuget', 'maven'];
/** Lockfiles and manifests whose entries name the URL each package is fetched from. */
export const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'poetry.lock', 'pipfile.lock', 'requirements.txt', 'gemfile.lock', 'cargo.lock'];
/** The fields that hold a package's download URL. */
const SOURCE_FIELDS = ['"resolved":', 'resolved "', 'resolved: ', 'tarball: ', 'url = "', '--index-url ', '--extra-index-url ', 'remote: '];

export interface SourceFinding { readonly host: string; readonly lookalike: boolean }

/** The host of an http(s) URL starting at i in `lower` ('' when there is none). */
function hostAt(lower: string, i: number): { url: string; host: string } {
  const s = lower.indexOf('http', i);
  if (s === -1 || s - i > 4) return { url: '', host: '' };
  const sep = lower.indexOf('://', s);
  if (sep === -1 || sep - s > 5) return { url: '', host: '' };
  let e = sep + 3;
  while (e < lower.length && e - sep < 256 && !'/"\' \n:'.includes(lower[e]!)) e++;
  return { url: lower.slice(s, e), host: lower.slice(sep + 3, e) };
}

/** The first package source in `lower` (already lower-cased) that is not an official registry, or null. */
export function unofficialSource(lower: string): SourceFinding | null {
  for (const f of SOURCE_FIELDS) {
    for (let i = lower.indexOf(f), n = 0; i !== -1 && n < 64; i = lower.indexOf(f, i + f.length), n++) {
      let j = i + f.length;
      while (lower[j] === ' ' || lower[j] === '"') j++;
      const { url, host } = hostAt(lower, j);
      if (host === '' || OFFICIAL_REGISTRY.test(url)) continue;
      const lookalike = REGISTRY_NAMES.some((r) => host.includes(r));
      return { host, lookalike };
    }
  }
  return null;
}
