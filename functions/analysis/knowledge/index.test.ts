import { describe, expect, it } from 'vitest';
import { CATEGORY_SHORT_IDS } from '@shared/checklist.js';
import { KNOWLEDGE_FILES, knowledgeFiles, knowledgeVersion, loadKnowledge } from './index.js';
import { parseKnowledgeFile } from './parse.js';
import type { Knowledge } from './types.js';

const k = loadKnowledge();

/** Every id cited by an entry's `sources` or by the file's `citations`. */
function citedIds(file: Knowledge[keyof Knowledge]): string[] {
  const ids: string[] = [];
  const walk = (value: unknown, top: boolean): void => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, false));
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (top && key === 'sources') continue;
      if (key === 'sources' && Array.isArray(v)) ids.push(...(v as string[]));
      else if (top && key === 'citations')
        Object.values(v as Record<string, string[]>).forEach((list) => ids.push(...list));
      else walk(v, false);
    }
  };
  walk(file, true);
  return ids;
}

const clone = <T>(value: T): T => structuredClone(value);

describe('knowledge files', () => {
  it('loads once and caches', () => {
    expect(loadKnowledge()).toBe(k);
  });

  it.each(KNOWLEDGE_FILES)('%s.json has a version, a check date, a basis and sources', (name) => {
    const file = k[name];
    expect(file.version).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
    expect(file.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(file.checkedOn >= '2026-11-22').toBe(true);
    expect(file.basis).toMatch(/^shared\/domain\/\w+\.md §/);
    expect(Array.isArray(file.sources)).toBe(true);
    for (const s of file.sources) {
      expect(s.id).toMatch(/^[A-Z][A-Z0-9]*$/);
      expect(s.title.length).toBeGreaterThan(3);
      expect(s.url).toMatch(/^https?:\/\//);
    }
    expect(file.notes?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(KNOWLEDGE_FILES)('%s.json: every cited source id is listed, and every listed source is cited', (name) => {
    const file = k[name];
    const listed = new Set(file.sources.map((s) => s.id));
    const cited = citedIds(file);
    for (const id of cited) expect(listed, `${name}.json cites ${id}`).toContain(id);
    for (const id of listed) expect(cited, `${name}.json lists ${id}`).toContain(id);
  });

  it('reports the version of every file and one line per file', () => {
    expect(knowledgeVersion()).toBe(
      'pricing 2026.12.2, regions 2026.11.1, hurricane 2026.11.1, energy 2026.11.1, payment 2026.12.1, quality 2026.12.1, rubric 2026.11.1',
    );
    const files = knowledgeFiles();
    expect(files.map((f) => f.file)).toEqual([
      'pricing.json',
      'regions.json',
      'hurricane.json',
      'energy.json',
      'payment.json',
      'quality.json',
      'rubric.json',
    ]);
    expect(files.find((f) => f.file === 'pricing.json')).toMatchObject({
      version: '2026.12.2',
      checkedOn: '2026-12-02',
      sources: k.pricing.sources.length,
    });
    expect(files.find((f) => f.file === 'rubric.json')?.sources).toBe(0);
  });
});

describe('validation errors name the file and the path', () => {
  it('rejects a wrong type', () => {
    const bad = clone(k.pricing) as unknown as { windows: { double_hung: { low: unknown } } };
    bad.windows.double_hung.low = '450';
    expect(() => parseKnowledgeFile('pricing', bad)).toThrow(/pricing\.json: windows\.double_hung\.low: /);
  });

  it('rejects a missing member and an unknown key', () => {
    const bad = clone(k.energy) as unknown as Record<string, unknown>;
    delete bad.taxCredit25C;
    bad.taxcredit = {};
    expect(() => parseKnowledgeFile('energy', bad)).toThrow(/energy\.json: taxCredit25C: /);
    expect(() => parseKnowledgeFile('energy', bad)).toThrow(/taxcredit/);
  });

  it('lists every problem of a file, in the words of its schema', () => {
    const energy = clone(k.energy) as unknown as Record<string, any>;
    energy.extraKey = 1;
    energy.energyStarV7Windows.Northern = { uMax: 2 };
    expect(() => parseKnowledgeFile('energy', energy)).toThrow(
      new Error(
        [
          'Invalid knowledge file functions/analysis/knowledge/energy.json:',
          '  energy.json: energyStarV7Windows.Northern.uMax: Too big: expected number to be <=1.3',
          '  energy.json: energyStarV7Windows.Northern: expected shgcMax or shgcMin',
          '  energy.json: (root): Unrecognized key: "extraKey"',
        ].join('\n'),
      ),
    );
    const pricing = clone(k.pricing) as unknown as Record<string, any>;
    delete pricing.windows.bay;
    pricing.frames.vinyl.range = [2, 1];
    expect(() => parseKnowledgeFile('pricing', pricing)).toThrow(
      /pricing\.json: windows\.bay: Invalid input: expected object, received undefined\n {2}pricing\.json: frames\.vinyl\.range: range low is above high/,
    );
    const payment = clone(k.payment) as unknown as Record<string, any>;
    payment.default.goodCap = { kind: 'minOf' };
    expect(() => parseKnowledgeFile('payment', payment)).toThrow(
      /payment\.json: default\.goodCap: this kind needs a percent\n {2}payment\.json: default\.goodCap: minOf needs dollars/,
    );
  });

  it('rejects a cited source id the file does not list', () => {
    const bad = clone(k.payment);
    bad.states.CA.sources = ['CA1', 'NOPE'];
    expect(() => parseKnowledgeFile('payment', bad)).toThrow(
      /payment\.json: states\.CA\.sources\[1\]: cites unknown source id "NOPE"/,
    );
    const bad2 = clone(k.energy);
    bad2.citations = { zip3Zones: ['ZONES', 'XX'] };
    expect(() => parseKnowledgeFile('energy', bad2)).toThrow(
      /energy\.json: citations\.zip3Zones\[1\]: cites unknown source id "XX"/,
    );
  });

  it('rejects overlapping ZIP3 ranges and weights that do not sum to 100', () => {
    const regions = clone(k.regions);
    regions.zip3Ranges.push([55, 55, 'VT']);
    expect(() => parseKnowledgeFile('regions', regions)).toThrow(
      /regions\.json: zip3Ranges\[\d+\]: ZIP3 055 is also in zip3Ranges/,
    );
    const rubric = clone(k.rubric);
    rubric.weights.pricing = 21;
    expect(() => parseKnowledgeFile('rubric', rubric)).toThrow(/rubric\.json: weights: weights sum to 101/);
  });
});

describe('pricing.json (pricing.md §9)', () => {
  it('has every window and door band of §9.1', () => {
    expect(k.pricing.windows.double_hung).toMatchObject({ low: 450, typical: 800, high: 1400 });
    expect(k.pricing.windows.single_hung).toMatchObject({ low: 380, typical: 680, high: 1200 });
    expect(k.pricing.windows.bay).toMatchObject({ low: 1500, typical: 3000, high: 6500 });
    expect(k.pricing.windows.egress).toMatchObject({ low: 300, typical: 550, high: 1000 });
    expect(k.pricing.doors.sliding_patio).toMatchObject({ low: 1500, typical: 2500, high: 6000 });
    expect(k.pricing.doors.entry_with_sidelites).toMatchObject({ low: 3000, typical: 6000, high: 11000 });
    expect(k.pricing.doors.storm).toMatchObject({ low: 250, typical: 450, high: 900 });
    expect(Object.keys(k.pricing.windows)).toHaveLength(11);
    expect(Object.keys(k.pricing.doors)).toHaveLength(7);
  });

  it('has the §9.2 multipliers, additive items, standard sizes and §9.4 thresholds', () => {
    expect(k.pricing.frames.vinyl.central).toBe(1);
    expect(k.pricing.frames.clad_wood).toMatchObject({ central: 1.9, range: [1.7, 2.25] });
    expect(k.pricing.glass.triple).toMatchObject({ central: 1.2, range: [1.1, 1.6] });
    expect(k.pricing.glass.impact_hvhz).toMatchObject({ central: 1.8, range: [1.5, 2.4] });
    expect(k.pricing.impactDoor).toMatchObject({ central: 1.7, range: [1.5, 2.2] });
    expect(k.pricing.fullFrameInstall).toMatchObject({ central: 1.25, range: [1.1, 1.75] });
    expect(k.pricing.upperFloorInstall.central).toBe(1.15);
    expect(k.pricing.additive.rrpPerOpening).toMatchObject({ central: 150, range: [120, 200] });
    expect(k.pricing.additive.cappingPerWindow).toMatchObject({ central: 125, range: [70, 250] });
    expect(k.pricing.standardSizes).toEqual({ windowSqFt: 15, pictureMaxSqFt: 20, slidingDoorSqFt: 40 });
    expect(k.pricing.thresholds).toEqual({ lowball: 0.55, goodMax: 1.3, averageMax: 2, boundaryZone: 0.1 });
  });
});

describe('regions.json (pricing.md §7–§8)', () => {
  const stateOf = (zip3: number): string[] =>
    k.regions.zip3Ranges.filter(([a, b]) => zip3 >= a && zip3 <= b).map(([, , s]) => s);

  it('has all 50 states and DC with the proposed factor', () => {
    expect(Object.keys(k.regions.states)).toHaveLength(51);
    expect(k.regions.states.CA).toEqual({ name: 'California', rppAll2023: 112.6, rppGoods2023: 107.5, factor: 1.101 });
    expect(k.regions.states.AR.factor).toBe(0.893);
    expect(k.regions.states.DC.factor).toBe(1.083);
    for (const [code, s] of Object.entries(k.regions.states)) {
      expect(Math.abs(s.factor - (s.rppAll2023 + s.rppGoods2023) / 200), code).toBeLessThan(0.0015);
    }
    expect(k.regions.tolerance).toBe(0.15);
  });

  it('maps every ZIP3 to at most one state', () => {
    for (let z = 0; z <= 999; z++) expect(stateOf(z).length, String(z)).toBeLessThanOrEqual(1);
  });

  it('maps the prefixes of the §8 tables', () => {
    expect(stateOf(342)).toEqual(['FL']);
    expect(stateOf(55)).toEqual(['MA']);
    expect(stateOf(54)).toEqual(['VT']);
    expect(stateOf(733)).toEqual(['TX']);
    expect(stateOf(739)).toEqual(['OK']);
    expect(stateOf(5)).toEqual(['NY']);
    expect(stateOf(399)).toEqual(['GA']);
    expect(stateOf(569)).toEqual(['DC']);
    expect(stateOf(885)).toEqual(['TX']);
    expect(stateOf(889)).toEqual(['NV']);
    expect(stateOf(201)).toEqual(['VA']);
    expect(stateOf(202)).toEqual(['DC']);
    expect(stateOf(8)).toEqual(['VI']);
    expect(stateOf(967)).toEqual(['HI']);
    // Military (AE, AA, AP) map to no state.
    for (const z of [90, 98, 340, 962, 966]) expect(stateOf(z), String(z)).toEqual([]);
  });
});

describe('hurricane.json (hurricane.md §7–§8)', () => {
  it('has the tiers and the HVHZ lists of §7.1', () => {
    expect(Object.keys(k.hurricane.tiers).sort()).toEqual(['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    expect(k.hurricane.tiers.T1.name).toBe('HVHZ');
    expect(k.hurricane.hvhz.zip3).toEqual(['331', '332', '333']);
    expect(k.hurricane.hvhz.zip3ExceptMonroe).toBe('330');
    expect(k.hurricane.hvhz.counties['Miami-Dade']).toHaveLength(79);
    expect(k.hurricane.hvhz.counties.Broward).toHaveLength(53);
    expect(k.hurricane.hvhz.monroeZips).toHaveLength(12);
    expect(k.hurricane.hvhz.monroeZips).toEqual(expect.arrayContaining(['33040', '33041', '33045', '33052', '33070']));
    expect(k.hurricane.hvhz.extraZips).toEqual(['33441', '33442', '33443']);
  });

  it('has the Texas first-tier ZIPs of §7.2 and the Harris County cities east of SH 146', () => {
    const tx = k.hurricane.texasCatastropheZips;
    expect(tx).toHaveLength(154);
    expect(new Set(tx).size).toBe(tx.length);
    for (const z of ['77550', '78401', '78520', '77444', '78383', '77571', '77572', '77586', '77501', '77508', '77990'])
      expect(tx).toContain(z);
  });

  it('has the T4/T5/T6 prefixes and the weight in T1–T3', () => {
    expect(k.hurricane.gulfAtlanticZip3).toEqual(
      expect.arrayContaining(['365', '395', '700', '294', '285', '776', '785']),
    );
    expect(k.hurricane.shoreZip3).toEqual(
      expect.arrayContaining(['770', '773', '774', '233', '237', '077', '100', '119', '063', '028', '018', '027']),
    );
    expect(k.hurricane.shoreZip3).not.toContain('080');
    expect(k.hurricane.islandZip3).toEqual(expect.arrayContaining(['967', '968', '969', '006', '009']));
    expect(k.hurricane.weightInTiers).toEqual({ tiers: ['T1', 'T2', 'T3'], weight: 14 });
    expect(k.hurricane.chatQuestions.texas).toMatch(/TWIA.*WPI-8.*\?$/);
  });
});

describe('energy.json (energy.md §2–§9)', () => {
  it('has the ENERGY STAR v7 criteria and the code minimums', () => {
    expect(k.energy.energyStarV7Windows).toEqual({
      Northern: { uMax: 0.22, shgcMin: 0.17 },
      'North-Central': { uMax: 0.25, shgcMax: 0.4 },
      'South-Central': { uMax: 0.28, shgcMax: 0.23 },
      Southern: { uMax: 0.32, shgcMax: 0.23 },
    });
    expect(k.energy.northernEquivalent).toEqual([
      { u: 0.23, shgcMin: 0.35 },
      { u: 0.24, shgcMin: 0.35 },
      { u: 0.25, shgcMin: 0.4 },
      { u: 0.26, shgcMin: 0.4 },
    ]);
    expect(k.energy.energyStarV7Doors.opaque.uMax).toBe(0.17);
    expect(k.energy.energyStarV7Doors.halfLite).toEqual({ uMax: 0.23, shgcMax: 0.23 });
    expect(k.energy.energyStarV7Doors.fullLite.Southern).toEqual({ uMax: 0.28, shgcMax: 0.23 });
    expect(k.energy.codeMinimum.find((r) => r.zone === '2')).toEqual({ zone: '2', uMax: 0.4, shgcMax: 0.25 });
    expect(k.energy.codeMinimum.find((r) => r.zone === '4C')).toEqual({ zone: '4C', uMax: 0.27, shgcMax: null });
  });

  it('transcribes the whole §8.2 ZIP3 table', () => {
    const rows = k.energy.zip3Zones;
    expect(rows).toHaveLength(190);
    expect(rows.reduce((n, r) => n + Number(r.to) - Number(r.from) + 1, 0)).toBe(930);
    expect(rows.filter((r) => r.split)).toHaveLength(51);
    const row = (from: string) => rows.find((r) => r.from === from);
    expect(row('006')).toEqual({ from: '006', to: '009', state: 'PR', zone: 'Southern', iecc: '1A' });
    expect(row('070')).toMatchObject({ to: '070', state: 'NJ', zone: 'North-Central', split: ['Northern'] });
    expect(row('739')).toEqual({ from: '739', to: '739', state: 'OK', zone: 'North-Central', iecc: '4B' });
    expect(row('850')).toEqual({ from: '850', to: '853', state: 'AZ', zone: 'Southern', iecc: '2B' });
    expect(row('961')).toMatchObject({ state: 'CA', zone: 'Northern', split: ['North-Central', 'South-Central'] });
    expect(row('995')).toEqual({ from: '995', to: '999', state: 'AK', zone: 'Northern', iecc: '7/8' });
  });

  it('has the state fallback zones of §8.1', () => {
    expect(Object.keys(k.energy.stateZones)).toHaveLength(52);
    expect(k.energy.stateZones).toMatchObject({
      FL: 'Southern',
      CA: 'South-Central',
      NC: 'North-Central',
      PA: 'Northern',
      TX: 'Southern',
      PR: 'Southern',
    });
  });

  it('records that the §25C tax credit ended', () => {
    expect(k.energy.taxCredit25C.endedForInstallationsAfter).toBe('2025-12-31');
    expect(k.energy.chatQuestions.numbers).toContain('{limit}');
    expect(k.energy.chatQuestions.energyStar).toContain('{zone}');
  });
});

describe('payment.json (payment.md §5)', () => {
  it('has the state caps of §5.1 and the default', () => {
    expect(k.payment.states.CA).toMatchObject({
      goodCap: { kind: 'minOf', dollars: 1000, percent: 10 },
      statutory: true,
    });
    expect(k.payment.states.NV.statutory).toBe(true);
    expect(k.payment.states.MD.hardCap).toEqual({ kind: 'percent', percent: 33.34 });
    expect(k.payment.states.MA.goodCap.kind).toBe('greaterOfPercentOrSpecialOrder');
    expect(k.payment.states.PA.goodCap.kind).toBe('percentPlusSpecialOrder');
    expect(k.payment.states.FL).toMatchObject({ goodCap: { percent: 10 }, hardCap: { percent: 50 }, statutory: false });
    expect(k.payment.states.FL.duties.join(' ')).toMatch(/30 days.*90 days/);
    expect(k.payment.states.NY.duties.join(' ')).toMatch(/escrow/);
    expect(k.payment.states.MA.duties.join(' ')).toMatch(/final payment/i);
    expect(k.payment.default).toMatchObject({
      goodCap: { kind: 'percent', percent: 33.34 },
      hardCap: { kind: 'percent', percent: 50 },
      statutory: false,
    });
    expect(k.payment.finalPaymentMinPercent).toBe(10);
    expect(k.payment.redFlags).toHaveLength(7);
    expect(k.payment.cancellation.summary).toMatch(/3rd business day/);
  });
});

describe('quality.json (quality.md)', () => {
  it('has the warranty thresholds, brands, RRP and permit facts', () => {
    expect(k.quality.warranty).toMatchObject({ goodLaborYears: 2, excellentLaborYears: 5 });
    for (const b of [
      'Andersen',
      'Renewal by Andersen',
      'Pella',
      'JELD-WEN',
      'PGT',
      'Window World',
      'Plastpro',
      'Vinyl Max',
      'American Craftsman',
    ]) {
      expect(k.quality.brands).toContain(b);
    }
    const lower = k.quality.brands.map((b) => b.toLowerCase().replace(/[^a-z0-9]/g, ''));
    expect(new Set(lower).size).toBe(lower.length);
    expect(k.quality.brands.length).toBeGreaterThanOrEqual(50);
    expect(k.quality.rrp).toMatchObject({ builtBefore: 1978, costPerWindow: [120, 200] });
    expect(k.quality.permits.floridaNoticeOfCommencementMin).toBe(2500);
    expect(k.quality.finish).toMatchObject({ cappingPerWindow: [75, 175], trimPerWindow: [125, 275] });
  });
});

describe('rubric.json (rubric.md §0, §11)', () => {
  it('has the points, weights summing to 100 and the caps', () => {
    expect(k.rubric.points).toEqual({
      good: 100,
      average: 60,
      bad: 15,
      unknown_discuss: 50,
      unknown_vendor: 30,
      not_provided: 30,
    });
    expect(Object.values(k.rubric.weights).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.keys(k.rubric.weights).sort()).toEqual([...CATEGORY_SHORT_IDS].sort());
    expect(k.rubric.weights).toMatchObject({ pricing: 20, hurricane: 8, removal: 6 });
    expect(k.rubric.caps).toEqual({ statutoryPaymentOrHurricanePoor: 59, threeOrMorePoor: 49 });
  });

  it('has questions for every category and the 20 contractor questions', () => {
    for (const id of CATEGORY_SHORT_IDS) expect(k.rubric.questions[id]?.length, id).toBeGreaterThan(0);
    expect(k.rubric.questions.hurricane).toEqual([
      k.hurricane.chatQuestions.coast,
      k.hurricane.chatQuestions.approval,
      k.hurricane.chatQuestions.texas,
    ]);
    expect(k.rubric.questions.energy).toHaveLength(4);
    expect(k.rubric.questions.payment).toContain(k.payment.chatQuestions.escrow);
    expect(k.rubric.contractorQuestions).toHaveLength(20);
    expect(k.rubric.contractorQuestions[19]).toMatch(/right to cancel/);
  });
});
