import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CONTACT_MSG, type CaptchaChallenge } from '@obra/domain';
import { z } from 'zod';
import { badRequest } from '../../http/errors.js';

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2, PRODUCT.md "Mail, invoices, captcha").
 *
 * Deterministic effort: the server picks the counter the browser has to reach, so the work is
 * predictable. Each attempt is one PBKDF2/SHA-256 derivation of PBKDF2_COST rounds, done natively
 * by WebCrypto; COUNTER_MIN..COUNTER_MAX attempts take about 0.1 s on a laptop and about a second on
 * a mid-range phone. Verification is a single HMAC (the signed derived key), so it costs the server
 * nothing.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const PBKDF2_COST = 1_000;
const COUNTER_MIN = 400;
const COUNTER_MAX = 1_000;
/** How long a challenge can be solved and redeemed. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;
/**
 * Solutions remembered as used; beyond this the oldest unexpired one is forgotten first (reaching it
 * takes 10,000 solved challenges within ten minutes, far past the per-address rate limit).
 */
const USED_CAPACITY = 10_000;

/** A secret of its own for each use, derived from AUTH_SECRET so every server process agrees. */
function derivedSecret(authSecret: string, label: string): string {
  return createHmac('sha256', authSecret).update(`obra:captcha:${label}`).digest('hex');
}

/** The solved payload: `{challenge, solution}` as JSON in base64, the format ALTCHA widgets send. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string(), expiresAt: z.number().optional() }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decodePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface Captcha {
  /** A new signed challenge for the browser to solve. */
  challenge(): Promise<CaptchaChallenge>;
  /**
   * Checks a solved payload and marks it used; throws a 400 with a Spanish message otherwise.
   * Answers a function that gives the solution back (when the mail could not be sent, so the
   * visitor can retry without solving again).
   */
  redeem(payload: string): Promise<() => void>;
}

export function createCaptcha(authSecret: string): Captcha {
  const hmacSignatureSecret = derivedSecret(authSecret, 'challenge');
  const hmacKeySignatureSecret = derivedSecret(authSecret, 'key');

  /**
   * Challenge nonce -> its expiry (ms). A solution counts once. The map lives in this process only:
   * with several server processes behind a load balancer, the same solution could be redeemed once
   * on each of them within its ten minutes. That is acceptable: the captcha only raises the cost of
   * automated mail, each redemption still needed the form to pass the per-address rate limit, and
   * an attacker gains at most one extra message per process per solved challenge; sharing the set
   * (Redis) would buy little for the complexity.
   */
  const used = new Map<string, number>();

  function forgetExpired(): void {
    const t = Date.now();
    // Insertion order is close to expiry order (fixed TTL), so stop at the first live entry.
    for (const [nonce, expires] of used) {
      if (expires > t) break;
      used.delete(nonce);
    }
  }

  function markUsed(nonce: string, expiresAtMs: number): boolean {
    forgetExpired();
    if (used.has(nonce)) return false;
    while (used.size >= USED_CAPACITY) {
      const oldest = used.keys().next().value;
      if (oldest === undefined) break;
      used.delete(oldest);
    }
    used.set(nonce, expiresAtMs);
    return true;
  }

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: PBKDF2_COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return challenge as CaptchaChallenge;
    },

    async redeem(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) throw badRequest(CONTACT_MSG.captchaInvalid);
      const { challenge, solution } = decoded;
      let result;
      try {
        result = await verifySolution({
          // Only the shape was checked here; verifySolution checks the signature over every parameter.
          challenge: challenge as unknown as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        throw badRequest(CONTACT_MSG.captchaInvalid);
      }
      // A signed challenge always carries its expiry; verifySolution already refused a past one.
      const expiresAt = challenge.parameters.expiresAt;
      if (result.expired || (expiresAt !== undefined && expiresAt * 1000 < Date.now())) {
        throw badRequest(CONTACT_MSG.captchaExpired);
      }
      if (!result.verified || expiresAt === undefined) throw badRequest(CONTACT_MSG.captchaInvalid);
      const nonce = challenge.parameters.nonce;
      if (!markUsed(nonce, expiresAt * 1000)) throw badRequest(CONTACT_MSG.captchaUsed);
      return () => void used.delete(nonce);
    },
  };
}
