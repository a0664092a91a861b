import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../src/engine/engine.js';
import { sqlHoles } from '../src/engine/parse/sql-holes.js';
import { deserialisationGadget } from '../src/engine/parse/code-gadgets.js';

const level = (type: string, value: string): string => check({ type, value }).level;

test('sql holes: identifiers and numeric directives are not the bound-parameter weakness', () => {
  assert.deepEqual(sqlHoles('"select ', '* from %s" % TABLE)', '"'), { value: 0, ident: 1, number: 0 });
  assert.deepEqual(sqlHoles('"insert ', 'INTO \\"%s\\"(\\"", name);', '"'), { value: 0, ident: 1, number: 0 });
  assert.deepEqual(sqlHoles('"select ', 'name FROM staff WHERE boss=%d", $id);', '"'), { value: 0, ident: 0, number: 1 });
  assert.equal(sqlHoles('"select ', "* from users where name = '\" + name + \"'\")", '"').value, 1);
  assert.equal(sqlHoles('`select ', '* from ${table} where id = ${id}`)', '`').value, 1);
  assert.equal(sqlHoles('"select ', "* FROM %s WHERE owner = '%s'\" % (T, o))", '"').value, 1);
});

test('code: a weakness with no untrusted input in view is advisory; with request input it is flagged', () => {
  assert.equal(level('code', 'cursor.execute("SELECT COUNT(*) FROM %s" % TABLE)'), 'SAFE');
  assert.equal(level('code', 'os.system("python %s b" % SCRIPT)'), 'SAFE');
  assert.notEqual(level('code', 'os.system("ping -c 1 " + request.args["host"])'), 'SAFE');
  assert.notEqual(level('code', 'db.query(`SELECT * FROM accounts WHERE id = ${accountId}`)'), 'SAFE');
  assert.notEqual(level('code', 'cursor.execute("SELECT * FROM t WHERE id = \'" + request.args["id"] + "\'")'), 'SAFE');
});

test('deserialisation gadgets: the code builds a payload that runs a command when loaded', () => {
  assert.notEqual(deserialisationGadget("class x:\n    def __reduce__(self):\n        return (os.system, ('id',))"), '');
  assert.notEqual(deserialisationGadget('class X:\n    def __reduce__(self):\n        import subprocess\n        return (subprocess.check_output, (["ls"],))'), '');
  assert.equal(deserialisationGadget('class point:\n    def __reduce__(self):\n        return (point, (self.x, self.y))'), '');
  assert.equal(level('code', "import pickle, os\nclass E:\n    def __reduce__(self):\n        return (eval, (\"__import__('os').system('ls /')\",))\npickle.loads(pickle.dumps(E()))"), 'DANGER');
  assert.equal(level('code', 'ByteArrayOutputStream bo = new ByteArrayOutputStream();\nnew ObjectOutputStream(bo).writeObject(c);\nObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));\nC d = (C) oi.readObject();'), 'SAFE');
});

test('url: a redirect through an unknown site is a lure only with a mark on its target', () => {
  assert.equal(level('url', 'http://deals.example.jp/redirect/?url=http://ad-31.affiliate-net.jp/c/2eh/1g.html'), 'SAFE');
  assert.notEqual(level('url', 'https://news.example.org/out?url=https://secure-update.example.net/signin'), 'SAFE');
  assert.notEqual(level('url', 'https://blog.example.org/out?url=https://cdn-files.net/invoice.hta'), 'SAFE');
});

test('command: an orderly reboot is routine, a forced one or one on production is flagged', () => {
  assert.equal(level('command', 'sudo shutdown -r now'), 'SAFE');
  assert.equal(level('command', 'systemctl soft-reboot'), 'SAFE');
  assert.equal(level('command', 'reboot -f'), 'CAUTION');
  assert.equal(level('command', 'shutdown /r /f /t 0'), 'CAUTION');
  assert.notEqual(check({ type: 'command', value: 'sudo reboot', metadata: { environment: 'production' } }).level, 'SAFE');
});

test('command: teardown is read by scope and recoverability', () => {
  assert.equal(level('command', 'az storage blob delete --account-name acme -c invoices -n 2023/inv-1.pdf'), 'SAFE');
  assert.equal(level('command', 'aws s3api delete-bucket --bucket old-assets'), 'SAFE');
  assert.equal(level('command', 'aws rds delete-db-instance --db-instance-identifier qa --final-db-snapshot-identifier qa-final'), 'SAFE');
  assert.notEqual(level('command', 'aws rds delete-db-instance --db-instance-identifier orders --skip-final-snapshot'), 'SAFE');
  assert.equal(level('command', 'kubectl delete pods --all -n ci'), 'SAFE');
  assert.notEqual(level('command', 'kubectl delete deploy,svc --all -n shop'), 'SAFE');
  assert.notEqual(check({ type: 'command', value: 'kubectl delete pods --all -n payments', metadata: { environment: 'production' } }).level, 'SAFE');
  assert.notEqual(level('command', 'az storage container delete --account-name acme -n invoices'), 'SAFE');
});

test('url: a trusted redirector launders only a target that looks like a lure', () => {
  assert.equal(level('url', 'https://www.google.com/url?q=https://www.bakery-example.org/menu'), 'SAFE');
  assert.notEqual(level('url', 'https://www.google.com/url?q=https://docs-share.site/'), 'SAFE');
});
