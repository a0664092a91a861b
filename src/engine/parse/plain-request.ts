/**
 * Whether a structured type's value is a request in words ("Make acme/models public for the demo", "Lösche alle
 * EBS-Snapshots …") rather than the command line, manifest or script the type usually carries. Such a request is read
 * by the shared frame layer (frames/requests.ts); a command line is read by the type's own parser. Linear: one scan
 * of the head, no regex.
 */
const HEAD = 600;
/**
 * A request to a structured type is a sentence or a short paragraph; a longer text there is a pasted document, log or
 * script (and reading it through the frame layer would cost a long prose check on every such value).
 */
const MAX_REQUEST = 1500;
/**
 * Command-line tools of the cloud, cluster, infrastructure-as-code and repository kinds (INFRA_TOOLS). Programs that are also English verbs (make, find, watch, sort) are not
 * listed: "Make the private repo public" is a sentence, and the word count below tells a command line apart.
 */
export const INFRA_TOOLS: ReadonlySet<string> = new Set([
  'git', 'gh', 'glab', 'hub', 'tea', 'kubectl', 'oc', 'helm', 'kustomize', 'terraform', 'tofu', 'terragrunt', 'pulumi', 'aws', 'gcloud', 'gsutil', 'bq',
  'az', 'ansible', 'ansible-playbook', 'eksctl', 'doctl', 'hcloud', 'flyctl', 'heroku', 'vercel', 'netlify', 'argocd', 'flux', 'istioctl', 'vault', 'consul',
  'nomad', 'packer', 'cdk', 'sam', 'serverless', 'docker', 'podman', 'minikube', 'kind', 'k3s', 'velero', 'mc', 'rclone', 's3cmd', 'openstack', 'ibmcloud',
  'oci', 'linode-cli', 'scw', 'talosctl', 'cilium', 'salt', 'puppet', 'chef',
]);
/** Host tools that open command lines as often as the infrastructure tools do. */
const HOST_TOOLS = ['sudo', 'ssh', 'scp', 'curl', 'wget', 'crontab', 'systemctl', 'iptables', 'ufw'];
const CLIS: ReadonlySet<string> = new Set([...INFRA_TOOLS, ...HOST_TOOLS]);
/** First characters that open code, markup, a path, a diff or a shell prompt rather than a sentence. */
const STRUCTURE_OPENERS = '{[<-#/$.~"\'`(|>*+=@\\%!&;:';

const isLatinLetter = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x400 && c <= 0x4ff);
/** Scripts written without spaces between words (CJK ideographs, kana, Hangul, Thai). */
const isUnspacedScript = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0x0e00 && c <= 0x0e7f);

const isKeyChar = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46;

/** Lines among the first eight that open with a `key:` (a YAML or config document, not a sentence with a lead). */
function keyLines(head: string): number {
  let n = 0;
  let start = 0;
  for (let line = 0; line < 8 && start < head.length; line++) {
    let end = head.indexOf('\n', start);
    if (end === -1) end = head.length;
    let i = start;
    while (i < end && (head.charCodeAt(i) === 32 || head.charCodeAt(i) === 45)) i++;
    const b = i;
    while (i < end && isKeyChar(head.charCodeAt(i))) i++;
    if (i > b && head.charCodeAt(i) === 58 && (i + 1 === end || head.charCodeAt(i + 1) === 32)) n++;
    start = end + 1;
  }
  return n;
}

/** The first whitespace-separated token of `s` from `i`, lower-cased and without a leading path. */
function firstToken(s: string): string {
  let end = 0;
  while (end < s.length && end < 80 && s.charCodeAt(end) > 32) end++;
  const word = s.slice(0, end).toLowerCase();
  return word.slice(word.lastIndexOf('/') + 1);
}

/**
 * The value is short, opens with a word that is not a command-line tool, and most of its head is words: at least four words of letters
 * (or six characters of a script written without spaces), and fewer option, assignment or path tokens than words.
 */
export function readsAsRequest(raw: string): boolean {
  if (raw.length > MAX_REQUEST) return false;
  const head = (raw.length > HEAD ? raw.slice(0, HEAD) : raw).trimStart();
  if (head === '' || STRUCTURE_OPENERS.includes(head[0]!)) return false;
  const first = firstToken(head);
  if (CLIS.has(first) || first.includes('=') || keyLines(head) >= 2) return false;
  let words = 0;
  let technical = 0;
  let unspaced = 0;
  for (let i = 0; i < head.length;) {
    while (i < head.length && head.charCodeAt(i) <= 32) i++;
    const b = i;
    let letters = 0;
    let marks = 0;
    while (i < head.length && head.charCodeAt(i) > 32) {
      const c = head.charCodeAt(i);
      if (isLatinLetter(c)) letters++;
      else if (isUnspacedScript(c)) unspaced++;
      else if (c === 45 && i === b) marks += 2; // an option (-f, --force)
      else if (c === 61 || c === 47 || c === 92 || c === 124 || c === 36 || c === 123 || c === 125) marks++;
      i++;
    }
    if (i === b) continue;
    if (marks >= 2) technical++;
    else if (letters >= 2 && letters >= (i - b) / 2) words++;
  }
  return unspaced >= 6 || (words >= 4 && technical < words);
}
