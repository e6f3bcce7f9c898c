import { describe, expect, it } from 'vitest';
import { ROUTER_MODEL } from '../../functions/analysis/chat/router-model.js';
import { TERM_MODEL } from '../../functions/analysis/chat/term-picker.js';
import { routerInputsDigest, termInputsDigest } from './chat-inputs.js';

const RETRAIN =
  'the catalogue, a paraphrase, the glossary or the topic routes changed what the chat models learn from: run `npm run train:chat`';

describe('the committed chat models were trained on what training reads today', () => {
  it('the router (router.model.json)', () => {
    expect(ROUTER_MODEL.file.meta?.inputs, RETRAIN).toBe(routerInputsDigest());
  }, 300_000);

  it('the term picker (term.model.json)', () => {
    expect(TERM_MODEL.file.meta?.inputs, RETRAIN).toBe(termInputsDigest());
  }, 300_000);
});

describe('the digests', () => {
  const example = {
    text: 'Is a 50% deposit normal?',
    label: 'deposit_payment',
    domain: 'example.org',
    questionId: 'q1',
  };

  it('change with a label, a text or a weight, and not otherwise', () => {
    const base = routerInputsDigest([example]);
    expect(routerInputsDigest([{ ...example }])).toBe(base);
    expect(routerInputsDigest([{ ...example, label: 'price' }])).not.toBe(base);
    expect(routerInputsDigest([{ ...example, text: 'Is a 40% deposit normal?' }])).not.toBe(base);
    expect(routerInputsDigest([{ ...example, weight: 2 }])).not.toBe(base);
    const term = termInputsDigest([{ text: 'What is SHGC?', label: 'shgc', domain: null }]);
    expect(termInputsDigest([{ text: 'What is SHGC?', label: 'u_factor', domain: null }])).not.toBe(term);
  });
});
