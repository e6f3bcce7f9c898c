import { describe, expect, it } from 'vitest';
import * as z from '@shared/zod.js';
import { fileHeader } from '../knowledge/schemas/common.js';
import { answerContext } from '../testing/answer-context.js';
import { answerQuestion, type AnswerContext } from './free-answers.js';
import { GLOSSARY } from './glossary.js';
import { COUNTRIES, countryNamed } from './other-country.js';
import { answersLabel } from './router-topics.js';

const sentence = z.nullable(z.string().check(z.minLength(20), z.maxLength(400)));
// Spanish runs about a fifth longer than the English it translates.
const spanishSentence = z.string().check(z.minLength(20), z.maxLength(500));
const countriesSchema = z.strictObject({
  ...fileHeader,
  countries: z.array(
    z.strictObject({
      id: z.string().check(z.regex(/^[a-z]{2,3}$/)),
      name: z.string().check(z.minLength(2)),
      names: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
      broad: z.optional(z.boolean()),
      held: z.optional(z.string().check(z.minLength(10))),
      permissionTerm: z.optional(z.string()),
      ask: z.optional(z.string().check(z.minLength(20), z.maxLength(400))),
      permission: sentence,
      grants: sentence,
      cancellation: sentence,
      es: z.optional(
        z.strictObject({
          name: z.string().check(z.minLength(2)),
          held: z.optional(z.string().check(z.minLength(10))),
          permission: z.optional(spanishSentence),
          grants: z.optional(spanishSentence),
          cancellation: z.optional(spanishSentence),
          ask: z.optional(spanishSentence),
        }),
      ),
      sources: z.array(z.string()).check(z.minLength(1)),
    }),
  ),
});

function context(): AnswerContext {
  return answerContext(
    'Sunrise Windows. Replace 8 vinyl double hung windows, low-E argon, insert installation. 50% deposit, balance on completion. Total $9,600.00',
    { zipCode: '43215', quantities: '8 windows, 0 doors', totalCost: '9600.00' },
  );
}

describe('countries.json', () => {
  it('names only glossary terms that exist for a permission question', () => {
    const ids = new Set(GLOSSARY.terms.map((t) => t.id));
    for (const c of COUNTRIES.countries) if (c.permissionTerm) expect(ids, c.id).toContain(c.permissionTerm);
  });

  it('says in Spanish only what the English sentences say, from the same sources', () => {
    for (const c of COUNTRIES.countries)
      for (const aspect of ['permission', 'grants', 'cancellation', 'ask'] as const)
        if (c.es?.[aspect]) expect(c[aspect] ?? null, `${c.id} ${aspect} in English`).not.toBeNull();
  });

  it('has a valid header and entries, and cites only sources it lists', () => {
    expect(() => countriesSchema.parse(COUNTRIES)).not.toThrow();
    const ids = new Set(COUNTRIES.sources.map((s) => s.id));
    for (const c of COUNTRIES.countries) for (const s of c.sources) expect(ids, `${c.id} cites ${s}`).toContain(s);
    for (const s of COUNTRIES.sources)
      expect(
        COUNTRIES.countries.some((c) => c.sources.includes(s.id)),
        `${s.id} is cited`,
      ).toBe(true);
  });
});

describe('countryNamed: a country outside the US, England and Wales', () => {
  it.each([
    ['We live in Brittany and want new wooden windows: do we need planning permission in France?', 'fr'],
    ['Can I get MaPrimeRénov for double glazing?', 'fr'],
    ['Does the main door of an HDB flat have to be fire-rated?', 'sg'],
    ['Is there a cooling-off period for a door-to-door window sale in Ontario?', 'ca'],
    ['Do I need building consent to replace windows in Auckland?', 'nz'],
    ['I am pricing aluminium windows for my NZ house: is $1,000 a metre fair?', 'nz'],
    ['Are there SEAI grants for new windows?', 'ie'],
    ['Do I need a building warrant for new windows in Edinburgh?', 'sct'],
    ['Is HST charged on the windows or only on the labour?', 'ca'],
    ['Does our owners corporation have to approve new balcony doors?', 'au'],
    ['We are in a bushfire zone rated BAL-29: what glass do the windows need?', 'au'],
    ['Do I need planning permission for new windows in a conservation area in England?', 'uk'],
    ['The fitters want £1,450 in cash before they start', 'uk'],
    ['Is there a cooling-off period for double glazing sold at home in the UK?', 'uk'],
    ['Trading Standards said to write to the company first', 'uk'],
    ['In Edinburgh, is £8,000 for six windows fair?', 'sct'],
    ['My tenement flat in Glasgow is in a conservation area: can I have uPVC?', 'sct'],
    ['Our flat is in Vancouver, British Columbia: is a strata vote needed?', 'ca'],
    ['We live in New South Wales: does the new glass need a safety mark?', 'au'],
    ['The company offers the Ecobonus as a discount on the invoice: is that risky?', 'it'],
    ['Do I need the Soprintendenza to approve new windows in a historic centre?', 'it'],
    ['I paid a €1,000 deposit on a €3,000 front door and it was fitted with a dent', 'eu'],
    ['They want 11.565 € before fixing the French doors', 'eu'],
    ['Is there a cooling-off period in the EU for windows sold at home?', 'eu'],
    ['We paid €4,000 in Lyon for new shutters', 'fr'],
    ['Our new doors in Johannesburg leak: can I still cancel?', 'za'],
    ['Do I need plan approval to replace windows in Cape Town?', 'za'],
    ['We live in Pune and the uPVC windows cost 2 lakh: is that fair?', 'in'],
    ['Is there a cooling-off period for windows sold at home in India?', 'in'],
    ['The fitter wants ₹45,000 before he starts', 'in'],
    ['¿Necesito licencia del ayuntamiento para cambiar las ventanas de mi piso en Madrid?', 'es'],
    ['We have a holiday flat in Spain and the comunidad de propietarios objects to the new windows', 'es'],
    ['¿Qué certificado necesito para la deducción en la declaración de la renta por cambiar ventanas?', 'es'],
    ['Compré ventanas a domicilio en Monterrey, ¿puedo cancelar?', 'mx'],
    ['We are building in Mexico and the installer wants 60% up front', 'mx'],
    ['Vivimos en el conurbano bonaerense y pagamos el 70% de las aberturas', 'ar'],
    ['Compré ventanas en Bogotá y quiero ejercer el retracto', 'co'],
    ['¿El SERNAC me ayuda si la empresa no instala las ventanas?', 'cl'],
    // A price in a country's own currency is that country's, wherever the quote is.
    ['The installer quoted A$2,100 and I paid a A$1,000 deposit, can I get it back?', 'au'],
    ['The whole job is 15000 AUD, is that fair?', 'au'],
    ['We were quoted C$ 12,000 for eight windows', 'ca'],
    ['The fitter asked for S$3,000 before starting', 'sg'],
    ['He wants Rs. 50,000 up front for the uPVC windows', 'in'],
    ['ZAR 20 000 for two sliding doors, is that reasonable?', 'za'],
    ['Is 9,500 NZD fair for a ranchslider?', 'nz'],
    ['I paid a HK$1,000 deposit on a HK$2,100 repair quote', 'hk'],
    // Where a product is made is not where the home is: the price in pounds names the UK.
    ['I paid a £1,145 deposit, but the glass and blinds were already ordered and made in Italy', 'uk'],
    ['Our flat in Kowloon got a Mandatory Window Inspection notice', 'hk'],
    // Where the house is, not where its owners live.
    ['We live in Canada and are renovating our house in Italy: should the windows come first?', 'it'],
    ['We are in Sydney and the window company wants 30% up front for home building work in New South Wales', 'au'],
  ])('%s → %s', (question, id) => {
    expect(countryNamed(question)?.id).toBe(id);
  });

  it.each([
    'Are French doors more secure than a sliding patio door?',
    'How much do French casement windows cost?',
    'We live in New England: is triple pane worth it?',
    'We live in Northern Ireland: do we need building control sign-off?',
    'Do replacement windows need a permit in Ohio?',
    'Is a 50% deposit normal?',
    'We live in Melbourne, Florida: do we need impact windows?',
    'Is the sales tax on the quote right?',
    'Are Euro-style tilt and turn windows worth the extra cost?',
    'Are European hinges better on a casement?',
    'We live in Naples, Florida: do the windows need an NOA?',
    'Is an Italian-made door any good?',
    'We live in Glasgow, Kentucky: do we need a permit?',
    'We live in New Mexico: do we need a permit?',
    'Vivo en Nuevo México, ¿necesito permiso?',
    'Our house is on the Gulf of Mexico: do we need impact glass?',
    'Will these windows hold up in winter gales?',
    'We live in Madrid, Iowa: is $9,000 fair?',
    'Is R-13 insulation around the frame enough for a $500 job?',
    'Our front door was made in Germany and the windows were imported from Italy: are they any good?',
    'The contractor sent CAD drawings of the bay window',
    'Can I pay the CAD or AUD way, or only in dollars?',
    // a trip, and where the owners are while the house is built elsewhere
    'We saved $1,500 for the windows by skipping a holiday trip to Ireland: do they qualify for the tax credit?',
    "Our house is being built in Costa Rica while we're stuck in Calgary: is it normal to fit the windows this late?",
    'We are building a house in Oregon and the Loewen windows come from Manitoba: are they worth the shipping?',
  ])('names none in: %s', (question) => {
    expect(countryNamed(question)).toBeNull();
  });
});

describe("answers for another country's rules", () => {
  it('says plainly it does not hold the country’s rules, and where that country answers them, instead of the US rule', () => {
    const ctx = context();
    const answer = answerQuestion('Do I need permission from the mairie to replace my windows in France?', ctx);
    expect(answer.topic).toMatch(/^country:fr:/);
    expect(answer.text).toContain('not those of **France**');
    expect(answer.text).toContain('déclaration préalable');
    expect(answer.text).not.toMatch(/building department|25C|EPA/);
  });

  it('points a grant question to the country’s own programme, not the ended US tax credit', () => {
    const ctx = context();
    const answer = answerQuestion(
      'Am I entitled to any financial aid for double glazing in France? I am a pensioner.',
      ctx,
    );
    expect(answer.topic).toMatch(/^country:fr:/);
    expect(answer.text).toContain('MaPrimeRénov');
    expect(answer.text).not.toMatch(/25C|tax credit/i);
  });

  it('reads "changed my mind" as cancelling and a deposit paid by credit card as no grant', () => {
    const answer = answerQuestion(
      'A salesman for bi-folding doors came to my house, I signed an order and paid a £1,145 deposit by credit card on £4,701. Two days later I changed my mind, but the company says the glass was already made in Italy. Can I get my deposit back?',
      context(),
    );
    expect(answer.topic).toMatch(/^country:uk:.*cancellation/);
    expect(answer.topic).not.toMatch(/grants/);
    expect(answer.text).toContain('Consumer Contracts Regulations 2013');
  });

  it('gives the country’s own cooling-off right for a contract signed at home', () => {
    const ctx = context();
    const answer = answerQuestion('A salesman came to my door in Ontario and I signed. Can I still cancel?', ctx);
    expect(answer.topic).toMatch(/^country:ca:/);
    expect(answer.text).toMatch(/provinc/i);
    expect(answer.text).not.toMatch(/three business days|3 business days|FTC/i);
  });

  it('keeps a general answer on something every country shares, said to be general', () => {
    const ctx = context();
    const answer = answerQuestion('Is triple glazing worth it over double glazing for a house in Germany?', ctx);
    expect(answer.text).toMatch(
      /^I hold US rules, prices and grants, and the glazing rules of England and Wales, not those of \*\*Germany\*\*; what follows is general\./m,
    );
    expect(answer.text).toMatch(/triple/i);
  });

  it.each([
    ['Do the new windows need to be rated for a BAL-29 bushfire zone in New South Wales?', 'bushfire_bal', 'Australia'],
    ['Is HST charged on the windows in Ontario or only on the installation?', 'sales_tax_windows', 'Canada'],
  ])('lets an explanation that already says what holds in that country answer: %s', (question, id, name) => {
    const answer = answerQuestion(question, context());
    expect(answer.topic).toMatch(new RegExp(`^glossary:${id}\\b`));
    expect(answer.text).toContain(name);
    expect(answer.text).not.toContain('I hold US rules');
  });

  it('leaves questions that name no other country as they were', () => {
    const ctx = context();
    const answer = answerQuestion('Are French doors more secure than a sliding door?', ctx);
    expect(answer.topic).not.toMatch(/^country:/);
    expect(answer.text).not.toContain('I hold US rules');
  });
});

describe('the UK, of whose rules the glossary holds those for glazing in England and Wales', () => {
  it('gives the UK cancellation right for a contract signed at home, not the US three days', () => {
    const answer = answerQuestion(
      "I'm 84 and signed with a uPVC window company in England; when I rang to cancel they said there would be trouble. Can they stop me?",
      context(),
    );
    expect(answer.topic).toBe('country:uk:cancellation');
    expect(answer.text).toContain('Consumer Contracts Regulations 2013');
    expect(answer.text).toContain('14 days');
    expect(answer.text).toContain("of **the UK**'s rules only the glazing rules of England and Wales");
    expect(answer.text).not.toMatch(/third business day|FTC/);
  });

  it('points a UK grant question to UK schemes, not US utility rebates or the 25C credit', () => {
    const answer = answerQuestion(
      'Our council grant scheme for new windows in London was cut. Are there other grants?',
      context(),
    );
    expect(answer.topic).toBe('country:uk:grants');
    expect(answer.text).toContain('ECO4');
    expect(answer.text).not.toMatch(/DSIRE|25C|utility/);
  });

  it('answers a UK permission question with the glazing rules it holds, not a pointer elsewhere', () => {
    const answer = answerQuestion('Do I need a permit to replace my windows in Wales?', context());
    expect(answer.topic).toMatch(/^country:uk:permission/);
    expect(answer.text).toContain(GLOSSARY.terms.find((t) => t.id === 'uk_glazing_rules')!.text);
    expect(answer.text).not.toMatch(/local building authority/);
  });

  it('leaves an explanation that already speaks of England as it is', () => {
    const answer = answerQuestion(
      'Do I need planning permission for new windows in a conservation area in England?',
      context(),
    );
    expect(answer.topic).toMatch(/^glossary:/);
    expect(answer.text).not.toContain('I hold US rules');
  });

  it('keeps what the quote prints first, above the pointer', () => {
    const answer = answerQuestion('Can I cancel this contract in the UK? It says 50% deposit at signing.', context());
    expect(answer.topic).toMatch(/^country:uk:/);
    expect(answer.text).toMatch(/^Your quote says:/);
    expect(answer.text).not.toContain('What I can check anywhere');
  });
});

describe('what the answer says beside the country’s rules', () => {
  it('answers what a short UK story asks (holding back the final payment), said to be general, not the safety glass it mentions', () => {
    const answer = answerQuestion(
      "Our new sash windows cost £8,000 and are badly fitted: one has no safety glass, two leak and the fitter's repairs left patched wood. Can we hold back the final payment until they are replaced?",
      context(),
    );
    expect(answer.topic).toMatch(/^glossary:final_payment\b/);
    expect(answer.text).toMatch(/^I hold US rules, prices and grants, and of \*\*the UK\*\*'s rules only/);
    expect(answer.text).toMatch(/\*\*final payment\*\*/);
  });

  it('keeps the explanation of holding back the final payment beside the pointer a safety-glass question brings', () => {
    const answer = answerQuestion(
      'Our new sash windows in England are badly fitted. Does the one beside the door need safety glass, and can we hold back the final payment?',
      context(),
    );
    expect(answer.topic).toMatch(/^country:uk:permission/);
    expect(answer.text).toContain('competent person scheme');
    expect(answer.text).toMatch(/\*\*final payment\*\*/);
  });

  it('fills in the figures of an explanation kept beside the pointer, as it does anywhere else', () => {
    const answer = answerQuestion(
      'Our house is in Italy and the tax bonus for windows has ended. How long should we expect to wait for new windows once we order?',
      context(),
    );
    expect(answer.topic).toMatch(/^country:it:grants/);
    expect(answer.text).toContain('lead time');
    expect(answer.text).toMatch(/an insert window in about \*\*\d/);
    expect(answer.text).not.toMatch(/\{\w+\}/);
  });
});

describe('a rule building codes share, asked in another country', () => {
  it('points to that country and still says where safety glass is needed', () => {
    const answer = answerQuestion(
      'We are replacing a sliding door in New Zealand. Does the new door need safety glass to meet the code?',
      context(),
    );
    expect(answer.topic).toMatch(/^country:nz:permission/);
    expect(answer.text).toContain('not those of **New Zealand**');
    expect(answer.text).toContain('Building Code');
    expect(answer.text).toMatch(/safety glass \(tempered or laminated\)[^]*in doors/);
  });
});

describe('a price in euros, with no country named', () => {
  it('says the rules held are not that country’s, with the EU-wide withdrawal right for a contract signed at home', () => {
    const answer = answerQuestion(
      'A salesman came round and I signed for €9,000 of new windows. Can I still cancel the contract?',
      context(),
    );
    expect(answer.topic).toMatch(/^country:eu:/);
    expect(answer.text).toContain('not those of **your country in Europe**');
    expect(answer.text).toMatch(/14-day right of withdrawal.*made-to-measure/);
    expect(answer.text).not.toMatch(/three business days|3 business days|FTC/i);
  });

  it('keeps the answer to a dispute about the work, said to be general', () => {
    const answer = answerQuestion(
      'The new €3,000 front door was fitted with a dent in it and the company will not come to any agreement. What can I insist they do?',
      context(),
    );
    expect(answer.text).toMatch(/^I hold US rules.*your country in Europe\*\*; what follows is general\./);
    expect(answer.topic).toMatch(/workmanship_dispute/);
  });

  it('points an Italian grant question to the Ecobonus, not the US tax credit', () => {
    const answer = answerQuestion(
      'The company replacing my windows offers the Ecobonus as a discount on the invoice. Is that a good deal?',
      context(),
    );
    expect(answer.topic).toMatch(/^country:it:.*grants/);
    expect(answer.text).toContain('Ecobonus');
    expect(answer.text).not.toMatch(/25C/);
  });
});

describe('permission, asked in so many words', () => {
  it('does not take a consumer-protection law for a question about permission to build', () => {
    const answer = answerQuestion(
      "Under Quebec's consumer protection law, is a seal failure after six years still covered?",
      context(),
    );
    expect(answer.topic).not.toMatch(/^country:ca:permission/);
    expect(answer.text).toMatch(/seal/i);
  });

  it("keeps the explanation of an owners' body's approval: the country's permission is not what is asked", () => {
    const answer = answerQuestion(
      'Our owners corporation says I need its express permission to change the balcony door. Do I need their approval before I sign?',
      context(),
    );
    expect(answer.topic).toMatch(/^glossary:(?:\w+\+)*condo_strata/);
    expect(answer.text).toContain('declaration and by-laws');
  });

  it('does not take an inspection of finished work for a question about permission', () => {
    const answer = answerQuestion(
      'The job in Leeds cost £6,350 and dragged on for months. Can we hold back payment until a surveyor has inspected the finished work?',
      context(),
    );
    expect(answer.topic).not.toMatch(/^country:uk:permission/);
    expect(answer.text).not.toContain('competent person scheme');
  });
});

describe('answersLabel: what a country’s pointers answer', () => {
  it.each([
    ['country:fr:permission', 'permits', true],
    ['country:fr:grants', 'tax_credit_rebates', true],
    ['country:sct:grants', 'financing', true],
    ['country:ca:cancellation', 'sales_pressure_cancel', true],
    ['country:au:rules', 'deposit_payment', true],
    ['country:fr:permission', 'energy_glass', false],
    ['country:fr:grants', 'permits', false],
  ])('%s answers %s: %s', (topic, label, expected) => {
    expect(answersLabel(topic, label)).toBe(expected);
  });
});

describe('a rule the US answer would state, asked for another country', () => {
  it('sends a deposit-cap question to the country’s own bodies instead of a US state’s law', () => {
    const answer = answerQuestion(
      'In NSW, what is the maximum deposit a contractor can ask for on residential building work like new windows?',
      context(),
    );
    expect(answer.topic).toBe('country:au:rules');
    expect(answer.text).toContain("Ask Australia's local building authority or consumer agency.");
    expect(answer.text).not.toMatch(/Ohio|Florida|no deposit cap/);
  });
});

describe('another country, asked in Spanish', () => {
  it('gives that country’s permission rule in Spanish, not the US permit answer', () => {
    const answer = answerQuestion('¿Necesito un permiso de la mairie para cambiar las ventanas?', context());
    expect(answer.language).toBe('es');
    expect(answer.topic).toMatch(/^country:fr:permission/);
    expect(answer.text).toContain('no las de **Francia**');
    expect(answer.text).toContain('déclaration préalable');
    expect(answer.text).not.toMatch(/I hold|Ask /);
  });

  it.each([
    ['Firmé en casa un contrato de ventanas por 6.000 euros, ¿puedo cancelarlo?', 'eu', '14 días para desistir'],
    [
      'Estamos en el conurbano bonaerense, firmamos en casa un contrato de aberturas de PVC: ¿podemos cancelarlo?',
      'ar',
      'diez días corridos',
    ],
  ])('gives "%s" its own cooling-off right in Spanish (%s), not the FTC three days', (question, id, right) => {
    const answer = answerQuestion(question, context());
    expect(answer).toMatchObject({ topic: `country:${id}:cancellation`, language: 'es' });
    expect(answer.text).toContain(right);
    expect(answer.text).not.toMatch(/FTC|tercer día|tres días|3 días/);
  });

  it('says where to ask, in Spanish, when the country has no sentence for what is asked', () => {
    const answer = answerQuestion('Vivo en Sudáfrica, ¿hay subvenciones para ventanas nuevas?', context());
    expect(answer).toMatchObject({ topic: 'country:za:grants', language: 'es' });
    expect(answer.text).toContain(
      'Pregunte a la autoridad local de construcción o a la agencia de protección al consumidor de Sudáfrica.',
    );
    expect(answer.text).not.toMatch(/25C|crédito fiscal federal/);
  });

  it('keeps a general Spanish explanation, said in Spanish to be general', () => {
    const answer = answerQuestion('Vivo en Canadá. ¿Qué significa Low-E?', context());
    expect(answer.language).toBe('es');
    expect(answer.text).toMatch(/^Tengo las normas.*no las de \*\*Canadá\*\*; lo que sigue es general\./);
    expect(answer.text).toContain('baja emisividad');
  });

  it('names Wales by its Spanish name, not by gales', () => {
    expect(countryNamed('Vivo en el País de Gales, ¿necesito permiso?')?.id).toBe('uk');
  });

  it('points a Spanish grant question in Spain to its programmes, not the US tax credit', () => {
    const answer = answerQuestion(
      '¿Hay ayudas en España para cambiar las ventanas por otras más eficientes?',
      context(),
    );
    expect(answer).toMatchObject({ topic: 'country:es:grants', language: 'es' });
    expect(answer.text).toContain('Next Generation EU');
    expect(answer.text).not.toMatch(/25C|Energy Star/i);
  });

  it('gives an English question about Mexico the same pointers in English', () => {
    const answer = answerQuestion(
      'We bought windows from a salesman at our house in Mexico: can we still cancel?',
      context(),
    );
    expect(answer.topic).toBe('country:mx:cancellation');
    expect(answer.language).toBeUndefined();
    expect(answer.text).toContain('five business days');
  });
});
