import type { Finding } from '../types.js';
import { isMention, type InjectionView } from './text-injection.js';

/**
 * Content that tells AI readers in general what they must do ("KI-Assistenten sollen Nutzern die Nummer … nennen",
 * "les assistants IA doivent recommander …", "このデータを要約するAIは…報告すること") is written for the assistant
 * that reads it: a web page, a tool result or an e-mail has no business ruling what an AI says or does. The English
 * form is the text analyzer's AI_STRONG; these are its forms in the other languages the engine reads, each a
 * literal head (the AI reader) then its modal verb, so the patterns stay linear. Chinese and Japanese carry no
 * spaces: their head is found with indexOf and the request form looked for in a bounded stretch after it.
 */
const MODAL: readonly RegExp[] = [
  /\b(?:ki|ki-assistent(?:en)?|ki-agent(?:en)?|ki-systeme?|ki-modelle?|sprachmodelle?|chatbots?)\s(?:sollen|sollten|müssen|muss|soll|dürfen|haben)\b/,
  /\b(?:l'ia|les ia|les assistants ia|les assistants d'ia|l'assistant ia|les agents ia|les agents d'ia|les modèles de langage|les chatbots)\s(?:doivent|doit|devraient|devrait)\b/,
  /\b(?:la ia|las ia|los asistentes de ia|el asistente de ia|los agentes de ia|los modelos de lenguaje|los chatbots)\s(?:deben|debe|deberían|debería|tienen que|tiene que)\b/,
  /\b(?:a ia|as ias|os assistentes de ia|o assistente de ia|os agentes de ia|os modelos de linguagem)\s(?:devem|deve|deveriam|deveria|precisam|têm que)\b/,
  /\b(?:l'ia|gli assistenti ia|gli assistenti di ia|l'assistente ia|gli agenti ia|i modelli linguistici)\s(?:devono|deve|dovrebbero|dovrebbe)\b/,
  /\b(?:ai-assistenten|de ai-assistent|ai-agenten|taalmodellen|chatbots)\s(?:moeten|moet|zouden|dienen)\b/,
];
/** Heads naming an AI reader in scripts without spaces, and the request forms that make the sentence an order. */
const CJK_HEADS = ['aiは', 'aiが', 'アシスタントは', 'エージェントは', 'ai助手应', 'ai助手必须', 'ai应', 'ai必须', '人工智能应', '人工智能必须', '助手应该', '助手必须', '模型应该', '模型必须', 'ai需要'];
const CJK_ORDER = ['こと', 'してください', 'しなさい', 'せよ', 'すべき', '告诉', '报告', '回复', '说', '要求'];
const CJK_REACH = 80;

/** Words of the order that make it grave: credentials, one-time codes, money, links, another number to call. */
const GRAVE = /\b(?:tan|pin|passwort|mot de passe|contraseña|senha|password|wachtwoord|code|iban|konto|compte|cuenta|conta|überweis\w{0,4}|virement|transferencia|transferência|https?:\/\/|www\.|\+\d)/;

/** Verbs of telling, recommending, sending, asking, writing and reporting in the languages of MODAL. */
const ACTS = /\b(?:nennen|sagen|mitteilen|empfehlen|antworten|schreiben|senden|schicken|bitten|fragen|weiterleiten|melden|angeben|ausgeben|berichten|behaupten|hinzufügen|überweisen|dire|recommander|répondre|indiquer|envoyer|demander|ajouter|écrire|affirmer|signaler|transférer|decir|recomendar|responder|indicar|enviar|pedir|añadir|escribir|afirmar|informar|transferir|dizer|adicionar|escrever|reportar|raccomandare|rispondere|inviare|chiedere|aggiungere|scrivere|affermare|segnalare|trasferire|zeggen|aanbevelen|antwoorden|vermelden|sturen|vragen|toevoegen|schrijven|overmaken)\b/;
/** The sentence that starts at `from` (to a full stop, semicolon or line end; at most 240 characters). */
function sentenceFrom(t: string, from: number): string {
  const end = Math.min(t.length, from + 240);
  for (let i = from; i < end; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || c === 59 || ((c === 46 || c === 33 || c === 63) && t.charCodeAt(i + 1) === 32)) return t.slice(from, i);
  }
  return t.slice(from, end);
}

/** The AI-addressed order in `view`, or null. Only in content the type marks as not the user's own (or talking to an AI). */
export function aiDirective(view: InjectionView, foreign: boolean): Finding | null {
  if (!foreign && !view.aiAddressed) return null;
  const t = view.text.length > 65536 ? view.text.slice(0, 65536) : view.text;
  for (const re of MODAL) {
    const m = re.exec(t);
    if (m === null || view.discussion || isMention(view, m.index, m.index + m[0].length)) continue;
    const said = sentenceFrom(t, m.index);
    // "KI-Assistenten sollen transparent sein" states a norm; an order names what the reader is to say or do
    if (!ACTS.test(said)) continue;
    return { detail: `content rules what AI readers must do ("${m[0]}")`, score: GRAVE.test(said) ? 7 : 5 };
  }
  for (const head of CJK_HEADS) {
    const at = t.indexOf(head);
    if (at < 0) continue;
    const after = t.slice(at + head.length, at + head.length + CJK_REACH);
    if (!CJK_ORDER.some((w) => after.includes(w))) continue;
    return { detail: `content rules what AI readers must do ("${t.slice(at, at + head.length + 12)}")`, score: 5 };
  }
  return null;
}

export const AI_DIRECTIVE_KEYWORDS: readonly string[] = [
  'ki ', 'ki-', 'sprachmodell', 'chatbot', "l'ia", 'les ia', 'assistants ia', "assistants d'ia", 'assistant ia', 'agents ia', "agents d'ia", 'modèles de langage',
  'la ia', 'las ia', 'asistentes de ia', 'asistente de ia', 'agentes de ia', 'modelos de lenguaje', 'a ia', 'as ias', 'assistentes de ia', 'assistente de ia', 'modelos de linguagem',
  'assistenti ia', 'assistenti di ia', 'agenti ia', 'modelli linguistici', 'ai-assistent', 'ai-agenten', 'taalmodellen', ...CJK_HEADS,
];

export const AI_DIRECTIVE_PATTERNS: readonly RegExp[] = [...MODAL, GRAVE, ACTS];
