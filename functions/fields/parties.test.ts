import { describe, expect, it } from 'vitest';
import { findParties } from './parties.js';
import { syntheticDoc } from './synthetic-doc.js';
import type { VendorResult } from './vendor.js';

const undecided = (line: VendorResult['line']): VendorResult => ({
  name: null,
  line,
  source: '',
  uncertain: 'the business name was hard to read',
  confidence: 0,
  signals: [],
});

describe('findParties', () => {
  it("takes an undecided name's line for the letterhead only at the top of the page", () => {
    const layout = syntheticDoc(`TRI-COUNTY BUILDING SUPPLY
4100 Plainfield Ave, Grand Rapids, MI 49515
Quote SQ845381

SOLD TO                 JOBSITE
Colleen Baker           22 Oak St, Grand Rapids, MI 49506
Installer: Ridgeline Installations LLC
Contact: Colleen 571.555.0112`);
    const low = findParties(layout, undecided(layout.lines.find((l) => /Ridgeline/.test(l.text))!));
    expect(low.contractorPhones.has('5715550112')).toBe(false);
    const top = findParties(layout, undecided(layout.lines[0]!));
    expect(top.contractorLines.has(1)).toBe(true);
  });
});
