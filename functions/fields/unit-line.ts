/**
 * What the readers of a quote's units give the count: an item line read as units of one kind, and a
 * count the quote states in words.
 */
import type { Line } from '../document/model.js';
import type { UnitKind } from './products.js';

export interface UnitLine {
  line: Line;
  kind: UnitKind;
  qty: number;
  /** The product name as printed ("Double Hung Window"). */
  name: string;
  /** The rest of the line and its continuation lines: brand, material, glass. */
  description: string;
  how: string;
  /** Confirmed by arithmetic (qty × rate = amount). */
  confirmed: boolean;
  /** The line's prices imply another count than the one printed. */
  conflict?: boolean;
  confidence: number;
  /** The list the line belongs to: a table, or a column of lines on a page. */
  group: string;
  /** Where the item's name starts on the page (lists are grouped by column). */
  x: number;
  /** From a table with a quantity column. */
  fromQtyColumn?: boolean;
}

export interface StatedCount {
  kind: UnitKind | 'opening';
  count: number;
  text: string;
  line: Line;
  /** Where the statement starts in its line. */
  at?: number;
}
