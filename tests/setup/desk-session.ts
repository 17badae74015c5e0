import type { Executor } from '#app/db/client.server.ts';
import { SESSION_IDLE_MS } from '#app/db/sessions.server.ts';
import { getAdmin, startSession } from '#app/server/admin/session.server.ts';

/**
 * A session of the account, signed in now (through the runtime the test has mocked in): its
 * cookie, its id, and `end`, which makes it end as 8 hours without a request would, `agoMs`
 * ago; its row stays, as the server keeps an ended session's row for a while.
 */
export async function deskSession(db: Executor, adminId: number) {
  const cookie = (await startSession(adminId)).split(';')[0]!;
  const admin = await getAdmin(new Request('http://localhost/', { headers: { Cookie: cookie } }));
  if (!admin) throw new Error('the new session signs nobody in');
  const sessionId = admin.sessionId;
  return {
    cookie,
    sessionId,
    end: async (agoMs = 60_000) => {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - agoMs).toISOString() })
        .where('id', '=', sessionId)
        .execute();
    },
  };
}
