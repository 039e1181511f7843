// The colours a model can take. A preparation scan, its antagonist and a crown design sit in one
// scene, so each gets its own default: stone for the die, blue for the opposing arch, ivory for the crown.

export const PALETTE = ['#d9c6a0', '#8fb3de', '#f4efe1', '#e39a9a', '#9ccf9a'] as const;

export type Colour = (typeof PALETTE)[number];

type Role = 'preparation' | 'antagonist' | 'crown';

const roleColours: Record<Role, Colour> = { preparation: '#d9c6a0', antagonist: '#8fb3de', crown: '#f4efe1' };

/** The role a file's name tells, in the words scanner and CAD exports use. */
function roleOf(name: string): Role | null {
  const lower = name.toLowerCase();
  if (/antag|opposing|대합/.test(lower)) return 'antagonist';
  if (/crown|design|cad|크라운|보철/.test(lower)) return 'crown';
  if (/prep|die|scan|지대치/.test(lower)) return 'preparation';
  return null;
}

/** A file's starting colour: by the role its name tells, else by its place in the list. */
export function defaultColour(name: string, index: number): Colour {
  const role = roleOf(name);
  return role ? roleColours[role] : (PALETTE[index % PALETTE.length] ?? PALETTE[0]);
}
