import { repository } from '../../seed/seed-cli.js';

// The seed is a node of its own: a module that imports it and is imported by it makes a cycle.
export const EventsModule = { seed: repository };
