/**
 * Starts cognito-local (the Cognito stand-in) with two changes, made before it loads:
 *
 * - Its signing key is the one in COGNITO_LOCAL_KEY_FILE (made for each data folder by
 *   local/cognito-keys.ts), not the key shipped inside the package, with which anyone could sign
 *   an admin's token. cognito-local reads its key with `require('../keys/cognitoLocal.*.json')` and
 *   has no option for it, so those two modules are put in Node's module cache first.
 * - Its tokens carry `origin_jti` and `auth_time` as Amazon Cognito's do: every token of one sign-in
 *   (the first ones and those refreshed from its refresh token) shares the same `origin_jti` (here
 *   the refresh token's `jti`) and the sign-in's `auth_time`. cognito-local gives each token its own
 *   `jti` only, so a logout could not end tokens refreshed before it.
 *
 * Run as `node local/cognito-local-launcher.mjs` in cognito-local's working folder.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('cognito-local/package.json'));
const fromPackage = createRequire(join(packageDir, 'package.json'));
const KEY_ID = 'CognitoLocal';

const keyFile = process.env.COGNITO_LOCAL_KEY_FILE;
if (!keyFile)
  throw new Error('COGNITO_LOCAL_KEY_FILE is not set: the Cognito stand-in will not sign with its shipped key');
const key = JSON.parse(readFileSync(keyFile, 'utf8'));

/** Puts `exports` in the module cache under the file `path` of the package resolves to. */
function preload(path, exports) {
  const id = fromPackage.resolve(path);
  const module = new Module(id);
  module.filename = id;
  module.loaded = true;
  module.exports = exports;
  require.cache[id] = module;
}
preload('./lib/keys/cognitoLocal.private.json', { pem: key.pem, jwk: key.publicJwk });
preload('./lib/keys/cognitoLocal.public.json', { jwk: key.publicJwk });

const jwt = fromPackage('jsonwebtoken');
const { JwtTokenGenerator } = fromPackage('./lib/services/tokenGenerator.js');
const { UserPoolServiceImpl } = fromPackage('./lib/services/userPoolService.js');

// The refresh flow looks the user up by the refresh token, then generates tokens with the same
// request context: the token is noted there for generate() below.
const getUserByRefreshToken = UserPoolServiceImpl.prototype.getUserByRefreshToken;
UserPoolServiceImpl.prototype.getUserByRefreshToken = function (ctx, refreshToken) {
  ctx.refreshTokenUsed = refreshToken;
  return getUserByRefreshToken.call(this, ctx, refreshToken);
};

const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function (ctx, ...rest) {
  const tokens = await generate.call(this, ctx, ...rest);
  const source = rest.at(-1);
  const refreshToken = source === 'RefreshTokens' ? ctx.refreshTokenUsed : tokens.RefreshToken;
  const signIn = refreshToken && jwt.decode(refreshToken);
  if (!signIn?.jti || typeof signIn.iat !== 'number')
    throw new Error('Tokens without the refresh token of their sign-in');
  const session = { origin_jti: signIn.jti, auth_time: signIn.iat };
  const resign = (token) =>
    jwt.sign({ ...jwt.decode(token), ...session }, key.pem, { algorithm: 'RS256', keyid: KEY_ID });
  return { ...tokens, IdToken: resign(tokens.IdToken), AccessToken: resign(tokens.AccessToken) };
};

// Local mode has no e-mail: the codes cognito-local would print in a box go to the data folder's
// mailbox (COGNITO_LOCAL_MAILBOX, one JSON line each with what the code is for, readable by its owner
// only), and a password reset code to one line of the stand-in's output, which the local server prints
// in its own log.
const mailbox = process.env.COGNITO_LOCAL_MAILBOX;
const { MessagesService } = fromPackage('./lib/services/messages.js');
const deliver = MessagesService.prototype.deliver;
MessagesService.prototype.deliver = function (ctx, source, ...rest) {
  ctx.messageSource = source;
  return deliver.call(this, ctx, source, ...rest);
};
const { ConsoleMessageSender } = fromPackage('./lib/services/messageDelivery/consoleMessageSender.js');
ConsoleMessageSender.prototype.sendToConsole = function (ctx, user, destination, message) {
  const kind = ctx.messageSource ?? 'unknown';
  const mail = { at: new Date().toISOString(), kind, to: destination, code: message.__code };
  if (mailbox) appendFileSync(mailbox, `${JSON.stringify(mail)}\n`, { mode: 0o600 });
  if (kind === 'ForgotPassword') process.stdout.write(`Password reset code for ${destination}: ${message.__code}\n`);
  return Promise.resolve();
};

fromPackage('./lib/bin/start.js');
