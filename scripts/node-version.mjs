// Imported first by the root commands (start, dev, test): on a Node.js older than package.json's `engines.node`
// they stop at once with one plain sentence instead of failing later with a stack trace from a library.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [, major, minor] = /^>=\s*(\d+)\.(\d+)/.exec(engines.node) ?? [];
const [foundMajor, foundMinor] = process.versions.node.split('.').map(Number);

if (foundMajor < Number(major) || (foundMajor === Number(major) && foundMinor < Number(minor))) {
  console.error(
    `This project needs Node.js ${major}.${minor} or newer (24 LTS recommended, see .nvmrc); this is Node.js ${process.versions.node}.`,
  );
  process.exit(1);
}
