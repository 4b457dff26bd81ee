// POST /packages/download and POST /packages/mail (spec 001 §7 "Uploads and downloads": form
// posts of library packages; 001 §9 the 20 GiB collection limit). Download: the ZIP of the
// chosen items' files, streamed. Mail: no mail transport exists, so the server writes one mail
// per recipient to the outbox (auth/mail.ts, as the account mails), holding links to the files
// (GET /api/files: a recipient opens only what they may see), and answers 202. The body is JSON
// or a form (`ids` repeated or comma-separated, `includeWorkingFiles=true`), as a browser form
// post that starts a download sends it. Decision 0045.
import { createRoute, z } from '@hono/zod-openapi';
import { apiEmailSchema, idSchema, isoDateSchema } from '@portal/shared';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { queueMail } from '../auth/mail.ts';
import type { BlobStore } from '../blobs/store.ts';
import { ApiError, validationFailure } from '../http/errors.ts';
import {
  assertPackageSize,
  packageEntries,
  packageItems,
  packageZip,
  type PackageEntry,
} from '../library-files/packages.ts';
import type { AppEnv } from '../router.ts';
import { createRouter } from '../router.ts';
import type { SyncUser } from '../sync/policy.ts';
import { SESSION_SECURITY, errorAnswers, jsonAnswer } from './openapi.ts';
import { requestDay } from './products-request.ts';

/** Items per package (our bound: a selection screen's worth). */
export const PACKAGE_MAX_ITEMS = 500;

const selection = {
  ids: z.array(idSchema).min(1).max(PACKAGE_MAX_ITEMS),
  /** spec 000 §9: working files excluded unless included. */
  includeWorkingFiles: z.boolean().default(false),
  /** The caller's calendar day (rights dates); default today in the spec's zone. */
  today: isoDateSchema.optional(),
};
export const packageDownloadSchema = z.object(selection).meta({ id: 'PackageDownload' });
export const packageMailSchema = z
  .object({
    ...selection,
    recipients: z.array(apiEmailSchema).min(1).max(20),
    subject: z.string().trim().max(200).optional(),
    body: z.string().max(5_000).optional(),
  })
  .meta({ id: 'PackageMail' });
const mailAnswerSchema = z
  .object({ message: z.string(), recipients: z.number(), files: z.number() })
  .meta({ id: 'PackageMailed' });

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const truthy = (v: unknown) => v === 'true' || v === '1' || v === 'on';
const list = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .flatMap((x) => String(x).split(','))
    .map((x) => x.trim())
    .filter(Boolean);

/** The body, JSON or form, through `schema`: 415, 400 malformed_json, 400 invalid_request. */
async function readSelection<S extends z.ZodType>(c: Context<AppEnv>, schema: S) {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let raw: unknown;
  if (FORM_TYPES.includes(type)) {
    const form = await c.req.parseBody({ all: true });
    raw = {
      ...form,
      ids: list(form.ids),
      recipients: form.recipients === undefined ? undefined : list(form.recipients),
      includeWorkingFiles: truthy(form.includeWorkingFiles),
    };
  } else if (type === 'application/json') {
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiError(400, 'malformed_json', 'The body is not valid JSON.');
    }
  } else {
    throw new ApiError(415, 'unsupported_media_type', 'Send JSON or a form.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationFailure(parsed.error, 'json');
  return parsed.data as z.output<S>;
}

const bodyOf = (schema: z.ZodType) => ({
  required: true,
  content: {
    'application/json': { schema },
    'application/x-www-form-urlencoded': { schema },
  },
});

const downloadRoute = createRoute({
  method: 'post',
  path: '/download',
  tags: ['Libraries'],
  operationId: 'downloadLibraryPackage',
  summary: "A ZIP of library items' files",
  description:
    '`ids` of library items the caller sees (else 404), `includeWorkingFiles` (default false, ' +
    'spec 000 §9). Files go under `{item name}/{file name}`. Over 20 GiB (spec 001 §9) answers ' +
    '413 `collection_too_large` before anything is sent.',
  security: SESSION_SECURITY,
  request: { body: bodyOf(packageDownloadSchema) },
  responses: {
    200: {
      description: 'The ZIP, streamed',
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorAnswers(400, 401, 403, 404, 413, 415),
  },
});

const mailRoute = createRoute({
  method: 'post',
  path: '/mail',
  tags: ['Libraries'],
  operationId: 'mailLibraryPackage',
  summary: "Mails links to library items' files",
  description:
    'As the download, plus `recipients` (1 to 20 addresses), `subject` and `body`. One mail per ' +
    'recipient is queued in the outbox with a link per file (a recipient opens only the files ' +
    'they may see); 202 with the counts.',
  security: SESSION_SECURITY,
  request: { body: bodyOf(packageMailSchema) },
  responses: {
    202: jsonAnswer(mailAnswerSchema, 'The mails are queued'),
    ...errorAnswers(400, 401, 403, 404, 413, 415),
  },
});

async function selectedEntries(
  c: Context<AppEnv>,
  store: BlobStore,
  user: SyncUser,
  body: z.output<typeof packageDownloadSchema>,
): Promise<PackageEntry[]> {
  const { db, now } = c.get('deps');
  const items = await packageItems(db, user, body.ids, requestDay(now(), body.today));
  const entries = await packageEntries(store, items, body.includeWorkingFiles);
  assertPackageSize(entries);
  return entries;
}

const signedIn = (c: Context<AppEnv>): SyncUser => {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
  return user;
};

export function packageRoutes(store: BlobStore) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(downloadRoute);
  router.post('/download', async (c) => {
    const user = signedIn(c);
    const body = await readSelection(c, packageDownloadSchema);
    const entries = await selectedEntries(c, store, user, body);
    const zip = packageZip(store, entries);
    const day = requestDay(c.get('deps').now(), body.today);
    return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="library-package-${day}.zip"`,
    });
  });

  router.openAPIRegistry.registerPath(mailRoute);
  router.post('/mail', async (c) => {
    const user = signedIn(c);
    const body = await readSelection(c, packageMailSchema);
    const entries = await selectedEntries(c, store, user, body);
    const { db, config, now } = c.get('deps');
    const links = entries.map((e) => ({
      name: e.name,
      link: `${config.publicUrl}/api/files/${e.key.split('/').map(encodeURIComponent).join('/')}`,
    }));
    const sender = `${user.name} ${user.lastName ?? ''}`.trim();
    const subject = body.subject || `${sender} shared ${entries.length} files with you`;
    const text = [body.body ?? '', '', ...links.map((l) => `${l.name}: ${l.link}`)].join('\n');
    const recipients = [...new Set(body.recipients.map((r) => r.toLowerCase()))];
    for (const to of recipients)
      await queueMail(db, {
        to,
        template: 'library-package',
        subject,
        body: text.trim(),
        data: { senderId: user.id, files: links },
        now: now(),
      });
    return c.json(
      { message: 'Your package has been sent', recipients: recipients.length, files: links.length },
      202,
    );
  });
  return router;
}
