// What every Storage driver must do, as one suite that storage.test.ts runs on local disk and
// storage-s3.test.ts on a local S3-compatible server: a driver that passes it can replace another.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { Storage } from './storage.ts';

const MB = 1024 * 1024;

/** `size` bytes made one MB at a time as they are read, never all at once; `digest` once read. */
function generated(size: number, seed: string): { body: Readable; digest: () => string; read: () => number } {
  const hash = crypto.createHash('sha256');
  let read = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let at = 0; at < size; at += MB) {
      const chunk = Buffer.alloc(Math.min(MB, size - at), `${seed}:${at}:`);
      hash.update(chunk);
      read += chunk.length;
      yield chunk;
    }
  }
  return { body: Readable.from(chunks(), { objectMode: false }), digest: () => hash.copy().digest('hex'), read: () => read };
}

/** The length and SHA-256 of a stream, read as it comes. */
async function digestOf(stream: Readable, onChunk: (seen: number) => void = () => undefined): Promise<{ size: number; digest: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    onChunk(size);
  }
  return { size, digest: hash.digest('hex') };
}

const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString('utf8');

/**
 * The most Buffer memory (after a full collection) in use at any sample above what was in use at
 * the start: a driver that held a whole body would show all of it. `sample(seen)` measures once per
 * 2 MB of `seen` bytes, as collecting on every 64 kB chunk would take minutes.
 */
function memoryWatch(): { sample: (seen: number) => void; peakAbove: () => number } {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const base = process.memoryUsage().arrayBuffers;
  let peak = base;
  let sampledAt = -2 * MB;
  return {
    sample(seen) {
      if (seen >= sampledAt && seen - sampledAt < 2 * MB) return;
      sampledAt = seen;
      gc();
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    },
    peakAbove: () => peak - base,
  };
}

export function storageContract(storageOf: () => Storage): void {
  // Every test writes under its own prefix, so they neither meet nor depend on order.
  const keyOf = (name: string) => `contract/${crypto.randomUUID()}/${name}`;

  describe('the Storage contract', () => {
    it('a body put in many chunks is got back byte for byte', async () => {
      const storage = storageOf();
      const key = keyOf('crown.stl');
      const source = generated(6 * MB + 123, 'crown');
      await storage.put(key, source.body);
      expect(await digestOf(storage.get(key))).toEqual({ size: 6 * MB + 123, digest: source.digest() });
    });

    it('an empty body is kept as an empty file', async () => {
      const storage = storageOf();
      const key = keyOf('empty');
      await storage.put(key, Readable.from([]));
      expect(await text(storage.get(key))).toBe('');
    });

    it('a put under a used key replaces the earlier body', async () => {
      const storage = storageOf();
      const key = keyOf('notes.txt');
      await storage.put(key, Readable.from([Buffer.from('the first, longer version')]));
      await storage.put(key, Readable.from([Buffer.from('second')]));
      expect(await text(storage.get(key))).toBe('second');
    });

    it('keys with slashes are separate files, like folders', async () => {
      const storage = storageOf();
      const prefix = keyOf('orders/12');
      await storage.put(`${prefix}/v1/crown.stl`, Readable.from([Buffer.from('one')]));
      await storage.put(`${prefix}/v2/crown.stl`, Readable.from([Buffer.from('two')]));
      await storage.put(`${prefix}/v2/crown.stl.bak`, Readable.from([Buffer.from('three')]));
      expect(await text(storage.get(`${prefix}/v1/crown.stl`))).toBe('one');
      expect(await text(storage.get(`${prefix}/v2/crown.stl`))).toBe('two');
      expect(await text(storage.get(`${prefix}/v2/crown.stl.bak`))).toBe('three');
    });

    it('a missing key fails the stream with ENOENT', async () => {
      await expect(text(storageOf().get(keyOf('never-put')))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('a removed key is missing, and removing a missing key is no error', async () => {
      const storage = storageOf();
      const key = keyOf('gone.stl');
      await storage.put(key, Readable.from([Buffer.from('bytes')]));
      await storage.remove(key);
      await expect(text(storage.get(key))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(storage.remove(key)).resolves.toBeUndefined();
    });

    it('a put whose body fails rejects with that failure', async () => {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(MB, 1);
          throw new Error('the client went away');
        })(),
        { objectMode: false },
      );
      await expect(storageOf().put(keyOf('cut.stl'), failing)).rejects.toThrow('the client went away');
    });

    it('a get is read lazily: asking for it reads nothing until the stream is read or dropped', async () => {
      const storage = storageOf();
      const key = keyOf('lazy.stl');
      await storage.put(key, Readable.from([Buffer.from('lazy')]));
      const dropped = storage.get(key);
      dropped.destroy();
      expect(await text(storage.get(key))).toBe('lazy');
    });

    it('a range of an object is read alone, to its end when open', async () => {
      const storage = storageOf();
      const key = keyOf('ranged.txt');
      await storage.put(key, Readable.from([Buffer.from('0123456789')]));
      expect(await text(storage.get(key, { start: 2, end: 4 }))).toBe('234');
      expect(await text(storage.get(key, { start: 7 }))).toBe('789');
    });

    it('parts put in any order are joined, in the order of their offsets, into the object, and are gone', async () => {
      const storage = storageOf();
      const key = keyOf('full arch.stl');
      // S3's smallest part but the last.
      const parts = [crypto.randomBytes(5 * MB), crypto.randomBytes(5 * MB), crypto.randomBytes(1234)];
      const offsets = [0, 5 * MB, 10 * MB];
      for (const i of [2, 0, 1]) await storage.putPart(key, offsets[i]!, Readable.from([parts[i]!]));
      expect(await storage.partOffsets(key)).toEqual(offsets);
      await storage.joinParts(key);
      const whole = Buffer.concat(parts);
      expect(await digestOf(storage.get(key))).toEqual({ size: whole.length, digest: crypto.createHash('sha256').update(whole).digest('hex') });
      expect(await storage.partOffsets(key)).toEqual([]);
    }, 60_000);

    it('a part whose body fails does not count; sent again, it does', async () => {
      const storage = storageOf();
      const key = keyOf('cut.stl');
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('half a ');
          throw new Error('the client went away');
        })(),
        { objectMode: false },
      );
      await expect(storage.putPart(key, 0, failing)).rejects.toThrow('the client went away');
      expect(await storage.partOffsets(key)).toEqual([]);
      await storage.putPart(key, 0, Readable.from([Buffer.from('whole part')]));
      expect(await storage.partOffsets(key)).toEqual([0]);
      await storage.joinParts(key);
      expect(await text(storage.get(key))).toBe('whole part');
    });

    it('joining parts joined already is no error; with neither parts nor object it fails with ENOENT', async () => {
      const storage = storageOf();
      const key = keyOf('twice.stl');
      await storage.putPart(key, 0, Readable.from([Buffer.from('joined once')]));
      await storage.joinParts(key);
      await expect(storage.joinParts(key)).resolves.toBeUndefined();
      expect(await text(storage.get(key))).toBe('joined once');
      await expect(storage.joinParts(keyOf('never-put'))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('removing the parts of a key leaves none, and leaves its object as it was', async () => {
      const storage = storageOf();
      const key = keyOf('given-up.stl');
      await storage.put(key, Readable.from([Buffer.from('kept')]));
      await storage.putPart(key, 0, Readable.from([Buffer.from('part')]));
      await storage.removeParts(key);
      expect(await storage.partOffsets(key)).toEqual([]);
      expect(await text(storage.get(key))).toBe('kept');
      await expect(storage.removeParts(key)).resolves.toBeUndefined();
    });

    it('a 64 MB body goes in and out without being held in memory', async () => {
      const storage = storageOf();
      const key = keyOf('portfolio.zip');
      const size = 64 * MB;
      const memory = memoryWatch();
      const source = generated(size, 'portfolio');
      const sampled = Readable.from(
        (async function* () {
          for await (const chunk of source.body as AsyncIterable<Buffer>) {
            memory.sample(source.read());
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
      await storage.put(key, sampled);
      expect(source.read()).toBe(size);
      expect(await digestOf(storage.get(key), (seen) => memory.sample(size + seen))).toEqual({ size, digest: source.digest() });
      // A few parts in flight at most (S3's are 5 MB: some 15 to 30 MB held, more while a loaded
      // machine's in-process S3 server lags behind), never the whole body.
      expect(memory.peakAbove()).toBeLessThan(size * 0.75);
    }, 120_000);
  });
}
