import { defineEndpoint, SIGNED_IN } from '@events/contracts/endpoint';
import { z } from 'zod';
import { mediaEndpoints } from '@events/contracts/media';
import { corpusCasesOf } from './bad-input-corpus.js';
import { sampleRequest } from './request-samples.js';

/** An endpoint no test knows: the corpus must find its path parameter, query key and body fields by itself. */
const widgetRename = defineEndpoint({
  method: 'PATCH',
  path: '/events/api/v1/widgets/{id}/',
  access: SIGNED_IN,
  tag: 'widgets',
  summary: 'Rename a widget',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  query: z.object({ preview: z.enum(['yes', 'no']).optional() }),
  body: z.object({ title: z.string().min(1).max(256), country: z.string().regex(/^[A-Z]{2}$/), starts: z.iso.date() }),
});

describe('bad-input corpus generator', () => {
  const cases = corpusCasesOf({ name: 'widgets.rename', endpoint: widgetRename });
  const labels = cases.map((c) => c.label);

  it('covers every path parameter, query key and body field of a new endpoint', () => {
    expect(labels).toEqual(expect.arrayContaining(['path id = NUL', 'query preview = invalid UTF-8', 'body title = 10,000 characters', 'body starts = impossible date']));
    expect(labels).toEqual(expect.arrayContaining(['body: malformed JSON', 'body: 2 MB', 'body: text/plain', 'body: every field invalid UTF-8']));
    expect(cases.every((c) => c.method === 'PATCH' && c.operation === 'widgets.rename')).toBe(true);
  });

  it('keeps the other fields at samples the schema takes, so one bad field is what is wrong', () => {
    const titleCase = cases.find((c) => c.label === 'body title = NUL');
    expect(JSON.parse(String(titleCase?.payload))).toEqual({ title: 'a\u0000b', country: 'CA', starts: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(titleCase?.url).toBe('/events/api/v1/widgets/1/');
  });

  it('sends invalid UTF-8 and NUL in the query raw', () => {
    expect(cases.find((c) => c.label === 'query preview = invalid UTF-8')?.url).toBe('/events/api/v1/widgets/1/?preview=%FF%FE');
    expect(cases.find((c) => c.label === 'path id = NUL')?.url).toBe('/events/api/v1/widgets/a%00b/');
  });

  it('bounds the cases per field', () => {
    expect(cases.length).toBeLessThan(120);
  });

  it('builds a sample call with a chosen id for the role matrix', () => {
    expect(sampleRequest(widgetRename, 7001)).toEqual({
      method: 'PATCH',
      url: '/events/api/v1/widgets/7001/',
      headers: { 'content-type': 'application/json' },
      payload: expect.stringContaining('"title":"Sample"'),
    });
  });
});

describe('bad-input corpus of a multipart endpoint (image uploads)', () => {
  const cases = corpusCasesOf({ name: 'media.venueImage', endpoint: mediaEndpoints.venueImage });

  it('sends its field cases as multipart forms, and the upload cases beside them', () => {
    const clear = cases.find((c) => c.label === 'body clear = NUL');
    expect(clear?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(clear?.payload)).toContain('Content-Disposition: form-data; name="clear"\r\n\r\na\u0000b\r\n');
    expect(cases.map((c) => c.label)).toEqual(
      expect.arrayContaining(['body: text file named .jpg', 'body: 11 MB file', 'body: 1,000 parts', 'body: cut short', 'body: no boundary']),
    );
  });
});
