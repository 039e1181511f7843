// The portfolio item form's files and images: the roles a mesh file plays, what each accepts and which
// field of the body carries it, and the images and problems the form shows.
import type { PortfolioFile } from '@dcm/shared';

export type FileRole = PortfolioFile['role'];
export const ROLES: FileRole[] = ['stl', 'scan', 'cad'];
export const ACCEPT: Record<FileRole, string> = { stl: '.stl', scan: '.stl,.ply,.obj', cad: '.stl,.ply,.obj' };
export const BODY_FIELD: Record<FileRole, 'stlFileIds' | 'scanFileIds' | 'cadFileIds'> = { stl: 'stlFileIds', scan: 'scanFileIds', cad: 'cadFileIds' };

/** An image of the item: its stored id, and what to show of it (an address, or only its name while private). */
export interface PortfolioImage {
  id: string;
  name: string | null;
  src: string | null;
}

export type PortfolioProblem = { kind: 'incomplete' } | { kind: 'tooManyFiles' } | { kind: 'failed'; error: unknown };

/** A picked file and its upload answer share this key. */
export const fileKey = (f: { name: string; size: number }) => `${f.name}:${f.size}`;
