/** Permits and inspections in a homeowner's words: who pulls the permit ("we have to get the permit", "permits are included"). */
import { first, type Reader } from './reader.js';

const W = "[\\w'-]+"; // a word, apostrophes included ("don't")
const words = (max: number) => `(?:\\s+${W}){0,${max}}?`;

const PERMIT_OWNER = [
  new RegExp(
    `\\b(?:i|we|me|myself|ourselves|homeowner|owner)\\b${words(4)}\\s+(?:get|pull|obtain|file|apply\\s+for|handle|take\\s+care\\s+of|arrange|do)\\s+(?:${W}\\s+){0,3}?permits?\\b`,
    'i',
  ),
  new RegExp(
    `\\bpermits?\\b${words(3)}\\s+(?:is\\s+|are\\s+)?(?:on\\s+(?:me|us)|up\\s+to\\s+(?:me|us)|my\\s+(?:job|responsibility)|our\\s+(?:job|responsibility)|the\\s+(?:home)?owner's\\s+(?:job|responsibility)|by\\s+(?:the\\s+)?(?:home)?owner|by\\s+(?:me|us))\\b`,
    'i',
  ),
];

const PERMIT_NOT_INCLUDED = [
  new RegExp(
    `\\bpermits?\\b(?:\\s+and\\s+inspections?)?${words(2)}\\s+(?:are\\s+|is\\s+)?(?:excluded|extra|by\\s+others)\\b`,
    'i',
  ),
];

const PERMIT_CONTRACTOR = [
  new RegExp(`\\bpermits?\\b(?:\\s+(?:and|&)\\s+inspections?)?${words(3)}\\s+(?:included|covered|part\\s+of)\\b`, 'i'),
  new RegExp(
    `\\b(?:contractor|they|he|she|company|installers?|vendor|salesman|salesperson|them|the\\s+guy)\\b${words(3)}\\s+(?:pull|pulls|pulling|get|gets|getting|obtain|obtains|handle|handles|handling|file|files|take\\s+care\\s+of|takes\\s+care\\s+of|apply\\s+for|applies\\s+for|arrange|arranges|include|includes|do|does)\\s+(?:${W}\\s+){0,3}?permits?\\b`,
    'i',
  ),
  new RegExp(
    `\\bpermits?\\b${words(3)}\\s+(?:pulled|obtained|handled|taken\\s+care\\s+of|arranged|filed|done|provided)\\s+by\\s+(?:the\\s+)?(?:contractor|them|company|installers?|him|her)\\b`,
    'i',
  ),
  new RegExp(
    `\\b(?:price|quote|cost|contract|it)\\b${words(2)}\\s+(?:includes?|covers?)\\s+(?:${W}\\s+){0,3}?permits?\\b`,
    'i',
  ),
];

export const readPermits: Reader = (clause, found) => {
  if (/\bpermits?\s+fees?\b/i.test(clause) && !/included|covered/i.test(clause)) return; // fees only: says nothing about who pulls it
  const owner = first(clause, PERMIT_OWNER);
  // "we need the contractor to pull the permit" names someone else as the one who pulls it.
  if (owner && !/\b(?:contractor|they|company|installers?|he|she|them)\b/i.test(owner.m[0].replace(/^\S+/, ''))) {
    found.answers.permitsByContractor = owner.negated;
    return;
  }
  if (PERMIT_NOT_INCLUDED.some((re) => re.test(clause))) {
    found.answers.permitsByContractor = false;
    return;
  }
  const contractor = first(clause, PERMIT_CONTRACTOR);
  if (contractor) found.answers.permitsByContractor = !contractor.negated;
};
