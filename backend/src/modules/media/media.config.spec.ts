import { parseConfig } from '../../config/app-config.js';

describe('media settings (MEDIA_*)', () => {
  it('keeps images in <DATA_DIR>/media, served at /media/, by default', () => {
    const { media } = parseConfig({ DATA_DIR: '/srv/events-data' });
    expect(media).toEqual({ store: { kind: 'local', dir: '/srv/events-data/media' }, publicUrl: '/media/', seedImages: true });
  });

  it('uses an S3-compatible bucket when MEDIA_S3_BUCKET is set: path-style with an endpoint, read under <endpoint>/<bucket>/', () => {
    const { media } = parseConfig({ MEDIA_S3_BUCKET: 'event-images', MEDIA_S3_ENDPOINT: 'http://minio.local:9000', MEDIA_S3_ACCESS_KEY_ID: 'id', MEDIA_S3_SECRET: 's' });
    expect(media.store).toEqual({
      kind: 's3',
      bucket: 'event-images',
      endpoint: 'http://minio.local:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 's' },
      forcePathStyle: true,
    });
    expect(media.publicUrl).toBe('http://minio.local:9000/event-images/');
  });

  it('on AWS: the bucket host, the default credential chain, and MEDIA_PUBLIC_URL for a CDN in front', () => {
    const aws = parseConfig({ MEDIA_S3_BUCKET: 'event-images', MEDIA_S3_REGION: 'us-west-2' }).media;
    expect(aws.store).toMatchObject({ kind: 's3', endpoint: undefined, credentials: undefined, forcePathStyle: false });
    expect(aws.publicUrl).toBe('https://event-images.s3.us-west-2.amazonaws.com/');
    expect(parseConfig({ MEDIA_S3_BUCKET: 'event-images', MEDIA_PUBLIC_URL: 'https://cdn.example.org/img' }).media.publicUrl).toBe('https://cdn.example.org/img/');
  });

  it('refuses bad values with one line naming the variable', () => {
    expect(() => parseConfig({ MEDIA_S3_BUCKET: 'Not A Bucket' })).toThrow(/MEDIA_S3_BUCKET must be an S3 bucket name/);
    expect(() => parseConfig({ MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT/);
    expect(() => parseConfig({ MEDIA_SEED_IMAGES: 'maybe' })).toThrow(/MEDIA_SEED_IMAGES/);
  });
});
