/**
 * Who does the work, by a reply's words: the contractor ("the contractor does", "they'll handle it") or
 * the homeowner ("I have to", "on us"), for the yes/no questions that ask whether the contractor does it.
 */
import { negatedAround } from '../sentences.js';
import { LONG_REPLY_WORDS } from './reader.js';

const DOING =
  "(?:do|does|did|will|would|should|shall|must|don't|doesn't|didn't|won't|wouldn't|handle|handles|take|takes|pull|pulls|haul|hauls|remove|removes|get|gets|dispose|disposes|include|includes|cover|covers|arrange|arranges|install|installs|paint|paints|finish|finishes|deal|deals|cart|carts|clean|cleans|provide|provides|supply|supplies|replace|replaces|trim|trims|caulk|caulks|seal|seals)";
/** "the contractor", "the contractor does", "they'll handle it", "it's the installer's job": the contractor does it. */
const CONTRACTOR_DOES = new RegExp(
  `^(?:it's\\s+|that's\\s+|it\\s+is\\s+|that\\s+is\\s+)?(?:the\\s+|my\\s+|our\\s+|their\\s+)?(?:contractor|contractors|installers?|company|crew|vendor|window\\s+company|guys?|they|them|he|she|him|her)(?:'ll|'d|'re|'s)?(?:\\s*$|\\s+(?:will\\s+|would\\s+|do\\s+|does\\s+|did\\s+)?(?:not\\s+|never\\s+|also\\s+|always\\s+)?${DOING}\\b|'s\\s+(?:job|responsibility|problem|side)\\b|\\s+(?:are|is)\\s+(?:not\\s+)?(?:responsible|doing\\s+it|handling\\s+it|taking\\s+care)\\b)`,
  'i',
);
const OWNER_DOES =
  /(?:^|[,;]\s*|\b(?:so|and|but|said|says|told\s+(?:me|us)|that)\s+)(?:(?:i|we)(?:'ll|\s+will|\s+do|\s+did|\s+have\s+to|\s+had\s+to|\s+need\s+to|\s+must|\s+get|\s+pull|\s+haul|\s+take|\s+handle|\s+dispose|\s+remove|\s+pay)\b(?!\s+not\b|n't)|(?:i'm|i\s+am|we're|we\s+are)\s+(?:doing|pulling|getting|handling|taking|hauling|responsible)\b|(?:it's|that's|it\s+is|that\s+is)\s+(?:on|up\s+to)\s+(?:me|us)\b|(?:me|myself|us|ourselves|the\s+homeowner|homeowner)\b(?!\s+(?:too|also)\b))|\b(?:myself|ourselves)\b|\b(?:up\s+to|on)\s+(?:me|us)\b/i;

/** Who does it, by the reply's words: true for the contractor, false for the homeowner; undefined when it does not say. */
export function whoDoes(text: string): boolean | undefined {
  if (text.split(/\s+/).length > LONG_REPLY_WORDS) return undefined;
  // "I think they do", "I'm pretty sure the contractor does": the hedge says nothing about who.
  const t = text
    .trim()
    .replace(
      /^i(?:\s+(?:think|believe|guess)|'m\s+(?:pretty\s+)?sure|\s+am\s+(?:pretty\s+)?sure)\s+(?:that\s+)?(?=\S)/i,
      '',
    );
  if (/^not\s+(?:the\s+)?(?:contractor|installers?|company|them|they)\b/i.test(t)) return false;
  if (/^not\s+(?:me|us|myself)\b/i.test(t)) return true;
  if (/^(?:yes|yeah|yep|no|nope|nah)\b/i.test(t)) return undefined;
  if (OWNER_DOES.test(t)) return false;
  // "the contractor doesn't", "they won't": not the contractor (in its own clause: "they do, I don't have to").
  // A long story that starts with "the company ..." is not an answer to who does it.
  const clause = t.split(/[,;]|\s+(?:but|and|so)\s+/)[0]!;
  if (!CONTRACTOR_DOES.test(clause) || clause.split(/\s+/).length > 8) return undefined;
  return !negatedAround(clause, 0, clause.length, 0);
}
