// Seeds the e2e template data folder (DATA_DIR) the way the backend seeds an empty one on its first start: migrations,
// the demo region, accounts, claims and calendars during start-up, then the demo images, which a running backend makes
// beside its first requests. This waits for the images as well, then closes the app (which stops its embedded
// PostgreSQL cleanly), so every copy of the folder starts with the whole demo data and makes no images of its own.
//   DATA_DIR=... node e2e/seed-template.mjs
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../backend/dist');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);

const { parseConfig } = await load('config/app-config.js');
const { createApp } = await load('create-app.js');
const { MediaDemoSeeder } = await load('modules/media/media-demo.seeder.js');

const app = await createApp(parseConfig(process.env));
try {
  const made = await app.get(MediaDemoSeeder).whenDone();
  process.stdout.write(`Seeded the template in ${process.env.DATA_DIR} (${made} demo images)\n`);
} finally {
  await app.close();
}
