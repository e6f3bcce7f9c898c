/**
 * Where the job is: ZIP code (and a state printed in the quote) → state, regional price factor,
 * hurricane tier and ENERGY STAR zone, from the knowledge base (pricing.md §7–§8, hurricane.md §7,
 * energy.md §8). Pure functions over loadKnowledge().
 */
import { normalizeZip } from '@shared/zip.js';
import { loadKnowledge } from './knowledge/index.js';
import type { EnergyKnowledge, EnergyZone, HurricaneTier } from './knowledge/types.js';
import type { Location } from './types.js';

interface Index {
  /** ZIP3 (0–999) → state code. */
  zip3State: (string | null)[];
  /** ZIP3 → row of the energy ZIP3 table. */
  zip3Energy: (EnergyKnowledge['zip3Zones'][number] | null)[];
  /** Upper-case state name → code. */
  stateByName: Map<string, string>;
  hvhzZip3: Set<string>;
  monroe: Set<string>;
  hvhzExtra: Set<string>;
  texas: Set<string>;
  gulf: Set<string>;
  shore: Set<string>;
  island: Set<string>;
}

let index: Index | undefined;

function getIndex(): Index {
  if (index) return index;
  const k = loadKnowledge();
  const zip3State = new Array<string | null>(1000).fill(null);
  for (const [first, last, state] of k.regions.zip3Ranges) for (let z = first; z <= last; z++) zip3State[z] = state;
  const zip3Energy = new Array<EnergyKnowledge['zip3Zones'][number] | null>(1000).fill(null);
  for (const row of k.energy.zip3Zones) for (let z = Number(row.from); z <= Number(row.to); z++) zip3Energy[z] = row;
  const stateByName = new Map<string, string>();
  for (const [code, s] of Object.entries(k.regions.states)) stateByName.set(s.name.toUpperCase(), code);
  for (const [code, name] of Object.entries(k.regions.territories ?? {})) stateByName.set(name.toUpperCase(), code);
  const h = k.hurricane;
  index = {
    zip3State,
    zip3Energy,
    stateByName,
    hvhzZip3: new Set(h.hvhz.zip3),
    monroe: new Set(h.hvhz.monroeZips),
    hvhzExtra: new Set(h.hvhz.extraZips),
    texas: new Set(h.texasCatastropheZips),
    gulf: new Set(h.gulfAtlanticZip3),
    shore: new Set(h.shoreZip3),
    island: new Set(h.islandZip3),
  };
  return index;
}

/** The state (or territory) a ZIP3 prefix belongs to (pricing.md §8); null for military and unused prefixes. */
export function stateFromZip3(zip3: string | number): string | null {
  const n = typeof zip3 === 'number' ? zip3 : /^\d{3}$/.test(zip3) ? Number(zip3) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 999) return null;
  return getIndex().zip3State[n];
}

/** A state code from "FL", "fl" or "Florida"; null when it is not a state, DC or a listed territory. */
export function stateCode(stated: string | null | undefined): string | null {
  const t = (stated ?? '').trim().replace(/\.$/, '').toUpperCase();
  if (!t) return null;
  const k = loadKnowledge();
  if (/^[A-Z]{2}$/.test(t) && (t in k.regions.states || t in (k.regions.territories ?? {}))) return t;
  return getIndex().stateByName.get(t.replace(/\s+/g, ' ')) ?? null;
}

/** States and territories that are hurricane-prone as a whole (T6) when only the state is known. */
const ISLAND_STATES = new Set(['HI', 'PR', 'VI', 'GU']);

/** hurricane.md §7, from a 5-digit ZIP. */
function tierFromZip(zip: string): HurricaneTier {
  const ix = getIndex();
  const h = loadKnowledge().hurricane;
  const zip3 = zip.slice(0, 3);
  if (ix.hvhzZip3.has(zip3) || (zip3 === h.hvhz.zip3ExceptMonroe && !ix.monroe.has(zip)) || ix.hvhzExtra.has(zip))
    return 'T1';
  if (stateFromZip3(zip3) === 'FL') return 'T2';
  if (ix.texas.has(zip)) return 'T3';
  if (ix.gulf.has(zip3)) return 'T4';
  if (ix.shore.has(zip3)) return 'T5';
  if (ix.island.has(zip3)) return 'T6';
  return 'T0';
}

let coastalStates: Set<string> | undefined;

/**
 * True when no part of the state is hurricane-prone (hurricane.md §7: none of its ZIP prefixes is in a
 * tier above T0), so the state alone settles that impact rules do not apply.
 */
export function hurricaneFreeState(state: string): boolean {
  if (!coastalStates) {
    const ix = getIndex();
    const h = loadKnowledge().hurricane;
    const prefixes = [
      ...ix.hvhzZip3,
      h.hvhz.zip3ExceptMonroe,
      ...ix.gulf,
      ...ix.shore,
      ...ix.island,
      ...[...ix.texas, ...ix.hvhzExtra, ...ix.monroe].map((z) => z.slice(0, 3)),
    ];
    coastalStates = new Set([
      'FL',
      ...ISLAND_STATES,
      ...prefixes.map((z) => stateFromZip3(z)).filter((s): s is string => s !== null),
    ]);
  }
  return !coastalStates.has(state);
}

/** When there is no usable ZIP: Florida is T2 as a whole, the islands T6, anything else T0. */
function tierFromState(state: string | null): HurricaneTier {
  if (state === 'FL') return 'T2';
  if (state !== null && ISLAND_STATES.has(state)) return 'T6';
  return 'T0';
}

/**
 * Location of the job. The ZIP's prefix gives the state unless the quote prints a different state,
 * which then wins (pricing.md §8); when they disagree the ZIP is not trusted for the hurricane tier and
 * the energy zone either, and the state-level fallbacks apply. Without a ZIP the hurricane tier is T2
 * for Florida, T6 for Hawaii/Puerto Rico/USVI/Guam and T0 otherwise; the energy zone falls back to the
 * state's largest zone.
 */
export function locate(zipCode: string | null, statedState?: string | null): Location {
  const k = loadKnowledge();
  const ix = getIndex();
  const zip = normalizeZip(zipCode);
  const zipState = zip ? stateFromZip3(zip.slice(0, 3)) : null;
  const stated = stateCode(statedState);
  const state = stated ?? zipState;
  const usableZip = zip !== null && (stated === null || zipState === null || zipState === stated) ? zip : null;

  const stateName = state ? (k.regions.states[state]?.name ?? k.regions.territories?.[state] ?? null) : null;
  const regionFactor = state ? (k.regions.states[state]?.factor ?? 1) : 1;
  const hurricaneTier = usableZip ? tierFromZip(usableZip) : tierFromState(state);

  let energyZones: EnergyZone[] = [];
  let iecc: string | null = null;
  const row = usableZip ? ix.zip3Energy[Number(usableZip.slice(0, 3))] : null;
  const stateZone = state ? k.energy.stateZones[state] : undefined;
  // A row of another state (055 MA in the VT block, 733 TX in the OK block) yields to the state's zone;
  // a territory without a state zone (VI in the PR block) keeps the row; no state (military) → no zone.
  if (row && state !== null && (row.state === state || stateZone === undefined)) {
    energyZones = [row.zone, ...(row.split ?? [])];
    iecc = row.iecc;
  } else if (stateZone) {
    energyZones = [stateZone];
  }

  return { zipCode: zip, state, stateName, regionFactor, hurricaneTier, energyZones, iecc };
}
