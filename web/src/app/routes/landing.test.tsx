import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubApi } from '@/testing/test-utils';

const signedOut = () => stubApi({ 'GET /api/auth/me': () => json({ error: 'Please sign in to continue' }, 401) });

async function renderLanding() {
  const result = renderRoutes('/');
  await screen.findByRole('heading', { level: 1, name: /50-cent quote check/i }, { timeout: 5000 });
  return result;
}

describe('landing page', () => {
  it('has the header anchors and, once signed out is known, Login and Sign Up', async () => {
    signedOut();
    await renderLanding();

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('#about');
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('#faq');
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('#contact');
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('shows every section the spec lists', async () => {
    signedOut();
    await renderLanding();

    for (const step of ['Upload Quote', 'Expert Analysis', 'Peace of Mind']) {
      expect(screen.getByRole('heading', { name: step })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeTruthy();
    // Categories: windows and doors live, the rest coming soon.
    expect(screen.getByRole('heading', { name: 'Windows & Doors' })).toBeTruthy();
    for (const soon of ['Roofing', 'HVAC', 'Plumbing']) {
      expect(screen.getByRole('heading', { name: soon })).toBeTruthy();
    }
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'What Homeowners Say' })).toBeTruthy();
    expect(document.querySelectorAll('#testimonials blockquote').length).toBeGreaterThanOrEqual(3);
    expect(document.getElementById('about')).toBeTruthy();
    expect(document.getElementById('faq')).toBeTruthy();
    for (const question of [
      'How much does it cost?',
      'How does it work?',
      'Which types of quotes can you check?',
      'How accurate is the analysis?',
      'What happens to my personal information?',
      'How long does it take?',
    ]) {
      // Each question is the summary of a native disclosure: closed until the visitor opens it.
      const disclosure = screen.getByRole('heading', { level: 3, name: question }).closest('details');
      expect(disclosure?.querySelector('summary')).toBeTruthy();
      expect(disclosure?.open).toBe(false);
    }
    expect(screen.getByText('About 5 minutes, and up to 10 minutes for complex quotes.')).toBeTruthy();

    const contact = document.getElementById('contact') as HTMLElement;
    expect(within(contact).getByRole('heading', { name: 'Get in Touch' })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'support@quotecheck.app' }).getAttribute('href')).toBe(
      'mailto:support@quotecheck.app',
    );
    expect(within(contact).getByText(/within 24 hours/)).toBeTruthy();
    expect(within(contact).getByText('Monday to Friday, 9 AM to 5 PM EST')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('the call-to-action button brings the visitor to the upload card', async () => {
    signedOut();
    await renderLanding();

    const card = document.getElementById('upload') as HTMLElement;
    expect(card).toBeTruthy();
    let scrolled = false;
    card.scrollIntoView = () => {
      scrolled = true;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Check My Quote' }));

    expect(scrolled).toBe(true);
    expect(card.contains(document.activeElement)).toBe(true);
  });

  it('opens the slide-out menu with the anchors and account links, and closes it', async () => {
    signedOut();
    await renderLanding();
    await screen.findByRole('link', { name: 'Login' });

    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);

    const drawer = await screen.findByRole('presentation', {}, { timeout: 5000 });
    expect(within(drawer).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('#faq');
    expect(within(drawer).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(opener.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(opener.getAttribute('aria-expanded')).toBe('false'));
  });

  it('sends a signed-in user to My Quotes', async () => {
    stubApi({
      'GET /api/auth/me': () => json({ user: { id: 'u1', email: 'pat@example.com', fullName: null, role: 'user' } }),
    });
    const { router } = renderRoutes('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-quotes'), { timeout: 5000 });
  });
});
