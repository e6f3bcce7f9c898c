import prices from './model-prices.json' with { type: 'json' };

/** What a call's tokens cost at list price (model-prices.json, with its source); null for a model it does not list. */
export function costOfTokens(modelId: string, usage: { inputTokens: number; outputTokens: number }): number | null {
  const price = prices.models.find((m) => modelId.includes(m.match));
  if (!price) return null;
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}
