import { describe, expect, it } from 'vitest';
import { clausesOf, scopeOf } from './clauses.js';
import { ConceptReader } from './concepts.js';

const stances = (text: string, name: Parameters<ConceptReader['read']>[0]) =>
  new ConceptReader(text).read(name).map((r) => r.stance);

describe('clauses', () => {
  it('cuts lines into cells and sentences, and joins a sentence wrapped onto the next line', () => {
    const clauses = clausesOf('Remove existing windows.  Haul away debris\nand clean up the site. Permits included');
    expect(clauses.map((c) => c.text)).toEqual([
      'Remove existing windows.',
      'Haul away debris and clean up the site.',
      'Permits included',
    ]);
  });

  it('gives the clauses under a heading its scope until the next heading', () => {
    const clauses = clausesOf(
      'NOT INCLUDED\nPainting of new trim\nDrywall patching\nWARRANTY\nLifetime on the frames.',
    );
    expect(clauses.map((c) => c.scope)).toEqual(['excluded', 'excluded', null, null]);
  });

  it('reads a leading label as the scope of the rest of its cell', () => {
    expect(clausesOf('Exclusions: painting, stucco repair').map((c) => [c.text, c.scope])).toEqual([
      ['painting, stucco repair', 'excluded'],
    ]);
    expect(scopeOf('Optional upgrades')).toBe('optional');
    expect(scopeOf('Price includes')).toBe('included');
    expect(scopeOf('Glass package')).toBeNull();
  });
});

describe('concept stances', () => {
  it('permits: the contractor applies, the owner pulls, not required, only if required', () => {
    expect(stances('We apply for the building permit; the permit fee is part of the price.', 'permitWork')).toEqual([
      'stated',
    ]);
    expect(stances('We apply for the building permit; the permit fee is part of the price.', 'permit')).toContain(
      'included',
    );
    expect(stances('Building permit to be obtained by homeowner.', 'permit')).toEqual(['owner']);
    expect(stances('No permit is required for this replacement.', 'permit')).toEqual(['notNeeded']);
    expect(stances('Permits if required.', 'permit')).toEqual(['conditional']);
    expect(stances('Finish by Friday if the weather permits.', 'permit')).toEqual([]);
  });

  it('permits: "prices include … permits", "permit is on us", "we furnish … permits", "the permit, which we pull"', () => {
    expect(stances('Prices include materials, installation, permits and sales tax.', 'permit')).toEqual(['included']);
    expect(stances('Permit is on us.', 'permit')).toEqual(['included']);
    expect(
      stances('The undersigned proposes to furnish all labor, materials, equipment and permits.', 'permit'),
    ).toEqual(['included']);
    expect(stances('Both prices include the building permit, which we pull and schedule.', 'permitWork')).toHaveLength(
      1,
    );
  });

  it('disposal: excluded in words, by a heading, offered as an extra', () => {
    expect(stances('Haul-away of old units not included.', 'disposal')).toEqual(['excluded']);
    expect(stances('EXCLUSIONS\nDumpster and debris removal', 'disposal')).toEqual(['excluded']);
    expect(stances('Haul away old windows (+$150)', 'disposal')).toEqual(['optional']);
    expect(stances('No haul-away.', 'disposal')).toEqual(['excluded']);
    expect(stances('Haul away at no extra charge.', 'disposal')).toEqual(['included']);
  });

  it('a heading naming inclusions and exclusions together puts nothing out of the price', () => {
    expect(stances('INCLUSIONS AND EXCLUSIONS (Installation) Full-frame tear-out to rough opening', 'removal')).toEqual(
      ['stated'],
    );
  });

  it('inJob: stated or included, not only offered', () => {
    const reader = new ConceptReader(
      'Low-E glass standard.\nOptional upgrade: argon gas fill for an additional $40 per window.',
    );
    expect(reader.inJob('lowE')).toBe(true);
    expect(reader.inJob('gasFill')).toBe(false);
    expect(reader.with('gasFill', 'optional')).toHaveLength(1);
  });

  it('keeps the printed line as evidence', () => {
    const reader = new ConceptReader('Wrap exterior brickmould in color-matched aluminum.');
    expect(reader.evidence(reader.read('exteriorTrim'))).toEqual([
      'Wrap exterior brickmould in color-matched aluminum.',
    ]);
  });
});

describe('sentences', () => {
  it('does not cut after an abbreviation or before a lower-case word', () => {
    expect(clausesOf('Mfr. warranty applies. Permit by us — incl. in the price.').map((c) => c.text)).toEqual([
      'Mfr. warranty applies.',
      'Permit by us — incl. in the price.',
    ]);
  });
});

describe('marked choices', () => {
  it('reads only the ticked choice of a form line', () => {
    expect(stances('Permit [X] by HomeGuard (incl.) [ ] by owner', 'permit')).toEqual(['included']);
    expect(stances('Permit [ ] by HomeGuard (incl.) [X] by owner', 'permit')).toEqual(['owner']);
  });
});

describe("the owner's part of a list", () => {
  it('gives the owner only the item the owner is named with', () => {
    expect(stances('Remove existing door & frame, new sill pan, brickmould, lockset by owner', 'removal')).toEqual([
      'stated',
    ]);
    expect(stances('Remove & dispose of old windows, by owner', 'removal')).toEqual(['owner']);
    expect(
      stances('If your town requires a permit for replacement windows, the homeowner is to obtain it', 'permit'),
    ).toEqual(['owner']);
  });
});

describe('removal wording', () => {
  it('reads "rmv old dr & frame" as removal, and "found at tear-out" as a time, not the removal', () => {
    expect(stances('rmv old dr & frame, haul away, new sill', 'removal')).toEqual(['stated']);
    expect(
      stances(
        'Rotted header found at tear-out is repaired at $35.00 per linear foot with your approval (not included).',
        'removal',
      ),
    ).toEqual([]);
  });
});
