// A push service of the test's own: a local HTTP endpoint that records what the server sends to a
// subscription, and the subscription's key pair, so the test reads the encrypted payload the way a
// browser's push service would hand it on (RFC 8291, aes128gcm). Headless chromium cannot reach a
// real push service here, so the page's PushManager.subscribe answers with this subscription.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  /** What `subscription.toJSON()` answers in the page. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  received: RecordedPush[];
  /** The payload of a recorded push, decrypted with the subscription's private key. */
  decrypt(push: RecordedPush): unknown;
  /** Answer the next pushes with this status (410: the subscription is gone). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ecdh = crypto.createECDH('prime256v1');
  const userPublic = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const received: RecordedPush[] = [];
  let status = 201;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${crypto.randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: userPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    decrypt(push) {
      // Header: salt (16) | record size (4) | key id length (1) | key id = the server's public key.
      const body = push.body;
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userPublic, serverPublic]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, authSecret, keyInfo, 32));
      const key = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero padding.
      const end = plain.lastIndexOf(2);
      return JSON.parse(plain.subarray(0, end).toString('utf8'));
    },
    answerWith(next) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
