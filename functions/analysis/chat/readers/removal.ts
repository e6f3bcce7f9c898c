/** Removal and disposal in a homeowner's words: who hauls the old units away, and whether the house was built before 1978 (lead-safe work). */
import { negatedAround } from '../sentences.js';
import { first, type Reader } from './reader.js';

export const readHouseAge: Reader = (clause, found, ctx) => {
  const set = (before: boolean, index: number, length: number) => {
    found.answers.builtBefore1978 = negatedAround(clause, index, length) ? !before : before;
  };
  const pre = /\b(?:pre-?\s?|before\s+|prior\s+to\s+|older\s+than\s+)(1[6-9]\d\d)\b/i.exec(clause);
  if (pre && Number(pre[1]) <= 1978) return set(true, pre.index, pre[0].length);
  const post = /\b(?:post-?\s?|after\s+|newer\s+than\s+|since\s+)(1[6-9]\d\d|20[0-4]\d)\b/i.exec(clause);
  if (post && Number(post[1]) >= 1977) return set(false, post.index, post[0].length);
  const year =
    /\b(?:built|constructed|erected|house|home|property|it)\b[^.?!$\d]{0,30}?\b(?:in|from|around|about|circa|ca\.?|of|to|is|was)\s+(?:the\s+)?(?:year\s+)?(1[6-9]\d\d|20[0-4]\d)\b/i.exec(
      clause,
    ) ??
    /\bbuilt\s+(1[6-9]\d\d|20[0-4]\d)\b/i.exec(clause) ??
    /(?<![$\d])\b(1[6-9]\d\d|20[0-4]\d)\s+(?:house|home|build|ranch|bungalow|colonial|construction|cape|split-level)\b/i.exec(
      clause,
    );
  if (year && Number(year[1]) <= ctx.year) return set(Number(year[1]) < 1978, year.index, year[0].length);
  const decade = /\b(?:built|house|home|from)\b[^.?!]{0,20}?\b(?:the\s+)?(?:19)?([2-9]0)'?s\b/i.exec(clause);
  if (decade && decade[1] !== '70') return set(Number(decade[1]) < 70, decade.index, decade[0].length);
  const old = /\b(?:house|home|it)\b[^.?!]{0,15}?\b(\d{1,3})\s+years?\s+old\b/i.exec(clause);
  if (old) {
    const built = ctx.year - Number(old[1]);
    if (Math.abs(built - 1978) > 1) set(built < 1978, old.index, old[0].length);
  }
};

const REMOVAL_OWNER =
  /\b(?:i|we|me|myself|ourselves|homeowner|owner)\b(?:\s+[\w']+){0,4}?\s+(?:dispose|haul|get\s+rid|take|throw)\b/i;

const REMOVAL = [
  /\bhaul(?:s|ed|ing)?\s+(?:[\w']+\s+){0,3}?(?:away|off)\b/i,
  /\bhaul-?\s?away\b/i,
  /\bdispos(?:e|es|ed|al|ing)\b/i,
  /\btake[sn]?\s+(?:[\w']+\s+){0,3}?away\b/i,
  /\bremov(?:e|es|al|ing)\s+(?:and|&)\s+(?:dispos|haul)/i,
  /\bdebris\s+removal\b/i,
  /\bremoval\b[^.]{0,30}\b(?:included|covered|part\s+of|extra|excluded)\b/i,
  /\b(?:they|contractor|installers?|company)\b\s+(?:will\s+)?remov(?:e|es)\s+(?:the\s+)?old\b/i,
];

export const readRemoval: Reader = (clause, found) => {
  const owner = REMOVAL_OWNER.exec(clause);
  if (owner && /\b(?:old|windows?|doors?|debris|them|it|units?)\b/i.test(clause)) {
    found.answers.removalIncluded = negatedAround(clause, owner.index, owner[0].length);
    return;
  }
  const hit = first(clause, REMOVAL);
  if (!hit) return;
  const extra = /\b(?:extra|excluded|additional\s+(?:charge|cost)|by\s+(?:the\s+)?owner|not\s+included)\b/i.test(
    clause,
  );
  found.answers.removalIncluded = !(hit.negated || extra);
};

/** "1965", "in the 1990s": the year the house was built, as an answer to "built before 1978?"; undefined otherwise. */
export function builtBeforeReply(text: string): boolean | undefined {
  const year =
    /^\s*(?:in\s+|around\s+|about\s+|circa\s+|built\s+in\s+)?(?:the\s+)?(1[6-9]\d\d|20[0-4]\d)'?s?\s*$/i.exec(text);
  return year && Number(year[1]) !== 1978 ? Number(year[1]) < 1978 : undefined;
}
