import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';

import { messages } from '#app/data/messages/messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import type { ToastInput } from '#app/lib/toast.ts';
import { HONEYPOT_FIELD } from '#app/schemas/honeypot.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';
import { clientIpContext, dataRequestContext } from '#app/server/request-context.server.ts';
import { getRuntime, type Runtime } from '#app/server/runtime.server.ts';
import { rateLimitedPage, respondToForm } from '#app/server/submissions/form-response.server.ts';
import { oncePerKey, submissionClaim } from '#app/server/submissions/submission-key.server.ts';

/** Who posted a form: the client's address, by which the rate limit counts. */
export type FormClient = string | { address: string; admitted: boolean };

export function addressOf(client: FormClient): string {
  return typeof client === 'string' ? client : client.address;
}

const admissionContext = createContext<boolean | null>(null);

export type Refuse = (
  status: number,
  description: string,
  fieldErrors?: Record<string, string[]>,
) => FormResult;

export type FormBody<Upload> = { fields: Record<string, string>; upload: Upload };

export type PublicForm<Data, Upload> = {
  name: string;
  errorTitle: string;
  read: (request: Request, refuse: Refuse) => Promise<FormBody<Upload> | FormResult>;
  schema: z.ZodType<Data>;
  echoed: readonly string[];
  /** The toast for a blank required field, for a form with one of its own ("Eksik Bilgi"). */
  missing?: { title: string; text: string };
  /** Stores the data; a refusal of its own, or nothing once stored. A throw answers 503. */
  write: (
    runtime: Runtime,
    data: Data,
    upload: Upload,
    refuse: Refuse,
  ) => Promise<FormResult | undefined>;
  writeFailed: string;
  /** The success toast; from the data when it names what was stored (the booked time). */
  success: ToastInput | ((data: Data) => ToastInput);
};

const destructive = (title: string, description: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

export function textForm(unreadable: string): PublicForm<unknown, null>['read'] {
  return async (request, refuse) => {
    try {
      const fields = await readFormFields(request);
      return fields ? { fields, upload: null } : refuse(400, unreadable);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuse(413, messages.limits.form);
      throw error;
    }
  };
}

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** A public form's submission: rate limit, body, honeypot, then once per key schema and write. */
export async function runPublicForm<Data, Upload>(
  form: PublicForm<Data, Upload>,
  request: Request,
  runtime: Runtime,
  client: FormClient,
): Promise<FormResult> {
  const admitted =
    typeof client === 'string'
      ? await runtime.submissionLimiter.take(`${form.name}:${client}`)
      : client.admitted;
  if (!admitted) {
    const { rateLimitedTitle, rateLimited } = messages.abuse;
    return { ok: false, status: 429, toast: destructive(rateLimitedTitle, rateLimited) };
  }
  const refuse: Refuse = (status, description, fieldErrors) => ({
    ok: false,
    status,
    toast: destructive(form.errorTitle, description),
    ...(fieldErrors ? { fieldErrors } : {}),
  });
  const body = await form.read(request, refuse);
  if ('toast' in body) return body;
  const { fields, upload } = body;
  if (fields[HONEYPOT_FIELD]) return refuse(400, messages.abuse.honeypot);

  const stillSending = () => refuse(409, messages.abuse.stillSending);
  return oncePerKey(runtime.handle.db, submissionClaim(form.name, fields), stillSending, () =>
    parseAndWrite(form, fields, upload, runtime, refuse),
  );
}

async function parseAndWrite<Data, Upload>(
  form: PublicForm<Data, Upload>,
  fields: Record<string, string>,
  upload: Upload,
  runtime: Runtime,
  refuse: Refuse,
): Promise<FormResult> {
  const values = Object.fromEntries(form.echoed.map((name) => [name, fields[name] ?? '']));
  const refuseTyped: Refuse = (...args) => ({ ...refuse(...args), values });
  const parsed = form.schema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const { missing } = form;
    if (missing && parsed.error.issues.some((issue) => issue.message === missing.text)) {
      const toast = destructive(missing.title, missing.text);
      return { ok: false, status: 400, toast, fieldErrors, values };
    }
    // A failed parse always names at least one issue; the title only satisfies the type.
    return refuseTyped(400, parsed.error.issues[0]?.message ?? form.errorTitle, fieldErrors);
  }
  try {
    const refused = await form.write(runtime, parsed.data, upload, refuseTyped);
    if (refused) return refused;
  } catch (error) {
    logger.error('form submission not stored', { form: form.name, ...errorFields(error) });
    return refuseTyped(503, form.writeFailed);
  }
  const { success } = form;
  return {
    ok: true,
    status: 200,
    toast: typeof success === 'function' ? success(parsed.data) : success,
  };
}

/** A public form's rate limit as route middleware: a refused post costs nothing (product.md#rate-limits). */
export function publicFormLimit(
  name: string,
  formPage: (url: URL) => string,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method !== 'POST') return next();
    const { submissionLimiter, identity } = await getRuntime();
    const key = `${name}:${context.get(clientIpContext)}`;
    const admitted = await submissionLimiter.take(key);
    context.set(admissionContext, admitted);
    if (admitted || context.get(dataRequestContext)) return next();
    return rateLimitedPage(
      identity.siteName,
      formPage(new URL(request.url)),
      submissionLimiter.retryAfterMs(key),
    );
  };
}

export function formClient(context: Readonly<RouterContextProvider>): FormClient {
  const address = context.get(clientIpContext);
  const admitted = context.get(admissionContext);
  return admitted === null ? address : { address, admitted };
}

export async function answerPublicForm(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  handle: (request: Request, runtime: Runtime, client: FormClient) => Promise<FormResult>,
  successUrl: string,
) {
  const result = await handle(request, await getRuntime(), formClient(context));
  return respondToForm(request, result, successUrl);
}
