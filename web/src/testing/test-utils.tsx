import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes as appRoutes } from '../app/router';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no layout or scrolling; ScrollRestoration and scrollIntoView only need them to exist.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

type Handler = (request: { body: unknown; url: string }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a table of "METHOD /path" handlers (query string ignored). Anything else
 * answers 404 {error: "Not found"}. Returns the mock so tests can inspect the calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[`${method} ${path}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return handler ? handler({ body, url }) : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Replaces the browser's clipboard with one that accepts any text; returns its writeText mock. */
export function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Renders routes at a path with the app's providers and a fresh data cache. */
export function renderRoutes(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider swr={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** Renders one element at a path, with extra routes to land on after navigating. */
export function renderAt(path: string, element: ReactElement, extra: RouteObject[] = []) {
  const pattern = new URL(path, 'http://localhost').pathname;
  return renderRoutes(path, [{ path: pattern, element }, ...extra]);
}
