import { createHash, createHmac } from 'node:crypto';

/** What an AWS Signature Version 4 query-string (presigned) URL is made from. */
export interface PresignOptions {
  method: string;
  /** The object's URL without a query. */
  url: string;
  region: string;
  service?: string;
  accessKey: string;
  secretKey: string;
  /** Seconds the URL stays valid. */
  expiresIn: number;
  /** Headers the request must send with exactly these values (host is always signed). */
  headers?: Record<string, string>;
  now?: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

// RFC 3986 encoding as SigV4 wants it: everything but unreserved characters.
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Presigns a request with AWS Signature Version 4 in the query string (S3-compatible storage).
 * The payload is UNSIGNED-PAYLOAD, as S3 presigned PUTs are.
 */
export function presignUrl(options: PresignOptions): string {
  const { method, region, accessKey, secretKey, expiresIn } = options;
  const service = options.service ?? 's3';
  const url = new URL(options.url);
  const now = options.now ?? new Date();
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/${service}/aws4_request`;

  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join('');

  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${accessKey}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(expiresIn),
    'X-Amz-SignedHeaders': signedHeaders,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${encode(name)}=${encode(query[name]!)}`)
    .join('&');
  const canonicalPath = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');

  const canonicalRequest = [method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `${url.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
