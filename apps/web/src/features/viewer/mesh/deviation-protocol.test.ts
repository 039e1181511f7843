import { binaryStl, bufferOf, cube, mapVertices } from '@dcm/shared/mesh/fixtures.test-support';
import { describe, expect, it } from 'vitest';
import { handleDeviationRequest, type DeviationReply } from './deviation-protocol.ts';
import { colourOf, coloursOf, legendGradient, rangeOf } from './deviation-scale.ts';

function run(older: ArrayBuffer, newer: ArrayBuffer) {
  const messages: Array<{ message: DeviationReply; transfer: Transferable[] }> = [];
  handleDeviationRequest({ older: { buffer: older, format: 'stl' }, newer: { buffer: newer, format: 'stl' } }, (message, transfer = []) => messages.push({ message, transfer }));
  return messages;
}

describe('the deviation worker’s messages', () => {
  it('reports rising progress, then the newer mesh coloured by its distance, its arrays transferred', () => {
    // The newer cube is the older grown by 0.2 mm on its top face only.
    const older = cube(4);
    const newer = mapVertices(older, ([x, y, z]) => [x, y, z === 10 ? 10.2 : z]);
    const messages = run(bufferOf(binaryStl(older)), bufferOf(binaryStl(newer)));

    const progress = messages.filter((m) => m.message.type === 'progress').map((m) => (m.message as { fraction: number }).fraction);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => i === 0 || f >= progress[i - 1]!)).toBe(true);

    const last = messages.at(-1)!;
    expect(last.message.type).toBe('done');
    if (last.message.type !== 'done') return;
    const { mesh, distances, colours, stats } = last.message;
    expect(distances.length).toBe(mesh.triangleCount * 3);
    expect(colours.length).toBe(mesh.positions.length);
    expect(stats.maxMm).toBeCloseTo(0.2, 4);
    expect(stats.minMm).toBeCloseTo(0, 4);
    expect(stats.largest?.distanceMm).toBeCloseTo(0.2, 4);
    expect(stats.largest?.at[2]).toBeCloseTo(10.2, 4);
    expect(stats.rangeMm).toBeCloseTo(0.2, 4);
    // Every typed array goes back by transfer, none copied.
    expect(last.transfer).toEqual([mesh.positions.buffer, mesh.normals.buffer, distances.buffer, colours.buffer]);
  });

  it('answers an error, not a map, for a file that does not parse', () => {
    const messages = run(new TextEncoder().encode('solid nothing here\nfacet broken').buffer, bufferOf(binaryStl(cube())));
    const last = messages.at(-1)!.message;
    expect(last.type).toBe('error');
    if (last.type === 'error') expect(last.code).toBe('VIEWER_LOAD_ERROR');
  });
});

describe('the deviation map’s colours', () => {
  it('runs from blue inside through white to red outside, symmetric around no change', () => {
    const [r0, g0, b0] = colourOf(0, 1);
    expect(Math.abs(r0 - b0)).toBeLessThan(0.05);
    expect(g0).toBeGreaterThan(0.9);
    const [rIn, , bIn] = colourOf(-1, 1);
    const [rOut, , bOut] = colourOf(1, 1);
    expect(bIn).toBeGreaterThan(rIn);
    expect(rOut).toBeGreaterThan(bOut);
    expect(colourOf(-5, 1)).toEqual(colourOf(-1, 1));
  });

  it('gives three numbers per corner and never stretches a tiny change to full colour', () => {
    expect(coloursOf(new Float32Array([0, 0.1, -0.1]), 0.1).length).toBe(9);
    expect(rangeOf(0.0001)).toBe(0.01);
    expect(legendGradient(2)).toMatch(/^linear-gradient\(to right, rgb\(.+\) 0%, rgb\(.+\) 50%, rgb\(.+\) 100%\)$/);
  });
});
