// The known-device cookie (decision 0040): set at each successful sign-in, it names the members who
// signed in on this browser (a clinic's shared computer has several), signed with a key of the
// deployment so nobody can write one. It only lets its members' correct passwords past the wait that
// strangers' wrong guesses put on their account; the per-address wait and the password still apply.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const KNOWN_DEVICE_COOKIE = 'kd';
/** Only the sign-in reads it. */
const COOKIE_PATH = '/api/v1/login';
export const KNOWN_DEVICE_TTL_DAYS = 180;
/** The most members one browser is known for; the least recent drops out. */
const MEMBERS_PER_DEVICE = 5;

interface KnownDevice {
  /** Members who signed in here, most recent first. */
  m: number[];
  /** Expiry, epoch ms: a copied cookie stops working however long it is kept. */
  exp: number;
}

export interface KnownDevices {
  /** The members this request's browser signed in for before (none when the cookie is absent, forged or expired). */
  membersOf(request: FastifyRequest): number[];
  /** Adds the member to this browser's cookie after a successful sign-in. */
  remember(request: FastifyRequest, reply: FastifyReply, memberNo: number, secure: boolean): void;
}

export function createKnownDevices(key: Uint8Array): KnownDevices {
  const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
  const read = (request: FastifyRequest): KnownDevice | undefined => {
    const value = request.cookies[KNOWN_DEVICE_COOKIE];
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(mac(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    try {
      const device = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<KnownDevice>;
      if (!Array.isArray(device.m) || typeof device.exp !== 'number' || device.exp < Date.now()) return undefined;
      return { m: device.m.filter((n) => Number.isInteger(n)), exp: device.exp };
    } catch {
      return undefined;
    }
  };
  return {
    membersOf: (request) => read(request)?.m ?? [],
    remember(request, reply, memberNo, secure) {
      const members = [memberNo, ...(read(request)?.m ?? []).filter((n) => n !== memberNo)].slice(0, MEMBERS_PER_DEVICE);
      const payload = Buffer.from(JSON.stringify({ m: members, exp: Date.now() + KNOWN_DEVICE_TTL_DAYS * 86_400_000 } satisfies KnownDevice)).toString('base64url');
      void reply.setCookie(KNOWN_DEVICE_COOKIE, `${payload}.${mac(payload)}`, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH, maxAge: KNOWN_DEVICE_TTL_DAYS * 86_400 });
    },
  };
}
