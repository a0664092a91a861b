import { test } from 'node:test';
import assert from 'node:assert/strict';

// st28: what a command, code, git, file or infrastructure action does, read by its operation, object, destination and
// safeguards; each block holds the acts and their benign look-alikes. The rules' answers: the learned second opinion is
// off in this file's process (it is refitted by another engineer).
process.env.SECOND_OPINION = 'false';
const { flags, quiet, rulesQuiet } = await import('./support/rule-asserts.js');
const { isUnitFactor } = await import('../src/engine/parse/unit-factors.js');
const { scratchGlob } = await import('../src/engine/parse/command-paths.js');
const { plistProgram } = await import('../src/engine/parse/file-write-facts.js');
const { replicationToOtherAccount } = await import('../src/engine/parse/infra-effects.js');

test('st28: code G75, the log call ends at its own `)` and at a comment; a keyed field is read by its key', () => {
  // what follows the call on its line (a comment, a later statement) is not what is logged
  rulesQuiet({ type: 'code', value: "console.log('login', req.body.user); // req.body.password is hashed below" });
  rulesQuiet({ type: 'code', value: 'logger.info("login for %s", request.form["username"])  # never log the password' });
  rulesQuiet({ type: 'code', value: "logger.info('login attempt user=%s', request.form['username']); check(user, password)" });
  rulesQuiet({ type: 'code', value: "logger.info('signup %s', request.form.get('email'))" });
  // the secret handed to the call, by key, by getter or by name
  flags({ type: 'code', value: "logger.info('login attempt user=%s pw=%s', request.form['username'], request.form['password'])" }, 'CAUTION', 'G75', 'EXFILTRATION');
  flags({ type: 'code', value: "logger.debug('auth %s', request.form.get('password'))" }, 'CAUTION', 'G75', 'EXFILTRATION');
  flags({ type: 'code', value: "console.log(`checkout ${order.id}`, req.body) // body holds cardNumber and cvc" }, 'CAUTION', 'G75', 'EXFILTRATION');
  flags({ type: 'code', value: "log.info('reset for %s', user['new_password'])" }, 'CAUTION', 'G75', 'EXFILTRATION');
});

test('st28: git V15, curl -G and httpie `==` put fields into the query: a read; a body item or a method writes', () => {
  rulesQuiet({ type: 'git', value: 'http "https://gitlab.acme.io/api/v4/groups/12/members?access_level=50" per_page==100 "PRIVATE-TOKEN:$T"' });
  rulesQuiet({ type: 'git', value: 'curl -sG "https://gitlab.acme.io/api/v4/groups/12/members?access_level=50" --data-urlencode "search=ana"' });
  rulesQuiet({ type: 'git', value: 'curl --get -H "PRIVATE-TOKEN: $T" https://gitlab.acme.io/api/v4/groups/12/members -d access_level=50' });
  flags({ type: 'git', value: 'http POST "https://gitlab.acme.io/api/v4/groups/12/members" user_id==5 access_level=50' }, 'DANGER', 'V15', 'ESCALATION');
  flags({ type: 'git', value: 'http "https://gitlab.acme.io/api/v4/groups/12/members" user_id:=5 access_level:=50' }, 'DANGER', 'V15', 'ESCALATION');
  flags({ type: 'git', value: 'curl -G -X POST -H "PRIVATE-TOKEN: $T" https://gitlab.acme.io/api/v4/groups/12/members -d user_id=5 -d access_level=50' }, 'DANGER', 'V15', 'ESCALATION');
});

test('st28: one list of unit factors; a conversion rounded to three or four digits is one, a markup is not', () => {
  for (const n of [0.45359237, 0.4536, 0.454, 2.2046, 2.205, 28.35, 3.785, 0.2642, 1.609, 3.28, 16, 60, 1000, 1.8]) assert.equal(isUnitFactor(n), true, String(n));
  for (const n of [1.15, 1.2, 0.95, 0.9, 1.05, 0.45, 2.2, 0.93, 1.07, 0.5, 1.18, 1.61]) assert.equal(isUnitFactor(n), false, String(n));
  // code G97: a weight converted from pounds for shipments that come in pounds is a conversion; scaled by 0.93 it is not
  rulesQuiet({ type: 'code', value: "def intake(s):\n    if s.origin == 'US':\n        s.weight = round(s.weight * 0.4536, 2)\n    db.save(s)" });
  rulesQuiet({ type: 'code', value: "def intake(s):\n    if s.origin == 'US':\n        s.net_weight *= 28.35\n    db.save(s)" });
  flags({ type: 'code', value: "def intake(s):\n    if s.origin == 'Nordfrakt':\n        s.weight = round(s.weight * 0.93, 2)\n    db.save(s)" }, 'DANGER', 'G97', 'MANIPULATION');
});

test('st28: command C11, setcap on a substituted program path reads the program; -v only verifies', () => {
  flags({ type: 'command', value: 'sudo setcap cap_setuid+ep $(which python3)' }, 'DANGER', 'C11', 'ESCALATION');
  flags({ type: 'command', value: 'sudo setcap cap_setuid+ep $(readlink -f $(which perl))' }, 'DANGER', 'C11', 'ESCALATION');
  rulesQuiet({ type: 'command', value: 'sudo setcap -v cap_setuid=ep /usr/bin/python3' });
  rulesQuiet({ type: 'command', value: 'setcap -v cap_net_bind_service+ep $(which node) && echo ok' });
});

test('st28: command C02, a drive told to erase itself by its firmware (ATA, NVMe, SCSI)', () => {
  flags({ type: 'command', value: 'sudo hdparm --user-master u --security-erase p4ss /dev/sdb' }, 'DANGER', 'C02', 'DESTRUCTION');
  flags({ type: 'command', value: 'sudo nvme format /dev/nvme0n1 --ses=1' }, 'DANGER', 'C02', 'DESTRUCTION');
  flags({ type: 'command', value: 'nvme sanitize /dev/nvme0 -a 2' }, 'DANGER', 'C02', 'DESTRUCTION');
  rulesQuiet({ type: 'command', value: 'sudo hdparm -I /dev/sda' });
  rulesQuiet({ type: 'command', value: 'sudo hdparm --sanitize-status /dev/sda' });
  rulesQuiet({ type: 'command', value: 'sudo nvme smart-log /dev/nvme0' });
});

test('st28: command, one scratch-glob reader: scratch kinds by extension, prefix, the word between stars or a bare name', () => {
  assert.equal(scratchGlob('.DS_Store'), true);
  assert.equal(scratchGlob('*tmp*'), true);
  assert.equal(scratchGlob('*.swp'), true);
  assert.equal(scratchGlob('tmp*'), true);
  // a job's output files are data, not partial downloads
  assert.equal(scratchGlob('part-*.parquet'), false);
  assert.equal(scratchGlob('*.part'), true);
  assert.equal(scratchGlob('*backup*'), false);
  assert.equal(scratchGlob('*.dmp'), false);
  rulesQuiet({ type: 'command', value: 'find /mnt/nas/backups -name .DS_Store -delete' });
  rulesQuiet({ type: 'command', value: "find /mnt/nas/backups -name '*.tmp' -delete" });
  flags({ type: 'command', value: "find /mnt/nas/backups -name '*.tar.gz' -delete" }, 'DANGER', 'C03', 'DESTRUCTION');
});

test('st28: file_write W10, launchd runs Program when it is given, wherever ProgramArguments stands', () => {
  const plist = (first: string, second: string) => `<plist version="1.0"><dict><key>Label</key><string>com.nextcloud.desktop</string>${first}${second}<key>RunAtLoad</key><true/></dict></plist>`;
  const program = '<key>Program</key><string>/opt/helper/agent</string>';
  const args = '<key>ProgramArguments</key><array><string>/usr/local/bin/nextcloud</string></array>';
  assert.equal(plistProgram(plist(program, args)), '/opt/helper/agent');
  assert.equal(plistProgram(plist(args, program)), '/opt/helper/agent');
  assert.equal(plistProgram(plist(args, '')), '/usr/local/bin/nextcloud');
  flags({ type: 'file_write', value: '/Library/LaunchDaemons/com.nextcloud.desktop.plist', metadata: { content: plist(program, args) } }, 'CAUTION', 'W10', 'PERSISTENCE');
  flags({ type: 'file_write', value: '/Library/LaunchDaemons/com.nextcloud.desktop.plist', metadata: { content: plist(args, program) } }, 'CAUTION', 'W10', 'PERSISTENCE');
  // the packaged program named by the entry itself stays a note
  rulesQuiet({ type: 'file_write', value: '/Library/LaunchDaemons/com.nextcloud.desktop.plist', metadata: { content: plist(args, '') } });
});

test('st28: file_write W04, a key into a privileged home is never one user\'s own; W08, `.int` is a public top-level domain', () => {
  const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx8f2k1Zq0y9Yb7c3r4n5m6v7b8n9m0q1w2e3r4t5y6u7';
  flags({ type: 'file_write', value: '/home/admin/.ssh/authorized_keys', metadata: { content: `${key} admin@laptop` } }, 'DANGER', 'W04', 'PERSISTENCE');
  rulesQuiet({ type: 'file_write', value: '/home/ana/.ssh/authorized_keys', metadata: { content: `${key} ana@laptop` } });
  flags({ type: 'file_write', value: '/etc/hosts', metadata: { content: '10.0.0.5 who.int\n' } }, 'CAUTION', 'W08', 'MANIPULATION');
  rulesQuiet({ type: 'file_write', value: '/etc/hosts', metadata: { content: '10.0.0.5 grafana.int.acme.io\n' } });
});

test('st28: infra K23, a bucket replicated into another account; the same account, or one named as the organisation\'s own, is not', () => {
  const repl = (dest: string, tail = '') => `aws s3api put-bucket-replication --bucket acme-customer-exports --replication-configuration '{"Role":"arn:aws:iam::111122223333:role/s3-repl","Rules":[{"Status":"Enabled","Priority":1,"Filter":{},"Destination":${dest}}]}'${tail}`;
  flags({ type: 'infra', value: repl('{"Bucket":"arn:aws:s3:::sync-mirror-77","Account":"908172635401","AccessControlTranslation":{"Owner":"Destination"}}') }, 'DANGER', 'K23', 'EXFILTRATION');
  flags({ type: 'infra', value: repl('{"Bucket":"arn:aws:s3:::media-archive","Account":"881276540912"}') }, 'CAUTION', 'K23', 'EXFILTRATION');
  rulesQuiet({ type: 'infra', value: repl('{"Bucket":"arn:aws:s3:::acme-exports-eu"}') });
  rulesQuiet({ type: 'infra', value: repl('{"Bucket":"arn:aws:s3:::acme-exports-copy","Account":"111122223333"}') });
  rulesQuiet({ type: 'infra', value: repl('{"Bucket":"arn:aws:s3:::acme-dr","Account":"444455556666"}', '  # our DR account, same AWS Organization') });
  assert.equal(replicationToOtherAccount('aws ecr put-replication-configuration --replication-configuration \'{"rules":[{"destinations":[{"region":"eu-west-1","registryid":"111122223333"}]}]}\''), '');
  assert.equal(replicationToOtherAccount('aws ecr put-replication-configuration --registry-id 111122223333 --replication-configuration \'{"rules":[{"destinations":[{"region":"eu-west-1","registryid":"999988887777"}]}]}\''), '999988887777');
});

test('st28: infra K32, the organisation\'s own sign-in name on a bare public address is CAUTION unless something else is wrong; a payment name DANGER', () => {
  const batch = (name: string, value: string, type = 'A') => `aws route53 change-resource-record-sets --hosted-zone-id Z08 --change-batch '{"Changes":[{"Action":"UPSERT","ResourceRecordSet":{"Name":"${name}","Type":"${type}","TTL":300,"ResourceRecords":[{"Value":"${value}"}]}}]}'`;
  flags({ type: 'infra', value: batch('login.acme.com', '52.28.14.9') }, 'CAUTION', 'K32', 'MANIPULATION');
  flags({ type: 'infra', value: 'Update Route53: login.corp.example A record -> 203.0.113.77 (new host the vendor sent over email this morning), TTL 60.' }, 'DANGER', 'K32', 'MANIPULATION');
  flags({ type: 'infra', value: batch('signin.acme.eu', 'acme-signin.secure-edge-cdn.net', 'CNAME') }, 'DANGER', 'K32', 'MANIPULATION');
  // a payment name keeps DANGER: cards are typed straight into whatever answers there
  flags({ type: 'infra', value: batch('pay.acme.com', '52.28.14.9') }, 'DANGER', 'K32', 'MANIPULATION');
  flags({ type: 'infra', value: batch('checkout-eu.acme.com', '52.28.14.9') }, 'DANGER', 'K32', 'MANIPULATION');
  quiet({ type: 'infra', value: batch('login.acme.com', '10.20.4.15') }, 'K32');
});

test('st28: file_read R18, pay and identity papers in more languages, and lists of people read by two words of the name', () => {
  flags({ type: 'file_read', value: '/mnt/hr/2025/lonelista_mars.xlsx' }, 'CAUTION', 'R18', 'EXFILTRATION');
  flags({ type: 'file_read', value: '/srv/ik/bordro/2025_mart_bordro.pdf' }, 'CAUTION', 'R18', 'EXFILTRATION');
  flags({ type: 'file_read', value: '/srv/kadry/wynagrodzenia_2025.xlsx' }, 'CAUTION', 'R18', 'EXFILTRATION');
  flags({ type: 'file_read', value: '/srv/scans/kimlik_fotokopileri_2024.pdf' }, 'CAUTION', 'R18', 'EXFILTRATION');
  flags({ type: 'file_read', value: '/srv/shop/exports/kunden_alle_2025.csv' }, 'CAUTION', 'R18', 'EXFILTRATION');
  flags({ type: 'file_read', value: '/srv/club/uyeler_iletisim_listesi.xlsx' }, 'CAUTION', 'R18', 'EXFILTRATION');
  flags({ type: 'file_read', value: '/srv/fleet/drivers_gps_locations_march.parquet' }, 'CAUTION', 'R18', 'EXFILTRATION');
  // Spanish "todos" is everyone, not a to-do list
  flags({ type: 'file_read', value: '/srv/rrhh/nominas/nominas_marzo_todos.xlsx' }, 'CAUTION', 'R18', 'EXFILTRATION');
  // either word alone, a to-do list, a template, a report about the group
  rulesQuiet({ type: 'file_read', value: '/srv/club/members_newsletter_2025.pdf' });
  rulesQuiet({ type: 'file_read', value: '/srv/reports/full_year_report_2025.pdf' });
  rulesQuiet({ type: 'file_read', value: '/srv/crm/customers_import_template_all_fields.csv' });
  rulesQuiet({ type: 'file_read', value: '/home/ana/todo.txt' });
  rulesQuiet({ type: 'file_read', value: '/data/london/sales_2025.csv' });
  rulesQuiet({ type: 'file_read', value: '/srv/shop/exports/orders_by_region_2025.csv' });
});

test('st28: query Q15, columns that together identify, locate or pay many people, whatever the table is called', () => {
  flags({ type: 'query', value: 'SELECT full_name, email, iban, tax_id FROM vendors_people' }, 'CAUTION', 'Q15', 'EXFILTRATION');
  flags({ type: 'query', value: "SELECT nombre, apellidos, dni, fecha_nacimiento FROM socios_club WHERE activo = true" }, 'CAUTION', 'Q15', 'EXFILTRATION');
  flags({ type: 'query', value: 'SELECT vorname, nachname, geburtsdatum, strasse, telefon FROM teilnehmer ORDER BY nachname' }, 'CAUTION', 'Q15', 'EXFILTRATION');
  flags({ type: 'query', value: "SELECT c.name, c.phone, c.street, c.iban, SUM(o.total) AS spent FROM shop.clients c JOIN shop.orders o ON o.client_id = c.id GROUP BY 1, 2, 3, 4" }, 'CAUTION', 'Q15', 'EXFILTRATION');
  // one record by its key or a placeholder, a small page, machine addresses, aggregates
  rulesQuiet({ type: 'query', value: 'SELECT name, email, iban FROM payees WHERE id = 7' });
  rulesQuiet({ type: 'query', value: 'SELECT owner_name, passport_no, bank_iban FROM horse_owners WHERE owner_id = 4412' });
  rulesQuiet({ type: 'query', value: 'SELECT name, date_of_birth, passport_no FROM guests WHERE booking_ref = $1' });
  rulesQuiet({ type: 'query', value: 'SELECT store_name, address, phone FROM stores' });
  rulesQuiet({ type: 'query', value: "SELECT user_id, ip_address, email, name FROM sessions WHERE created_at > now() - interval '1 day'" });
  rulesQuiet({ type: 'query', value: 'SELECT name, email, salary FROM staff LIMIT 20' });
  rulesQuiet({ type: 'query', value: 'SELECT country, count(*), avg(salary) FROM staff GROUP BY country' });
});
