import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../../config/config-error.js';
import { defineConfigSlice } from '../../config/config-slice.js';
import { booleanSchema, httpUrlSchema, pathSchema } from '../../config/config-values.js';
import { dataDirFrom } from '../../config/database.config.js';

/** Where the local store's files are served (the media module's file route). */
export const LOCAL_MEDIA_PATH = '/media/';

/** An S3-compatible store (AWS S3, MinIO, Ceph, R2...). */
export type S3MediaStore = {
  readonly kind: 's3';
  readonly bucket: string;
  /** Endpoint URL of a store other than AWS; unset = AWS S3 of the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /** Unset: the SDK's default credential chain (environment, instance role...). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`) rather than in the host name: what most non-AWS stores want. */
  readonly forcePathStyle: boolean;
};

export type LocalMediaStore = { readonly kind: 'local'; readonly dir: string };

export type MediaConfig = {
  readonly store: LocalMediaStore | S3MediaStore;
  /** Public URL prefix of a stored key (ends with `/`): `<publicUrl><key>` is what the cards show. */
  readonly publicUrl: string;
  /** Generated images for some demo venues and events (with SEED_DEMO). */
  readonly seedImages: boolean;
};

const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

/** Where an S3 store's objects are read when MEDIA_PUBLIC_URL is unset. */
function defaultS3PublicUrl(store: S3MediaStore): string {
  if (store.endpoint) return withSlash(`${store.endpoint.replace(/\/+$/, '')}/${store.bucket}`);
  return `https://${store.bucket}.s3.${store.region}.amazonaws.com/`;
}

export const mediaConfig = defineConfigSlice({
  variables: {
    MEDIA_DIR: { schema: pathSchema, whenUnset: '<DATA_DIR>/media', description: 'Folder of uploaded images when MEDIA_S3_BUCKET is unset; served at /media/.' },
    MEDIA_S3_BUCKET: {
      schema: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
      whenUnset: '(unset: local folder MEDIA_DIR)',
      description: 'Bucket of an S3-compatible store; set, uploaded images are stored there instead of MEDIA_DIR.',
    },
    MEDIA_S3_ENDPOINT: {
      schema: httpUrlSchema,
      whenUnset: '(unset: AWS S3)',
      description: 'Endpoint URL of an S3-compatible store other than AWS (MinIO, Ceph, R2...).',
    },
    MEDIA_S3_REGION: {
      schema: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1'),
      default: 'us-east-1',
      description: 'Region of the bucket.',
    },
    MEDIA_S3_ACCESS_KEY_ID: {
      schema: z.string(),
      whenUnset: '(unset: the AWS default credential chain)',
      description: 'Access key id for the store (with MEDIA_S3_SECRET).',
    },
    MEDIA_S3_SECRET: { schema: z.string(), whenUnset: '(unset)', description: 'Secret access key for the store (required with MEDIA_S3_ACCESS_KEY_ID).' },
    MEDIA_S3_FORCE_PATH_STYLE: {
      schema: booleanSchema,
      whenUnset: 'true with MEDIA_S3_ENDPOINT, else false',
      description: 'Address objects as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key>.',
    },
    MEDIA_PUBLIC_URL: {
      schema: z.string().refine((value) => value.startsWith('/') || httpUrlSchema.safeParse(value).success, 'must be an absolute http(s) URL or a path'),
      whenUnset: '/media/ (S3: <endpoint>/<bucket>/ or the AWS bucket URL)',
      description: 'URL prefix under which browsers read stored images (e.g. a CDN in front of the bucket).',
    },
    MEDIA_SEED_IMAGES: { schema: booleanSchema, default: 'true', description: 'With SEED_DEMO, give some demo venues and events generated images.' },
  },
  read: (values, env): { readonly media: MediaConfig } => {
    const seedImages = values.MEDIA_SEED_IMAGES;
    if (values.MEDIA_S3_BUCKET === undefined) {
      const dir = path.resolve(values.MEDIA_DIR ?? path.join(dataDirFrom(env), 'media'));
      return { media: { store: { kind: 'local', dir }, publicUrl: withSlash(values.MEDIA_PUBLIC_URL ?? LOCAL_MEDIA_PATH), seedImages } };
    }
    const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET: secretAccessKey } = values;
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
      throw new ConfigError('Invalid configuration: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET go together (set both, or neither for the AWS default chain)');
    }
    const store: S3MediaStore = {
      kind: 's3',
      bucket: values.MEDIA_S3_BUCKET,
      endpoint: values.MEDIA_S3_ENDPOINT,
      region: values.MEDIA_S3_REGION,
      credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: values.MEDIA_S3_FORCE_PATH_STYLE ?? values.MEDIA_S3_ENDPOINT !== undefined,
    };
    return { media: { store, publicUrl: withSlash(values.MEDIA_PUBLIC_URL ?? defaultS3PublicUrl(store)), seedImages } };
  },
});
