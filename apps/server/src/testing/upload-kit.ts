import type { FastifyInstance } from 'fastify';

/** A real 1×1 PNG (pdfkit can draw it on a badge). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);

const BOUNDARY = '----securite-test-boundary';

/** A multipart body with one file part (and optional text fields before it). */
export function multipart(
  file: { name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** POST {agency}/upload?purpose= with one file, as a bearer token. */
export function upload(
  app: FastifyInstance,
  token: string,
  agencyId: string,
  purpose: string,
  file: { name: string; type: string; bytes: Buffer } | null,
) {
  const body = multipart(file);
  return app.inject({
    method: 'POST',
    url: `/api/agency/${agencyId}/upload?purpose=${purpose}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

/** Uploads a file and answers its id (throws on refusal). */
export async function uploadedId(
  app: FastifyInstance,
  token: string,
  agencyId: string,
  purpose: 'agent-photo' | 'agent-document',
  file: { name: string; type: string; bytes: Buffer } = purpose === 'agent-photo'
    ? { name: 'photo.png', type: 'image/png', bytes: PNG }
    : { name: 'contrat.pdf', type: 'application/pdf', bytes: PDF },
): Promise<string> {
  const response = await upload(app, token, agencyId, purpose, file);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}
