import { describe, expect, it } from 'vitest';
import { findTerms, GLOSSARY } from './glossary.js';
import { TOPIC_ROUTES } from './topic-routes.js';
import modelJson from './term.model.json' with { type: 'json' };
import { loadTermModel, NO_TERM, pickTerm, rankTerms, TERM_MODEL, TERM_MODEL_VERSION } from './term-picker.js';

const termsOf = (topic: string) => TOPIC_ROUTES[topic]!.terms;

describe('the term model', () => {
  it('is the committed file of the version this code reads, and refuses another version or name', () => {
    expect(TERM_MODEL.file.version).toBe(TERM_MODEL_VERSION);
    expect(() => loadTermModel(modelJson, TERM_MODEL_VERSION + 1)).toThrow(/version/);
    expect(() => loadTermModel({ ...modelJson, name: 'chat-router' })).toThrow(/not the/);
    expect(() => loadTermModel({ ...modelJson, classes: modelJson.classes.filter((c) => c !== NO_TERM) })).toThrow();
  });

  it('knows every glossary term, and a threshold between 0 and 1', () => {
    expect([...TERM_MODEL.file.classes].sort()).toEqual([NO_TERM, ...GLOSSARY.terms.map((t) => t.id)].sort());
    expect(TERM_MODEL.file.threshold).toBeGreaterThan(0);
    expect(TERM_MODEL.file.threshold).toBeLessThan(1);
  });
});

describe('pickTerm: the term that answers a question whose words the patterns miss', () => {
  it.each([
    ['Is two layers of glass enough in a cold place or do I need three?', 'energy_glass', 'triple_glazing'],
    [
      'Our installer wants to come in the middle of winter, will the house get cold?',
      'timing_lead_time',
      'cold_weather_install',
    ],
    ['Could new windows get me a lower premium?', 'insurance', 'wind_mitigation'],
    ['Should I just take the lowest bid?', 'compare_quotes', 'compare_quotes'],
  ])('"%s" (%s) → %s', (question, topic, id) => {
    expect(findTerms(question).filter((h) => termsOf(topic).includes(h.term.id))).toEqual([]);
    expect(pickTerm(question, termsOf(topic))).toBe(id);
  });

  // Missed by the picker trained on 2,893 questions: window_styles comes first, at 0.56, below its
  // threshold of 0.6, so the question gets the topic buttons.
  it.fails('"Which opening style seals best against drafts?" (other) → window_styles', () => {
    expect(pickTerm('Which opening style seals best against drafts?', termsOf('other'))).toBe('window_styles');
  });

  it('picks only among the terms it is given', () => {
    const question = 'Is two layers of glass enough in a cold place or do I need three?';
    expect(pickTerm(question, ['cancellation', 'financing', 'deposit_laws'])).toBeNull();
    expect(pickTerm(question, [])).toBeNull();
    expect(rankTerms(question, ['shgc', 'triple_glazing']).map((r) => r.id)).toEqual(
      expect.arrayContaining([NO_TERM, 'shgc', 'triple_glazing']),
    );
  });

  it('gives no term when no term is likely enough: a question for the checklist card', () => {
    expect(pickTerm('Is the warranty on this quote any good?', termsOf('warranty'))).toBeNull();
  });

  it('never picks below its threshold', () => {
    const strict = loadTermModel({ ...modelJson, threshold: 1.01 });
    expect(
      pickTerm('Is two layers of glass enough in a cold place or do I need three?', termsOf('energy_glass'), strict),
    ).toBeNull();
  });
});
