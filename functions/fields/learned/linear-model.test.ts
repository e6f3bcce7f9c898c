import { describe, expect, it } from 'vitest';
import { trainLinear, trainRanker, type ChoiceExample, type Example } from '../../../test/train/linear.js';
import { hashed, loadModel, predict, probabilityOf, scores, softmax } from './linear-model.js';

describe('the learned reader’s linear model', () => {
  const examples: Example[] = [
    { features: { 'label:total': 1, bottom: 1 }, label: 1 },
    { features: { 'label:total': 1, bottom: 0.8 }, label: 1 },
    { features: { 'label:deposit': 1, bottom: 0.9 }, label: 0 },
    { features: { 'label:deposit': 1 }, label: 0 },
    { features: { 'label:subtotal': 1, bottom: 0.7 }, label: 0 },
    { features: { 'label:subtotal': 1 }, label: 0 },
  ];
  const model = trainLinear(examples, { name: 'toy', version: 1, classes: ['other', 'total'], epochs: 300 });

  it('learns which features point to a class, and gives unseen features no weight', () => {
    expect(probabilityOf(model, { 'label:total': 1, bottom: 1 }, 'total')).toBeGreaterThan(0.8);
    expect(probabilityOf(model, { 'label:deposit': 1, bottom: 1 }, 'total')).toBeLessThan(0.3);
    expect(predict(model, { never: 1 })).toEqual(predict(model, {}));
  });

  it('trains the same weights twice', () => {
    const again = trainLinear(examples, { name: 'toy', version: 1, classes: ['other', 'total'], epochs: 300 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(model));
  });

  it('refuses a model of another name or version', () => {
    expect(() => loadModel(model, 'toy', 2)).toThrow(/version 1, expected 2/);
    expect(() => loadModel(model, 'other', 1)).toThrow(/not the other model/);
    expect(loadModel(JSON.parse(JSON.stringify(model)), 'toy', 1).classes).toEqual(['other', 'total']);
  });

  it('hashes a word into a stable bucket', () => {
    expect(hashed('above', 'deposit')).toBe(hashed('above', 'deposit'));
    expect(hashed('above', 'deposit', 16)).toMatch(/^above#\d+$/);
  });

  it('trains a ranker that prefers the right candidate among its rivals, and "none" when no candidate is right', () => {
    const choices: ChoiceExample[] = [
      { candidates: [{ 'label:total': 1 }, { 'label:deposit': 1 }], right: [0] },
      { candidates: [{ 'label:deposit': 1 }, { 'label:total': 1, big: 1 }], right: [1] },
      { candidates: [{ 'label:subtotal': 1 }, { 'label:total': 1 }], right: [1] },
      { candidates: [{ 'label:deposit': 1 }], right: [] },
      { candidates: [{ 'label:subtotal': 1 }], right: [] },
    ];
    const ranker = trainRanker(choices, { name: 'rank', version: 1, epochs: 300, minCount: 1 });
    const probabilities = (candidates: Record<string, number>[]) => {
      const none = ranker.bias[0]!;
      return softmax([none, ...candidates.map((c) => scores(ranker, c)[0]! - none)]);
    };
    const [none, total, deposit] = probabilities([{ 'label:total': 1 }, { 'label:deposit': 1 }]);
    expect(total).toBeGreaterThan(0.6);
    expect(total).toBeGreaterThan(deposit! + none!);
    expect(probabilities([{ 'label:deposit': 1 }])[0]).toBeGreaterThan(0.5);
    expect(JSON.stringify(trainRanker(choices, { name: 'rank', version: 1, epochs: 300, minCount: 1 }))).toBe(
      JSON.stringify(ranker),
    );
  });
});
