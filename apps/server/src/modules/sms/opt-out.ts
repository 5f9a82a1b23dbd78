/**
 * The replies that stop or restart texts (issue 40, ADR 028). STOP and the words carriers treat alike (Twilio's
 * STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT), the Bengali বন্ধ and the Arabic توقف and إيقاف; START (UNSTOP) and
 * the Bengali চালু restart them. A reply counts only when it is the word alone, in any case, with spaces,
 * punctuation and Arabic diacritics or hamza forms left aside.
 */
const STOP_WORDS = ["stop", "stopall", "unsubscribe", "cancel", "end", "quit", "বন্ধ", "توقف", "إيقاف"];
const START_WORDS = ["start", "unstop", "চালু"];

/** Lower case, NFC, without punctuation, spaces, Arabic diacritics and tatweel; alef with hamza as plain alef. */
function normalise(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/[\s\p{P}]/gu, "");
}

const STOPS = new Set(STOP_WORDS.map(normalise));
const STARTS = new Set(START_WORDS.map(normalise));

/** What a reply asks: `stop`, `start`, or nothing we act on. */
export function replyIntent(text: string): "stop" | "start" | undefined {
  const word = normalise(text);
  if (STOPS.has(word)) return "stop";
  if (STARTS.has(word)) return "start";
  return undefined;
}
