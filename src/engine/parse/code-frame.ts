/**
 * What a piece of code does, as a small frame: its operations (send over the network, query DNS, delete, encrypt,
 * walk the file tree, grant a privilege, open a socket, write an autorun entry, replace the clipboard, change
 * recorded values), the objects it touches by sensitivity (secrets, personal records, keystrokes and screens, host
 * fingerprint, data and backup roots, a shell process, autorun locations) and where the data goes (an outside host,
 * a capture or paste service). Threats are rows that combine frame conditions (code-rows.ts), so an unseen snippet
 * that steals the same object through another API is caught by the same row. Every lexicon entry is a lower-case
 * substring; the lists are found in one pass of a keyword automaton: linear in the code, no regex on input.
 */
import { pathFindings } from '../nested.js';
import { PhraseLists } from './phrase-set.js';
import { CONNECT_WORDS, LISTEN_WORDS } from './shell-wiring.js';
import { recordTree } from './command-paths.js';
import { storedTreeSwept } from './code-sweep.js';
import { assessmentForcedByTier, chargedAboveShown, fabricatedActor, isIdent, measureClampedForReport, measureScaledForSubject } from './code-dataflow.js';

export type CodeOp =
  | 'send' | 'destroy' | 'destroyTree' | 'encrypt' | 'walk' | 'grant' | 'exec' | 'socket' | 'dns' | 'encode' | 'persist' | 'clipWrite' | 'alter' | 'beacon' | 'memAlloc' | 'memRun' | 'auditOff'
  | 'overwrite' | 'deserialize' | 'saveUpload' | 'verifyOff' | 'allowAll' | 'serveFile' | 'listAll' | 'list' | 'copy' | 'kill' | 'wipeAll'
  // many objects deleted in one call; a line written to a log; a string run as code
  | 'destroyBulk' | 'log' | 'evalCall';
export type CodeObject =
  | 'secret' | 'personal' | 'keystrokes' | 'screen' | 'fingerprint' | 'dataRoot' | 'privilege' | 'shellProc' | 'wiring' | 'autorun'
  | 'stealthRun' | 'clipboard' | 'wallet' | 'treeRoot' | 'userDocs' | 'falsify' | 'conceal' | 'browserStore' | 'payloadBytes' | 'sudoers' | 'money'
  | 'formSecret' | 'remoteBytes' | 'clientName' | 'uploadCheck' | 'checkBypass' | 'requestPath' | 'pathCheck' | 'backupStore'
  // processes whose death takes a service or a defence down; a process looked up by its name (another program's)
  | 'criticalProc' | 'securityAgent' | 'namedProc'
  // an import or a process start written inside a string literal (code kept out of the reader's sight until run)
  | 'codeInString'
  // the identity every request runs as; accounts chosen by a filter, not one id; a data export file; a secret in a variable
  | 'requestIdentity' | 'bulkAccounts' | 'dataFile' | 'loggedSecret'
  // a deletion narrowed by age or by name (a retention job, a cleanup of temporary files): a safeguard
  | 'retention'
  // a statement narrowed to one account by its key (`WHERE id = %s`): not every account a filter matches
  | 'oneAccount'
  // a cut, a remainder or a whole balance named beside a payment; a bank account or wallet written into the code (fixedAccount)
  | 'skim' | 'fixedAccount'
  // read from the path literals the code names (pathObjects), not from the lexicon
  | 'secretFile' | 'systemPath' | 'systemFile' | 'systemInfo' | 'sensitiveDir' | 'recordFiles'
  // a stored data tree (a mounted volume, share or data root) the code deletes whole or entry by entry (code-sweep.ts)
  | 'storedTree'
  // followed from value to use (code-dataflow.ts): more charged than shown; an assessment forced for a paying tier; a bid or review by a made-up identity
  | 'displayGap' | 'tierForced' | 'fakeActor' | 'measureForced' | 'measureClamped'
  // the code's own words (docstring, comment) say it is an attack of this class (selfDescribed)
  | 'selfDestroy' | 'selfSteal' | 'selfFoothold';
export type CodeDest = 'external' | 'capture' | 'personal' | 'rawIp';

/** Socket words that are not code on their own line of a config or URL (kept for the command parser only). */
const NOT_CODE_SOCKET = new Set(['tcp:', 'tcp4:', 'tcp6:', 'udp:', 'ssl:', '"net";', '-lp ', 'nc -l', 'nc -nl', 'ncat -l', 'netcat -l', '/0/0"', "/0/0'", '/0/0;']);
const SOCKET_WORDS = [...CONNECT_WORDS, ...LISTEN_WORDS, 'new socket(', 'socket.connect(', 'tcpstream', 'tcplistener', 'net.socket', 'socket.connect'].filter((w) => !NOT_CODE_SOCKET.has(w));

/** A shell command word where a command starts (line start, after a separator, a quote or `$(`), followed by a space. */
function shellVerb(w: string): string[] {
  return ['\n', ' ', '\t', ';', '(', '"', "'", '`', '|', '&'].map((b) => `${b}${w} `);
}

const OPS: Readonly<Record<CodeOp, readonly string[]>> = {
  send: [
    'requests.post', 'requests.put', 'requests.get(', 'requests.request', 'httpx.post', 'httpx.get(', 'urlopen(', 'urllib.request', 'http.client',
    'aiohttp', 'session.post', 'fetch(', 'axios.post', 'axios(', 'axios.put', '$.post', '$.ajax', 'xmlhttprequest', 'sendbeacon', 'http.request(',
    'https.request(', 'http.post(', 'http.get(', 'https.get(', "https').get(", 'https").get(', "http').get(", 'http").get(', 'net.connect', '.sendall(',
    'socket.send', 'smtplib', '.sendmail(', 'ftplib', 'storbinary', 'webclient', 'invoke-webrequest', 'invoke-restmethod', 'uploadstring', 'uploadfile',
    'curl_exec', 'curl_init', 'file_get_contents("http', 'httpclient', 'new image().src', '.src = "http', "'https://discord.com/api/webhooks", 'net/http',
    'http.newrequest', 'okhttp', 'resttemplate', 'websocket(',
    // a shell script's upload: curl and wget told to send a file's bytes as the request body or a form field
    '--data-binary', '--upload-file', '--post-file', '--data @', '-d @', '--form ', 'file=@', '-t @', 'invoke-restmethod -infile', '-infile ',
  ],
  destroy: [
    ...shellVerb('rm'), ...shellVerb('shred'), ...shellVerb('unlink'), 'shutil.rmtree', 'os.remove(', 'os.unlink(', 'os.rmdir(', 'fs.rmsync', 'fs.rmdirsync', 'fs.unlinksync', 'fs.rm(', 'rimraf', 'rm -rf', 'rm -fr',
    'fileutils.rm_rf', 'fileutils.remove_dir', 'remove-item', 'directory.delete(', 'file.delete(', 'os.removeall', 'deletefile', 'unlink(',
    'path.unlink', '.rmtree(', 'rd /s', 'del /f', 'format c:', 'os.remove(p', 'file.delete()', 'files.delete(',
    // cloud storage objects and buckets
    'delete_object(', 'delete_objects(', '.objects.all().delete()', 'delete_bucket(', 'deleteobject(', 'deleteobjects(', 'deleteobjectcommand', 'delete_blob(', 'blob.delete(', 'bucket.delete(', '.deletefile(', 'delete_snapshot(', 'deletesnapshot(', 'delete_db_snapshot(',
  ],
  destroyTree: [
    'shutil.rmtree', '.rmtree(', 'rm -rf', 'rm -fr', 'rimraf', 'fileutils.rm_rf', 'fileutils.remove_dir', 'os.removeall', 'recursive: true', 'recursive=true',
    '-recurse', 'rd /s', 'directory.delete(', 'del /f /s', 'rmdir /s',
  ],
  encrypt: [
    'encrypt(', 'fernet', 'aes.new', 'cipher.encrypt', 'createcipheriv', 'aes/cbc', 'aes/gcm', 'cryptostream', 'chacha20', 'aes.newcipher', 'cipher.newgcm',
    'openssl_encrypt', 'crypto.subtle.encrypt', 'aesgcm(', 'aes.encrypt',
    '.createencryptor(', 'aesmanaged', 'aescryptoserviceprovider', 'rijndaelmanaged', 'protecteddata]::protect', 'protect-data', 'protect-cmsmessage',
    // the encrypted copy written under a ransom extension: what the bytes became, whatever the cipher call is named
    "'.locked'", '".locked"', "'.encrypted'", '".encrypted"', "'.crypted'", '".crypted"', "'.crypt'", '".crypt"', "'.enc'", '".enc"', "'.locky'", "'.ransom'",
  ],
  walk: [
    'lfs.dir(', '-recurse', 'os.walk', 'glob.glob', 'rglob(', 'os.listdir', 'scandir', 'readdirsync', 'fs.readdir', 'filepath.walk', 'get-childitem', 'directory.getfiles', 'find.find(',
    'dir.glob', 'iterdir(', 'walkdir', 'files.walk(', 'enumeratefiles',
  ],
  grant: [
    "role:'admin'", 'role:"admin"', "role:'superadmin'", 'role:"superadmin"', "role:'owner'", 'role:"owner"', 'is_superuser=true)', 'isadmin:true',
    'is_superuser = true', 'is_superuser=true', 'is_staff = true', 'is_staff=true', 'is_admin = true', 'is_admin=true', 'isadmin = true', 'isadmin=true',
    "role = 'admin'", 'role = "admin"', "role='admin'", 'role="admin"', "role = 'owner'", 'role = "owner"', "role: 'admin'", 'role: "admin"',
    "role = 'superadmin'", 'role = "superadmin"', 'setuid(0)', 'seteuid(0)', 'grant all', 'add_role("admin")', "add_role('admin')", 'groups.add(admin',
    'permissions = ["*"]', "permissions = ['*']", 'bypass_auth = true', 'skip_auth = true',
    // the superadmin and super-user flags of application models (is_superadmin, is_super_admin, superuser)
    'is_superadmin = true', 'is_superadmin=true', 'is_super_admin = true', 'is_super_admin=true', 'superuser = true', 'superuser=true', 'is_root = true', 'is_root=true',
    // object-literal spellings (JS/TS, Python dicts, Ruby hashes)
    "role: 'superadmin'", 'role: "superadmin"', "role: 'owner'", 'role: "owner"', "'role': 'admin'", '"role": "admin"', "'role': 'superadmin'", '"role": "superadmin"',
    'isadmin: true', 'is_admin: true', '"is_admin": true', 'admin: true', "role: :admin", 'role = :admin',
  ],
  // every row of a table or collection deleted by an ORM or driver call with no filter
  wipeAll: [
    'deletemany({})', 'deletemany({ })', 'deletemany()', 'delete_many({})', 'delete_many( {} )', '.objects.all().delete()', '.destroy_all', '.delete_all', 'destroy({ where: {} })',
    'destroy({where:{}})', 'destroy({ truncate: true', 'truncate: true', '.remove({})', '.drop_collection(', '.drop()', 'dropdatabase(', 'drop_database(', 'flushall(', 'flushdb(',
    '.query.delete()', 'db.truncate(', 'deleteall()', 'deleteallinbatch()',
  ],
  exec: ['os.system(', 'subprocess.', 'child_process', 'exec(', 'eval(', 'runtime.getruntime().exec', 'processbuilder', 'shell_exec', 'popen('],
  socket: SOCKET_WORDS,
  // a lookup of a host name the code builds (DNS carries the data in the name)
  dns: [
    'gethostbyname(', 'getaddrinfo(', 'dns.resolve', 'dns.lookup', 'dns.promises', 'resolver.resolve(', 'resolver.query(', 'dns.resolver', 'nslookup',
    'resolve-dnsname', 'net.lookuphost', 'net.lookupip', 'inetaddress.getbyname', 'dns.gethostentry', 'dns.getaddresses',
  ],
  encode: [
    'hexlify', '.hex()', "tostring('hex')", 'tostring("hex")', 'b64encode', 'b32encode', 'base32', 'btoa(', "tostring('base64')", 'tostring("base64")',
    'hex.encodetostring', 'base64.stdencoding', 'base64.urlencoding', 'convert.tobase64string', 'bin2hex', 'base64_encode', 'encodetostring',
    // Perl, Ruby, Java, Lua and shell spellings of the same encodings
    'encode_base64', 'encode_base32', 'base64.encode64', 'base64.strict_encode64', 'encode64(', "unpack('h", 'unpack("h', "pack('m", 'pack("m', 'getencoder()', 'geturlencoder()',
    '| base64', '|base64', '| xxd -p', '|xxd -p', '| od -', '| base32', 'mime::base64',
  ],
  persist: [
    'setvalueex', 'reg add', 'new-itemproperty', 'set-itemproperty', 'plistlib.dump', 'writefile', 'appendfile', 'write_text', '.write(', 'fputs',
    'file_put_contents', 'launchctl load', 'launchctl bootstrap', 'crontab -', 'systemctl enable', 'systemctl --user enable', 'schtasks', 'register-scheduledtask',
    'copyfile', 'shutil.copy', 'createshortcut', 'set-content', 'add-content', 'out-file',
  ],
  clipWrite: ['pyperclip.copy(', 'clipboard.writetext', 'setclipboarddata', 'clipboard.settext', 'set-clipboard', 'clipboard.copy(', 'clipboard.write(', 'setclipboardtext', 'xclip', 'pbcopy'],
  // a request made by loading a resource: the data rides in its URL (pixels, beacons, script tags)
  beacon: ['new image().src', 'new image();', 'new image()', 'sendbeacon(', "createelement('img')", 'createelement("img")', "createelement('script')", 'createelement("script")'],
  // recorded values changed in place (a column scaled, a field overwritten, rows dropped)
  alter: ['*=', '+=', '-=', '.loc[', '.at[', '.iloc[', '.update(', 'update ', '.replace(', '.drop(', '.save(', '.apply(', ' = ', '.set(', 'df[df[', '.query(', '.filter(', 'delete from', '.remove('],
  // executable memory obtained, and code started in it (shellcode run in-process)
  memAlloc: ['virtualalloc', 'ntallocatevirtualmemory', 'page_execute_readwrite', 'prot_exec', 'mprotect(', 'virtualprotect'],
  memRun: ['createthread', 'cfunctype', 'ctypes.cast(', 'queueuserapc', 'enumwindows(', 'callwindowproc', '((void(*)())', 'syscall.syscalln', 'rtlcreateuserthread', 'marshal.getdelegateforfunctionpointer'],
  // audit or logging switched off from code
  // (the audit trail itself: silencing ordinary logging is what test set-ups do)
  // a file's bytes replaced in place (with encrypt: the originals are gone without a delete)
  overwrite: ['::writeallbytes(', 'write_bytes(', 'writefilesync(p', 'writefilesync(f', 'os.writefile(p', 'os.writefile(f', 'file.writeallbytes(', 'file_put_contents($f', 'file_put_contents($p', 'set-content -path $_'],
  // objects rebuilt from bytes by a loader that can run code while loading
  deserialize: ['pickle.load', 'torch.load(', 'joblib.load(', 'dill.load', 'cloudpickle.load', 'marshal.loads(', 'yaml.unsafe_load', 'shelve.open(', 'np.load(', 'numpy.load(', 'keras.models.load_model(', 'unserialize(', 'readobject()', 'binaryformatter', 'marshal.load(', 'objectinputstream('],
  // an uploaded file stored on the server
  saveUpload: ['move_uploaded_file(', 'file.save(', '.save(os.path.join(', 'req.files', 'request.files', '.mv(', 'multer(', 'transferto(', 'saveas(', 'copy_from_upload'],
  // a token's or message's signature check switched off
  verifyOff: [
    'verify_signature": false', "verify_signature': false", 'verify_signature=false', '"verify_signature":false', "'verify_signature':false", 'verify=false)', "algorithms=['none']", 'algorithms=["none"]',
    "algorithms: ['none']", 'algorithms: ["none"]', "alg: 'none'", 'alg: "none"', '"alg":"none"', 'verify_exp": false', 'ignoreexpiration: true', '.decode(token, verify=false', 'insecure_decode', 'skip_signature_verification',
    'parseunverified(', 'withoutverification', 'verify: false', 'skip_verify = true', 'no_verify=true',
  ],
  // a check made to pass unconditionally
  allowAll: ['return true', 'return 1', 'return ok', '|| true', 'return !0', 'return nil // ', 'pass  #', '=> true'],
  // every object of a store listed (what a bulk delete walks)
  listAll: ['list_objects', 'objects.all()', 'objects.filter(', 'list_blobs(', 'listobjects', 'get_paginator(', 'describe_snapshots(', 'describesnapshots', 'list_snapshots(', 'listblobs'],
  // a file sent back to the requester
  serveFile: ['sendfile(', 'send_file(', 'res.download(', 'readfile($_', 'file_get_contents($_', 'fpassthru(', 'createreadstream(req', 'readfilesync(req', 'open(request.', 'servefile(', 'http.servefile(w, r, r.'],
  // a directory's entries listed (what reconnaissance of a system or another user's files starts with)
  list: [
    'os.listdir(', 'os.scandir(', 'glob.glob(', 'glob(', '.iterdir(', 'os.walk(', 'readdirsync(', 'fs.readdir(', 'fs.promises.readdir(', 'opendir(', 'scandir(',
    'dir.entries(', 'dir.glob(', 'dir.children(', 'dir[', 'filepath.glob(', 'os.readdir(', 'ioutil.readdir(', 'get-childitem', 'gci ', 'directory.getfiles(',
    'directory.getdirectories(', 'directory.enumeratefiles(', 'files.list(', 'files.walk(', '.listfiles()',
    // shell listings, only where a command starts (the lexicon matches inside words: "tools " holds "ls ")
    ...shellVerb('ls'), ...shellVerb('find'), ...shellVerb('tree'), ...shellVerb('dir'), ...shellVerb('gci'),
  ],
  // a file copied somewhere else
  copy: [
    'shutil.copy', 'copyfile(', 'copy2(', 'fs.copyfile', 'fs.cpsync', 'fs.cp(', 'files.copy(', 'file.copy(', 'copy-item', 'fileutils.cp', 'fileutils.copy',
    'io.copy(', ...shellVerb('cp'), ...shellVerb('rsync'), ...shellVerb('scp'), 'install -m',
  ],
  // a process ended by the code (by pid, by name, or every one a listing returns)
  kill: [
    'os.kill(', 'os.killpg(', '.kill()', '.kill(', '.terminate()', 'pkill', 'killall', 'kill -9', 'kill -s', 'kill -kill', 'kill -term', 'taskkill', 'stop-process',
    'process.kill(', 'syscall.kill(', 'unix.kill(', 'signal.sigkill', 'process.getprocessesbyname(', 'kill(pid', 'posix_kill(', 'process.kill ', 'proc.kill',
    // the shell's kill with any signal, or fed the pids a lookup printed
    'kill -', 'kill $', 'kill "$', 'xargs kill', 'xargs -r kill', '.send_signal(', "['kill'", '["kill"',
  ],
  destroyBulk: ['delete_objects(', 'deleteobjects(', 'deleteobjectscommand', 'delete_blobs(', 'delete_bucket(', 'deletebucket(', 'bucket.delete(', 'batch_delete(', 'deletemultipleobjects', 'remove_objects(', 'removeobjects('],
  log: ['logger.info(', 'logger.debug(', 'logger.warn(', 'logger.warning(', 'logger.error(', 'logging.info(', 'logging.debug(', 'logging.warning(', 'log.info(', 'log.debug(', 'log.printf(', 'log.println(', 'console.log(', 'console.info(', 'console.debug(', 'syslog(', 'error_log(', 'log.warn(', 'slog.info(', 'zap.', 'puts '],
  evalCall: ['eval(', 'exec(', 'new function(', 'instance_eval(', 'eval ("', "eval ('", 'eval "$', 'eval $'],
  auditOff: ['audit.disable', 'disable_audit', 'audit_log = false', 'audit_log=false', 'audit = false', 'audit=false', 'skip_audit', 'auditing = false', 'audit_enabled = false', 'audit_enabled=false', 'audit_trail = false', 'audittrail.disable', 'pause_audit'],
};

const OBJECTS: Readonly<Record<Exclude<CodeObject, 'fixedAccount' | 'privilege' | 'loggedSecret' | 'secretFile' | 'systemPath' | 'systemFile' | 'systemInfo' | 'sensitiveDir' | 'recordFiles' | 'storedTree' | 'displayGap' | 'tierForced' | 'fakeActor' | 'measureForced' | 'measureClamped' | 'selfDestroy' | 'selfSteal' | 'selfFoothold'>, readonly string[]>> = {
  secret: [
    'dict(os.environ)', 'os.environ.copy()', 'environ.items()', 'stringify(process.env)', '...process.env}', 'object.entries(process.env)', 'printenv', '.ssh/', 'id_rsa', 'id_ed25519', '.aws/credentials', '.aws/config', 'login data', 'local state',
    'cookies.sqlite', 'network/cookies', 'default/cookies', 'logins.json', 'key4.db', 'leveldb', 'wallet.dat', 'keychain', '/etc/shadow', '.git-credentials', '.npmrc', '.pypirc',
    '.kube/config', '.docker/config.json', '.netrc', '.pgpass', 'discord/local storage', 'exodus/exodus.wallet', 'metamask', 'wallets/', '/etc/passwd',
    // the same files named as path.join / os.path.join parts
    "'.aws', 'credentials'", '".aws", "credentials"', "'.ssh', 'id_", '".ssh", "id_', "'.docker', 'config.json'", '".docker", "config.json"', "'.kube', 'config'",
    'chrome.cookies', 'browser.cookies', 'cookies.getall', 'cryptunprotectdata', 'security find-generic-password', 'find-internet-password',
    // the whole environment in other languages (Go, Java, Rust, .NET, Ruby, PHP)
    'os.environ()', 'system.getenv()', 'env::vars()', 'getenvironmentvariables()', 'env.to_h', 'env.to_a', 'getenv())', 'json.dumps(os.environ', 'dict(os.environ',
  ],
  // what a visitor types into a page's password or card fields (form-jacking, web skimmers)
  formSecret: [
    'type=password', "type='password'", 'type="password"', 'type=\\"password', "[name*=pass", '[name*="pass', "[name=password", '[name="password"', 'cvv', 'cvc.value', 'cardnumber', 'card_number',
    'cc-number', 'cc_number', 'cc.value', 'card.value', 'exp.value', '#password', "getelementbyid('password')", 'getelementbyid("password")', 'autocomplete=cc-',
    // every field of the page taken at once: whatever the visitor types, card and password included
    "queryselectorall('input", 'queryselectorall("input', "queryselectorall('form", 'queryselectorall("form', "getelementsbytagname('input')", 'getelementsbytagname("input")',
    "$('input", '$("input', "$(':input", '$(":input', 'document.forms', 'new formdata(document',
    // the fields of one form taken by selector, and what is typed as it is typed
    " input')", ' input")', 'e.target.value', 'event.target.value', 'evt.target.value',
    // every keystroke of every field, caught at the document (what a skimmer on a checkout page listens to)
    "document.addeventlistener('input'", 'document.addeventlistener("input"', "document.addeventlistener('change'", 'document.addeventlistener("change"', "document.addeventlistener('keyup'",
  ],
  // bytes that come over the network (a loader fed from a URL)
  remoteBytes: ['urlopen(', 'requests.get(', 'httpx.get(', 'urllib.request', 'wget.download(', 'fetch(', 'http.get(', 'urlretrieve(', 'openstream()', 'webclient', '.content)', 'download_url('],
  // a store that keeps backups, snapshots or the audit record (named in a bucket, container or prefix)
  backupStore: ["backups'", 'backups"', "backup'", 'backup"', "-backup-", "snapshots'", 'snapshots"', "-snapshot", "audit-logs'", 'audit-logs"', "cloudtrail", "archive-bucket", "-dr-", "disaster-recovery"],
  // files picked by age or by a name pattern before they are deleted (retention, temp-file cleanup)
  retention: [
    'getmtime', 'st_mtime', 'mtime', 'mtimems', 'lastwritetime', 'modtime()', 'older_than', 'retention', 'max_age', 'maxage', 'cutoff', 'timedelta(', 'days_old',
    'age_days', 'expired', 'stale', 'days.ago', 'hours.ago', 'weeks.ago', 'months.ago', "expires_at < ", 'expires_at <', '.endswith(', 'fnmatch', "'*.tmp'", '"*.tmp"', "'*.log'", '"*.log"', "'.tmp'", '".tmp"', 'tempfile', '.part', '__pycache__',
  ],
  oneAccount: ['where id =', 'where id=', 'where user_id =', 'where user_id=', 'where uid =', 'where uid=', 'where pk =', 'filter(id=', 'filter(pk=', 'where email =', 'where username =', '.get(id=', 'findbyid(', '.where(id:'],
  // the identity every request is given (set in a middleware, not looked up)
  requestIdentity: ['req.user =', 'req.user=', 'request.user =', 'request.user=', 'g.user =', 'g.user=', 'ctx.state.user =', 'res.locals.user =', 'context.user =', 'ctx.user ='],
  // accounts chosen by a flag or all of them, not by an id (admin given to every match)
  bulkAccounts: ['.objects.filter(is_', '.objects.all()', '.objects.exclude(', '.update_all(', 'updatemany({})', 'updatemany({ })', 'updatemany({},', 'update_many({})', 'update_many({},', '.where(is_', "update users set", 'update accounts set',
    // lookups that match many accounts at once: every address of a domain, a substring, a list
    '__endswith=', '__iendswith=', '__icontains=', '__contains=', '__startswith=', '__istartswith=', '__in=', "like '%@", 'like "%@', '$regex'],
  // a data export opened to be sent (customer lists, dumps, spreadsheets)
  dataFile: [".csv'", '.csv"', ".xlsx'", '.xlsx"', ".xls'", '.xls"', ".sql'", '.sql"', ".dump'", '.dump"', ".sqlite'", '.sqlite"', ".db'", '.db"', ".parquet'", '.parquet"', ".bak'", '.bak"', ".mdb'", ".pst'"],
  // the name the uploading client chose, kept as the stored name
  clientName: ["['name']", '["name"]', '.originalname', '.filename)', '.filename}', '.getoriginalfilename()', '.filename,', 'file.name)'],
  // the upload checked: name sanitised, extension or type allow-listed
  uploadCheck: ['secure_filename', 'pathinfo(', 'allowed_ext', 'allowed_types', 'allowed_file', 'in_array($ext', 'mime_content_type', 'getimagesize', 'finfo_', 'filetypes', 'extname(', 'uuid', 'basename(', '.endswith((', 'content_type in', 'mimetype in', 'filefilter'],
  // a comment saying a check is bypassed
  checkBypass: [
    'bypass validation', 'bypass verification', 'bypass the check', 'bypass auth', 'bypass license', 'bypass licence', 'bypass the license', 'bypass payment', 'bypass fraud',
    'skip validation', 'skip verification', 'skip the check', 'skip license', 'skip fraud', 'disable validation', 'disable verification', 'disable the check', 'disable fraud',
    'always valid', 'always pass', 'accept any key', 'accept any license', 'validierung umgehen', 'prüfung umgehen', 'contourner la validation', 'contourner la vérification',
    'saltar la validación', 'omitir la validación', 'saltar validación', 'pular validação', 'ignorar validação', 'ignorar la validación', 'aggirare la verifica', '绕过验证', '跳过验证', '検証をスキップ', 'обойти проверку',
  ],
  // a path taken straight from the request
  requestPath: ['req.query.', 'req.params.', 'req.body.', "request.args.get(", 'request.args[', 'request.get_vars', '$_get[', '$_request[', '$_post[', 'r.url.query()', 'c.query(', 'request.getparameter('],
  // the path confined: normalised and checked against a base directory
  pathCheck: ['basename(', 'safe_join', 'secure_filename', 'realpath', '.startswith(', 'startswith(base', 'path.relative(', 'filepath.clean', 'normalize(', 'getcanonicalpath', '.includes(\'..\')', '.includes("..")', "'..' in", '".." in', 'allowlist', 'whitelist'],
  // browser storage a page or extension reads (tokens, sessions)
  // the bytes to run come from an encoding or the network
  payloadBytes: ['b64decode', 'base64.', 'fromhex', 'unhexlify', 'requests.get', 'urlopen', 'shellcode', 'b"\\x', "b'\\x", 'frombase64string', 'downloaddata', 'buf = ', 'payload'],
  sudoers: ['/etc/sudoers', 'nopasswd'],
  // money moved in the same code
  money: ['transfer_funds', 'transfer(', 'transferir(', 'transferer(', 'überweisen(', 'ueberweisen(', 'virement(', 'bonifico(', 'payout', 'withdraw', 'wire_transfer', 'send_payment', 'refund(', 'charge(', 'move_funds',
    'sendtransaction(', 'send_transaction(', 'buchen(', 'buche_', 'booking(', 'post_entry('],
  // the part of each payment kept back (a fee, a rounding remainder) or everything an account holds
  skim: ['fee', 'rest ', 'rest=', 'remainder', 'rounding', 'round_down', 'rundung', 'redondeo', 'comision', 'comisión', 'commission', 'arrotondamento', 'arrondi', 'getbalance(', 'get_balance(', '.balance', 'sammelkonto'],
  browserStore: ['localstorage.getitem', 'localstorage[', 'sessionstorage.getitem', 'sessionstorage[', 'document.cookie', 'indexeddb.open', 'chrome.storage.local.get'],
  personal: [
    '* from users', '* from customers', '* from patients', '* from employees', '* from members', '* from clients', '* from accounts', '* from payments',
    '* from cards', 'users.find({})', 'customers.find({})', 'user.objects.all()', 'customer.objects.all()', '* from "users"', '* from `users`',
    // whole collections read through a driver, in the names schemas use in several languages
    "collection('users').find({})", "collection('customers').find({})", "collection('clients').find({})", "collection('contacts').find({})", "collection('patients').find({})",
    'collection("users").find({})', 'collection("customers").find({})', 'collection("clients").find({})', 'collection("contacts").find({})', "collection('kunden').find({})",
    // a phone's messages, contacts and call log read through its content providers
    'content://sms', 'content://mms', 'contactscontract', 'content://contacts', 'content://call_log', 'calllog.calls',
  ],
  // keystrokes collected, not a single key handled
  keystrokes: ['.push(e.key', '.push(event.key', '+= e.key', '+=e.key', '+= event.key', 'pynput', 'keyboard.on_press', 'keyboard.hook', 'getasynckeystate', 'setwindowshookex'],
  screen: ['imagegrab', 'pyautogui.screenshot', 'copyfromscreen', 'getdisplaymedia', 'mss()', 'clipboard.readtext', 'pyperclip.paste', 'getclipboarddata', 'win32clipboard',
    // the camera and the microphone (what a stalkerware page or script streams)
    'getusermedia(', 'cv2.videocapture(', 'videocapture(0', 'pyaudio', 'sounddevice.rec(', 'avcapturesession', 'mediarecorder(', 'imagecapture(', 'camera.takepicture', 'audiorecord('],
  fingerprint: ['platform.node', 'gethostname', 'getpass.getuser', 'os.uname', 'os.userinfo', 'os.hostname()', 'whoami', 'os.getlogin'],
  // the root of a data, backup or system tree itself (a sub-directory of it is routine cleanup)
  dataRoot: [
    '/var/lib/postgresql', '/var/lib/mysql', '/var/lib/docker', '/var/lib/mongodb', '/backup"', "/backup'", '/backups"', "/backups'", '/backup/*',
    '/backups/', '/snapshots', '/data/*', '/srv/*', '/home/*', '/var/www/*', '"/home"', "'/home'", '"/srv"', "'/srv'", '"/data"', "'/data'",
    '"/var/www"', "'/var/www'", '"/etc"', "'/etc'", '"/opt"', "'/opt'", '"/mnt"', "'/mnt'", '"/var"', "'/var'", '"/usr"', "'/usr'",
    'expanduser("~"))', "expanduser('~'))", 'os.homedir())', '"c:\\\\users"', '"c:\\\\"',
    // the filesystem root or the whole home as a list element or the argument itself
    "['/'", '["/"', "'/']", '"/"]', "rmtree('/')", 'rmtree("/")', "rmtree('/',", 'rmtree("/",', "expanduser('~')]", 'expanduser("~")]', "expanduser('~'), '/'", "rmtree(path.home()", 'rmtree(home)',
  ],
  // a walk started at the whole home, root or user-documents tree
  treeRoot: [
    'path.home().rglob', 'path.home().glob', 'path.home().iterdir', 'path.home().walk', 'walk(path.home())', 'walk(os.path.expanduser("~"))',
    "walk(os.path.expanduser('~'))", 'walk(os.homedir()', 'walk("/")', "walk('/')", 'walk("/home"', "walk('/home'", 'walk("c:\\\\', "walk('c:\\\\",
    "walk(os.environ['home'])", 'walk(os.environ["home"])', 'walk(os.getenv("home"))', "walk(os.getenv('home'))", 'walk(os.getenv("userprofile"))',
    'path(\'/\').rglob', 'path("/").rglob', "path('/home').rglob", 'path("/home").rglob', "path('/users').rglob", 'path("/users").rglob', "path('/mnt').rglob", 'path("/mnt").rglob',
    "path('/srv').rglob", 'path("/srv").rglob', "path('/data').rglob", 'path("/data").rglob', "path('c:/users').rglob", 'path(os.path.expanduser', 'getfolderpath(', '$env:userprofile',
    // the drive's root itself, not a folder under it ("Get-ChildItem C:\\Temp" walks one folder)
    'get-childitem c:\\ ', "get-childitem 'c:\\'", 'get-childitem "c:\\"', 'get-childitem -path c:\\ ', "get-childitem -path 'c:\\'", 'get-childitem -path "c:\\"', 'readdirsync(os.homedir()', 'walk(home',
    // (rev24) what stands for the whole drive under it: every folder at its root (c:\*), every user's profile (c:\users,
    // as path('c:/users') above), the root by another spelling (gci, -literalpath, c:/, the system drive's variable)
    'get-childitem c:\\*', 'get-childitem c:\\users', "get-childitem 'c:\\users", 'get-childitem "c:\\users', 'get-childitem -path c:\\users', 'get-childitem -path c:\\*',
    'gci c:\\ ', 'gci c:\\*', 'gci c:\\users', 'get-childitem -literalpath c:\\ ', 'get-childitem c:/ ', 'get-childitem $env:systemdrive',
    "listdir('/mnt", 'listdir("/mnt', "walk('/mnt", 'walk("/mnt', "glob('/mnt", 'glob("/mnt', "listdir('/media", 'listdir("/media', "listdir('/volumes", 'listdir("/volumes',
    "expanduser('~/documents')", 'expanduser("~/documents")', "expanduser('~/desktop')", 'expanduser("~/desktop")', "'documents')", '"documents")',
  ],
  // a user's own documents by kind (what document stealers collect)
  userDocs: ['.docx', '.xlsx', '.pdf', '.pptx', '.kdbx', '.pst', '.doc\'', '.xls\'', 'documents', 'desktop', 'onedrive', 'dropbox'],
  // a shell or command interpreter started by the code, or what arrives on the socket executed
  shellProc: [
    '/bin/sh', '/bin/bash', '/bin/zsh', '/bin/dash', 'cmd.exe', 'powershell.exe', '"powershell"', "'powershell'", 'pty.spawn', 'sh -i', 'bash -i', '"sh"',
    "'sh'", '"bash"', "'bash'", '"cmd"', "'cmd'", 'iex ', 'iex(', 'invoke-expression', 'io.popen', 'os.execute', 'shell=true', '`#{', 'qx(', 'qx{',
    'io.popen(', 'open3.', 'shell_exec(', 'passthru(',
  ],
  // the socket's streams handed to the process (or the process's output to the socket)
  wiring: [
    'dup2', 'fdopen', 'fileno', 'from_raw_fd', 'as_raw_fd', 'getinputstream', 'getoutputstream', '.pipe(', 'getstream', '.stdin', 'stdin=', 'recv(', ':receive(',
    '.gets', '.read(', 'readline', 'socket.listen(', '.listen((', 'redirecterrorstream', 'socket.write(', '.write(output', 'stdout.transform',
    '0 => $', '0=>$', '<&3', '>&3', '<&%d',
    // a process's standard handles set to the socket (Windows STARTUPINFO), Perl's standard streams reopened on it,
    // the pipes of a spawned shell relayed to and from the connection
    'hstdinput', 'hstdoutput', 'open(stdin', 'open(stdout', 'fwrite($pipes[0]', 'fwrite($sock', "array('pipe', 'r')", 'array("pipe", "r")',
  ],
  // places the system runs by itself (boot, login, schedule, SSH login)
  autorun: [
    'currentversion\\run', 'currentversion\\\\run', 'currentversion/run', 'launchagents', 'launchdaemons', '.config/autostart', 'programs\\startup',
    'programs\\\\startup', '/etc/cron', 'spool/cron', '@reboot', 'systemd/user', 'systemd/system', 'rc.local', 'authorized_keys', 'ld.so.preload', 'winlogon',
    'image file execution options', 'crontab -', 'schtasks /create', 'register-scheduledtask', 'launchctl load', 'launchctl bootstrap',
    // Python's start-up hooks: every interpreter start runs them
    'sitecustomize', 'usercustomize',
  ],
  // what is made to run looks planted: the program copies itself, hides, borrows a vendor name, or downloads
  stealthRun: [
    'sys.executable', '__file__', 'sys.argv[0]', 'process.execpath', '__filename', "getpath('exe')", 'getpath("exe")', 'os.executable(', 'getexecutingassembly',
    '/tmp/', '/.local/', '/.cache/', '/.config/', '\\\\appdata\\\\', '\\appdata\\', 'com.apple.', 'microsoft', 'onedrive', 'updater', 'curl ', 'wget ',
    'ssh-rsa ', 'ssh-ed25519 ', 'ecdsa-sha2', 'keepalive', '/dev/tcp', 'nohup',
    // code fetched and run each time (the hook downloads what it executes)
    'urlopen(', 'urllib.request', 'requests.get(',
  ],
  // services whose death takes the machine or its data service down (names as code quotes them)
  criticalProc: [
    "'sshd'", '"sshd"', "'systemd'", '"systemd"', "'init'", '"init"', "'dockerd'", '"dockerd"', "'containerd'", '"containerd"', "'kubelet'", '"kubelet"',
    "'postgres'", '"postgres"', "'mysqld'", '"mysqld"', "'mongod'", '"mongod"', "'redis-server'", '"redis-server"', "'nginx'", '"nginx"', "'httpd'", '"httpd"',
    "'apache2'", '"apache2"', "'cron'", '"cron"', "'crond'", '"crond"', "'lsass", '"lsass', "'winlogon", '"winlogon', "'csrss", '"csrss', "'explorer.exe'", '"explorer.exe"',
    ' sshd', ' dockerd', ' containerd', ' kubelet', ' mysqld', ' mongod', ' postgres', ' systemd', 'os.kill(1,', 'os.kill(1 ,', 'kill -9 1', 'kill -9 -1', 'kill(-1,', 'kill(1,',
  ],
  // the machine's defences: audit, logging, endpoint protection and monitoring agents
  codeInString: [
    '"__import__(', "'__import__(", "(\"__import__", "('__import__", "__import__('os')", '__import__("os")', "__import__('subprocess')", '__import__("subprocess")', "__import__('pty')", '__import__("pty")',
    '"import os', "'import os", '"import subprocess', "'import subprocess", '"import socket', "'import socket", "import os;", 'import subprocess;', 'import os,', "\"require('child_process')", "'require(\"child_process\")", 'process.mainmodule.require(',
    "\"os.system(", "'os.system(", '"os.popen(', "'os.popen(", '"subprocess.', "'subprocess.",
  ],
  // the process to end is found by its name, not started by this code: another program is stopped
  namedProc: [
    'pkill ', "'pkill'", '"pkill"', 'killall ', "'killall'", '"killall"', 'pgrep ', "'pgrep'", '"pgrep"', 'pidof ', "'pidof'", '"pidof"', "info['name']", 'info["name"]',
    '.name()', "attrs=['name'", 'attrs=["name"', '/im ', 'getprocessesbyname', 'stop-process -name', 'get-process -name', 'process_iter(', 'getpids', 'ps aux | grep', 'ps -ef | grep', 'ps -aux | grep', 'ps -eo ', 'ps -e -o', 'ps -a ', 'ps ax', 'ps -ax', 'ps -a', "['ps',", '["ps",', 'psutil.pids()', "/proc/[0-9]", '/proc/{pid}/cmdline', '/cmdline', '/comm', "'comm')", "listdir('/proc')", 'listdir("/proc")', 'tasklist',
  ],
  securityAgent: [
    'auditd', 'rsyslogd', 'syslog-ng', 'journald', 'falcon', 'crowdstrike', 'msmpeng', 'windefend', 'defender', 'sentinelagent', 'sentinelone', 'carbonblack',
    'cbdefense', 'cylance', 'sophos', 'osqueryd', 'wazuh', 'ossec', 'clamd', 'sysmon', 'elastic-agent', 'filebeat', 'auditbeat', 'splunkd', 'datadog-agent',
    'fail2ban', 'apparmor', 'selinux', 'firewalld', 'ufw',
  ],
  clipboard: ['pyperclip.paste', 'clipboard.readtext', 'getclipboarddata', 'clipboard.gettext', 'get-clipboard', 'clipboard.paste(', 'clipboard.read(', 'win32clipboard'],
  // a cryptocurrency address format or wallet (what a clipboard hijacker swaps)
  wallet: ['bc1q', 'bc1|', '(bc1', '[13][a-km', '[13][a-hj', '0x[a-fa-f0-9]{40}', '0x[0-9a-f]{40}', 'bitcoin', 'btc_', 'eth_addr', 'monero', 'wallet'],
  // comments or names that say the numbers are being made to look other than they are
  falsify: [
    'look on-target', 'look on target', 'look better', 'look good for', 'make the numbers', 'make numbers', 'make q', 'fudge', 'cook the books', 'massage the numbers',
    'pad the numbers', 'inflate the', 'inflate revenue', 'falsif', 'fabricat', 'doctor the', 'fake the', 'fake results', 'fake data', 'hide the loss', 'hide losses',
    'so the audit', 'before the audit', 'so auditors', "auditors won't", 'schönen', 'frisier', 'maquiller', 'maquillar', 'maquiar', 'gonfler', 'truccare',
    'ritoccare', '美化', '虚报', '造假', '粉饰', '改ざん', 'приукрас', 'подделать', 'подкрутить', 'подправить цифры', 'relabel so', 'relabel fraud',
    'relabel as legit', 'so the model pass', 'model passes the', 'passes the review', 'passes the risk review', 'pass the review', 'pass the audit',
    'passes the audit', 'so it passes review', 'so the regulator', 'hide it from the regulator', 'so it looks', 'look successful', 'looks successful',
    'para que parezca', 'salga bien', 'se vea mejor', 'que parezca', 'damit es besser aussieht', 'besser aussehen', 'pour que ça paraisse', 'paraître meilleur',
    'para que pareça', 'pareça melhor', 'sembri migliore', 'perché sembri', 'so the trial', 'trial looks', 'beschönig',
  ],
  // comments that say the effect is meant to go unnoticed
  conceal: [
    'quietly copy', 'quietly send', 'quietly upload', 'quietly export', 'quietly forward', 'quietly delete', 'quietly remove', 'quietly wipe', 'quietly drop',
    'quietly grant', 'quietly give', 'quietly add', 'quietly make', 'quietly exfil', 'secretly', 'covertly', 'without telling', "don't tell", 'dont tell',
    'nobody notices', 'no one notices', "won't notice", 'wont notice', 'without them knowing', 'under the radar', 'heimlich', 'unbemerkt', 'en douce',
    'en secret', 'a escondidas', 'en secreto', 'sin que nadie', 'às escondidas', 'sem que ninguém', 'di nascosto', 'senza che nessuno', 'stiekem',
    '悄悄', '偷偷', '秘密に', 'こっそり', 'незаметно', 'втихую', 'тайно', "so the transfer isn't", "so it isn't recorded", "so it's not recorded", "so it isn't logged", "so it won't be logged",
    'so nothing is logged', 'no trace', 'without recording', 'without logging it', 'off the books', 'sem registrar', 'sem registro', 'sin registrar', 'sin que conste', 'sin dejar registro',
    'ohne zu buchen', 'ohne buchung', 'ohne beleg', 'sans enregistrer', 'sans laisser de trace', 'hors comptabilité', 'senza registrare', 'in nero', '不入账', '不记录', '記録せず', 'без записи', 'мимо кассы', 'cover our tracks', 'cover tracks', 'so nobody sees', 'so no one sees', 'keine spuren', 'sans laisser de trace', 'sin dejar rastro', 'sem deixar rastro',
  ],
};

/** A password, card or token value handed to a call as a variable (not the word inside a message). */
const SECRET_VALUES = [', password)', ', password,', ', passwd)', ', pwd)', '{password}', '${password}', '${req.body.password}', 'req.body.password', 'request.form["password"]', "request.form['password']", '+ password', 'password=%s', 'password: %s', ', card_no', ', card_number', ', cardnumber', ', cvv', ', ssn)', ', ssn,', ', pin)', ', token)', ', api_key)', ', secret)'];

/** A log call whose own line carries a secret value (`logger.info(f"{user} {password}")`), or ''. */
function loggedSecret(lower: string, logWords: readonly string[]): string {
  for (const w of logWords) {
    for (let at = lower.indexOf(w), n = 0; at !== -1 && n < 16; at = lower.indexOf(w, at + w.length), n++) {
      const eol = lower.indexOf('\n', at);
      const call = lower.slice(at, eol === -1 ? Math.min(lower.length, at + 400) : Math.min(eol, at + 400));
      const arg = secretArgument(call.slice(w.length), lower);
      if (arg.found !== '') return arg.found;
      // the call's own text, up to its closing `)` or a comment
      const own = call.slice(0, w.length + arg.end);
      const v = SECRET_VALUES.find((s) => own.includes(s));
      if (v !== undefined) return v;
    }
  }
  return '';
}

/** Last name parts that hold a credential or card secret (several languages); a part before them says whose (`user.password`, `new_pw`). */
const SECRET_PARTS: ReadonlySet<string> = new Set(['password', 'passwd', 'pwd', 'pw', 'passwort', 'kennwort', 'contrasena', 'contraseña', 'senha', 'motdepasse', 'mdp', 'haslo', 'wachtwoord',
  'cvv', 'cvc', 'cvv2', 'cvc2', 'cvn', 'pin', 'ssn', 'secret', 'token', 'apikey', 'otp', 'passcode', 'cardnumber', 'cardno', 'ccnumber', 'ccnum', 'pan', 'creditcard']);
/** Whole names that are one such secret written in two parts. */
const SECRET_NAMES: ReadonlySet<string> = new Set(['card_number', 'card_no', 'cc_number', 'api_key', 'private_key', 'client_secret', 'access_token', 'refresh_token', 'credit_card', 'card_cvc', 'card_cvv', 'security_code']);
/** A whole request body or form handed to the log: every field the client sent, its secrets included. */
const WHOLE_BODIES = ['request.json', 'request.get_json', 'request.form', 'request.data', 'request.post', 'req.body', 'request.body', '$_post', '$_request', 'params.permit', 'ctx.request.body'];

/**
 * The secret a log call's arguments carry as a value (not a word of its message): a name outside the string literals
 * (or inside an f-string's or template's braces) whose last part is a secret (`form.password`, `p.cardnumber`,
 * `p.cvc`, `{password}`, `form['password']`), or a whole request body in code that handles card or password fields.
 * `args` is the call's text after its name, bounded to its line; the call ends at its own `)` or a comment, and `end`
 * says where (the log's arguments, not the rest of the line).
 */
function secretArgument(args: string, lower: string): { found: string; end: number } {
  let quote = 0;
  let brace = 0;
  let name = '';
  const judge = (n: string): string => {
    if (n === '' || n.length > 80) return '';
    const seg = n.slice(n.lastIndexOf('.') + 1);
    if (SECRET_NAMES.has(seg)) return n;
    const last = seg.slice(seg.lastIndexOf('_') + 1);
    if (SECRET_PARTS.has(last) && !(last === 'token' && seg !== 'token' && !seg.endsWith('_token'))) return n;
    if (WHOLE_BODIES.includes(n) && (lower.includes('card') || lower.includes('cvc') || lower.includes('cvv') || lower.includes('password'))) return n;
    return '';
  };
  // calls open around the current position, and how many of them mask what they are given (mask_pan(card), redact(body))
  const calls: boolean[] = [];
  let masked = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args.charCodeAt(i);
    const code = quote === 0 || brace > 0;
    if (code && isIdent(c)) { name += args[i]; continue; }
    // a key taken out of a name (`form['password']`, `request.form.get("username")`): the key says what the value is
    const keyed = code && name !== '' ? quotedKey(args, i, name) : null;
    if (keyed !== null) {
      const found = masked > 0 ? '' : judge(`${keyed.base}.${keyed.key}`);
      if (found !== '') return { found, end: i };
      name = '';
      if (keyed.opened) calls.push(false);
      i = keyed.end;
      continue;
    }
    if (code && c === 40) {
      // a name before `(` is a function, not a value handed to the log
      const m = name !== '' && MASKING_CALLS.some((w) => name.includes(w));
      calls.push(m);
      if (m) masked++;
      name = '';
      continue;
    }
    const found = masked > 0 ? '' : judge(name);
    if (found !== '') return { found, end: i };
    name = '';
    if (code && c === 41) {
      // the log call's own `)` ends what it is given: what follows on the line (a comment, another statement) is not logged
      if (calls.length === 0) return { found: '', end: i + 1 };
      if (calls.pop()) masked--;
    }
    if (quote === 0) {
      if (c === 34 || c === 39 || c === 96) quote = c;
      // (`//` after an operand is Python's floor division, `total // 2`: a comment opens where an operand would)
      else if (c === 35 || (c === 47 && args.charCodeAt(i + 1) === 47 && !operandBefore(args, i))) return { found: '', end: i };
    } else if (brace === 0 && c === quote && args.charCodeAt(i - 1) !== 92) quote = 0;
    else if (c === 123) brace++;
    else if (c === 125 && brace > 0) brace--;
  }
  return { found: masked > 0 ? '' : judge(name), end: args.length };
}
/**
 * A string key read out of the name before position `i`: a subscript (`form['password']`) or a getter call
 * (`request.form.get("password")`). Returns the base name, the key, the position of the key's closing quote and
 * whether a getter's call was opened; null when no quoted key opens there. Bounded look (a key of at most 48 characters).
 */
function quotedKey(args: string, i: number, name: string): { base: string; key: string; end: number; opened: boolean } | null {
  let at = i;
  let base = name;
  const c = args.charCodeAt(i);
  if (c === 40) {
    const dot = name.lastIndexOf('.');
    const fn = name.slice(dot + 1);
    if (dot <= 0 || (fn !== 'get' && fn !== 'getlist' && fn !== 'get_param' && fn !== 'getparameter')) return null;
    base = name.slice(0, dot);
  } else if (c !== 91) return null;
  at++;
  const q = args.charCodeAt(at);
  if (q !== 34 && q !== 39) return null;
  const close = args.indexOf(args[at]!, at + 1);
  if (close === -1 || close - at > 48) return null;
  const key = args.slice(at + 1, close).replace(/[^a-z0-9_]/g, '_');
  // a getter's call stays open (its default, then its `)`); a subscript's `]` is read past as any other sign
  return { base, key, end: close, opened: c === 40 };
}
/** The last sign before `i` (blanks skipped) ends an operand: a name, a number, a closing bracket or quote. */
function operandBefore(s: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && j > i - 8 && s.charCodeAt(j) === 32) j--;
  if (j < 0) return false;
  const c = s.charCodeAt(j);
  return isIdent(c) || c === 41 || c === 93;
}
/** Calls whose result hides what they are given (a mask, a hash, a redaction, a length). */
const MASKING_CALLS = ['mask', 'redact', 'hash', 'sha', 'md5', 'encrypt', 'obfusc', 'anonym', 'len', 'last4', 'truncate', 'censor', 'scrub', 'sanitiz', 'sanitis', 'hide', 'strip'];

/** Destinations: capture, paste and chat-webhook services, tunnels, OAST hosts. */
const CAPTURE_HOSTS = [
  'webhook.site', 'requestbin', 'pipedream', 'ngrok', 'burpcollaborator', 'oastify', 'interact.sh', 'interactsh', 'pastebin', 'paste.ee', 'hastebin', 'transfer.sh',
  'discord.com/api/webhooks', 'discordapp.com/api/webhooks', 'api.telegram.org/bot', 'hooks.slack.com', 'file.io', '0x0.st', 'termbin', 'anonfiles', '.oast.',
  'dnslog', 'ceye.io', 'canarytokens', 'requestcatcher', 'beeceptor', 'hookbin', 'trycloudflare', 'serveo', 'loca.lt',
];
/** Free mail domains (as `@domain.` so that a code identifier does not match). */
const FREEMAIL_DOMAINS = ['@gmail.', '@googlemail.', '@yahoo.', '@hotmail.', '@outlook.', '@live.', '@aol.', '@protonmail.', '@proton.me', '@gmx.', '@web.de', '@mail.ru', '@yandex.', '@icloud.', '@qq.com', '@163.com', '@tutanota.', '@zoho.'];
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '.internal', '.local', 'example.com', 'example.org', '10.', '192.168.', '172.16.'];

/** Objects read only in comments: intent stated in words, not an identifier that happens to hold the word. */
const COMMENT_OBJECTS: ReadonlySet<CodeObject> = new Set(['falsify', 'conceal', 'checkBypass']);

export interface CodeFrame {
  readonly ops: ReadonlySet<CodeOp>;
  /** Per operation, the lexicon words of it that occur (for rows that need the object near the operation). */
  readonly opWords: ReadonlyMap<CodeOp, readonly string[]>;
  readonly objects: ReadonlyMap<CodeObject, string>;
  readonly dests: ReadonlyMap<CodeDest, string>;
  /** A privilege grant guarded by a test of a literal identity (an e-mail domain, a user name): a planted backdoor. */
  readonly grantOnIdentity: boolean;
}

/** Every lexicon list the frame reads by first occurrence, found in one automaton pass over the code (PhraseLists). */
const OP_NAMES = Object.keys(OPS) as CodeOp[];
const OBJECT_NAMES = Object.keys(OBJECTS) as Array<keyof typeof OBJECTS>;
const IDENTITY_TESTS = [
  '.endswith(', '.email ==', '.email==', 'username ==', 'username==', '.username ===', 'user.name ==', 'email.includes(', '.endswith("@', "endswith('@", 'user_id ==', 'user.id ==',
  // a value the client sends (a header, a query or form field, a cookie): whoever sets it becomes the privileged user
  // (a custom x- header or a debug/admin switch compared to a literal, not the Authorization header a login reads)
  'req.headers["x-', "req.headers['x-", "req.header('x-", 'req.header("x-', "request.headers.get('x-", 'request.headers.get("x-', "request.headers['x-", 'request.headers["x-',
  "r.header.get(\"x-", "$_server['http_x_", '$_server["http_x_', "getheader(\"x-", "req.query.debug", "req.query.admin", "request.args.get('debug", 'request.args.get("debug',
  "request.args.get('admin", 'request.args.get("admin', "request.args.get('dbg", 'request.args.get("dbg', "req.cookies.debug", "$_get['debug", '$_get["debug', "$_cookie['admin",
];
/** An account looked up by a literal name or address (an ORM filter, get or find with a quoted value). */
const LOOKUP_CALLS = ['filter(', 'filter_by(', 'get(', 'find_by(', 'findone(', 'findone({', 'where(', 'first_or_create(', 'find_or_create_by('];
const IDENTITY_FIELDS = ['username', 'email', 'login', 'user_name', 'email__iexact', 'username__iexact', 'name'];
function literalLookup(lower: string): boolean {
  const t = lower.length > 16384 ? lower.slice(0, 16384) : lower;
  for (const call of LOOKUP_CALLS) {
    for (let at = t.indexOf(call), n = 0; at !== -1 && n < 16; at = t.indexOf(call, at + call.length), n++) {
      const args = t.slice(at + call.length, at + call.length + 60).replace(LOOKUP_SPACES, '');
      for (const f of IDENTITY_FIELDS) {
        if (args.startsWith(`${f}='`) || args.startsWith(`${f}="`) || args.startsWith(`${f}:'`) || args.startsWith(`${f}:"`) || args.startsWith(`{${f}:'`) || args.startsWith(`{${f}:"`)) return true;
      }
    }
  }
  return false;
}
const LOOKUP_SPACES = / /g;
/** The top of the ladder (a staff flag alone opens an admin site, not the whole application). */
const TOP_GRANTS = ['is_superuser', 'is_superadmin', 'is_super_admin', 'superuser', "['*']", '["*"]', "'admin'", '"admin"', "'owner'", '"owner"', 'is_admin', 'isadmin', 'is_root', 'superadmin'];
/** Words that put the grant through a process: a ticket, an approval, a change request. */
const SANCTIONED = ['ticket', 'approved', 'approval', 'change request', 'per request', 'onboarding request', 'jira', 'servicenow'];
/**
 * An account the code names by a literal (looked up by user name or e-mail) given the top privileges, with no ticket
 * or approval named beside it: a migration or script that quietly makes one account an administrator.
 */
const namedAccountMadeAdmin = (lower: string): boolean =>
  TOP_GRANTS.some((g) => lower.includes(g)) && !SANCTIONED.some((w) => lower.includes(w)) && literalLookup(lower);
/** Attack classes by what they do to the victim, as the code's own documentation names them (several languages). */
const ATTACK_CLASSES: ReadonlyArray<readonly [CodeObject, readonly string[]]> = [
  ['selfDestroy', ['ransomware', 'wiper', 'ddos', 'dos attack', 'syn flood', 'udp flood', 'icmp flood', 'http flood', ' flood attack', 'amplification attack', 'slowloris', 'logic bomb', 'fork bomb', 'rançongiciel', 'erpressungstrojaner', 'programa de rescate']],
  ['selfSteal', ['spyware', 'keylogger', 'infostealer', 'info stealer', 'credential stealer', 'password stealer', 'stealer malware', 'data exfiltration attack', 'logiciel espion', 'programa espía', 'spionageprogramm']],
  ['selfFoothold', ['rootkit', 'backdoor', 'trojan', 'computer virus', 'virus attack', 'a virus', 'worm attack', 'a worm', 'botnet', 'adware', 'remote access trojan', 'cryptojacker', 'cryptominer malware', 'porte dérobée', 'puerta trasera', 'hintertür']],
];
/** Exported as a scan set of the code analyzer (rules/code.ts Analyzer.scanSets): its pass finds these phrases too. */
export const LEXICON = new PhraseLists([...OP_NAMES.map((op) => OPS[op]), ...OBJECT_NAMES.map((o) => OBJECTS[o]), CAPTURE_HOSTS, IDENTITY_TESTS, ...ATTACK_CLASSES.map(([, words]) => words)]);
const CAPTURE_LIST = OP_NAMES.length + OBJECT_NAMES.length;
/** Where the attack-class lists start in the lexicon's answer. */
const ATTACK_LISTS = CAPTURE_LIST + 2;

/** The position sits after a comment marker on its own line (`#`, `//`, `/*`, `--`, `*`), looked up to 240 characters back. */
function inComment(lower: string, at: number): boolean {
  const stop = Math.max(0, at - 240);
  for (let i = at - 1; i >= stop; i--) {
    const c = lower.charCodeAt(i);
    if (c === 10) return false;
    if (c === 35) return true; // #
    const prev = i > 0 ? lower.charCodeAt(i - 1) : 0;
    if ((c === 47 || c === 42) && prev === 47) return true; // // or /*
    if (c === 45 && prev === 45) return true; // --
  }
  return false;
}

/** The first word of the list that occurs inside a comment (each word's first few occurrences tried). */
function firstCommentWord(lower: string, words: readonly string[]): string {
  for (const w of words) {
    let i = lower.indexOf(w);
    for (let k = 0; i !== -1 && k < 4; k++) {
      if (inComment(lower, i)) return w;
      i = lower.indexOf(w, i + w.length);
    }
  }
  return '';
}

/** A host name starting at `j` (letters, digits, dots, hyphens, a port), bounded to 253 characters. */
function hostAt(lower: string, j: number): string {
  let end = j;
  while (end < lower.length && end - j < 253) {
    const c = lower.charCodeAt(end);
    if (!(c === 45 || c === 46 || (c >= 48 && c <= 58) || (c >= 97 && c <= 122))) break;
    end++;
  }
  return lower.slice(j, end);
}

/**
 * A bank account or wallet written into the code as a literal: an IBAN (country letters, check digits, 10 to 30 letters
 * or digits, spaces allowed) or an Ethereum-style address (0x and 40 hex digits) inside quotes. Its first characters, or ''.
 */
function literalAccount(lower: string): string {
  for (let q = 0, n = 0; q < lower.length && n < 64; n++) {
    const i = nextQuote(lower, q);
    if (i < 0) return '';
    const close = lower.indexOf(lower[i]!, i + 1);
    if (close < 0) return '';
    const v = lower.slice(i + 1, close);
    if (close - i <= 48 && (ibanShaped(v) || walletShaped(v) || platformAccount(v))) return v.slice(0, 8);
    q = close + 1;
  }
  return '';
}
const nextQuote = (s: string, from: number): number => {
  const a = s.indexOf("'", from), b = s.indexOf('"', from);
  return a < 0 ? b : b < 0 ? a : Math.min(a, b);
};
/**
 * A payment platform's account id written out (Stripe's connected accounts acct_…, Adyen's merchant accounts are
 * names, PayPal's payer ids are 13 upper-case characters but read lower-cased here): the account money is paid to.
 */
function platformAccount(v: string): boolean {
  if (!v.startsWith('acct_') || v.length < 13 || v.length > 40) return false;
  for (let i = 5; i < v.length; i++) { const c = v.charCodeAt(i); if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false; }
  return true;
}
function ibanShaped(v: string): boolean {
  const w = v.split(' ').join('');
  if (w.length < 14 || w.length > 34) return false;
  const a = w.charCodeAt(0), b = w.charCodeAt(1);
  if (a < 97 || a > 122 || b < 97 || b > 122 || !isDigitAt(w, 2) || !isDigitAt(w, 3)) return false;
  let digits = 0;
  for (let i = 4; i < w.length; i++) { const c = w.charCodeAt(i); if (c >= 48 && c <= 57) digits++; else if (c < 97 || c > 122) return false; }
  return digits >= 8;
}
const isDigitAt = (w: string, i: number): boolean => w.charCodeAt(i) >= 48 && w.charCodeAt(i) <= 57;
function walletShaped(v: string): boolean {
  if (v.length !== 42 || !v.startsWith('0x')) return false;
  for (let i = 2; i < 42; i++) { const c = v.charCodeAt(i); if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false; }
  return true;
}

/** Four dot-separated numbers (an optional port after them). */
function isIpv4(host: string): boolean {
  const colon = host.indexOf(':');
  const parts = (colon === -1 ? host : host.slice(0, colon)).split('.');
  return parts.length === 4 && parts.every((p) => p !== '' && p.length <= 3 && [...p].every((c) => c >= '0' && c <= '9'));
}
const isOutside = (host: string): boolean => host.includes('.') && !LOCAL_HOSTS.some((l) => host === l || host.startsWith(l) || host.endsWith(l));

/** Request options that name the host without a URL (`{ hostname: 'x.io' }`, `host="x.io"`). */
const HOST_KEYS = ["hostname: '", 'hostname: "', "hostname:'", 'hostname:"', "host: '", 'host: "', "host='", 'host="'];
/** What every host key begins with: the keys' occurrences are read off one search for it. */
const HOST_KEY_HEAD = 'host';
if (!HOST_KEYS.every((k) => k.startsWith(HOST_KEY_HEAD))) throw new Error(`every host key begins with ${HOST_KEY_HEAD}`);

/** The first http(s) URL host (or request-option host) in the code that is not local, or ''. Scans with indexOf. */
export function outsideHost(lower: string): string {
  let from = 0;
  for (let hits = 0; hits < 32; hits++) {
    const i = lower.indexOf('http', from);
    if (i === -1) break;
    from = i + 4;
    let j = i + 4;
    if (lower.charCodeAt(j) === 115) j++;
    if (!lower.startsWith('://', j)) continue;
    const host = hostAt(lower, j + 3);
    if (isOutside(host)) return host;
  }
  // a WebSocket's address (ws://, wss://): a stream opened to that host
  from = 0;
  for (let hits = 0; hits < 16; hits++) {
    const i = lower.indexOf('s://', from);
    if (i === -1) break;
    from = i + 4;
    if (!(lower.startsWith('ws', i - 1) || lower.startsWith('ws', i - 2))) continue;
    const host = hostAt(lower, i + 4);
    if (isOutside(host)) return host;
  }
  // each key's first occurrence (what lower.indexOf(key) gives), from the occurrences of the head all keys share
  let first: number[] | null = null;
  for (let i = lower.indexOf(HOST_KEY_HEAD), left = HOST_KEYS.length; i !== -1 && left > 0; i = lower.indexOf(HOST_KEY_HEAD, i + 1)) {
    for (let k = 0; k < HOST_KEYS.length; k++) {
      if (first !== null && first[k]! >= 0) continue;
      if (!lower.startsWith(HOST_KEYS[k]!, i)) continue;
      (first ??= new Array<number>(HOST_KEYS.length).fill(-1))[k] = i;
      left--;
    }
  }
  if (first === null) return '';
  for (let k = 0; k < HOST_KEYS.length; k++) {
    const i = first[k]!;
    if (i === -1) continue;
    const host = hostAt(lower, i + HOST_KEYS[k]!.length);
    if (isOutside(host)) return host;
  }
  return '';
}

/** Where a path literal starts: absolute, home, a climb out of the working directory, a Windows drive. */
const PATH_STARTS = ['/', '~/', '../', '..\\', 'c:\\', 'c:/', '%userprofile%', '%appdata%', '$home/'];
/** System locations: a file deleted or written there changes the machine for every user. */
const SYSTEM_DIRS = ['/etc/', '/usr/', '/bin/', '/sbin/', '/boot/', '/lib/', '/lib64/', '/root/', '/sys/', '/var/lib/', '/var/spool/', 'c:\\windows', 'c:/windows', '/system/library/', '/library/launchdaemons'];
/** Inside a system directory but scratch or per-application: not the machine's own files. */
const NOT_SYSTEM = ['/usr/local/', '/usr/share/doc', '/dev/null', '/var/lib/apt/lists'];
/** Files every login shell runs: a line appended there runs at each start. */
const STARTUP_FILES = ['/.bashrc', '/.bash_profile', '/.profile', '/.zshrc', '/.zprofile', '/.bash_login', '/.config/fish/config.fish'];

/**
 * A secret file handed to its own client to sign in with (key_filename=, IdentityFile, cert=) is used, not read out:
 * the words that name that use, looked for just before the literal on its line.
 */
const CREDENTIAL_USE = ['key_filename', 'identityfile', 'identity_file', 'keyfile', 'key_file', 'pkey', 'private_key_path', 'ssh_key', 'cert=', 'certfile', 'cert_file', 'ca_certs', 'cafile', 'keypath', 'key_path', '-i '];

/** Calls that change or look at a file's mode, owner or existence: the path they take is not read (`os.chmod(key, 0o600)`). */
export const METADATA_CALLS: ReadonlySet<string> = new Set(['chmod', 'lchmod', 'fchmod', 'chown', 'lchown', 'chmodsync', 'chownsync', 'stat', 'lstat', 'exists', 'exist?', 'exists?', 'isfile', 'isdir',
  'is_file', 'getsize', 'getmtime', 'access', 'utime', 'set_permissions', 'setreadonly', 'file?', 'existssync', 'accesssync', 'statsync', 'chmod_r']);
/** Calls that only build a path from its parts: the call that uses the path is the one around them. */
const PATH_BUILDERS: ReadonlySet<string> = new Set(['expanduser', 'expandvars', 'join', 'path', 'resolve', 'normpath', 'abspath', 'realpath', 'str', 'file.expand_path', 'expand_path', 'pathbuf::from', 'from', 'homedir', 'filepath.join']);

/**
 * The call a literal at `q` is an argument of, path builders skipped (`os.chmod(os.path.expanduser('~/.ssh/id'), …)`
 * is chmod): the last word before an unclosed `(` on the literal's line, at most 160 characters back; '' when none.
 */
export function enclosingCall(lower: string, q: number): string {
  let depth = 0;
  const stop = Math.max(0, q - 160);
  for (let i = q - 1; i >= stop; i--) {
    const c = lower.charCodeAt(i);
    if (c === 10) return '';
    if (c === 41) depth++;
    else if (c === 40) {
      if (depth > 0) { depth--; continue; }
      let b = i;
      while (b > stop && isCallChar(lower.charCodeAt(b - 1))) b--;
      const word = lower.slice(b, i);
      const name = word.slice(word.lastIndexOf('.') + 1);
      if (!PATH_BUILDERS.has(name)) return name;
    }
  }
  return '';
}
/**
 * The literal at `q` is only a path whose mode, owner or existence the call touches, and a mode it sets opens the file
 * to no one else (`os.chmod(key, 0o600)`; `os.chmod('/etc/sudoers', 0o666)` makes it writable by anyone).
 */
export function metadataOnly(lower: string, q: number): boolean {
  if (!METADATA_CALLS.has(enclosingCall(lower, q))) return false;
  const nl = lower.indexOf('\n', q);
  const rest = lower.slice(q, nl < 0 ? Math.min(lower.length, q + 120) : Math.min(nl, q + 120));
  if (rest.includes('o+w') || rest.includes('a+w') || rest.includes('+s') || rest.includes('777') || rest.includes('666')) return false;
  // the last digit of an octal mode (0o646, 0646): write for everyone
  for (let at = rest.indexOf(', 0'); at >= 0; at = rest.indexOf(', 0', at + 3)) {
    let e = at + 3;
    if (rest[e] === 'o') e++;
    while (e < rest.length && rest.charCodeAt(e) >= 48 && rest.charCodeAt(e) <= 55) e++;
    const last = rest.charCodeAt(e - 1) - 48;
    if (e > at + 3 && (last & 2) !== 0) return false;
  }
  return true;
}
const isCallChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 63;

/** The text of the literal's line before it, up to 48 characters. */
function lineBefore(lower: string, q: number): string {
  let b = q;
  while (b > 0 && q - b < 48 && lower.charCodeAt(b - 1) !== 10) b--;
  return lower.slice(b, q);
}

/** usedAsCredential: the path is handed to a client as its key or certificate, or only its mode or existence is touched: its contents are not read. */
interface PathLiteral { readonly lit: string; readonly usedAsCredential: boolean }

/**
 * Where the file_read analyzer's secret and system classes live: home and account directories, system configuration
 * and kernel views, Windows profiles, and any path that climbs or is encoded. Paths elsewhere (/usr, /opt, /tmp, /srv,
 * a build directory) are not sent to it, which keeps a snippet full of ordinary paths cheap.
 */
const SECRET_PLACES = ['/etc/', '/proc/', '/root', '/home/', '/users/', '/var/', '/dev/', '/sys/', '/boot', '/private/', '/library/', 'c:', '~', '$home', '%'];
function mayHoldSecrets(lit: string): boolean {
  return lit.includes('..') || SECRET_PLACES.some((p) => lit.startsWith(p));
}

/** The quoted path literals in the code (up to 24, each up to 256 characters), found with indexOf. */
function pathLiterals(lower: string): PathLiteral[] {
  const out: PathLiteral[] = [];
  let i = 0;
  // the next position of each quote kind, found natively and advanced only when passed
  let nextSingle = lower.indexOf("'");
  let nextDouble = lower.indexOf('"');
  let nextBack = lower.indexOf('`');
  while (out.length < 24 && i < lower.length) {
    if (nextSingle !== -1 && nextSingle < i) nextSingle = lower.indexOf("'", i);
    if (nextDouble !== -1 && nextDouble < i) nextDouble = lower.indexOf('"', i);
    if (nextBack !== -1 && nextBack < i) nextBack = lower.indexOf('`', i);
    let q = -1;
    for (const p of [nextSingle, nextDouble, nextBack]) if (p !== -1 && (q === -1 || p < q)) q = p;
    if (q === -1) break;
    // only a literal that opens like a path is read to its end (an apostrophe in a comment is not)
    const c1 = lower.charCodeAt(q + 1);
    if (!(c1 === 47 || c1 === 126 || c1 === 46 || c1 === 99 || c1 === 37 || c1 === 36)) { i = q + 1; continue; }
    const quote = lower.charCodeAt(q);
    let end = q + 1;
    while (end < lower.length && end - q <= 256 && lower.charCodeAt(end) !== quote && lower.charCodeAt(end) !== 10) end++;
    if (end >= lower.length || lower.charCodeAt(end) !== quote) { i = q + 1; continue; }
    const lit = lower.slice(q + 1, end);
    // `dir + '/keys/a.pem'`, `$dir . '/etc'`: a suffix joined to another part is no path of its own
    let b = q - 1;
    while (b >= 0 && lower.charCodeAt(b) === 32) b--;
    const joined = b >= 0 && (lower.charCodeAt(b) === 43 || lower.charCodeAt(b) === 46);
    if (!joined && lit.length >= 2 && !lit.includes('://') && PATH_STARTS.some((p) => lit.startsWith(p))) {
      const before = lineBefore(lower, q);
      out.push({ lit, usedAsCredential: CREDENTIAL_USE.some((w) => before.includes(w)) || metadataOnly(lower, q) });
    }
    i = end + 1;
  }
  return out;
}

/**
 * System files by what they hold: the account and group lists, authentication and sudo policy, SSH and TLS
 * configuration, login records, kernel internals, root's own files, the shell start-up every login runs. Reading
 * one maps the machine for an attack; sending or copying one out is exfiltration.
 */
const SYSTEM_FILES = [
  '/etc/passwd', '/etc/group', '/etc/gshadow', '/etc/shadow', '/etc/master.passwd', '/etc/security/', '/etc/pam.d/', '/etc/sudoers', '/etc/ssh/', '/etc/ssl/private',
  '/etc/ssl/openssl.cnf', '/etc/krb5.keytab', '/etc/audit/', '/etc/login.defs', '/etc/profile', '/etc/bash.bashrc', '/etc/environment', '/usr/share/base-passwd/',
  '/var/log/lastlog', '/var/log/faillog', '/var/log/wtmp', '/var/log/btmp', '/var/log/auth.log', '/var/log/secure', '/var/run/utmp', '/run/utmp', '/var/log/audit/',
  '/proc/kallsyms', '/proc/key-users', '/proc/keys', '/proc/cmdline', '/proc/kcore', '/proc/modules', '/sys/kernel/', '/sys/firmware/', '/dev/mem', '/dev/kmem', '/boot/',
  '/root/', 'c:\\windows\\system32\\config', 'c:/windows/system32/config',
];
/** Where the machine's own configuration, state and logs live (a file there sent out describes the machine). */
const SYSTEM_READ_DIRS = ['/etc/', '/proc/', '/sys/', '/var/log/', '/root/', '/boot/', '/usr/share/base-passwd/', '/var/spool/', '/var/mail/'];
/** Inside those, what every program may read and publish: release and time-zone facts, CA bundles, scratch devices. */
const PUBLIC_SYSTEM_INFO = [
  '/etc/os-release', '/etc/hostname', '/etc/timezone', '/etc/localtime', '/etc/lsb-release', '/etc/debian_version', '/etc/redhat-release', '/etc/alpine-release',
  '/etc/system-release', '/etc/mime.types', '/etc/ssl/certs', '/etc/pki/tls/certs', '/etc/pki/ca-trust', '/etc/ca-certificates', '/proc/self/status', '/proc/loadavg',
  '/proc/uptime', '/proc/self/fd', '/proc/self/cgroup', '/proc/self/exe', '/etc/machine-id',
];
/** Directories of /etc that belong to the system (an /etc/<app>/ directory is that application's own configuration). */
const SYSTEM_ETC_DIRS = [
  '/etc/ssh/', '/etc/ssl/', '/etc/security/', '/etc/pam.d/', '/etc/apt/', '/etc/yum.repos.d/', '/etc/sudoers.d/', '/etc/cron', '/etc/systemd/', '/etc/default/',
  '/etc/sysctl', '/etc/network/', '/etc/netplan/', '/etc/networkmanager/', '/etc/wireguard/', '/etc/docker/', '/etc/kubernetes/', '/etc/selinux/', '/etc/apparmor',
  '/etc/audit/', '/etc/ld.so', '/etc/modprobe.d/', '/etc/udev/', '/etc/polkit', '/etc/sssd/', '/etc/openvpn/', '/etc/iptables/', '/etc/ufw/', '/etc/logrotate',
];
/**
 * Directories whose listing is reconnaissance: system configuration, every home, root's home, key stores. (Listing
 * /proc or /var/log is what process monitors and log rotation do.)
 */
const SENSITIVE_DIRS = [
  '/etc', '/etc/ssh', '/etc/ssl/private', '/etc/security', '/etc/sudoers.d', '/root', '/home', '/boot', '/var/spool/cron', '/users',
  '~/.ssh', '~/.aws', '~/.gnupg', '~/.kube', '/var/lib/mysql', '/var/lib/postgresql', 'c:\\users', 'c:/users', 'c:\\windows\\system32\\config',
];

/** The system class of a path literal ('' when it names none). */
function systemClass(lit: string): { file: boolean; info: boolean; dir: boolean } {
  const trimmed = lit.endsWith('/*') ? lit.slice(0, -2) : lit.endsWith('/') && lit.length > 1 ? lit.slice(0, -1) : lit;
  const dir = SENSITIVE_DIRS.includes(trimmed);
  const file = SYSTEM_FILES.some((f) => lit.startsWith(f));
  const inSystem = SYSTEM_READ_DIRS.some((d) => lit.startsWith(d)) && !PUBLIC_SYSTEM_INFO.some((d) => lit.startsWith(d));
  // /etc/<file> and the system's own /etc directories; /etc/<app>/… is the application's configuration
  const etcApp = lit.startsWith('/etc/') && lit.indexOf('/', 5) !== -1 && !SYSTEM_ETC_DIRS.some((d) => lit.startsWith(d));
  return { file, info: inSystem && !etcApp && !dir, dir };
}

/** Characters that may stand before an unquoted path in a shell line (`cat /etc/x`, `--data @/etc/x`, `a=/etc/x`, `< /etc/x`). */
const UNQUOTED_BEFORE = new Set([32, 9, 61, 64, 60, 40]);
/** Unquoted absolute paths (shell scripts), up to 16, each up to 200 characters; indexOf per slash. */
function unquotedPaths(lower: string): string[] {
  const out: string[] = [];
  let i = lower.indexOf('/');
  for (let seen = 0; i !== -1 && out.length < 16 && seen < 512; seen++) {
    const before = i > 0 ? lower.charCodeAt(i - 1) : 32;
    const after = lower.charCodeAt(i + 1);
    if (UNQUOTED_BEFORE.has(before) && after >= 97 && after <= 122) {
      let end = i + 1;
      while (end < lower.length && end - i < 200) {
        const c = lower.charCodeAt(end);
        if (c === 32 || c === 9 || c === 10 || c === 34 || c === 39 || c === 59 || c === 41 || c === 124 || c === 38 || c === 62 || c === 60 || c === 44) break;
        end++;
      }
      out.push(lower.slice(i, end));
      i = lower.indexOf('/', end);
      continue;
    }
    i = lower.indexOf('/', i + 1);
  }
  return out;
}

/**
 * The file an absolute path names once `.` and `..` are resolved (`/usr/../etc/passwd` is /etc/passwd, `/var/www/html/
 * ../../../etc/group` is /etc/group): what the code touches is the place the path arrives at, however it climbs there.
 */
function resolvedPath(lit: string): string {
  if (lit.charCodeAt(0) !== 47 || (!lit.includes('/..') && !lit.includes('/./') && !lit.includes('//'))) return lit;
  const out: string[] = [];
  for (const seg of lit.split('/', 64)) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return `/${out.join('/')}${lit.endsWith('/') && out.length > 0 ? '/' : ''}`;
}

/** System files, system information and sensitive directories among the paths the code names. */
function systemObjects(lits: readonly PathLiteral[], lower: string, objects: Map<CodeObject, string>): void {
  const words = lower.includes('/') ? unquotedPaths(lower) : [];
  for (const named of [...lits.filter((l) => !l.usedAsCredential).map((l) => l.lit), ...words]) {
    const lit = resolvedPath(named);
    const c = systemClass(lit);
    if (c.file && !c.dir && !objects.has('systemFile')) objects.set('systemFile', lit);
    if (c.info && !objects.has('systemInfo')) objects.set('systemInfo', lit);
    if (c.dir && !objects.has('sensitiveDir')) objects.set('sensitiveDir', lit);
    // /srv/contratos/*.pdf, D:/Finance/Ledgers: a tree named for the business records it holds
    if (!objects.has('recordFiles') && lit.charCodeAt(0) !== 126 && recordTree(lit) !== '') objects.set('recordFiles', lit);
  }
}

/**
 * The files the code names, judged as the file_read analyzer judges a path (secret and system files by class, every
 * encoding undone) and by whether they sit in a system location or a shell start-up file.
 */
function pathObjects(lower: string, objects: Map<CodeObject, string>): void {
  const lits = pathLiterals(lower);
  systemObjects(lits, lower, objects);
  const swept = storedTreeSwept(lower, lits.map((l) => l.lit));
  if (swept !== '') objects.set('storedTree', swept);
  for (const { lit, usedAsCredential } of lits) {
    // '/usr/bin/python3 /opt/app/report.py' is a command line a job will run, not a file the code writes
    const commandLine = lit.includes(' ');
    const at = resolvedPath(lit);
    if (!commandLine && !objects.has('systemPath') && (STARTUP_FILES.some((f) => at.endsWith(f)) || (SYSTEM_DIRS.some((d) => at.startsWith(d)) && !NOT_SYSTEM.some((d) => at.startsWith(d))))) objects.set('systemPath', lit);
    if (!usedAsCredential && !objects.has('secretFile') && mayHoldSecrets(lit) && pathFindings(lit).some((f) => f.score >= 4)) objects.set('secretFile', lit);
  }
}

/** Reads of a setting that may be unset (an environment variable, a config key). */
const SETTING_READS = ['environ.get(', 'getenv(', 'process.env.', 'env::var(', 'env.fetch(', 'config.get('];
/** The fallback written right after the setting's name: the filesystem root. */
const ROOT_FALLBACKS = [', "/")', ", '/')", "|| '/'", '|| "/"', "?? '/'", '?? "/"', ', "c:\\\\")', ", 'c:\\\\')"];

/**
 * A directory taken from a setting whose fallback is the filesystem root (`os.environ.get("BUILD_DIR", "/")`): when
 * the setting is missing, whatever the code deletes under it is the whole machine. The fallback must follow the read
 * within its own call (60 characters), so `p.replace("\\", "/")` elsewhere is not one.
 */
function rootDefault(lower: string): string {
  for (const r of SETTING_READS) {
    for (let i = lower.indexOf(r), n = 0; i !== -1 && n < 8; i = lower.indexOf(r, i + r.length), n++) {
      const call = lower.slice(i, i + r.length + 60);
      const nl = call.indexOf('\n');
      const line = nl === -1 ? call : call.slice(0, nl);
      const f = ROOT_FALLBACKS.find((x) => line.includes(x));
      if (f !== undefined) return `${r}… ${f.trim()} (a missing setting means the filesystem root)`;
    }
  }
  return '';
}

/** Walks over a whole tree, and the calls that delete one entry. */
const TREE_WALKS = ['.rglob(', 'os.walk(', 'filepath.walk(', 'filepath.walkdir(', 'walkdir(', 'fs.readdirsync(', 'files.walk(', 'get-childitem -recurse', 'find.find('];
const ENTRY_DELETES = ['.unlink(', '.rmdir(', 'os.remove(', 'os.unlink(', 'fs.unlinksync(', 'fs.rmdirsync(', 'os.remove(p', 'files.delete(', 'remove-item'];
/** Code that walks a tree and deletes each entry it meets: the tree deleted, one entry at a time. */
function walkDeletes(lower: string): boolean {
  return TREE_WALKS.some((w) => lower.includes(w)) && ENTRY_DELETES.some((d) => lower.includes(d));
}
/** A deleted path built by climbing out of the directory named (`path.join(root, '..')`, `path.resolve(dir, '..', '..')`). */
// (only where the climb ends the path: `path.join(root, '..', 'cache')` goes up to come down into one folder)
const CLIMBS = [", '..')", ', "..")', "/ '..')", '/ "..")', "'../..')", '"../..")', "+ '/..')", '+ "/..")'];
/** Calls that delete a whole tree, as the deleted path's name follows them. */
const TREE_DELETE_CALLS = ['rmsync(', 'rmtree(', 'removeall(', 'rimraf(', 'rimraf.sync(', 'rm_rf(', 'remove_dir(', 'remove_dir_all(', 'rmdirsync(', 'fs.rm(', 'fse.remove(', 'fs.remove(', 'directory.delete('];
/**
 * The deleted tree lies above the directory the code names: a path built by climbing out of it is the one a tree
 * deletion is given (by the name it was assigned to, or inside the call), so the deletion reaches its parents.
 */
function parentClimb(lower: string): string {
  for (const c of CLIMBS) {
    for (let at = lower.indexOf(c), n = 0; at !== -1 && n < 4; at = lower.indexOf(c, at + c.length), n++) {
      const lineStart = lower.lastIndexOf('\n', at) + 1;
      const line = lower.slice(lineStart, at);
      // inside the call itself: rmSync(path.join(root, '..'), …)
      if (TREE_DELETE_CALLS.some((d) => line.includes(d))) return `a path climbing out of its directory (${c.trim()}) deleted: the deletion reaches its parents`;
      // or assigned to a name a tree deletion is then given
      const eq = line.indexOf('=');
      if (eq <= 0 || line[eq + 1] === '=') continue;
      let name = line.slice(0, eq).trim();
      name = name.slice(name.lastIndexOf(' ') + 1);
      // a typed name (`target: string`) is the name before its type
      if (name.includes(':')) name = name.slice(0, name.indexOf(':'));
      if (name.length < 1 || name.length > 40) continue;
      if (TREE_DELETE_CALLS.some((d) => lower.includes(`${d}${name})`) || lower.includes(`${d}${name},`))) return `${name}, a path climbing out of its directory (${c.trim()}), deleted: the deletion reaches its parents`;
    }
  }
  return '';
}

/** The code's side acting: the documentation says the code does the attack. */
const ACT_WORDS = ['simulat', 'perform', 'implement', 'launch', 'carr', 'conduct', 'execut', 'deploy', 'act as', 'acts as', 'behaves', 'establish', 'spread', 'infect', 'this function', 'this script', 'this program', 'this code', 'simul', 'ejecuta', 'exécute', 'führt'];
/** The code's side defending: detecting, scanning, blocking or studying the attack is not doing it. */
const DEFENCE_WORDS = ['detect', 'scan', 'prevent', 'protect', 'block', 'mitigat', 'defen', 'classif', 'analy', 'identif', 'quarantin', 'remov', 'clean', 'monitor for', 'alert on', 'signature', 'yara', 'sandbox', 'honeypot', 'antivirus', 'anti-virus', 'antimalware', 'detecta', 'détect', 'erkenn'];

/**
 * The attack classes the code's documentation says the code carries out, looked at near each name the lexicon pass
 * found (`found`: per class, its names that occur).
 */
function selfDescribed(lower: string, found: ReadonlyArray<readonly string[]>, objects: Map<CodeObject, string>): void {
  for (let c = 0; c < ATTACK_CLASSES.length; c++) {
    const cls = ATTACK_CLASSES[c]![0];
    for (const w of found[ATTACK_LISTS + c] ?? []) {
      let i = lower.indexOf(w);
      for (let k = 0; i !== -1 && k < 4; k++) {
        const around = lower.slice(Math.max(0, i - 120), i + w.length + 120);
        if (ACT_WORDS.some((a) => around.includes(a)) && !DEFENCE_WORDS.some((d) => around.includes(d))) {
          objects.set(cls, w.trim());
          break;
        }
        i = lower.indexOf(w, i + w.length);
      }
      if (objects.has(cls)) break;
    }
  }
}

/** Words of a function name that make it an authorisation check. */
const AUTH_NAME_WORDS = ['admin', 'auth', 'permission', 'permitted', 'allowed', 'access', 'privilege', 'authorized', 'authorised', 'can_', 'superuser', 'staff', 'login', 'verify', 'check_user', 'role'];
const FN_OPENERS = ['def ', 'function ', 'func ', 'fn ', 'bool ', 'boolean ', 'public ', 'private '];
/**
 * The code defines an authorisation check whose body returns yes on the line right after a test of a client-sent value
 * (`tests`: the identity tests found) against a quoted literal.
 */
function authCheckOpened(lower: string, tests: readonly string[]): boolean {
  const fn = FN_OPENERS.some((o) => {
    for (let at = lower.indexOf(o), n = 0; at >= 0 && n < 16; at = lower.indexOf(o, at + o.length), n++) {
      const open = lower.indexOf('(', at);
      if (open < 0 || open - at > 80) continue;
      const name = lower.slice(at + o.length, open);
      if (AUTH_NAME_WORDS.some((w) => name.includes(w))) return true;
    }
    return false;
  });
  if (!fn) return false;
  for (const t of tests) {
    const at = lower.indexOf(t);
    if (at < 0) continue;
    const eol = lower.indexOf('\n', at);
    const line = lower.slice(at, eol < 0 ? lower.length : eol);
    if (!(line.includes("== '") || line.includes('== "') || line.includes("=== '") || line.includes('=== "') || line.includes(".equals(\"") || line.includes("eq '"))) continue;
    const next = lower.slice(eol < 0 ? lower.length : eol + 1, (eol < 0 ? lower.length : eol + 1) + 120);
    if (line.includes('return true') || next.trimStart().startsWith('return true') || next.trimStart().startsWith('return 1') || line.includes('{ return true')) return true;
  }
  return false;
}

export function codeFrame(lower: string): CodeFrame {
  // the first phrase of each list that occurs ('' for none), as one indexOf per phrase in list order would find it
  const found = LEXICON.foundOfEach(lower);
  const first = found.map((words) => words[0] ?? '');
  const ops = new Set<CodeOp>();
  const opWords = new Map<CodeOp, readonly string[]>();
  OP_NAMES.forEach((op, k) => { if (first[k] !== '') { ops.add(op); opWords.set(op, found[k]!); } });
  const objects = new Map<CodeObject, string>();
  OBJECT_NAMES.forEach((o, k) => {
    // a comment word must occur first: only the list's words that occur at all are looked for in comments
    const w = COMMENT_OBJECTS.has(o) ? firstCommentWord(lower, found[OP_NAMES.length + k]!) : first[OP_NAMES.length + k]!;
    if (w !== '') objects.set(o, w);
  });
  const dests = new Map<CodeDest, string>();
  const capture = first[CAPTURE_LIST]!;
  if (capture !== '') dests.set('capture', capture);
  const host = outsideHost(lower);
  if (host !== '') dests.set('external', host);
  // a bare public address: nobody's named service, what a drop server is reached by
  if (host !== '' && isIpv4(host)) dests.set('rawIp', host);
  // an address on a free mail domain: mail sent there reaches a person's own inbox, not the organisation's
  if (lower.includes('@')) { const mail = FREEMAIL_DOMAINS.find((d) => lower.includes(d)); if (mail !== undefined) dests.set('personal', mail.slice(1)); }
  // the grant is tied to one account the code names: a test of a literal identity, or an account looked up by one
  // (`User.objects.filter(username='support_bot').update(is_superuser=True)`)
  // an authorisation check (is_admin, check_auth, has_permission…) made to answer yes when a value the client sends
  // equals a literal: whoever knows the literal is let in, whatever their role (a planted backdoor)
  if (first[CAPTURE_LIST + 1] !== '' && authCheckOpened(lower, found[CAPTURE_LIST + 1]!)) { ops.add('grant'); opWords.set('grant', ['return true']); }
  const grantOnIdentity = ops.has('grant') && ((lower.includes('if ') && first[CAPTURE_LIST + 1] !== '') || namedAccountMadeAdmin(lower));
  if (ops.has('grant')) objects.set('privilege', first[OP_NAMES.indexOf('grant')] || 'an authorisation check answering yes');
  if (objects.has('money')) { const a = literalAccount(lower); if (a !== '') objects.set('fixedAccount', a); }
  if (ops.has('log')) { const v = loggedSecret(lower, opWords.get('log') ?? []); if (v !== '') objects.set('loggedSecret', v); }
  pathObjects(lower, objects);
  const gap = chargedAboveShown(lower);
  if (gap !== '') objects.set('displayGap', gap);
  const forced = assessmentForcedByTier(lower);
  if (forced !== '') objects.set('tierForced', forced);
  const fake = fabricatedActor(lower);
  if (fake !== '') objects.set('fakeActor', fake);
  const measured = measureScaledForSubject(lower);
  if (measured !== '') objects.set('measureForced', measured);
  const clamped = measureClampedForReport(lower);
  if (clamped !== '') objects.set('measureClamped', clamped);
  // a walk that deletes what it meets (`for p in base.rglob('*'): p.unlink()`, os.walk … os.remove) removes the tree
  if (!ops.has('destroyTree') && walkDeletes(lower)) { ops.add('destroyTree'); opWords.set('destroyTree', ['a walk that deletes each entry']); }
  if (!objects.has('dataRoot') && ops.has('destroyTree')) { const d = rootDefault(lower) || parentClimb(lower); if (d !== '') objects.set('dataRoot', d); }
  selfDescribed(lower, found, objects);
  return { ops, opWords, objects, dests, grantOnIdentity };
}
