import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_SLICES, CONFIG_VARIABLES } from './app-config.js';
import { REPO_ROOT } from './project-paths.js';

/** The rows of the README's configuration table, as written. */
function readmeConfigurationRows(): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8').split('\n');
  const header = readme.indexOf('| Variable | Default | Meaning |');
  expect(header).toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of readme.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe('configuration documentation', () => {
  it('documents, in each slice, exactly the variables the slice reads', () => {
    for (const slice of CONFIG_SLICES) {
      expect(slice.variables.map((v) => v.name).sort()).toEqual(Object.keys(slice.schema.shape).sort());
    }
  });

  it('reads each variable in one slice only', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the README table list every variable with its default and meaning, in the slices\' order', () => {
    expect(readmeConfigurationRows()).toEqual(CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.default} | ${v.description} |`));
  });
});
