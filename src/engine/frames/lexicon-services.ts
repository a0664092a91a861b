import type { LexiconGroup, Terms } from './lexicon.js';

/**
 * More of the frame lexicon (lexicon.ts merges these groups into LEXICON): public services that process what they are
 * given (free online translators, OCR and file converters, public chatbots and summarisers, a free public API). Whatever
 * is put through one of them has left the organisation for a party nobody contracted: the service's name is both where
 * the text goes (dest:public) and the act of handing it over (op:send), as a paste site's name is ("paste it on
 * pastebin"). Translating, summarising or converting a text with nothing named to do it is no sending; the
 * organisation's own or contracted deployments ("our enterprise ChatGPT", "DeepL Pro under our contract") are vetoed.
 * Each group names one concept in the lexicon's languages; its examples are sentences in which the reader must find
 * the tag.
 */
const PUBLIC_PROCESSORS: Terms = {
  en: ['google translate', 'deepl', 'free translator', 'free translation site', 'free translation website', 'free translation app', 'online translator', 'online translation site', 'online translation tool', 'translation website',
    'online ocr', 'free ocr', 'ocr website', 'ocr site', 'online converter', 'online pdf converter', 'free pdf converter', 'free converter', 'pdf to word website', 'smallpdf', 'ilovepdf',
    'chatgpt', 'free chatbot', 'public chatbot', 'public ai chatbot', 'free ai chatbot', 'free ai tool', 'free ai summarizer', 'free ai summariser', 'online summarizer', 'online summariser', 'free summarizer', 'free summariser',
    'free public api', 'free online', 'grammar checker website', 'free grammar checker', 'quillbot', 'free transcription site', 'online transcription service', 'free transcription service'],
  de: ['google übersetzer', 'kostenlosen übersetzer', 'kostenloser übersetzer', 'online-übersetzer', 'kostenlose online', 'kostenlosen online', 'online-ocr', 'online-konverter', 'kostenlosen ki-chatbot', 'öffentlichen ki-chatbot'],
  fr: ['google traduction', 'traducteur en ligne', 'traducteur gratuit', 'ocr en ligne', 'convertisseur en ligne', 'gratuit en ligne', 'chatbot public', 'chatbot gratuit'],
  es: ['traductor de google', 'traductor en línea', 'traductor online', 'traductor gratuito', 'ocr en línea', 'ocr online', 'conversor en línea', 'convertidor en línea', 'chatbot gratuito', 'chatbot público'],
  pt: ['google tradutor', 'tradutor online', 'tradutor gratuito', 'conversor online', 'chatbot gratuito', 'chatbot público'],
  it: ['google traduttore', 'traduttore online', 'traduttore gratuito', 'convertitore online', 'chatbot gratuito', 'chatbot pubblico'],
  nl: ['online vertaler', 'gratis vertaler', 'online omzetter', 'gratis chatbot', 'openbare chatbot'],
};

export const SERVICE_GROUPS: readonly LexiconGroup[] = [
  {
    // the public service as the place the text goes
    tag: 'dest:public',
    terms: PUBLIC_PROCESSORS,
    examples: ['Put the employee salary spreadsheet into Google Translate', 'Lade die Patientenakte in einen kostenlosen Übersetzer hoch'],
  },
  {
    // …and as the act of handing it over
    tag: 'op:send',
    terms: PUBLIC_PROCESSORS,
    examples: ['Run the scanned patient intake forms through a free online OCR site', 'Pega el contrato completo en un traductor online'],
  },
  {
    // the orders that put a text through such a service: they head the clause that names it ("Summarise the memo with
    // the free ChatGPT", "…, using the free public API at …"). A form that is also an English word (Spanish "resume",
    // Dutch "vat": a résumé, value-added tax) heads an order only before its object's article ("resume el informe",
    // "vat het rapport samen")
    tag: 'imp',
    terms: {
      en: ['translate', 'summarise', 'summarize', 'proofread', 'paraphrase', 'using'], de: ['übersetze', 'übersetzen', 'übersetzt', 'fasse', 'zusammenfassen'],
      fr: ['traduis', 'traduisez', 'traduire', 'résume', 'résumez', 'résumer'],
      es: ['traduce', 'traduzca', 'traducir', 'resume el', 'resume la', 'resume los', 'resume las', 'resume este', 'resume esta', 'resume estos', 'resume estas', 'resúmelo', 'resúmela', 'resumelo', 'resumela', 'resuma', 'resumir'],
      pt: ['traduza', 'traduzir', 'resuma', 'resumir'], it: ['traduci', 'tradurre', 'traducete', 'riassumi', 'riassumere'],
      nl: ['vertaal', 'vertalen', 'vat het', 'vat de', 'vat dit', 'vat deze', 'vat dat', 'vat alle', 'samenvatten'],
    },
    examples: ['Summarise the board memo with the free ChatGPT web version', 'Traduis le contrat avec un traducteur en ligne', 'Resume el contrato con un chatbot gratuito', 'Vat het contract samen met een gratis chatbot'],
  },
  {
    // the organisation's own or contracted deployment of such a service processes nothing outside
    tag: 'veto',
    terms: {
      en: ['chatgpt enterprise', 'chatgpt team', 'chatgpt edu', 'enterprise chatgpt', 'our chatgpt', 'company chatgpt', 'internal chatgpt', 'deepl pro', 'deepl api pro', 'our deepl', 'deepl under our', 'free online course*', 'free online training', 'free online webinar*'],
    },
    examples: ['Translate the contract with DeepL Pro under our enterprise agreement'],
  },
  {
    // a browser extension's or an app's consent screen asking for everything the user sees or holds: granted, the add-on
    // reads and changes every page, mail and account the browser opens: the user's own data, all of it (row 45 beside an
    // app and a scope: a standing access, PERSISTENCE)
    tag: 'obj:personal',
    terms: {
      en: ['read and change all your data', 'read and change all data', 'all your data on all websites', 'all data on all websites', 'access your data for all websites', 'read and change your data on all websites', '<all_urls>', 'all_urls',
        'read, compose, send and permanently delete', 'see, edit, create and delete all', 'full access to your account', 'full access to your google account', 'full mailbox access'],
      de: ['alle ihre daten auf allen websites', 'alle daten auf allen websites', 'auf allen websites lesen und ändern'], fr: ['toutes vos données sur tous les sites', 'lire et modifier toutes vos données'],
      es: ['leer y cambiar todos tus datos', 'todos tus datos en todos los sitios web', 'leer y modificar todos sus datos'], pt: ['ler e alterar todos os seus dados', 'todos os seus dados em todos os sites'],
      it: ['leggere e modificare tutti i tuoi dati', 'tutti i tuoi dati su tutti i siti'], nl: ['al je gegevens op alle websites', 'al uw gegevens op alle websites'],
    },
    examples: ["Chrome Web Store: click 'Add to Chrome' for 'PDF Converter Pro Max' and accept 'Read and change all your data on all websites'"],
  },
  {
    // the browser's own add-on stores and buttons name a third-party add-on installed for good
    tag: 'risk:app',
    terms: { en: ['add to chrome', 'add to firefox', 'add to edge', 'add to browser', 'chrome web store', 'firefox add-ons', 'edge add-ons', 'browser extension'], de: ['zu chrome hinzufügen', 'browser-erweiterung'], fr: ['ajouter à chrome', 'extension de navigateur'], es: ['añadir a chrome', 'agregar a chrome', 'extensión del navegador'], pt: ['adicionar ao chrome', 'extensão do navegador'], it: ['aggiungi a chrome', 'estensione del browser'], nl: ['toevoegen aan chrome', 'browserextensie'] },
    examples: ["Chrome Web Store: click 'Add to Chrome' for 'PDF Converter Pro Max'"],
  },
];
