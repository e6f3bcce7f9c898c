import { it } from 'vitest';
import { analyzedQuote, lastReply } from '../testing/analyzed-quote.js';
import { chatTurn } from '../conversation/chat-turn.js';
it('x', async () => {
  const { quote, deps, backend } = await analyzedQuote('Acme Windows LLC\nReplace 10 vinyl windows.\nPermit pulled by Acme.\nTOTAL $12,480.00. Deposit 50% at signing, balance on completion.\nLifetime limited warranty, 1 year labor.', { zipCode: '90210' });
  for (const m of (process.env.MSGS ?? '').split('|')) {
    await chatTurn((await backend.quotes.get(quote.id))!, m, deps, new Date());
    console.log('>>', m, '\n', (await lastReply(backend, quote)).slice(0, 700));
  }
});
