import { sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Each photo request asks which story shows the photo, and whether it is approved. */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index transformation_stories_image_url on transformation_stories (image_url)`.execute(
    db,
  );
}
