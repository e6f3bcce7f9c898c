/**
 * Where today's patterns place a question (free-answers.ts answerByPatterns, before the learned
 * router), for calibrating how the router combines them with the model. The patterns' choice of topic
 * depends on the quote only where an item does not apply; this neutral quote has every item apply.
 */
import { CATEGORIES } from '@shared/checklist.js';
import { answerByPatterns, type AnswerContext } from '../../functions/analysis/chat/free-answers.js';
import { patternsPlace } from '../../functions/analysis/chat/router-decision.js';
import { loadKnowledge } from '../../functions/analysis/knowledge/index.js';
import { categoryWeights } from '../../functions/analysis/score.js';

function neutralContext(): AnswerContext {
  const knowledge = loadKnowledge();
  return {
    analysis: {
      results: CATEGORIES.map((c) => ({
        category: c.short,
        id: c.id,
        title: c.title,
        status: 'average',
        explanation: '',
        evidence: [],
      })),
      score: 60,
      engine: 'rules',
      knowledgeVersion: 'neutral',
      facts: {
        location: {
          zipCode: '33101',
          state: 'FL',
          stateName: 'Florida',
          regionFactor: 1,
          hurricaneTier: 'T2',
          energyZones: ['Southern'],
          iecc: '1A',
        },
        totalCents: 1_000_000,
        salesTaxCents: 0,
        windows: 10,
        doors: 0,
        countsConfirmed: true,
        units: [],
        install: 'insert',
        lines: [],
      },
    },
    knowledge,
    weights: categoryWeights({ rubric: knowledge.rubric, hurricane: knowledge.hurricane, tier: 'T2' }),
    points: knowledge.rubric.points,
  };
}

const CONTEXT = neutralContext();

/** The patterns' place for a question (router-decision.ts patternsPlace). */
export function patternsTopic(question: string): string {
  const q = question.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
  return patternsPlace(q, answerByPatterns(q, CONTEXT).topic);
}
