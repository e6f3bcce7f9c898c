/**
 * What the headers of an item table's columns say (quantity, index, amount, location, type, labour,
 * measurements), the type codes order sheets print, and the totals row of counts under a table.
 */
import type { UnitKind } from './products.js';

/** A quantity column that counts units, not openings: a mulled twin in it is already 2. */
export const UNITS_HEADER = /^(?:units|no\.?\s+of\s+units|#\s+of\s+units)$/i;

export const QTY_HEADER =
  /^(?:qty\.?|qnty|quantity|quan\.?|q'ty|units?|no\.?\s+of\s+units|count|pcs|ea|#\s+of\s+units|number)$/i;

export const INDEX_HEADER =
  /^(?:#|no\.?|nos?\.|item\s*(?:#|no\.?)?|line|op(?:ening)?\s*#?|loc(?:ation)?\s*#|ref|id|mark|tag)$/i;

export const AMOUNT_HEADER = /\b(?:price|amount|total|ext|extended|rate|cost|each|unit\s+price|\$)\b|\$/i;

/** A column that says where a unit goes, not what it is ("Location", "Room", "Elevation"). */
export const LOCATION_HEADER =
  /^(?:loc(?:ation)?|room(?:\s*\/\s*location)?|area|elev(?:ation)?|floor|fl|level|where|opening\s+location)\b/i;

/** A totals row of counts under an item table: "Total windows  9", "Total units (twin units count as two)  9". */
export const COUNT_TOTAL_ROW = /^\W{0,3}(?:sub[-\s]?)?total\s+(?:number\s+of\s+)?(windows?|doors?|units?|openings?)\b/i;

/** A table's type column ("TY", "Type", "Style", "Code"). */
export const TYPE_HEADER = /^(?:ty|typ|type|style|code|unit\s+type|prod(?:uct)?\s+type)\.?$/i;

/** Unit type codes an order or price sheet prints in its type column. */
export const TYPE_CODES: Record<string, UnitKind> = {
  DH: 'window',
  SH: 'window',
  HR: 'window',
  CS: 'window',
  CSMT: 'window',
  CAS: 'window',
  SL: 'window',
  SLD: 'window',
  SLDR: 'window',
  HS: 'window',
  PW: 'window',
  PIC: 'window',
  FX: 'window',
  AW: 'window',
  AWN: 'window',
  HP: 'window',
  HOP: 'window',
  BAY: 'window',
  BOW: 'window',
  GW: 'window',
  PD: 'door',
  SGD: 'door',
  PTD: 'door',
  ED: 'door',
  ENT: 'door',
  FD: 'door',
  STD: 'door',
};

export const LABOR_HEADER = /^(?:labou?r|(?:installation|install)\s+labou?r)$/i;

/** Column headers of measurements, not counts. */
export const DIMENSION_HEADER =
  /^(?:w(?:idth)?|h(?:eight)?|ht|wd|ui|u\.i\.|united\s+inch(?:es)?|size|bracket\b.*|dp|design\s+pressure|r\.?\s?o\.?|rough\s+opening|frame|inches|in\.?|mm|sq\.?\s*ft|sf|u[-\s]?factor|shgc|year|yr|floor|lf|linear\s+f(?:ee)?t)$/i;
