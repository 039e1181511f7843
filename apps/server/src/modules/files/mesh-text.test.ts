import type { Referral, UploadAnswer, UploadSession } from '@dcm/shared';
import { asciiPly, asciiStl, binaryPly, binaryStl, cube, obj, PATIENT } from '@dcm/shared/mesh/fixtures.test-support';
import { sanitiseMesh, type SanitisedPart } from '@dcm/shared/mesh/sanitise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { approveMember, bearer, joinMember, signIn } from '../../test/members.ts';
import { completeReferral, uploadReferralFile } from '../requests/test-support.ts';
import { meshTextOf, withoutMeshText, type MeshText } from './mesh-text.ts';
import { sniffMesh } from './sniff.ts';

/** The stream's pieces: `size` bytes each (the last the rest). */
async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield Buffer.from(bytes.subarray(at, at + size));
}

async function streamed(bytes: Uint8Array, text: MeshText, size: number): Promise<{ bytes: Buffer; removed: SanitisedPart[] }> {
  const removed = new Set<SanitisedPart>();
  const out: Buffer[] = [];
  for await (const piece of withoutMeshText(pieces(bytes, size), text, removed)) out.push(piece);
  return { bytes: Buffer.concat(out), removed: [...removed].sort() };
}

/** How the upload route would take the file's text out, by what the sniffer says it is (CR-only OBJ lines it does not read: by name). */
const textOf = (bytes: Uint8Array, name: string): MeshText => (name.includes('CR line ends') ? 'objLines' : meshTextOf(sniffMesh(Buffer.from(bytes), true)!)!);

describe('taking the free text out of a mesh as it streams', () => {
  const meshes = {
    'binary STL': binaryStl(cube(3)),
    'ASCII STL': asciiStl(cube(3)),
    'ASCII PLY': asciiPly(cube(3)),
    'binary PLY': binaryPly(cube(3)),
    OBJ: obj(cube(3)),
    'OBJ with CRLF line ends': new TextEncoder().encode(new TextDecoder().decode(obj(cube(2))).replaceAll('\n', '\r\n')),
    'OBJ with CR line ends': new TextEncoder().encode(new TextDecoder().decode(obj(cube(2))).replaceAll('\n', '\r')),
  };
  for (const [name, bytes] of Object.entries(meshes)) {
    it(`gives the bytes sanitiseMesh gives the whole ${name}, however the stream is cut`, async () => {
      const whole = sanitiseMesh(bytes, name.includes('STL') ? 'stl' : name.includes('PLY') ? 'ply' : 'obj');
      expect(whole.changed).toBe(true);
      for (const size of [1, 7, 80, 81, 4096, bytes.length]) {
        const out = await streamed(bytes, textOf(bytes, name), size);
        expect(out.bytes.equals(Buffer.from(whole.bytes)), `${name} in pieces of ${size}`).toBe(true);
        expect(out.removed).toEqual([...whole.removed].sort());
        expect(out.bytes.includes(Buffer.from(PATIENT))).toBe(false);
      }
    });
  }

  it('passes a mesh without free text through unchanged', async () => {
    const clean = binaryStl(cube(), '');
    const out = await streamed(clean, 'stlHeader', 64);
    expect(out.bytes.equals(Buffer.from(clean))).toBe(true);
    expect(out.removed).toEqual([]);
  });
});

describe('uploaded meshes', () => {
  let t: TestApp;
  let client: { token: string; memberNo: number };
  let designerToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    for (const kind of ['client', 'designer'] as const) {
      const m = await joinMember(t.app, kind);
      await approveMember(t.app, m.memberNo);
      const token = (await signIn(t.app, m.email, m.password)).accessToken;
      if (kind === 'client') client = { token, memberNo: m.memberNo };
      else designerToken = token;
    }
  });
  afterAll(() => t.close());

  const download = async (url: string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('a referral’s ASCII STL is stored without the solid’s name, and the referral’s file list says so', async () => {
    const scan = asciiStl(cube(), 'patient_name');
    const answer = await uploadReferralFile(t, client as never, 'scan.stl', Buffer.from(scan));
    expect(answer.sanitized).toEqual(['stlSolidName']);
    const stored = await download(answer.url, client.token);
    expect(stored.includes(Buffer.from('patient_name'))).toBe(false);
    expect(stored.equals(Buffer.from(sanitiseMesh(scan, 'stl').bytes))).toBe(true);
    expect(answer.size).toBe(stored.length);

    const referral: Referral = await completeReferral(t, client as never, { scanFileId: answer.id });
    expect(referral.files).toMatchObject([{ id: answer.id, sanitized: ['stlSolidName'] }]);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/referrals/${referral.id}`, headers: bearer(client.token) });
    expect(read.json<Referral>().files[0]!.sanitized).toEqual(['stlSolidName']);
  });

  it('a file with nothing to take out says nothing was', async () => {
    const answer = await uploadReferralFile(t, client as never, 'clean.stl', Buffer.from(binaryStl(cube(), '')));
    expect(answer.sanitized).toEqual([]);
  });

  /** Sends `bytes` as one resumable upload of `kind` and completes it. */
  async function resumable(name: string, bytes: Uint8Array, kind: string): Promise<UploadAnswer> {
    const started = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: bearer(designerToken), payload: { name, size: bytes.length, kind } });
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json<UploadSession>();
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${session.id}?offset=0`,
      headers: { ...bearer(designerToken), 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) },
      payload: Buffer.from(bytes),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = await t.app.inject({ method: 'POST', url: `/api/v1/uploads/${session.id}/complete`, headers: bearer(designerToken) });
    expect(done.statusCode, done.body).toBe(200);
    return done.json<UploadAnswer>();
  }

  it('a CAD result’s binary STL sent in chunks loses its header in place, the rest byte for byte', async () => {
    const crown = binaryStl(cube(2));
    const answer = await resumable('crown.stl', crown, 'cad');
    expect(answer.sanitized).toEqual(['stlHeader']);
    const stored = await download(answer.url, designerToken);
    expect(stored.subarray(0, 80).every((byte) => byte === 0)).toBe(true);
    expect(stored.subarray(80).equals(Buffer.from(crown.subarray(80)))).toBe(true);
  });

  it('a portfolio’s OBJ and PLY sent in chunks are stored anew without their comments', async () => {
    for (const [name, bytes, removed] of [
      ['case.obj', obj(cube()), ['objComment']],
      ['case.ply', binaryPly(cube()), ['plyComment', 'plyObjInfo']],
    ] as const) {
      const answer = await resumable(name, bytes, 'portfolio');
      expect([...(answer.sanitized ?? [])].sort()).toEqual(removed);
      const stored = await download(answer.url, designerToken);
      expect(stored.includes(Buffer.from(PATIENT))).toBe(false);
      expect(stored.equals(Buffer.from(sanitiseMesh(bytes, name.endsWith('obj') ? 'obj' : 'ply').bytes))).toBe(true);
    }
  });
});
