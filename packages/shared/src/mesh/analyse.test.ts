import { describe, expect, it } from 'vitest';
import { analyseMesh } from './analyse.ts';
import {
  box,
  bufferOf,
  cube,
  cubeWithHole,
  flippedFace,
  hollowBox,
  inEveryFormat,
  mapVertices,
  meshOf,
  nonManifoldPair,
  type Fixture,
} from './fixtures.test-support.ts';
import { parseMesh } from './parse.ts';
import { MeshAnalysis } from './report.ts';
import { weldVertices } from './weld.ts';

const within1Percent = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 0.01);

/** The analysis of the fixture as read back from each format, so that every reader is covered. */
function analysedInEveryFormat(fixture: Fixture) {
  return inEveryFormat(fixture).map(({ name, format, bytes }) => ({ name, analysis: analyseMesh(parseMesh(bufferOf(bytes), format)) }));
}

describe('analyseMesh', () => {
  it.each(analysedInEveryFormat(cube()))('measures a closed 10 mm cube from a $name file: 1000 mm³, 600 mm², one closed shell', ({ analysis }) => {
    expect(MeshAnalysis.parse(analysis)).toEqual(analysis);
    within1Percent(analysis.volumeMm3, 1000);
    within1Percent(analysis.areaMm2, 600);
    expect(analysis.bounds).toEqual({ min: [0, 0, 0], max: [10, 10, 10], size: [10, 10, 10] });
    expect(analysis).toMatchObject({
      triangleCount: 12,
      vertexCount: 8,
      shells: 1,
      boundaryEdges: 0,
      nonManifoldEdges: 0,
      inconsistentEdges: 0,
      degenerateTriangles: 0,
      duplicateTriangles: 0,
      watertight: true,
      manifold: true,
      consistentNormals: true,
      inverted: false,
    });
    expect(Object.values(analysis.places).flat()).toEqual([]);
  });

  it.each(analysedInEveryFormat(cubeWithHole()))('finds the four boundary edges of a cube without its top, at the top ($name)', ({ analysis }) => {
    expect(analysis.boundaryEdges).toBe(4);
    expect(analysis.watertight).toBe(false);
    expect(analysis.manifold).toBe(true);
    expect(analysis.places.boundaryEdges).toHaveLength(4);
    for (const place of analysis.places.boundaryEdges) {
      expect(place.at[2]).toBe(10);
      expect(place.triangle).toBeLessThan(10);
    }
  });

  it.each(analysedInEveryFormat(nonManifoldPair()))('finds the edge two cubes share as non-manifold, at its midpoint ($name)', ({ analysis }) => {
    expect(analysis.nonManifoldEdges).toBe(1);
    expect(analysis.manifold).toBe(false);
    expect(analysis.boundaryEdges).toBe(0);
    expect(analysis.places.nonManifoldEdges.map((p) => p.at)).toEqual([[10, 10, 5]]);
    within1Percent(analysis.volumeMm3, 2000);
    // Shells are joined through edges, the non-manifold one too.
    expect(analysis.shells).toBe(1);
  });

  it.each(analysedInEveryFormat(flippedFace()))('finds the four edges around a face turned inside out ($name)', ({ analysis }) => {
    expect(analysis.inconsistentEdges).toBe(4);
    expect(analysis.consistentNormals).toBe(false);
    expect(analysis.watertight).toBe(true);
    // The face x = 0 is the flipped one: its edges all lie in that plane.
    for (const place of analysis.places.inconsistentEdges) expect(place.at[0]).toBe(0);
  });

  it.each(analysedInEveryFormat(hollowBox()))('measures a hollow box as two shells and the solid between them ($name)', ({ analysis }) => {
    within1Percent(analysis.volumeMm3, 1000 - 9.4 ** 3);
    expect(analysis).toMatchObject({ shells: 2, boundaryEdges: 0, nonManifoldEdges: 0, inconsistentEdges: 0, inverted: false });
  });

  it('tells a cube whose triangles all face inwards by its negative volume, still 1000 mm³', () => {
    const inside = cube();
    inside.triangles = inside.triangles.map(([a, b, c]) => [a, c, b]);
    const analysis = analyseMesh(meshOf(inside));
    expect(analysis.inverted).toBe(true);
    within1Percent(analysis.volumeMm3, 1000);
    expect(analysis.consistentNormals).toBe(true);
  });

  it('counts a triangle repeated (in another order) as duplicate and collapsed or flat ones as degenerate, with their places', () => {
    const fixture = cube();
    fixture.vertices.push([5, 5, 5], [6, 5, 5], [7, 5, 5]);
    const [first] = fixture.triangles;
    fixture.triangles.push(
      [first![1], first![2], first![0]], // duplicate of triangle 0
      [0, 0, 1], // two corners the same
      [fixture.vertices.length - 3, fixture.vertices.length - 2, fixture.vertices.length - 1], // collinear
    );
    const analysis = analyseMesh(meshOf(fixture));
    expect(analysis.duplicateTriangles).toBe(1);
    expect(analysis.places.duplicateTriangles.map((p) => p.triangle)).toEqual([12]);
    expect(analysis.degenerateTriangles).toBe(2);
    expect(analysis.places.degenerateTriangles.map((p) => p.triangle)).toEqual([13, 14]);
    expect(analysis.places.degenerateTriangles[1]!.at).toEqual([6, 5, 5]);
  });

  it('welds corners closer than the tolerance and keeps apart those farther', () => {
    const nudged = (by: number) => {
      const fixture = cube();
      // The first triangle's copy of corner (0, 0, 0) moves a little.
      fixture.vertices.push(fixture.vertices[fixture.triangles[0]![0]]!.map((x) => x + by) as [number, number, number]);
      fixture.triangles[0]![0] = fixture.vertices.length - 1;
      return weldVertices(meshOf(fixture).positions).vertexCount;
    };
    expect(nudged(1e-7)).toBe(8);
    expect(nudged(1e-3)).toBe(9);
  });

  it('caps the places listed per check while counting them all', () => {
    // A grid-faced box with its top open and each triangle of it a separate copy: many boundary edges.
    const open = box([0, 0, 0], [10, 10, 10], 8);
    open.triangles = open.triangles.slice(0, -128);
    const analysis = analyseMesh(meshOf(open), { maxPlaces: 5 });
    expect(analysis.boundaryEdges).toBe(32);
    expect(analysis.places.boundaryEdges).toHaveLength(5);
  });

  it('measures a mesh far from the origin as it does at the origin', () => {
    const far = analyseMesh(meshOf(mapVertices(cube(4), ([x, y, z]) => [x + 1000, y - 2000, z + 500])));
    within1Percent(far.volumeMm3, 1000);
    expect(far.bounds.size).toEqual([10, 10, 10]);
    expect(far.watertight).toBe(true);
  });
});
