// What other modules may read of an uploaded file inside their own statements (ARCHITECTURE §6: a
// module owns its tables): a message's attachment, a delivery's CAD files and whose uploads they
// are, a portfolio's meshes show a file's name, size and type. Storage keys and privacy stay this
// module's; reading or changing them goes through its functions (queries.ts, service.ts).
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { files } from '../../db/schema/files.ts';

/**
 * A file's card, a subquery PostgreSQL flattens into the caller's join (no cost over joining the
 * table): `.innerJoin(fileCards, eq(fileCards.id, orderDeliveryFiles.fileId))`.
 */
export const fileCards = new QueryBuilder()
  .select({
    id: files.id,
    ownerNo: files.ownerNo,
    name: files.name,
    size: files.size,
    mime: files.mime,
  })
  .from(files)
  .as('file_cards');
