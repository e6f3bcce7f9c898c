import type { LoginRequest, SignupRequest } from '@shared/validation.js';
import type { User } from '@shared/types.js';
import type { UserRecord, UserStore } from './ports.js';
import type { IdentityProvider, SessionTokens, VerifiedToken } from './identity.js';
import { sessionUserOf } from './session-user.js';

/** Accounts: sign-up, sign-in and the current user, over an identity provider and a user store. */
export interface AccountDeps {
  identity: IdentityProvider;
  users: UserStore;
  now: () => Date;
}

/**
 * Finds the user's item, creating it on first sight (an account made directly in the user pool).
 * The role shown is the token's (the user pool's groups); the item keeps a copy for the admin's list.
 */
async function ensureUser(token: VerifiedToken, fullName: string | null, deps: AccountDeps): Promise<User> {
  const { role } = sessionUserOf(token);
  let record: Pick<UserRecord, 'id' | 'email' | 'fullName' | 'role'> | undefined = await deps.users.get(token.sub);
  if (!record) {
    const created = { id: token.sub, email: token.email, fullName, role, createdAt: deps.now().toISOString() };
    await deps.users.create(created);
    record = (await deps.users.get(token.sub)) ?? created;
  }
  if (record.role !== role) await deps.users.setRole(token.sub, role);
  return { id: record.id, email: record.email, fullName: record.fullName, role };
}

export async function signUp(
  req: SignupRequest,
  deps: AccountDeps,
): Promise<{ user: User; tokens: SessionTokens; token: VerifiedToken }> {
  await deps.identity.register(req.email, req.password);
  const tokens = await deps.identity.signIn(req.email, req.password);
  const token = await deps.identity.verify(tokens.idToken);
  return { user: await ensureUser(token, req.fullName ?? null, deps), tokens, token };
}

export async function logIn(
  req: LoginRequest,
  deps: AccountDeps,
): Promise<{ user: User; tokens: SessionTokens; token: VerifiedToken }> {
  const tokens = await deps.identity.signIn(req.email, req.password);
  const token = await deps.identity.verify(tokens.idToken);
  return { user: await ensureUser(token, null, deps), tokens, token };
}

export async function currentUser(token: VerifiedToken, deps: AccountDeps): Promise<User> {
  return ensureUser(token, null, deps);
}
