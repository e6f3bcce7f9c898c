import { describe, expect, it } from 'vitest';
import { extractFields } from './quote-fields.js';
import { syntheticDoc } from './synthetic-doc.js';

describe('extraction details', () => {
  it('give each field found its confidence and the line it was read from, with personal information replaced', () => {
    const fields = extractFields(
      syntheticDoc(`Harbor Light Windows LLC
88 Pier Rd, Mystic, CT 06355 · (860) 555-0131
Customer: Nora Quill · 14 Elm St, Groton, CT 06340
Vinyl double hung window   4   $700.00   $2,800.00
Amount of this agreement for Nora Quill: $2,800.00`),
    );
    const detail = (field: string) => fields.details.find((d) => d.includes(`${field}:`)) ?? '';
    expect(detail('Total')).toMatch(/^✓ Total: \$2,800\.00 .*— \d+% sure; page 1: "/);
    expect(detail('Total')).toContain('[CUSTOMER NAME]');
    expect(fields.details.join('\n')).not.toContain('Nora');
    expect(detail('Vendor')).toMatch(/— \d+% sure; page 1: "Harbor Light Windows LLC"/);
    expect(detail('ZIP')).toMatch(/06340 .*page 1: /);
    expect(detail('Quantities')).toMatch(/4 windows, 0 doors .*— \d+% sure/);
  });

  it('say why a field was left empty instead of guessing', () => {
    const fields = extractFields(
      syntheticDoc(`Harbor Light Windows LLC
Vinyl double hung window   4   $700.00   $2,800.00
Option A  $2,800.00
Option B  $3,400.00`),
    );
    expect(fields.totalCost).toBeNull();
    expect(fields.details.some((d) => d.startsWith('⚠ Total:') && d.endsWith('left for the homeowner'))).toBe(true);
  });
});
