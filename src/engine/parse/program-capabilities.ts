/**
 * What each Unix program can do when an attacker controls its arguments: spawn a shell, run commands, open a
 * reverse or bind connection, read or write files, upload or download, load a library, and whether the trick
 * works through sudo or a SUID bit. The command analyzer judges a command line by the capabilities it combines
 * (a program that can connect a socket running code that also starts a shell is a reverse shell, whatever the
 * program is called) instead of one pattern per tool.
 *
 * Facts derived from GTFOBins (https://gtfobins.github.io, data in github.com/GTFOBins/GTFOBins.github.io,
 * snapshot 7382261 of 2026-04-20, GPL-3.0): the list of functions and contexts recorded for each program,
 * reduced to the letters below. No code or text of GTFOBins is reproduced. A few programs GTFOBins does not
 * list (marked LOCAL) are added from their manuals.
 *
 * Letters: s shell · c command · r reverse shell · b bind shell · f file read · w file write · u upload ·
 * d download · l library load · p privilege escalation · S works under sudo · U works with SUID ·
 * k compiles and runs source on the spot (LOCAL).
 */

export interface Capabilities {
  readonly shell: boolean;
  readonly command: boolean;
  readonly connect: boolean;
  readonly listen: boolean;
  readonly read: boolean;
  readonly write: boolean;
  readonly upload: boolean;
  readonly download: boolean;
  readonly loadLibrary: boolean;
  readonly sudo: boolean;
  readonly suid: boolean;
  readonly compile: boolean;
}

/** [letters, space-separated program names]: one row per distinct capability set. */
const DERIVED: ReadonlyArray<readonly [string, string]> = [
  ['SUf', 'alpine apache2 ar arp as ascii-xfr aspell atobm aws base32 base64 basenc basez bc bridge bzip2 ' +
    'cat clamscan cmp column comm cupsfilter cut date dialog diff dig dmesg efax egrep eqn espeak ' +
    'expand fgrep file fmt fold fping gcore genisoimage grep gzip hd head hexdump highlight join jq ' +
    'ksshell last lastb links look mosquitto msgattrib msgcat msgconv msgmerge msguniq nasm nl nm ' +
    'ntpdate nvim od paste pax pr ptx qpdf readelf rev rvim soelim ss ssh-keyscan strings tac tail ' +
    'tbl terraform tic troff ul unexpand uniq urlget uuencode view vim vimdiff w3m wc whiptail ' +
    'xmodmap xmore xpad xz zsoelim '],
  ['SUs', 'R aa-exec apt apt-get asterisk busctl cabal capsh choom chroot chrt clisp cobc cpulimit ctr dc ' +
    'debugfs distcc dmsetup dpkg dvips easyrsa enscript env ex fish flock forge genie ginsh gnuplot ' +
    'guile hg iftop ionice ispell joe ld.so lftp logsave lxd mail minicom multitime ncdu ncftp nice ' +
    'nsenter pdftex perf pexec pidstat plymouth psftp psql rc rpmdb rpmquery rpmverify rsync ' +
    'rtorrent run-parts runscript sash scanmem scrot setarch setlock slsh softlimit ssh-agent ' +
    'sshpass start-stop-daemon stdbuf systemctl task tasksh tdbtool tex time timeout tmate unshare ' +
    'watch xdotool xetex yash '],
  ['Ss', 'ansible-playbook ansible-test aoss arch-nspawn autoconf autoheader autoreconf borg bpftrace ' +
    'bundle bundler cdist certbot check_by_ssh check_ssl_cert codex composer dhclient doas firejail ' +
    'gem ghc ghci grc java jtag ksu loginctl mosh-server npm opkg perlbug pip pkexec podman posh ' +
    'ranger service sg sshuttle su sudo taskset top torify torsocks uv valgrind wg-quick ' +
    'xdg-user-dir yarn yt-dlp zathura zypper '],
  ['S', 'aptitude bashbug byebug cargo cowsay cowthink cpan dstat easy_install eb facter gimp irb ' +
    'journalctl knife msfconsole needrestart pdb pipx poetry pry run-mailcap sqlmap systemd-resolve ' +
    'timedatectl tshark vagrant '],
  ['SUfsw', 'awk cpio csvtool docker ed elvish find git latex logrotate ltrace make mawk nano nmap octave ' +
    'pdflatex pico red sed split sqlite3 vi xelatex '],
  ['Sf', '7z apache2ctl ascii85 base58 bbot check_cups check_memory check_raid check_statusfile ' +
    'lwp-request mtr mutt nft pygmentize pyright rake redcarpet rustfmt wall yelp zcat zgrep '],
  ['SUfs', 'bconsole expect ip man more msgfilter openvpn pg pic tmux xargs zip '],
  ['SU', 'batcat bee gcloud lualatex luatex vigr vipw volatility wish zless '],
  ['SUfw', 'arj csplit dd dos2unix dosbox iconv pandoc shuf sort xxd '],
  ['SUp', 'chattr chmod chown getent install setcap setfacl unsquashfs unzip '],
  ['SUsw', 'ash csh dash gdb gtester rlwrap script strace tcsh '],
  ['Sc', 'crontab dnf fail2ban-client openvt pkg procmail rsyslogd snap '],
  ['Sfsw', 'c89 c99 cc emacs g++ gcc jshell puppet '],
  ['Sfw', 'check_log exiftool mypy rustc rustdoc ssh-copy-id tsc '],
  ['SUc', 'acr crash dnsmasq opencode zic '],
  ['SUw', 'redis shred tee update-alternatives varnishncsa '],
  ['Sfs', 'cmake dotnet latexmk neofetch nroff '],
  ['SUdu', 'ab finger tftp whois '],
  ['SUbdfrsuw', 'lua node socat '],
  ['SUcs', 'fzf nohup rpm '],
  ['SUdflrsuw', 'bash ksh python '],
  ['SUdsu', 'ftp scp sftp '],
  ['SUl', 'ffmpeg ldconfig ssh-keygen '],
  ['SUu', 'cancel lp rlogin '],
  ['Scs', 'at rustup systemd-run '],
  ['Sp', 'ln mount passwd '],
  ['Sw', 'hashcat iptables-save wireshark '],
  ['SUbfrsw', 'gawk nawk '],
  ['SUcfs', 'fastfetch m4 '],
  ['SUdfrsw', 'jrunscript julia '],
  ['SUdfsuw', 'tar wget '],
  ['SUsu', 'hping3 kubectl '],
  ['Ssw', 'pwsh screen '],
  ['', 'apport-cli '],
  ['SUbdru', 'nc '],
  ['SUbr', 'socket '],
  ['SUcdf', 'aria2c '],
  ['SUcdfrsuw', 'php '],
  ['SUcf', 'sysctl '],
  ['SUcfsw', 'less '],
  ['SUcsu', 'restic '],
  ['SUcw', 'tcpdump '],
  ['SUdflruw', 'openssl '],
  ['SUdfluw', 'curl '],
  ['SUdfrsu', 'perl '],
  ['SUdfrsuw', 'zsh '],
  ['SUdfsu', 'ssh '],
  ['SUdlu', 'nginx '],
  ['SUfpw', 'cp '],
  ['SUlrs', 'tclsh '],
  ['SUls', 'mysql '],
  ['SUpw', 'mv '],
  ['SUrs', 'telnet '],
  ['Sbfrsw', 'go '],
  ['Scd', 'yum '],
  ['Scdsu', 'sshfs '],
  ['Scw', 'virsh '],
  ['Sdflrsuw', 'ruby '],
  ['Sdfrsw', 'jjs '],
  ['Sdfw', 'lwp-download '],
  ['Sdru', 'code '],
  ['Sdsu', 'smbclient '],
  ['Sru', 'busybox '],
  ['Su', 'tailscale '],
  ['Us', 'agetty '],
  ['w', 'dmidecode '],
];

/** LOCAL: programs outside GTFOBins' list, from their own documentation. */
const LOCAL: ReadonlyArray<readonly [string, string]> = [
  ['Sbdfrsuw', 'ncat nc.traditional nc.openbsd netcat deno bun python3 python2 perl5 pwncat cryptcat sbd '],
  // powercat: netcat written in PowerShell (-c connects, -l listens, -e/-ep run a program or PowerShell over it)
  ['brsu', 'powercat powercat.ps1 '],
  ['Sdfrsuw', 'powershell powershell.exe pwsh.exe groovy scala kotlin jshell irb tclsh8.6 '],
  ['Sfkrsw', 'gcc cc c89 c99 go tcc clang clang++ g++ javac java kotlinc rustc cargo dotnet mcs csc nim crystal zig swift swiftc ghc runghc '],
  ['Ss', 'sh setsid '],
  // awk is gawk on most Linux distributions, which opens /inet/tcp connections
  ['Sbr', 'awk '],
  // interpreters with socket and process APIs in their standard library
  ['Sbdfrsuw', 'crystal dart elixir erl escript racket guile rscript v '],
  // netcat rewrites and relays that take a program to run over the connection
  ['Sbrsu', 'rcat rustcat gsocket gs-netcat chisel '],
  // editors and debuggers that run embedded Python, Lua or Perl (`vim -c ':py3 …'`, `gdb -ex 'python …'`)
  ['Sbr', 'vim vi nvim rvim gdb '],
];

function decode(letters: string): Capabilities {
  const on = (x: string): boolean => letters.includes(x);
  return {
    shell: on('s'), command: on('c') || on('s'), connect: on('r'), listen: on('b'), read: on('f'), write: on('w'),
    upload: on('u'), download: on('d'), loadLibrary: on('l'), sudo: on('S'), suid: on('U'), compile: on('k'),
  };
}

function build(): Map<string, Capabilities> {
  const map = new Map<string, Capabilities>();
  const add = (rows: ReadonlyArray<readonly [string, string]>): void => {
    for (const [letters, names] of rows) {
      const caps = decode(letters);
      for (const n of names.split(' ')) if (n !== '') map.set(n.toLowerCase(), merge(map.get(n.toLowerCase()), caps));
    }
  };
  add(DERIVED);
  add(LOCAL);
  return map;
}

function merge(a: Capabilities | undefined, b: Capabilities): Capabilities {
  if (a === undefined) return b;
  const out = { ...a } as Record<keyof Capabilities, boolean>;
  for (const k of Object.keys(b) as Array<keyof Capabilities>) out[k] = a[k] || b[k];
  return out;
}

const TABLE = build();
/** Compilers keep their capabilities under versioned names (gcc-12, python3.11, go1.22). */
const VERSION_TAIL = /[-.]?[0-9][0-9.]{0,8}$/;

/** The capabilities of a program by its (lower-case) basename; undefined for a program nobody listed. */
export function capabilitiesOf(name: string): Capabilities | undefined {
  const direct = TABLE.get(name);
  if (direct !== undefined || name.length > 40) return direct;
  const bare = name.replace(VERSION_TAIL, '');
  return bare !== name ? TABLE.get(bare) : undefined;
}

/** Programs that can carry a shell over a network connection (reverse or bind), or build one from source. */
export const canWireShell = (name: string): boolean => {
  const c = capabilitiesOf(name);
  return c !== undefined && (c.connect || c.listen || c.compile);
};

