/**
 * The API's route table: the only place a route is declared. The CDK stack creates an
 * API Gateway route for each entry and the local server dispatches with the same entries,
 * so a route exists in both places or in neither.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The Lambda function that serves a route. Each has a handler at functions/api/<group>.ts. */
export type ApiFunction =
  | 'health'
  | 'auth'
  | 'quotes'
  | 'conversation'
  | 'credits'
  | 'payments'
  | 'admin'
  | 'stripeWebhook'
  | 'shares'
  | 'compare';

/** Who may call a route; enforced on the server for every request. */
export type Access = 'public' | 'user' | 'admin';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: /api/quotes/{id} */
  path: string;
  fn: ApiFunction;
  access: Access;
  /** The route takes a file as multipart/form-data; every other body must be JSON. */
  multipart?: true;
  /**
   * Called by another server and authenticated by its signature (Stripe's webhook), so the
   * same-site checks against cross-site request forgery do not apply.
   */
  signedByCaller?: true;
}

export const ROUTES = [
  { method: 'GET', path: '/api/health', fn: 'health', access: 'public' },
  { method: 'POST', path: '/api/auth/signup', fn: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/login', fn: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/logout', fn: 'auth', access: 'public' },
  // Forgot password: a code by e-mail (Cognito's ForgotPassword), then the code and a new password.
  { method: 'POST', path: '/api/auth/forgot-password', fn: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/reset-password', fn: 'auth', access: 'public' },
  { method: 'GET', path: '/api/auth/me', fn: 'auth', access: 'user' },
  { method: 'POST', path: '/api/quotes/upload', fn: 'quotes', access: 'public', multipart: true },
  { method: 'POST', path: '/api/quotes/upload-url', fn: 'quotes', access: 'public' },
  { method: 'POST', path: '/api/quotes/upload-complete', fn: 'quotes', access: 'public' },
  { method: 'GET', path: '/api/quotes/my-quotes', fn: 'quotes', access: 'user' },
  { method: 'GET', path: '/api/quotes/{id}', fn: 'quotes', access: 'public' },
  { method: 'GET', path: '/api/quotes/{id}/extracted-text', fn: 'quotes', access: 'public' },
  { method: 'GET', path: '/api/quotes/{id}/file/original', fn: 'quotes', access: 'public' },
  { method: 'POST', path: '/api/quotes/{id}/retry-processing', fn: 'quotes', access: 'public' },
  { method: 'GET', path: '/api/quotes/{id}/messages', fn: 'quotes', access: 'public' },
  // The analysis' conversation (functions/api/conversation.ts): the requests that run the analysis engine.
  { method: 'POST', path: '/api/quotes/{id}/chat', fn: 'conversation', access: 'public' },
  { method: 'PATCH', path: '/api/quotes/{id}/update-scope', fn: 'conversation', access: 'public' },
  { method: 'POST', path: '/api/quotes/{id}/analyze', fn: 'conversation', access: 'public' },
  { method: 'POST', path: '/api/quotes/{id}/assign-user', fn: 'quotes', access: 'user' },
  { method: 'GET', path: '/api/credits/balance', fn: 'credits', access: 'user' },
  { method: 'POST', path: '/api/payments/create-intent', fn: 'payments', access: 'user' },
  { method: 'POST', path: '/api/payments/confirm', fn: 'payments', access: 'user' },
  { method: 'GET', path: '/api/admin/stats', fn: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/quotes', fn: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', fn: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/credits', fn: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/payments/webhook', fn: 'stripeWebhook', access: 'public', signedByCaller: true },
  // Shareable read-only reports (functions/api/shares.ts): the owner manages links, anyone with a link reads it.
  { method: 'POST', path: '/api/quotes/{id}/shares', fn: 'shares', access: 'user' },
  { method: 'GET', path: '/api/quotes/{id}/shares', fn: 'shares', access: 'user' },
  { method: 'DELETE', path: '/api/quotes/{id}/shares/{token}', fn: 'shares', access: 'user' },
  { method: 'GET', path: '/api/shared/{token}', fn: 'shares', access: 'public' },
  // Comparing 2–3 of the caller's analysed quotes (functions/api/compare.ts): GET /api/compare?ids=ID1,ID2[,ID3].
  { method: 'GET', path: '/api/compare', fn: 'compare', access: 'user' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof ROUTES)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;

export function routeKeyOf(route: RouteDef): string {
  return `${route.method} ${route.path}`;
}

export const API_FUNCTIONS: readonly ApiFunction[] = [...new Set(ROUTES.map((r) => r.fn))];

export function routesOf(fn: ApiFunction): RouteDef[] {
  return ROUTES.filter((r) => r.fn === fn);
}

/**
 * Matches a concrete method and path against the table; returns the route and its path parameters.
 * Like API Gateway, a literal path (/api/quotes/my-quotes) wins over a parameterised one (/api/quotes/{id}).
 */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  const candidates: { route: RouteDef; pathParameters: Record<string, string>; params: number }[] = [];
  for (const route of ROUTES as readonly RouteDef[]) {
    if (route.method !== method.toUpperCase()) continue;
    const names: string[] = [];
    const pattern = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(param[1]);
        return '([^/]+)';
      })
      .join('/');
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, i) => (pathParameters[name] = decodeURIComponent(match[i + 1])));
    candidates.push({ route, pathParameters, params: names.length });
  }
  candidates.sort((a, b) => a.params - b.params);
  return candidates[0] && { route: candidates[0].route, pathParameters: candidates[0].pathParameters };
}
