/**
 * The two pages the service serves itself: the API reference (Swagger UI, served from the swagger-ui-dist package
 * on this host, no CDN) and the playground (a small page of its own that calls POST /v2/check).
 */
import { ACTION_TYPES } from '../engine/types.js';

export function referencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>SafeGate API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/reference.js"></script>
</body>
</html>
`;
}

/** Started by the reference page; a file of its own so the page needs no inline script. */
export const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/v2/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });\n`;

export function playgroundPage(): string {
  const options = ACTION_TYPES.map((t) => `<option value="${t}"${t === 'command' ? ' selected' : ''}>${t}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>SafeGate playground</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 860px; padding: 0 1rem; color: #1d2430; }
h1 { font-size: 1.4rem; margin-bottom: .2rem; } p.lead { margin-top: 0; color: #5a6472; }
label { display: block; font-weight: 600; margin: .8rem 0 .3rem; }
select, textarea, input { width: 100%; box-sizing: border-box; font: 14px ui-monospace, monospace; padding: .5rem; border: 1px solid #c4cad3; border-radius: 6px; }
textarea { min-height: 5.5rem; } button { margin-top: 1rem; font-size: 1rem; padding: .55rem 1.6rem; border: 0; border-radius: 6px; background: #24406e; color: #fff; cursor: pointer; }
#verdict { margin-top: 1.5rem; } .level { display: inline-block; padding: .3rem .9rem; border-radius: 6px; font-weight: 700; color: #fff; }
.SAFE { background: #2e7d32; } .CAUTION { background: #b26a00; } .DANGER { background: #c62828; }
.bar { display: grid; grid-template-columns: 9rem 1fr 2.5rem; align-items: center; gap: .5rem; margin: .25rem 0; }
.track { background: #e8ebf0; border-radius: 4px; height: .8rem; } .fill { background: #24406e; height: 100%; border-radius: 4px; }
table { border-collapse: collapse; width: 100%; margin-top: .5rem; } td, th { text-align: left; border-bottom: 1px solid #e1e4ea; padding: .3rem .4rem; }
#error { color: #c62828; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>SafeGate playground</h1>
<p class="lead">Score one action the way an agent would ask. The API reference is at <a href="/docs">/docs</a>.</p>
<label for="type">Action type</label>
<select id="type">${options}</select>
<label for="value">Value</label>
<textarea id="value">rm -rf / --no-preserve-root</textarea>
<label for="metadata">Metadata (JSON object, optional)</label>
<textarea id="metadata" placeholder='{"environment": "production"}'></textarea>
<label for="key">API key (optional unless the server requires one)</label>
<input id="key" type="password" autocomplete="off" placeholder="sg_live_…">
<button id="check" type="button">Check</button>
<div id="error" role="alert"></div>
<section id="verdict" hidden>
  <div><span id="level" class="level"></span> <strong>score <span id="score"></span> / 10</strong></div>
  <h2>Primitives</h2><div id="primitives"></div>
  <h2>Threats</h2><table><thead><tr><th>id</th><th>name</th><th>primitive</th><th>score</th></tr></thead><tbody id="threats"></tbody></table>
  <h2>Reasons</h2><ul id="reasons"></ul>
</section>
<script src="/playground/app.js"></script>
</body>
</html>
`;
}

export const PLAYGROUND_SCRIPT = `'use strict';
const $ = (id) => document.getElementById(id);
function cell(row, text) { const td = document.createElement('td'); td.textContent = String(text); row.appendChild(td); }
function show(result) {
  $('verdict').hidden = false;
  const level = $('level');
  level.textContent = result.level;
  level.className = 'level ' + result.level;
  $('score').textContent = String(result.score);
  const bars = $('primitives');
  bars.replaceChildren();
  for (const [name, value] of Object.entries(result.primitives)) {
    const row = document.createElement('div'); row.className = 'bar';
    const label = document.createElement('span'); label.textContent = name;
    const track = document.createElement('div'); track.className = 'track';
    const fill = document.createElement('div'); fill.className = 'fill'; fill.style.width = (value * 10) + '%';
    track.appendChild(fill);
    const num = document.createElement('span'); num.textContent = String(value);
    row.append(label, track, num); bars.appendChild(row);
  }
  const threats = $('threats'); threats.replaceChildren();
  for (const t of result.threats) { const tr = document.createElement('tr'); cell(tr, t.id); cell(tr, t.name); cell(tr, t.primitive); cell(tr, t.score); threats.appendChild(tr); }
  const reasons = $('reasons'); reasons.replaceChildren();
  for (const r of result.reasons) { const li = document.createElement('li'); li.textContent = r; reasons.appendChild(li); }
}
async function runCheck() {
  $('error').textContent = '';
  const body = { type: $('type').value, value: $('value').value };
  const meta = $('metadata').value.trim();
  if (meta) {
    try { body.metadata = JSON.parse(meta); } catch (e) { $('error').textContent = 'metadata is not valid JSON: ' + e.message; return; }
  }
  const headers = { 'Content-Type': 'application/json' };
  const key = $('key').value.trim();
  if (key) headers.Authorization = 'Bearer ' + key;
  try {
    const res = await fetch('/v2/check', { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = await res.json();
    if (!res.ok) { $('error').textContent = res.status + ' ' + answer.code + ': ' + answer.error; return; }
    show(answer);
  } catch (e) { $('error').textContent = 'request failed: ' + e.message; }
}
$('check').addEventListener('click', runCheck);
`;
