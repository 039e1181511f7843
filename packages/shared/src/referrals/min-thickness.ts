// The minimum wall thickness a referral prescribes (issue 29): its numeric values are free rows of a
// title and a value ("최소 두께" "0.5 mm"), so the design check looks for the row by its usual names
// in Korean and English and reads its number in millimetres. A row it cannot read is not a prescription.

/** Titles, without spaces, dots or case, that name the minimum thickness. */
const TITLES = ['최소두께', 'minimumthickness', 'minthickness', 'minimalthickness', 'minimumwallthickness', 'minwallthickness'];

/** A number with an optional unit: "0.5", "0.5 mm", "0,5mm", ".6 ㎜". */
const VALUE = /^(\d+(?:[.,]\d*)?|[.,]\d+)\s*(?:mm|㎜)?$/i;

/** Whether a title names the minimum thickness ("최소 두께", "Min. thickness (mm)"). */
function namesMinThickness(title: string): boolean {
  const bare = title
    .toLowerCase()
    .replace(/\(\s*(mm|㎜)\s*\)/g, '')
    .replace(/[\s.:]/g, '');
  return TITLES.includes(bare);
}

/** The value in mm, or null when it is not a positive number (with "mm" or no unit). */
function millimetresOf(value: string): number | null {
  const match = VALUE.exec(value.trim());
  if (!match) return null;
  const mm = Number(match[1]!.replace(',', '.'));
  return Number.isFinite(mm) && mm > 0 ? mm : null;
}

/**
 * The smallest minimum thickness the rows prescribe, in mm, or null when none does. Several rows
 * (several referrals of one order) give the smallest: a delivered file is not tied to one referral,
 * so the check holds it to the least demanding prescription and never fails a wall one of them allows.
 */
export function prescribedMinThicknessOf(rows: ReadonlyArray<{ title: string; value: string }>): number | null {
  let smallest: number | null = null;
  for (const row of rows) {
    if (!namesMinThickness(row.title)) continue;
    const mm = millimetresOf(row.value);
    if (mm !== null && (smallest === null || mm < smallest)) smallest = mm;
  }
  return smallest;
}
