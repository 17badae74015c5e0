import { ADMIN_CONTENT_PATH } from '#app/data/page-paths.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { CONTENT_FILE_FIELD } from '#app/schemas/content-fields.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { answer } from '#app/server/admin/desks/desk-form.server.ts';
import { requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import {
  exportContentYaml,
  importContentYaml,
  isContentUntouched,
} from '#app/server/content/content-yaml.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import {
  isMultipart,
  MalformedUploadError,
  readMultipart,
  UploadTooLargeError,
} from '#app/server/multipart.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

// The YAML file of the whole content, both ways (docs/decisions/0050-content-yaml.md); the
// owner's alone, as it holds the seller's details and the prices.

/** Far above a whole site's content (some hundred kilobytes); a larger file is not one of ours. */
const CONTENT_YAML_MAX_BYTES = 4 * 1024 * 1024;

export const contentImportMessages = {
  refused:
    'Dosya içe aktarılmadı; hiçbir şey değişmedi. Aşağıdaki satırları düzeltip tekrar deneyin.',
  noFile: 'Bir YAML dosyası seçin.',
  tooLarge: 'Dosya çok büyük; bu sitenin dışa aktardığı bir içerik dosyası seçin.',
  notText: 'Dosya okunamadı; UTF-8 bir YAML dosyası seçin.',
  imported: (items: number) => `İçerik içe aktarıldı: ${items} kayıt artık sitede.`,
} as const;

type ImportAnswerKind = 'invalid';

export async function downloadContentYaml(
  runtime: Runtime,
  args: { request: Request; url: URL },
): Promise<Response> {
  const admin = await requireOwner(runtime, args);
  const { text, items } = await exportContentYaml(runtime.handle.db);
  await recordAudit(runtime.handle.db, admin, { type: 'export', target: 'content', count: items });
  return new Response(text, {
    headers: {
      'Content-Type': 'application/yaml; charset=utf-8',
      'Content-Disposition': `attachment; filename="icerik-${istanbulDate(new Date())}.yaml"`,
    },
  });
}

export async function loadContentImport(runtime: Runtime, args: { request: Request; url: URL }) {
  await requireOwner(runtime, args);
  return { untouched: await isContentUntouched(runtime.handle.db) };
}

function refuseImport(messages: string[], status: number) {
  return answer<Record<string, string>, ImportAnswerKind>(
    {
      values: {},
      fieldErrors: { [CONTENT_FILE_FIELD]: messages },
      formError: { kind: 'invalid', message: contentImportMessages.refused },
    },
    status,
  );
}

/** The posted file's text, or why there is none. */
async function readPostedFile(request: Request): Promise<string | { refused: string }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!isMultipart(contentType)) return { refused: contentImportMessages.noFile };
  let file;
  try {
    ({
      files: { [CONTENT_FILE_FIELD]: file },
    } = await readMultipart(request, contentType, {
      fileFields: [CONTENT_FILE_FIELD],
      fileMaxBytes: CONTENT_YAML_MAX_BYTES,
      fieldMaxBytes: 4096,
      maxFields: 4,
      refuseOverflow: true,
    }));
  } catch (error) {
    if (error instanceof UploadTooLargeError) return { refused: contentImportMessages.tooLarge };
    if (!(error instanceof MalformedUploadError)) {
      logger.error('content file not read', errorFields(error));
    }
    return { refused: contentImportMessages.noFile };
  }
  if (!file || file.bytes.length === 0) return { refused: contentImportMessages.noFile };
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    return { refused: contentImportMessages.notText };
  }
}

export async function contentImportAction(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireOwner(runtime, args);
  const text = await readPostedFile(args.request);
  if (typeof text !== 'string') return refuseImport([text.refused], 400);
  const result = await importContentYaml(runtime.handle.db, text, admin.email);
  if (!result.ok) return refuseImport(result.messages, 400);
  // Every instance shows the new content: this one at once, the others by the change feed.
  runtime.feed.publishAfterCommit({
    table: 'content_items',
    op: 'update',
    id: 0,
    postSlug: null,
    approved: true,
  });
  await runtime.content.reload();
  await recordAudit(runtime.handle.db, admin, { type: 'content-import', items: result.items });
  return redirectWithToast(
    ADMIN_CONTENT_PATH,
    { description: contentImportMessages.imported(result.items) },
    { status: 303 },
  );
}
