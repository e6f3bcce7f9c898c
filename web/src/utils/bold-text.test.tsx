import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/testing/test-utils';
import { boldSegments, renderBold } from './bold-text';

describe('boldSegments', () => {
  it('makes text in double asterisks bold', () => {
    expect(boldSegments('Your **Quality Score is 82/100**. Ask me anything.')).toEqual([
      { text: 'Your ', bold: false },
      { text: 'Quality Score is 82/100', bold: true },
      { text: '. Ask me anything.', bold: false },
    ]);
  });

  it('handles several bold parts in one line', () => {
    expect(boldSegments('**Pricing Analysis: Good** and **Warranty Terms: Poor**')).toEqual([
      { text: 'Pricing Analysis: Good', bold: true },
      { text: ' and ', bold: false },
      { text: 'Warranty Terms: Poor', bold: true },
    ]);
  });

  it('shows text with a check mark plain, without the asterisks', () => {
    expect(boldSegments('Done: **✓ Permits included** and **✔ Disposal**')).toEqual([
      { text: 'Done: ✓ Permits included and ✔ Disposal', bold: false },
    ]);
  });

  it('leaves a lone pair of asterisks alone', () => {
    expect(boldSegments('5 ** 2 is not bold')).toEqual([{ text: '5 ** 2 is not bold', bold: false }]);
  });
});

describe('renderBold', () => {
  it('renders <strong> and keeps line breaks, also inside bold text', () => {
    const { container } = render(<p>{renderBold('**Score:\n82** of 100\nsecond line')}</p>);
    const strong = container.querySelectorAll('strong');
    expect(strong).toHaveLength(1);
    expect(strong[0]!.textContent).toBe('Score:82');
    expect(strong[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelectorAll('br')).toHaveLength(2);
    expect(container.textContent).toBe('Score:82 of 100second line');
  });

  it('does not make check-marked text bold', () => {
    const { container } = render(<p>{renderBold('**✓ Looks good**')}</p>);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toBe('✓ Looks good');
  });
});
