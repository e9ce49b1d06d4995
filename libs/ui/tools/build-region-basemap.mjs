// Writes libs/ui/src/region-basemap.json: the map's fallback basemap (libs/ui/src/basemap.tsx), drawn when the
// tile server cannot be reached. County polygons and state borders of the region's six states from us-atlas
// (US Census Bureau cartographic boundaries, 1:10,000,000), clipped to REGION and rounded to 4 decimals (about
// 10 m, finer than the 1:10M source). Run it again only when the region or the source changes:
//   npm run basemap:region -w libs/ui
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(await readFile(require.resolve('us-atlas/counties-10m.json'), 'utf8'));

/** State FIPS codes: CT, MA, NH, NY, RI, VT. */
const STATES = new Set(['09', '25', '33', '36', '44', '50']);
/** [west, south, east, north] in degrees: western Massachusetts with a margin into the neighbouring states. */
const REGION = [-75.5, 40.8, -70.5, 44.6];
const [WEST, SOUTH, EAST, NORTH] = REGION;

const round = (n) => Math.round(n * 1e4) / 1e4;
const roundPoint = ([x, y]) => [round(x), round(y)];

/** Sutherland-Hodgman: one ring clipped to the region's rectangle (a convex clip window). */
function clipRing(ring) {
  const edges = [
    (p) => p[0] >= WEST, (p) => p[0] <= EAST, (p) => p[1] >= SOUTH, (p) => p[1] <= NORTH,
  ];
  const cross = [
    (a, b) => [WEST, a[1] + ((b[1] - a[1]) * (WEST - a[0])) / (b[0] - a[0])],
    (a, b) => [EAST, a[1] + ((b[1] - a[1]) * (EAST - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (SOUTH - a[1])) / (b[1] - a[1]), SOUTH],
    (a, b) => [a[0] + ((b[0] - a[0]) * (NORTH - a[1])) / (b[1] - a[1]), NORTH],
  ];
  let points = ring.slice(0, -1);
  edges.forEach((inside, i) => {
    const input = points;
    points = [];
    input.forEach((current, k) => {
      const previous = input[(k + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(cross[i](previous, current));
        points.push(current);
      } else if (inside(previous)) {
        points.push(cross[i](previous, current));
      }
    });
  });
  const rounded = points.map(roundPoint).filter((p, k, all) => k === 0 || p[0] !== all[k - 1][0] || p[1] !== all[k - 1][1]);
  if (rounded.length < 3) return null;
  return [...rounded, rounded[0]];
}

function clipPolygons(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const clipped = polygons
    .map((rings) => rings.map(clipRing).filter(Boolean))
    .filter((rings) => rings.length > 0);
  return clipped.length === 0 ? null : { type: 'MultiPolygon', coordinates: clipped };
}

const inRegion = ([x, y]) => x >= WEST && x <= EAST && y >= SOUTH && y <= NORTH;

/** A border line cut into the runs that lie in the region. */
function clipLine(line) {
  const runs = [];
  let run = [];
  for (const point of line) {
    if (inRegion(point)) run.push(roundPoint(point));
    else if (run.length > 0) {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

const counties = feature(topology, topology.objects.counties).features
  .filter((county) => STATES.has(String(county.id).slice(0, 2)))
  .flatMap((county) => {
    const geometry = clipPolygons(county.geometry);
    return geometry ? [{ type: 'Feature', properties: { kind: 'county', name: county.properties.name }, geometry }] : [];
  });

const stateBorders = mesh(
  topology,
  topology.objects.states,
  (a, b) => a !== b && (STATES.has(String(a.id)) || STATES.has(String(b.id))),
);
const borderLines = stateBorders.coordinates.flatMap(clipLine);

const collection = {
  type: 'FeatureCollection',
  features: [...counties, { type: 'Feature', properties: { kind: 'state-border' }, geometry: { type: 'MultiLineString', coordinates: borderLines } }],
};
const target = new URL('../src/region-basemap.json', import.meta.url);
await writeFile(target, `${JSON.stringify(collection)}\n`);
console.log(`region-basemap.json: ${counties.length} counties, ${borderLines.length} border lines, ${JSON.stringify(collection).length} bytes`);
