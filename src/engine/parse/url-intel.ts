/**
 * What the url analyzer knows about the web: commonly phished brands and the domains they really own, hosts that
 * shorten, paste, tunnel or catch requests, and the top-level domains abused for throwaway sites.
 */

interface Brand {
  /** Primary label, compared for typos and homoglyphs. */
  readonly name: string;
  /** Other names of the brand seen in combo-squats ("appleid", "office365"). */
  readonly alt: readonly string[];
  /** Registrable domains the brand owns. */
  readonly legit: readonly string[];
  /** A dictionary word too: only counts as a whole hyphen/dot token next to a lure word, never for typos. */
  readonly word?: boolean;
}

const B = (name: string, legit: string[], alt: string[] = [], word = false): Brand => ({ name, alt, legit, word });

export const BRANDS: readonly Brand[] = [
  B('paypal', ['paypal.com', 'paypal.me', 'paypalobjects.com', 'paypal-community.com', 'paypal-prepaid.com', 'paypal.biz']),
  B('apple', ['apple.com', 'icloud.com', 'me.com', 'mzstatic.com', 'apple.news', 'itunes.com', 'cdn-apple.com', 'apple-cloudkit.com', 'appleid.com', 'applecard.com'], ['appleid', 'icloud', 'itunes'], true),
  B('microsoft', ['microsoft.com', 'microsoftonline.com', 'live.com', 'office.com', 'office365.com', 'outlook.com', 'hotmail.com', 'onedrive.com', 'sharepoint.com', 'msn.com', 'xbox.com', 'azure.com', 'windows.net', 'windows.com', 'azureedge.net', 'msauth.net', 'msftauth.net', 'microsoftstore.com', 'bing.com', 'skype.com', 'visualstudio.com', 'aka.ms', 'office.net', 'sharepointonline.com', 'microsoft365.com', 'cloud.microsoft', 'msft.net', 'msecnd.net', 'azure.net', 'live.net', 'onenote.com', 'teams.microsoft.com', 'microsoftonline-p.com', 'linkedin.com', 'github.com'], ['office365', 'microsoft365', 'onedrive', 'sharepoint', 'hotmail', 'msonline', 'outlook', 'office', 'live', 'o365', 'msteams']),
  B('google', ['google.com', 'gmail.com', 'googleapis.com', 'gstatic.com', 'googleusercontent.com', 'youtube.com', 'googlevideo.com', 'goo.gl', 'g.co', 'google-analytics.com', 'googletagmanager.com', 'googlesyndication.com', 'doubleclick.net', 'googleblog.com', 'withgoogle.com', 'googlesource.com', 'android.com', 'chromium.org', 'chrome.com', 'googledrive.com', 'googlegroups.com', 'blogger.com', 'firebase.google.com', 'golang.org', 'go.dev', 'web.dev', 'youtu.be', 'ggpht.com', 'googleadservices.com', 'google.dev', 'googlecode.com', 'appspot.com', 'cloud.google', 'googlemail.com', 'withyoutube.com', 'gle'], ['gmail', 'googledrive', 'googledocs', 'googleplay']),
  B('amazon', ['amazon.com', 'amazonaws.com', 'amazon.jobs', 'aws.amazon.com', 'amazontrust.com', 'media-amazon.com', 'ssl-images-amazon.com', 'amazon-adsystem.com', 'awsstatic.com', 'aws.dev', 'a2z.com', 'amazonpay.com', 'primevideo.com', 'audible.com', 'amazon.dev', 'amazoncognito.com', 'awsapps.com', 'amzn.to', 'amazonsupply.com', 'kindle.com'], ['amazonprime', 'awsconsole']),
  B('facebook', ['facebook.com', 'fb.com', 'fbcdn.net', 'facebook.net', 'fb.me', 'meta.com', 'messenger.com', 'instagram.com', 'whatsapp.com', 'whatsapp.net', 'oculus.com', 'facebookbrand.com', 'metastatus.com', 'threads.net', 'cdninstagram.com', 'wa.me'], ['fbook', 'metabusiness']),
  B('meta', ['meta.com', 'facebook.com', 'metastatus.com', 'meta.ai', 'metacareers.com'], [], true),
  B('instagram', ['instagram.com', 'cdninstagram.com', 'ig.me', 'instagr.am', 'facebook.com', 'instagram-engineering.com']),
  B('whatsapp', ['whatsapp.com', 'whatsapp.net', 'wa.me', 'facebook.com']),
  B('netflix', ['netflix.com', 'nflxext.com', 'nflximg.net', 'nflxvideo.net', 'nflxso.net', 'netflixtechblog.com', 'netflix.net', 'netflixstudios.com']),
  B('chase', ['chase.com', 'jpmorganchase.com', 'jpmorgan.com', 'chasecdn.com'], [], true),
  B('wellsfargo', ['wellsfargo.com', 'wf.com', 'wellsfargoadvisors.com', 'wellsfargomedia.com']),
  B('bankofamerica', ['bankofamerica.com', 'bofa.com', 'ml.com', 'merrilledge.com', 'bac.com']),
  B('citibank', ['citibank.com', 'citi.com', 'citigroup.com', 'citibankonline.com']),
  B('americanexpress', ['americanexpress.com', 'amex.com', 'aexp.com', 'aexp-static.com'], ['amex']),
  B('hsbc', ['hsbc.com', 'hsbc.co.uk', 'hsbc.com.hk', 'us.hsbc.com']),
  B('coinbase', ['coinbase.com', 'coinbase.io', 'cb-cdn.com', 'coinbasecdn.com', 'base.org']),
  B('binance', ['binance.com', 'binance.us', 'bnbstatic.com', 'binance.org', 'binance.info', 'bnbchain.org']),
  B('metamask', ['metamask.io', 'consensys.io', 'consensys.net']),
  B('kraken', ['kraken.com', 'krakenfx.com'], [], true),
  B('blockchain', ['blockchain.com', 'blockchain.info'], [], true),
  B('ledger', ['ledger.com', 'ledgerwallet.com'], ['ledgerlive'], true),
  B('trezor', ['trezor.io']),
  B('myetherwallet', ['myetherwallet.com']),
  B('github', ['github.com', 'githubusercontent.com', 'githubassets.com', 'github.io', 'githubstatus.com', 'github.dev', 'githubnext.com', 'ghcr.io', 'github.blog', 'githubapp.com', 'npmjs.com', 'npmjs.org', 'microsoft.com']),
  B('gitlab', ['gitlab.com', 'gitlab.io', 'gitlab.net', 'gitlab-static.net'], [], false),
  B('dropbox', ['dropbox.com', 'dropboxusercontent.com', 'dropboxstatic.com', 'dropboxapi.com', 'dropbox.tech', 'dropboxforum.com', 'db.tt', 'hellosign.com']),
  B('docusign', ['docusign.com', 'docusign.net', 'docusign.org']),
  B('adobe', ['adobe.com', 'adobe.io', 'adobelogin.com', 'adobesign.com', 'typekit.net', 'behance.net', 'adobecc.com'], ['adobesign'], true),
  B('linkedin', ['linkedin.com', 'licdn.com', 'lnkd.in', 'linkedin.cn']),
  B('twitter', ['twitter.com', 'x.com', 't.co', 'twimg.com', 'twttr.com']),
  B('yahoo', ['yahoo.com', 'yahoo.net', 'yimg.com', 'yahoo.co.jp', 'aol.com']),
  B('discord', ['discord.com', 'discord.gg', 'discordapp.com', 'discordapp.net', 'discord.media', 'discordstatus.com', 'discord.dev']),
  B('steam', ['steampowered.com', 'steamcommunity.com', 'steamstatic.com', 'steamgames.com', 'valvesoftware.com', 'steamdeck.com', 'steamchina.com', 'steamusercontent.com', 'steamserver.net'], ['steamcommunity', 'steampowered'], true),
  B('roblox', ['roblox.com', 'rbxcdn.com', 'roblox.qq.com', 'rbx.com']),
  B('dhl', ['dhl.com', 'dhl.de', 'dhl.co.uk', 'dpdhl.com', 'dhl.fr', 'dhlparcel.nl', 'dhlparcel.co.uk', 'dhl.it', 'dhl.es'], [], true),
  B('fedex', ['fedex.com', 'fedex.co.uk', 'fedex.ca'], [], true),
  B('usps', ['usps.com', 'usps.gov', 'uspis.gov', 'informeddelivery.com'], [], true),
  B('ups', ['ups.com'], [], true),
  B('irs', ['irs.gov', 'treasury.gov', 'eftps.gov', 'irs.com'], [], true),
  B('stripe', ['stripe.com', 'stripe.network', 'stripecdn.com', 'stripe.dev'], [], true),
  B('okta', ['okta.com', 'oktacdn.com', 'okta-emea.com', 'oktapreview.com'], [], true),
  B('zoom', ['zoom.us', 'zoom.com', 'zoomgov.com', 'zoom.com.cn'], [], true),
  B('slack', ['slack.com', 'slack-edge.com', 'slack-imgs.com', 'slackb.com'], [], true),
  B('walmart', ['walmart.com', 'walmartimages.com', 'walmart.ca']),
  B('ebay', ['ebay.com', 'ebay.co.uk', 'ebay.de', 'ebaystatic.com', 'ebayimg.com', 'ebay.ca', 'ebay.com.au'], [], true),
  B('spotify', ['spotify.com', 'scdn.co', 'spotifycdn.com', 'spotify.link']),
  B('wise', ['wise.com', 'transferwise.com'], [], true),
  B('revolut', ['revolut.com', 'revolut.me', 'revolut.codes']),
  B('santander', ['santander.com', 'santander.co.uk', 'santanderbank.com']),
  B('barclays', ['barclays.com', 'barclays.co.uk', 'barclaycard.co.uk', 'barclaycardus.com']),
  B('outlook', ['outlook.com', 'office.com', 'live.com', 'microsoft.com'], [], true),
  B('office365', ['office365.com', 'office.com', 'microsoft.com', 'microsoftonline.com']),
  B('icloud', ['icloud.com', 'apple.com', 'icloud-content.com']),
  B('openai', ['openai.com', 'chatgpt.com', 'oaistatic.com', 'oaiusercontent.com']),
  // regional banks, carriers, marketplaces, games and wallets that public phishing feeds name week after week
  B('yandex', ['yandex.ru', 'yandex.com', 'yandex.net', 'ya.ru', 'yandex.by', 'yandex.kz', 'yandex.com.tr', 'yastatic.net', 'yandex.cloud']),
  B('mailru', ['mail.ru', 'imgsmail.ru']),
  B('aliexpress', ['aliexpress.com', 'aliexpress.us', 'aliexpress.ru', 'alicdn.com', 'alibaba.com']),
  B('alibaba', ['alibaba.com', 'alibabacloud.com', 'aliyun.com', 'alicdn.com', 'alipay.com', 'taobao.com', 'tmall.com'], ['alipay', 'taobao']),
  B('airbnb', ['airbnb.com', 'muscache.com', 'airbnb.co.uk', 'airbnb.ca', 'airbnb.com.au']),
  B('booking', ['booking.com', 'bstatic.com'], [], true),
  B('expedia', ['expedia.com', 'expediagroup.com', 'expedia.co.uk', 'expedia.ca']),
  B('tiktok', ['tiktok.com', 'tiktokcdn.com', 'tiktokv.com', 'tiktokcdn-us.com', 'bytedance.com', 'byteoversea.com', 'tiktokglobalshop.com', 'tiktokshop.com']),
  B('telegram', ['telegram.org', 't.me', 'telegram.me', 'telesco.pe', 'telegra.ph'], [], true),
  B('snapchat', ['snapchat.com', 'snap.com', 'sc-cdn.net', 'snapkit.com']),
  B('pinterest', ['pinterest.com', 'pinimg.com', 'pin.it']),
  B('reddit', ['reddit.com', 'redd.it', 'redditmedia.com', 'redditstatic.com', 'reddithelp.com', 'redditinc.com', 'redditstatus.com']),
  B('twitch', ['twitch.tv', 'twitchcdn.net', 'jtvnw.net', 'twitchsvc.net'], [], true),
  B('wetransfer', ['wetransfer.com', 'we.tl', 'wetransfer.net']),
  B('godaddy', ['godaddy.com', 'secureserver.net']),
  B('namecheap', ['namecheap.com']),
  B('protonmail', ['proton.me', 'protonmail.com', 'protonmail.ch']),
  B('zoho', ['zoho.com', 'zoho.eu', 'zoho.in', 'zohostatic.com']),
  B('epicgames', ['epicgames.com', 'unrealengine.com', 'fortnite.com', 'epicgames.dev'], ['fortnite']),
  B('nintendo', ['nintendo.com', 'nintendo.net', 'nintendo.co.jp', 'nintendo.co.uk']),
  B('playstation', ['playstation.com', 'playstation.net', 'sonyentertainmentnetwork.com', 'sony.com']),
  B('riotgames', ['riotgames.com', 'leagueoflegends.com']),
  B('battlenet', ['battle.net', 'blizzard.com']),
  B('minecraft', ['minecraft.net', 'mojang.com', 'minecraft.com'], [], true),
  B('capitalone', ['capitalone.com', 'capitalone360.com']),
  B('usbank', ['usbank.com']),
  B('natwest', ['natwest.com']),
  B('lloyds', ['lloydsbank.com', 'lloydsbank.co.uk', 'lloydsbankinggroup.com', 'lloyds.com'], ['lloydsbank'], true),
  B('scotiabank', ['scotiabank.com']),
  B('commbank', ['commbank.com.au', 'commsec.com.au', 'cba.com.au']),
  B('westpac', ['westpac.com.au', 'westpac.co.nz']),
  B('interac', ['interac.ca'], [], true),
  B('schwab', ['schwab.com']),
  B('robinhood', ['robinhood.com'], [], true),
  B('venmo', ['venmo.com']),
  B('cashapp', ['cash.app', 'cash.me', 'squareup.com', 'block.xyz']),
  B('zelle', ['zellepay.com', 'zelle.com'], [], true),
  B('klarna', ['klarna.com']),
  B('mercadolibre', ['mercadolibre.com', 'mercadolivre.com.br', 'mlstatic.com', 'mercadopago.com'], ['mercadolivre']),
  B('mercadopago', ['mercadopago.com', 'mercadolibre.com', 'mlstatic.com']),
  B('bradesco', ['bradesco.com.br']),
  B('itau', ['itau.com.br', 'itau.com']),
  B('nubank', ['nubank.com.br', 'nu.com.mx']),
  B('rakuten', ['rakuten.co.jp', 'rakuten.com', 'rakuten-card.co.jp', 'rakuten-bank.co.jp', 'r10s.jp']),
  B('naver', ['naver.com', 'pstatic.net', 'naver.net']),
  B('kakao', ['kakao.com', 'kakaocorp.com', 'daum.net', 'kakaocdn.net', 'kakaobank.com', 'kakaopay.com']),
  B('paytm', ['paytm.com', 'paytm.in']),
  B('hdfcbank', ['hdfcbank.com']),
  B('icicibank', ['icicibank.com']),
  B('royalmail', ['royalmail.com', 'royalmail.co.uk', 'royalmailgroup.com']),
  B('evri', ['evri.com']),
  B('auspost', ['auspost.com.au']),
  B('canadapost', ['canadapost.ca', 'canadapost-postescanada.ca', 'postescanada.ca']),
  B('postnl', ['postnl.nl', 'postnl.com']),
  B('laposte', ['laposte.fr', 'laposte.net', 'labanquepostale.fr']),
  B('correos', ['correos.es', 'correos.com'], [], true),
  B('aramex', ['aramex.com']),
  B('dpd', ['dpd.com', 'dpd.co.uk', 'dpd.de'], [], true),
  B('hmrc', ['hmrc.gov.uk', 'gov.uk']),
  B('dvla', ['dvla.gov.uk', 'gov.uk']),
  B('verizon', ['verizon.com', 'verizonwireless.com', 'vzw.com', 'verizon.net']),
  B('xfinity', ['xfinity.com', 'comcast.net', 'comcast.com']),
  B('comcast', ['comcast.com', 'comcast.net', 'xfinity.com', 'comcastbusiness.com']),
  B('att', ['att.com', 'att.net'], [], true),
  B('vodafone', ['vodafone.com', 'vodafone.co.uk', 'vodafone.de']),
  B('sparkasse', ['sparkasse.de', 's-markt.de'], [], true),
  // marketplaces, state portals, posts and banks of Poland, Russia and Italy that SMS and mail phishing imitate
  B('allegro', ['allegro.pl', 'allegro.cz', 'allegrolokalnie.pl'], [], true),
  B('inpost', ['inpost.pl', 'inpost.eu', 'inpost.co.uk']),
  B('gosuslugi', ['gosuslugi.ru', 'gu.ru']),
  B('sberbank', ['sberbank.ru', 'sberbank.com', 'sber.ru'], ['sber']),
  B('posteitaliane', ['poste.it', 'posteitaliane.it', 'postepay.it'], ['poste', 'postepay']),
  B('intesasanpaolo', ['intesasanpaolo.com', 'intesasanpaolo.it'], ['intesa']),
  B('postbank', ['postbank.de']),
  B('commerzbank', ['commerzbank.de', 'commerzbank.com']),
  B('deutschebank', ['deutsche-bank.de', 'db.com']),
  B('rabobank', ['rabobank.nl', 'rabobank.com']),
  B('abnamro', ['abnamro.nl', 'abnamro.com']),
  B('bnpparibas', ['bnpparibas.com', 'bnpparibas.fr', 'mabanque.bnpparibas']),
  B('creditagricole', ['credit-agricole.fr', 'credit-agricole.com', 'ca-paris.fr']),
  B('caixabank', ['caixabank.es', 'caixabank.com']),
  B('smbc', ['smbc.co.jp', 'smbc-card.com']),
  B('mufg', ['mufg.jp', 'bk.mufg.jp']),
  B('mizuho', ['mizuhobank.co.jp', 'mizuho-fg.co.jp', 'mizuho-fg.com']),
  B('japanpost', ['japanpost.jp', 'post.japanpost.jp', 'jp-bank.japanpost.jp']),
  B('sagawa', ['sagawa-exp.co.jp']),
  B('kuronekoyamato', ['kuronekoyamato.co.jp', 'yamato-hd.co.jp']),
  B('trustwallet', ['trustwallet.com']),
  B('walletconnect', ['walletconnect.com', 'walletconnect.org', 'reown.com']),
  B('uniswap', ['uniswap.org']),
  B('opensea', ['opensea.io']),
  B('pancakeswap', ['pancakeswap.finance']),
  B('phantom', ['phantom.app', 'phantom.com'], [], true),
  B('kucoin', ['kucoin.com']),
  B('bybit', ['bybit.com', 'bybitglobal.com']),
  B('bitfinex', ['bitfinex.com']),
  B('okx', ['okx.com']),
  B('solana', ['solana.com', 'solana.org'], [], true),
  B('cloudflare', ['cloudflare.com', 'cloudflare.net', 'cloudflare-dns.com', 'cloudflareinsights.com', 'workers.dev', 'pages.dev', 'one.one.one.one', 'cloudflarestatus.com', 'cloudflareaccess.com', 'trycloudflare.com']),
];

/** Each brand-owned registrable domain → the brands that own it. */
const OWNED = new Map<string, string[]>();
for (const b of BRANDS) for (const d of b.legit) OWNED.set(d, [...(OWNED.get(d) ?? []), b.name]);

/** Every name and alternative name (lower-case) → its brand. */
export const BRAND_NAMES = new Map<string, Brand>();
for (const b of BRANDS) {
  BRAND_NAMES.set(b.name, b);
  for (const a of b.alt) if (!BRAND_NAMES.has(a)) BRAND_NAMES.set(a, b);
}
/** Names distinctive enough to count inside a longer label ("paypalsupport", "secureappleid"). */
export const SUBSTRING_NAMES: readonly string[] = [...BRAND_NAMES.entries()]
  .filter(([n, b]) => n.length >= 5 && !(b.word && n === b.name) && !['outlook', 'office', 'ledger', 'blockchain', 'kraken', 'steam'].includes(n))
  .map(([n]) => n);
/** Primary names compared for typos (dictionary words excluded: "lodger" is not a ledger typo). */
export const TYPO_BRANDS: readonly string[] = BRANDS.filter((b) => !b.word && b.name.length >= 5).map((b) => b.name)
  .concat(['steamcommunity', 'steampowered', 'microsoftonline', 'appleid', 'icloud', 'gmail', 'hotmail', 'onedrive', 'sharepoint']);

/** Is this registrable domain owned by a brand (exact, or the brand's own label on a ccTLD like google.co.uk)? */
export function ownerOf(domain: string, label: string, suffix: string, platform: boolean): string | null {
  const own = OWNED.get(domain);
  if (own !== undefined) return own[0]!;
  if (platform) return null;
  const b = BRAND_NAMES.get(label);
  if (b !== undefined && b.name === label && !RISKY_TLDS.has(suffix) && (suffix.length === 2 || suffix.includes('.') || suffix === 'com' || suffix === 'net' || suffix === 'org')) return b.name;
  return null;
}

export function isBrandOwned(domain: string): boolean {
  return OWNED.has(domain);
}

/** Throwaway-registration TLDs that phishing and malware favour: a mild signal that compounds with others. */
export const RISKY_TLDS = new Set([
  'zip', 'mov', 'xyz', 'top', 'tk', 'ml', 'ga', 'cf', 'gq', 'click', 'country', 'work', 'rest', 'icu', 'cam', 'support',
  'buzz', 'monster', 'cfd', 'sbs', 'lol', 'quest', 'kim', 'men', 'loan', 'date', 'faith', 'racing', 'review', 'download',
  'win', 'bid', 'trade', 'party', 'science', 'cricket', 'accountant', 'gdn', 'xin', 'su', 'pw', 'cyou', 'bond', 'hair',
  'beauty', 'autos', 'boats', 'homes', 'mom', 'skin', 'makeup', 'rodeo', 'best', 'fit', 'surf', 'uno', 'link', 'asia',
  'online', 'site', 'website', 'fun', 'live', 'shop', 'today',
]);
/** TLDs that read like file extensions: "setup.zip" as a host is a trick. */
export const FILE_LIKE_TLDS = new Set(['zip', 'mov']);

export const SHORTENERS = new Set([
  'bit.ly', 'bitly.com', 'bit.do', 'cutt.us', 'x.gd', 'tinyurl.com', 't.co', 'goo.gl', 'is.gd', 'v.gd', 'ow.ly', 'rebrand.ly', 'cutt.ly', 'shorturl.at',
  'buff.ly', 'tiny.cc', 'rb.gy', 't.ly', 'bl.ink', 's.id', 'shorte.st', 'adf.ly', 'qrco.de', 'short.io', 'tiny.one',
  'clck.ru', 'u.to', 'soo.gd', 'x.co', 'lnkd.in', 'trib.al', 'db.tt', 'amzn.to', 'shorturl.asia', 'urlz.fr', 'tr.im',
  'surl.li', 'gg.gg', 'did.li', 'shrtco.de', 'zpr.io', 'lstu.fr', 'kutt.it', 'urlr.me', 'linktr.ee', 'tinu.be', 'short.gy',
  '1url.com', 'urlshortener.at', 'y2u.be', 'han.gl', 'me2.do', 'iplogger.org', 'grabify.link', 'spoo.me',
]);
/** Shorteners that log the visitor's IP and fingerprint: tracking, not just redirection. */
export const IP_LOGGERS = new Set(['iplogger.org', 'iplogger.com', 'iplogger.ru', 'grabify.link', '2no.co', 'yip.su', 'blasze.tk', 'ps3cfw.com']);

/** Out-of-band interaction hosts used to prove SSRF/injection and to exfiltrate data. */
export const OOB_HOSTS = new Set([
  'burpcollaborator.net', 'oastify.com', 'interact.sh', 'interactsh.com', 'oast.pro', 'oast.live', 'oast.site', 'oast.online',
  'oast.fun', 'oast.me', 'dnslog.cn', 'ceye.io', 'canarytokens.com', 'canarytokens.org', 'dnslog.link', 'requestrepo.com',
  'xss.ht', 'bxss.me', 'eyes.sh', 'dig.pm', 'ezxss.com', 'xss.report',
]);
/** Request catchers: legitimate for webhook testing, and the favourite drop box of injected exfiltration. */
export const CATCHER_HOSTS = new Set([
  'webhook.site', 'requestbin.net', 'requestbin.com', 'pipedream.net', 'hookbin.com', 'postb.in', 'requestcatcher.com',
  'beeceptor.com', 'mockbin.org', 'putsreq.com', 'ptsv2.com', 'ptsv3.com', 'webhookinbox.com', 'typedwebhook.tools', 'ngrok.pizza',
]);
/** Reverse tunnels exposing someone's machine under a public name. */
export const TUNNEL_HOSTS = new Set([
  'ngrok.io', 'ngrok-free.app', 'ngrok.app', 'ngrok-free.dev', 'ngrok.dev', 'trycloudflare.com', 'loca.lt', 'localtunnel.me',
  'serveo.net', 'serveousercontent.com', 'lhr.life', 'localhost.run', 'bore.pub', 'pinggy.link', 'pinggy.io', 'a.pinggy.io', 'telebit.io',
  'tunnelmole.net', 'devtunnels.ms', 'playit.gg', 'zrok.io', 'loophole.site', 'localxpose.io', 'loclx.io',
]);
/** Anonymous paste and file-drop hosts: where second-stage payloads are parked. */
export const DROP_HOSTS = new Set([
  'transfer.sh', 'temp.sh', 'file.io', 'gofile.io', 'catbox.moe', 'litterbox.catbox.moe', 'anonfiles.com', 'bashupload.com',
  'oshi.at', '0x0.st', 'termbin.com', 'ix.io', 'sprunge.us', 'tmpfiles.org', 'filebin.net', 'uguu.se', 'pixeldrain.com',
  'sendspace.com', 'mediafire.com', 'anonfile.com', 'files.fm', 'easyupload.io', 'qu.ax', 'x0.at', 'paste.c-net.org',
]);
/** Paste sites: the page view is harmless, the raw endpoint is what scripts fetch and run. */
export const PASTE_HOSTS = new Set([
  'pastebin.com', 'paste.ee', 'hastebin.com', 'toptal.com', 'ghostbin.com', 'ghostbin.co', 'rentry.co', 'rentry.org',
  'controlc.com', 'pastie.org', 'dpaste.com', 'dpaste.org', 'justpaste.it', 'paste.rs', 'pastes.io', 'privatebin.net',
  'hastebin.skyra.pw', 'paste.mozilla.org', 'pastebin.pl', 'textbin.net', 'jsfiddle.net',
]);
/** Chat CDNs that host arbitrary uploads: common for malware delivery. */
export const CHAT_CDN = new Set(['cdn.discordapp.com', 'media.discordapp.net', 'cdn.discord.com']);

/** Free site builders and app hosts where anyone gets a subdomain in a minute. */
export const FREE_HOSTING = new Set([
  'github.io', 'gitlab.io', 'netlify.app', 'vercel.app', 'pages.dev', 'workers.dev', 'web.app', 'firebaseapp.com', 'herokuapp.com',
  'glitch.me', 'repl.co', 'replit.app', 'replit.dev', 'weebly.com', 'wixsite.com', 'blogspot.com', '000webhostapp.com', 'square.site',
  'godaddysites.com', 'webflow.io', 'framer.app', 'surge.sh', 'onrender.com', 'fly.dev', 'azurewebsites.net', 'appspot.com',
  'r2.dev', 'translate.goog', 'sites.google.com', 'ipfs.io', 'dweb.link', 'myshopify.com', 'wordpress.com', 'carrd.co',
  'notion.site', 'typedream.app', 'yolasite.com', 'jimdosite.com', 'mystrikingly.com', 'start.page', 'bubbleapps.io', 'codesandbox.io', 'csb.app',
]);

/** Site builders for non-developers: a sign-in themed site there is almost never a developer's own app. */
export const SITE_BUILDERS = new Set([
  'weebly.com', 'wixsite.com', 'square.site', 'godaddysites.com', '000webhostapp.com', 'blogspot.com', 'wordpress.com', 'yolasite.com',
  'jimdosite.com', 'mystrikingly.com', 'webflow.io', 'framer.app', 'carrd.co', 'notion.site', 'typedream.app', 'start.page', 'bubbleapps.io',
  'sites.google.com', 'myshopify.com', 'wix.com', 'webnode.page', 'site123.me', 'ucraft.site', 'tilda.ws', 'mozellosite.com',
]);

/** Multi-tenant SaaS whose customers get a subdomain named after themselves (apple.zendesk.com is real). */
export const TENANT_SAAS = new Set([
  'atlassian.net', 'zendesk.com', 'okta.com', 'oktapreview.com', 'okta-emea.com', 'service-now.com', 'slack.com', 'salesforce.com',
  'force.com', 'my.salesforce.com', 'myworkdayjobs.com', 'myworkday.com', 'workday.com', 'greenhouse.io', 'lever.co', 'statuspage.io',
  'readthedocs.io', 'gitbook.io', 'webex.com', 'zoom.us', 'sentry.io', 'freshdesk.com', 'github.io', 'gitlab.io', 'sharepoint.com',
  'auth0.com', 'onelogin.com', 'pingidentity.com', 'jfrog.io', 'box.com', 'smartsheet.com', 'hubspot.com', 'intercom.help',
  'helpscoutdocs.com', 'status.io', 'ghost.io', 'substack.com', 'medium.com', 'bamboohr.com', 'icims.com', 'taleo.net', 'eightfold.ai',
  'docebosaas.com', 'thinkific.com', 'teachable.com', 'awsapps.com', 'cloudfront.net', 'herokuapp.com', 'vercel.app', 'netlify.app',
]);

/** Where software is routinely downloaded from: an installer from these is an ordinary download. */
export const SOFTWARE_SITES = new Set([
  'github.com', 'githubusercontent.com', 'gitlab.com', 'microsoft.com', 'visualstudio.com', 'windows.net', 'google.com', 'googleapis.com',
  'apple.com', 'python.org', 'pythonhosted.org', 'nodejs.org', 'npmjs.org', 'npmjs.com', 'mozilla.org', 'mozilla.net', 'jetbrains.com',
  'docker.com', 'oracle.com', 'java.com', 'adobe.com', 'zoom.us', 'slack-edge.com', '7-zip.org', 'videolan.org', 'git-scm.com',
  'sourceforge.net', 'rust-lang.org', 'rustup.rs', 'go.dev', 'golang.org', 'postgresql.org', 'mongodb.com', 'mongodb.org', 'hashicorp.com',
  'brew.sh', 'chocolatey.org', 'nvidia.com', 'intel.com', 'amd.com', 'dell.com', 'hp.com', 'lenovo.com', 'ubuntu.com', 'debian.org',
  'fedoraproject.org', 'archlinux.org', 'kernel.org', 'apache.org', 'eclipse.org', 'android.com', 'gradle.org', 'maven.org',
  'anaconda.com', 'r-project.org', 'rstudio.com', 'posit.co', 'dl.google.com', 'releases.hashicorp.com', 'cloudfront.net',
  'amazonaws.com', 'getcomposer.org', 'php.net', 'ruby-lang.org', 'rubygems.org', 'nginx.org', 'mysql.com', 'redis.io', 'winscp.net',
  'putty.org', 'greenend.org.uk', 'notepad-plus-plus.org', 'sublimetext.com', 'code.visualstudio.com', 'vscode.dev', 'cursor.sh',
  'cursor.com', 'signal.org', 'telegram.org', 'obsidian.md', 'spotify.com', 'steampowered.com', 'zotero.org', 'libreoffice.org',
  'gimp.org', 'blender.org', 'wireshark.org', 'virtualbox.org', 'vmware.com', 'tailscale.com', 'wireguard.com', 'openvpn.net',
  'cloudflare.com', 'astral.sh', 'bun.sh', 'deno.land', 'pnpm.io', 'yarnpkg.com', 'nodesource.com', 'sdkman.io', 'nixos.org',
  'kubernetes.io', 'k8s.io', 'helm.sh', 'terraform.io', 'releases.ubuntu.com', 'jenkins.io', 'elastic.co', 'grafana.com',
  'dropboxusercontent.com', 'dropbox.com', 'fastly.net', 'jsdelivr.net', 'unpkg.com', 'cdnjs.cloudflare.com', 'bitbucket.org',
  'codeberg.org', 'sourcehut.org', 'sr.ht', 'pypi.org', 'crates.io', 'nuget.org', 'pkg.go.dev', 'opera.com', 'brave.com',
  'gstatic.com', 'googleusercontent.com', 'discord.com', 'whatsapp.com', 'skype.com', 'mozilla.com', 'torproject.org', 'ollama.com', 'huggingface.co',
]);

/** Well-known content sites whose URL slugs mention brands all day (questions, articles, videos). */
export const CONTENT_SITES = new Set([
  'stackoverflow.com', 'stackexchange.com', 'superuser.com', 'serverfault.com', 'askubuntu.com', 'wikipedia.org', 'reddit.com',
  'medium.com', 'dev.to', 'youtube.com', 'github.com', 'npmjs.com', 'pypi.org', 'mozilla.org', 'w3.org', 'quora.com',
  'hashnode.dev', 'substack.com', 'nytimes.com', 'bbc.co.uk', 'bbc.com', 'theverge.com', 'techcrunch.com', 'wired.com',
  'arstechnica.com', 'zdnet.com', 'cnet.com', 'forbes.com', 'krebsonsecurity.com', 'bleepingcomputer.com', 'geeksforgeeks.org',
  'freecodecamp.org', 'digitalocean.com', 'twilio.com', 'auth0.com', 'okta.com', 'stripe.com', 'readthedocs.io', 'readthedocs.org',
  'hackernews.com', 'ycombinator.com', 'archive.org', 'google.com', 'bing.com', 'duckduckgo.com', 'yahoo.com', 'linkedin.com',
  'twitter.com', 'x.com', 'facebook.com', 'apple.com', 'microsoft.com', 'amazon.com', 'docs.rs', 'rust-lang.org', 'python.org',
  'baeldung.com', 'tutorialspoint.com', 'w3schools.com', 'pkg.go.dev', 'developer.mozilla.org', 'gist.github.com', 'kaggle.com',
]);

/** Dynamic-DNS names: anyone points them at any IP in seconds. */
export const DYNAMIC_DNS = new Set([
  'duckdns.org', 'ddns.net', 'hopto.org', 'zapto.org', 'sytes.net', 'serveftp.com', 'no-ip.org', 'no-ip.biz', 'noip.me', 'dynu.net',
  'dynu.com', 'freedns.org', 'mooo.com', 'afraid.org', 'ddnsking.com', 'myddns.me', 'dyndns.org', 'dynv6.net', 'servehttp.com',
  'redirectme.net', 'bounceme.net', 'myftp.biz', 'myvnc.com', 'gotdns.ch', '3utilities.com', 'ddnsfree.com', 'linkpc.net', 'publicvm.com',
]);
/** Cloud object storage that serves any uploaded HTML under the provider's name. */
export const STORAGE_HOSTS = new Set([
  'firebasestorage.googleapis.com', 'storage.googleapis.com', 's3.amazonaws.com', 'storage.cloud.google.com', 'objectstorage.oraclecloud.com',
  'digitaloceanspaces.com', 'backblazeb2.com', 'linodeobjects.com', 'wasabisys.com', 'cloudflare-ipfs.com', 'web.core.windows.net',
]);
