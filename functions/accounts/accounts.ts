import type { LoginRequest, SignupRequest } from '../../shared/validation.js';
import type { Role, User } from '../../shared/types.js';
import type { UserRecord, UserStore } from '../store/users.js';
import type { IdentityClaims, IdentityProvider, SessionTokens } from './identity.js';

/** Accounts: sign-up, sign-in and the current user, over an identity provider and a user store. */
export interface AccountDeps {
  identity: IdentityProvider;
  users: UserStore;
  adminEmail: string;
  now: () => Date;
}

/** The server decides roles: the account whose e-mail is the configured admin e-mail is the admin. */
export function roleFor(email: string, adminEmail: string): Role {
  return email.trim().toLowerCase() === adminEmail.trim().toLowerCase() ? 'admin' : 'user';
}

function toUser(record: Pick<UserRecord, 'id' | 'email' | 'fullName'>, adminEmail: string): User {
  return { id: record.id, email: record.email, fullName: record.fullName, role: roleFor(record.email, adminEmail) };
}

/** Finds the user's item, creating it on first sight (an account made directly in the user pool). */
async function ensureUser(claims: IdentityClaims, fullName: string | null, deps: AccountDeps): Promise<User> {
  const existing = await deps.users.get(claims.sub);
  if (existing) return toUser(existing, deps.adminEmail);
  const record = { id: claims.sub, email: claims.email, fullName, createdAt: deps.now().toISOString() };
  await deps.users.create(record);
  return toUser((await deps.users.get(claims.sub)) ?? record, deps.adminEmail);
}

export async function signUp(req: SignupRequest, deps: AccountDeps): Promise<{ user: User; tokens: SessionTokens }> {
  await deps.identity.register(req.email, req.password);
  const tokens = await deps.identity.signIn(req.email, req.password);
  const claims = await deps.identity.verify(tokens.idToken);
  const user = await ensureUser(claims, req.fullName ?? null, deps);
  return { user, tokens };
}

export async function logIn(req: LoginRequest, deps: AccountDeps): Promise<{ user: User; tokens: SessionTokens }> {
  const tokens = await deps.identity.signIn(req.email, req.password);
  const claims = await deps.identity.verify(tokens.idToken);
  return { user: await ensureUser(claims, null, deps), tokens };
}

export async function currentUser(claims: IdentityClaims, deps: AccountDeps): Promise<User> {
  return ensureUser(claims, null, deps);
}
