/**
 * Checks of a knowledge file that span entries, run once its schema passes: every cited source id is
 * listed, ZIP3 ranges do not overlap, the rubric's weights and questions name exactly the checklist's
 * categories and its weights sum to 100.
 */
import { CATEGORY_SHORT_IDS } from '@shared/checklist.js';
import type { EnergyKnowledge, Knowledge, RegionsKnowledge, RubricKnowledge } from './types.js';

/** One problem found in a file: the path of the bad value and what is wrong with it. */
export type Problem = { path: string; message: string };

/** A value's path as the error shows it: `windows.double_hung.low`, `zip3Ranges[3][2]`, `(root)`. */
export function pathText(path: readonly PropertyKey[]): string {
  return (
    path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '') || '(root)'
  );
}

/** Every `sources` array of string ids and every `citations` list must name a source the file lists. */
function checkCitations(file: { sources: { id: string }[]; citations?: Record<string, string[]> }): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set<string>();
  file.sources.forEach((s, i) => {
    if (ids.has(s.id)) problems.push({ path: `sources[${i}].id`, message: `duplicate source id ${s.id}` });
    ids.add(s.id);
  });
  const walk = (value: unknown, path: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...path, i]));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (path.length === 0 && key === 'sources') continue;
      const here = [...path, key];
      if ((key === 'sources' || (path.length === 1 && path[0] === 'citations')) && Array.isArray(v)) {
        v.forEach((id, i) => {
          if (typeof id === 'string' && !ids.has(id))
            problems.push({ path: pathText([...here, i]), message: `cites unknown source id "${id}"` });
        });
      } else walk(v, here);
    }
  };
  walk(file, []);
  for (const key of Object.keys(file.citations ?? {})) {
    if (!(key in file)) problems.push({ path: `citations.${key}`, message: `"${key}" is not a member of this file` });
  }
  return problems;
}

function checkRegions(r: RegionsKnowledge): Problem[] {
  const problems: Problem[] = [];
  const owner = new Array<number | undefined>(1000);
  r.zip3Ranges.forEach(([a, b, state], i) => {
    for (let z = a; z <= b; z++) {
      const other = owner[z];
      if (other !== undefined)
        problems.push({
          path: `zip3Ranges[${i}]`,
          message: `ZIP3 ${String(z).padStart(3, '0')} is also in zip3Ranges[${other}]`,
        });
      owner[z] = i;
    }
    if (!(state in r.states) && !(state in (r.territories ?? {})))
      problems.push({ path: `zip3Ranges[${i}][2]`, message: `${state} has no states or territories entry` });
  });
  return problems;
}

function checkEnergy(e: EnergyKnowledge): Problem[] {
  const problems: Problem[] = [];
  const owner = new Array<number | undefined>(1000);
  e.zip3Zones.forEach((row, i) => {
    for (let z = Number(row.from); z <= Number(row.to); z++) {
      const other = owner[z];
      if (other !== undefined)
        problems.push({
          path: `zip3Zones[${i}]`,
          message: `ZIP3 ${String(z).padStart(3, '0')} is also in zip3Zones[${other}]`,
        });
      owner[z] = i;
    }
  });
  return problems;
}

function checkRubric(r: RubricKnowledge): Problem[] {
  const problems: Problem[] = [];
  const known = new Set<string>(CATEGORY_SHORT_IDS);
  for (const group of ['weights', 'questions'] as const) {
    for (const key of Object.keys(r[group]))
      if (!known.has(key)) problems.push({ path: `${group}.${key}`, message: `unknown category id "${key}"` });
    for (const id of CATEGORY_SHORT_IDS)
      if (!(id in r[group])) problems.push({ path: `${group}.${id}`, message: 'missing category' });
  }
  const sum = Object.values(r.weights).reduce((a, b) => a + b, 0);
  if (sum !== 100) problems.push({ path: 'weights', message: `weights sum to ${sum}, expected 100` });
  return problems;
}

export function crossChecks<K extends keyof Knowledge>(name: K, value: Knowledge[K]): Problem[] {
  const problems = checkCitations(value);
  if (name === 'regions') problems.push(...checkRegions(value as RegionsKnowledge));
  if (name === 'energy') problems.push(...checkEnergy(value as EnergyKnowledge));
  if (name === 'rubric') problems.push(...checkRubric(value as RubricKnowledge));
  return problems;
}
