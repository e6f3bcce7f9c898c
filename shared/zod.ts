/**
 * Zod as every schema of the project uses it: zod/mini, whose functions (z.optional(s), s.check(z.maxLength(n)))
 * let a bundle keep only what it calls (about 15 KB in a Lambda instead of the 440 KB full zod brings), with
 * full zod's English messages ("Too big: expected string to have <=500 characters"), which full zod loads by
 * itself and zod/mini leaves out (every message not set by a schema would read "Invalid input").
 *
 * Import it as a namespace, `import * as z from '@shared/zod.js'`: a named import of `z` would keep all of
 * zod/mini in the bundle. ESLint refuses any other import of zod, and named imports from this module.
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());

export * from 'zod/mini';
