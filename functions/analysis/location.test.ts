import { describe, expect, it } from 'vitest';
import { locate, stateCode, stateFromZip3 } from './location.js';

describe('stateFromZip3 and stateCode', () => {
  it('maps every prefix to at most one state and handles the exceptions', () => {
    expect(stateFromZip3('342')).toBe('FL');
    expect(stateFromZip3('055')).toBe('MA');
    expect(stateFromZip3('733')).toBe('TX');
    expect(stateFromZip3('739')).toBe('OK');
    expect(stateFromZip3(5)).toBe('NY');
    expect(stateFromZip3('340')).toBeNull();
    expect(stateFromZip3('094')).toBeNull();
    expect(stateFromZip3('abc')).toBeNull();
  });

  it('reads codes and names', () => {
    expect(stateCode('fl')).toBe('FL');
    expect(stateCode('Florida')).toBe('FL');
    expect(stateCode('district of columbia')).toBe('DC');
    expect(stateCode('ZZ')).toBeNull();
    expect(stateCode('')).toBeNull();
  });
});

describe('locate: state and regional factor', () => {
  it('reads the state from the ZIP', () => {
    expect(locate('90210')).toMatchObject({
      zipCode: '90210',
      state: 'CA',
      stateName: 'California',
      regionFactor: 1.101,
    });
    expect(locate('72201')).toMatchObject({ state: 'AR', regionFactor: 0.893 });
    expect(locate('05501')).toMatchObject({ state: 'MA', stateName: 'Massachusetts' });
  });

  it('lets a state printed in the quote win over the ZIP', () => {
    expect(locate('86515', 'NM')).toMatchObject({ state: 'NM', stateName: 'New Mexico', regionFactor: 0.929 });
  });

  it('uses factor 1 and no state when the ZIP is unknown', () => {
    expect(locate(null)).toEqual({
      zipCode: null,
      state: null,
      stateName: null,
      regionFactor: 1,
      hurricaneTier: 'T0',
      energyZones: [],
      iecc: null,
    });
    expect(locate('09012')).toMatchObject({ state: null, regionFactor: 1, hurricaneTier: 'T0', energyZones: [] });
    expect(locate('00802')).toMatchObject({
      state: 'VI',
      stateName: 'U.S. Virgin Islands',
      regionFactor: 1,
      hurricaneTier: 'T6',
    });
  });
});

describe('locate: hurricane tier (hurricane.md §7)', () => {
  it.each([
    ['33441', 'T1'], // Deerfield Beach, Broward, inside the 334 prefix
    ['33139', 'T1'], // Miami Beach
    ['33301', 'T1'], // Fort Lauderdale
    ['33010', 'T1'], // Hialeah (330, Miami-Dade)
    ['33040', 'T2'], // Key West (Monroe, not HVHZ)
    ['33041', 'T2'], // Key West PO boxes
    ['33914', 'T2'], // Cape Coral
    ['34231', 'T2'], // Sarasota
    ['32801', 'T2'], // Orlando
    ['77550', 'T3'], // Galveston
    ['78401', 'T3'], // Corpus Christi
    ['77571', 'T3'], // La Porte
    ['29464', 'T4'], // Mount Pleasant SC
    ['36602', 'T4'], // Mobile AL
    ['77640', 'T3'], // Port Arthur (776, listed)
    ['77657', 'T4'], // Lumberton (776, not listed)
    ['77002', 'T5'], // Houston
    ['11201', 'T5'], // Brooklyn
    ['02108', 'T5'], // Boston
    ['08003', 'T0'], // Cherry Hill NJ
    ['96813', 'T6'], // Honolulu
    ['00901', 'T6'], // San Juan
    ['43214', 'T0'], // Columbus OH
    ['80202', 'T0'], // Denver
  ])('%s → %s', (zip, tier) => {
    expect(locate(zip).hurricaneTier).toBe(tier);
  });

  it('falls back to the state without a usable ZIP', () => {
    expect(locate(null, 'FL').hurricaneTier).toBe('T2');
    expect(locate(null, 'Hawaii').hurricaneTier).toBe('T6');
    expect(locate(null, 'OH').hurricaneTier).toBe('T0');
    // ZIP and printed state disagree: the state wins and the ZIP is not used for the tier.
    expect(locate('33441', 'TX')).toMatchObject({ state: 'TX', hurricaneTier: 'T0' });
  });
});

describe('locate: ENERGY STAR zone (energy.md §8)', () => {
  it.each([
    ['55419', ['Northern'], '6A/7'], // Minneapolis
    ['33914', ['Southern'], '1A/2A'], // Cape Coral
    ['97202', ['Northern'], '4C/5B'], // Portland OR
    ['43214', ['Northern'], '5A'], // Columbus OH (430–450 Northern)
    ['10001', ['North-Central'], '4A'], // New York
    ['73901', ['North-Central'], '4B'], // 739 OK
  ])('%s → %j', (zip, zones, iecc) => {
    expect(locate(zip)).toMatchObject({ energyZones: zones, iecc });
  });

  it('gives the dominant zone first, then the split candidates', () => {
    expect(locate('07001').energyZones).toEqual(['North-Central', 'Northern']);
    expect(locate('96101').energyZones).toEqual(['Northern', 'North-Central', 'South-Central']);
  });

  it("falls back to the state's zone when the ZIP3 row belongs to another state or is missing", () => {
    expect(locate('73301')).toMatchObject({ state: 'TX', energyZones: ['Southern'], iecc: null }); // IRS Austin in the OK block
    expect(locate('05501')).toMatchObject({ state: 'MA', energyZones: ['Northern'] });
    expect(locate(null, 'NC')).toMatchObject({ energyZones: ['North-Central'], iecc: null });
    expect(locate('34002').energyZones).toEqual([]); // AA military
  });
});
