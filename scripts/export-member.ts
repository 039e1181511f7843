// A member's data as JSON, for a privacy request: `npm run export-member -- <memberNo|email> [--out file]`.
// Opens the database as the server does (DATABASE_URL, else the embedded one in DATA_DIR/pg, which
// only one process may hold: stop the server first in embedded mode). What goes in, and what never
// does, is apps/server/src/modules/members/export.ts.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { exportMember } from '../apps/server/src/modules/members/export.ts';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const who = args.find((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1));
if (!who || (outAt >= 0 && !out)) {
  console.error('usage: npm run export-member -- <memberNo|email> [--out file.json]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgDir: path.join(config.dataDir, 'pg') });
try {
  const data = await exportMember(database.db, who);
  if (!data) {
    console.error(`no member ${who}`);
    process.exitCode = 1;
  } else if (out) {
    // The file holds personal data: readable by its owner only.
    fs.writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    console.error(`member ${data.profile.memberNo} written to ${out}`);
  } else {
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
  }
} finally {
  await database.close();
}
