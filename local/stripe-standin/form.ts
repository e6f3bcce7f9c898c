import type { Json } from './state.js';

/** Stripe's form encoding (`metadata[userId]=u1&expand[0]=x`) → nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!m) continue;
    const path = [m[1], ...[...m[2].matchAll(/\[([^\]]*)\]/g)].map((s) => s[1])];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = root;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[name] = value;
      else node = (node[name] && typeof node[name] === 'object' ? node[name] : (node[name] = {})) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const isArray = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}
