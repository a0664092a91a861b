#!/bin/sh
# Cold-start figures of `safegate check` and `safegate hook claude-code` (README "Start-up figures"): each command as a
# whole process, N runs paired with a bare `node -e 0` (bench/coldstart-pairs.py, Python 3's standard library: the
# medians and the median of the pair-by-pair ratios are the figures). Run after `npm run build` (and
# `npm run build:binary` for the binary rows):
#   sh bench/coldstart.sh [RUNS]
# The first runs of the npm form write V8's code cache into $SAFEGATE_CACHE_DIR (a temporary directory here), one
# per kind of run (checked type, hook tool: src/cli/bundle-loader.cts), so one unmeasured run of each command comes first.
set -eu
RUNS=${1:-20}
cd "$(dirname "$0")/.."
export SAFEGATE_CACHE_DIR="${SAFEGATE_CACHE_DIR:-$(mktemp -d)}"
EVENTS=$(mktemp -d)
event() { printf '{"session_id":"bench","transcript_path":"/tmp/t.jsonl","cwd":"/tmp","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"%s","tool_input":%s}\n' "$1" "$2" > "$EVENTS/$3.json"; }
event Bash '{"command":"ls -la"}' bash
event Bash '{"command":"git push --force origin main"}' bash-git
event Write '{"file_path":"/home/u/project/src/app.ts","content":"export const answer = 42;\\n"}' write
event Task '{"description":"Summarise the logs","prompt":"Read the build logs and summarise the failures in three bullet points.","subagent_type":"general-purpose"}' task
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)  node $(node --version)  cache $SAFEGATE_CACHE_DIR"
row() {
  label=$1; shift
  python3 bench/coldstart-pairs.py "$RUNS" "$label" 'node -e 0' -- "$@"
}
hook() { sh -c "exec $1 hook claude-code < $EVENTS/$2.json" > /dev/null 2>&1 || true; }
NPM="node dist/src/cli/main.cjs"
node dist/src/cli/main.cjs check command 'ls -la' > /dev/null || true
node dist/src/cli/main.cjs check text 'Please summarise the attached report for the board.' > /dev/null || true
for e in bash bash-git write task; do hook "$NPM" "$e"; done
row "npm: check command 'ls -la'" node dist/src/cli/main.cjs check command 'ls -la'
row "npm: check text (prose)" node dist/src/cli/main.cjs check text 'Please summarise the attached report for the board.'
for e in bash bash-git write task; do row "npm: hook claude-code ($e event)" sh -c "exec node dist/src/cli/main.cjs hook claude-code < $EVENTS/$e.json"; done
if [ -x dist/safegate ]; then
  dist/safegate --version > /dev/null
  row "binary: --version" dist/safegate --version
  row "binary: check command 'ls -la'" dist/safegate check command 'ls -la'
  for e in bash task; do row "binary: hook claude-code ($e event)" sh -c "exec dist/safegate hook claude-code < $EVENTS/$e.json"; done
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$EVENTS"
