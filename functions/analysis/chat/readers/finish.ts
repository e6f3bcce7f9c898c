/** Finish work in a homeowner's words: trim, capping and sealing included, excluded or done by the contractor. */
import { first, type Reader } from './reader.js';

const FINISH_INCLUDED =
  /\b(?:trim|capping|casing|caulk(?:ing)?|sealing|finish\s+work|flashing)\b[^.]{0,30}\b(?:included|covered|part\s+of)\b/i;

const FINISH_EXCLUDED =
  /\b(?:trim|capping|finish\s+work|painting|caulking|sealing)\b[^.]{0,20}\b(?:extra|excluded|not\s+included|by\s+(?:the\s+)?owner)\b/i;

const FINISH_DONE =
  /\b(?:they|contractor|installers?|company)\b[^.]{0,20}\b(?:do|does|install|installs|replace|replaces|will\s+do|handle|handles)\b[^.]{0,15}\b(?:trim|capping)\b/i;

export const readFinish: Reader = (clause, found) => {
  if (FINISH_EXCLUDED.test(clause)) {
    found.answers.finishIncluded = false;
    return;
  }
  const hit = first(clause, [FINISH_INCLUDED, FINISH_DONE]);
  if (hit) found.answers.finishIncluded = !hit.negated;
};
