import { data } from 'react-router';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { ADMIN_PERSONAL_DATA_PATH } from '#app/data/page-paths.ts';
import { describeErasure } from '#app/lib/admin/erasure.ts';
import { PersonalDataFormSchema } from '#app/schemas/admin.ts';
import {
  erasePersonalData,
  findPersonalData,
  type PersonalDataReport,
} from '#app/server/admin/desks/personal-data.server.ts';
import { requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';
import { readForm } from '#app/server/request-body.server.ts';

export type PersonalDataAnswer =
  | {
      kind: 'invalid';
      fieldErrors: Record<string, string[]>;
      values: { email: string; name: string };
    }
  | { kind: 'report'; email: string; name: string; report: PersonalDataReport };

function field(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
}

/** Both steps are POSTs, so an address never appears in a URL or a request log. */
export async function handlePersonalDataAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
) {
  const admin = await requireOwner(runtime, args);
  const form = await readForm(args.request);
  const values = { email: field(form, 'email'), name: field(form, 'name') };
  const parsed = PersonalDataFormSchema.safeParse({
    intent: form?.get('intent'),
    ...values,
    commentIds: form?.getAll('commentId') ?? [],
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
    }
    return data<PersonalDataAnswer>({ kind: 'invalid', fieldErrors, values }, { status: 400 });
  }
  const { intent, email, name, commentIds } = parsed.data;
  if (intent === 'find') {
    const report = await findPersonalData(runtime, { email, name });
    return data<PersonalDataAnswer>({ kind: 'report', email, name, report });
  }
  const counts = await erasePersonalData(runtime, admin, { email, name, commentIds });
  return redirectWithToast(
    ADMIN_PERSONAL_DATA_PATH,
    counts
      ? { description: adminMessages.personalData.erased(describeErasure(counts)) }
      : { description: adminMessages.personalData.nothingToErase, variant: 'destructive' },
    { status: 303 },
  );
}
