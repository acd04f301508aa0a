import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { newPasswordSchema } from '@console/contracts';
import { z } from 'zod';
import { issueText } from './lib/errors.ts';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An address (`10.0.0.2`) or a range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies to believe about the client's address (X-Forwarded-For) and protocol: `false`
 * (none, the default), a hop count (`1` for one proxy in front; `true` means the same), or a
 * comma-separated list of the proxies' addresses or ranges. Trusting every hop would let any
 * client choose its own address and so escape the per-address sign-in throttle.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx) => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries.join(',');
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count, or a comma-separated list of proxy addresses' });
    return z.NEVER;
  });

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with sqlite: or postgres://')
      .default('sqlite:./data/console.db'),
    ADMIN_EMAIL: z.email().default('admin@example.com'),
    /** Held to the password rule, so that the first Administrator's password is as strong as any. */
    ADMIN_PASSWORD: newPasswordSchema.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema,
    WEB_DIST: z.string().optional(),
    /** `self-signed`: serve HTTPS with a certificate of the console's own authority (https/self-signed.ts). */
    HTTPS: z.enum(['off', 'self-signed']).default('off'),
    /** HTTPS with your own certificate: PEM files of the certificate (its chain after it) and its key. */
    TLS_CERT: z.string().min(1).optional(),
    TLS_KEY: z.string().min(1).optional(),
    /** Where HTTPS=self-signed keeps its authority and certificate. */
    TLS_DIR: z.string().min(1).default('./data/tls'),
    /** The organisation's time zone (IANA name): the day within which security codes are unique. */
    TIME_ZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as Europe/Madrid or America/Chicago'),
    /** Let webhooks send to loopback, private and link-local addresses (a receiver on the same machine or network). */
    WEBHOOK_ALLOW_PRIVATE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Multiplies every wait of the webhooks' retry schedule: 1 in production; tests make a day pass in seconds. */
    WEBHOOK_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
    /** When set, the server erases once a day the members inactive for this many years (`npm run retention`, docs/privacy.md). */
    RETENTION_INACTIVE_YEARS: z.coerce
      .number()
      .int('RETENTION_INACTIVE_YEARS must be a whole number of years, at least 1')
      .min(1, 'RETENTION_INACTIVE_YEARS must be a whole number of years, at least 1')
      .optional(),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.TLS_CERT) !== Boolean(config.TLS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['TLS_KEY'], message: 'TLS_CERT and TLS_KEY go together: set both or neither' });
    }
    if (config.TLS_CERT && config.HTTPS === 'self-signed') {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTPS'],
        message: 'HTTPS=self-signed makes its own certificate: leave TLS_CERT and TLS_KEY unset',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issueText(issue.message)}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const fromWhereTyped = (file: string) => fromWhereTypedIn(env, file);
  return {
    ...parsed.data,
    DATABASE_URL: resolveSqlitePath(parsed.data.DATABASE_URL, env),
    TLS_DIR: fromWhereTyped(parsed.data.TLS_DIR),
    ...(parsed.data.TLS_CERT && { TLS_CERT: fromWhereTyped(parsed.data.TLS_CERT) }),
    ...(parsed.data.TLS_KEY && { TLS_KEY: fromWhereTyped(parsed.data.TLS_KEY) }),
  };
}

/**
 * npm runs the server's scripts inside apps/server; a relative path is meant from where the user
 * typed the command (npm's INIT_CWD), so `npm start` and `npm run set-password` meet one file.
 */
function fromWhereTypedIn(env: NodeJS.ProcessEnv, file: string): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}

function resolveSqlitePath(url: string, env: NodeJS.ProcessEnv): string {
  if (!url.startsWith('sqlite:')) return url;
  const file = url.slice('sqlite:'.length);
  if (file === ':memory:' || isAbsolute(file)) return url;
  return `sqlite:${fromWhereTypedIn(env, file)}`;
}
