import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { noSuch, noSuchIntent } from './errors.js';

/** A Stripe object as JSON. */
export type Json = Record<string, unknown>;

export interface StoredIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
}

export interface StoredCharge extends Json {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  disputed: boolean;
  refunds: { object: 'list'; data: Json[]; has_more: boolean; url: string };
}

export interface StoredDispute extends Json {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
}

export interface StoredEvent extends Json {
  id: string;
  type: string;
  created: number;
  pending_webhooks: number;
}

export interface State {
  intents: Record<string, StoredIntent>;
  charges: Record<string, StoredCharge>;
  refunds: Record<string, Json>;
  disputes: Record<string, StoredDispute>;
  events: StoredEvent[];
}

/** A Stripe-like id: `prefix_` and `length` letters and digits. */
export const randomId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0')}`;

/** The stand-in's objects, and the lookups that answer Stripe's 404 for an unknown id. */
export interface Store {
  state: State;
  /** Writes the state to the data file, if there is one. */
  save(): void;
  intentOf(id: string): StoredIntent;
  chargeOf(id: string, param?: string): StoredCharge;
}

/** The state in memory and, when `dataFile` is given, in that JSON file so it survives a restart. */
export function openStore(dataFile: string | undefined): Store {
  const stored = dataFile && existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<State>) : {};
  const state: State = { intents: {}, charges: {}, refunds: {}, disputes: {}, events: [], ...stored };

  const save = () => {
    if (!dataFile) return;
    mkdirSync(dirname(dataFile), { recursive: true });
    writeFileSync(`${dataFile}.tmp`, JSON.stringify(state));
    renameSync(`${dataFile}.tmp`, dataFile);
  };

  const intentOf = (id: string): StoredIntent => {
    const intent = Object.hasOwn(state.intents, id) ? state.intents[id] : undefined;
    if (!intent) throw noSuchIntent(id);
    return intent;
  };

  const chargeOf = (id: string, param = 'id'): StoredCharge => {
    const charge = Object.hasOwn(state.charges, id) ? state.charges[id] : undefined;
    if (!charge) throw noSuch('charge', id, param);
    return charge;
  };

  return { state, save, intentOf, chargeOf };
}
