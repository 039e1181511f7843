// What the profiles module does for a member's withdrawal (members/withdrawal.ts): both profiles
// turn private, and their files with them, in the withdrawal's transaction. The rows stay.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { designerProfiles, labProfiles } from '../../db/schema/profiles.ts';
import { syncProfileFiles } from './portfolio.ts';

/** Makes the member's T-esigner and lab profiles private, then closes the files they showed. */
export async function hideProfilesOf(tx: Tx, memberNo: number): Promise<void> {
  await tx.update(designerProfiles).set({ isPublic: false }).where(eq(designerProfiles.memberNo, memberNo));
  await tx.update(labProfiles).set({ isPublic: false }).where(eq(labProfiles.memberNo, memberNo));
  await syncProfileFiles(tx, memberNo);
}
