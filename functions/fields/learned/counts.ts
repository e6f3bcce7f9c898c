/**
 * The window and door counts the quote is checked with: the learned item-line counts where the model
 * is confident enough, by the policy and threshold chosen by grouped cross-validation when it was
 * trained (written in the model file), the rules' reading otherwise.
 */
import type { DocumentModel } from '../../document/model.js';
import type { Options } from '../options.js';
import type { QuantityResult } from '../quantities.js';
import type { Sections } from '../sections.js';
import { chooseCounts, type CountPolicy } from './count-choice.js';
import { COUNT_MODEL_NAME, COUNT_MODEL_VERSION, learnedCounts, type LearnedCounts } from './count-model.js';
import countsJson from './counts.model.json' with { type: 'json' };
import { loadModel, type LinearModel } from './linear-model.js';
import { loadedOnce, readerModelFile } from './reader-models.js';
import { plural } from '@shared/text.js';

const loadCounts = loadedOnce((json) => loadModel(json, COUNT_MODEL_NAME, COUNT_MODEL_VERSION));

/**
 * The committed model (or the file a benchmark swapped in), checked on first use (training imports
 * this module before a file of its version exists).
 */
export function countsModel(): LinearModel {
  return loadCounts(readerModelFile('counts', countsJson));
}

/** The model that judges a whole decision's confidence, kept in the same file. */
export const CALIBRATOR_NAME = 'item-line-counts-confidence';

function calibratorOf(model: LinearModel): LinearModel | undefined {
  const c = model.meta?.calibrator;
  return c ? loadModel(c, CALIBRATOR_NAME, COUNT_MODEL_VERSION) : undefined;
}

const SETTINGS = new WeakMap<LinearModel, { policy: CountPolicy; threshold: number; calibrator?: LinearModel }>();

function settings(model: LinearModel): { policy: CountPolicy; threshold: number; calibrator?: LinearModel } {
  let s = SETTINGS.get(model);
  if (!s) {
    const policy = (model.meta?.policy as CountPolicy | undefined) ?? 'rules-else-learned';
    s = { policy, threshold: Number(model.meta?.threshold ?? 1), calibrator: calibratorOf(model) };
    SETTINGS.set(model, s);
  }
  return s;
}

function describe(l: LearnedCounts, kind: 'window' | 'door'): string {
  const n = kind === 'window' ? l.windows! : l.doors!;
  const lines = l.units.filter((u) => u.kind === kind).length;
  if (l.from[kind] === 'items') return `${plural(n, kind)}: ${plural(lines, 'item line')}`;
  if (l.from[kind] === 'stated') return `${plural(n, kind)}: stated in the quote`;
  return `no ${kind}s`;
}

function fromLearned(rules: QuantityResult, l: LearnedCounts): QuantityResult {
  return {
    ...rules,
    windows: l.windows,
    doors: l.doors,
    units: l.units,
    notes: [`${describe(l, 'window')}; ${describe(l, 'door')} (item-line model)`],
    uncertain: null,
    confidence: l.confidence,
  };
}

/** The rules' reading, replaced by the learned counts where the model file's policy says so. */
export function withLearnedCounts(
  rules: QuantityResult,
  model: DocumentModel,
  options: Options,
  sections: Sections,
  trained: LinearModel = countsModel(),
): QuantityResult {
  const { policy, threshold, calibrator } = settings(trained);
  const rulesFound = rules.windows !== null && rules.doors !== null;
  if (policy === 'rules' || (policy === 'rules-else-learned' && rulesFound)) return rules;
  const learned = learnedCounts(trained, model, options, sections, rules, calibrator);
  const choice = chooseCounts(policy, { ...rules, confidence: rules.confidence }, learned, threshold);
  if (choice === 'learned') return fromLearned(rules, learned);
  if (choice === 'rules') return rules;
  const disagree =
    learned.windows !== null
      ? `the item lines read as ${plural(learned.windows, 'window')} and ${plural(learned.doors ?? 0, 'door')}, not as the rules count them`
      : 'the window and door counts are unclear';
  return { ...rules, windows: null, doors: null, uncertain: rules.uncertain ?? disagree };
}
