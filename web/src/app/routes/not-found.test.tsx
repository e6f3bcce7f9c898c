import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubApi } from '@/testing/test-utils';

describe('unknown paths', () => {
  it('show the 404 page with a logo link to the homepage', async () => {
    stubApi({});
    renderRoutes('/this/page/is/not/here');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/page you are looking for does not exist/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^QuoteCheck/ }).getAttribute('href')).toBe('/');
  });
});
