import { describe, expect, it } from 'vitest';
import { readWarrantyTerms } from './warranty-terms.js';

describe('readWarrantyTerms', () => {
  it('reads the installer warranty however it is said, in words or figures', () => {
    expect(
      readWarrantyTerms(
        "The windows carry Milgard's limited lifetime warranty, and we guarantee our installation workmanship for ten\n(10) years from completion.",
      ),
    ).toMatchObject({ laborYears: 10, product: true, productTerms: true });
    expect(
      readWarrantyTerms(
        'Harvey has a lifetime\nlimited warranty on the windows and we warranty our install for 2 years.',
      ).laborYears,
    ).toBe(2);
    expect(
      readWarrantyTerms('Workmanship is warranted for ten (10) years from the date of completion.').laborYears,
    ).toBe(10);
  });

  it('reads the parts of a labelled warranty paragraph cut by semicolons', () => {
    expect(
      readWarrantyTerms('5. Warranty: ProVia limited lifetime on frame/sash/IGU; 3 years on our installation labor.'),
    ).toMatchObject({ laborYears: 3, product: true, productTerms: true });
  });

  it('reads a labour warranty given by a company whose name runs long, and one lifetime covering product and labour', () => {
    expect(
      readWarrantyTerms(
        'Warranty. Installation labor warranted by Bellmont Door & Hardware Supply, Inc. for two (2) years.',
      ).laborYears,
    ).toBe(2);
    expect(
      readWarrantyTerms('Installation labor warranted by Bellmont Door & Hardware Supply, Inc.\nfor two (2) years.')
        .laborYears,
    ).toBe(2);
    expect(
      readWarrantyTerms('Lifetime limited warranty on product, glass breakage and installation labor').laborYears,
    ).toBe(99);
    expect(
      readWarrantyTerms('Lifetime limited warranty on the frame; 2-year warranty on installation labor').laborYears,
    ).toBe(2);
  });

  it('reads a labour warranty whose sentence wraps onto the next line beside other columns', () => {
    const text =
      'AmeriView Lifetime Limited Warranty on windows (glass, frame, sash). Installation labor warranted by Seller for two\n(2) years. See warranty document for terms.  Price includes all applicable sales tax.';
    expect(readWarrantyTerms(text).laborYears).toBe(2);
  });

  it('tells a manufacturer warranty with no terms from one with terms, and says nothing of a quote without one', () => {
    expect(
      readWarrantyTerms(
        "Manufacturer's warranty applies to all products. Our installation is guaranteed for one year.",
      ),
    ).toMatchObject({ laborYears: 1, product: true, productTerms: false });
    expect(readWarrantyTerms('Remove and haul away the old windows. Total $5,000.')).toMatchObject({
      laborYears: null,
      product: false,
      productTerms: false,
    });
  });

  it("takes a bare warranty term with no word of whose as the contractor's own", () => {
    expect(readWarrantyTerms('Warranty: 1 yr. Cash price $3,200 (no tax).').laborYears).toBe(1);
  });
});
