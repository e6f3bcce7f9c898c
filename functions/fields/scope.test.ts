import { describe, expect, it } from 'vitest';
import { SCOPE_MAX_LENGTH } from '@shared/limits.js';
import { extractFields } from './quote-fields.js';
import { syntheticDoc } from './synthetic-doc.js';

const HEAD = `Bayside Windows LLC
1200 Harbor Blvd, Tampa, FL 33602
ESTIMATE
Customer: Pat Smith, 55 Elm St, Tampa, FL 33603
`;
const TAIL = '\nTOTAL  $12,000.00\nPermits included. 50% deposit.';
const scope = (body: string) => extractFields(syntheticDoc(`${HEAD}${body}${TAIL}`)).scope;

describe('scope', () => {
  it('names count, impact, material and type', () => {
    expect(
      scope(
        'Replacement of existing units:\n• 8 — Single Hung Window: PGT WinGuard Vinyl impact-resistant vinyl windows',
      ),
    ).toBe('Replace 8 impact vinyl single-hung windows');
    expect(scope('• 8 — Single Hung Window: PGT WinGuard Vinyl impact-resistant vinyl windows')).toMatch(/^Install 8 /);
  });

  it('names door kinds, not "patio" for a French door', () => {
    const s = scope(
      '• 6 — Double Hung Window: Andersen 400 Series wood interior, vinyl-clad\n• 1 — Hinged French Patio Door',
    );
    expect(s).toMatch(/6 clad wood double-hung windows/);
    expect(s).toMatch(/1 French door/);
  });

  it('keeps within 60 characters by dropping detail', () => {
    const s = scope(
      '• 1 — Fiberglass Entry Door\n• 1 — Vinyl Sliding Patio Door\n• 3 — Double Hung Window, vinyl\n• 2 — Casement Window, vinyl',
    );
    expect(s!.length).toBeLessThanOrEqual(SCOPE_MAX_LENGTH);
    expect(s).toMatch(/5 (?:vinyl )?windows/);
    expect(s).toMatch(/entry door/);
    expect(s).toMatch(/sliding patio door/);
  });

  it('prefers a named product line over a loose feature word in the chosen option', () => {
    const s = scope(`Scope: fourteen (14) replacement windows
GOOD — Builder-grade vinyl           [ ]
BEST — Pella 250 Series             $12,000.00
  Fiberglass, 8 colors               [X] SELECTED`);
    expect(s).toBe('Replace 14 vinyl windows');
  });

  it('summarises another trade from its own words', () => {
    const f = extractFields(
      syntheticDoc(`Comfort Air Heating & Cooling LLC
55 Industrial Dr, Mesa, AZ 85201
Estimate for: Bob Reyes, 1200 E Main St, Mesa, AZ 85203
Install 3 ton heat pump, 16 SEER2, new air handler and ductwork modifications
Thermostat: Honeywell T6 Pro
Total: $11,480.00`),
    );
    expect(f.quoteType).toBe('hvac');
    expect(f.scope).toBe('HVAC: 3 ton heat pump, air handler, ductwork, thermostat');
  });
});

describe('scope of work', () => {
  const scopeOfWork = (body: string) => extractFields(syntheticDoc(`${HEAD}${body}${TAIL}`)).scopeOfWork!;

  it('reads a note that wraps onto the next lines whole, the split word joined', () => {
    const text = scopeOfWork(`• 8 — Double Hung Window: Pella 250 Series vinyl windows
Installation: Insert (retrofit) installation into existing frames; new exterior trim stop, shims and low-
expansion foam insulation.
Removal & Disposal: Remove and dispose of existing windows and all job debris.`);
    expect(text).toContain('shims and low-expansion foam insulation. Removal & Disposal: Remove and dispose');
  });

  it('never doubles a full stop or leaves ",)" and marks a note it could not finish', () => {
    const text = scopeOfWork(`• 1 — Fiberglass Entry Door: Therma-Tru Fiber-Classic fiberglass entry door, 36" x 80",
Product: Pella 250 Series vinyl windows, white interior/exterior, with full screens.
Glass: Dual pane Low-E 366 with argon gas, warm-edge spacer; NFRC U-Factor 0.27 and

SHGC 0.22 per the spec sheet`);
    expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    expect(text).not.toMatch(/,\)/);
    expect(text).toContain('(Therma-Tru Fiber-Classic fiberglass entry door, 36" x 80")');
    expect(text).toMatch(/NFRC U-Factor 0\.27 and…$/);
  });

  it('drops the prices from a unit line but keeps its ratings', () => {
    const text = scopeOfWork(
      '• 2 — Casement Window: Pella 250 vinyl, Low-E, U-factor 0.27 / SHGC 0.21  $1,148.50  2,297.00',
    );
    expect(text).toContain('U-factor 0.27 / SHGC 0.21');
    expect(text).not.toMatch(/1,148\.50|2,297\.00/);
  });

  it('cuts a long summary at a word boundary with an ellipsis', () => {
    const rooms = ['Kitchen', 'Bedroom', 'Hallway', 'Office', 'Stairwell', 'Basement', 'Den', 'Porch', 'Study'];
    const lines = rooms.map(
      (room, i) =>
        `• ${i + 1} — Casement Window: ${room} Pella Impervia fiberglass casement windows with Low-E argon glass`,
    );
    const text = scopeOfWork(lines.join('\n'));
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text.endsWith('…')).toBe(true);
    const lastWord = text
      .slice(0, -1)
      .split(/\s+/)
      .at(-1)!
      .replace(/[^\w-]/g, '');
    expect(lines.join(' ').split(/[\s()]+/)).toContain(lastWord);
  });
});
